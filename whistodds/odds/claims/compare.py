"""Comparing a historical figure with the truth: the difference in log-odds (the verdict is
:func:`whistodds.odds.printed_odds.judge`, the one rule)."""

from __future__ import annotations

import math


def log_odds(p: float) -> float:
    """Natural log of p / (1 - p); infinite at 0 and 1."""
    if p <= 0.0:
        return -math.inf
    if p >= 1.0:
        return math.inf
    return math.log(p / (1.0 - p))
