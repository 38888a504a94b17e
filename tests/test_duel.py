"""``whist-odds duel``: two models on the same deals with the seats swapped."""

import json

import numpy as np
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.registry import get_game
from whistodds.simulations.duel import duel
from whistodds.simulations.play.models import get_model

runner = CliRunner()
KEYS = ["model_a", "model_b", "game", "deals", "tricks_per_deal", "tricks_ci95_low", "tricks_ci95_high", "p_odd_trick",
        "p_odd_trick_ci95_low", "p_odd_trick_ci95_high", "p_game", "p_game_ci95_low", "p_game_ci95_high", "seconds"]


def test_the_json_keys_are_exactly_the_issues():
    result = runner.invoke(app, ["duel", "random", "hoyle", "long", "--deals", "300", "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert len(rows) == 1 and list(rows[0]) == KEYS
    row = rows[0]
    assert row["tricks_ci95_low"] < row["tricks_per_deal"] < row["tricks_ci95_high"] < 0  # random loses to hoyle
    assert row["p_game_ci95_low"] < row["p_game"] < row["p_game_ci95_high"] < 0.5


def test_a_model_against_itself_is_within_its_interval_of_nothing():
    for model in ("random", "expert"):
        result = duel(get_model(model), get_model(model), get_game("long-whist"), 300 if model == "random" else 60, seed=5)
        assert result.tricks_ci95_low <= 0 <= result.tricks_ci95_high, result
        assert result.p_odd_trick_ci95_low <= 0.5 <= result.p_odd_trick_ci95_high, result


def test_the_same_figures_on_one_and_two_workers():
    one = runner.invoke(app, ["duel", "expert", "random", "--deals", "40", "--seed", "3", "--format", "json"])
    two = runner.invoke(app, ["duel", "expert", "random", "--deals", "40", "--seed", "3", "--format", "json",
                              "--workers", "2"])
    assert one.exit_code == 0 and two.exit_code == 0, one.output + two.output
    first, second = json.loads(one.stdout)[0], json.loads(two.stdout)[0]
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_a_model_that_plays_no_cards_or_an_unknown_one_is_one_line():
    result = runner.invoke(app, ["duel", "double-dummy", "hoyle", "--deals", "10"])
    assert result.exit_code == 2 and "plays no cards" in result.output and "Traceback" not in result.output
    result = runner.invoke(app, ["duel", "best", "hoyle", "--deals", "10"])
    assert result.exit_code == 2 and "unknown play model 'best'" in result.output
    assert np.isfinite(duel(get_model("random"), get_model("hoyle"), get_game("long-whist"), 20, seed=1).tricks_per_deal)
