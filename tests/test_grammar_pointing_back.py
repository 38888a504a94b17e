"""Words pointing back to the cards or hands named before in the sentence ("one of them only", "one or both",
"two of the three", "all three", "not both", "neither of them holds"), court cards with no count ("a hand without
a court card", "court cards in every suit", "no court cards or aces") and a hand with ...: each answered exactly
as a count written here from binomial coefficients (nothing of the grammar), each reading saying how the words
were taken, and each misuse refused in one line."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from whistodds.games.position import Position
from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, sentence_exact
from whistodds.odds.holdings.sentences.read_back import reading as sentence_reading

NOTHING = Position()
HANDS = comb(52, 13)


def exact(sentence: str, position: Position = NOTHING, **setting: str) -> Fraction | None:
    parsed = parse_sentence(sentence, **setting)
    return sentence_exact(resolve_sentence(parsed, position), position)


def _of_two(k: int) -> Fraction:
    """A hand of 13 of 52 holds exactly k of two certain cards."""
    return Fraction(comb(2, k) * comb(50, 13 - k), HANDS)


def _of_three(k: int) -> Fraction:
    return Fraction(comb(3, k) * comb(49, 13 - k), HANDS)


@pytest.mark.parametrize(("sentence", "expected"), [
    ("partner holds the king or the queen of spades, one of them only", _of_two(1)),
    ("partner holds AS or KS, not both", _of_two(1)),
    ("partner holds AS or KS, but not both of them", _of_two(1)),
    ("partner holds one or both of AS KS", _of_two(1) + _of_two(2)),
    ("partner holds one or both of the ace and king of spades", _of_two(1) + _of_two(2)),
    ("partner holds the ace and king of spades, or one of them", _of_two(1) + _of_two(2)),
    ("partner holds the king and queen of spades or neither of them", _of_two(0) + _of_two(2)),
    ("partner holds AS KS QS, two of the three", _of_three(3)),  # all three, and two of them at least
    ("partner holds two of AS KS QS, or all three", _of_three(2) + _of_three(3)),
    ("partner holds the ace, king and queen of spades, two of the three only", Fraction(0)),
    ("left holds AS and right holds KS and partner holds neither of them", Fraction(13 * 13, 52 * 51)),
    ("partner holds the king or the queen of spades, exactly one of them", _of_two(1)),
    ("partner holds AS KS QS or at least two of them", _of_three(2) + _of_three(3)),
    ("left holds AS KS or right holds them", 2 * _of_two(2)),  # the two hands cannot both hold them
    ("partner holds AS KS or left has them not", _of_two(0)),  # partner's holding both is within left's none
    ("left holds KS or partner has it", Fraction(1, 2)),
])
def test_cards_pointed_back_are_counted_as_the_binomials_count_them(sentence, expected):
    assert exact(sentence) == expected


def test_the_hands_pointed_back_are_each_of_them():
    """Neither of them (left, right) holds a void, given nothing: by inclusion and exclusion over the two hands'
    suits, counted here from the hands' suit lengths."""
    neither = exact("left and right hold at least 0 trumps between them and neither of them holds a void",
                    Position.from_options(trumps="spades"))
    either = exact("left or right holds a void")
    assert neither is not None and either is not None and neither == 1 - either
    both = exact("left and right hold at least 0 trumps between them and both of them hold a void",
                 Position.from_options(trumps="spades"))
    assert both == exact("left holds a void and right holds a void")


def test_the_suit_spoken_of_is_what_them_means_where_no_card_was_named():
    hand = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH 2C 3C"  # eleven trumps: two unseen, among 39 cards
    position = Position.from_options(hand=hand, trumps="hearts")
    assert exact("your partner has one of the two remaining", position, suit="trumps") == 1 - Fraction(
        comb(37, 13), comb(39, 13))


MINE = Position.from_options(hand="AS 10S 2S 2C 3C 4C 5C 6C 7C 8C 9C 10C JC")  # the king, queen, knave unseen


@pytest.mark.parametrize(("sentence", "expected"), [
    ("he holds two of the three honours", Fraction(3 * comb(36, 11) + comb(36, 10), comb(39, 13))),
    ("partner holds two of the four honours", Fraction(3 * comb(36, 11) + comb(36, 10), comb(39, 13))),
    ("your partner holds one of the three honours only", Fraction(3 * comb(36, 12), comb(39, 13))),
    ("he has both the remaining honours", Fraction(comb(36, 10), comb(39, 13))),  # all three unseen
])
def test_a_class_said_with_its_number_is_the_whole_class_or_those_unseen(sentence, expected):
    assert exact(sentence, MINE, suit="spades", who="partner") == expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("the king and queen are both with your partner", Fraction(comb(37, 11), comb(39, 13))),
    ("either partner holds the king", Fraction(1, 3)),  # I do not hold it: partner's 13 of the 39
    ("neither partner holds the king", Fraction(2, 3)),
    ("either of the adversaries holds the king", Fraction(2, 3)),
    ("neither of your opponents holds the king", Fraction(1, 3)),
    ("neither the king nor the queen is with your partner", Fraction(comb(37, 13), comb(39, 13))),
    ("either the king or the queen is with your partner", 1 - Fraction(comb(37, 13), comb(39, 13))),
])
def test_both_after_the_cards_said_first_and_either_partner(sentence, expected):
    assert exact(sentence, MINE, suit="spades") == expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("partner holds no court card", Fraction(comb(40, 13), HANDS)),
    ("a hand without a court card", Fraction(comb(40, 13), HANDS)),
    ("partner holds no picture cards", Fraction(comb(40, 13), HANDS)),
    ("receiving a hand with no court cards or aces", Fraction(comb(36, 13), HANDS)),
    ("partner holds no aces nor kings", Fraction(comb(44, 13), HANDS)),
    ("partner has court cards", 1 - Fraction(comb(40, 13), HANDS)),
    # at least one court card in each suit: inclusion and exclusion over the suits with none
    ("partner has court cards in every suit",
     sum((Fraction((-1) ** k * comb(4, k) * comb(52 - 3 * k, 13), HANDS) for k in range(5)), Fraction(0))),
    ("partner does not hold a court card in every suit",
     1 - sum((Fraction((-1) ** k * comb(4, k) * comb(52 - 3 * k, 13), HANDS) for k in range(5)), Fraction(0))),
    ("a bridge hand is void in at least one suit",
     sum((Fraction((-1) ** (k + 1) * comb(4, k) * comb(52 - 13 * k, 13), HANDS) for k in range(1, 4)), Fraction(0))),
    # the king, queen and knave of some suit: inclusion and exclusion over the suits
    ("a hand with all three face cards of the same suit",
     sum((Fraction((-1) ** (k + 1) * comb(4, k) * comb(52 - 3 * k, 13 - 3 * k), HANDS) for k in range(1, 5)),
         Fraction(0))),
    ("partner holds three kings in one suit", Fraction(0)),
    ("containing no Aces, face cards, or cards above a nine", Fraction(comb(32, 13), HANDS)),
    ("partner holds no kings or cards above the queen", Fraction(comb(44, 13), HANDS)),
    # a number word after 'or' is a count of its own: no aces, or exactly four spades
    ("partner holds no aces or four spades", Fraction(comb(48, 13), HANDS) + Fraction(
        comb(13, 4) * comb(39, 9), HANDS) - Fraction(comb(12, 4) * comb(36, 9), HANDS)),
    ("the hand has a distribution of suits 5, 3, 3, 2",
     Fraction(12 * comb(13, 5) * comb(13, 3) ** 2 * comb(13, 2), HANDS)),
])
def test_court_cards_and_a_hand_with_are_counted_as_the_binomials_count_them(sentence, expected):
    assert exact(sentence) == expected


@pytest.mark.parametrize(("sentence", "words"), [
    ("partner holds the king or the queen of spades, one of them only", "'only': exactly"),
    ("partner holds one or both of AS KS", "one or both: at least one of them"),
    ("a hand without a court card", "'without': not holding what follows"),
    ("partner holds no face cards", "face cards: the court cards (king, queen, knave of every suit)"),
    ("partner has court cards in every suit", "the count in each of the four suits"),
    ("partner holds no court cards or aces", "none of any of them"),
])
def test_the_reading_says_how_the_words_were_taken(sentence, words):
    assert words in sentence_reading(parse_sentence(sentence))


@pytest.mark.parametrize(("sentence", "setting", "message"), [
    ("partner holds AS KS, all three", {}, "as many cards as were named before (2), not 3"),
    ("partner holds AS KS and left holds it", {}, "as many cards as were named before (2), not 1"),
    ("partner holds one or both", {}, "cards named before the words pointing back to them"),
    ("partner holds KS and neither of them holds a void", {}, "two hands or sides named before 'neither of them'"),
    ("receiving one of these", {}, "cards named before the words pointing back to them"),
    ("the hand has a distribution of suits 4, 4, 3", {}, "four suit lengths making 13"),
])
def test_a_misuse_is_refused_in_one_line(sentence, setting, message):
    with pytest.raises(ValueError, match="the nearest sentence taken") as raised:
        parse_sentence(sentence, **setting)
    assert message in str(raised.value) and "\n" not in str(raised.value)


def test_they_split_is_the_unseen_cards_of_the_suit_spoken_of():
    position = Position.from_options(hand="AH 10H 2H 3H 4H 5H 6H 7H 2C 3C 4C 5C 6C", trumps="hearts")  # 5 unseen
    they = exact("they lie 3 - 2", position, suit="trumps")
    assert they == exact("the missing trumps lie 3 - 2", position, suit="trumps")
    assert they == exact("left holds 3 trumps and right holds 2 trumps or left holds 2 trumps and right holds "
                         "3 trumps", position)


def test_of_the_same_suit_is_the_suit_spoken_of_where_there_is_one():
    assert exact("partner holds a court card of the same suit", suit="spades") == 1 - Fraction(comb(49, 13), HANDS)
