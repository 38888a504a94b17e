from fractions import Fraction
from math import comb

import numpy as np
import pytest

from whistodds.families.gleek.odds import (
    exact_any_set,
    exact_sets,
    play_gleek,
    ruff,
    simulate_deal_values,
    simulate_sets_by_seat,
)
from whistodds.simulations.play.models import get_model
from whistodds.simulations.progressive import _britannica_move, _comstock_move, simulate_evenings


def test_exact_sets_by_hand_derivation():
    table = exact_sets().set_index("rank")
    # Four aces in twelve cards from 44: the other eight from the 40 non-aces.
    assert Fraction(table.loc["aces", "p_mournival_exact"]) == Fraction(comb(40, 8), comb(44, 12))
    assert Fraction(table.loc["kings", "p_gleek_exact"]) == Fraction(4 * comb(40, 9), comb(44, 12))
    any_set, receipts = exact_any_set()
    # Inclusion-exclusion cannot exceed the union bound; receipts follow by linearity.
    single = Fraction(comb(40, 8) + 4 * comb(40, 9), comb(44, 12))
    assert any_set < 4 * single
    linear = 2 * sum(Fraction(table.loc[r, "p_mournival_exact"]) * table.loc[r, "mournival_pence"]
                     + Fraction(table.loc[r, "p_gleek_exact"]) * table.loc[r, "gleek_pence"] for r in table.index)
    assert receipts == linear


def test_simulated_sets_agree_with_exact_within_5_se():
    exact = exact_sets().set_index("rank")
    simulated = simulate_sets_by_seat(100_000, seed=2)
    for row in simulated.itertuples():
        assert abs(row.p_mournival - exact.loc[row.rank, "p_mournival"]) < 5 * max(row.p_mournival_se, 1e-4)
        assert abs(row.p_gleek - exact.loc[row.rank, "p_gleek"]) < 5 * row.p_gleek_se
    values = simulate_deal_values(50_000, seed=3)
    dealt = values[values.stage == "as dealt"]
    p_any = float(exact_any_set()[0])
    assert (np.abs(dealt.p_any_set - p_any) < 5 * dealt.p_any_set_se).all()
    assert (np.abs(dealt.mean_net_pence) < 5 * dealt.mean_net_pence_se).all()  # zero-sum and symmetric


def test_ruff_by_hand():
    spades = list(range(41, 52))  # the eleven spades of the Gleek pack, four to ace
    hands = np.array([[spades + [38]]], np.uint8)  # and the ace of hearts
    # Spades 4-10 (49), knave, queen, king 10 each, ace 11: 90; hearts only 11.
    assert ruff(hands)[0, 0] == 90
    # The exchange with the stock: tests/test_gleek_stock.py.


@pytest.mark.parametrize("match", [False, True])
def test_gleek_play_settlement(match):
    table = play_gleek(20_000, get_model("hoyle"), seed=4, trump_must_match=match)
    assert len(table) == 3
    assert table.mean_tricks.sum() == pytest.approx(12)
    # 66 points in all: the stock is bought, so every honour is held in the play or turned up.
    assert table.mean_total.sum() == pytest.approx(66)
    assert (table.mean_sum_of_settlements == 0).all()
    # The dealer counts the turn-up; the eldest buys the stock and holds nineteen cards' worth of honours.
    honours = table.set_index("seat").mean_honour_points
    assert honours["dealer"] > honours["youngest"] and honours["eldest"] > honours["youngest"]


def test_movements_reseat_everyone_once():
    rng = np.random.default_rng(1)
    for tables in (1, 2, 5):
        seats = np.argsort(rng.random((40, 4 * tables)), axis=1).reshape(40, tables, 4)
        winners = rng.integers(-1, 2, size=(40, tables))
        came = np.full((40, 4 * tables), 3)
        moved, _ = _comstock_move(seats, came, winners, rng)
        assert (np.sort(moved.reshape(40, -1), axis=1) == np.arange(4 * tables)).all()
        moved = _britannica_move(seats, np.where(winners < 0, 0, winners), rng)
        assert (np.sort(moved.reshape(40, -1), axis=1) == np.arange(4 * tables)).all()


@pytest.mark.parametrize("system", ["comstock", "britannica"])
def test_no_skill_means_first_prize_by_chance_and_skill_pays(system):
    fair = simulate_evenings(2, 3, system, skilled=0, n_evenings=3000, seed=7)
    p = fair.p_first_prize()  # an Estimate: ties share first prize, so a mean
    assert abs(p.value - 1 / 8) < 5 * p.se and p.ci95_low < p.value < p.ci95_high and p.method.value == "normal"
    skilled = simulate_evenings(2, 3, system, skilled=1, n_evenings=3000, seed=7)
    q = skilled.p_first_prize()
    assert q.value - p.value > 5 * np.hypot(p.se, q.se)


def test_progressive_bad_input():
    for kwargs, match in [({"system": "bridge"}, "system="), ({"tables": 0}, "tables="), ({"sittings": 0}, "sittings="),
                          ({"skilled": 99}, "skilled=")]:
        with pytest.raises(ValueError, match=match):
            simulate_evenings(n_evenings=10, **kwargs)


def test_every_gleek_figure_with_a_standard_error_is_an_estimate():
    # One shape: each figure's Estimate keys follow it, named after it; no se_-prefixed column is left.
    for table in (simulate_sets_by_seat(2000, seed=1), simulate_deal_values(2000, seed=1), play_gleek(1000, seed=1)):
        assert not [column for column in table.columns if column.startswith("se_")]
        figures = [column[:-3] for column in table.columns if column.endswith("_se")]
        assert figures
        for figure in figures:
            position = list(table.columns).index(figure)
            assert list(table.columns[position:position + 5]) == [
                figure, f"{figure}_se", f"{figure}_ci95_low", f"{figure}_ci95_high", f"{figure}_method"]
            assert (table[f"{figure}_ci95_low"] <= table[figure]).all()
            assert (table[figure] <= table[f"{figure}_ci95_high"]).all()
            assert set(table[f"{figure}_method"]) <= {"wilson", "normal"}
    assert (simulate_sets_by_seat(2000, seed=1).p_gleek_method == "wilson").all()
