"""The play context (what the score means for a hand), kernels per context, and the exact
solver with them checked against whole games played hand by hand in their own contexts."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import get_game
from whistodds.games.contexts import hand_context, hand_contexts, neutral, seen_by_other_side
from whistodds.odds.game_odds import odds_at, point_values
from whistodds.odds.solver import state_index
from whistodds.simulations.kernels.context import (ContextKernel, get_context_kernel, has_shipped_context_kernel,
                                                   needed_contexts, state_contexts)
from whistodds.simulations.kernels import simulate_kernel
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model

LONG = get_game("long-whist")
SHORT = get_game("short-whist")


def test_contexts_at_known_scores():
    assert hand_context(LONG, 9, 9, 2) == (7, 7)  # the odd trick decides
    assert hand_context(LONG, 0, 0, 2) == neutral(LONG)  # nothing can end the game this hand
    assert hand_context(LONG, 9, 0, 2) == (7, 0)  # the odd trick wins; they cannot win
    assert hand_context(LONG, 0, 9, 2) == (14, 7)  # they win with the odd trick
    # At eight with three honours the call wins before a card is played: nothing to play for.
    assert hand_context(LONG, 8, 3, 3) == neutral(LONG)
    # Short whist, honours count: at 3 with four honours the game is won unless they win first by tricks.
    assert hand_context(SHORT, 3, 4, 4) == (7, 7)
    assert seen_by_other_side(LONG, (7, 0)) == (14, 7)


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from([LONG, SHORT, get_game("long-whist(club)"), get_game("short-whist(honours=false)")]),
       data=st.data())
def test_a_live_context_says_exactly_who_wins_at_every_number_of_tricks(game, data):
    n = game.scoring.target
    dealer_score = data.draw(st.integers(0, n - 1))
    other_score = data.draw(st.integers(0, n - 1))
    honours = data.draw(st.integers(0, 4))
    win_at, save_at = hand_context(game, dealer_score, other_score, honours)
    tricks = np.arange(14)
    _, winner = game.scoring.apply(np.array([dealer_score, other_score]), np.zeros(14, np.int64),
                                   {"tricks": tricks, "honours": np.full(14, honours)})
    if (win_at, save_at) == neutral(game):
        # Neutral: nothing that a number of tricks within the hand decides.
        assert (winner == winner[0]).all()
    else:
        assert ((winner == 0) == (tricks >= win_at)).all()
        assert ((winner == 1) == (tricks < save_at)).all()


def test_contexts_needed_by_long_and_short_whist_are_shared():
    long_contexts, short_contexts = set(needed_contexts(LONG)), set(needed_contexts(SHORT))
    assert short_contexts <= long_contexts
    win_at, save_at = state_contexts(LONG)
    assert win_at.shape == (LONG.scoring.score_states ** 2 * 2, 5)


def test_state_probabilities_are_distributions_and_the_neutral_case_is_plain_hoyle():
    kernel = get_context_kernel(LONG, get_model("hoyle-score"), 2000, seed=3)
    probabilities = kernel.state_probabilities(LONG)
    assert np.allclose(probabilities.sum(axis=1), 1.0)
    draws = kernel.posterior_state_draws(LONG, 5, np.random.default_rng(0))
    assert draws.shape == (5,) + probabilities.shape and np.allclose(draws.sum(axis=2), 1.0)
    # The neutral context's kernel is the hoyle kernel of the same deals: hoyle-score plays them alike.
    from whistodds.simulations.kernels.context import context_seed

    plain = simulate_kernel(get_model("hoyle"), 2000, context_seed(3, neutral(LONG)), game=LONG)
    assert np.array_equal(kernel.kernel(neutral(LONG)).counts, plain.counts)
    again = ContextKernel.from_json(kernel.to_json())
    assert again.contexts == kernel.contexts and again.seed == kernel.seed
    assert all(np.array_equal(again.kernel(c).counts, kernel.kernel(c).counts) for c in kernel.contexts)


def test_a_context_column_with_no_deals_borrows_the_pooled_column_in_point_and_posterior_alike():
    import dataclasses

    kernel = get_context_kernel(LONG, get_model("hoyle-score"), 2000, seed=3)
    column = int(np.argmax(kernel.kernels[0][1].counts.sum(axis=0)))  # the commonest honours: the most weight
    emptied = [(c, dataclasses.replace(k, counts=np.where(np.arange(k.counts.shape[1]) == column, 0, k.counts)))
               if i == 0 else (c, k) for i, (c, k) in enumerate(kernel.kernels)]
    sparse = dataclasses.replace(kernel, kernels=tuple(emptied))
    point = sparse.state_probabilities(LONG)
    mean = sparse.posterior_state_draws(LONG, 400, np.random.default_rng(1)).mean(axis=0)
    # The posterior's mean is near its point estimate everywhere (not a flat prior over the 14 tricks).
    assert np.abs(mean - point).max() < 0.01


def test_the_same_seed_gives_the_same_kernels_whatever_contexts_are_asked():
    # A context means the same in any game where the same rules can apply: long whist with and without the
    # call at eight ask different contexts and share the ones in common.  (Short whist differs in one rule:
    # VIII, for the adversaries at eight, never applies where no side can stand at eight.)
    from whistodds.games.registry import get_game

    other = get_context_kernel(get_game("long-whist(call_at=none)"), get_model("hoyle-score"), 1000, seed=4)
    long = get_context_kernel(LONG, get_model("hoyle-score"), 1000, seed=4)
    common = set(other.contexts) & set(long.contexts)
    assert len(common) >= 10
    for context in common:
        assert np.array_equal(other.kernel(context).counts, long.kernel(context).counts)


def test_short_whist_plays_as_long_whist_in_a_context_where_viii_cannot_decide():
    short = get_context_kernel(SHORT, get_model("hoyle-score"), 1000, seed=4)
    long = get_context_kernel(LONG, get_model("hoyle-score"), 1000, seed=4)
    same = [context for context in short.contexts
            if np.array_equal(short.kernel(context).counts, long.kernel(context).counts)]
    assert same and len(same) < len(short.contexts)  # VIII decides cards in some long-whist contexts only


@pytest.mark.skipif(not has_shipped_context_kernel(LONG, get_model("hoyle-score")), reason="no shipped hoyle-score kernels")
def test_a_fresh_simulation_agrees_with_every_shipped_context_kernel():
    shipped = get_context_kernel(LONG, get_model("hoyle-score"))
    fresh = get_context_kernel(LONG, get_model("hoyle-score"), 20_000, seed=99)
    assert shipped.contexts == fresh.contexts
    for context in shipped.contexts:
        a, b = shipped.kernel(context).counts.sum(axis=1), fresh.kernel(context).counts.sum(axis=1)
        p, q = a / a.sum(), b / b.sum()
        se = np.sqrt(p * (1 - p) / a.sum() + p * (1 - p) / b.sum())
        assert (np.abs(p - q) <= 5 * se + 1e-12).all(), context


@pytest.mark.skipif(not has_shipped_context_kernel(LONG, get_model("hoyle-score")), reason="no shipped hoyle-score kernels")
@pytest.mark.parametrize("score", [(0, 0), (5, 3), (8, 7), (8, 9), (9, 8), (9, 9)])
@pytest.mark.parametrize("dealer", ["us", "them"])
def test_whole_games_played_in_their_own_contexts_agree_with_the_score_aware_solver(score, dealer):
    values = point_values(LONG, get_context_kernel(LONG, get_model("hoyle-score")))
    exact = values[state_index(LONG.scoring.score_states, *score, dealer == "us")]
    simulated = simulate_games(LONG, 20_000, start=score, dealer=dealer, model=get_model("hoyle-score"), seed=11).win_rate
    assert abs(simulated.estimate - exact) <= 5 * simulated.standard_error


@pytest.mark.skipif(not has_shipped_context_kernel(SHORT, get_model("hoyle-score")), reason="no shipped hoyle-score kernels")
def test_hoyle_score_odds_have_intervals_and_differ_from_hoyle_where_the_score_matters():
    attending = odds_at(SHORT, (4, 4), "us", get_model("hoyle-score"), draws=100)
    plain = odds_at(SHORT, (4, 4), "us", get_model("hoyle"), draws=100)
    assert attending["ci95_low"] <= attending["p_win"] <= attending["ci95_high"]
    assert attending["model"] == "hoyle-score"
    # At 4-4 the odd trick decides: both sides play for it, and the odds move beyond both intervals.
    assert attending["ci95_high"] < plain["ci95_low"] or plain["ci95_high"] < attending["ci95_low"]


def test_attention_worth_plays_both_directions_on_the_same_deals(monkeypatch):
    import whistodds.families.whist.odds.score_attention as attention
    from whistodds.simulations.intervals import Proportion

    seen = []

    class Played:
        win_rate = Proportion(5, 10)

    def record(game, n_games, *, dealer, seed, **options):
        seen.append((dealer, seed.entropy, seed.spawn_key, seed.n_children_spawned))
        seed.spawn(3)  # as run_batches does: the next direction must not see the spawned children
        return Played()

    monkeypatch.setattr(attention, "simulate_games", record)
    result = attention.attention_worth(SHORT, 10, seed=5)
    (_, *first), (_, *second) = seen
    assert first == second and first[2] == 0 and result.trials == 20


def test_a_game_without_contexts_is_refused_in_one_line():
    with pytest.raises(ValueError, match="attends to the score"):
        get_context_kernel(get_game("scotch-whist"), get_model("hoyle-score"), 100, seed=1)
    with pytest.raises(ValueError, match="attends to the score"):
        simulate_games(get_game("scotch-whist"), 10, model=get_model("hoyle-score"), seed=1)


def test_seat_models_in_whole_games_are_checked_and_swapping_sides_mirrors():
    with pytest.raises(ValueError, match="seat_models"):
        simulate_games(LONG, 10, seat_models=(get_model("hoyle"),) * 2, seed=1)
    plain = simulate_games(LONG, 3000, model=get_model("hoyle"), seed=2)
    seated = simulate_games(LONG, 3000, seat_models=(get_model("hoyle"),) * 4, seed=2)
    assert np.array_equal(plain.wins_by_side, seated.wins_by_side)
