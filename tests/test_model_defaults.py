"""Where a function is given a game and no play model, it plays the game's own (``Game.play_model``), never a
literal ``hoyle``."""

import pytest

from whistodds.games import SHORT_WHIST, register, registry
from whistodds.simulations.matches import simulate_matches
from whistodds.simulations.whole_games import simulate_games, simulate_rubbers
from whistodds.games import get_game
from whistodds.simulations.play.models import get_model


@pytest.fixture
def careless(monkeypatch):
    """Short whist whose own model is ``random`` (gone after the test)."""
    registry.game_names()  # the registry fills itself on its first look-up: before it is copied
    monkeypatch.setattr(registry, "_FAMILIES", dict(registry._FAMILIES))
    return register(SHORT_WHIST.replace(family="careless-short-whist", play_model="random"), replace=True)


def test_the_games_own_model_is_the_default(careless):
    assert careless.play_model == "random"
    games = [simulate_games(careless, 400, start=(2, 2), model=model, seed=1).win_rate.value
             for model in (None, get_model("random"), get_model("hoyle"))]
    assert games[0] == games[1] != games[2]
    rubbers = [simulate_rubbers(300, model=model, seed=2, game=careless).won
               for model in (None, get_model("random"), get_model("hoyle"))]
    assert rubbers[0] == rubbers[1] != rubbers[2]
    matches = [simulate_matches(careless, 300, model, get_model("hoyle"), seed=3).games.value for model in (None, get_model("random"))]
    assert matches[0] == matches[1]


def test_a_model_that_cannot_play_a_match_leaves_the_default_to_hoyle():
    # Double Dummy's own model solves deals rather than playing cards: a match's skilled side plays hoyle.
    assert simulate_matches(get_game("double-dummy"), 200, seed=4).games.value == simulate_matches(
        get_game("double-dummy"), 200, get_model("hoyle"), seed=4).games.value
