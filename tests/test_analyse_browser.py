"""The page of ``whist-odds analyse --format html`` in a real browser (Debian's chromium, headless, driven by
Playwright, as tests/test_browser.py): at 1280 and 400 px it shows the four hands and every trick, and never
scrolls sideways.  Without chromium or Playwright the tests are skipped, and fail when ``CI`` is set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

pytest.importorskip("endplay")
runner = CliRunner()


@pytest.fixture(scope="module")
def page_file(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("analyse-page")
    pbn = folder / "deals.pbn"
    result = runner.invoke(app, ["deals", "long", "--deals", "1", "--seed", "7", "--pbn", "--out", str(pbn)])
    assert result.exit_code == 0, result.output
    html = folder / "hand.html"
    result = runner.invoke(app, ["analyse", str(pbn), "--deals", "20", "--seed", "1", "--format", "html",
                                 "--out", str(html)])
    assert result.exit_code == 0, result.output
    return html


@pytest.mark.parametrize("width", [1280, 400])
def test_the_page_at_each_width(browser, page_file, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        page.goto(page_file.as_uri())
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert page.locator(".hand").count() == 4
        assert page.locator(".trick").count() == 13
        assert page.locator("tbody tr").count() == 52
        assert page.locator(".cards .played").count() == 52  # each card played marked among the legal cards
        for seat in ("North", "East", "South", "West"):
            box = page.locator(".hand", has_text=seat).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        artefacts = os.environ.get("WHISTODDS_ARTEFACTS")
        if artefacts:
            page.screenshot(path=str(Path(artefacts) / f"analyse-{width}.png"), full_page=True)
    finally:
        page.close()
