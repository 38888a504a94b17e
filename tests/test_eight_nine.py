"""``whist-odds edge``: eight love against nine love with the dealer's edge moved (issue 42, item 5)."""

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.simulations.play.models import get_model
from whistodds.cli.app import app
from whistodds.games.registry import get_game
from whistodds.families.whist.odds.eight_nine import EVEN, eight_nine_row, kernel_deals, theta_for, tilt
from whistodds.odds.game_odds import game_chain
from whistodds.odds.solver import solve, state_index
from whistodds.simulations.kernels import DealKernel, shipped_kernel

runner = CliRunner()
KEYS = ["model", "dealer_p_odd_trick", "p_win_8_0", "p_win_9_0", "threshold"]
LONG = get_game("long-whist")


def spread_kernel() -> DealKernel:
    """Deals whose tricks (4 to 9, evenly) are independent of the honours (hoyle's): eight ranks above nine at
    an even deal, and below it once the dealer's edge is large enough, so a threshold exists."""
    tricks = np.zeros(14)
    tricks[4:10] = 1
    counts = np.rint(tricks[:, None] * shipped_kernel(get_model("hoyle")).counts.sum(axis=0)[None, :] / 60).astype(np.int64)
    return DealKernel(counts, "hoyle", 1)


def eight_less_nine(kernel, p):
    """P(win at 8-0) - P(win at 9-0), the mean of the two deals, solved exactly with the dealer's chance of the
    odd trick moved to ``p`` (the tilt of the module, then the solver directly)."""
    deals = kernel_deals(LONG, kernel)
    grid = tilt(deals.reference, theta_for(deals, p), deals.odd)
    assert abs(float((grid * deals.odd).sum()) - p) < 1e-9  # the tilt gives the edge asked
    assert np.allclose(grid.sum(axis=0), deals.reference.sum(axis=0))  # ... and keeps the honours
    values = solve(game_chain(LONG, kernel), grid.ravel())[0]
    n = LONG.score_rules.score_states
    mean = [(values[state_index(n, s, 0, True)] + values[state_index(n, s, 0, False)]) / 2 for s in (8, 9)]
    return mean[0] - mean[1]


def test_the_threshold_is_where_the_exact_solver_changes_its_ranking():
    kernel = spread_kernel()
    row = eight_nine_row(LONG, kernel, draws=0)
    threshold = row["threshold"]
    assert threshold is not None and EVEN < threshold < 0.95, row
    assert eight_less_nine(kernel, threshold - 0.01) > 0 > eight_less_nine(kernel, threshold + 0.01)
    assert abs(eight_less_nine(kernel, threshold)) < 1e-7
    assert row["difference"] == pytest.approx(eight_less_nine(kernel, row["dealer_p_odd_trick"]), abs=1e-12)
    for deal in ("we_deal", "they_deal"):  # each deal's own threshold lies between the edges checked
        assert EVEN < row[f"threshold_{deal}"] < 0.95


def test_under_the_shipped_models_nine_ranks_above_eight_at_every_edge():
    for model in ("random", "hoyle", "double-dummy"):
        row = eight_nine_row(LONG, get_model(model), draws=50)
        kernel = shipped_kernel(get_model(model))
        assert row["threshold"] is None and "below nine at every edge" in row["threshold_note"], row
        for p in (EVEN, row["dealer_p_odd_trick"], 0.9):
            assert eight_less_nine(kernel, p) < 0
        assert row["difference_ci95_high"] < 0
        assert row["dealer_p_odd_trick"] == pytest.approx(kernel.summary()["p_dealer_side_odd_trick"])
        assert row["difference_honours_apart"] > 0  # honours taken apart from tricks: eight above nine


def test_the_json_keys_are_the_issues():
    result = runner.invoke(app, ["edge", "long", "--model", "hoyle", "--model", "random", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [row["model"] for row in rows] == ["hoyle", "random"]
    for row in rows:
        assert list(row)[:5] == KEYS
        assert row["threshold"] is None
        assert row["p_win_8_0"] == pytest.approx((row["p_win_8_0_we_deal"] + row["p_win_8_0_they_deal"]) / 2)
        assert sum(row[f"p_honours_{h}"] for h in range(5)) == pytest.approx(1)


def test_a_game_without_eight_and_nine_love_is_one_line():
    result = runner.invoke(app, ["edge", "short"])
    assert result.exit_code == 2
    assert "more than nine; short-whist is played to 5" in result.output
    assert "Traceback" not in result.output


def test_the_sections_chart_is_drawn_alone(tmp_path):
    from whistodds.reports.sections import standalone_charts

    figure = standalone_charts()["eight-nine"]()
    assert len(figure.axes[0].lines) >= 2 * 3 + 2  # a curve and a marker a model, Bob Short's line and 0
    out = tmp_path / "eight-nine.png"
    result = runner.invoke(app, ["chart", "eight-nine", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"\x89PNG")


def test_the_text_says_the_finding_in_words():
    """Issue 47, item 9: the text output said only ``threshold None``; now the finding, from the figures."""
    arguments = ["edge", "long", "--model", "hoyle", "--model", "double-dummy"]
    rows = json.loads(runner.invoke(app, [*arguments, "--format", "json"]).stdout)
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    if all(row["threshold"] is None and row["threshold_note"].startswith("eight ranks below nine at every edge")
           for row in rows):
        assert "No dealer's edge explains the old ranking" in text
    apart = sorted(f"{100 * row['difference_honours_apart']:+.1f}" for row in rows)
    if all(row["difference_honours_apart"] > 0 for row in rows):
        assert f"eight would rank above nine under every model ({apart[0]} to {apart[-1]})" in text
    for row in rows:
        higher = "eight" if row["difference"] > 0 else "nine"
        assert (f"{row['model']}: the dealer's side takes the odd trick in {row['dealer_p_odd_trick']:.1%} of deals; "
                f"there P(we win) is {row['p_win_8_0']:.4f} at eight love and {row['p_win_9_0']:.4f} at nine love, "
                f"{higher} above by {100 * abs(row['difference']):.2f} points in 100") in text
        assert f"with the edge moved, {row['threshold_note']}" in text
        assert f"above by {100 * abs(row['difference_honours_apart']):.1f} points in 100." in text


def test_the_help_is_for_a_historian_with_the_tilt_in_a_note():
    from whistodds.families.whist.odds.bob_short import bob_short_table

    result = runner.invoke(app, ["edge", "--help"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    entries = {entry.label: entry for entry in bob_short_table()}
    eight, nine = entries["8 to 0"], entries["9 to 0"]
    line = lambda entry: entry.source_line.split(":")[1].split()[0]  # noqa: E731
    assert f"lays {eight.odds} on the side at eight love and {nine.odds} on the side at nine love" in text
    assert f"lines {line(eight)} and {line(nine)}" in text
    assert "Q(t, h) = P(h) P(t, h) exp(theta [t > b]) / sum over s of P(s, h) exp(theta [s > b])" in text
    assert "Honours apart: Q(t, h) = P(t) P(h)" in text


def test_the_edge_command_says_the_edge_searched():
    # The command's help names the highest edge searched without importing the study (numpy, scipy) to start.
    from whistodds.families.whist.command.edge import TOP_EDGE as SAID
    from whistodds.families.whist.odds.eight_nine import TOP_EDGE

    assert SAID == TOP_EDGE
