from fractions import Fraction
from math import comb

import pytest
from scipy import stats

from whistodds.families.gleek.rules import GLEEK
from whistodds.families.scotch.rules import scotch_whist
from whistodds.odds.holdings.partner import partner_holding, partner_holding_table, simulate_partner_holding


def test_hand_derived_values():
    # A certain card: 13 of the 39 unseen places are in partner's hand.
    assert partner_holding(exactly=1, of=1) == Fraction(13, 39)
    # At least one of two: one minus both among the other 26 of 39.
    assert partner_holding(at_least=1, of=2) == 1 - Fraction(26 * 25, 39 * 38)
    # Exactly one of two: 2 * 13 * 26 / (39 * 38).
    assert partner_holding(exactly=1, of=2) == Fraction(2 * 13 * 26, 39 * 38)
    # Exactly two of three: 3 * 13 * 12 * 26 / (39 * 38 * 37).
    assert partner_holding(exactly=2, of=3) == Fraction(3 * 13 * 12 * 26, 39 * 38 * 37)
    # All four of four: 13 * 12 * 11 * 10 / (39 * 38 * 37 * 36).
    assert partner_holding(at_least=4, of=4) == Fraction(13 * 12 * 11 * 10, 39 * 38 * 37 * 36)


@pytest.mark.parametrize("of", range(1, 8))
def test_exactly_sums_to_one_and_matches_scipy(of):
    total = sum(partner_holding(exactly=k, of=of) for k in range(of + 1))
    assert total == 1
    for k in range(of + 1):
        assert float(partner_holding(exactly=k, of=of)) == pytest.approx(stats.hypergeom(39, 13, of).pmf(k))
        assert partner_holding(at_least=k, of=of) == sum(partner_holding(exactly=j, of=of) for j in range(k, of + 1))


def test_other_games_take_their_own_numbers():
    game = scotch_whist(4, 2)  # 36 cards, 9 each: 27 unseen, 9 in partner's hand
    assert partner_holding(exactly=1, of=1, game=game) == Fraction(9, 27)
    assert partner_holding(at_least=1, of=2, game=game) == 1 - Fraction(comb(18, 2), comb(27, 2))
    with pytest.raises(ValueError, match="no partnerships"):
        partner_holding(exactly=1, of=1, game=GLEEK)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"at_least": 3, "of": 2}, "at-least=3"),
        ({"exactly": -1, "of": 2}, "exactly=-1"),
        ({"at_least": 1, "of": 40}, "of=40"),
        ({"at_least": 1, "of": 0}, "of=0"),
        ({"of": 2}, "exactly one of"),
        ({"at_least": 1, "exactly": 1, "of": 2}, "exactly one of"),
    ],
)
def test_bad_questions(kwargs, match):
    with pytest.raises(ValueError, match=match):
        partner_holding(**kwargs)


@pytest.mark.parametrize(("question", "of"), [({"at_least": 1}, 2), ({"exactly": 2}, 3), ({"at_least": 2}, 4)])
def test_simulation_agrees_with_exact_within_5_se(question, of):
    exact = float(partner_holding(**question, of=of))
    simulated = simulate_partner_holding(**question, of=of, n_deals=200_000, seed=20261121)
    assert abs(simulated.estimate - exact) < 5 * simulated.standard_error
    low, high = simulated.interval95
    assert low < simulated.estimate < high


def test_simulation_in_another_game():
    game = scotch_whist(6, 2)  # partner: the next seat of the side; 30 unseen, 6 in his hand
    exact = float(partner_holding(at_least=1, of=3, game=game))
    simulated = simulate_partner_holding(at_least=1, of=3, n_deals=100_000, seed=3, game=game)
    assert abs(simulated.estimate - exact) < 5 * simulated.standard_error


def test_simulation_is_reproducible_and_rejects_bad_counts():
    a = simulate_partner_holding(at_least=1, of=2, n_deals=10_000, seed=5)
    b = simulate_partner_holding(at_least=1, of=2, n_deals=10_000, seed=5)
    assert a == b
    with pytest.raises(ValueError, match="number of deals"):
        simulate_partner_holding(at_least=1, of=2, n_deals=0)


def test_table():
    table = partner_holding_table(6)
    assert len(table) == 21  # 1 <= k <= m <= 6
    first = table.iloc[0]
    assert (first.named_cards, first.held, first.p_exactly_exact) == (1, 1, "1/3")
    assert first.odds_exactly == "2 to 1 against"
    row = table[(table.named_cards == 2) & (table.held == 1)].iloc[0]
    assert row.p_at_least == pytest.approx(32 / 57)
    with pytest.raises(ValueError, match="max_named=0"):
        partner_holding_table(0)


def test_z95_constant_is_the_normal_quantile():
    from whistodds.simulations.intervals import Z95

    assert Z95 == pytest.approx(stats.norm.ppf(0.975), abs=1e-15)


def test_exact_figures_agree_with_scipy_stats():
    """The exact figures stay exact (fractions, sums of dyadic terms); scipy.stats gives the same as floats,
    and the Wilson interval is scipy's own."""
    from math import comb

    from whistodds.odds.claims.fit import coin_race
    from whistodds.odds.holdings.honours import _hypergeometric
    from whistodds.simulations.intervals import Proportion, wilson_interval

    for of in range(1, 6):
        for k in range(of + 1):
            assert float(partner_holding(at_least=k, of=of)) == pytest.approx(stats.hypergeom(39, 13, of).sf(k - 1))
    assert float(_hypergeometric(39, 3, 13, 2)) == pytest.approx(stats.hypergeom(39, 3, 13).pmf(2))
    for a, b in ((1, 1), (4, 6), (10, 3)):
        race = sum(comb(a - 1 + k, k) * 0.5 ** (a + k) for k in range(b))
        assert race == pytest.approx(stats.nbinom(a, 0.5).cdf(b - 1), abs=1e-14)
    claim = type("Claim", (), {"game": "long", "score": (6, 4)})()
    assert coin_race(claim) == pytest.approx(stats.nbinom(4, 0.5).cdf(5), abs=1e-14)
    scipy_interval = stats.binomtest(7155, 10_000).proportion_ci(method="wilson")
    assert wilson_interval(7155, 10_000) == (scipy_interval.low, scipy_interval.high)
    assert Proportion(7155, 10_000).interval95 == (scipy_interval.low, scipy_interval.high)
    with pytest.raises(ValueError, match="successes=11"):
        wilson_interval(11, 10)
