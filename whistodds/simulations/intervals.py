"""Standard errors and intervals for simulated proportions."""

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


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (good near 0 and 1, unlike p ± 2 SE)."""
    if trials <= 0:
        raise ValueError(f"trials={trials!r} is not allowed; use a positive integer")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * np.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return float(max(0.0, centre - half)), float(min(1.0, centre + half))
