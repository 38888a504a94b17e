"""Issue #30, items 3, 4 and 8, from the command line where a user meets them: who deals unknown, the rubber's
odds in words and interval, the words of every answer, and the help of every command."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args), env={"COLUMNS": "120"})


def _help(*command: str) -> str:
    result = invoke(*command, "--help")
    assert result.exit_code == 0, result.output
    return result.output


def _commands() -> list[tuple[str, ...]]:
    """Every command and subcommand of whist-odds, read from the help of the groups."""
    found: list[tuple[str, ...]] = []
    for group in ((), ("verify",), ("cache",)):
        shown = _help(*group)
        panel = shown.split("Commands")[1]
        for name in re.findall(r"^│ (\w[\w-]*) ", panel, re.M):
            if name in ("verify", "cache") and not group:
                continue
            found.append((*group, name))
    return found


COMMANDS = _commands()


def test_every_command_is_found():
    assert {("odds",), ("table",), ("rubber",), ("kernel",), ("deals",), ("verify", "claims"),
            ("cache", "clear")} <= set(COMMANDS)


BAD_WORDS = ("<bool>", "int range", "[x>=0]", "``", "Dirichlet", "sampling error", "every core")


@pytest.mark.parametrize("command", [(), *COMMANDS, ("verify",), ("cache",)], ids=" ".join)
def test_help_is_plain_words(command):
    shown = _help(*command)
    for bad in BAD_WORDS:
        assert bad not in shown, (command, bad)
    # A docstring's line breaks are not the terminal's: no line of prose ends in mid-sentence at a
    # width well short of the terminal's (120 columns) unless the next line begins a new sentence or item.
    lines = [line.replace("│", " ").rstrip() for line in shown.splitlines()
             if line.strip() and "╭" not in line and "╰" not in line]
    for line, after in zip(lines, lines[1:]):
        if len(line) < 80 and line.strip()[-1:].isalpha() and after.strip()[:1].islower():
            pytest.fail(f"{command}: the help breaks its line at {line.strip()!r}")


def test_workers_and_scheduler_in_plain_words():
    shown = " ".join(_help("odds").replace("│", " ").split())
    assert "1 runs it all in this process" in shown and "whistodds[dask]" in shown


def test_deals_limits_are_each_commands_own():
    odds = " ".join(_help("odds").replace("│", " ").split())
    assert "10,000,000,000" in odds and "Gleek" not in odds and "Calculations" not in odds
    assert "100,000,000 (and what the disk holds)" in " ".join(_help("deals").replace("│", " ").split())
    assert "1,000,000,000" in " ".join(_help("gleek").replace("│", " ").split())


def test_a_negative_seed_is_one_line():
    result = invoke("odds", "long", "--score", "1-2", "--seed", "-1")
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "--seed -1" in result.output


def _examples(command: str) -> list[str]:
    """The game names a command's help offers as examples (between 'parameters:' and 'or any')."""
    shown = " ".join(_help(command).replace("│", " ").split())
    listed = shown.split("parameters:", 1)[1].split(", or any", 1)[0]
    return [name.strip().strip("'") for name in re.findall(r"'[^']*'|[\w-]+", listed)]


@pytest.mark.parametrize("command", ["odds", "table", "kernel", "deals"])
def test_every_game_example_in_the_help_is_accepted(command, tmp_path):
    examples = _examples(command)
    assert "long" in examples and "gleek" not in examples
    for game in examples:
        args = {"odds": ["odds", game, "--score", "1-2", "--deals", "4000", "--seed", "1"],
                "table": ["table", game, "--deals", "4000", "--seed", "1", "-f", "csv"],
                "kernel": ["kernel", game, "--deals", "2000", "--seed", "1", "-f", "csv"],
                "deals": ["deals", game, "--deals", "20", "--seed", "1", "--out", str(tmp_path / "d.csv")]}[command]
        result = invoke(*args)
        assert result.exit_code == 0, (command, game, result.output)


def test_odds_deal_unknown_is_the_mean_of_the_two():
    figures = {deal: json.loads(invoke("odds", "long", "--score", "8-9", "--deal", deal, "-f", "json").stdout)[0]
               for deal in ("us", "them", "unknown")}
    unknown = figures["unknown"]
    assert unknown["dealer"] == "unknown" and unknown["method"] == "posterior"
    assert unknown["p_win"] == pytest.approx((figures["us"]["p_win"] + figures["them"]["p_win"]) / 2, abs=1e-12)
    assert unknown["ci95_low"] < unknown["p_win"] < unknown["ci95_high"] and unknown["odds"] == "evens"
    text = invoke("odds", "long", "--score", "8-9", "--deal", "unknown").stdout
    assert "who deals next unknown (the mean of the two deals)" in text
    assert "95% interval from the 10,000,000 deals of its kernel" in text and "Dirichlet" not in text


def test_table_deal_unknown():
    rows = json.loads(invoke("table", "short", "--deal", "unknown", "-f", "json").stdout)
    assert len(rows) == 25 and {row["dealer"] for row in rows} == {"unknown"}
    both = json.loads(invoke("table", "short", "-f", "json").stdout)
    at = {(row["us"], row["them"], row["dealer"]): row["p_win"] for row in both}
    for row in rows:
        assert row["p_win"] == pytest.approx((at[row["us"], row["them"], "us"] + at[row["us"], row["them"], "them"])
                                             / 2, abs=1e-12)
    them = json.loads(invoke("table", "short", "--deal", "them", "-f", "json").stdout)
    assert {row["dealer"] for row in them} == {"them"} and len(them) == 25
    text = invoke("table", "short", "--deal", "unknown").stdout
    assert "who deals next unknown" in text and "we deal" not in text


def test_rubber_deal_unknown_and_its_odds_in_words():
    figures = {deal: json.loads(invoke("rubber", "short", "--games", "1-0", "--score", "2-3", "--deal", deal,
                                       "-f", "json").stdout)[0] for deal in ("us", "them", "unknown")}
    unknown = figures["unknown"]
    assert unknown["p_win_rubber"] == pytest.approx(
        (figures["us"]["p_win_rubber"] + figures["them"]["p_win_rubber"]) / 2, abs=1e-12)
    for figure in figures.values():
        assert figure["ci95_low"] < figure["p_win_rubber"] < figure["ci95_high"]
        assert re.fullmatch(r"\d+ to \d+( on| against)?|evens", figure["odds"]), figure["odds"]
    text = invoke("rubber", "short", "--games", "1-0").stdout
    assert re.search(r"P\(we win the rubber\) = 0\.\d{4} \(95% interval 0\.\d{4}-0\.\d{4}\), \d+ to \d+ on;", text)
    assert "95% interval from the 10,000,000 deals of its kernel" in text


@pytest.mark.parametrize("args", [["odds", "long", "--score", "8-9", "--deal", "nobody"],
                                  ["rubber", "short", "--deal", "nobody"], ["table", "short", "--deal", "nobody"]])
def test_a_bad_deal_names_unknown(args):
    result = invoke(*args)
    assert result.exit_code == 2 and "use us, them or unknown" in result.output and result.output.count("\n") == 1


def test_deal_unknown_where_whole_games_are_simulated_is_one_line():
    result = invoke("odds", "scotch-whist(players=6,sides=3)", "--score", "1-2-3", "--deal", "unknown")
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "whole games" in result.output


def test_kernel_and_holding_probabilities_carry_interval_and_odds():
    kernel = invoke("kernel", "long").stdout
    assert re.search(r"odd trick\) = 0\.\d{4} \(95% interval 0\.\d{4}-0\.\d{4}\), \d+ to \d+ on", kernel)
    holding = invoke("holding", "left holds KS", "--hand", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
                     "--deals", "10000").stdout
    assert "1/3 = 0.333333 (exact), 2 to 1 against" in holding
    assert re.search(r"simulated: +0\.\d{6} \(95% interval 0\.\d{6}-0\.\d{6}\), ", holding)


def test_api_deal_unknown():
    from whistodds.games import get_game
    from whistodds.odds.game_odds import odds_at, odds_table
    from whistodds.odds.rubber import rubber_odds

    at = odds_at(get_game("long"), (8, 9), "unknown", draws=50)
    assert at["dealer"] == "unknown" and at["ci95_low"] < at["p_win"] < at["ci95_high"]
    table = odds_table(get_game("long"), dealer="unknown", draws=50)
    row = table[(table.us == 8) & (table.them == 9)].iloc[0]
    assert row.p_win == pytest.approx(at["p_win"], abs=1e-12)
    odds = rubber_odds((1, 0), (2, 3), "unknown", draws=20)
    ours, theirs = (rubber_odds((1, 0), (2, 3), deal, draws=0) for deal in ("us", "them"))
    assert odds.p_win.value == pytest.approx((ours.p_win.value + theirs.p_win.value) / 2, abs=1e-12)
    assert sum(odds.distribution.values()) == pytest.approx(1.0, abs=1e-12) and odds.odds
    with pytest.raises(ValueError, match="dealer='nobody'"):
        odds_table(get_game("long"), dealer="nobody")


def test_explorer_data_has_the_unknown_deal_as_the_cli_gives_it():
    from whistodds.reports.explorer import _table, _Words, explorer_choices

    choice = next(c for c in explorer_choices()[0] if c.key == "long-whist|hoyle")
    words = _Words()
    entry = _table(choice, 2000, 0, None, words)
    target = entry["target"]
    cli = json.loads(invoke("odds", "long", "--score", "8-9", "--deal", "unknown", "-f", "json").stdout)[0]
    at = 8 * target + 9
    assert entry["unknown"]["p"][at] == round(cli["p_win"], 4)
    assert (entry["unknown"]["lo"][at], entry["unknown"]["hi"][at]) == (round(cli["ci95_low"], 4),
                                                                        round(cli["ci95_high"], 4))
    assert words.words[entry["unknown"]["odds"][at]] == cli["odds"]
    rubber = json.loads(invoke("rubber", "long", "--games", "1-0", "--score", "8-9", "--deal", "unknown",
                               "-f", "json").stdout)[0]
    assert entry["rubber"]["unknown"][target * target + at] == round(rubber["p_win_rubber"], 4)
