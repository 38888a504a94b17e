import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import all_games, get_game
from whistodds.families.scotch.rules import ScotchScoring, scotch_whist, settle
from whistodds.odds.game_odds import odds_at, win_probability
from whistodds.families.scotch.odds import p_seat_dealt_trump_card, scotch_points_table, verify_scotch_advice
from whistodds.simulations import deal
from whistodds.simulations.kernels import get_kernel
from whistodds.simulations.play import play
from whistodds.families.scotch.simulation import holder_of, play_scotch_deals, side_index
from whistodds.simulations.kernels.counted import merge_moments
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model

SCOTCH = [g for g in all_games() if g.family == "scotch-whist"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(SCOTCH), st.sampled_from(["random", "hoyle", "catch-the-ten"]), st.integers(0, 2**31))
def test_knave_always_wins_and_points_add_up(game, model, seed):
    n = 20
    deals = deal(game, n, seed)
    result = play(deals, get_model(model), seed, threads=1)
    knave = deals.trump.astype(np.int64) * 13 + 11 - 2
    for d in range(n):
        trick, seat = np.argwhere(result.played[d] == knave[d])[0]
        assert result.winner[d, trick] == seat  # the trump knave ranks above the ace
    # All five counting trumps are always dealt: 30 points a deal between the sides.
    assert (result.trump_points_by_side.sum(axis=1) == 30).all()
    # Card points: every card dealt is taken by someone, so excesses and shortfalls cancel.
    sizes = np.array([len(s) for s in game.sides]) * game.cards_per_player
    surplus = result.tricks_by_side * game.players - sizes
    assert (surplus.sum(axis=1) == 0).all()
    scored = play_scotch_deals(game, n, get_model(model), np.random.default_rng(seed))
    assert (scored.trump_points.sum(axis=1) == 30).all()
    assert (scored.card_points >= 0).all() and (scored.card_points.sum(axis=1) <= sizes.sum()).all()


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_chance_of_being_dealt_the_trump_knave_exact_against_simulation(players):
    game = scotch_whist(players, players)
    n = 200_000
    deals = deal(game, n, seed=players)
    seat = holder_of(deals, 11)
    for after in range(players):
        exact = float(p_seat_dealt_trump_card(game, after))
        observed = (seat == after).mean()  # seat 0 deals, so seat k is k places after the dealer
        assert abs(observed - exact) < 5 * np.sqrt(exact * (1 - exact) / n)


@pytest.mark.parametrize("finish", ["highest", "ten-first", "count-out"])
@pytest.mark.parametrize(("start", "dealer_seat"), [((0, 0), 0), ((30, 25), 0), ((20, 35), 1)])
def test_dp_agrees_with_whole_game_simulation(finish, start, dealer_seat):
    game = get_game(f"scotch-whist(players=4,sides=2,finish={finish})")
    kernel = get_kernel(get_model("hoyle"), 100_000, seed=1, game=game)
    exact = win_probability(game, start, ("us", "them")[dealer_seat], kernel)
    rate = simulate_games(game, 20_000, start, dealer_seat, get_model("hoyle"), seed=2).win_rates()[0]
    # The kernel's own sampling error (100,000 deals) adds to the simulation's.
    assert abs(rate.estimate - exact) < 5 * rate.standard_error * np.sqrt(1 + 20_000 / 100_000)


def test_odds_at_a_score_and_bad_input():
    game = scotch_whist(4, 2)
    kernel = get_kernel(get_model("hoyle"), 20_000, seed=3, game=game)
    result = odds_at(game, (30, 25), "us", kernel, draws=20)
    assert result["ci95_low"] <= result["p_win"] <= result["ci95_high"]
    with pytest.raises(ValueError, match="over at 41"):
        odds_at(game, (41, 0), "us", kernel)
    with pytest.raises(ValueError, match="two sides"):
        odds_at(scotch_whist(6, 3), (1, 2), "us", get_model("hoyle"))
    with pytest.raises(ValueError, match="finish="):
        ScotchScoring(finish="first")


def test_more_sides_simulated_each_with_its_chance():
    result = simulate_games(scotch_whist(5), 4000, seed=1, dealer=0)
    rates = result.win_rates()
    assert len(rates) == 5 and abs(sum(r.estimate for r in rates) - 1) < 1e-12


def test_points_table_and_advice():
    table = scotch_points_table(scotch_whist(4, 2), n_deals=20_000)
    assert len(table) == 2 and table.mean_points.sum() == pytest.approx(
        30 + table.mean_card_points.sum())
    # Each side's mean points with the keys of its Estimate after it, the interval about it.
    assert list(table.columns[3:8]) == ["mean_points", "se", "ci95_low", "ci95_high", "method"]
    assert ((table.ci95_low < table.mean_points) & (table.mean_points < table.ci95_high)).all()
    advice = verify_scotch_advice(scotch_whist(4), 20_000, seed=1)
    assert advice["advice_followed_by"] == "holder"
    assert verify_scotch_advice(scotch_whist(4, 2), 5_000, seed=1, who="everyone")["advice_followed_by"] == "everyone"
    with pytest.raises(ValueError, match="who="):
        verify_scotch_advice(scotch_whist(4), 100, who="nobody")
    # The verdict follows from the paired difference and its SE (3 SE either way), so it can be wrong.
    difference = advice["difference"]  # an Estimate: the paired mean, its SE and interval
    z = difference.value / difference.se
    expected = ("no detectable effect" if abs(z) < 3 else
                "the advice helps the holder's side" if z > 0 else "the advice costs the holder's side")
    assert advice["verdict"] == expected and advice["z"] == pytest.approx(z)
    # At four players in two sides, leading the ten gives it away more often than it brings it home
    # (seed 1, 20,000 deals: 0.627 of tens taken without the advice, 0.576 with it, far beyond the SEs).
    rate_se = np.sqrt(2 * 0.25 / 20_000)  # a bound on the SE of the difference of two shares of 20,000 deals
    assert advice["p_holder_takes_ten_with"] < advice["p_holder_takes_ten_without"] - 5 * rate_se
    assert difference.se > 0 and difference.ci95_low < difference.value < difference.ci95_high
    assert side_index(scotch_whist(6, 3)).tolist() == [0, 1, 2, 0, 1, 2]


def test_finish_rules_written_once():
    # highest: both pass 41 in one deal, the higher total wins; equal totals play on.
    assert settle(np.array([35, 38]), np.array([[[10, 4]]]), 41)[1] == 0
    assert settle(np.array([35, 37]), np.array([[[10, 8]]]), 41)[1] == -1
    # count-out: the first past the target in the order of counting wins, though the other ends higher.
    scores, winner = settle(np.array([38, 30]), np.array([[[4, 0], [0, 20]]]), 41)
    assert winner == 0 and scores.tolist() == [[42, 30]]
    # A tie past the target is kept at the target in the exact solver's state, and plays on.
    scoring = get_game("scotch-whist(players=4,sides=2)").scoring
    scores, winner = scoring.apply(np.array([35, 37]), np.array(0), {"moments": np.array([[10, 8]])})
    assert winner == -1 and scores.tolist() == [41, 41]


def test_merging_moments_keeps_the_order_of_scoring():
    moments = np.array([[[4, 0], [3, 0], [0, 0], [0, 10], [2, 0], [0, 11]]])
    assert merge_moments(moments).tolist() == [[[7, 0], [0, 10], [2, 0], [0, 11]]]
