"""One check of a position for every command (issue 37, items 4 and 5).

Item 4: the turn-up is the dealer's card (he alone plays it), the first trick is led by the eldest hand, each
later trick by the winner of the one before, no card twice, no revoke: ``holding``, ``position``, ``odds
--hand``, ``analyse`` (PBN boards) and claims rows all build a :class:`~whistodds.games.position.Position`,
whose one check (:func:`whistodds.games.position_play.check_seen`) decides what is possible; a property test
gives the same random plays, legal and corrupted, to the readers of ``holding`` (and claims rows),
``position`` and ``odds --hand`` and finds them accepted or refused alike.

Item 5: a hand of all thirteen trumps takes every trick whatever is played (sure winners:
:func:`whistodds.odds.positions.still_possible.sure_winners`), so its tricks, odd trick and game are exact in every
command; the sure winners are sound against random and modelled play from random moments.
"""

import csv
import io
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from whistodds.simulations.play.models import get_model
from whistodds.cli.app import app
from whistodds.cli.position import make_state
from whistodds.games.cards import format_card
from whistodds.games.position import Position, position_from_row
from whistodds.games.seats import SEATS, Seat
from whistodds.odds.claims import COLUMNS
from whistodds.odds.claims.holding import POSITION_COLUMNS, read_holding_claim
from whistodds.odds.positions.play_so_far import game_state
from whistodds.odds.positions.figures import draw, play_on
from whistodds.odds.positions import still_possible
from whistodds.odds.positions.still_possible import possible_outcomes
from whistodds.simulations.estimate import Method
from whistodds.games.families.whist import LONG_WHIST

runner = CliRunner()
HAND = "KS QS 2H 3H 2D 3D 4D 5D 2C 3C 4C 5C"  # the hand, after my AS is played
ALL_SPADES = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
TURN_UP_BY_PARTNER = ["--hand", HAND, "--turn-up", "7S", "--dealer", "left"]  # partner is the eldest


def _one_line_exit_2(result, *words):
    assert result.exit_code == 2, result.output
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output, result.output
    for word in words:
        assert word in result.output, result.output


# -- item 4: the two positions, in every command ------------------------------------------------

def test_the_turn_up_played_by_another_than_the_dealer_is_refused_by_holding_and_position():
    held = runner.invoke(app, ["holding", "left holds at least 1 spade", *TURN_UP_BY_PARTNER,
                               "--seen", "partner:7S right:8S me:AS left:6S", "--deals", "100"])
    _one_line_exit_2(held, "trick 1: 7S is played by partner, but it is the turn-up, left's card: only the "
                           "dealer plays it")
    played = runner.invoke(app, ["position", *TURN_UP_BY_PARTNER, "--played", "partner:7S 8S AS 6S",
                                 "--deals", "100"])
    _one_line_exit_2(played, "trick 1: 7S is played by partner, but it is the turn-up, left's card")


def test_a_first_trick_led_by_another_than_the_eldest_is_refused_by_holding_and_position():
    held = runner.invoke(app, ["holding", "partner holds KH", "--hand", HAND, "--turn-up", "9H", "--dealer", "left",
                               "--seen", "me:AS left:6S partner:7S right:8S", "--deals", "100"])
    message = "trick 1: AS is played by me, but it is partner to play (the eldest hand leads the first trick)"
    _one_line_exit_2(held, message)
    played = runner.invoke(app, ["position", "--hand", HAND, "--turn-up", "9H", "--dealer", "left",
                                 "--played", "me:AS 6S 7S 8S", "--deals", "100"])
    _one_line_exit_2(played, message)


def test_a_claims_row_is_checked_as_the_commands_check(tmp_path):
    row = {"held": "left holds at least 1 spade", "hand": HAND, "turn_up": "7S", "dealer": "left",
           "seen": "partner:7S right:8S me:AS left:6S"}
    with pytest.raises(ValueError, match="7S is played by partner, but it is the turn-up"):
        read_holding_claim(row)
    header = list(COLUMNS) + [column for column in POSITION_COLUMNS if column not in COLUMNS]
    stream = io.StringIO()
    writer = csv.DictWriter(stream, header)
    writer.writeheader()
    writer.writerow({column: {"id": "X", "source": "t", "question": "holding", "odds": "evens", **row}.get(column, "")
                     for column in header})
    path = tmp_path / "claims.csv"
    path.write_text(stream.getvalue(), encoding="utf-8")
    result = runner.invoke(app, ["verify", "claims", str(path)])
    assert result.exit_code == 2 and "7S is played by partner, but it is the turn-up" in result.output, result.output
    assert "Traceback" not in result.output
    legal = dict(row, seen="partner:8S right:9S me:AS left:7S")  # the dealer plays the turn-up: possible
    assert read_holding_claim(legal).position.played


PBN_TURN_UP_BY_EAST = """[Board "1"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Contract "1H"]
[Note "1:whist: turn-up AH"]
[Play "E"]
HA DA CA SA
"""  # the turn-up AH is dealt to East and played by him; North deals


def test_a_pbn_board_whose_turn_up_another_plays_is_refused_by_position_and_analyse(tmp_path):
    path = tmp_path / "board.pbn"
    path.write_text(PBN_TURN_UP_BY_EAST, encoding="utf-8")
    after = runner.invoke(app, ["position", "--pbn", str(path), "--after", "4"])
    _one_line_exit_2(after, "AH is played by", "the turn-up")
    before = runner.invoke(app, ["position", "--pbn", str(path), "--after", "0"])
    _one_line_exit_2(before, "the turn-up AH lies with the dealer")
    analysed = runner.invoke(app, ["analyse", str(path), "--deals", "0"])
    assert analysed.exit_code == 2 and "turn-up AH" in analysed.output, analysed.output


def test_the_one_check_by_the_api():
    with pytest.raises(ValueError, match="only the dealer plays it"):
        Position.from_options(hand=HAND, turn_up="7S", dealer="left", seen="partner:7S right:8S me:AS left:6S")
    with pytest.raises(ValueError, match="only the dealer plays it"):
        game_state(hand=HAND, turn_up="7S", dealer="left", played="partner:7S 8S AS 6S")
    with pytest.raises(ValueError, match="it is partner to play"):
        position_from_row({"hand": HAND, "turn_up": "9H", "dealer": "left", "seen": "me:AS left:6S partner:7S right:8S"})
    # The dealer playing the turn-up, and the eldest leading, are possible in both.
    Position.from_options(hand=HAND, turn_up="7S", dealer="partner", seen="right:8S me:AS left:6S partner:7S")
    game_state(hand=HAND, turn_up="7S", dealer="partner", played="right:8S AS 6S 7S")
    # The dealer who did not follow trumps while he holds the turn-up revokes.
    with pytest.raises(ValueError, match="left holds the turn-up 7S of spades, the suit led; follow suit"):
        Position.from_options(turn_up="7S", dealer="left", seen="partner:5S right:8S me:AS left:6H")


# -- item 4: the commands agree on what is possible (property) ------------------------------------------

def _legal_play(rng, hands, dealer, trump, cards):
    """``cards`` cards of random legal play from ``hands`` (sets by Seat.index, mutated): ``[(seat, card)]``."""
    play, leader, trick = [], dealer.after(), []
    for _ in range(cards):
        seat = leader.after(len(trick))
        hand = sorted(hands[seat.index])
        led = trick[0][1] // 13 if trick else None
        follow = [card for card in hand if card // 13 == led]
        card = int(rng.choice(follow or hand))
        hands[seat.index].discard(card)
        trick.append((seat, card))
        play.append((seat, card))
        if len(trick) == 4:
            led = trick[0][1] // 13
            power = [(c // 13 == trump) * 32 + (c // 13 == led) * 16 + c % 13 for _, c in trick]
            leader, trick = trick[int(np.argmax(power))][0], []
    return play


CORRUPTIONS = ("none", "leader", "swap", "replace", "duplicate", "turn-up", "hand")


@st.composite
def plays(draw_):
    """A deal, dealer, turn-up and play so far, maybe corrupted: (my hand now, play [(seat, card)], turn-up,
    dealer)."""
    rng = np.random.default_rng(draw_(st.integers(0, 2**32 - 1)))
    dealer = SEATS[draw_(st.integers(0, 3))]
    pack = rng.permutation(52)
    hands = [set(int(c) for c in pack[13 * k:13 * k + 13]) for k in range(4)]
    dealt = [set(hand) for hand in hands]
    turn_up = int(rng.choice(sorted(dealt[dealer.index])))
    play = _legal_play(rng, hands, dealer, turn_up // 13, draw_(st.integers(0, 24)))
    kind = draw_(st.sampled_from(CORRUPTIONS))
    if kind == "leader" and play:
        trick = draw_(st.integers(0, (len(play) - 1) // 4))
        shift = draw_(st.integers(1, 3))
        play = [(seat.after(shift), card) if k // 4 == trick else (seat, card) for k, (seat, card) in enumerate(play)]
    elif kind in ("swap", "duplicate") and len(play) >= 2:
        i, j = sorted(draw_(st.lists(st.integers(0, len(play) - 1), min_size=2, max_size=2, unique=True)))
        if kind == "swap":
            play[i], play[j] = (play[i][0], play[j][1]), (play[j][0], play[i][1])
        else:
            play[j] = (play[j][0], play[i][1])
    elif kind == "replace" and play:
        i = draw_(st.integers(0, len(play) - 1))
        play[i] = (play[i][0], draw_(st.integers(0, 51)))
    elif kind == "turn-up":
        turn_up = draw_(st.integers(0, 51))
    mine = dealt[0] - {card for seat, card in play if seat is Seat.ME}
    if kind == "hand":
        mine = set(list(mine)[1:]) if draw_(st.booleans()) else mine | {draw_(st.integers(0, 51))}
    return mine, play, turn_up, dealer


def _cards(cards):
    return " ".join(format_card(card) for card in sorted(cards))


def _seen_text(play):
    """``--seen`` of holding: tricks of SEAT:CARD."""
    tricks = [play[k:k + 4] for k in range(0, len(play), 4)]
    return "; ".join(" ".join(f"{seat.value}:{format_card(card)}" for seat, card in trick) for trick in tricks)


def _played_text(play):
    """``--played`` of position: each trick from its leader (the seats of a trick follow in turn)."""
    tricks = [play[k:k + 4] for k in range(0, len(play), 4)]
    return "; ".join(f"{trick[0][0].value}:" + " ".join(format_card(card) for _, card in trick) for trick in tricks)


def _verdict(read):
    try:
        read()
    except ValueError:
        return False
    return True


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plays())
def test_holding_position_and_claims_rows_accept_and_refuse_the_same_plays(given_play):
    mine, play, turn_up, dealer = given_play
    hand, up = _cards(mine), format_card(turn_up)
    holding = _verdict(lambda: Position.from_options(hand=hand, seen=_seen_text(play) or None, turn_up=up,
                                                     dealer=dealer.value))
    row = _verdict(lambda: position_from_row({"hand": hand, "seen": _seen_text(play), "turn_up": up,
                                              "dealer": dealer.value}))
    position = _verdict(lambda: make_state(LONG_WHIST, hand, _played_text(play), "0-0", None, dealer.value, None, up,
                                           None))
    assert holding == row == position, (hand, _seen_text(play), up, dealer)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 3), st.sampled_from(("none", "short", "long", "turn-up")))
def test_holding_and_odds_hand_accept_and_refuse_the_same_hands(seed, dealer_index, kind):
    rng = np.random.default_rng(seed)
    pack = [int(c) for c in rng.permutation(52)]
    dealer = SEATS[dealer_index]
    mine = set(pack[:13])
    turn_up = int(rng.choice(pack[:13])) if dealer is Seat.ME else pack[13 + 13 * (dealer_index - 1)]
    if kind == "short":
        mine.discard(pack[int(rng.integers(0, 13))])
    elif kind == "long":
        mine.add(pack[13 + int(rng.integers(0, 39))])
    elif kind == "turn-up":
        turn_up = pack[int(rng.integers(0, 52))]
    hand, up = _cards(mine), format_card(turn_up)
    holding = _verdict(lambda: Position.from_options(hand=hand, turn_up=up, dealer=dealer.value))
    odds_hand = _verdict(lambda: make_state(LONG_WHIST, hand, "", "0-0", None, dealer.value, None, up, None))
    assert holding == odds_hand, (hand, up, dealer)
    if kind == "none":
        assert holding  # a hand as dealt, the turn-up with the dealer: possible


def test_the_property_meets_both_verdicts():
    """The strategy gives legal plays and impossible ones (a test that cannot fail otherwise)."""
    verdicts = set()
    for seed in range(60):
        rng = np.random.default_rng(seed)
        dealer = SEATS[seed % 4]
        pack = rng.permutation(52)
        hands = [set(int(c) for c in pack[13 * k:13 * k + 13]) for k in range(4)]
        dealt0 = set(hands[0])
        turn_up = int(rng.choice(sorted(hands[dealer.index])))
        play = _legal_play(rng, hands, dealer, turn_up // 13, 12)
        if seed % 2:  # the first trick led by the next seat: never the eldest's
            play = [(seat.after(1), card) if k < 4 else (seat, card) for k, (seat, card) in enumerate(play)]
        mine = dealt0 - {card for seat, card in play if seat is Seat.ME}
        verdicts.add((seed % 2, _verdict(lambda: make_state(LONG_WHIST, _cards(mine), _played_text(play), "0-0", None,
                                                            dealer.value, None, format_card(turn_up), None))))
    assert verdicts == {(0, True), (1, False)}


# -- item 5: certain figures are exact in every command -------------------------------------------------

def test_thirteen_trumps_are_thirteen_sure_tricks():
    state = game_state(hand=ALL_SPADES, turn_up="2S", dealer="me")
    assert still_possible.sure_winners(state) == (13, 0)
    ours, _ = possible_outcomes(state)
    assert set(ours.tolist()) == {13}


@pytest.mark.parametrize("command", [
    ["odds", "long", "--score", "0-0", "--deal", "us", "--turn-up", "2S", "--hand", ALL_SPADES],
    ["position", "--score", "0-0", "--deal", "us", "--turn-up", "2S", "--hand", ALL_SPADES],
])
def test_thirteen_trumps_are_exact_in_every_command(command):
    result = runner.invoke(app, [*command, "--deals", "200", "--seed", "1", "--format", "json", "--quiet"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    for name, value in (("p_odd_trick", 1.0), ("tricks", 13.0), ("p_game", 1.0)):
        assert figures[name] == value and figures[f"{name}_method"] == "exact", (name, figures)
        assert figures[f"{name}_ci95_low"] == figures[f"{name}_ci95_high"] == value


def test_thirteen_trumps_are_exact_in_the_text_of_odds_hand():
    result = runner.invoke(app, ["odds", "long", "--score", "0-0", "--deal", "us", "--turn-up", "2S", "--hand",
                                 ALL_SPADES, "--deals", "200", "--seed", "1", "--quiet"])
    assert result.exit_code == 0, result.output
    lines = {line.split(":")[0]: line for line in result.output.splitlines()}
    for name in ("odd trick", "our tricks", "the game"):
        assert "(exact)" in lines[name] and "wilson" not in lines[name], lines[name]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(0, 3), st.integers(0, 40), st.sampled_from(("random", "hoyle")))
def test_the_sure_winners_hold_on_every_deal_drawn(seed, dealer_index, cards, model):
    """From a random moment of a legally played deal, every consistent deal drawn and played on by the model
    gives each side at least its sure winners (more tricks than the sure ones where the random cards give
    them: the bound is tested where it bites too)."""
    rng = np.random.default_rng(seed)
    dealer = SEATS[dealer_index] if cards else Seat.ME
    pack = rng.permutation(52)
    hands = [set(int(c) for c in pack[13 * k:13 * k + 13]) for k in range(4)]
    turn_up = int(rng.choice(sorted(hands[dealer.index])))
    if cards == 0:  # my hand all trumps, I deal: the bound bites
        hands = [{c for c in range(52) if c // 13 == turn_up // 13}, set(), set(), set()]
    play = _legal_play(rng, [set(h) for h in hands], dealer, turn_up // 13, cards) if cards else []
    if cards == 0:
        state = game_state(hand=_cards(hands[0]), trumps="CDHS"[turn_up // 13], dealer=dealer.value)
    else:
        mine = hands[0] - {card for seat, card in play if seat is Seat.ME}
        state = game_state(hand=_cards(mine), turn_up=format_card(turn_up), dealer=dealer.value,
                           played=_played_text(play))
    us, them = still_possible.sure_winners(state)
    outcomes = play_on(state, draw(state, 100, seed=seed), get_model(model))
    tricks = outcomes.our_tricks
    assert (tricks >= state.tricks_won[0] + us).all()
    assert (tricks <= state.game.cards_per_hand - state.tricks_won[1] - them).all()
    assert set(tricks.tolist()) <= set(possible_outcomes(state)[0].tolist())


def test_a_figure_still_in_doubt_is_not_called_exact():
    """Twelve trumps and a small heart: the tricks turn on the unseen cards (12 or 13), never exact."""
    state = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2H", trumps="spades", dealer="me")
    assert still_possible.sure_winners(state) == (12, 0) and set(possible_outcomes(state)[0].tolist()) == {12, 13}
    result = runner.invoke(app, ["odds", "long", "--score", "0-0", "--deal", "us", "--trumps", "spades", "--hand",
                                 "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2H", "--deals", "300", "--seed", "1",
                                 "--format", "json", "--quiet"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    assert figures["tricks_method"] != Method.exact.value and figures["p_odd_trick_method"] == "exact"
