"""Issue 39, items 1-3: one grammar of printed odds (read and written, round trip by hypothesis), verdicts on the
scale of odds with one tolerance, and the reading said aloud in every claims answer; the shipped claims files'
verdicts pinned."""

import csv
import io
import json
import math
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.claims import COLUMNS, read_claims, shipped_claims_path
from whistodds.odds.claims.check import THRESHOLD_NOTE, evaluate_claims
from whistodds.odds.printed_odds import (FORMS_READ, TOLERANCE, VERDICT_RULE, Form, Reading, Verdict, judge,
                                         read_printed_odds, write_odds)
from whistodds.odds.words import parse_odds
from whistodds.simulations.play.models import get_model

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


# -- 1. the grammar: every form -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "probability", "reading", "qualifier"), [
    ("7 to 4", Fraction(7, 11), Reading.ODDS, None),
    ("7 to 4 on", Fraction(7, 11), Reading.ODDS, None),
    ("7 to 4 for", Fraction(7, 11), Reading.ODDS, None),
    ("4 to 1 against", Fraction(1, 5), Reading.ODDS, None),
    ("4 to 1 in favour of the dealer", Fraction(4, 5), Reading.ODDS, None),
    ("1 in 4", Fraction(1, 4), Reading.CHANCE, None),  # was read as an edge, 5 to 4: 0.5556
    ("1 in 16", Fraction(1, 16), Reading.CHANCE, None),
    ("about 1 in 1828", Fraction(1, 1828), Reading.CHANCE, "about"),
    ("9 in 10", Fraction(9, 10), Reading.CHANCE, None),
    ("nine times in ten", Fraction(9, 10), Reading.CHANCE, None),
    ("one in four", Fraction(1, 4), Reading.CHANCE, None),
    ("a quarter", Fraction(1, 4), Reading.CHANCE, None),
    ("1/16", Fraction(1, 16), Reading.CHANCE, None),
    ("0.25", Fraction(1, 4), Reading.CHANCE, None),
    ("25 per cent", Fraction(1, 4), Reading.CHANCE, None),
    ("25 percent", Fraction(1, 4), Reading.CHANCE, None),
    ("9%", Fraction(9, 100), Reading.CHANCE, None),
    ("an equal chance", Fraction(1, 2), Reading.ODDS, None),
    ("even", Fraction(1, 2), Reading.ODDS, None),
    ("evens", Fraction(1, 2), Reading.ODDS, None),
    ("two to one", Fraction(2, 3), Reading.ODDS, None),
    ("three and a half to one", Fraction(7, 9), Reading.ODDS, None),
    ("ten and a half to ten", Fraction(21, 41), Reading.ODDS, None),
    ("twenty-one to ten", Fraction(21, 31), Reading.ODDS, None),
    ("a hundred and four to a hundred", Fraction(26, 51), Reading.ODDS, None),
    ("1,827 to 1", Fraction(1827, 1828), Reading.ODDS, None),
    ("169,066,442 to 1 against", Fraction(1, 169_066_443), Reading.ODDS, None),
    ("3½ to 1", Fraction(7, 9), Reading.ODDS, None),
    ("2¼ to 1", Fraction(9, 13), Reading.ODDS, None),
    ("2 ¾ to 1", Fraction(11, 15), Reading.ODDS, None),
    ("a guinea to 14s. 11¼d.", Fraction(21, 21 + Fraction(14 * 48 + 45, 48)), Reading.ODDS, None),
    ("5 guineas to 4", Fraction(5, 9), Reading.ODDS, None),
    ("£1 1s. to 1s.", Fraction(21, 22), Reading.ODDS, None),
    ("3 farthings to a penny", Fraction(3, 7), Reading.ODDS, None),
    ("nearly 13 to 4", Fraction(13, 17), Reading.ODDS, "nearly"),
    ("about five to four", Fraction(5, 9), Reading.ODDS, "about"),
    ("above 2 to 1", Fraction(2, 3), Reading.ODDS, "above"),
    ("rather more than 11 to 1", Fraction(11, 12), Reading.ODDS, "rather more than"),
    ("upwards of 2 to 1", Fraction(2, 3), Reading.ODDS, "upwards of"),
    ("about 4 in 100", Fraction(1, 25), Reading.CHANCE, "about"),
    ("about 4 in 100 in favour of 8", Fraction(26, 51), Reading.EDGE, "about"),
    ("three and a half in the hundred in favour of 8", Fraction(207, 407), Reading.EDGE, None),
    ("a small odds", Fraction(1, 2), Reading.ODDS, "a small odds"),
])
def test_each_form(text, probability, reading, qualifier):
    printed = read_printed_odds(text)
    assert (printed.probability, printed.reading, printed.qualifier) == (probability, reading, qualifier)
    assert read_printed_odds(text.upper()).probability == probability
    assert parse_odds(text) == probability  # every caller of the old parser reads the same grammar


def test_the_edge_reading_where_the_row_marks_it_and_both_readings_computed():
    chance, edge = read_printed_odds("about 4 in 100"), read_printed_odds("about 4 in 100", "edge")
    assert chance.probability == Fraction(1, 25) and edge.probability == Fraction(26, 51)
    assert [r.probability for r in chance.readings] == [r.probability for r in edge.readings]  # both computed
    assert chance.said.startswith("read as a chance of 1/25") and "the edge reading" in chance.said
    assert edge.said.startswith("read as an edge of 4 in 100: odds of 104 to 100") and "the chance reading" in edge.said
    with pytest.raises(ValueError, match="no edge reading"):
        read_printed_odds("7 to 4", "edge")
    with pytest.raises(ValueError, match="reading 'sideways' is not allowed"):
        read_printed_odds("1 in 4", "sideways")


@pytest.mark.parametrize("bad", ["", "lots", "seven to", "zero to zero", "five to fish", "1 to 2 to 3", "5 in 4",
                                 "1 to 0", "2", "14s. to", "nearly"])
def test_what_the_grammar_cannot_read_is_one_line_naming_the_forms(bad):
    with pytest.raises(ValueError) as error:
        read_printed_odds(bad)
    assert "\n" not in str(error.value) and repr(bad) in str(error.value)


def test_an_unreadable_figure_names_every_form_read():
    with pytest.raises(ValueError) as error:
        read_printed_odds("long odds")
    assert str(error.value).endswith(f"the forms read are {FORMS_READ}")


# -- 1. the writer round-trips through the reader --------------------------------------------------------------

CHANCES = st.builds(lambda d, n: Fraction(n % (d - 1) + 1, d), st.integers(2, 10**6), st.integers(0, 10**6))


@given(CHANCES, st.sampled_from([Form.ODDS, Form.ODDS_ON, Form.CHANCE, Form.FRACTION, Form.WORDS, Form.MONEY]),
       st.sampled_from(["", "about ", "nearly ", "rather more than ", "upwards of "]))
def test_writing_then_reading_gives_back_the_fraction(p, form, qualifier):
    text = qualifier + write_odds(p, form)
    printed = read_printed_odds(text)
    assert printed.probability == p, text
    assert printed.qualifier == (qualifier.strip() or None)


@given(st.integers(1, 10**6 - 1), st.integers(0, 4))
def test_percentages_round_trip(k, places):
    p = Fraction(k, 10**6) * Fraction(10**6, 10**(2 + places)) if k < 10**(2 + places) else Fraction(1, 3)
    if not 0 < p < 1 or (p * 100 * 10**places).denominator != 1:
        return
    assert read_printed_odds(write_odds(p, Form.PERCENT)).probability == p


# -- 2. verdicts on the scale of odds ---------------------------------------------------------------------------

def test_the_issues_figures():
    thirteen_of_a_suit = Fraction(4, math.comb(52, 13))  # 1 in 158,753,389,900
    judged = judge(read_printed_odds("169,066,442 to 1 against"), thirteen_of_a_suit)
    assert judged.verdict == "overstates" and judged.how_far == "the true odds against are 939 times longer"
    nothing_above_nine = Fraction(math.comb(32, 13), math.comb(52, 13))  # 1,827.1 to 1 against
    judged = judge(read_printed_odds("1000 to 1 against"), nothing_above_nine)
    assert judged.verdict == "overstates" and judged.how_far == "the true odds against are 83% longer"
    assert judge(read_printed_odds("1,827 to 1 against"), nothing_above_nine).verdict == "exact"
    # "nearly 13 to 4" 0.16 points past the model is close, as a bare "13 to 4" is
    model = Fraction(13, 17) + Fraction(16, 10_000)
    assert judge(read_printed_odds("nearly 13 to 4"), model).verdict == "close"
    assert judge(read_printed_odds("13 to 4"), model).verdict in ("close", "exact")
    assert judge(read_printed_odds("evens"), Fraction(482, 1000)).how_far == "the model is 1.8 percentage points lower"
    assert judge(read_printed_odds("evens"), Fraction(47, 100)).how_far == "overstates it by 3.0 percentage points"
    assert judge(read_printed_odds("1 in 4"), Fraction(1, 4)).verdict == "exact"


def test_exact_is_the_model_in_the_authors_terms():
    assert judge(read_printed_odds("5 to 4"), Fraction(5, 9)).verdict == "exact"
    # 4 to 3 is 5⅓ to 4: at his precision (N to 4, N whole) his 5 to 4 (issue 47 item 4; it was "close")
    assert judge(read_printed_odds("5 to 4"), Fraction(4, 7)).verdict == "exact"
    assert judge(read_printed_odds("25 per cent"), Fraction(2501, 10_000)).verdict == "exact"
    assert judge(read_printed_odds("25.0 per cent"), Fraction(2506, 10_000)).verdict == "close"
    assert judge(read_printed_odds("about 4 in 100"), Fraction(41, 1000)).verdict == "exact"
    # a simulated figure: exact only when all of its interval gives his figure
    assert judge(read_printed_odds("1 in 4"), 0.25, 0.2, 0.3).verdict == "close"


LOG_ODDS = st.floats(math.log(1e-12) + 0.01, -math.log(1e-12) - 0.01)  # figures up to 10^12 to 1
BEYOND = st.floats(1e-9, 12.0)  # how far past the tolerance, in log-odds
QUALIFIER = st.sampled_from(["", "about ", "nearly ", "rather more than ", "above ", "upwards of "])


def _figure(log_odds: float) -> str:
    """A printed figure near the given log-odds: whole numbers, as the books print them."""
    odds = math.exp(log_odds)
    return f"{round(odds):,} to 1" if odds >= 1 else f"{round(1 / odds):,} to 1 against"


@settings(max_examples=300)
@given(LOG_ODDS, BEYOND, st.booleans(), QUALIFIER)
def test_moving_a_figure_past_the_tolerance_moves_the_verdict_from_close(log_odds, beyond, longer, qualifier):
    printed = read_printed_odds(qualifier + _figure(log_odds))
    his = printed.probability / (1 - printed.probability)
    factor = TOLERANCE * Fraction(math.exp(beyond))  # more than the tolerance on the odds
    model_odds = his * factor if longer else his / factor
    model = model_odds / (1 + model_odds)
    assume(Fraction(1, 10**12) <= model <= 1 - Fraction(1, 10**12))  # the model at any probability in this range
    verdict = judge(printed, model).verdict
    # a bound ("rather more than", "above", "upwards of") holds however far past it the model lies (issue 47)
    past = qualifier.strip() in ("rather more than", "above", "upwards of") and his != 1 and longer == (his > 1)
    # and a figure the model gives at its printed precision (3 to 1 for 2.56 to 1: whole odds) is exact (issue 47)
    exact = qualifier.strip() in ("", "about") and printed.read.in_authors_terms(model)
    assert verdict == ("borne out" if past else "exact" if exact else
                       "overstates" if model < printed.probability else "understates")
    assume(verdict != "exact")
    # and a simulated figure whose whole interval lies beyond the tolerance, likewise
    far = model_odds * (factor if longer else 1 / factor)
    interval = sorted([model, far / (1 + far)])
    assert judge(printed, model, *interval).verdict == verdict


@settings(max_examples=300)
@given(LOG_ODDS, st.floats(0, 1 - 1e-9), st.booleans())
def test_within_the_tolerance_a_bare_figure_is_close_or_exact(log_odds, within, longer):
    printed = read_printed_odds(_figure(log_odds))
    his = printed.probability / (1 - printed.probability)
    factor = Fraction(TOLERANCE ** within) if within else Fraction(1)
    factor = min(factor, TOLERANCE)
    model_odds = his * factor if longer else his / factor
    assert judge(printed, model_odds / (1 + model_odds)).verdict in ("close", "exact")


def test_the_sampling_interval_is_part_of_the_judgement():
    printed = read_printed_odds("3 to 1")  # 0.75
    assert judge(printed, 0.70).verdict == "overstates"
    assert judge(printed, 0.70, 0.66, 0.74).verdict == "close"  # the band meets the interval


def test_the_tolerance_is_stated_once_everywhere():
    assert TOLERANCE == Fraction(11, 10) and "within a factor of 1.1" in THRESHOLD_NOTE
    result = runner.invoke(app, ["verify", "claims", "--help"], terminal_width=200)
    assert "within a factor of 1.1 on the odds" in " ".join(result.output.split())
    # issue 47 item 2: the rule, every verdict named, in the help and in the manual's page on claims files, made
    # from the one text
    assert " ".join(VERDICT_RULE.split()) in " ".join(result.output.split())
    readme = " ".join((Path(__file__).resolve().parents[1] / "docs" / "guide" / "claims.md").read_text(
        encoding="utf-8").split())
    assert " ".join(VERDICT_RULE.split()) in readme and " ".join(FORMS_READ.split()) in readme
    assert all(f"'{verdict}'" in VERDICT_RULE for verdict in Verdict)


# -- 3. the reading said aloud; the claims file end to end -----------------------------------------------------

def _claims(path, rows, extra=()):
    header = list(COLUMNS) + list(extra)
    stream = io.StringIO()
    writer = csv.DictWriter(stream, header)
    writer.writeheader()
    writer.writerows({column: row.get(column, "") for column in header} for row in rows)
    path.write_text(stream.getvalue(), encoding="utf-8")
    return path


def test_a_claims_answer_says_how_the_odds_were_read(tmp_path):
    rows = [{"id": "ace", "source": "s", "question": "holding", "game": "long", "held": "me holds AS",
             "odds": "1 in 4"},
            {"id": "two", "source": "s", "question": "holding", "game": "long", "held": "me holds AS KS",
             "odds": "1 in 16"},
            {"id": "none", "source": "s", "question": "holding", "game": "long",
             "held": "partner holds no cards above 9", "odds": "1000 to 1 against"},
            {"id": "edge", "source": "s", "question": "partner", "held": "at-least 1 of 2", "odds": "4 in 100",
             "reading": "edge"}]
    path = _claims(tmp_path / "c.csv", rows, extra=["reading"])
    result = runner.invoke(app, ["verify", "claims", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    checked = {row["id"]: row for row in json.loads(result.output)}
    assert checked["ace"]["stated_probability"] == 0.25 and checked["ace"]["verdict"] == "exact"
    assert checked["ace"]["read_as"].startswith("read as a chance of 1/4")
    assert checked["two"]["verdict"] == "close"  # 1 in 17 exactly: odds 1.07 times longer
    assert checked["none"]["verdict"] == "overstates"
    assert checked["none"]["how_far"] == "the true odds against are 83% longer"
    assert checked["edge"]["odds_reading"] == "edge" and checked["edge"]["stated_probability"] == pytest.approx(26 / 51)
    assert checked["edge"]["other_reading"].startswith("chance: a chance of 1/25; ")
    text = runner.invoke(app, ["verify", "claims", str(path)], terminal_width=250).output
    assert "ace '1 in 4': read as a chance of 1/4" in text and "within a factor of 1.1" in text


def test_a_figure_the_grammar_cannot_read_is_one_line_exit_2(tmp_path):
    rows = [{"id": "x", "source": "s", "question": "partner", "held": "at-least 1 of 2", "odds": "long odds"}]
    result = runner.invoke(app, ["verify", "claims", str(_claims(tmp_path / "bad.csv", rows))])
    assert result.exit_code == 2 and "Traceback" not in result.output
    problem = [line for line in result.output.splitlines() if "row 2" in line]
    assert len(problem) == 1 and "'long odds'" in problem[0] and "the forms read are odds '7 to 4'" in problem[0]


# -- the shipped claims files: verdicts pinned ------------------------------------------------------------------

SHIPPED = {  # issue 47's rule (a figure exact at its printed precision, bounds judged as bounds): 189 verdicts moved
    "bob-short-1793": {
        "random": {"close": 7, "exact": 44, "overstates": 5, "understates": 81},
        "hoyle": {"close": 8, "exact": 43, "overstates": 6, "understates": 80},
        "hoyle-score": {"close": 8, "exact": 44, "overstates": 6, "understates": 79},
        "double-dummy": {"borne out": 1, "close": 21, "exact": 65, "overstates": 17, "understates": 33},
        "expert": {"close": 7, "exact": 50, "overstates": 11, "understates": 69},
        "exact": {"exact": 5, "overstates": 3, "understates": 3}},
    "britannica-older-games": {"double-dummy": {"close": 1, "not borne out": 1}},
    "claims-example": {
        "random": {"close": 1, "exact": 2, "not borne out": 1, "understates": 2},
        "hoyle": {"close": 1, "exact": 2, "not borne out": 1, "understates": 2},
        "hoyle-score": {"close": 2, "exact": 2, "not borne out": 1, "understates": 1},
        "double-dummy": {"close": 1, "exact": 3, "not borne out": 1, "understates": 1},
        "expert": {"close": 2, "exact": 2, "not borne out": 1, "understates": 1},
        "exact": {"exact": 1, "overstates": 1}},
    "claims-holding": {"exact": {"borne out": 1, "exact": 3, "understates": 1}},
}


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_the_shipped_claims_files_verdicts(name):
    path = EXAMPLES / f"{name}.csv" if name.startswith("claims-") else shipped_claims_path(name)
    table = evaluate_claims(read_claims(path), seed=0)
    counts = {model: dict(sorted(Counter(group.verdict).items())) for model, group in table.groupby("model")}
    assert counts == SHIPPED[name]
    assert table.read_as.str.startswith("read as ").all()


def test_bob_shorts_eight_to_nine_keeps_the_edge_reading():
    table = evaluate_claims(read_claims(shipped_claims_path("bob-short-1793")), model=get_model("hoyle"), seed=0)
    rows = table[table.id.str.startswith("BS-8-9")]
    assert len(rows) and (rows.stated_probability == 26 / 51).all() and (rows.odds_reading == "edge").all()
    assert rows.read_as.str.startswith("read as an edge of 4 in 100: odds of 104 to 100").all()
