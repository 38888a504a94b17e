import numpy as np
import pytest

from whistodds.games import LONG_WHIST, get_game
from whistodds.odds.game_odds import game_chain, odds_at, odds_table, win_probability
from whistodds.odds.solver import solve, state_index
from whistodds.simulations.kernels import DealKernel, shipped_kernel
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model


def coin_kernel():
    """Each side takes 7 tricks half the time; no honours for anyone but 2-2."""
    counts = np.zeros((14, 5), np.int64)
    counts[7, 2] = counts[6, 2] = 1
    return DealKernel(counts, "coin")


def test_dp_against_a_hand_solved_case():
    # With only odd tricks and no honours, each deal is one point to a fair coin: P(first to 10 | us 9, them 9) = 1/2,
    # and from 8-9 we need two in a row... first to reach: 9-9 after one win, then 1/2: P = 1/2 * 1/2 = 1/4.
    kernel = coin_kernel()
    assert win_probability(get_game("long"), (9, 9), "us", kernel) == pytest.approx(0.5)
    assert win_probability(get_game("long"), (8, 9), "us", kernel) == pytest.approx(0.25)
    # Symmetric game from level scores: 1/2.
    assert win_probability(get_game("long"), (4, 4), "them", kernel) == pytest.approx(0.5)


def test_complement_and_symmetry():
    kernel = shipped_kernel(get_model("hoyle"))
    p = solve(game_chain(LONG_WHIST, kernel), kernel.probabilities.ravel())[0]
    for us in range(10):
        for them in range(10):
            # P(we win | we deal) + P(they win | they deal, scores swapped) = 1.
            mine = p[state_index(10, us, them, True)]
            theirs = p[state_index(10, them, us, False)]
            assert mine + theirs == pytest.approx(1.0)


def test_more_points_help():
    table = odds_table(get_game("long"), draws=0)
    for dealer in ("us", "them"):
        grid = table[table.dealer == dealer].pivot(index="us", columns="them", values="p_win").to_numpy()
        # More points help, except the step from 8 to 9, where honours no longer
        # count and the call at eight is lost (Bob Short's "except eight and nine").
        assert (np.diff(grid[:, :9], axis=1) < 0).all()
        assert (np.diff(grid[:9], axis=0) > 0).all()


def test_interval_contains_point_and_is_narrow_for_ten_million_deals():
    result = odds_at(get_game("long"), (5, 3), "us")
    assert result["ci95_low"] < result["p_win"] < result["ci95_high"]
    assert result["ci95_high"] - result["ci95_low"] < 0.005
    small = DealKernel(np.maximum(shipped_kernel(get_model("hoyle")).counts // 1000, 0), "hoyle")
    wide = odds_at(get_game("long"), (5, 3), "us", small)
    assert wide["ci95_high"] - wide["ci95_low"] > result["ci95_high"] - result["ci95_low"]


@pytest.mark.parametrize(
    ("start", "dealer"), [((0, 0), "us"), ((5, 3), "them"), ((8, 8), "us"), ((8, 9), "them"), ((9, 7), "us")]
)
def test_whole_game_monte_carlo_agrees_with_the_dp(start, dealer):
    # Fresh deals played by the engine against the DP on the shipped kernel: within 5 SE
    # (the kernel's own error, 10M deals, is far smaller than the simulation's).
    simulated = simulate_games(get_game("long"), 40_000, start, dealer, get_model("hoyle"), seed=sum(start) + 17)
    exact = win_probability(get_game("long"), start, dealer)
    assert abs(simulated.win_rate.estimate - exact) < 5 * simulated.win_rate.standard_error


def test_variant_rules_change_the_odds():
    kernel = shipped_kernel(get_model("hoyle"))
    standard = win_probability(LONG_WHIST, (8, 9), "us", kernel)
    club = win_probability(get_game("long", variant="club"), (8, 9), "us", kernel)
    assert club == win_probability(get_game("long-whist(dealer_cannot_call_against=9)"), (8, 9), "us", kernel)
    assert club < standard  # the dealer at eight loses his call against nine


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"score": (10, 3)}, "over at 10"),
        ({"score": (-1, 3)}, "us has -1"),
        ({"dealer": "me"}, "dealer='me'"),
        ({"game": "gleek"}, "with a score; gleek has no score"),
        ({"game": "scotch-whist(players=6,sides=3)"}, "has 3 sides"),
    ],
)
def test_bad_input(kwargs, match):
    with pytest.raises(ValueError, match=match):
        win_probability(**{key: get_game(value) if key == "game" else value for key, value in kwargs.items()})


def test_simulate_games_rejects_bad_input():
    with pytest.raises(ValueError, match="n_games=0"):
        simulate_games(get_game("long"), 0)
    with pytest.raises(ValueError, match="start="):
        simulate_games(get_game("long"), 10, start=(10, 0))


def test_odds_come_back_as_an_estimate_with_the_tables_figures():
    """``odds_at(model=...)`` gives every key of its Estimate; the figures are those of ``odds_table`` for the
    same kernel and seed (the interval re-solved for the same posterior draws), and its SE is the draws' SD."""
    row = odds_at(get_game("short"), (2, 3), "them", model=get_model("random"), draws=60, seed=4)
    assert row["method"] == "posterior" and row["model"] == "random" and "trials" not in row  # not a proportion
    assert 0 < row["se"] < (row["ci95_high"] - row["ci95_low"])  # the 95% interval is about four SE wide
    table = odds_table(get_game("short"), get_model("random"), draws=60, seed=4)
    full = odds_table(get_game("short"), model=get_model("random"), draws=60, seed=4, estimates=True)
    for frame in (table, full):
        same = frame[(frame.us == 2) & (frame.them == 3) & (frame.dealer == "them")].iloc[0]
        assert (same.p_win, same.ci95_low, same.ci95_high) == (row["p_win"], row["ci95_low"], row["ci95_high"])
    assert full[["p_win", "ci95_low", "ci95_high"]].equals(table[["p_win", "ci95_low", "ci95_high"]])
    point = odds_at(get_game("short"), (2, 3), "them", model=get_model("random"), draws=0)
    assert point["se"] == 0 and point["ci95_low"] == point["p_win"] == point["ci95_high"] == row["p_win"]


def test_the_rubbers_chance_is_an_estimate_from_the_kernels_posterior():
    from whistodds.odds.rubber import rubber_odds

    shipped = rubber_odds((1, 0), (2, 3), "us", model=get_model("hoyle"), draws=60, seed=2)
    assert shipped.p_win.method.value == "posterior"
    assert shipped.p_win.ci95_low < shipped.p_win.value < shipped.p_win.ci95_high
    assert rubber_odds((1, 0), (2, 3), "us", model=get_model("hoyle"), draws=0).p_win.value == shipped.p_win.value
    small = DealKernel(np.maximum(shipped_kernel(get_model("hoyle")).counts // 10_000, 0), "hoyle")
    wide = rubber_odds((1, 0), (2, 3), "us", model=small, draws=60, seed=2).p_win
    assert wide.se > 10 * shipped.p_win.se and wide.ci95_low < wide.value < wide.ci95_high
    with pytest.raises(ValueError, match="draws=-1"):
        rubber_odds(draws=-1)


def test_the_api_takes_model_and_the_old_kernel_keyword_with_a_warning():
    """``model=`` as on the command line (``--model``); ``kernel=``, the old keyword, still works and warns."""
    row = odds_at(get_game("long"), (8, 9), "them", model=get_model("random"), draws=20, seed=3)
    with pytest.warns(DeprecationWarning, match="use model="):
        old = odds_at(get_game("long"), (8, 9), "them", kernel=get_model("random"), draws=20, seed=3)
    assert old == row and row["model"] == "random"
    with pytest.warns(DeprecationWarning):
        assert win_probability(get_game("long"), (8, 9), "them", kernel=get_model("random")) == win_probability(
            get_game("long"), (8, 9), "them", model=get_model("random"))
    with pytest.warns(DeprecationWarning):
        assert odds_table(get_game("short"), kernel=get_model("random"), draws=0).equals(
            odds_table(get_game("short"), model=get_model("random"), draws=0))
    with pytest.raises(ValueError, match="once"):
        odds_at(get_game("long"), (8, 9), "them", model=get_model("hoyle"), kernel=get_model("random"))


def test_a_model_that_does_not_play_the_game_is_refused_before_any_work():
    for call in (lambda: odds_at(get_game("long"), (5, 3), "us", model=get_model("catch-the-ten")),
                 lambda: odds_table(get_game("scotch"), model=get_model("double-dummy")),
                 lambda: win_probability(get_game("scotch"), (30, 25), "us", model=get_model("hoyle-score"))):
        with pytest.raises(ValueError, match=r"^model='[a-z-]+' is not allowed for (long|scotch)-whist"):
            call()
