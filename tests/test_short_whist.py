import numpy as np
import pytest

from whistodds.games import LONG_WHIST, SHORT_WHIST, get_family, get_game
from whistodds.games.scoring import SHORT_WHIST_VARIANTS
from whistodds.odds.game_odds import game_chain, odds_table, win_probability
from whistodds.odds.long_short import long_short_comparison, recovery_curve
from whistodds.odds.rubber import rubber_odds, rubber_table
from whistodds.odds.solver import solve_endings, state_index
from whistodds.simulations.kernels import DealKernel, shipped_kernel
from whistodds.simulations.whole_games import simulate_games, simulate_rubbers
from whistodds.simulations.play.models import get_model


def test_short_whist_odds_table_with_intervals():
    table = odds_table(get_game("short"), draws=50)
    assert len(table) == 5 * 5 * 2
    assert (table.ci95_low <= table.p_win).all() and (table.p_win <= table.ci95_high).all()
    assert table.query("us == 0 and them == 0 and dealer == 'us'").p_win.iloc[0] > 0.5


@pytest.mark.parametrize(("start", "dealer"), [((0, 0), "us"), ((3, 1), "them"), ((4, 4), "us"), ((2, 4), "them")])
def test_short_games_simulated_agree_with_dp(start, dealer):
    simulated = simulate_games(get_game("short"), 40_000, start, dealer, seed=7)
    exact = win_probability(get_game("short"), start, dealer)
    assert abs(simulated.win_rate.estimate - exact) < 5 * simulated.win_rate.standard_error


def test_game_endings_match_win_probability_and_game_values():
    kernel = shipped_kernel(get_model("hoyle"))
    endings = solve_endings(game_chain(SHORT_WHIST, kernel), kernel.probabilities)
    assert np.allclose(endings.sum(axis=(1, 2, 3)), 1)
    i = state_index(5, 2, 1, True)
    assert endings[i, 0].sum() == pytest.approx(win_probability(get_game("short"), (2, 1), "us", kernel))


def test_a_hand_solved_rubber():
    # Odd trick only, each side half the time, no honours: every game from love-all is a
    # sequence of one-point deals; by symmetry we win the rubber half the time.
    counts = np.zeros((14, 5), np.int64)
    counts[7, 2] = counts[6, 2] = 1
    odds = rubber_odds(model=DealKernel(counts, "coin"))
    assert odds.p_win.value == pytest.approx(0.5)
    assert odds.expected_points == pytest.approx(0.0, abs=1e-12)
    assert odds.p_three_games == pytest.approx(0.5)  # the second game goes to the first game's loser half the time
    assert sum(odds.distribution.values()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("games", "score", "dealer", "values"),
    [((0, 0), (0, 0), "us", ((), ())), ((1, 0), (2, 3), "us", ((3,), ())), ((0, 1), (1, 0), "them", ((), (1,)))],
)
def test_rubbers_simulated_agree_with_exact(games, score, dealer, values):
    exact = rubber_odds(games, score, dealer, won_game_values=values)
    simulated = simulate_rubbers(30_000, games, score, dealer, seed=11, won_game_values=values)
    assert abs(simulated.win_rate.estimate - exact.p_win.value) < 5 * simulated.win_rate.standard_error
    mean, se = simulated.expected_points
    assert abs(mean - exact.expected_points) < 5 * se
    three = simulated.three_games
    if 0 < exact.p_three_games < 1:
        assert abs(three.estimate - exact.p_three_games) < 5 * three.standard_error


def test_rubber_value_bounds_and_variants():
    odds = rubber_odds()
    assert max(odds.distribution) <= 3 + 3 + 2 and min(odds.distribution) >= -8
    bigger = rubber_odds(variant="rubber-bonus-4")
    assert max(bigger.distribution) == max(odds.distribution) + 2
    assert rubber_odds(variant="no-honours").p_win.value != pytest.approx(odds.p_win.value, abs=1e-9)
    assert set(get_family("short-whist").aliases) >= {"honours-halved", "no-honours", "rubber-bonus-4"}
    assert SHORT_WHIST_VARIANTS["honours-halved"].honours_four == 2


def test_rubber_table_is_complete_and_zero_sum_at_love_all():
    table = rubber_table()
    assert len(table) == 4 * 25 * 2
    level = table.query("games_us == games_them and us == them")
    pairs = level.pivot_table(index=["games_us", "us"], columns="dealer", values="expected_points")
    assert np.allclose(pairs["us"], -pairs["them"])  # who deals is all that differs


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [({"games": (2, 0)}, "games="), ({"score": (5, 0)}, "over at 5"), ({"variant": "big"}, "variant 'big' is not known"),
     ({"games": (1, 0), "won_game_values": ((), ())}, "one value per game")],
)
def test_rubber_bad_input(kwargs, match):
    with pytest.raises(ValueError, match=match):
        rubber_odds(**kwargs)


def test_long_against_short():
    table = long_short_comparison().set_index("game")
    assert set(table.index) == {"long-whist", "short-whist"}
    assert (table.p_dealer_wins_from_love_all > 0.5).all()
    curve = recovery_curve(SHORT_WHIST)
    assert (np.diff(curve.p_recover) < 0).all()


@pytest.mark.parametrize(
    ("games", "score", "dealer"), [((0, 0), (0, 0), "us"), ((1, 0), (9, 0), "us"), ((0, 1), (4, 8), "them")])
def test_long_whist_rubber_exact_against_simulation(games, score, dealer):
    values = (tuple(2 for _ in range(games[0])), tuple(1 for _ in range(games[1])))
    exact = rubber_odds(games, score, dealer, game=LONG_WHIST, won_game_values=values)
    simulated = simulate_rubbers(20_000, games, score, dealer, seed=5, game=LONG_WHIST, won_game_values=values)
    assert abs(simulated.win_rate.estimate - exact.p_win.value) < 5 * simulated.win_rate.standard_error
    mean, se = simulated.expected_points
    assert abs(mean - exact.expected_points) < 5 * se
    if 0 < exact.p_three_games < 1:
        three = simulated.three_games
        assert abs(three.estimate - exact.p_three_games) < 5 * three.standard_error


def test_long_whist_rubber_has_no_treble():
    # "There is no 'treble' at long whist. A double is scored when the losers are less than five, a single if
    # they have made five or more" (britannica-1911-whist.txt:117).
    assert LONG_WHIST.scoring.game_values == (2, 2, 2, 2, 2, 1, 1, 1, 1, 1)
    odds = rubber_odds(game=get_game("long"))
    # Net points: two doubles and the rubber (2 + 2 + 2) at most, and a single won back (6 - 1 = 5) etc.
    assert max(odds.distribution) == 6 and min(odds.distribution) == -6
    assert sum(odds.distribution.values()) == pytest.approx(1.0)
    assert get_game("long-whist(rubber_bonus=4)").rubber.bonus == 4
    with pytest.raises(ValueError, match="no rubber"):
        rubber_odds(game=get_game("scotch"))


def test_who_wins_a_rubber_does_not_depend_on_its_bonus():
    # With no bonus a rubber won can net nothing (two singles against a double): P(win) is who takes
    # two games, not P(net points > 0).
    plain = rubber_odds(game=get_game("long"), score=(3, 3))
    no_bonus = rubber_odds(game=get_game("long-whist(rubber_bonus=0)"), score=(3, 3))
    assert no_bonus.p_win.value == pytest.approx(plain.p_win.value, abs=1e-12)
    assert no_bonus.distribution.get(0, 0) > 0.01
    simulated = simulate_rubbers(20_000, score=(3, 3), seed=8, game=get_game("long-whist(rubber_bonus=0)"))
    assert abs(simulated.win_rate.estimate - no_bonus.p_win.value) < 5 * simulated.win_rate.standard_error
