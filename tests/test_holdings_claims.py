"""Claims files with ``question = holding``, and the three claims fixes of issue 27: a hair on the wrong side
of a qualifier is "close", "above 2 to 1" and "three and a half in the hundred" are read, and a misprinted
figure may carry two readings."""

import json
from fractions import Fraction

import pytest
from claims_files import write_claims as write_file
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.position import Position
from whistodds.odds.claims import COLUMNS, parse_claim_odds, read_claims
from whistodds.odds.claims.check import THRESHOLD_NOTE, claim_verdict, evaluate_claims, summarize_claims
from whistodds.odds.printed_odds import TOLERANCE
from whistodds.odds.claims.holding import POSITION_COLUMNS, holding_figure, read_holding_claim
from whistodds.odds.holdings.exact import exact_probability
from whistodds.odds.holdings.grammar import parse_question
from whistodds.odds.holdings.partner import partner_holding

runner = CliRunner()
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
HEADER = list(COLUMNS) + [column for column in POSITION_COLUMNS if column not in COLUMNS]


def write_claims(path, rows):
    return write_file(path, rows, HEADER)


def claims_json(path, *extra):
    result = runner.invoke(app, ["verify", "claims", str(path), "--format", "json", *extra])
    assert result.exit_code == 0, result.output
    return {(row["id"], row["odds"]): row for row in json.loads(result.output)}


# -- question = holding, end to end ----------------------------------------------------------------

HOLDINGS = [
    {"id": "turn-up", "held": "dealer holds at least 4 trumps", "odds": "7 to 5", "turn_up": "7S",
     "dealer": "left"},
    {"id": "one-card", "held": "partner holds KS", "odds": "2 to 1 against", "hand": CLUBS},
    {"id": "part-way", "held": "not right holds all of AS KS", "odds": "about 5 to 1",
     "sizes": "me=4,left=4,partner=4,right=4", "seen": " ".join(f"{r}{s}" for s in "CDH" for r in
                                                                  "2 3 4 5 6 7 8 9 10 J Q K".split()),
     "hand": "AC AD AH 2S"},
    {"id": "void", "held": "partner holds at least 2 spades", "odds": "evens", "hand": CLUBS,
     "shown_out": "left:spades,hearts"},
    {"id": "whole-pack", "held": "partner holds no cards above 9", "odds": "1827 to 1 against"},
]


def test_holding_claims_are_checked_against_the_exact_count(tmp_path):
    rows = [{"source": "test", "question": "holding", "game": "long-whist", **row} for row in HOLDINGS]
    checked = claims_json(write_claims(tmp_path / "holding.csv", rows))
    for row in HOLDINGS:
        result = checked[(row["id"], row["odds"])]
        position = Position.from_options(
            hand=row.get("hand"), seen=row.get("seen"), sizes=row.get("sizes"), turn_up=row.get("turn_up"),
            dealer=row.get("dealer"), shown_out=[row["shown_out"]] if "shown_out" in row else ())
        exact = exact_probability(parse_question(row["held"]), position)
        assert exact is not None and result["model"] == "exact"
        assert result["model_probability"] == pytest.approx(float(exact), abs=1e-14)
        assert result["ci95_low"] == result["model_probability"] == result["ci95_high"]
        assert result["held"] == row["held"] and result["question"] == "holding"
    assert checked[("one-card", "2 to 1 against")]["verdict"] == "exact"
    assert checked[("turn-up", "7 to 5")]["model_probability"] == pytest.approx(54571014 / 93384347, abs=1e-14)


def test_the_six_calculations_as_holding_claims_are_the_partner_claims(tmp_path):
    # Bob Short's Calculations (bob-short-hoyle-abridged-1793.txt:401-421) as sentences, at the "at least" reading.
    sentences = {"at-least 1 of 2": "partner holds at least 1 of AS KS",
                 "at-least 1 of 3": "partner holds at least 1 of AS KS QS",
                 "at-least 1 of 4": "partner holds at least 1 of AS KS QS JS",
                 "not exactly 1 of 1": "partner does not hold AS",
                 "not at-least 2 of 3": "not partner holds at least 2 of AS KS QS",
                 "not at-least 2 of 4": "not partner holds at least 2 of AS KS QS JS"}
    rows = []
    for number, (held, sentence) in enumerate(sentences.items()):
        rows.append({"id": f"P{number}", "source": "partner", "question": "partner", "held": held, "odds": "evens"})
        rows.append({"id": f"H{number}", "source": "holding", "question": "holding", "held": sentence,
                     "hand": CLUBS, "odds": "evens"})
    table = evaluate_claims(read_claims(write_claims(tmp_path / "calculations.csv", rows))).set_index("id")
    for number in range(len(sentences)):
        assert table.loc[f"H{number}", "model_probability"] == table.loc[f"P{number}", "model_probability"]
    assert table.loc["H1", "model_probability"] == float(partner_holding(at_least=1, of=3))  # 503/703


def test_a_count_out_of_reach_is_simulated_and_says_so():
    claim = read_holding_claim({"held": "no hand holds fewer than 2 cards of some suit"})
    assert holding_figure(claim)[0] == "exact"
    method, value, low, high = holding_figure(claim, seed=3, deals=20_000, budget=100)
    exact = float(exact_probability(claim.event.events[0], claim.position))
    assert method == "simulated" and low < exact < high and low < value < high
    assert holding_figure(claim, seed=3, deals=20_000, budget=100)[1] == value  # the seed repeats it


@pytest.mark.parametrize(("row", "message"), [
    ({"held": "left holds a lot"}, "row 2, id X: question 'left holds a lot': stopped at word 4 'lot'"),
    ({"held": "dealer holds KS"}, "give the dealer's seat (the dealer column)"),
    ({"held": "left holds 3 trumps"}, "give the trump suit (the trumps or turn_up column)"),
    ({"held": "left holds KS", "dealer": "first"}, "seat 'first' is not allowed; use me, left, partner, right"),
    ({"held": "left holds KS", "known": "left:KS;right:KS"}, "card KS is in two places"),
    ({"held": "left holds KS", "score": "3-2"}, "score '3-2' is not allowed; leave it empty for a holding question"),
    ({"held": "left holds KS", "game": "gleek"}, "game 'gleek' is not allowed for a position"),
    ({"held": ""}, "held is empty"),
])
def test_bad_holding_claims_are_one_line_each_exit_2(tmp_path, row, message):
    path = write_claims(tmp_path / "bad.csv", [{"id": "X", "source": "t", "question": "holding", "odds": "evens",
                                                **row}])
    result = runner.invoke(app, ["verify", "claims", str(path)])
    assert result.exit_code == 2 and message in result.output, result.output
    assert "Traceback" not in result.output


# -- (a) a hair on the wrong side of a qualifier ----------------------------------------------------------

def test_within_the_tolerance_on_the_wrong_side_of_a_qualifier_is_close():
    assert TOLERANCE == Fraction(11, 10) and "within a factor of 1.1" in THRESHOLD_NOTE

    def chance(odds):  # a probability from odds on
        return odds / (1 + odds)

    inside, past = TOLERANCE * Fraction(999, 1000), TOLERANCE * Fraction(1001, 1000)
    # "nearly 13 to 4" against a model a little past 13 to 4 (0.16 points: the example), and at the edge
    assert claim_verdict("nearly 13 to 4", Fraction(13, 17) + Fraction(16, 10000)) == "close"
    assert claim_verdict("nearly 13 to 4", chance(Fraction(13, 4) * inside)) == "close"
    assert claim_verdict("nearly 13 to 4", chance(Fraction(13, 4) * past)) == "understates"
    assert claim_verdict("nearly 5 to 2 against", chance(Fraction(2, 5) / inside)) == "close"
    for qualifier in ("rather more than", "above", "full", "upwards of"):
        assert claim_verdict(f"{qualifier} 11 to 1", chance(11 / inside)) == "close"
        assert claim_verdict(f"{qualifier} 11 to 1", chance(11 / past)) == "overstates"
        assert claim_verdict(f"{qualifier} 11 to 1", chance(11 * Fraction(105, 100))) == "borne out"
    assert claim_verdict("a small odds", chance(1 / inside)) == "close"
    assert claim_verdict("a small odds", chance(1 / past)) == "not borne out"  # no figure to overstate (issue 47)


def test_a_hair_from_the_command_line(tmp_path):
    # Calculation I is 32/57; "nearly 23 to 18" lies 0.043 pp short of it, "nearly 5 to 4" 0.58 pp short (odds
    # 1.024 times shorter: within the tolerance on the wrong side).
    rows = [{"id": f"I-{odds}", "source": "t", "question": "holding", "held": "partner holds at least 1 of AS KS",
             "hand": CLUBS, "odds": odds} for odds in ("nearly 23 to 18", "nearly 5 to 4", "nearly 4 to 3")]
    checked = claims_json(write_claims(tmp_path / "hair.csv", rows))
    assert checked[("I-nearly 23 to 18", "nearly 23 to 18")]["verdict"] == "close"
    assert checked[("I-nearly 5 to 4", "nearly 5 to 4")]["verdict"] == "close"
    assert checked[("I-nearly 4 to 3", "nearly 4 to 3")]["verdict"] == "borne out"


# -- (b) odds phrases ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "probability", "qualifier"), [
    ("above 2 to 1", Fraction(2, 3), "above"),
    ("Above two to one against", Fraction(1, 3), "above"),
    ("three and a half in the hundred", Fraction(7, 200), None),  # a chance unless the figure or row says edge
    ("three and a half in the hundred in favour of 8", Fraction(207, 407), None),
    ("about three and a half in the hundred in favor of eight", Fraction(207, 407), "about"),
    ("4 in the hundred only", Fraction(1, 25), None),
])
def test_odds_phrases(text, probability, qualifier):
    assert parse_claim_odds(text) == (probability, qualifier)


# -- (c) two readings of a misprinted figure ------------------------------------------------------------

def test_two_readings_each_reported_the_better_named_and_used(tmp_path):
    # Calculation I, 32/57 = 0.5614: "6 to 5" (0.5455) is the better reading of a misprinted "5 to 6" (0.4545).
    rows = [{"id": "misprint", "source": "s", "question": "partner", "held": "at-least 1 of 2",
             "odds": "5 to 6 | 6 to 5"},
            {"id": "plain", "source": "s", "question": "partner", "held": "at-least 1 of 3", "odds": "5 to 2"}]
    path = write_claims(tmp_path / "two.csv", rows)
    checked = claims_json(path)
    first, second = checked[("misprint", "5 to 6")], checked[("misprint", "6 to 5")]
    assert first["odds_as_printed"] == second["odds_as_printed"] == "5 to 6 | 6 to 5"
    assert first["stated_probability"] == pytest.approx(5 / 11) and second["stated_probability"] == pytest.approx(6 / 11)
    assert not first["best_reading"] and second["best_reading"]
    table = evaluate_claims(read_claims(path))
    summary = summarize_claims(table).iloc[0]
    model = {row.id: row.model_probability for row in table.itertuples()}
    assert summary.mean_abs_error_pp == pytest.approx(
        (abs(100 * (6 / 11 - model["misprint"])) + abs(100 * (5 / 7 - model["plain"]))) / 2)
    assert summary.two_readings == "the mean error reads misprint '5 to 6 | 6 to 5' as the better reading, 6 to 5"
    result = runner.invoke(app, ["verify", "claims", str(path)])
    assert result.exit_code == 0 and "as the better reading, 6 to 5" in result.output


def test_a_file_without_two_readings_has_no_such_column(tmp_path):
    path = write_claims(tmp_path / "one.csv", [{"id": "p", "source": "s", "question": "partner",
                                                "held": "at-least 1 of 2", "odds": "5 to 4"}])
    table = evaluate_claims(read_claims(path))
    assert "odds_as_printed" not in table and "two_readings" not in summarize_claims(table)


@pytest.mark.parametrize("odds", ["5 to 6 |", "| 6 to 5", "5 to 6 | six to fiv"])
def test_a_bad_reading_is_one_line(tmp_path, odds):
    path = write_claims(tmp_path / "bad.csv", [{"id": "p", "source": "s", "question": "partner",
                                                "held": "at-least 1 of 2", "odds": odds}])
    result = runner.invoke(app, ["verify", "claims", str(path)])
    assert result.exit_code == 2 and f"odds {odds!r} is not allowed" in result.output
