"""Printed figures read as printed (#50): the side a quote's words give 'N to M', the qualifiers and forms the
books and pages print, figures of up to 40 digits exact, exact odds written from the fraction, and a number
given for a chance named as a number.  Each figure is a source's own, with its source."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import pytest
from claims_files import write_claims
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.claims.readings import read_odds_cell
from whistodds.odds.printed_odds import Direction, Verdict, judge, read_printed_odds

runner = CliRunner()
COLUMNS = ("id", "source", "quote", "game", "question", "score", "games", "dealer", "held", "odds", "trumps")

# The four complete suits: 52! / (13!^4) deals of four hands, 4! ways to give the four suits to the four hands.
FOUR_SUITS_ODDS = math.factorial(52) // (math.factorial(13) ** 4 * math.factorial(4)) - 1


# -- item 1: a quote that says 'against' or 'in favour of' sets the side of 'N to M' ------------------------------

@pytest.mark.parametrize(("quote", "cell", "probability", "says"), [
    # totallyunauthorized.com, 'Forty years' (2011-07-24)
    ("The hand you picked up actually contained no card higher than an eight. The odds against that are "
     "approximately 16,959 to 1", "approximately 16,959 to 1", Fraction(1, 16_960), "'odds against'"),
    # Hoyle's Games, Improved and Enlarged, p. 138
    ("you put your third best card upon that lead, and run the risk of your left-hand adversary having the "
     "second best; if he have it not, which is 2 to 1 against him", "2 to 1", Fraction(1, 3), "'1 against'"),
    # rec.games.bridge, 'void', quoting the Official Encyclopedia of Bridge
    ('the odds against having at least one void is "approximately 19 to 1."', "approximately 19 to 1",
     Fraction(1, 20), "'odds against'"),
    # NZ Bridge, 'A Lighter Look: Long odds and clubs': the modern idiom, 'the odds of X are N to 1'
    ("Do you know what the odds of picking up an 11 card suit are? ... Actually, I have it on reliable authority "
     "that the answer is 2,746,692 to 1.", "2,746,692 to 1", Fraction(1, 2_746_693),
     "'odds of picking up an 11 card suit are'"),
    # Arbroath blog, 'Card players dealt four perfect hands' (Nov 2011)
    ("A group of whist players were each dealt a complete in an opening hand \u2014 beating odds of two thousand "
     "quadrillion to one.", "two thousand quadrillion to one", Fraction(1, 2 * 10**18 + 1), "'beating odds of'"),
    # The Spectator, 23 April 1892, p. 16, 'The Extraordinary Deal at Whist'
    ("On an evening in January, 1884, I held the entire suit of trumps. ... The odds there given greatly exceed "
     "128,000,000,000 to 1", "128,000,000,000 to 1", Fraction(1, 128_000_000_001), "'odds there given greatly exceed'"),
])
def test_a_quote_saying_against_reads_n_to_m_as_odds_against(quote, cell, probability, says):
    (printed,), (said,) = read_odds_cell(cell, quote, "")
    assert printed.probability == probability and printed.read.against
    assert says in said and "say the odds are against: odds against" in said
    assert "(odds against, as the quote says)" in said
    plain, _ = read_odds_cell(cell, "", "")  # without the quote's words: odds on, as before
    assert plain[0].probability == 1 - probability


def test_a_quote_saying_in_favour_of_reads_odds_on_and_says_so():
    # Bob Short, Hoyle Abridged (1793), Rules for betting the odds
    (printed,), (said,) = read_odds_cell("seven to five", "and if *A* wants three, and *B* wants five, it is seven "
                                         "to five in favour of *A*.", "")
    assert printed.probability == Fraction(7, 12)
    assert "the quote's words 'in favour of' say the odds are on: odds on" in said


@pytest.mark.parametrize(("quote", "cell", "probability"), [
    # Hoyle, an edition in Google Books (AEAVAAAAYAAJ), p. 23: no side in the words, the first side
    ("it being five to two that your partner has one honour at least in either of those suits", "five to two",
     Fraction(5, 7)),
    # the cell's own 'against' wins over the quote's words
    ("It is full 5 to 6 in favour of the dealer for the game", "2 to 1 against", Fraction(1, 3)),
])
def test_the_cells_own_side_or_none_in_the_quote_leaves_the_reading(quote, cell, probability):
    (printed,), (said,) = read_odds_cell(cell, quote, "")
    assert printed.probability == probability and "say the odds are" not in said


def test_a_both_ways_quote_keeps_the_default_and_says_so():
    (printed,), (said,) = read_odds_cell("5 to 2", "5 to 2 against the dealer, in favour of the elder hand", "")
    assert printed.probability == Fraction(5, 7) and "pull both ways" in said


def _claims(path: Path, rows: list[dict[str, str]]) -> Path:
    return write_claims(path, rows, COLUMNS)


def _no_void(counted: int = 13) -> Fraction:
    """The chance a hand of 13 has no void, by inclusion and exclusion over the suits it lacks."""
    total = math.comb(52, counted)
    lacking = sum((-1) ** (k + 1) * math.comb(4, k) * math.comb(52 - 13 * k, counted) for k in range(1, 4))
    return 1 - Fraction(lacking, total)


def test_a_claims_row_reads_the_quotes_against_and_judges_it(tmp_path):
    quote = 'the odds against having at least one void is "approximately 19 to 1."'
    rows = [{"id": "rgb-1", "source": "rec.games.bridge, 'void'", "quote": quote, "game": "long-whist",
             "question": "holding", "held": "I hold at least one void", "odds": "approximately 19 to 1"},
            {"id": "rgb-1-cell", "source": "the same, 'against' in the cell", "quote": "", "game": "long-whist",
             "question": "holding", "held": "I hold at least one void", "odds": "approximately 19 to 1 against"}]
    result = runner.invoke(app, ["verify", "claims", str(_claims(tmp_path / "c.csv", rows)), "--format", "json",
                                 "--quiet"])
    assert result.exit_code == 0, result.output
    quoted, cell = json.loads(result.stdout)
    void = 1 - _no_void()
    assert quoted["model_probability"] == pytest.approx(float(void), rel=1e-12)
    assert quoted["stated_probability"] == cell["stated_probability"] == 0.05
    assert quoted["verdict"] == cell["verdict"] == judge(read_printed_odds("about 19 to 1 against"), void).verdict.value
    assert "odds against, as the quote says" in quoted["figure_read"]


# -- item 2: qualifiers and forms as printed -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "probability", "direction"), [
    ("approximately 1,827 to 1 against", Fraction(1, 1828), Direction.ABOUT),  # totallyunauthorized.com
    ("~17.6%", Fraction(176, 1000), Direction.ABOUT),  # 13tricks.com, tutorial
    ("a 75-percent chance", Fraction(3, 4), Direction.PLAIN),  # Pavlicek, Lesson 4B
    ("a 75 per cent chance", Fraction(3, 4), Direction.PLAIN),
    ("roughly 3 to 1", Fraction(3, 4), Direction.ABOUT),
    ("some 20 to 1 against", Fraction(1, 21), Direction.ABOUT),
    ("no more than 24%", Fraction(24, 100), Direction.SHORT),  # Kelsey & Glauert, ch. 12
    ("52 percent", Fraction(52, 100), Direction.PLAIN),  # Naples Daily News, 2011-12-21
    ("52 percent of the time", Fraction(52, 100), Direction.PLAIN),  # the same, as the sentence goes on
    ("once in every 635,013,559,600 hands", Fraction(1, 635_013_559_600), Direction.PLAIN),
    ("once in 635,000,000,000 deals", Fraction(1, 635_000_000_000), Direction.PLAIN),  # New Zealand Graphic, 1895
    ("greatly exceed 128,000,000,000 to 1", Fraction(128 * 10**9, 128 * 10**9 + 1), Direction.PAST),  # Spectator
    ("two thousand quadrillion to one", Fraction(2 * 10**18, 2 * 10**18 + 1), Direction.PLAIN),  # Arbroath, 2011
    ("635 thousand millions to one", Fraction(635 * 10**9, 635 * 10**9 + 1), Direction.PLAIN),
])
def test_qualifiers_and_forms_as_printed(text, probability, direction):
    printed = read_printed_odds(text)
    assert printed.probability == probability and printed.direction is direction


def test_once_in_n_is_a_frequency_with_no_edge_reading():
    assert [r.reading.value for r in read_printed_odds("once in 635,000,000,000 deals").readings] == ["chance"]


def test_no_more_than_is_a_bound_borne_out_at_or_short_of_it():
    # Kelsey & Glauert: "the chance of West having them both is no more than 24%" (two missing honours, 26 unseen
    # cards, 13 in West's hand): exactly 13/26 * 12/25
    both = Fraction(13, 26) * Fraction(12, 25)
    assert judge(read_printed_odds("no more than 24%"), both).verdict is Verdict.BORNE_OUT
    assert judge(read_printed_odds("no more than 20%"), both).verdict is not Verdict.BORNE_OUT


def test_figures_of_up_to_40_digits_are_exact_and_more_is_refused_in_one_line():
    # Arbroath blog (Nov 2011): "worked out the odds as being 2,235,197,406,895,366,368,301,559,999 to 1"
    printed = read_printed_odds("2,235,197,406,895,366,368,301,559,999 to 1 against")
    assert printed.probability == Fraction(1, FOUR_SUITS_ODDS + 1)
    assert judge(printed, Fraction(1, FOUR_SUITS_ODDS + 1)).verdict is Verdict.EXACT
    with pytest.raises(ValueError) as error:
        read_printed_odds("1" + "0" * 40 + " to 1")
    assert "\n" not in str(error.value) and "at most 40 digits" in str(error.value)


# -- item 3: odds written from the exact fraction ------------------------------------------------------------------

def test_holding_writes_the_exact_odds_of_a_tiny_chance():
    result = runner.invoke(app, ["holding", "each player was dealt a complete suit", "--deals", "200", "--seed", "1"])
    assert result.exit_code == 0, result.output
    exact = next(line for line in result.stdout.splitlines() if line.startswith("exact:"))
    assert f"{FOUR_SUITS_ODDS:,} to 1 against" in exact
    assert exact.split()[1] == f"1/{FOUR_SUITS_ODDS + 1}"


# -- item 4: a number given where the sentence asks a chance, and where it asks a number ----------------------------

def test_a_mean_is_judged_where_the_sentence_asks_one_and_named_where_it_asks_a_chance(tmp_path):
    mean = {"id": "mean", "source": "bridgehands.com, Probability Number of Cards", "quote": "3.25",
            "game": "long-whist", "question": "holding", "held": "the average number of trumps partner holds",
            "odds": "3.25", "trumps": "spades"}
    result = runner.invoke(app, ["verify", "claims", str(_claims(tmp_path / "m.csv", [mean])), "--format", "json",
                                 "--quiet"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.stdout)
    assert row["model_number"] == 13 / 4 and row["verdict"] == "exact"  # 13 trumps over four hands
    chance = {**mean, "held": "partner holds at least one trump"}
    result = runner.invoke(app, ["verify", "claims", str(_claims(tmp_path / "c.csv", [chance]))])
    assert result.exit_code == 2
    errors = [line for line in result.output.splitlines() if "id mean" in line]
    assert len(errors) == 1 and "it is a number, not a form of odds" in errors[0]


def test_a_claims_row_judges_a_tiny_exact_chance_from_the_fraction(tmp_path):
    # Arbroath blog (Nov 2011): the four complete suits, "2,235,197,406,895,366,368,301,559,999 to 1"; counted
    # exactly, the model's odds are his to the last digit (a float would have lost the last eleven)
    row = {"id": "arb-2", "source": "Arbroath blog, Nov 2011", "quote": "worked out the odds as being "
           "2,235,197,406,895,366,368,301,559,999 to 1", "game": "long-whist", "question": "holding",
           "held": "each player was dealt a complete suit", "odds": f"{FOUR_SUITS_ODDS:,} to 1 against"}
    result = runner.invoke(app, ["verify", "claims", str(_claims(tmp_path / "a.csv", [row])), "--format", "json",
                                 "--quiet"])
    assert result.exit_code == 0, result.output
    (judged,) = json.loads(result.stdout)
    assert judged["verdict"] == "exact" and judged["model_odds"] == f"{FOUR_SUITS_ODDS:,} to 1 against"
    assert "_exact" not in judged
