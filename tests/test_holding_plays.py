"""The play as a condition (issue 40 item 6): a seat's holding given what he played, under a play model.

The random model plays every legal card alike, so the weight a play gives a deal can be written down: a lead
or a discard from a hand of n cards is 1/n whatever the hand ("led" shows nothing beyond the card leaving his
hand), a card following suit is 1/(his cards of the suit).  The figures are checked against those weights
summed over hypergeometric counts written here with math.comb, within five standard errors.
"""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import parse_card
from whistodds.games.position import Position, Seat
from whistodds.odds.holdings import holding_answer, prepared
from whistodds.odds.holdings.dealt import position_with_hand_as_dealt
from whistodds.odds.holdings.grammar import _Reader
from whistodds.odds.holdings.plays import PlayKind, read_play
from whistodds.odds.holdings.sentences import parse_sentence
from whistodds.simulations.play.models import get_model

runner = CliRunner()
MINE = "KS 5S 4S 2H 3H 4H 5D 6D 7D 8C 9C 10C JC"
HOYLE_CASE = dict(hand=MINE, dealer="partner", turn_up="6H")  # right, the eldest hand, leads


def within(answer, expected: float) -> None:
    figure = answer.simulated
    assert abs(figure.estimate - expected) < 5 * figure.standard_error + 1e-12, (figure, expected)


def weighted(weights_and_chances) -> float:
    """The chance over deals weighted by how likely the play is: sum of w p / sum of w."""
    total = sum(w for w, _ in weights_and_chances)
    return float(sum(w * p for w, p in weights_and_chances) / total)


# -- the words -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, kind, card, place, trick", [
    ("right led the queen of spades", PlayKind.LED, "QS", 1, None),
    ("right leads QS", PlayKind.LED, "QS", 1, None),
    ("the left-hand adversary has led the knave of hearts at trick 2", PlayKind.LED, "JH", 1, 2),
    ("left played the knave second hand", PlayKind.PLAYED, None, 2, None),
    ("partner played KS third hand", PlayKind.PLAYED, "KS", 3, None),
    ("your partner played the king of spades as fourth hand to the first trick", PlayKind.PLAYED, "KS", 4, 1),
    ("partner refused to trump", PlayKind.NO_TRUMP, None, None, None),
    ("partner did not trump at trick 3", PlayKind.NO_TRUMP, None, None, 3),
])
def test_play_statements_read(text, kind, card, place, trick):
    played = read_play(_Reader(text))
    assert played.kind is kind
    assert played.card == (None if card is None else parse_card(card))
    assert (played.place, played.trick) == (place, trick)


def test_the_knave_alone_is_of_the_suit_led():
    position = Position.from_options(hand="AS 5S 4S 2H 3H 4H 5D 6D 7D 8C 9C 10C JC", dealer="right", turn_up="6H")
    ready = prepared("left holds QS given me led 4S and left played the knave second hand", position)
    assert [(m.seat, m.card, m.index) for m in ready.moments] == [(Seat.ME, parse_card("4S"), 0),
                                                                   (Seat.LEFT, parse_card("JS"), 1)]
    assert not ready.moments[0].tested  # my own card, my hand known: it shows nothing
    assert ready.position.hand == frozenset(parse_card(c) for c in "AS 5S 2H 3H 4H 5D 6D 7D 8C 9C 10C JC".split())


def test_a_card_seen_played_is_found_in_the_play():
    position = position_with_hand_as_dealt(hand=MINE, dealer="partner", turn_up="6H", seen="right:QS me:4S")
    ready = prepared("left holds AS given right led the queen of spades", position)
    assert ready.moments[0].index == 0 and not ready.moments[0].appended
    assert ready.position.seen == position.seen


# -- against the weights written by hand -----------------------------------------------------------------

def test_led_under_random_is_the_card_seen_played():
    """Random's lead is one card of thirteen whatever the hand: the answer is the exact one with QS seen
    played by right.  37 unseen cards; left holds 13 of them, partner 12 (the turn-up 6H is his), right 12."""
    answer = holding_answer("left holds the ace of spades given right led the queen of spades",
                            Position.from_options(**HOYLE_CASE), n_deals=200_000, seed=11, model=get_model("random"))
    within(answer, 13 / 37)
    assert answer.play is not None and answer.play.seen_alone == Fraction(13, 37)
    assert abs(answer.play.acceptance.estimate - 1 / 13) < 5 * answer.play.acceptance.standard_error
    # left holds at least 2 spades now: 9 spades unseen among the 37, left 13 cards
    two = holding_answer("left holds at least 2 spades given right led QS", Position.from_options(**HOYLE_CASE),
                         n_deals=200_000, seed=12, model=get_model("random"))
    within(two, 1 - sum(comb(9, k) * comb(28, 13 - k) for k in (0, 1)) / comb(37, 13))


def test_second_hand_under_random_weighs_by_his_cards_of_the_suit():
    """Left plays JS second hand to my 4S: random follows with one of his spades, 1/(his spades).  Unseen: 37
    cards, 9 of them spades (not AS 5S 4S JS); left holds 12 of them besides JS: k spades, hypergeometric."""
    position = Position.from_options(hand="AS 5S 4S 2H 3H 4H 5D 6D 7D 8C 9C 10C JC", dealer="right", turn_up="6H")
    answer = holding_answer("left holds the queen of spades given me led 4S and left played the knave second "
                            "hand", position, n_deals=400_000, seed=5, model=get_model("random"))
    terms = [(Fraction(comb(9, k) * comb(28, 12 - k), comb(37, 12)) / (1 + k), Fraction(k, 9)) for k in range(10)]
    expected = weighted(terms)
    assert abs(expected - 12 / 37) > 0.03  # the play tells something: the check is not the uninformed figure
    within(answer, expected)


def test_refused_to_trump_under_random():
    """Partner, void in clubs, played 3S to the first trick: he held t trumps among 12 unknown cards drawn
    from the 28 unseen cards not clubs (9 of them hearts, the trumps); random discards with chance
    (13 - t)/13, and a refusal needs t >= 1."""
    position = position_with_hand_as_dealt(hand=MINE, dealer="right", turn_up="6H",
                                           seen="me:8C left:2C partner:3S right:AC")
    answer = holding_answer("partner holds at least 3 trumps given partner refused to trump", position,
                            n_deals=200_000, seed=8, model=get_model("random"))
    terms = [(Fraction(comb(9, t) * comb(19, 12 - t), comb(28, 12)) * Fraction(13 - t, 13), int(t >= 3))
             for t in range(1, 10)]
    within(answer, weighted(terms))
    assert answer.play is not None and answer.play.seen_alone is None  # a refusal is no card seen alone


# -- hoyle -------------------------------------------------------------------------------------------------

def test_hoyle_queen_led_moves_the_ace_to_the_leaders_partner():
    """Under hoyle a queen is not led from ace-queen (rule X, "Do not lead from ace queen"), so right's
    queen makes his partner likelier to hold the ace than the cards seen alone say (13/37), and right
    himself less likely."""
    position = Position.from_options(**HOYLE_CASE)
    left = holding_answer("left holds the ace of spades given right led the queen of spades", position,
                          n_deals=200_000, seed=21, model=get_model("hoyle"))
    right = holding_answer("right holds the ace of spades given right led the queen of spades", position,
                           n_deals=200_000, seed=22, model=get_model("hoyle"))
    assert left.simulated.estimate - 13 / 37 > 5 * left.simulated.standard_error
    assert 12 / 37 - right.simulated.estimate > 5 * right.simulated.standard_error
    assert "under the play model hoyle" in left.reading


def test_the_same_seed_gives_the_same_answer():
    position = Position.from_options(**HOYLE_CASE)
    first, again, other = (holding_answer("left holds AS given right led QS", position, n_deals=30_000, seed=seed,
                                          model=get_model("hoyle")) for seed in (4, 4, 5))
    assert first.simulated == again.simulated and first.play == again.play
    assert first.simulated != other.simulated


# -- the command -------------------------------------------------------------------------------------------

def test_command_says_the_model_the_reading_and_the_share_kept():
    result = runner.invoke(app, ["holding", "left holds the ace of spades given right led the queen of spades",
                                 "--hand", MINE, "--dealer", "partner", "--turn-up", "6H", "--model", "random",
                                 "--deals", "20000", "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.output)
    assert row["model"] == "random" and row["seen_alone_fraction"] == "13/37"
    assert row["deals"] == 20_000 and 0 < row["deals_kept_by_play"] == row["deals_meeting_condition"] < 20_000
    assert "right led QS (card 1 of the play" in row["reading"]
    text = runner.invoke(app, ["holding", "left holds AS given right led QS", "--hand", MINE, "--dealer", "partner",
                               "--turn-up", "6H", "--deals", "20000", "--seed", "1"])
    assert text.exit_code == 0 and "model:      hoyle" in text.output and "kept by the play" in text.output


@pytest.mark.parametrize("question, extra, message", [
    ("left holds AS given right led a queen", [], "expected the card he played, named"),
    ("left holds AS given right led QS second hand", [], "stopped at word 8 'second'"),
    ("right led QS", [], "put it after 'given'"),
    ("left holds AS given right led QS or partner holds KS", [], "a play joins the other conditions"),
    ("left holds AS given left led QS", [], "but it is right to play"),
    ("left holds AS given right led QS", ["--model", "double-dummy"], "--model 'double-dummy' is not allowed"),
    ("partner holds AS given partner refused to trump", [], "no trick seen played"),
    ("left holds AS given right led the queen", [], "name its suit"),
    ("left holds AS given right led QS", ["--model", "nonsense"], "nonsense"),
])
def test_bad_plays_are_one_line_exit_2(question, extra, message):
    result = runner.invoke(app, ["holding", question, "--hand", MINE, "--dealer", "partner", "--turn-up", "6H",
                                 "--deals", "1000", *extra])
    assert result.exit_code == 2, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_no_deal_kept_is_one_line():
    result = runner.invoke(app, ["holding", "left holds AS given right led QS", "--hand", MINE, "--dealer",
                                 "partner", "--turn-up", "6H", "--deals", "3", "--seed", "2", "--model", "hoyle"])
    assert result.exit_code == 2 and "none of the 3 deals drawn has hoyle play" in result.output


def test_play_needs_trumps():
    with pytest.raises(ValueError, match="a play needs the trump suit"):
        prepared(parse_sentence("left holds AS given right led QS"), Position.from_options(hand=MINE))
