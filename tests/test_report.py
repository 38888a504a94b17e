import re

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.reports.sections import registered_sections, report_charts

CHART_NAMES = [spec.name for spec in report_charts()]


# report_dir: the small report of tests/conftest.py, shared with tests/test_browser.py


def test_every_chart_is_a_png_of_sensible_size(report_dir):
    for name in CHART_NAMES:
        path = report_dir / "charts" / f"{name}.png"
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", name
        assert 20_000 < len(data) < 2_000_000, (name, len(data))
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert 600 <= width <= 2000 and 400 <= height <= 1200, (name, width, height)


def test_html_references_every_chart_and_table(report_dir):
    page = (report_dir / "index.html").read_text(encoding="utf-8")
    for name in CHART_NAMES:
        assert f"charts/{name}.png" in page and f"id='{name}'" in page
    # Self-contained: each chart an SVG inside the page (its text as text), no image fetched or embedded apart.
    assert page.count("<svg ") == len(CHART_NAMES) and "<img" not in page
    for name in CHART_NAMES:
        assert (report_dir / "charts" / f"{name}.svg").read_text(encoding="utf-8").count("<text") >= 5, name
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
    from whistodds.reports.sections.older_games import HEATMAP_GAMES, OLDER_GAMES, history_matches
    from whistodds.simulations.play.models import get_model

    # The comparison table as whist-odds history prints it: every dated game under every model, in date order.
    table = pd.read_csv(report_dir / "tables" / "history.csv")
    assert list(dict.fromkeys(table.game)) == [g.name for g in history_games()]
    assert list(table.year) == sorted(table.year)
    assert (table[table.model == "hoyle"].luck_matches == history_matches(2000)).all()
    dummy = table[(table.game == "dummy-whist") & (table.model == "hoyle")].iloc[0]
    assert dummy.kernel_deals == 0  # from whole games: no exact odds under hoyle there
    # A heatmap for each older game the exact solver takes under its own play model, and only those.
    assert HEATMAP_GAMES == tuple(n for n in OLDER_GAMES
                                  if exact_solvable(get_game(n), get_model(get_game(n).play_model)))
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


def _page(report_dir) -> str:
    return (report_dir / "index.html").read_text(encoding="utf-8")


def _ids(page: str) -> set[str]:
    return set(re.findall(r"""\bid=["']([^"']+)["']""", page))


def test_summary_links_to_sections_that_exist(report_dir):
    page = _page(report_dir)
    summary = re.search(r"<section id=\"summary\".*?</section>", page, re.S)
    assert summary, "the page opens with a summary"
    assert page.index('id="summary"') < page.index("<nav")  # summary first, then the contents
    links = re.findall(r'href="#([^"]+)"', summary.group(0))
    targets = {link for link in links if link != "glossary"}
    assert len(targets) >= 8, targets  # one line per question checked, across the sections
    ids = _ids(page)
    assert all(link in ids for link in links), set(links) - ids
    assert "percentage points" in summary.group(0) and " pp" not in summary.group(0)


def test_every_contents_link_has_a_target(report_dir):
    page = _page(report_dir)
    nav = re.search(r"<nav.*?</nav>", page, re.S).group(0)
    links = re.findall(r'href="#([^"]+)"', nav)
    ids = _ids(page)
    assert len(links) >= 12 and all(link in ids for link in links), set(links) - ids
    assert "glossary" in links
    # The report writes the odds explorer beside the page, and the contents link to it.
    assert (report_dir / "explorer.html").is_file() and 'href="explorer.html"' in nav


def test_charts_and_tables_sit_in_their_sections(report_dir):
    page = _page(report_dir)
    order = [page.index(f'<section id="{section.id}">') for section in registered_sections()]
    assert order == sorted(order)  # every section, in the registry's order
    for section in registered_sections():
        start = page.index(f'<section id="{section.id}">')
        body = page[start:page.index("</section>", start)]
        assert f"<h2>{section.title}</h2>" in body.replace("&#39;", "'")
        for chart in section.charts:
            assert f"id='{chart.name}'" in body, (section.id, chart.name)
        for table in section.tables:
            assert f'href="tables/{table}.csv"' in body, (section.id, table)


def test_counts_in_the_prose_come_from_the_data(report_dir):
    import pandas as pd

    page = _page(report_dir).replace("&#39;", "'")
    hoyle = pd.read_csv(report_dir / "tables" / "bob_short_hoyle.csv")
    entries = len(hoyle[(hoyle.favours == "first-named") & (hoyle.reading == "deal unknown")])
    rule = pd.read_csv(report_dir / "tables" / "proportional_rule.csv")
    assert f"Bob Short's 1793 betting table ({entries} scores of long whist)" in page
    assert f"at the {len(rule)} scores below eight" in page and f"over the {entries} entries" in page
    calculations = pd.read_csv(report_dir / "tables" / "partner_calculations.csv")
    assert f"Bob Short's {['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][calculations.fits_best.sum()]} " \
           f"Calculations" in page


def test_tables_are_collapsed_under_human_titles(report_dir):
    page = _page(report_dir)
    titles = re.findall(r'<details>\s*<summary><span class="table-title">([^<]+)</span>', page)
    # one collapsed table a CSV file, but the claims table, shown one part a source of his book
    parts = [title for title in titles if title.startswith("Every claim in the Bob Short claims file")]
    assert [title.split(": ", 1)[-1] for title in parts] == ["Chances for laying wagers, with the deal",
                                                               "Rules for betting the odds", "Calculations"]
    # ... and the atlas's figures, one part a source (report section atlas): two tables shown in parts
    atlas = [title for title in titles if title.startswith("Every figure of the atlas")]
    assert len(atlas) > 1
    assert len(titles) - len(parts) - len(atlas) + 2 == len(list((report_dir / "tables").glob("*.csv")))
    for title in titles:
        assert not re.search(r"\w_\w", title), title  # no snake_case code names
        assert title[0].isupper(), title
    assert "Bob Short&#39;s table against double-dummy play" in page


def test_page_reads_on_a_phone_and_prints(report_dir):
    page = _page(report_dir)
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    print_css = style[style.index("@media print"):]
    assert "nav" in print_css and "display: none" in print_css and "break-inside: avoid" in print_css
    assert "details" in print_css
    assert "max-width: 100%" in style and "overflow-x" in page


def test_sources_are_quoted_with_their_lines(report_dir):
    page = _page(report_dir)
    assert "bob-short-hoyle-abridged-1793.txt:350" in page
    assert "At the beginning a game it is ten and a half to ten in favour of the dealer." in page
    assert "|z|" not in page and "exact DP" not in page


def test_explorer_link_when_the_report_has_one(report_dir):
    from pathlib import Path

    from whistodds.reports.page import render_page
    from whistodds.reports.report import Report

    report = Report(Path(report_dir), 2000, 3, explorer="explorer.html")
    page = render_page(report)
    assert page.count('href="explorer.html"') == 2 and "Ask the odds at any score: the explorer" in page


def test_chart_command_names_come_from_the_sections(tmp_path):
    result = CliRunner().invoke(app, ["chart", "nonesuch", "--out", str(tmp_path / "c.png")])
    assert result.exit_code == 2 and "unknown chart 'nonesuch'" in result.output and "attention-long" in result.output
    # attention-long sets hoyle-score against hoyle: another play model is refused before any work.
    result = CliRunner().invoke(app, ["chart", "attention-long", "--model", "random", "--out", str(tmp_path / "c.png")])
    assert result.exit_code == 2 and "model 'random' is not allowed for chart attention-long" in result.output
    assert not (tmp_path / "c.png").exists()


def _summary_lines(report_dir) -> list[str]:
    import html

    page = _page(report_dir)
    summary = re.search(r"<section id=\"summary\".*?</section>", page, re.S).group(0)
    items = re.findall(r"<li[^>]*>(.*?)</li>", summary, re.S)
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", "", item)).split()) for item in items]


def test_summary_has_one_unit_per_kind_of_figure(report_dir):
    """Chances as percentages with the odds in words beside; differences in percentage points, in words."""
    lines = _summary_lines(report_dir)
    text = " ".join(lines)
    assert "off by" not in text and not re.search(r"by [+-]\d", text), text  # never "off by -1.82"
    assert not re.search(r"\b0\.\d{3,} of\b", text), text  # never "0.560 of games"
    for share in re.finditer(r"(\d+\.\d)% \(", text):  # every chance carries its odds in words
        after = text[share.end():share.end() + 60]
        assert re.match(r"(95% interval \d+\.\d% to \d+\.\d%; )?(\d+ to \d+( on| against)?|evens)\)", after), after


def test_summary_counts_add_up(report_dir):
    """The claims line names its claims once: the fit's count is the table's and the rest, said as such."""
    line = next(line for line in _summary_lines(report_dir) if "as the claims file reads it" in line)
    table, fitted = int(re.search(r"\((\d+) claims\)", line)[1]), int(re.search(r"over all (\d+) claims", line)[1])
    assert fitted == table or f"those {table} and" in line, line


def test_summary_gives_scotch_by_kind_of_form(report_dir):
    """The verdict on the trump ten is read from the advice table by kind of form, not as bare counts."""
    import pandas as pd

    from whistodds.families.scotch.section import FORMS

    line = next(line for line in _summary_lines(report_dir) if "trump ten" in line)
    advice = pd.read_csv(report_dir / "tables" / "scotch_advice.csv")
    words = {"the advice helps the holder's side": "helps", "the advice costs the holder's side": "costs",
             "no detectable effect": "makes no detectable difference"}
    for alone in (True, False):
        found = [words[verdict] for verdict, (players, sides) in zip(advice.verdict, FORMS)
                 if (sides == players) == alone]
        kind, kinds = (("form where each plays for himself", "forms where each plays for himself") if alone
                       else ("partnership form", "partnership forms"))
        most = max(found, key=found.count)
        if len(set(found)) == 1:
            assert f"{most} in every {kind} ({len(found)})" in line, line
        else:
            assert f"{most} in {found.count(most)} of the {len(found)} {kinds}" in line, line
    assert "of 10 forms" not in line
