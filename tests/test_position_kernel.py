"""The chances from a moment of a hand against what is known without it (issue #28): at the first card with
nothing known, today's kernel figures within 5 SE of both (every model with a shipped kernel, hoyle-score at
two scores); and the sanity that holds exactly under every card-playing model of the registry (double-dummy
included): thirteen trumps take every trick; four honours at six win the game (API and command line); at nine
they count for nothing, deal by deal."""

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.odds.game_odds import odds_at
from whistodds.odds.positions.play_so_far import game_state
from whistodds.odds.positions.figures import draw, play_on, position_odds
from whistodds.odds.positions.play import dealer_column, value_tables
from whistodds.odds.solver import state_index
from whistodds.simulations.kernels import get_kernel
from whistodds.simulations.play.models import cannot_play, get_model, model_names

LONG = get_game("long-whist")
ALL_SPADES = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
HONOURS = "AH KH QH JH 2C 3C 4C 2D 3D 4D 2S 3S 4S"  # the four honours and nothing else: the odd trick in doubt
MODELS = tuple(name for name in model_names() if cannot_play(get_model(name), LONG) is None)  # every model that plays it
runner = CliRunner()


def _deals(model: str, many: int, solved: int = 40) -> int:
    """Deals a position runs: fewer where each is solved (double-dummy)."""
    return solved if model == "double-dummy" else many




def _kernel_figures(model: str, score: tuple[int, int]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The kernel's P(the dealer's side takes the odd trick) and the dealer's side's expected tricks, when we
    deal at ``score``, each with its SE: the SD of the figure over 400 draws of the kernel's Dirichlet
    posterior (a kernel per play context, hoyle-score: the state's mixture of them)."""
    kernel = get_kernel(get_model(model), game=LONG)
    state = state_index(LONG.score_rules.score_states, *score, True)
    tricks = kernel.outcomes()["tricks"]
    point = kernel.deal_probabilities(LONG, state)
    draws = kernel.posterior_draws(LONG, 400, np.random.default_rng(0), 0.5)
    draws = draws[:, state] if draws.ndim == 3 else draws
    odd, expected = (tricks >= 7).astype(float), tricks.astype(float)
    return ((float(point @ odd), float((draws @ odd).std())),
            (float(point @ expected), float((draws @ expected).std())))


@pytest.mark.parametrize("model, score", [("random", (5, 3)), ("hoyle", (5, 3)), ("hoyle-score", (5, 3)),
                                          ("hoyle-score", (8, 9))])
def test_nothing_known_at_the_first_card_gives_the_kernel_figures(model, score):
    """Every tolerance 5 x sqrt(SE_position^2 + SE_kernel^2); the kernel's P(game) and its SE from the
    posterior draws ``odds_at`` makes (the same kernel values every deal of the position is worth after it)."""
    (odd, odd_se), (tricks, tricks_se) = _kernel_figures(model, score)
    game = odds_at(LONG, score, "us", get_model(model), draws=200, seed=0)
    state = game_state(hand="", trumps="hearts", dealer="me", score=score)
    result = position_odds(state, get_model(model), 40_000, seed=7)
    assert result.p_game is not None
    for name, figure, value, kernel_se in (("odd trick", result.p_odd_trick, odd, odd_se),
                                           ("tricks", result.tricks, tricks, tricks_se),
                                           ("game", result.p_game, float(game["p_win"]), float(game["se"]))):
        tolerance = 5 * float(np.hypot(figure.se, kernel_se))
        assert 0 < figure.se and tolerance < {"odd trick": 0.02, "tricks": 0.1, "game": 0.02}[name]  # sharp enough
        assert abs(figure.value - value) <= tolerance, f"{model} {score} {name}: {figure} against {value:.5f}"


@pytest.mark.parametrize("model", MODELS)
def test_thirteen_trumps_take_every_trick_under_every_model(model):
    state = game_state(hand=ALL_SPADES, trumps="spades", dealer="me", score=(3, 4))
    result = position_odds(state, get_model(model), _deals(model, 1000), seed=2)
    assert result.tricks.value == 13.0 and result.tricks.se == 0 and result.p_odd_trick.value == 1.0
    assert result.tricks_distribution[13].value == 1.0 and result.honours_distribution[4].value == 1.0


@pytest.mark.parametrize("model", MODELS)
def test_four_honours_at_six_win_the_game_under_every_model(model):
    """The hand's four honours make the game at six (long whist, honours counting below nine) whatever the
    tricks: exact, from the API and from ``whist-odds odds --hand``."""
    state = game_state(hand=HONOURS, trumps="hearts", dealer="right", score=(6, 0))
    deals = _deals(model, 2000)
    result = position_odds(state, get_model(model), deals, seed=1)
    assert result.p_odd_trick.value < 1  # the odd trick is in doubt; the game is not
    assert result.p_game is not None and result.p_game.value == 1.0 and result.p_game.method.value == "exact"
    cli = runner.invoke(app, ["odds", "long", "--score", "6-0", "--deal", "them", "--trumps", "hearts", "--hand",
                              HONOURS, "--model", model, "--deals", str(deals), "--seed", "1", "--format", "json"])
    assert cli.exit_code == 0, cli.output
    figures = json.loads(cli.output)
    assert figures["p_game"] == 1.0 and figures["p_game_method"] == "exact" and figures["model"] == model


@pytest.mark.parametrize("model", MODELS)
def test_at_nine_honours_in_the_hand_do_not_count_under_every_model(model):
    """At nine (to their eight) the four honours are worth nothing: every deal is worth what the same tricks
    would be with no honours held (deal by deal, the same deals), so P(game) is an estimate below 1 by more
    than 5 SE; at eight (to eight) they make the game on every deal."""
    at_nine = game_state(hand=HONOURS, trumps="hearts", dealer="right", score=(9, 8))
    deals = _deals(model, 3000, 160)
    drawn = draw(at_nine, deals, seed=3)
    outcomes = play_on(at_nine, drawn, get_model(model))
    assert outcomes.game_value is not None and (outcomes.our_honours == 4).all()
    tables = value_tables(at_nine, get_model(model))
    assert tables.game is not None
    none_held = tables.column_index(dealer_column(at_nine, np.zeros((1, 4), np.int64)))[0]
    assert np.array_equal(outcomes.game_value, tables.game[outcomes.our_tricks, none_held])
    short = outcomes.our_tricks < 7
    assert short.any() and (outcomes.game_value[short] < 1).all() and (outcomes.game_value[~short] == 1).all()
    result = position_odds(at_nine, get_model(model), drawn=drawn)
    assert result.p_game is not None and result.p_game.method.value != "exact"
    assert result.p_game.value < 1 - 5 * result.p_game.se, result.p_game
    at_eight = game_state(hand=HONOURS, trumps="hearts", dealer="right", score=(8, 8))
    assert (play_on(at_eight, drawn, get_model(model)).game_value == 1).all()


def test_every_card_playing_model_is_checked():
    """Every model of the registry is checked by each sanity test below (its parameters, as collected), or
    cannot play long whist and is refused, from a position too, in a one-line error saying why."""
    sanity = [test_thirteen_trumps_take_every_trick_under_every_model,
              test_four_honours_at_six_win_the_game_under_every_model,
              test_at_nine_honours_in_the_hand_do_not_count_under_every_model]
    state = game_state(hand=ALL_SPADES, trumps="spades", dealer="me", score=(3, 4))
    registry = model_names()
    assert len(registry) == len(set(registry)) >= 1
    for test in sanity:
        checked = [value for mark in test.pytestmark if mark.name == "parametrize" for value in mark.args[1]]
        assert sorted(checked) == sorted(name for name in registry if cannot_play(get_model(name), LONG) is None), test.__name__
    for name in registry:
        reason = cannot_play(get_model(name), LONG)
        if reason is not None:
            with pytest.raises(ValueError) as refused:
                position_odds(state, get_model(name), 100, seed=1)
            assert reason in str(refused.value) and "\n" not in str(refused.value)
