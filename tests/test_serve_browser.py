"""The page in a real browser (Debian's chromium, headless, driven by Playwright), used as a person would: the
odds asked with the page's own controls (by mouse and by keyboard), the cards of the Ask page clicked, and the
figures shown compared with the command line's for the command the page prints.  Every control has a label,
and the page asks nothing of any address but its own server's."""

from __future__ import annotations

import json
import shlex

import pytest
from typer.testing import CliRunner

from tests.page_server import server  # noqa: F401 (a fixture)
from whistodds.cli.app import app

runner = CliRunner()


@pytest.fixture()
def page(browser, server):
    errors: list[str] = []
    opened = browser.new_page(viewport={"width": 1280, "height": 900})
    opened.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    opened.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    opened.on("request", lambda r: errors.append(f"request: {r.url}") if not r.url.startswith(server.address) else None)
    yield opened
    opened.close()
    assert errors == []


def command_json(line: str) -> object:
    words = shlex.split(line)
    assert words[0] == "whist-odds"
    result = runner.invoke(app, [*words[1:], "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def unlabelled(page) -> list[str]:
    return page.evaluate("""() => Array.from(document.querySelectorAll('input, select, textarea, button'))
        .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
        .map(e => e.outerHTML)""")


def test_the_odds_page_gives_the_command_lines_figures(page, server):
    page.goto(server.address + "odds")
    assert unlabelled(page) == []
    page.get_by_label("Game").select_option("long-whist")
    page.get_by_label("Score, ours first").fill("7-4")
    page.get_by_label("Who deals next").select_option("them")
    page.get_by_label("Seed").fill("1")
    page.get_by_role("button", name="Ask").click()
    page.locator(".answer").wait_for(state="visible", timeout=300_000)
    line = page.locator(".answer .command code").inner_text()
    assert line == "whist-odds odds long-whist --score 7-4 --deal them --model hoyle --seed 1"
    figures = command_json(line)
    assert f"{figures[0]['p_win']:.4f}" in page.locator(".answer .figures").inner_text()
    assert figures[0]["odds"] in page.locator(".answer pre.text").inner_text()


def test_the_odds_page_by_keyboard(page, server):
    page.goto(server.address + "odds")
    page.get_by_label("Score, ours first").fill("5-3")
    page.get_by_label("Seed").focus()
    page.keyboard.press("Tab")  # to the Ask button
    assert page.evaluate("document.activeElement.textContent") == "Ask"
    page.keyboard.press("Enter")
    page.locator(".answer").wait_for(state="visible", timeout=300_000)
    assert "--score 5-3" in page.locator(".answer .command code").inner_text()


def test_the_cards_clicked_make_the_hand_and_the_play(page, server):
    page.goto(server.address)
    assert unlabelled(page) == []
    for name in ("ace of spades", "king of spades", "2 of clubs"):
        page.get_by_role("button", name=name, exact=True).click()
    assert page.get_by_role("textbox", name="My hand").input_value() == "AS KS 2C"
    page.get_by_role("button", name="king of spades", exact=True).press("Enter")  # by keyboard: out again
    assert page.get_by_role("textbox", name="My hand").input_value() == "AS 2C"
    page.get_by_label("the play so far (in order)").check()
    page.get_by_label("Seat of the next card played").select_option("left")
    page.get_by_role("button", name="5 of hearts", exact=True).click()
    assert page.get_by_label("The play so far (SEAT:CARD, tricks split by ;)").input_value() == "left:5H"
    page.get_by_role("button", name="we hold all four honours").click()
    assert page.get_by_label("The sentence").input_value() == "we hold all four honours"


def test_the_whole_table_is_drawn_as_the_explorers_heatmaps(page, server):
    page.goto(server.address + "odds")
    page.get_by_label("Game").select_option("short-whist")
    page.get_by_label("Seed").fill("1")
    page.get_by_role("button", name="The whole table").click()
    page.locator(".answer").wait_for(state="visible", timeout=300_000)
    line = page.locator(".answer .command code").inner_text()
    figures = command_json(line)
    cell = page.locator("table.heatmap").first.locator("tbody tr").nth(3).locator("td").nth(2)
    record = next(r for r in figures if r["dealer"] == "us" and r["us"] == 3 and r["them"] == 2)
    assert cell.inner_text() == f"{record['p_win']:.3f}" and record["odds"] in cell.get_attribute("title")


def test_ask_a_sentence_with_the_cards_clicked(page, server):
    page.goto(server.address)
    hand = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"]
    for card in hand:
        page.locator(f'.card[data-card="{card}"]').click()
    page.get_by_label("The sentence").fill("partner holds at least 1 of AS KS")
    page.get_by_role("button", name="Ask").click()
    page.locator(".answer").wait_for(state="visible", timeout=300_000)
    line = page.locator(".answer .command code").inner_text()
    assert line.startswith("whist-odds holding 'partner holds at least 1 of AS KS' --hand '2C 3C")
    figures = command_json(line)
    shown = page.locator(".answer pre.text").inner_text()
    assert figures["exact_fraction"] == "32/57" and "32/57" in shown and "reading:" in shown


def test_check_a_claims_file_pasted(page, server):
    from pathlib import Path

    example = (Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv").read_text()
    page.goto(server.address + "check")
    page.get_by_label("Its text (CSV), or drop the file here").fill(example)
    page.get_by_role("button", name="Check").click()
    page.locator(".verdicts").wait_for(state="visible", timeout=300_000)
    example_file = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"
    result = runner.invoke(app, ["verify", "claims", str(example_file), "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = page.locator(".figures table tbody tr")
    assert rows.count() == len(json.loads(result.stdout)) > 0  # the command line's rows, one a row
    first = rows.first.inner_text()
    page.get_by_label("Show only rows containing").fill("no such text anywhere")
    assert page.locator(".figures table tbody tr:visible").count() == 0
    page.get_by_label("Show only rows containing").fill("")
    assert rows.first.inner_text() == first
    page.wait_for_function("document.querySelector('#download').href.startsWith('blob:')", timeout=300_000)


def test_play_it_out_card_by_card_and_undo(page, server):
    page.goto(server.address + "play")
    assert unlabelled(page) == []
    page.get_by_role("button", name="Show each card's worth").click()
    page.locator(".legal .card").first.wait_for(timeout=300_000)
    line = page.locator(".answer .command code").inner_text()
    figures = command_json(line)
    shown = [button.get_attribute("data-card") for button in page.locator(".legal .card").all()]
    assert shown == [card["card"] for card in figures["cards"]]
    first = page.locator(".legal .card").first
    played = first.get_attribute("data-card")
    first.click()
    page.wait_for_function("document.querySelector('#played').value !== ''", timeout=300_000)
    page.locator(".answer").wait_for(state="visible", timeout=300_000)
    page.wait_for_function("!document.querySelector('.legal .card') || "
                           f"document.querySelector('.legal .card').dataset.card !== '{played}'", timeout=300_000)
    assert page.locator("#played").input_value() == f"{figures['seat']}:{played}"
    page.get_by_role("button", name="Undo a card").click()
    page.wait_for_function("document.querySelector('#played').value === ''", timeout=300_000)
