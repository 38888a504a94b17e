"""``whist-odds chart``: --list names every chart the report draws, each is drawn on its own (the older games'
heatmaps and the claims fit included), and --game draws a chart of one game for any game with its rules."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()


def test_list_names_every_chart_of_the_report_one_a_line():
    from whistodds.reports.sections import report_charts

    result = runner.invoke(app, ["chart", "--list"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    names = [spec.name for spec in report_charts()]
    assert [line.split()[0] for line in lines] == [*names, "claims"]
    assert all(len(line.split(maxsplit=1)) == 2 and "{" not in line for line in lines)  # each says what it shows
    assert "heatmap-whisk" in names and "claims-fit" in names
    taking_game = {line.split()[0] for line in lines if line.endswith("[--game]")}
    assert {"heatmap-long", "heatmap-whisk", "heatmap-scotch", "convergence", "rubber-value"} <= taking_game
    assert "bob-short" not in taking_game


def test_help_points_to_the_list():
    result = runner.invoke(app, ["chart", "--help"], env={"COLUMNS": "200"})
    assert "--list" in result.output and "see --help of the report" not in result.output


def _svg_text(path) -> str:
    """The words of an SVG chart written with its glyphs as paths: matplotlib keeps each text as a comment."""
    return " ".join(re.findall(r"<!-- (.*?) -->", path.read_text(encoding="utf-8")))


def test_an_older_game_heatmap_is_drawn_under_its_own_model(tmp_path):
    out = tmp_path / "whisk.svg"
    result = runner.invoke(app, ["chart", "heatmap-whisk", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "whisk" in _svg_text(out) and "hoyle play" in _svg_text(out)


def test_game_draws_a_chart_of_one_game_for_another_rule_set(tmp_path):
    out = tmp_path / "no-call.svg"
    result = runner.invoke(app, ["chart", "heatmap-long", "--game", "long-whist(call_at=none)", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "long-whist(call_at=none)" in _svg_text(out)
    plain = tmp_path / "plain.svg"
    assert runner.invoke(app, ["chart", "heatmap-long", "--out", str(plain)]).exit_code == 0
    assert "call_at=none" not in _svg_text(plain)
    rubber = tmp_path / "rubber.svg"
    result = runner.invoke(app, ["chart", "rubber-value", "--game", "short-whist(rubber_bonus=4)", "--out", str(rubber)])
    assert result.exit_code == 0, result.output
    assert "short-whist(rubber_bonus=4)" in _svg_text(rubber)


def test_the_claims_fit_is_drawn_on_its_own(tmp_path):
    out = tmp_path / "fit.png"
    result = runner.invoke(app, ["chart", "claims-fit", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_the_holdings_chart_is_drawn_on_its_own_as_the_report_draws_it(tmp_path):
    out = tmp_path / "holdings.svg"
    result = runner.invoke(app, ["chart", "holdings", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "Where the cards lie" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize(("arguments", "named"), [
    (["chart", "advice-long", "--model", "random"], "random plays none"),
    (["chart", "bob-short", "--game", "whisk"], "takes no --game"),
    (["chart", "heatmap-long", "--game", "no-such-game"], "no-such-game"),
    (["chart", "heatmap-long", "--game", "long-whist(nonsense=1)"], "nonsense"),
    (["chart", "heatmap-long", "--game", "gleek"], "gleek"),
    (["chart"], "--list"),
    (["chart", "heatmap-nothing"], "heatmap-nothing"),
])
def test_bad_chart_input_is_one_line(arguments, named, tmp_path):
    result = runner.invoke(app, [*arguments, "--out", str(tmp_path / "x.png")])
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output, result.output
