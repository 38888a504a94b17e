"""The books' constructions read generally (whistodds.odds.holdings.grammar.books, sentences.splits): each
construction's figure against math.comb counts written here, the setting (--suit, a claims row's suit and who
columns) shown in the reading of every format, and a refusal one line naming the nearest sentence taken."""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb

import pytest
from typer.testing import CliRunner

from claims_files import write_claims
from whistodds.cli.app import app
from whistodds.games.position import Position
from whistodds.odds.claims import COLUMNS, read_claims
from whistodds.odds.claims.holding import holding_rows
from whistodds.odds.holdings.sentences import parse_sentence, reading, resolve_sentence, sentence_exact
from whistodds.odds.holdings.sentences.context import EXAMPLES

NOTHING_SEEN = Position.from_options(trumps="spades")
runner = CliRunner()


def exact(text: str, position: Position = NOTHING_SEEN, **setting: str) -> Fraction | None:
    return sentence_exact(resolve_sentence(parse_sentence(text, **setting), position), position)


def side(k: int, named: int = 4) -> Fraction:
    """Your side's 26 cards hold exactly k of ``named`` certain cards, nothing seen."""
    return Fraction(comb(named, k) * comb(52 - named, 26 - k), comb(52, 26))


def one(k: int, named: int, hand: int = 13, unseen: int = 52) -> Fraction:
    """One hand holds exactly k of ``named`` certain cards."""
    return Fraction(comb(named, k) * comb(unseen - named, hand - k), comb(unseen, hand))


def test_every_example_a_refusal_may_name_is_taken() -> None:
    for example in EXAMPLES:
        parse_sentence(example, suit="spades", who="partner")


@pytest.mark.parametrize(("text", "figure"), [
    ("we score four by honours", side(4)), ("the dealer scores four by honours", side(4)),
    ("they hold two by honours", side(3)), ("the honours are divided", side(2)),
    ("the adversaries count nothing by honours", side(0) + side(1) + side(2)),
    ("the honours count", 1 - side(2)),
])
def test_the_honours_idiom_is_said_of_a_side(text: str, figure: Fraction) -> None:
    assert exact(text, Position.from_options(trumps="spades", dealer="left")) == figure


@pytest.mark.parametrize(("text", "figure"), [
    ("left holds the king or queen of clubs", 1 - one(0, 2)),
    ("left holds either the king or the queen of clubs", 1 - one(0, 2)),
    ("partner holds both the king and the knave of trumps", one(2, 2)),
    ("left holds neither the ace nor the king of spades", one(0, 2)),
    ("partner holds king, queen, or knave of hearts", 1 - one(0, 3)),
    ("being dealt four aces", one(4, 4)), ("a hand with no aces", one(0, 4)),
    ("a player will be dealt a certain card", one(1, 1)), ("he shall not have two certain cards", 1 - one(2, 2)),
    ("partner will hold AS", one(1, 1)), ("partner will not hold AS", one(0, 1)),
    ("no player is dealt a void", None), ("each player having a complete suit", None),
])
def test_holders_verbs_and_joined_cards(text: str, figure: Fraction | None) -> None:
    got = exact(text, who="partner")
    if figure is None:
        assert got is not None and 0 <= got <= 1
    else:
        assert got == figure


def test_a_suit_spoken_of_and_a_split_read_from_the_setting() -> None:
    mine = Position.from_options(hand="AS KS QS JS 10S 9S 8S 7S 2C 3C 4C 5C 6C",
                                 known=["partner:2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"])
    three_two = Fraction(2 * comb(5, 3) * comb(21, 10), comb(26, 13))
    for text in ("3 - 2", "3-2", "3-2, 2-3", "3 – 2", "the spades split 3-2", "the missing spades divide three and two"):
        assert exact(text, mine, suit="S") == three_two, text
    assert exact("partner holds an honour in that suit", suit="hearts") == 1 - one(0, 4)
    assert exact("partner does not hold the queen", suit="clubs") == one(0, 1)
    said = reading(parse_sentence("3 - 2", suit="spades"))
    assert "the suit spoken of: spades" in said and "between left and right, either way" in said


def test_a_refusal_is_one_line_naming_the_nearest_sentence_taken() -> None:
    for text, setting in (("he holds the ace of spades", {}), ("partner holds the queen", {}),
                          ("being dealt a lot", {}), ("3 - 2", {})):
        with pytest.raises(ValueError) as error:
            parse_sentence(text, **setting)
        assert "\n" not in str(error.value) and "the nearest sentence taken: '" in str(error.value)
    with pytest.raises(ValueError, match="suit 'X' is not allowed"):
        parse_sentence("3 - 2", suit="X")


@pytest.mark.parametrize("fmt", ["text", "csv", "json", "markdown"])
def test_holding_suit_shows_the_suit_in_every_format(fmt: str) -> None:
    result = runner.invoke(app, ["holding", "partner holds an honour in that suit", "--suit", "S", "--deals", "1000",
                                 "--seed", "1", "--format", fmt, "--hand", "KS QS 2S 3S 4S 2C 3C 4C 5C 6C 7C 8C 9C"])
    assert result.exit_code == 0, result.output
    assert "the suit spoken of: spades" in result.output
    if fmt == "json":
        assert json.loads(result.output)["exact_fraction"] == "32/57"


def test_holding_a_bad_suit_is_one_line_exit_2() -> None:
    result = runner.invoke(app, ["holding", "3 - 2", "--suit", "purple"])
    assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1
    assert "suit 'purple' is not allowed" in result.output


def test_a_claims_row_takes_the_suit_and_who_columns(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
    rows = [{"id": "H1", "source": "Hoyle", "quote": "q", "game": "long", "question": "holding", "odds": "5 to 4",
             "held": "your partner has an honour in that suit", "hand": "KS QS 2S 3S 4S 2C 3C 4C 5C 6C 7C 8C 9C",
             "suit": "spades"},
            {"id": "H2", "source": "Short", "quote": "q", "game": "long", "question": "holding", "odds": "5 to 2",
             "held": "he holds one card out of three", "hand": clubs, "who": "partner"}]
    path = write_claims(tmp_path / "claims.csv", rows, [*COLUMNS, "hand", "suit", "who"])
    claims = read_claims(path)
    first, second = (holding_rows(claim.holding, ()) for claim in claims if claim.holding is not None)
    assert first[0]["model_probability"] == pytest.approx(32 / 57)
    assert "the suit spoken of: spades" in str(first[0]["question_read"])
    assert "'he': partner" in str(second[0]["question_read"])
    assert second[0]["model_probability"] == pytest.approx(float(1 - one(0, 3, 13, 39)))


def test_a_number_asked_is_a_mean_a_distribution_or_a_count() -> None:
    from whistodds.odds.holdings.sentences.measures import answer_measure, read_measure, starts_measure

    mine = Position.from_options(hand="AS KS QS 2H 3H 4H 5H 6D 7D 8D 9C 10C JC", trumps="spades")
    for text in ("the average number of trumps partner holds", "the trumps partner may expect to hold",
                 "how many trumps partner holds on average"):
        assert starts_measure(text)
        assert answer_measure(read_measure(text), mine).mean == Fraction(10 * 13, 39)
    table = answer_measure(read_measure("partner's length in spades"), mine)
    assert table.chances == tuple((k, one(k, 10, 13, 39)) for k in range(11))
    hands = read_measure("Number of different hands a named player can receive")
    assert answer_measure(hands, Position()).count == comb(52, 13)


@pytest.mark.parametrize("fmt", ["text", "csv", "json", "markdown"])
def test_holding_answers_a_distribution_in_every_format(fmt: str) -> None:
    result = runner.invoke(app, ["holding", "partner's length in spades", "--format", fmt,
                                 "--hand", "AS KS QS 2H 3H 4H 5H 6D 7D 8D 9C 10C JC"])
    assert result.exit_code == 0, result.output
    assert "the chance of each number of spades partner holds" in result.output
    assert "115/13764" in result.output.replace("\\/", "/")


def test_the_best_the_remaining_and_other_idioms_name_the_cards_they_mean() -> None:
    mine = Position.from_options(hand="AH 2S 3S 2H 3H 4H 5H 6D 7D 8D 9C 10C JC", trumps="spades")
    # The place in the suit's own order among the cards in play, yours counted (Short p. 168, 188: with the ace and
    # queen, "the second best" is the king, "the first and third best cards" the ace and queen).
    same = [("partner holds the best of it", "partner holds AH"), ("partner holds the second best", "partner holds KH"),
            ("left holds the third best", "left holds QH"),
            ("partner holds the best trump", "partner holds AS"), ("the ace lies with left", "left holds AH"),
            ("the player on your left holds the king of trumps", "left holds KS"),
            ("partner holds a singleton trump", "partner holds exactly 1 trumps"),
            ("partner holds only one trump", "partner holds exactly 1 trumps"),
            ("partner holds two trumps only", "partner holds exactly 2 trumps"),
            ("one player holds all the trumps", "any hand holds all the trumps"),
            ("partners between them hold 7 trumps", "me and partner hold exactly 7 trumps between them")]
    for books, tool in same:
        assert exact(books, mine, suit="hearts") == exact(tool, mine), books
    assert exact("partner holds the remaining trumps", mine) == Fraction(comb(28, 2), comb(39, 13))  # 11 unseen
    assert exact("partner holds at least one of the two remaining honours", mine, suit="hearts") == 1 - one(0, 3, 13, 39)
