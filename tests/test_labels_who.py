"""Labels that say who (#39 item 5): verify bob-short names the side each figure is for, verify rules gives each
rule a title in its source's words, and a simulated zero reads as the bound of its interval."""

from __future__ import annotations

import csv
import io
import json
import math

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.simulations.play.rule_switches import QUOTES, RULES, SOURCES

runner = CliRunner()


def _run(*args: str) -> str:
    result = runner.invoke(app, list(args), terminal_width=400)
    assert result.exit_code == 0, result.output
    return result.stdout


# -- verify bob-short: whose chance ------------------------------------------------------------------------------

def test_bob_short_names_the_side_each_eight_to_nine_figure_is_for():
    text = _run("verify", "bob-short")
    lines = {line.split(":")[0]: line for line in text.splitlines() if line.startswith("8 to 9, ")}
    assert set(lines) == {"8 to 9, side at 8, the side at 8 dealing", "8 to 9, side at 9, the side at 9 dealing",
                          "8 to 9, the side dealing, whichever it is (the mean of side at 8 dealing and side at 9 "
                          "dealing)"}
    # The side at 9 dealing: its chance is the dealer's; the side at 8's is what odds long gives for 8-9, they deal.
    (row,) = json.loads(_run("odds", "long", "--score", "8-9", "--deal", "them", "--format", "json"))
    dealer_at_9 = lines["8 to 9, side at 9, the side at 9 dealing"]
    assert f"vs model {1 - row['p_win']:.4f}" in dealer_at_9
    assert f"so side at 8, the side at 9 dealing: {row['p_win']:.4f}" in dealer_at_9
    (row,) = json.loads(_run("odds", "long", "--score", "8-9", "--deal", "us", "--format", "json"))
    assert f"vs model {row['p_win']:.4f}" in lines["8 to 9, side at 8, the side at 8 dealing"]
    assert "Each figure is the chance of the side ahead" in text
    assert "beginning (0 to 0), the side dealing, at love:" in text


def test_bob_short_csv_says_whose_chance_on_every_row():
    rows = list(csv.DictReader(io.StringIO(_run("verify", "bob-short", "--format", "csv"))))
    assert len(rows) == 44 * 3 + 1 + 3 and all(row["chance_of"] for row in rows)
    by_entry = {(row["entry"], row["reading"]): row["chance_of"] for row in rows}
    assert by_entry[("5 to 3", "first-named deals")] == "side at 5, the side at 5 dealing"
    assert by_entry[("5 to 3", "other deals")] == "side at 5, the side at 3 dealing"
    assert by_entry[("8 to 9", "side at 9 deals")] == "side at 9, the side at 9 dealing"


# -- verify rules: a title in words -----------------------------------------------------------------------------

def test_every_rule_has_a_title_quoted_exactly_from_its_source(sources_dir):
    from whistodds.simulations.play.rule_switches import TITLES

    assert set(TITLES) == {rule.name for rule in RULES}
    texts = {key: (sources_dir / name).read_text(encoding="utf-8") for key, name in SOURCES.items()}
    for rule in RULES:
        title = TITLES[rule.name]
        assert title in QUOTES[rule.name], rule.name  # its own words, whole
        key, line = rule.source.split(":")
        assert title in texts[key].splitlines()[int(line) - 1], rule.name  # at the line the rule cites


def test_verify_rules_gives_each_rule_its_title_in_text_csv_and_json():
    args = ("verify", "rules", "short", "--rules", "XI,third-hand-high", "--deals", "500", "--seed", "1", "--quiet")
    text = _run(*args)
    assert "title" in text.splitlines()[3]
    assert "Do not lead an ace, unless you have a king." in text
    assert "The third hand should win the trick if he can" in text
    records = json.loads(_run(*args, "--format", "json"))
    assert {r["rule"]: r["title"] for r in records} == {
        "XI": "Do not lead an ace, unless you have a king.",
        "third-hand-high": "The third hand should win the trick if he can"}
    rows = list(csv.DictReader(io.StringIO(_run(*args, "--format", "csv"))))
    assert list(rows[0])[:3] == ["rule", "title", "source"]
    assert {r["rule"]: r["title"] for r in rows} == {r["rule"]: r["title"] for r in records}


def test_the_reports_table_of_rules_has_their_titles():
    from whistodds.families.whist.section.charts.advice import advice_table
    from whistodds.simulations.play.rule_switches import TITLES

    table = advice_table(100, 0, 1)
    assert list(table.title) == [TITLES[name] for name in table.rule]


# -- a simulated zero is a bound, not "no chance" ---------------------------------------------------------------

def test_a_simulated_zero_reads_fewer_than_one_in_n_deals():
    text = _run("holding", "partner holds 13 spades", "--deals", "20000")
    simulated = next(line for line in text.splitlines() if line.startswith("simulated:"))
    document = json.loads(_run("holding", "partner holds 13 spades", "--deals", "20000", "--format", "json"))
    high = document["simulated_ci95_high"]
    assert document["simulated_probability"] == 0 and high > 0
    bound = math.floor(1 / high)
    assert f"fewer than 1 in {bound:,} deals" in simulated and "no chance" not in simulated
    assert 1 / (bound + 1) < high <= 1 / bound  # the largest N with 1/N at or above the interval's upper end


def test_a_simulated_one_and_a_simulated_answer_alone_read_as_bounds():
    from whistodds.games.position import Position
    from whistodds.odds.holdings import HoldingAnswer
    from whistodds.odds.words import estimate_in_words, odds_in_words
    from whistodds.simulations.estimate import Estimate
    from whistodds.simulations.intervals import Proportion

    never = HoldingAnswer("q", Position.from_options(), None, Proportion(0, 1000), 1000)
    high = Estimate.proportion(0, 1000).ci95_high
    assert never.odds == f"fewer than 1 in {math.floor(1 / high):,} deals"
    always = Estimate.proportion(1000, 1000)
    assert estimate_in_words(always).endswith(f"fails in fewer than 1 in {math.floor(1 / (1 - always.ci95_low)):,} "
                                              f"deals")
    # An exact nought or certainty stays what it is.
    assert odds_in_words(Estimate.exact(0.0)) == "no chance" and odds_in_words(Estimate.exact(1.0)) == "certain"
