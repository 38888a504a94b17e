"""Each rule of ``hoyle`` and ``hoyle-score`` as a switch (whistodds.simulations.play.rule_switches).

A switch changes the card only where its rule decides it: for each rule, a position where the rule applies
(the card changes when it is off) and one where it does not (the card stays).  The compiled model and the
readable reference agree card for card with random switches; every rule on plays as before.
"""

import numpy as np
import pytest

from whistodds.games import LONG_WHIST, get_game
from whistodds.games.cards import format_card, parse_card
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.reference.play import play_deal
from whistodds.simulations.play.inspect import what_would_play
from whistodds.simulations.play.rule_switches import QUOTES, RULES, SOURCES, get_rule, rules_mask, rules_off_array

from test_hoyle_reference import first_mismatch
from whistodds.simulations.play.models import get_model


def card(hand, *, trump, trick=(), played="", off=(), model="hoyle", **kwargs):
    gone = {parse_card(c) for c in played.split()} | {parse_card(c) for c in trick}
    mine = {parse_card(c) for c in hand.split()}
    unseen = [c for c in LONG_WHIST.cards if c not in gone and c not in mine]
    return format_card(what_would_play(get_model(model), LONG_WHIST, [hand, "", "", ""], trump=trump, seat=0, trick=trick,
                                       unseen=unseen, rules_off=off, **kwargs))


def _all_but(suit: str, rank: str) -> str:
    return " ".join(f"{r}{suit}" for r in "2 3 4 5 6 7 8 9 10 J Q K A".split() if r != rank)


TRUMPS_OUT = " ".join(f"{r}H" for r in "2 3 4 6 7 8 9 10 J Q K A".split())
HIGH_TRUMPS_OUT = " ".join(f"{r}H" for r in "2 3 4 5 6 7 8 9 10 J".split())
WEAK = "7H 3H 9D 8D 6D 5D 4D 9C 8C 7C 6C 5C"
STRONG = "7H 6H 4H 3H 9D 8D 6D 5D 9C 8C 7C 6C"
IV_HAND = "KS QS JS 7S 5S 9H 8H 5D 4D 3D 9C 8C 7C"
THREE_TRUMPS = "9H 7H 2H KS 8S 5S 4S 9D 6D 3D 8C 4C 2C"
# rule: (position where it decides, the card with it, the card without it; a position where it does not decide)
POSITIONS = {
    "I": (dict(hand="KS 9S 7S 5S 3S QH 8H 10D 6D 4D 9C 5C 2C", trump="D"), "3S", "2C",
          dict(hand="KC 9C 7C 5C 3C QH 8H 10D 6D 4D 9S 5S 2S", trump="D")),
    "III": (dict(hand="AS KS 7S 4S 9H 8H 7H 6H 5D 4D 3D 9C 8C", trump="H"), "4S", "9H",
            dict(hand=IV_HAND, trump="H")),
    "IV": (dict(hand=IV_HAND, trump="H"), "KS", "5S",
           dict(hand="AS 8S 6S 5S 3S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H")),
    "VI": (dict(hand="5H AS KS 7D", trump="H", played=TRUMPS_OUT), "7D", "5H", dict(hand=IV_HAND, trump="H")),
    "VII": (dict(hand="9H 7H 6H 4H 2H KS 8S 5S 9D 6D 3D 8C 4C", trump="H"), "2H", "5S",
            dict(hand=IV_HAND, trump="H")),
    "IX": (dict(hand="8C 5C KS 9S 7S 5S 3S 9H 8H 4D 3D 2D", trump="H", first_leads={2: "C"},
                original_lengths={0: {"C": 3}}), "8C", "3S",
           dict(hand="8C 5C KS 9S 7S 5S 3S 9H 8H 4D 3D 2D", trump="H")),
    "X": (dict(hand="AS QS 7S 5S 3S KH JH 9H 8H 4D 3D 9C 8C", trump="C"), "8H", "3S", dict(hand=IV_HAND, trump="H")),
    "XI": (dict(hand="AS 8S 6S 5S 3S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H"), "3S", "AS",
           dict(hand="KS 9S 7S 5S 3S QH 8H 10D 6D 4D 9C 5C 2C", trump="D")),
    "XII": (dict(hand="9D 8D 7D KS 5S 7H 6H", trump="H", played=" ".join(f"{r}D" for r in "2 3 4 5 6 10 J Q K A".split())),
            "5S", "9D", dict(hand=IV_HAND, trump="H")),
    "XIII": (dict(hand="7H 3H 9D 8D 6D", trump="H", trick=["KS"], played=_all_but("S", "K")), "6D", "3H",
             dict(hand=WEAK, trump="H", trick=["4S"])),
    "XV": (dict(hand=STRONG, trump="H", trick=["4S"]), "6C", "3H", dict(hand=WEAK, trump="H", trick=["4S"])),
    "XVI": (dict(hand=WEAK, trump="H", trick=["4S"]), "3H", "5C", dict(hand=STRONG, trump="H", trick=["4S"])),
    "XVII": (dict(hand="QH 6H 3H KS 8S 5S 9D 6D 3D 8C 4C", trump="H", refused_trump=[2]), "QH", "5S",
             dict(hand="QH 6H 3H KS 8S 5S 9D 6D 3D 8C 4C", trump="H")),
    "XVIII": (dict(hand="AH KH QH 9S 8S 7D 6D", trump="H", played=HIGH_TRUMPS_OUT), "AH", "8S",
              dict(hand=IV_HAND, trump="H")),
    "XX": (dict(hand="KS 9S 7S 5S 3S 8H 5H QD 9D 6D 4D 9C 5C", trump="H", shown_out={2: ["S"]}), "4D", "3S",
           dict(hand="KS 9S 7S 5S 3S 8H 5H QD 9D 6D 4D 9C 5C", trump="H")),
    "XXII": (dict(hand="KS QS JS 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H", trick=["3S", "5S"]), "JS", "KS",
             dict(hand="KS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"])),
    "XXIII": (dict(hand="AS KS 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H", trick=["7S"]), "KS", "4S",
              dict(hand="AS KS 6S 4S 9H 8H 7H 6H 5D 4D 9C 8C", trump="H", trick=["7S"])),
    "XXIV": (dict(hand="AS QS 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"]), "QS", "AS",
             dict(hand="KS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"])),
    "XXVII": (dict(hand="10H 9H 8D 6D 5D", trump="H", trick=["4S", "2S", "KS"], dealer=0, turn_up="9H"), "10H", "9H",
              dict(hand="10H 9H 8D 6D 5D", trump="H", trick=["4S", "2S", "KS"], dealer=0)),
    "second-hand-low": (dict(hand="QS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"]), "4S", "QS",
                        dict(hand="QS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["AS"])),
    "third-hand-high": (dict(hand="KS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"]), "KS", "6S",
                        dict(hand="QS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["KS", "3S"])),
    "fourth-hand-wins": (dict(hand="AS QS 4S 9H 8H 5D", trump="H", trick=["9S", "2S", "JS"]), "QS", "4S",
                         dict(hand="AS QS 4S 9H 8H 5D", trump="H", trick=["9S", "KS", "3S"])),
    "V": (dict(hand=THREE_TRUMPS, trump="H", dealer=1, turn_up="KH"), "2H", "4S",
          dict(hand=THREE_TRUMPS, trump="H", dealer=3, turn_up="KH")),
    # hoyle-score.  VIII: the adversaries win the game with eight tricks (at eight of ten): my best trump.
    "VIII": (dict(hand=THREE_TRUMPS, trump="H", model="hoyle-score", context=(14, 6)), "9H", "4S",
             dict(hand=THREE_TRUMPS, trump="H", model="hoyle-score")),
    # XXI: the odd trick wins the game: no trump lead (VII), a sure winner first.
    "XXI": (dict(hand="9H 7H 6H 4H 2H AS 8S 5S 9D 6D 3D 8C 4C", trump="H", model="hoyle-score", context=(7, 14)),
            "AS", "2H", dict(hand="9H 7H 6H 4H 2H AS 8S 5S 9D 6D 3D 8C 4C", trump="H", model="hoyle-score")),
    # EB:117: the odd trick made and two more win the game: trumps led with three.
    "venturesome": (dict(hand="9H 7H 2H KS 8S 5S", trump="H", model="hoyle-score", context=(9, 0), tricks_won=(7, 0)),
                    "2H", "5S", dict(hand="9H 7H 2H KS 8S 5S", trump="H", model="hoyle-score", tricks_won=(7, 0))),
    # hoyle-score: one more trick wins the game (seven of thirteen, six made): second hand wins with the ace.
    "XXV": (dict(hand="AS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"], model="hoyle-score",
                 context=(7, 14), tricks_won=(6, 0)), "AS", "4S",
            dict(hand="AS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"], model="hoyle-score")),
    "XXVI": (dict(hand="AS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"], model="hoyle-score",
                  context=(7, 14), tricks_won=(6, 0)), "AS", "4S",
             dict(hand="AS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"], model="hoyle-score")),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_switch_changes_the_card_where_its_rule_decides_and_nowhere_else(name):
    applies, with_rule, without_rule, elsewhere = POSITIONS[name]
    assert card(**applies) == with_rule
    assert card(**applies, off=[name]) == without_rule
    assert card(**elsewhere, off=[name]) == card(**elsewhere)


def test_every_rule_has_a_position():
    assert set(POSITIONS) == {rule.name for rule in RULES}


def test_every_rule_is_listed_with_its_source_line(sources_dir):
    texts = {key: (sources_dir / name).read_text(encoding="utf-8").splitlines() for key, name in SOURCES.items()}
    assert len({rule.bit for rule in RULES}) == len(RULES) and max(rule.bit for rule in RULES) < 63
    for rule in RULES:
        key, line = rule.source.split(":")
        assert texts[key][int(line) - 1].strip(), rule
        if key == "SHORT":  # the rule's numeral stands two or four lines above its text
            assert f"{rule.name}." in {texts[key][int(line) - 3].strip(), texts[key][int(line) - 5].strip()}, rule
        assert rule.without
        assert QUOTES[rule.name] in texts[key][int(line) - 1], rule  # quoted verbatim from its line
    with pytest.raises(ValueError, match="rule 'XXX' is not allowed; use one of I, III"):
        get_rule("XXX")


def test_every_rule_on_plays_as_before():
    deals = deal(LONG_WHIST, 500, seed=5)
    plain = play(deals, get_model("hoyle"), seed=1).played
    assert np.array_equal(play(deals, get_model("hoyle"), seed=1, rules_off=np.zeros((1, 4), np.int64)).played, plain)
    assert np.array_equal(play(deals, get_model("hoyle"), seed=1, rules_off={0: []}).played, plain)
    # Off for every seat, a rule changes cards (so the equality above could fail).
    assert not np.array_equal(play(deals, get_model("hoyle"), seed=1, rules_off={s: ["IV"] for s in range(4)}).played, plain)


def test_bad_switches_are_refused():
    with pytest.raises(ValueError, match=r"rules_off of shape \(1, 3\) is not allowed"):
        rules_off_array(np.zeros((1, 3)), 4, 10)
    with pytest.raises(ValueError, match="rules_off: seat 7 is not allowed"):
        rules_off_array({7: ["III"]}, 4, 10)


def _random_masks(rng: np.random.Generator, n: int, players: int) -> np.ndarray:
    bits = rng.random((n, players, len(RULES))) < 0.25
    return (bits * (1 << np.array([rule.bit for rule in RULES], np.int64))).sum(axis=2).astype(np.int64)


@pytest.mark.parametrize("game_name,model", [("long-whist", "hoyle"), ("short-whist", "hoyle"),
                                             ("long-whist", "hoyle-score"), ("dummy-whist", "hoyle")])
def test_the_reference_plays_every_card_as_compiled_with_random_switches(game_name, model):
    game = get_game(game_name)
    n = 400
    rng = np.random.default_rng(29)
    deals = deal(game, n, seed=29, dealer=np.arange(n) % game.players)
    masks = _random_masks(rng, n, game.players)
    contexts = None
    if model == "hoyle-score":
        tricks = game.cards_per_hand
        contexts = (rng.integers(0, tricks + 2, n), rng.integers(0, tricks + 2, n))
    compiled = play(deals, get_model(model), seed=1, record=True, rules_off=masks, contexts=contexts).played
    for d in range(n):
        context = None if contexts is None else (int(contexts[0][d]), int(contexts[1][d]))
        reference = play_deal(game, deals.hands[d].tolist(), int(deals.dealer[d]), int(deals.trump[d]),
                              models=[get_model(model)] * game.players, context=context, rules_off=masks[d].tolist())
        mismatch = first_mismatch(game, deals, compiled, d, reference)
        assert mismatch is None, f"{mismatch}; rules off: {masks[d].tolist()}"


def test_rules_mask_names_bits():
    assert rules_mask(["I", "i"]) == 1
    assert rules_off_array({0: "XXVII"}, 4, 1)[0, 0] == 1 << get_rule("XXVII").bit
