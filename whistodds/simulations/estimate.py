"""One shape for every figure that carries uncertainty: its value, standard error, 95% interval, counts and method.

A simulated proportion, a simulated mean, a figure re-solved for Dirichlet draws from a deal kernel's
posterior and an exact figure all come back as an :class:`Estimate`.  Written out they have one set of
keys (:meth:`Estimate.to_json`): ``value``, ``se``, ``ci95_low``, ``ci95_high`` and ``method``, and for a
proportion its counts, ``successes`` and ``trials``.  In a table row the figure a command answers keeps its
own name for its value and is followed by the same keys (:meth:`Estimate.columns`); in a row of several
figures each figure's keys follow it, named after it (:meth:`Estimate.named_columns`: ``p_gleek``,
``p_gleek_se``, ``p_gleek_ci95_low``, ...):

>>> Estimate.exact(0.5).to_json()
{'value': 0.5, 'se': 0.0, 'ci95_low': 0.5, 'ci95_high': 0.5, 'method': 'exact'}
>>> list(Estimate.proportion(3, 10).columns("p_win"))
['p_win', 'se', 'ci95_low', 'ci95_high', 'method', 'successes', 'trials']
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

import numpy as np

# The 97.5th percentile of the standard normal, scipy.stats.norm.ppf(0.975), written
# out so that the command line need not import scipy.stats (0.8 s) to start.
Z95 = 1.959963984540054

KEYS = ("value", "se", "ci95_low", "ci95_high", "method")  # and, for a proportion, COUNTS
COUNTS = ("successes", "trials")


class Method(str, Enum):
    """How an estimate's uncertainty was found."""

    exact = "exact"  # no uncertainty: computed, not sampled
    wilson = "wilson"  # a simulated proportion: binomial SE, Wilson score interval
    normal = "normal"  # a simulated mean: its SE, and value +- 1.96 SE
    posterior = "posterior"  # re-solved for Dirichlet draws from the deal kernel's posterior: their SD and quantiles


@dataclass(frozen=True)
class Estimate:
    """A figure with its standard error and 95% interval; ``successes`` and ``trials`` for a proportion.

    >>> Estimate.mean(2.0, 0.5)
    Estimate(2.0000 ± 0.5000, 95% 1.0200–2.9800, normal)
    """

    value: float
    se: float
    ci95_low: float
    ci95_high: float
    method: Method
    successes: int | None = None
    trials: int | None = None

    @classmethod
    def exact(cls, value: float) -> Estimate:
        """A figure computed exactly: no standard error, its interval the point."""
        return cls(float(value), 0.0, float(value), float(value), Method.exact)

    @classmethod
    def proportion(cls, successes: int, trials: int) -> Estimate:
        """``successes`` of ``trials``: binomial SE and the Wilson interval (scipy's)."""
        low, high = wilson_interval(successes, trials)
        value = successes / trials
        return cls(value, float(np.sqrt(value * (1 - value) / trials)), low, high, Method.wilson, int(successes),
                   int(trials))

    @classmethod
    def mean(cls, value: float, se: float) -> Estimate:
        """A simulated mean and its SE; the interval value ± 1.96 SE."""
        value, se = float(value), float(se)
        return cls(value, se, value - Z95 * se, value + Z95 * se, Method.normal)

    @classmethod
    def bounded_mean(cls, values: np.ndarray, low: float = 0.0, high: float = 1.0, *,
                     counts: np.ndarray | None = None) -> Estimate:
        """The mean of per-deal ``values`` known to lie in ``[low, high]`` (default ``[0, 1]``: a probability
        from each deal, such as P(we win the game) after it); with ``counts``, each value is that of
        ``counts[i]`` deals (a tally, the deals themselves not kept).

        - Every value at a bound (0 or 1): a proportion of deals, with its binomial SE and Wilson interval
          (:meth:`proportion`; scaled to ``[low, high]`` for other bounds).  So every deal agreeing at 1 gives
          the interval of n successes in n trials, never a zero-width one.
        - Every value the same ``c`` strictly inside: the share of deals whose value is ``c`` has the Wilson
          interval of n in n, ``(q, 1)``; the other deals may lie anywhere in ``[low, high]``, so the mean lies in
          ``c - (c - low)(1 - q)`` to ``c + (high - c)(1 - q)`` (SE 0, as the deals show none).
        - Otherwise a simulated mean: value +- 1.96 SE (:meth:`mean`), the interval cut to ``[low, high]``.

        >>> Estimate.bounded_mean(np.ones(100))  # every deal agrees: a proportion, 100 of 100
        Estimate(1.0000 ± 0.0000, 95% 0.9630–1.0000, wilson)
        >>> Estimate.bounded_mean(np.array([0.25, 0.5, 0.75, 1.0]))
        Estimate(0.6250 ± 0.1614, 95% 0.3087–0.9413, normal)
        >>> Estimate.bounded_mean(np.full(100, 13.0), 0, 13)  # thirteen tricks on every deal
        Estimate(13.0000 ± 0.0000, 95% 12.5191–13.0000, wilson)
        >>> Estimate.bounded_mean(np.array([1.0]), counts=np.array([100]))  # the same, as a tally
        Estimate(1.0000 ± 0.0000, 95% 0.9630–1.0000, wilson)
        """
        values = np.asarray(values, np.float64).ravel()
        weights = np.ones(values.size) if counts is None else np.asarray(counts, np.float64).ravel()
        if weights.shape != values.shape or (weights < 0).any():
            raise ValueError(f"counts of shape {weights.shape} are not allowed; give one count (0 or more) a value")
        values, weights = values[weights > 0], weights[weights > 0]
        low, high = float(low), float(high)
        n = int(round(weights.sum()))
        if n == 0 or not high > low:
            raise ValueError(f"a bounded mean needs values and low < high, not {n} values in [{low}, {high}]")
        if ((values < low) | (values > high)).any():
            raise ValueError(f"values from {values.min()} to {values.max()} are not allowed; use [{low}, {high}]")
        width = high - low
        at_high, at_low = values == high, values == low
        if (at_high | at_low).all():
            share = cls.proportion(int(round(weights[at_high].sum())), n)
            if low == 0.0 and high == 1.0:
                return share
            return cls(low + width * share.value, width * share.se, low + width * share.ci95_low,
                       low + width * share.ci95_high, Method.wilson)
        value = float((weights * values).sum() / n)
        if (values == values[0]).all():  # every deal agrees, strictly inside the bounds
            value = float(values[0])
            off = 1.0 - wilson_interval(n, n)[0]  # the most the share of other deals may be
            return cls(value, 0.0, value - (value - low) * off, value + (high - value) * off, Method.wilson)
        spread = float((weights * (values - value) ** 2).sum()) / (n - 1)
        se = float(np.sqrt(spread / n))
        return cls(value, se, max(value - Z95 * se, low), min(value + Z95 * se, high), Method.normal)

    @classmethod
    def posterior(cls, value: float, draws: np.ndarray) -> Estimate:
        """The point figure ``value`` from the kernel's own probabilities, with the SD and 2.5 and 97.5
        percentiles of the same figure re-solved for each posterior draw (none: the point, SE 0)."""
        draws = np.asarray(draws, dtype=np.float64)
        if draws.size == 0:
            return cls(float(value), 0.0, float(value), float(value), Method.posterior)
        low, high = np.quantile(draws, [0.025, 0.975])
        se = float(draws.std(ddof=1)) if draws.size > 1 else 0.0
        return cls(float(value), se, float(low), float(high), Method.posterior)

    @property
    def interval95(self) -> tuple[float, float]:
        return self.ci95_low, self.ci95_high

    def to_json(self) -> dict[str, float | int | str]:
        """The estimate as one JSON object; every command writes these keys (the counts for a proportion)."""
        document: dict[str, float | int | str] = {
            "value": self.value, "se": self.se, "ci95_low": self.ci95_low, "ci95_high": self.ci95_high,
            "method": self.method.value}
        if self.successes is not None and self.trials is not None:
            document.update(successes=self.successes, trials=self.trials)
        return document

    def columns(self, name: str) -> dict[str, float | int | str]:
        """The estimate as a table row's columns: its value under ``name``, then the other keys of
        :meth:`to_json`."""
        document = self.to_json()
        return {name: document.pop("value"), **document}

    def named_columns(self, name: str) -> dict[str, float | str]:
        """The estimate as one of several figures in a table row (Gleek's): its value under ``name``, then
        the other keys of :meth:`to_json` but the counts, each named after it (the row's own columns hold
        the deals).

        >>> list(Estimate.mean(2.0, 0.5).named_columns("net"))
        ['net', 'net_se', 'net_ci95_low', 'net_ci95_high', 'net_method']
        """
        return {name: self.value, **{f"{name}_{key}": value for key, value in self.to_json().items()
                                     if key in KEYS and key != "value"}}

    def __format__(self, spec: str) -> str:
        """Formatted as its value: ``f"{estimate:.4f}"``."""
        return format(self.value, spec) if spec else repr(self)

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({self.value:.4f} ± {self.se:.4f}, 95% {self.ci95_low:.4f}–"
                f"{self.ci95_high:.4f}, {self.method.value})")


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (good near 0 and 1, unlike p ± 2 SE).

    At 95% it is scipy's own formula (``scipy.stats.binomtest(...).proportion_ci(method="wilson")``) written
    out with :data:`Z95`, which gives its figures bit for bit (tests/test_estimate_wilson.py): importing
    scipy.stats for it took 2.3 s of a 5.7 s ``position`` answer.  Other levels go to scipy.

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
    if confidence == 0.95:  # scipy's arithmetic, step by step (Newcombe 1998), so its figures to the last bit
        k, n, z = int(successes), int(trials), np.float64(Z95)
        share = k / n
        denom = 2 * (n + z ** 2)
        centre = (2 * n * share + z ** 2) / denom
        delta = z / denom * math.sqrt(4 * n * share * (1 - share) + z ** 2)
        return (0.0 if k == 0 else float(centre - delta), 1.0 if k == n else float(centre + delta))
    from scipy.stats import binomtest

    interval = binomtest(int(successes), int(trials)).proportion_ci(confidence_level=confidence, method="wilson")
    return float(interval.low), float(interval.high)
