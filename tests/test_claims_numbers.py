"""Claims whose figure is a number, not a chance (issue 50): the length of a game (``question = game-length``) and a
holding sentence that asks a mean or a count, each judged on the number's own scale, with one tolerance."""

from __future__ import annotations

import json
import math
from fractions import Fraction

import numpy as np
import pytest
from claims_files import write_claims
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.odds.claims import COLUMNS, read_claims
from whistodds.odds.claims.check import evaluate_claims
from whistodds.odds.claims.numbers import NUMBER_RULE, judge_number, read_printed_number
from whistodds.odds.game_length import Statistic, length_figure, statistic_in_words
from whistodds.odds.history import love_all
from whistodds.odds.printed_odds import TOLERANCE
from whistodds.simulations.play.models import get_model
from whistodds.simulations.tally import Tally

runner = CliRunner()
HEADER = [*COLUMNS, "statistic", "hand", "suit", "trumps"]
# The bridgehands.com page's own line (tests/data/books_holding_sentences.csv, misc-17), figure as printed.
BRIDGEHANDS = {"id": "misc-17", "source": "bridgehands.com, Miscellaneous Probabilities",
               "quote": "Number of different hands a named player can receive = 635,013,559,600", "game": "long",
               "question": "holding", "held": "Number of different hands a named player can receive",
               "odds": "635,013,559,600"}


def _claims(tmp_path, rows):
    return read_claims(write_claims(tmp_path / "numbers.csv", rows, HEADER))


# -- the printed number and the verdict on its own scale ----------------------------------------------------------

@pytest.mark.parametrize(("text", "value", "step", "qualifier"), [
    ("3 1/4", Fraction(13, 4), Fraction(1, 4), None), ("3¼", Fraction(13, 4), Fraction(1, 4), None),
    ("3.106430", Fraction(3106430, 10**6), Fraction(1, 10**6), None),
    ("635,013,559,600", Fraction(635013559600), Fraction(1), None),
    ("above 635 thousand millions", Fraction(635 * 10**9), Fraction(10**9), "above"),
    ("four deals", Fraction(4), Fraction(1), None), ("about four and a half", Fraction(9, 2), Fraction(1, 2), "about"),
    ("13/4", Fraction(13, 4), Fraction(1, 4), None), ("nearly 5", Fraction(5), Fraction(1), "nearly"),
])
def test_a_number_is_read_as_printed_with_its_precision(text, value, step, qualifier):
    figure = read_printed_number(text)
    assert (figure.value, figure.step, figure.qualifier) == (value, step, qualifier)


@pytest.mark.parametrize("text", ["", "7 to 5", "four five", "x" * 100])
def test_a_figure_that_is_no_number_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(ValueError, match="is no number") as raised:
        read_printed_number(text)
    assert "\n" not in str(raised.value)


def test_the_verdicts_on_a_number_follow_the_one_rule() -> None:
    tolerance = float(TOLERANCE)
    four = read_printed_number("four")
    assert judge_number(four, 4.4)[0] == "exact"  # rounds to his unit
    assert judge_number(four, 4.4, 4.3, 4.6)[0] == "close"  # part of the interval rounds past it
    ten = read_printed_number("ten")  # past his rounding, the tolerance: a factor either way
    assert judge_number(ten, 10 * tolerance - 0.01)[0] == "close"
    assert judge_number(ten, 10 * tolerance + 0.01)[0] == "understates"
    assert judge_number(ten, 10 / tolerance - 0.01)[0] == "overstates"
    assert judge_number(read_printed_number("above 4"), 4.2, 4.1, 4.3)[0] == "borne out"
    assert judge_number(read_printed_number("above 4"), 4.2, 3.9, 4.3)[0] == "close"
    assert judge_number(read_printed_number("nearly 4"), 3.8)[0] == "borne out"
    assert "factor of 1.1" in NUMBER_RULE


# -- the length of a game -------------------------------------------------------------------------------------------

def test_the_statistic_is_read_from_the_sentence_s_words() -> None:
    assert statistic_in_words("a game is commonly won in four deals")[0] is Statistic.MODE
    assert statistic_in_words("on an average a game lasts four deals")[0] is Statistic.MEAN
    assert statistic_in_words("a game seldom lasts more than seven deals")[0] is Statistic.DECILE9
    statistic, why = statistic_in_words("a game lasts four deals")
    assert statistic is Statistic.MEAN and "default" in why


def test_the_statistics_of_a_count_agree_with_numpy() -> None:
    values = np.random.default_rng(5).poisson(3.5, 5000) + 1
    tally = Tally.of(values)
    assert length_figure(tally, Statistic.MEDIAN)[0] == np.quantile(values, 0.5, method="inverted_cdf")
    assert length_figure(tally, Statistic.DECILE9)[0] == np.quantile(values, 0.9, method="inverted_cdf")
    mean, low, high = length_figure(tally, Statistic.MEAN)
    assert mean == pytest.approx(values.mean()) and high - mean == pytest.approx(1.96 * values.std(ddof=1) / math.sqrt(
        values.size), rel=1e-3)
    counts = np.bincount(values)
    assert length_figure(tally, Statistic.MODE)[0] == np.argmax(counts)


def test_the_simulated_mean_length_agrees_with_the_exact_chain() -> None:
    """The whole-game simulator's mean deals a game against the exact Markov chain of the same model's kernel
    (independent deals), within 5 standard errors of the two together."""
    short = get_game("short")
    answer = api.game_length(short, model="random", games=4000, seed=11)
    chain = love_all(short, get_model("random"), draws=40, seed=1)
    chain_se = (chain["mean_deals_high"] - chain["mean_deals_low"]) / 3.92
    mean = answer.figure(Statistic.MEAN)[0]
    assert abs(mean - chain["mean_deals"]) < 5 * math.hypot(answer.deals.standard_error, chain_se)


def test_a_game_length_claim_is_judged_under_the_statistic_its_words_mean(tmp_path):
    rows = [{"id": "mode", "source": "an example of ours", "quote": "A game is commonly won in two deals",
             "game": "short", "question": "game-length", "odds": "two deals"},
            {"id": "mean", "source": "an example of ours", "quote": "a game lasts two deals",
             "game": "short", "question": "game-length", "odds": "2", "statistic": "mean"}]
    table = evaluate_claims(_claims(tmp_path, rows), get_model("random"), deals=8000, seed=3)
    by_id = table.set_index("id")
    answer = api.game_length("short", model="random", games=2000, seed=3, statistic="mode")
    assert by_id.loc["mode", "model_number"] == answer.figure()[0]  # the same games, the same seed
    assert by_id.loc["mode", "reading"] == "mode" and "'commonly'" in by_id.loc["mode", "question_read"]
    mean, low, high = answer.figure(Statistic.MEAN)
    assert (by_id.loc["mean", "number_low"], by_id.loc["mean", "number_high"]) == (low, high)
    expected = judge_number(read_printed_number("2"), mean, low, high)[0]
    assert by_id.loc["mean", "verdict"] == expected


def test_bad_game_length_rows_are_refused_before_any_work(tmp_path):
    rows = [{"id": "a", "source": "s", "game": "short", "question": "game-length", "odds": "often"},
            {"id": "b", "source": "s", "game": "short", "question": "game-length", "odds": "2", "statistic": "usual"},
            {"id": "c", "source": "s", "game": "short", "question": "game-length", "odds": "2", "dealer": "unknown"}]
    with pytest.raises(ValueError) as raised:
        _claims(tmp_path, rows)
    lines = str(raised.value).splitlines()
    assert lines[0].endswith("3 problem(s); nothing was computed")
    assert "'often' is not allowed" in lines[1] and "statistic 'usual' is not allowed" in lines[2]
    assert "dealer 'unknown' is not allowed" in lines[3]


# -- means and counts of a holding ------------------------------------------------------------------------------------

def test_a_printed_count_and_a_mean_are_judged_against_the_exact_number(tmp_path):
    rows = [BRIDGEHANDS,
            {"id": "mean", "source": "an example of ours", "game": "long", "question": "holding",
             "held": "the average number of trumps partner holds", "odds": "3 1/4", "trumps": "spades"},
            {"id": "far", "source": "an example of ours", "game": "long", "question": "holding",
             "held": "the average number of trumps partner holds", "odds": "4", "trumps": "spades"},
            ]
    table = evaluate_claims(_claims(tmp_path, rows)).set_index("id")
    assert table.loc["misc-17", "model_number"] == math.comb(52, 13)
    assert table.loc["mean", "model_number"] == 13 * 13 / 52  # thirteen trumps among 52 cards, 13 in his hand
    assert table.loc["misc-17", "verdict"] == table.loc["mean", "verdict"] == "exact"
    assert table.loc["far", "verdict"] == "overstates" and "23.1%" in table.loc["far", "how_far"]


def test_steinmetz_s_count_as_a_figure_is_borne_out(tmp_path):
    """Steinmetz, The Gaming Table: "a player at Whist may hold above 635 thousand millions of various hands" (the
    corpus's steinmetz-3); his sentence holds the figure and is refused, the count asked in the tool's words is not."""
    rows = [{**BRIDGEHANDS, "id": "steinmetz-3", "source": "Andrew Steinmetz, The Gaming Table, vol. II",
             "quote": "a player at Whist may hold above 635 thousand millions of various hands",
             "odds": "above 635 thousand millions"}]
    row = evaluate_claims(_claims(tmp_path, rows)).iloc[0]
    assert row.verdict == "borne out" and row.model_number >= 635 * 10**9


def test_a_measure_that_cannot_be_answered_is_refused_before_any_work(tmp_path):
    rows = [{"id": "no-trumps", "source": "s", "game": "long", "question": "holding",
             "held": "the average number of trumps partner holds", "odds": "3 1/4"}]
    with pytest.raises(ValueError, match="row 2, id no-trumps: the question speaks of trumps; give the trump suit "
                                         r"\(the trumps or turn_up column\)"):
        _claims(tmp_path, rows)


def test_verify_claims_shows_numbers_with_the_rule_said_once(tmp_path):
    path = write_claims(tmp_path / "numbers.csv", [BRIDGEHANDS, {
        "id": "odds", "source": "s", "game": "long", "question": "game", "score": "5-3", "dealer": "first",
        "odds": "7 to 5"}], HEADER)
    text = runner.invoke(app, ["verify", "claims", str(path), "--model", "random"])
    assert text.exit_code == 0, text.output
    assert text.output.count(NUMBER_RULE) == 1 and "635,013,559,600 (exact)" in text.output
    data = runner.invoke(app, ["verify", "claims", str(path), "--model", "random", "--format", "json"])
    rows = {row["id"]: row for row in json.loads(data.output)}
    assert rows["misc-17"]["model_number"] == math.comb(52, 13) and rows["misc-17"]["verdict"] == "exact"
    assert rows["odds"]["model_number"] is None and rows["odds"]["verdict"] == "understates"


def test_a_chart_of_numbers_alone_is_refused_in_one_line(tmp_path):
    path = write_claims(tmp_path / "numbers.csv", [BRIDGEHANDS], HEADER)
    result = runner.invoke(app, ["chart", "claims", str(path), "--out", str(tmp_path / "c.png")])
    assert result.exit_code == 2 and "every figure of numbers.csv is a number" in result.output
    assert not (tmp_path / "c.png").exists()


def test_the_game_length_command_gives_the_apis_answer_in_every_format():
    """`whist-odds game-length` builds the API's question from the same names: the same figures, byte for byte,
    in each format; a bad statistic or too few games is one line, exit 2, before any work."""
    from whistodds.reports.text.answers import answer_text

    said = api.game_length("short", model="random", games=600, seed=5, statistic="median")
    for fmt in ("table", "csv", "json", "markdown"):
        result = runner.invoke(app, ["game-length", "short", "--model", "random", "--games", "600", "--seed", "5",
                                     "--statistic", "median", "-f", fmt])
        assert result.exit_code == 0, result.output
        assert result.stdout.strip() == answer_text(said, fmt).strip()
    for bad, word in ((["--statistic", "usual"], "statistic 'usual' is not allowed"),
                      (["--games", "10"], "games 10 is not allowed"), (["--deal", "left"], "deal 'left'")):
        result = runner.invoke(app, ["game-length", "long", *bad])
        assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1, result.output
        assert word in result.output
