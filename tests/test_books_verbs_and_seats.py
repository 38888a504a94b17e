"""The books' constructions of issue 50's second look, read generally (grammar.fillers, grammar.verbs,
grammar.holders, sentences.splits): gerunds, participles and passives as the holding verb; compass seats; splits
in words; words that say nothing of the cards; the second best in the suit's own order.  Each figure is counted
here with math.comb, apart from the grammar; the sentences are not the corpus's (other wordings of the same
constructions), so a pass is not a sentence learnt by heart."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from whistodds.games.position import Position
from whistodds.odds.holdings.sentences import parse_sentence, reading, resolve_sentence, sentence_exact

NOTHING_SEEN = Position.from_options(trumps="spades")


def exact(text: str, position: Position = NOTHING_SEEN, **setting: str) -> Fraction | None:
    return sentence_exact(resolve_sentence(parse_sentence(text, **setting), position), position)


def one(k: int, named: int, hand: int = 13, unseen: int = 52, at_least: bool = False) -> Fraction:
    """One hand of ``hand`` cards from ``unseen`` holds exactly (or at least) k of ``named`` certain cards."""
    ks = range(k, named + 1) if at_least else (k,)
    return sum((Fraction(comb(named, j) * comb(unseen - named, hand - j), comb(unseen, hand)) for j in ks),
               Fraction(0))


ALL_THIRTEEN = Fraction(1, comb(52, 13))


@pytest.mark.parametrize(("text", "figure"), [
    ("picking up a hand with four aces", one(4, 4)),
    ("a player picking up all four kings", one(4, 4)),
    ("the hand you picked up contained no ace", one(0, 4)),
    ("a given player holding the entire suit of hearts", ALL_THIRTEEN),
    ("held all thirteen spades", ALL_THIRTEEN),
    ("held the thirteen trumps in one hand", 4 * ALL_THIRTEEN),
    ("being dealt the thirteen hearts in one hand", 4 * ALL_THIRTEEN),
    ("all four aces are held by a given player", one(4, 4)),
    ("two kings are held by partner", one(2, 4, 13, 52)),
    ("the ace of spades is not held by the dealer", 1 - one(1, 1)),
    ("the four honours were each dealt to one hand", None),
])
def test_gerunds_participles_and_passives_are_the_holding_verb(text: str, figure: Fraction | None) -> None:
    if figure is None:  # not a construction of the books: refused in one line
        with pytest.raises(ValueError, match="stopped at"):
            parse_sentence(text)
        return
    assert exact(text, NOTHING_SEEN if "dealer" not in text else Position.from_options(trumps="spades",
                                                                                       dealer="left")) == figure


def test_each_player_dealt_a_complete_suit_is_each_of_the_four_hands() -> None:
    deals = comb(52, 13) * comb(39, 13) * comb(26, 13)  # the deals of four hands of 13
    assert exact("were each dealt a complete suit") == Fraction(24, deals)  # 4! ways to give the suits


@pytest.mark.parametrize(("text", "seat"), [("North holds AS", "partner"), ("South holds AS", "me"),
                                            ("for East to have the ace of spades", "right"),
                                            ("West having the king of hearts", "left")])
def test_compass_seats_read_as_the_bridge_diagram_with_declarer_south(text: str, seat: str) -> None:
    mine = Position.from_options(hand="2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 2H 3H")
    sentence = parse_sentence(text)
    assert "declarer South" in reading(sentence)
    said = text.split()[-1] if text.split()[-1][:1].isupper() and len(text.split()[-1]) <= 3 else (
        "AS" if "spades" in text else "KH")
    assert exact(text, mine) == exact(f"{seat} holds {said}", mine)


def test_either_honour_of_a_suit_is_at_least_one_of_them() -> None:
    # A double finesse: you hold the knave, partner the ace and ten; the king and queen are out (26 unseen).
    mine = Position.from_options(hand="JS 2S AH 9H 7H 7D 3D 2D AC KC QC 9C 6C",
                                 known=["partner:AS 10S 9S 5H 4H AD QD 6D 5D 4D JC 5C 3C"])
    assert exact("for West to have either spade honor", mine) == 1 - one(0, 2, 13, 26)
    assert exact("East holds neither spade honour", mine) == one(0, 2, 13, 26)


DIAMONDS = Position.from_options(hand="AD KD QD 4D 3D 2D 5D 2C 3C 4C 5C 6C 7C",
                                 known=["partner:2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"])


def split(missing: int, a: int, b: int) -> Fraction:
    """``missing`` cards in two hidden hands of 13 (26 unseen) lie a and b, either way."""
    ways = comb(missing, a) * comb(26 - missing, 13 - a)
    return Fraction(ways * (2 if a != b else 1), comb(26, 13))


@pytest.mark.parametrize(("text", "figure"), [
    ("a 3-3 break", split(6, 3, 3)), ("a 4-2 split", split(6, 4, 2)), ("a 5-1 division", split(6, 5, 1)),
    ("they will be divided between the two hands", 1 - split(6, 6, 0)),
    ("they will all be in the same hand", None),
    ("they are in one hand", split(6, 6, 0)),
])
def test_splits_in_words(text: str, figure: Fraction | None) -> None:
    if figure is None:
        with pytest.raises(ValueError):
            parse_sentence(text, suit="diamonds")
        return
    assert exact(text, DIAMONDS, suit="diamonds") == figure


def test_a_condition_said_first_is_the_given() -> None:
    both_out = Position.from_options(hand="AS JS 10S 9S 8S 7S 2C 3C 4C 5C 6C 7C 8C",
                                     known=["partner:6S 5S 4S 3S 2S 2H 3H 4H 5H 6H 7H 8H 9H"])
    text = "If the adversaries hold the king and queen of spades, both will be in the same hand"
    assert exact(text, both_out, suit="spades") == split(2, 2, 0)
    assert "read as B given A" in reading(parse_sentence(text, suit="spades"))


@pytest.mark.parametrize("text", ["an 11-card suit", "a hand with a 12 card suit", "a player holding a nine-card suit"])
def test_a_suit_of_n_cards_in_figures_or_words(text: str) -> None:
    length = 12 if "12" in text else 11 if "11" in text else 9
    some_suit = Fraction(4 * comb(13, length) * comb(39, 13 - length), comb(52, 13))
    assert exact(text) == some_suit


@pytest.mark.parametrize(("books", "tool", "note"), [
    ("the dealer at whist holds four trumps or more", "the dealer holds at least 4 trumps", "'at whist': ignored"),
    ("left actually holds such a yarborough", "left holds no card above the nine", "'such': ignored"),
    ("partner holds two trumps at least", "partner holds at least 2 trumps", "read as 'at least two trumps'"),
    ("partner holds one honour at most in spades", "partner holds at most 1 honours in spades",
     "read as 'at most one honour'"),
    ("partner was dealt a void in an opening hand", "partner holds a void", "'in an opening hand': ignored"),
    ("a player holding thirteen cards out of a particular suit", "me holds 13 spades", "a particular suit"),
    ("“partner” holds the ace of spades", "partner holds AS", ""),
])
def test_words_that_say_nothing_of_the_cards_are_skipped(books: str, tool: str, note: str) -> None:
    position = Position.from_options(trumps="spades", dealer="left")
    assert exact(books, position) == exact(tool, position), books
    assert note in reading(parse_sentence(books))


def test_the_second_best_is_the_suits_own_order_among_the_cards_in_play() -> None:
    # Hoyle p. 138: "you put your third best card upon that lead" holding the ace and queen: the queen; "your
    # left-hand adversary having the second best": the king, 2 to 1 against (one of three hidden hands).
    mine = Position.from_options(hand="AS QS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC")
    assert exact("your left-hand adversary having the second best", mine, suit="spades") == Fraction(1, 3)
    assert exact("left holds the second best", mine, suit="spades") == exact("left holds KS", mine)
    assert exact("left holds the third best", mine, suit="spades") == 0  # the queen: mine
    played = Position.from_options(hand="QS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", seen="left:AS partner:3S "
                                   "right:2S me:4S")
    # The ace played: the best in play is the king, the second best the queen (mine).
    assert exact("partner holds the best of it", played, suit="spades") == exact("partner holds KS", played)


TRUMPS_OUT = Position.from_options(hand="AS KS QS JS 2S 3S 4S 5H 6H 7H 8H 9H 10H", trumps="spades",
                                   known=["partner:2H 3H 4H 2D 3D 4D 5D 6D 7D 8D 9D 10D JD"])


@pytest.mark.parametrize(("text", "figure"), [
    ("a 4-2 break in trumps", split(6, 4, 2)), ("a 5-1 split of the missing trumps", split(6, 5, 1)),
    ("the ten is held by West", Fraction(1, 2)), ("the ten is not held by East", Fraction(1, 2)),
    ("neither opponent has a void in trumps", None), ("both opponents hold a trump", 1 - split(6, 6, 0)),
])
def test_the_split_named_the_passive_of_a_card_and_the_opponents_one_by_one(text: str,
                                                                             figure: Fraction | None) -> None:
    if figure is None:  # each adversary on its own: neither holds no trump = both hold at least one
        assert exact(text, TRUMPS_OUT, suit="trumps") == 1 - split(6, 6, 0)
        return
    assert exact(text, TRUMPS_OUT, suit="trumps") == figure


def test_cards_with_no_suit_are_of_the_suit_spoken_of() -> None:
    mine = Position.from_options(hand="AH KH JH 10H 9H 8H 7H 2C 3C 4C 5C 6C 7C")  # six hearts unseen of 39
    assert exact("left has 3 cards or more", mine, suit="hearts") == one(3, 6, 13, 39, at_least=True)
    with pytest.raises(ValueError, match="after 'cards'"):  # no suit spoken of: refused as before
        parse_sentence("left has 3 cards or more")
