import re

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.reports.report import CHART_CAPTIONS


@pytest.fixture(scope="module")
def report_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    result = CliRunner().invoke(app, ["report", "--out", str(out), "--deals", "2000", "--seed", "3", "--quiet"])
    assert result.exit_code == 0, result.output
    return out


def test_every_chart_is_a_png_of_sensible_size(report_dir):
    for name in CHART_CAPTIONS:
        path = report_dir / "charts" / f"{name}.png"
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", name
        assert 20_000 < len(data) < 2_000_000, (name, len(data))
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert 600 <= width <= 2000 and 400 <= height <= 1200, (name, width, height)


def test_html_references_every_chart_and_table(report_dir):
    page = (report_dir / "index.html").read_text(encoding="utf-8")
    for name in CHART_CAPTIONS:
        assert f"charts/{name}.png" in page and f"id='{name}'" in page
    assert page.count("data:image/png;base64,") == len(CHART_CAPTIONS)  # self-contained
    for csv in (report_dir / "tables").glob("*.csv"):
        assert f"tables/{csv.name}" in page
        assert (report_dir / "tables" / f"{csv.stem}.md").is_file()
    assert "seed 3" in page and re.search(r"whistodds \d+\.\d+\.\d+", page)


def test_tables_are_tidy(report_dir):
    import pandas as pd

    odds = pd.read_csv(report_dir / "tables" / "odds_long_whist.csv")
    assert len(odds) == 200 and {"us", "them", "dealer", "p_win", "ci95_low", "ci95_high"} <= set(odds.columns)
    checks = pd.read_csv(report_dir / "tables" / "whole_games_against_exact.csv")
    assert (checks.z.abs() < 5).all()


def test_older_games_section(report_dir):
    import pandas as pd

    from whistodds.games import get_game
    from whistodds.odds.game_odds import exact_solvable
    from whistodds.odds.history import history_games
    from whistodds.reports.report import HEATMAP_GAMES, OLDER_GAMES, history_matches

    # The comparison table as whist-odds history prints it: every dated game under every model, in date order.
    table = pd.read_csv(report_dir / "tables" / "history.csv")
    assert list(dict.fromkeys(table.game)) == [g.name for g in history_games()]
    assert list(table.year) == sorted(table.year)
    assert (table[table.policy == "hoyle"].luck_matches == history_matches(2000)).all()
    dummy = table[(table.game == "dummy-whist") & (table.policy == "hoyle")].iloc[0]
    assert dummy.kernel_deals == 0  # from whole games: no exact odds under hoyle there
    # A heatmap for each older game the exact solver takes under its own play model, and only those.
    assert HEATMAP_GAMES == tuple(n for n in OLDER_GAMES if exact_solvable(get_game(n), get_game(n).play_model))
    page = (report_dir / "index.html").read_text(encoding="utf-8")
    assert "The older games" in page and "charts/heatmap-ruff-and-honours.png" in page
    assert "charts/heatmap-dummy-whist.png" not in page and "charts/history.png" in page


def test_report_bad_input(tmp_path):
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    result = CliRunner().invoke(app, ["report", "--out", str(a_file)])
    assert result.exit_code == 2 and "is a file" in result.output
    result = CliRunner().invoke(app, ["report", "--out", str(tmp_path / "r"), "--deals", "10"])
    assert result.exit_code == 2 and "--deals 10" in result.output


def test_importing_the_charts_leaves_the_backend_alone():
    # Charts are plain Figures: importing whistodds never switches a notebook's matplotlib backend.
    import subprocess
    import sys

    code = ("import matplotlib; matplotlib.use('svg'); import whistodds.reports.charts, whistodds.reports.report, "
            "whistodds.cli.app; from whistodds.reports.charts import CHARTS; figure = CHARTS['long-short'](); "
            "import matplotlib.figure; print(matplotlib.get_backend(), isinstance(figure, matplotlib.figure.Figure))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.stdout.split() == ["svg", "True"], result.stderr  # a Figure (a Chart, shown inline by Jupyter)
