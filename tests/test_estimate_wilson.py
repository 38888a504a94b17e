"""The Wilson interval written out at 95% gives scipy's figures bit for bit (``binomtest(...).proportion_ci``)."""

import numpy as np
import pytest
from scipy.stats import binomtest

from whistodds.simulations.estimate import wilson_interval


def _scipy(k: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    interval = binomtest(k, n).proportion_ci(confidence_level=confidence, method="wilson")
    return float(interval.low), float(interval.high)


@pytest.mark.parametrize("n", [1, 2, 3, 7, 40, 703, 10_000, 1_000_000])
def test_the_closed_form_is_scipys(n):
    rng = np.random.default_rng(n)
    for k in {0, 1, n // 2, n - 1, n, *rng.integers(0, n + 1, 20).tolist()}:
        if 0 <= k <= n:
            assert wilson_interval(k, n) == _scipy(k, n), (k, n)  # bit for bit


def test_other_levels_go_to_scipy():
    assert wilson_interval(30, 100, 0.9) == pytest.approx(_scipy(30, 100, 0.9), abs=1e-15)
