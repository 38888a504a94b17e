"""A position (what one player knows): built from options or in Python, and every impossible one refused."""

import pytest

from whistodds.families.scotch.rules import scotch_whist
from whistodds.games.cards import parse_card
from whistodds.games.position import Position, SeenCard, Seat, parse_seat, parse_suit

CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
ALL_BUT_SPADES = " ".join(f"{rank}{suit}" for suit in "CDH" for rank in "2 3 4 5 6 7 8 9 10 J Q K A".split())


def test_seats_in_the_order_of_play():
    assert [seat.index for seat in Seat] == [0, 1, 2, 3]
    assert Seat.ME.after() is Seat.LEFT and Seat.LEFT.after(2) is Seat.RIGHT and Seat.RIGHT.after() is Seat.ME
    assert parse_seat(" Partner ") is Seat.PARTNER
    assert parse_suit("spades") == parse_suit("S") == parse_suit("spade") == 3
    with pytest.raises(ValueError, match="seat 'north' is not allowed; use me, left, partner, right"):
        parse_seat("north")
    with pytest.raises(ValueError, match="suit 'stars'"):
        parse_suit("stars")


def test_from_options_and_in_python_agree():
    from_options = Position.from_options(hand=CLUBS, known=["partner:AS KS"], trumps="hearts",
                                         shown_out=["left:spades,diamonds"])
    card = parse_card
    in_python = Position(known=(frozenset(card(c) for c in CLUBS.split()), frozenset(),
                                frozenset({card("AS"), card("KS")}), frozenset()),
                         trump=2, shown_out=frozenset({(Seat.LEFT, 3), (Seat.LEFT, 1)}))
    assert from_options == in_python
    assert from_options.free == (0, 13, 11, 13)
    assert len(from_options.unseen) == 37
    assert not from_options.may_hold(Seat.LEFT, 3) and from_options.may_hold(Seat.LEFT, 2)


def test_sizes_from_the_tricks_played():
    four_tricks = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 2H 3H 4H 5H"
    position = Position.from_options(seen=four_tricks)
    assert position.sizes == (9, 9, 9, 9)
    by_seat = Position(seen=(SeenCard(parse_card("2S"), Seat.ME, 1), SeenCard(parse_card("3S"), Seat.LEFT, 1)))
    assert by_seat.sizes == (12, 12, 13, 13)
    given = Position.from_options(seen=four_tricks, sizes="me=9,left=9,partner=9,right=9")
    assert given == position


def test_turn_up_lies_with_the_dealer_until_played():
    position = Position.from_options(turn_up="7S", dealer="right")
    assert position.trump == 3 and parse_card("7S") in position.known[Seat.RIGHT.index]
    assert position.free == (13, 13, 13, 12)
    played = Position.from_options(turn_up="7S", dealer="right", seen="7S 2H 3H 4H")
    assert parse_card("7S") not in played.known[Seat.RIGHT.index]


@pytest.mark.parametrize(("options", "message"), [
    ({"hand": CLUBS, "known": ["partner:AC"]}, "card AC is in two places: my hand and the hand of partner"),
    ({"hand": CLUBS, "seen": "AC 2D 3D 4D"}, "card AC is in two places: my hand and the cards seen played"),
    ({"hand": "AS KS"}, "my hand has 2 cards but holds 13 now"),
    ({"known": ["left:" + CLUBS + " AS"]}, "14 cards known in left's hand, more than the 13 it holds now"),
    ({"known": ["left:AS"], "shown_out": ["left:spades"]}, "left has shown out of spades but holds AS"),
    ({"sizes": "me=13,left=13,partner=13,right=12"}, r"sizes 13\+13\+13\+12 = 51 and 0 cards seen"),
    ({"sizes": "me=13,left=13,partner=13"}, "leave out right"),
    ({"sizes": "me=13,left=x,partner=13,right=13"}, "write me=N,left=N"),
    ({"sizes": "me=14,left=12,partner=13,right=13"}, "give four sizes of 0-13"),
    ({"seen": "2S 3S 4S"}, "sizes of the hands cannot be told"),
    ({"turn_up": "7S"}, "needs the dealer's seat"),
    ({"turn_up": "7S", "trumps": "hearts", "dealer": "left"}, "not of the trump suit hearts"),
    ({"turn_up": "7S", "dealer": "left", "known": ["right:7S"]}, "lies with the dealer \\(left\\), not with right"),
    ({"turn_up": "7S", "dealer": "me", "hand": CLUBS}, "I am the dealer but the turn-up 7S is not in my hand"),
    ({"turn_up": "7S", "dealer": "left", "shown_out": ["left:S"]}, "the dealer \\(left\\) has shown out of trumps"),
    ({"known": ["left " + CLUBS]}, "write SEAT:CARDS"),
    ({"known": ["north:AS"]}, "seat 'north' is not allowed"),
    ({"hand": "AS ZZ"}, "card 'ZZ' has an unknown suit"),
    ({"shown_out": ["spades"]}, "write SEAT:SUIT"),
    ({"seen": ALL_BUT_SPADES, "sizes": "me=4,left=3,partner=3,right=3", "hand": "2S 3S 4S 5S",
      "shown_out": ["left:S", "partner:S", "right:S"]}, "9 unseen cards of spades but only 0 free places"),
])
def test_impossible_positions(options, message):
    with pytest.raises(ValueError, match=message):
        Position.from_options(**options)


def test_voids_need_room_for_every_set_of_suits():
    # Left and right void in spades: the 13 spades must go to me and partner, 26 places: fine.
    Position.from_options(shown_out=["left:S", "right:S"])
    # Three hands void in spades and hearts: 26 cards for the one hand left, 13 places.
    with pytest.raises(ValueError, match="26 unseen cards of hearts, spades but only 13 free places"):
        Position.from_options(shown_out=["left:S,H", "right:S,H", "partner:S,H"])


def test_games_the_position_serves():
    game = scotch_whist(4, 2)
    position = Position(game=game)
    assert position.sizes == (9, 9, 9, 9) and len(position.unseen) == 36
    with pytest.raises(ValueError, match="is not in the pack"):
        Position.from_options(game=game, known=["left:2S"])
    with pytest.raises(ValueError, match="four hands and no stock"):
        Position(game=scotch_whist(6, 2))


def test_from_a_claims_row():
    from whistodds.games.position import position_from_row

    row = {"hand": CLUBS, "known": "partner:AS KS; left:2H", "seen": "", "sizes": None, "trumps": "spades",
           "turn_up": "", "dealer": "right", "shown_out": "left:D; right:H", "quote": "ignored"}
    position = position_from_row(row)
    assert position == Position.from_options(hand=CLUBS, known=["partner:AS KS", "left:2H"], trumps="spades",
                                             dealer="right", shown_out=["left:D", "right:H"])
    assert position_from_row({}) == Position()
    with pytest.raises(ValueError, match="seat 'north'"):
        position_from_row({"dealer": "north"})
