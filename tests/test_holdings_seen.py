"""The cards seen played, trick by trick (``--seen``): who played each card, and the voids worked out from a
player who did not follow suit."""

import json
from fractions import Fraction
from math import comb

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import parse_card
from whistodds.games.position import Position, SeenCard, Seat, position_from_row
from whistodds.games.position_play import parse_seen, shown_out_by_play, trick_winner
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.holdings.exact import exact_probability
from whistodds.odds.holdings.grammar import parse_question
from whistodds.odds.holdings import simulate_holding, prepare

runner = CliRunner()
# Trick 1: left leads a spade, partner and right follow, I win with the ace; trick 2: I lead a heart, left
# throws a diamond (he has no heart), partner wins with the queen; trick 3: partner leads a club, all follow.
TRICKS = "left:5S partner:KS right:2S me:AS; me:3H left:2D partner:QH right:4H; partner:7C right:8C me:9C left:10C"
MY_HAND = "KH JH 10H 9H 8H 7H 6H 5H 2H AD"  # ten cards left after three tricks


def test_both_ways_of_writing_the_cards_seen():
    plain = parse_seen("AS KS, QS JS")
    assert [s.card for s in plain] == [parse_card(c) for c in ("AS", "KS", "QS", "JS")]
    assert all(s.seat is None and s.trick is None for s in plain)
    tricks = parse_seen(TRICKS)
    assert [(s.seat, s.trick) for s in tricks[:5]] == [(Seat.LEFT, 1), (Seat.PARTNER, 1), (Seat.RIGHT, 1),
                                                       (Seat.ME, 1), (Seat.ME, 2)]
    assert parse_seen(TRICKS + ";") == tricks  # a ';' after the last trick says nothing
    assert shown_out_by_play(tricks) == {(Seat.LEFT, 2)}  # left did not follow hearts


def test_a_void_worked_out_is_a_void_given():
    worked_out = Position.from_options(hand=MY_HAND, seen=TRICKS, trumps="hearts")
    given = Position.from_options(hand=MY_HAND, seen=TRICKS, trumps="hearts", shown_out=["left:hearts"])
    assert worked_out == given and not worked_out.may_hold(Seat.LEFT, 2)
    assert worked_out.sizes == (10, 10, 10, 10) and "left void in hearts" in worked_out.describe()
    # AH is the only heart I neither hold nor saw played: left has none, so it lies with partner or right.
    assert exact_probability(parse_question("left holds AH"), worked_out) == 0
    assert exact_probability(parse_question("partner holds AH"), worked_out) == Fraction(1, 2)
    # Without the trick-by-trick record the void is not known, and AH may be with any of three hands.
    plain = Position.from_options(hand=MY_HAND, seen=" ".join(w.split(":")[1] for w in TRICKS.replace(";", "").split()),
                                  sizes="me=10,left=10,partner=10,right=10", trumps="hearts")
    assert exact_probability(parse_question("left holds AH"), plain) == Fraction(1, 3)


def test_simulation_respects_a_void_worked_out():
    position = Position.from_options(seen="left:5S partner:2H right:6S me:AS", hand=None)
    event = prepare("partner holds at least 1 spade", position)
    assert exact_probability(event, position) == 0
    assert simulate_holding(event, position, 20_000, seed=1).successes == 0
    # Partner takes 12 of the 38 other cards; the 10 spades unseen and the 26 cards left go to me, left and right.
    left = exact_probability(parse_question("left holds exactly 3 spades"), position)
    assert left == Fraction(comb(10, 3) * comb(26, 9), comb(36, 12))


def test_the_lead_follows_the_winner_when_trumps_are_known():
    cards = [SeenCard(parse_card(c), seat, 1) for c, seat in
             (("5S", Seat.LEFT), ("2H", Seat.PARTNER), ("AS", Seat.RIGHT), ("3H", Seat.ME))]
    assert trick_winner(cards, 2, LONG_WHIST).card == parse_card("3H")  # hearts trumps: my 3H beats partner's 2H
    assert trick_winner(cards, 0, LONG_WHIST).card == parse_card("AS")  # clubs trumps: the ace of the suit led
    with pytest.raises(ValueError, match=r"trick 2: 3H is played by left, but it is me to play \(the winner of a trick leads the next: me won trick 1 with AS\)"):
        Position.from_options(seen="left:5S partner:KS right:2S me:AS; left:3H", trumps="clubs")
    Position.from_options(seen="left:5S partner:KS right:2S me:AS; left:3H")  # trumps unknown: not checked


def test_a_claims_row_takes_the_tricks():
    position = position_from_row({"seen": TRICKS, "hand": MY_HAND, "trumps": "H"})
    assert (Seat.LEFT, 2) in position.shown_out


@pytest.mark.parametrize(("seen", "message"), [
    ("lft:5S", "--seen trick 1: seat 'lft' is not allowed; use me, left, partner, right"),
    ("left:5X", "--seen trick 1: card '5X'"),
    ("left:5S partner:KS me:AS", "trick 1: me does not play after partner"),
    ("left:5S; me:3H", "--seen trick 1 has 1 card; every trick but the last has four"),
    ("left:5S partner:KS right:2S me:AS left:4S", "--seen trick 1 has 5 cards; a trick has four"),
    ("5S left:KS", "--seen trick 1: '5S' does not name who played it"),
    ("left:5S partner:5S", "card 5S is written twice in the cards seen played"),
    ("left:5S;; me:3H", "--seen trick 2 is empty"),
    ("left:5S partner:KS right:2H me:AS; me:3S left:4S partner:6S right:7S",
     "trick 2: 7S is a revoke: right showed out of spades in trick 1"),
])
def test_bad_tricks_are_one_line_exit_2(seen, message):
    result = runner.invoke(app, ["holding", "left holds KH", "--seen", seen, "--deals", "100"])
    assert result.exit_code == 2 and message in result.output, result.output
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


def test_a_void_from_the_command_line():
    result = runner.invoke(app, ["holding", "partner holds AH", "--hand", MY_HAND, "--seen", TRICKS,
                                 "--trumps", "hearts", "--deals", "20000", "--format", "json"])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["exact_fraction"] == "1/2" and "left void in hearts" in answer["position"]
    assert abs(answer["simulated_probability"] - 0.5) < 5 * answer["simulated_se"]
    # A card of my hand seen played by another seat is in two places (one I played is taken out: the hand as
    # dealt is read, tests/test_holding_sentences.py).
    hand = runner.invoke(app, ["holding", "left holds AH", "--hand", "QH" + MY_HAND[2:], "--seen", TRICKS,
                               "--deals", "100"])
    assert hand.exit_code == 2 and "card QH is in two places: my hand and the cards seen played" in hand.output
