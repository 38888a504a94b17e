import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistodds.games.cards import (
    card_rank,
    card_suit,
    format_card,
    make_card,
    pack,
    parse_card,
)


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [("AS", 3, 14), ("10H", 2, 10), ("TH", 2, 10), ("QD", 1, 12), ("A♠", 3, 14), ("2c", 0, 2), ("J♥", 2, 11),
     ("k♧", 0, 13)],
)
def test_parse_card(text, suit, rank):
    card = parse_card(text)
    assert (card_suit(card), card_rank(card)) == (suit, rank)


@given(st.integers(0, 51), st.booleans(), st.sampled_from(["10", "T"]))
def test_format_parse_round_trip(card, unicode, ten):
    assert parse_card(format_card(card, unicode=unicode, ten=ten)) == card


def test_format_examples():
    assert format_card(parse_card("AS")) == "AS"
    assert format_card(parse_card("TH")) == "10H"
    assert format_card(parse_card("10H"), ten="T") == "TH"
    assert format_card(parse_card("QD"), unicode=True) == "Q♦"


@pytest.mark.parametrize("bad", ["", "A", "1S", "11H", "AX", "ZZ", "A♤♤"])
def test_parse_rejects(bad):
    with pytest.raises(ValueError, match=repr(bad) if bad else "card"):
        parse_card(bad)


def test_make_card_rejects_bad_suit_and_rank():
    with pytest.raises(ValueError, match="suit 4"):
        make_card(4, 10)
    with pytest.raises(ValueError, match="rank 1"):
        make_card(0, 1)


def test_pack_sizes():
    assert len(pack(range(2, 15))) == 52
    assert len(pack(range(6, 15))) == 36
    assert len(pack(range(6, 15), removed=[parse_card("6S")])) == 35
