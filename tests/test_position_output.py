"""``position``'s answer as a reviewer read it: the best card when P(game) ties (broken by P(odd trick), then
tricks), the CSV one table (the position's row, then each card's), the JSON's ``cards`` when it is not my turn,
what ``tricks`` counts said in every format, P(rubber) for each card, and the wording of seats and tricks."""

from __future__ import annotations

import io
import json

import pandas as pd
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.positions.cards import best_index, card_odds
from whistodds.odds.positions.play_so_far import game_state
from whistodds.simulations.play.models import get_model

runner = CliRunner()
FOUR_HONOURS = "AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C"  # at 6-0 the honours alone make the game
NOT_MY_TURN = ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", "--trumps", "hearts", "--deal",
               "us", "--score", "8-7", "--deals", "300", "--seed", "1"]
# I led the ace of clubs and took the trick: my turn again, one trick won.
WON_ONE = ["position", "--hand", "AH KH 7S 6S 5C 6C 7C 8C 9C 10C QD JD", "--played", "me:AC 2C 3C 4C",
           "--trumps", "hearts", "--deal", "them", "--score", "8-7", "--deals", "300", "--seed", "2"]


def _run(args: list[str]) -> str:
    result = runner.invoke(app, args, env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    return result.stdout


def test_best_index_is_lexicographic_with_exact_ties_only():
    assert best_index([(1.0, 0.75, 7.8), (1.0, 0.81, 7.7), (1.0, 0.81, 8.05)]) == 2  # P(game), P(odd) tie
    assert best_index([(0.5 + 1e-9, 0.0, 0.0), (0.5, 1.0, 13.0)]) == 0  # ahead by a hair is ahead
    assert best_index([(0.5 + 1e-15, 0.0, 0.0), (0.5, 1.0, 13.0)]) == 1  # the rounding of a sum is a tie
    assert best_index([(0.3, 0.2), (0.3, 0.2)]) == 0  # equal in every figure: the first


def test_when_p_game_ties_the_best_card_has_the_best_odd_trick_then_tricks():
    state = game_state(hand=FOUR_HONOURS, trumps="hearts", dealer="right", score=(6, 0))
    cards = card_odds(state, get_model("random"), 2000, seed=3)
    assert {card.p_game.value for card in cards} == {1.0}  # the four honours: the game whatever the play
    best = next(card for card in cards if card.best)
    top_odd = max(card.p_odd_trick.value for card in cards)
    assert best.p_odd_trick.value == top_odd  # the heart leads fall short: the clubs take the odd trick more
    assert best.tricks.value == max(card.tricks.value for card in cards if card.p_odd_trick.value == top_odd)
    assert min(card.p_odd_trick.value for card in cards) < top_odd  # the tie-break did decide
    for card in cards:
        assert card.p_game_behind.value >= 0
        if card.p_odd_trick.value == top_odd:  # the tricks decide among these: none ahead of the best
            assert card.tricks_behind.value >= 0


def test_csv_is_one_table_the_position_then_each_card(tmp_path):
    out = tmp_path / "x.csv"
    _run([*NOT_MY_TURN, "--format", "csv", "--out", str(out)])
    alone = pd.read_csv(out)
    assert list(alone["row"]) == ["position"] and "game:" not in out.read_text()
    document = json.loads(_run([*NOT_MY_TURN, "--format", "json"]))
    for name in ("p_odd_trick", "tricks", "p_game"):
        assert alone[name][0] == pytest.approx(document[name], rel=1e-12)
        assert alone[f"{name}_ci95_low"][0] <= alone[name][0] <= alone[f"{name}_ci95_high"][0]
    table = pd.read_csv(io.StringIO(_run([*WON_ONE, "--format", "csv"])))
    document = json.loads(_run([*WON_ONE, "--format", "json"]))
    assert list(table["row"]) == ["position"] + ["card"] * len(document["cards"])
    assert list(table["card"][1:]) == [card["card"] for card in document["cards"]]
    assert list(table["tricks_counted"]) == ["the whole hand"] + ["from this trick on"] * len(document["cards"])
    assert table["tricks"][0] == pytest.approx(document["tricks"], rel=1e-12)
    for row, card in zip(table.to_dict("records")[1:], document["cards"]):
        for name in ("tricks", "p_odd_trick", "p_game", "tricks_behind", "p_game_behind"):
            assert row[name] == pytest.approx(card[name], rel=1e-12, abs=1e-15)
            assert f"{name}_se" in row and f"{name}_ci95_low" in row and f"{name}_ci95_high" in row
    assert set(table["seed"]) == {2} and set(table["tricks_won_us"]) == {1}
    markdown = _run([*WON_ONE, "--format", "markdown"])
    rows = [line for line in markdown.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| row | card |") and rows[1].startswith("| position |")
    assert len(rows) == 2 + len(document["cards"]) and "1 won so far" in markdown


def test_json_gives_cards_and_says_why_there_are_none():
    document = json.loads(_run([*NOT_MY_TURN, "--format", "json"]))
    assert document["cards"] == [] and "left to play, not me" in document["cards_note"]
    text = _run(NOT_MY_TURN)
    assert "each card:    none; it is left to play, not me" in text
    mine = json.loads(_run([*WON_ONE, "--format", "json"]))
    assert mine["cards"] and "cards_note" not in mine


def test_what_tricks_counts_is_said():
    document = json.loads(_run([*WON_ONE, "--format", "json"]))
    assert document["tricks_won"] == [1, 0]
    assert "whole hand, the 1 won so far included" in document["tricks_note"]
    assert "from this trick on" in document["tricks_note"]
    best = next(card for card in document["cards"] if card["best"])
    assert document["tricks"] > best["tricks"]  # the trick won counts in the position's, not in the card's
    text = _run(WON_ONE)
    line = next(line for line in text.splitlines() if line.startswith("our tricks:"))
    assert line.endswith("(the whole hand, 1 won so far)")


def test_each_card_has_p_rubber_with_the_games_of_a_rubber():
    args = ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "--played", "me:10C 2D QC KC; right:AS",
            "--trumps", "hearts", "--deal", "them", "--score", "8-7", "--games", "1-0", "--deals", "300", "--seed",
            "4"]
    document = json.loads(_run([*args, "--format", "json"]))
    assert document["p_rubber"] is not None
    for card in document["cards"]:  # at one game up, the game won is the rubber won: P(rubber) >= P(game)
        assert card["p_game"] - 1e-12 <= card["p_rubber"] <= 1
        assert card["p_rubber_ci95_low"] <= card["p_rubber"] <= card["p_rubber_ci95_high"]
    header = next(line for line in _run(args).splitlines() if line.lstrip().startswith("card"))
    assert header.split()[:5] == ["card", "tricks", "p_odd_trick", "p_game", "p_rubber"]
    without = json.loads(_run([*args[:-6], "--deals", "300", "--seed", "4", "--format", "json"]))
    assert all(card["p_rubber"] is None for card in without["cards"])


@pytest.mark.parametrize("compass, words", [
    (["--dealer", "W"], ["--dealer", "left"]),
    (["--dealer", "E", "--known", "N:AS KS"], ["--dealer", "right", "--known", "partner:AS KS"]),
])
def test_compass_seats_are_read_in_dealer_and_known(compass, words):
    base = ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", "--trumps", "hearts", "--deal", "them",
            "--deals", "50", "--seed", "1", "--format", "json"]
    assert json.loads(_run([*base, *compass])) == json.loads(_run([*base, *words]))


def test_the_wording_of_tricks_seats_and_one_deal():
    result = runner.invoke(app, ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "--played",
                                 "S:10C W:2D", "--trumps", "hearts", "--deal", "them"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "a trick is written SEAT:CARDS from its leader" in result.output and "separated by ';'" in result.output
    result = runner.invoke(app, ["position", "--hand", FOUR_HONOURS, "--trumps", "hearts", "--deal", "them",
                                 "--dealer", "N"])
    assert result.exit_code == 2 and "--dealer N is not allowed with --deal them; use left or right (W or E)" in \
        result.output
    text = _run(["position", "--hand", FOUR_HONOURS, "--trumps", "hearts", "--deal", "them", "--deals", "1",
                 "--seed", "1"])
    assert "1 consistent deal," in text
