"""Comparing a historical figure with the truth: differences and plain verdicts."""

from __future__ import annotations

import math

DEFAULT_CLOSE_PP = 1.0


def log_odds(p: float) -> float:
    """Natural log of p / (1 - p); infinite at 0 and 1."""
    if p <= 0.0:
        return -math.inf
    if p >= 1.0:
        return math.inf
    return math.log(p / (1.0 - p))


def verdict(historical: float, truth: float, *, close_pp: float = DEFAULT_CLOSE_PP) -> str:
    """A plain verdict on a historical probability against the true one.

    "exact" when equal, "close" within ``close_pp`` percentage points, else
    "understates the odds" (the event is likelier than the figure says) or
    "overstates the odds".

    >>> verdict(2 / 3, 2 / 3), verdict(0.80, 0.8182), verdict(0.60, 0.5927)
    ('exact', 'understates the odds', 'close')
    """
    difference_pp = 100.0 * (historical - truth)
    if abs(difference_pp) < 1e-9:
        return "exact"
    if abs(difference_pp) <= close_pp:
        return "close"
    return "understates the odds" if difference_pp < 0 else "overstates the odds"
