"""Standard errors and intervals for simulated proportions: :class:`Proportion`, an ``Estimate`` from counts.

The Wilson interval is scipy's (``scipy.stats.binomtest(...).proportion_ci(method="wilson")``), loaded when
a proportion is first made, so that a command that makes none starts without ``scipy.stats``.
"""

from __future__ import annotations

from whistodds.simulations.estimate import Z95, Estimate, Method, wilson_interval

__all__ = ["Proportion", "Z95", "wilson_interval"]


class Proportion(Estimate):
    """A simulated proportion: an :class:`~whistodds.simulations.estimate.Estimate` made from its counts
    (binomial standard error, 95% Wilson interval).

    >>> Proportion(503, 703).to_json()["ci95_high"] == wilson_interval(503, 703)[1]
    True
    """

    successes: int  # a proportion always has its counts (an Estimate may not)
    trials: int

    def __init__(self, successes: int, trials: int) -> None:
        figure = Estimate.proportion(successes, trials)
        for key in ("value", "se", "ci95_low", "ci95_high", "successes", "trials"):
            object.__setattr__(self, key, getattr(figure, key))
        object.__setattr__(self, "method", Method.wilson)

    @property
    def estimate(self) -> float:
        return self.value

    @property
    def standard_error(self) -> float:
        return self.se

    def __str__(self) -> str:
        return f"{self.value:.4f} ± {self.se:.4f} (95% {self.ci95_low:.4f}–{self.ci95_high:.4f}, n={self.trials:,})"

    def __repr__(self) -> str:
        """The estimate and its standard error first, then the interval and the counts.

        >>> Proportion(503, 703)
        Proportion(0.7155 ± 0.0170, 95% 0.6811–0.7476, 503 of 703)
        """
        return (f"Proportion({self.value:.4f} ± {self.se:.4f}, 95% {self.ci95_low:.4f}–{self.ci95_high:.4f}, "
                f"{self.successes:,} of {self.trials:,})")
