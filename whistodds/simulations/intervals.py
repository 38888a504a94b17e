"""Standard errors and intervals for simulated proportions.

The Wilson interval is scipy's (``scipy.stats.binomtest(...).proportion_ci(method="wilson")``), loaded when
an interval is first asked for, so that a command that needs none starts without ``scipy.stats``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# The 97.5th percentile of the standard normal, scipy.stats.norm.ppf(0.975), written
# out so that the command line need not import scipy.stats (0.8 s) to start.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Proportion:
    """A simulated proportion with its standard error and 95% Wilson interval."""

    successes: int
    trials: int

    @property
    def estimate(self) -> float:
        return self.successes / self.trials

    @property
    def standard_error(self) -> float:
        p = self.estimate
        return float(np.sqrt(p * (1 - p) / self.trials))

    @property
    def interval95(self) -> tuple[float, float]:
        return wilson_interval(self.successes, self.trials)

    def __str__(self) -> str:
        low, high = self.interval95
        return f"{self.estimate:.4f} ± {self.standard_error:.4f} (95% {low:.4f}–{high:.4f}, n={self.trials:,})"

    def __repr__(self) -> str:
        """The estimate and its standard error first, then the interval and the counts.

        >>> Proportion(503, 703)
        Proportion(0.7155 ± 0.0170, 95% 0.6811–0.7476, 503 of 703)
        """
        low, high = self.interval95
        return (f"Proportion({self.estimate:.4f} ± {self.standard_error:.4f}, 95% {low:.4f}–{high:.4f}, "
                f"{self.successes:,} of {self.trials:,})")


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (good near 0 and 1, unlike p ± 2 SE), by
    ``scipy.stats.binomtest``.

    >>> low, high = wilson_interval(503, 703)
    >>> round(low, 4), round(high, 4)
    (0.6811, 0.7476)
    """
    if isinstance(trials, bool) or trials <= 0:
        raise ValueError(f"trials={trials!r} is not allowed; use a positive integer")
    if not 0 <= successes <= trials:
        raise ValueError(f"successes={successes!r} is not allowed; use 0 to trials={trials}")
    if not 0 < confidence < 1:
        raise ValueError(f"confidence={confidence!r} is not allowed; use a number between 0 and 1")
    from scipy.stats import binomtest

    interval = binomtest(int(successes), int(trials)).proportion_ci(confidence_level=confidence, method="wilson")
    return float(interval.low), float(interval.high)
