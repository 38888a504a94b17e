"""The odds explorer and the report's index.html in a real browser: Debian's chromium, headless, driven by
Playwright (from PyPI; no browser is downloaded).  The explorer's inputs are chosen with its own controls and
the figures it shows are checked against ``whist-odds odds ... --format json`` for the same inputs, run from
the command the page prints.  Screenshots go to ``$WHISTODDS_ARTEFACTS`` (else pytest's tmp dir).

Without chromium or Playwright the tests are skipped, and fail when ``CI`` is set.
"""

from __future__ import annotations

import json
import re
import os
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

WIDTHS = (1280, 400)
runner = CliRunner()


# report_dir: the small report of tests/conftest.py, shared with tests/test_report.py


@pytest.fixture(scope="module")
def artefacts(tmp_path_factory) -> Path:
    named = os.environ.get("WHISTODDS_ARTEFACTS")
    if named:
        Path(named).mkdir(parents=True, exist_ok=True)
        return Path(named)
    return tmp_path_factory.mktemp("screenshots")


class Page:
    """A page opened in the browser, with every console error and uncaught exception it raised."""

    def __init__(self, browser, path: Path, width: int = 1280) -> None:
        self.errors: list[str] = []
        self.page = browser.new_page(viewport={"width": width, "height": 900})
        self.page.on("console", lambda m: self.errors.append(f"console {m.type}: {m.text}")
                     if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.page.on("request", lambda r: self.errors.append(f"request: {r.url}")
                     if not r.url.startswith(("file:", "data:", "about:")) else None)
        self.page.goto(path.as_uri())

    def settle(self) -> None:
        """Wait for the explorer's charts (vega-embed) to finish rendering."""
        self.page.evaluate("window.explorerRendering.then(() => true)")

    def close(self) -> None:
        self.page.close()


@pytest.fixture(scope="module")
def explorer(report_dir, browser):
    page = Page(browser, report_dir / "explorer.html")
    page.settle()
    yield page
    page.close()


def _choose(page: Page, game: str, variant: str, model: str, us: int, them: int, dealer: str) -> None:
    p = page.page
    p.select_option("#game", game)
    p.select_option("#variant", variant)
    p.select_option("#model", model)
    p.select_option("#us", str(us))
    p.select_option("#them", str(them))
    p.select_option("#dealer", dealer)
    page.settle()


def _cli_json(command: str) -> list[dict]:
    words = shlex.split(command)
    assert words[0] == "whist-odds"
    result = runner.invoke(app, words[1:] if "--format" in words else [*words[1:], "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


CASES = [  # game, variant, model, us, them, dealer
    ("long-whist", "long-whist", "hoyle", 7, 4, "them"),
    ("long-whist", "long-whist(call_at=none)", "hoyle", 8, 9, "us"),
    ("long-whist", "long-whist", "hoyle-score", 5, 8, "us"),
    ("long-whist", "long-whist(honours=false)", "double-dummy", 0, 0, "them"),
    ("short-whist", "short-whist", "random", 2, 3, "them"),
    ("short-whist", "short-whist(rubber_bonus=4)", "hoyle", 4, 4, "us"),
    ("scotch-whist", "scotch-whist(players=4,sides=2)", "hoyle", 30, 25, "them"),
    ("ruff-and-honours", "ruff-and-honours(put_out=short-suits)", "random", 4, 2, "us"),
    ("whisk", "whisk(edition=full-pack)", "hoyle", 6, 1, "them"),
    ("long-whist", "long-whist", "hoyle", 8, 9, "unknown"),  # --deal unknown: the mean of the two deals
    ("short-whist", "short-whist", "random", 2, 3, "unknown"),
]


@pytest.mark.parametrize(("game", "variant", "model", "us", "them", "dealer"), CASES,
                         ids=[f"{c[1]}-{c[2]}-{c[3]}-{c[4]}-{c[5]}" for c in CASES])
def test_explorer_shows_what_the_cli_prints(explorer, game, variant, model, us, them, dealer):
    _choose(explorer, game, variant, model, us, them, dealer)
    p = explorer.page
    command = p.inner_text("#command")
    assert shlex.split(command)[1:] [:6] == ["odds", variant, "--score", f"{us}-{them}", "--deal", dealer]
    assert f"--model {model}" in command
    (row,) = _cli_json(command)
    assert (row["game"], row["us"], row["them"], row["dealer"], row["model"]) == (variant, us, them, dealer, model)
    assert p.inner_text("#p-win") == f"{row['p_win']:.4f}"
    assert p.inner_text("#interval") == f"{row['ci95_low']:.4f} to {row['ci95_high']:.4f}"
    assert p.inner_text("#odds-words") == row["odds"]
    assert not explorer.errors


def test_explorer_rubber_is_what_the_cli_prints(explorer):
    _choose(explorer, "short-whist", "short-whist", "random", 2, 1, "us")
    p = explorer.page
    assert p.is_visible("#rubber-section")
    command = p.inner_text("#rubber-command")
    cells = p.eval_on_selector_all("#rubber tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
    assert [row[0] for row in cells] == ["0-0", "1-0", "0-1", "1-1"]  # an empty table must not pass
    for games, p_win, points, three in cells:
        rows = _cli_json(command.replace("--games 0-0 (or 1-0, 0-1, 1-1)", f"--games {games}"))
        assert (p_win, points, three) == (f"{rows[0]['p_win_rubber']:.4f}", f"{rows[0]['expected_points']:+.3f}",
                                          f"{rows[0]['p_three_games']:.4f}"), games
    _choose(explorer, "short-whist", "short-whist", "random", 2, 1, "unknown")  # who deals not known
    command = p.inner_text("#rubber-command")
    assert "--deal unknown" in command
    cells = p.eval_on_selector_all("#rubber tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
    assert [row[0] for row in cells] == ["0-0", "1-0", "0-1", "1-1"]
    for games, p_win, points, three in cells:
        rows = _cli_json(command.replace("--games 0-0 (or 1-0, 0-1, 1-1)", f"--games {games}"))
        assert rows[0]["dealer"] == "unknown"
        assert (p_win, points, three) == (f"{rows[0]['p_win_rubber']:.4f}", f"{rows[0]['expected_points']:+.3f}",
                                          f"{rows[0]['p_three_games']:.4f}"), games
    _choose(explorer, "scotch-whist", "scotch-whist(players=4,sides=2)", "hoyle", 0, 0, "us")
    assert not p.is_visible("#rubber-section")  # Scotch Whist has no rubber
    assert not explorer.errors


def test_explorer_shows_bob_short_for_long_whist(explorer):
    from whistodds.reports.explorer import bob_short_figures

    _choose(explorer, "long-whist", "long-whist", "hoyle", 7, 4, "them")
    text = explorer.page.inner_text("#bob-short")
    his = bob_short_figures()["7-4-them"]
    assert his["odds"] in text and f"{his['p']:.4f}" in text and explorer.page.inner_text("#p-win") in text
    _choose(explorer, "long-whist", "long-whist", "hoyle", 9, 8, "us")  # his 8 to 9 favours the deal either way
    text = explorer.page.inner_text("#bob-short")
    # His words read as a figure, in words (not the reading's option name).
    assert "entry for 8 to 9, read as about 104 to 100 on the dealer" in text and "odds-104-to-100" not in text
    _choose(explorer, "short-whist", "short-whist", "hoyle", 2, 1, "us")
    assert not explorer.page.is_visible("#history")


def test_explorer_charts_render_and_a_click_chooses_the_score(explorer):
    _choose(explorer, "long-whist", "long-whist", "hoyle", 0, 0, "us")
    p = explorer.page
    for chart in ("#heatmap", "#rubber-chart"):
        box = p.locator(f"{chart} svg").first.bounding_box()
        assert box is not None and box["width"] > 100 and box["height"] > 100, chart
    # A click on a square of the heatmap chooses its score (force: the figure printed on it takes the click).
    p.locator("#heatmap svg path[aria-roledescription='rect mark'][aria-label^='them: 6; us: 3;']").click(force=True)
    explorer.settle()
    assert (p.input_value("#us"), p.input_value("#them")) == ("3", "6")
    assert not explorer.errors


@pytest.mark.parametrize("width", WIDTHS)
def test_explorer_fits_the_window(browser, report_dir, artefacts, width):
    page = Page(browser, report_dir / "explorer.html", width)
    try:
        page.settle()
        _choose(page, "long-whist", "long-whist", "hoyle", 7, 4, "them")
        assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.page.screenshot(path=str(artefacts / f"explorer-{width}.png"), full_page=True)
        _choose(page, "scotch-whist", "scotch-whist(players=8,sides=2)", "random", 40, 12, "us")
        assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.page.screenshot(path=str(artefacts / f"explorer-scotch-{width}.png"), full_page=True)
        assert not page.errors
    finally:
        page.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_report_links_lead_somewhere_and_it_fits(browser, report_dir, artefacts, width):
    page = Page(browser, report_dir / "index.html", width)
    try:
        p = page.page
        selector = "nav a[href^='#']" if p.locator("nav").count() else "a[href^='#']"
        targets = p.eval_on_selector_all(selector, "links => links.map(a => a.getAttribute('href').slice(1))")
        for target in targets:
            assert p.evaluate("(id) => !!document.getElementById(decodeURIComponent(id))", target), target
            p.locator(f"{selector}[href='#{target}']").first.click()
            assert p.evaluate("location.hash.slice(1)") == target
        assert p.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        p.screenshot(path=str(artefacts / f"report-{width}.png"))
        assert not page.errors
    finally:
        page.close()


def test_explorer_page_is_self_contained_and_small(report_dir):
    page = (report_dir / "explorer.html").read_text(encoding="utf-8")
    # a budget that grows with the models compared: 3.08 MB with five (the expert the fifth), 2.85 MB with four
    assert len(page.encode()) < 3_500_000
    assert '<meta name="viewport"' in page
    markup = re.sub(r"(<script[^>]*>).*?</script>", r"\1</script>", page, flags=re.S)  # the tags, not the code
    assert markup.count("<script") == 5  # Vega, Vega-Lite, vega-embed, the data and the page's own, all inline
    assert not re.search(r"<(script|img|iframe)[^>]+src=|<link[^>]+href=", markup)
    # (The browser tests also fail on any request the page makes beyond its own file.)


def test_explore_command_writes_and_opens_only_on_a_terminal(tmp_path, monkeypatch):
    import webbrowser
    from types import SimpleNamespace

    import whistodds.cli.explore as explore_command
    import whistodds.reports.explorer as explorer_module

    built, opened = [], []

    def fake_build(out, deals, seed, executor=None, progress=None):
        built.append((deals, seed))
        Path(out).write_text("<!DOCTYPE html>", encoding="utf-8")
        return Path(out)

    monkeypatch.setattr(explorer_module, "build_explorer", fake_build)
    monkeypatch.setattr(webbrowser, "open", opened.append)
    out = tmp_path / "odds.html"
    result = runner.invoke(app, ["explore", "--out", str(out), "--quiet", "--deals", "5000", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert built == [(5000, 2)] and out.is_file() and not opened  # the runner's stdout is no terminal
    # On a terminal it opens the page, unless --no-open.  (CliRunner swaps sys.stdout during invoke, so the
    # command's own view of it is replaced.)
    monkeypatch.setattr(explore_command, "sys", SimpleNamespace(stdout=SimpleNamespace(isatty=lambda: True)))
    assert runner.invoke(app, ["explore", "--out", str(out), "--quiet", "--no-open"]).exit_code == 0
    assert built[-1] == (200_000, 0) and not opened
    assert runner.invoke(app, ["explore", "--out", str(out), "--quiet"]).exit_code == 0
    assert opened == [out.resolve().as_uri()]


@pytest.mark.parametrize("arguments", [["--deals", "0"], ["--out", "/no/such/folder/x.html"], ["--seed", "-1"]])
def test_explore_bad_input_is_one_line_and_exit_2(arguments):
    result = runner.invoke(app, ["explore", "--no-open", "--quiet", *arguments])
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1, result.output


def test_the_report_holds_the_explorer(report_dir):
    from whistodds.reports.report import REPORT_ENTRIES

    assert "explorer.html" in REPORT_ENTRIES and (report_dir / "explorer.html").is_file()


def test_report_charts_are_svg_with_text_of_9_px_or_more_at_400_px(browser, report_dir, artefacts):
    from whistodds.reports.sections import report_charts

    page = Page(browser, report_dir / "index.html", 400)
    try:
        p = page.page
        charts = p.eval_on_selector_all("figure .chart svg", """svgs => svgs.map(svg => {
            const sizes = [...svg.querySelectorAll('text, tspan')].filter((t) => t.textContent.trim()).map((t) => {
                const m = t.getScreenCTM();
                return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
            });
            return {name: svg.closest('figure').id, texts: sizes.length, least: Math.min(...sizes),
                    width: svg.getBoundingClientRect().width};
        })""")
        assert {chart["name"] for chart in charts} == {spec.name for spec in report_charts()}
        for chart in charts:
            assert chart["texts"] >= 5 and chart["least"] >= 9, chart  # real text, drawn at 9 px or more
        assert not p.eval_on_selector_all("figure img", "imgs => imgs.length")  # no PNG left in the page
        assert p.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # a chart scrolls, not the page
        p.locator("#heatmap-long").scroll_into_view_if_needed()
        p.screenshot(path=str(artefacts / "report-chart-400.png"))
        assert not page.errors
    finally:
        page.close()
    for spec in report_charts():  # the PNG files are kept beside the SVGs
        assert (report_dir / "charts" / f"{spec.name}.png").is_file()


def test_explorer_names_rules_in_words_and_opens_scotch_at_four_in_two_sides(explorer):
    p = explorer.page
    p.select_option("#game", "long-whist")
    explorer.settle()
    labels = p.eval_on_selector_all("#variant option", "options => options.map(o => o.textContent)")
    assert "The club rule: the side with the deal may not call against 9 (dealer_cannot_call_against=9)" in labels
    assert "No call of honours (call_at=none)" in labels
    for label in labels:  # words first, the parameters beside them in brackets
        assert "=" not in label.split(" (")[0] and not label[:1].islower(), label
    p.select_option("#game", "scotch-whist")
    explorer.settle()
    assert p.input_value("#variant") == "scotch-whist(players=4,sides=2)"
    assert p.eval_on_selector("#variant", "s => s.options[s.selectedIndex].textContent") == \
        "Four players in two sides (players=4, sides=2)"
    assert not explorer.errors
