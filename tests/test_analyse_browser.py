"""The page of ``whist-odds analyse --format html`` in a real browser (Debian's chromium, headless, driven by
Playwright, as tests/test_browser.py): a page of two boards, at 1280 and 400 px, shows the list of the boards
(each with its result and the tricks each side gave up, linking to its board), and each board's four hands and
every trick, and never scrolls sideways.  Without chromium or Playwright the tests are skipped, and fail when
``CI`` is set."""

from __future__ import annotations

import os
import re
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
    result = runner.invoke(app, ["deals", "long", "--deals", "2", "--seed", "7", "--pbn", "--out", str(pbn)])
    assert result.exit_code == 0, result.output
    html = folder / "hands.html"
    result = runner.invoke(app, ["analyse", str(pbn), "--deals", "4", "--seed", "1", "--format", "html",
                                 "--out", str(html)])
    assert result.exit_code == 0, result.output
    return html


@pytest.mark.parametrize("width", [1280, 400])
def test_the_page_at_each_width(browser, page_file, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        page.goto(page_file.as_uri())
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert page.locator("h1").inner_text() == "Played hands analysed card by card"
        contents = page.locator(".contents tbody tr")
        assert contents.count() == 2
        box = page.locator(".contents").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        for k, board in enumerate((1, 2)):
            section = page.locator(f"section#board-{board}")
            assert section.locator(".hand").count() == 4
            assert section.locator(".trick").count() == 13
            assert section.locator(".trick tbody tr").count() == 52
            assert section.locator(".cards .played").count() == 52  # each card played marked among the legal cards
            for seat in ("North", "East", "South", "West"):
                box = section.locator(".hand", has_text=seat).bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
            cells = contents.nth(k).locator("td").all_inner_texts()
            assert cells[0] == f"Board {board}" and cells[1] == "North"
            assert re.fullmatch(r"N-S (\d+), E-W (\d+)", cells[2])
            assert sum(int(n) for n in re.findall(r"\d+", cells[2])) == 13
            lost = section.locator(".trick td.lost").all_inner_texts()  # the cards that gave tricks up
            assert int(cells[3]) + int(cells[4]) == sum(int(n) for n in lost)
            assert f"Result: {cells[2]}." in section.locator("p").first.inner_text()
        page.locator(".contents a", has_text="Board 2").click()  # the list leads to the board
        page.wait_for_function("location.hash === '#board-2'")
        top = page.locator("section#board-2").bounding_box()
        assert top is not None and abs(top["y"]) < 2  # board 2 at the top of the window
        artefacts = os.environ.get("WHISTODDS_ARTEFACTS")
        if artefacts:
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(Path(artefacts) / f"analyse-{width}.png"), full_page=True)
    finally:
        page.close()
