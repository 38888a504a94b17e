import json
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from whistodds.odds.holdings.honours import dealer_side_honours_distribution
from whistodds.simulations.kernels import DealKernel, get_kernel, shipped_kernel, simulate_kernel
from whistodds.simulations.outcomes import long_whist_outcomes
from whistodds.simulations.play.double_dummy import solver_available
from whistodds.simulations.play.models import get_model
from whistodds.games import get_game

SHIPPED = ["random", "hoyle", "double-dummy", "expert"]
LEAST_DEALS = {"double-dummy": 50_000, "expert": 200_000}  # the rest ship 10,000,000


def test_exact_honours_by_hand_derivation():
    dist = dealer_side_honours_distribution()
    assert sum(dist) == 1
    # All four: the turn-up is an honour (4/13) and the side's other 25 of 51 cards hold the other three,
    # or it is not (9/13) and they hold all four.
    four = Fraction(4, 13) * Fraction(comb(25, 3), comb(51, 3)) + Fraction(9, 13) * Fraction(comb(25, 4), comb(51, 4))
    assert dist[4] == four


@pytest.mark.parametrize("model", SHIPPED)
def test_shipped_kernel_header_and_honours_agree_with_exact(model):
    if model == "double-dummy" and not _shipped("double-dummy"):
        pytest.skip("no shipped double-dummy kernel")
    kernel = shipped_kernel(get_model(model))
    assert kernel.model == model
    assert kernel.command.startswith(f"whist-odds kernel long --model {model} --deals {kernel.deals}")
    assert kernel.deals >= LEAST_DEALS.get(model, 10_000_000)
    observed = kernel.counts.sum(axis=0) / kernel.deals
    exact = np.array([float(p) for p in dealer_side_honours_distribution()])
    se = np.sqrt(exact * (1 - exact) / kernel.deals)
    assert (np.abs(observed - exact) < 5 * se).all(), (observed, exact)


def _shipped(model):
    try:
        shipped_kernel(get_model(model))
    except ValueError:
        return False
    return True


@pytest.mark.parametrize(("model", "n"), [("random", 100_000), ("hoyle", 100_000), ("double-dummy", 300),
                                          ("expert", 1_000)])
def test_fresh_simulation_agrees_with_shipped_kernel(model, n):
    if model == "double-dummy" and not (solver_available() and _shipped(model)):
        pytest.skip("double-dummy solver or kernel not available")
    shipped = shipped_kernel(get_model(model))
    fresh = simulate_kernel(get_model(model), n, seed=20261121)
    # Every cell of the tricks distribution, and the odd-trick chance, within 5 SE of the difference.
    for a, b in [(shipped.counts.sum(axis=1), fresh.counts.sum(axis=1))]:
        p, q = a / a.sum(), b / b.sum()
        se = np.sqrt(p * (1 - p) / a.sum() + p * (1 - p) / b.sum())
        assert (np.abs(p - q) <= 5 * se + 1e-12).all()
    s, f = shipped.summary(), fresh.summary()
    se = np.hypot(s["se_p_dealer_side_odd_trick"], f["se_p_dealer_side_odd_trick"])
    assert abs(s["p_dealer_side_odd_trick"] - f["p_dealer_side_odd_trick"]) < 5 * se


def test_models_differ_where_they_should():
    # Hoyle's dealer side beats random play's by far more than the sampling error.
    hoyle, random = shipped_kernel(get_model("hoyle")).summary(), shipped_kernel(get_model("random")).summary()
    se = np.hypot(hoyle["se_mean_tricks_dealer_side"], random["se_mean_tricks_dealer_side"])
    assert hoyle["mean_tricks_dealer_side"] - random["mean_tricks_dealer_side"] > 5 * se


def test_outcomes_do_not_depend_on_workers():
    serial = long_whist_outcomes(30_000, get_model("hoyle"), seed=5, batch_size=10_000)
    with ProcessPoolExecutor(2) as pool:
        parallel = long_whist_outcomes(30_000, get_model("hoyle"), seed=5, executor=pool, batch_size=10_000)
    assert serial.equals(parallel)


def test_outcome_columns_add_up():
    table = long_whist_outcomes(20_000, get_model("random"), seed=2)
    hands = table[["honours_dealer", "honours_eldest", "honours_dealer_partner", "honours_eldest_partner"]]
    assert (hands.sum(axis=1) == 4).all()
    assert (table.honours_dealer_side == table.honours_dealer + table.honours_dealer_partner).all()
    assert table.tricks_dealer_side.between(0, 13).all()
    # The dealer holds the turn-up: whenever it is an honour he holds at least one.
    honour_turn_up = table.turn_up.astype(str).str[0].isin(list("AKQJ"))
    assert (table.honours_dealer[honour_turn_up] >= 1).all()


def test_kernel_cache_and_json_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("WHISTODDS_CACHE", str(tmp_path))
    first = get_kernel(get_model("random"), 20_000, seed=3)
    cached = list((tmp_path / "kernels").glob("long-whist-*-random-20000-3-*.json"))
    assert len(cached) == 1
    again = get_kernel(get_model("random"), 20_000, seed=3)
    assert (first.counts == again.counts).all()
    # The key holds the version and the fingerprint of the compiled code, so a
    # change to dealing or play is never served an old kernel.
    from whistodds import __version__
    from whistodds.simulations.fingerprint import code_fingerprint

    from whistodds.games import LONG_WHIST, get_game
    from whistodds.simulations.kernels.cache import deal_key

    key = deal_key(LONG_WHIST)
    assert cached[0].name == f"long-whist-{key}-random-20000-3-{__version__}-{code_fingerprint()}.json"
    # Games that differ only in their scoring share the kernel; a different deal does not.
    assert deal_key(get_game("long-whist(call_at=none)")) == key == deal_key(get_game("short-whist"))
    assert deal_key(get_game("gleek(trumping=match)")) != deal_key(get_game("gleek"))
    assert (DealKernel.from_json(first.to_json()).counts == first.counts).all()
    with pytest.raises(ValueError, match="counts"):
        DealKernel.from_json(json.dumps({"model": "x", "counts": [[1, 2]]}))
    with pytest.raises(ValueError, match="deal kernels are for"):
        get_kernel(get_model("hoyle"), game=get_game("gleek"))
