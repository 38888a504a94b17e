"""Generic suites over the game registry, scipy-style: what every registered game must satisfy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import all_games, get_family, get_game, register
from whistodds.games.registry import game_names
from whistodds.odds.game_odds import exact_solvable, odds_at, odds_table
from whistodds.simulations.kernels import get_kernel
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model

GAMES = all_games()
SCORE_GAMES = [game for game in GAMES if game.has_score and game.n_sides == 2]
KERNEL_DEALS = 100_000
GAMES_SIMULATED = 10_000


@pytest.fixture(autouse=True)
def own_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("WHISTODDS_CACHE", str(tmp_path_factory.getbasetemp() / "registry-cache"))


def _model(game):
    """hoyle, or random where the exact solver cannot take hoyle (Dummy Whist: hoyle reads dummy's hand)."""
    return get_model("hoyle" if exact_solvable(game, get_model("hoyle")) else "random")


def _kernel(game):
    try:
        return get_kernel(_model(game), game=game)  # shipped, for the long-whist deal
    except ValueError:
        return get_kernel(_model(game), KERNEL_DEALS, seed=1, game=game)


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_every_game_is_found_by_its_canonical_name(game):
    assert get_game(str(game)) == game
    assert get_game(game) is game
    family = get_family(game.family)
    for parameter in family.parameters:
        with pytest.raises(ValueError, match=parameter.name):
            get_game(f"{game.family}({parameter.name}=nonsense-value)")
    with pytest.raises(ValueError, match="colour"):
        get_game(f"{game.family}(colour=red)")


def test_the_registry_lists_every_family():
    assert set(game_names()) >= {"long-whist", "short-whist", "scotch-whist", "gleek"}
    with pytest.raises(ValueError, match="registered already"):
        register(GAMES[0])


@pytest.mark.parametrize("game", SCORE_GAMES, ids=str)
def test_exact_odds_are_probabilities_and_complementary(game):
    table = odds_table(game, _kernel(game), draws=0)
    assert table.p_win.between(0, 1).all()
    pivot = table.set_index(["us", "them", "dealer"]).p_win
    target = game.scoring.target
    for us in range(target):
        for them in range(target):
            # P(we win from a-b, we deal) + P(we win from b-a, they deal) = 1: the same position from the other side.
            assert pivot[us, them, "us"] + pivot[them, us, "them"] == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("game", SCORE_GAMES, ids=str)
def test_exact_solver_agrees_with_whole_games_at_three_states(game):
    kernel = _kernel(game)
    target = game.scoring.target
    for k, (start, dealer) in enumerate([((0, 0), "us"), ((target // 2, target // 3), "them"),
                                         ((target - 1, target - 2), "us")]):
        exact = odds_at(game, start, dealer, kernel, draws=200, seed=k)
        rate = simulate_games(game, GAMES_SIMULATED, start, dealer, _model(game), seed=100 + k).win_rate
        kernel_se = (exact["ci95_high"] - exact["ci95_low"]) / (2 * 1.96)  # the kernel's own sampling error
        assert abs(rate.estimate - exact["p_win"]) < 5 * np.hypot(rate.standard_error, kernel_se), (start, dealer)


WHIST_RULES = st.fixed_dictionaries({
    "target": st.integers(3, 15),
    "honours": st.booleans(),
    "honours_four": st.integers(0, 6),
    "honours_three": st.integers(0, 4),
})


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["long-whist", "short-whist"]), WHIST_RULES, st.data())
def test_any_setting_of_the_rules_has_one_canonical_name(family, rules, data):
    target = rules["target"]
    rules["no_honours_from"] = data.draw(st.one_of(st.none(), st.integers(0, target - 1)))
    rules["call_at"] = data.draw(st.one_of(st.none(), st.integers(0, target - 1)))
    rules["treble_below"] = data.draw(st.one_of(st.none(), st.integers(0, target)))
    rules["double_below"] = data.draw(st.one_of(st.none(), st.integers(0, target)))
    game = get_game(family, **rules)
    assert get_game(str(game)) == game
    assert get_game(str(game)).name == str(game)
    order = list(rules.items())
    assert get_game(family, **dict(reversed(order))) == game  # the order the rules are given in does not matter
    assert game.scoring.target == target and len(game.scoring.game_values) == target
