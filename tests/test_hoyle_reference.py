"""The readable ``hoyle`` reference (simulations/play/reference/) against the compiled model, card for card.

Every game the compiled ``hoyle`` plays is dealt with fixed seeds, the dealer turning round the
table, and played by both with every seat ``hoyle``; the cards played must be the same, trick for
trick and seat for seat.  ``hoyle-score`` is checked the same way on the games with a play context,
each deal with its own context drawn at random.  ``hoyle`` makes no random choice, so no random
stream has to be reproduced.  A mismatch names the deal, the trick, the seat, his hand and both cards.
"""

import re
from pathlib import Path

import numpy as np
import pytest

from whistodds.games import all_games, get_game
from whistodds.games.cards import SUITS, format_card
from whistodds.games.contexts import has_contexts
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.reference.play import play_deal
from whistodds.simulations.play.models import cannot_play, get_model

# Every registered game, and Gleek's reading in which a trump takes a plain card only if of equal or higher rank.
GAMES = [game for game in [*all_games(), get_game("gleek", trumping="match")] if cannot_play(get_model("hoyle"), game) is None]
SCORE_GAMES = [game for game in GAMES if has_contexts(game)]
N_DEALS = 2000  # per game; long whist, the model's own game, 4,000
N_LONG_WHIST = 4000
N_SCORE_DEALS = 1000  # per game with a play context, under hoyle-score


def _cards(codes) -> str:
    return " ".join(format_card(int(code)) for code in sorted(codes, reverse=True))


def first_mismatch(game, deals, compiled: np.ndarray, d: int, reference: list[list[int]]) -> str | None:
    """Where the reference and the compiled model first part in deal ``d``, in words (None: nowhere)."""
    reference_played = np.array(reference, dtype=compiled.dtype)
    if np.array_equal(reference_played, compiled[d]):
        return None
    per_hand = game.cards_per_hand
    for index in range(compiled.shape[1]):
        if np.array_equal(reference_played[index], compiled[d, index]):
            continue
        part, number = divmod(index, per_hand)
        dealt = deals.hands[d, :, part * per_hand:(part + 1) * per_hand]
        earlier = compiled[d, part * per_hand:index]
        seats = [seat for seat in range(game.players) if reference_played[index, seat] != compiled[d, index, seat]]
        held = [c for c in dealt[seats[0]] if c not in earlier[:, seats[0]]]
        return (f"{game.name} deal {d} (dealer {int(deals.dealer[d])}, trumps {SUITS[int(deals.trump[d])]}), "
                f"trick {number + 1}" + (f" of hand {part + 1}" if game.hands_per_player > 1 else "")
                + f", seat {seats[0]} holding {_cards(held)}: compiled played "
                f"{format_card(int(compiled[d, index, seats[0]]))}, reference "
                f"{format_card(int(reference_played[index, seats[0]]))} (trick: compiled "
                f"{_cards(compiled[d, index])}, reference {_cards(reference_played[index])})")
    return "the card arrays differ in shape"


def _deals(game, n: int, seed: int):
    return deal(game, n, seed=seed, dealer=np.arange(n) % game.players)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_reference_plays_every_card_as_compiled_hoyle(game):
    n = N_LONG_WHIST if game.name == "long-whist" else N_DEALS
    deals = _deals(game, n, seed=26)
    compiled = play(deals, get_model("hoyle"), seed=1, record=True).played
    for d in range(n):
        reference = play_deal(game, deals.hands[d].tolist(), int(deals.dealer[d]), int(deals.trump[d]))
        mismatch = first_mismatch(game, deals, compiled, d, reference)
        assert mismatch is None, mismatch


@pytest.mark.parametrize("game", SCORE_GAMES, ids=lambda game: game.name)
def test_the_reference_plays_every_card_as_compiled_hoyle_score(game):
    # Each deal its own context, every (win_at, save_at) from 0 to one past the hand's tricks; one side
    # attends to the score and the other plays plain hoyle, and the seats change roles deal by deal.
    n = N_SCORE_DEALS
    deals = _deals(game, n, seed=27)
    tricks = game.cards_per_hand
    rng = np.random.default_rng(28)
    win_at, save_at = rng.integers(0, tricks + 2, n), rng.integers(0, tricks + 2, n)
    roles = [[side == attending or attending == 2 for side in game.seat_sides] for attending in (0, 1, 2)]
    seats = np.array([[get_model("hoyle-score" if attends else "hoyle") for attends in role] for role in roles],
                     dtype=object)[np.arange(n) % 3]
    compiled = play(deals, get_model("hoyle-score"), seed=1, record=True, contexts=(win_at, save_at),
                    seat_models=seats).played
    for d in range(n):
        reference = play_deal(game, deals.hands[d].tolist(), int(deals.dealer[d]), int(deals.trump[d]),
                              models=seats[d].tolist(), context=(int(win_at[d]), int(save_at[d])))
        mismatch = first_mismatch(game, deals, compiled, d, reference)
        assert mismatch is None, mismatch


def test_a_different_play_is_caught_and_named():
    # The check can fail: the compiled random model parts from hoyle in the first deals, and the
    # message says where.
    game = get_game("long-whist")
    deals = _deals(game, 20, seed=26)
    compiled = play(deals, get_model("random"), seed=1, record=True).played
    messages = [first_mismatch(game, deals, compiled, d, play_deal(game, deals.hands[d].tolist(),
                                                                   int(deals.dealer[d]), int(deals.trump[d])))
                for d in range(20)]
    found = [message for message in messages if message is not None]
    assert len(found) >= 15
    assert re.fullmatch(r"long-whist deal \d+ \(dealer \d, trumps [CDHS]\), trick \d+, seat \d holding .+: "
                        r"compiled played \w+, reference \w+ \(trick: .+\)", found[0]), found[0]


def test_bad_models_are_refused():
    game = get_game("long-whist")
    deals = _deals(game, 1, seed=1)
    with pytest.raises(ValueError, match="models=.*random.* is not allowed"):
        play_deal(game, deals.hands[0].tolist(), 0, 0, models=[get_model("random")] * 4)


MODULES = sorted((Path(__file__).resolve().parents[1] / "whistodds" / "simulations" / "play" / "reference").glob(
    "[!_]*.py"))
SOURCE_FILES = {"SHORT": "bob-short-hoyle-abridged-1793.txt", "EB": "britannica-1911-whist.txt"}
CITATION = re.compile(r"\b(SHORT|EB):(\d+) ")


def test_every_quoted_source_line_is_transcribed_exactly(sources_dir):
    # A citation "SHORT:204 words." quotes the words up to the first full stop or bracket (dots
    # around a quote mark an elision); they must stand on that line of the source.
    checked = 0
    for module in MODULES:
        text = " ".join(module.read_text(encoding="utf-8").split())
        for match in CITATION.finditer(text):
            rest = CITATION.split(text[match.end():])[0]
            quote = re.split(r"\.\.\.|[.(]", rest.lstrip("."), maxsplit=1)[0].strip()
            if not quote:
                continue
            lines = (sources_dir / SOURCE_FILES[match.group(1)]).read_text(encoding="utf-8").splitlines()
            assert quote in lines[int(match.group(2)) - 1], f"{module.name}: {match.group(0)}{quote!r}"
            checked += 1
    assert checked >= 25
