"""Running counts of whole-number results, so that a simulation's memory stays flat however long it runs.

Every figure the simulations report per deal or per game (tricks, points,
pence, deals a game lasted) is a whole number in a small range, so a histogram
holds it exactly: means, standard errors and quantiles come from the counts
with no per-deal array kept.  numpy's ``bincount`` does the counting; this adds
the offset for negative values and merging across batches.

>>> tally = Tally.of(np.array([3, -1, 3, 5]))
>>> tally.n, tally.mean, tally.quantile(0.5), tally.distribution()
(4, 2.5, 3.0, {-1: 0.25, 3: 0.5, 5: 0.25})
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Tally:
    """How many times each whole number ``low``, ``low + 1``, ... occurred."""

    low: int
    counts: np.ndarray

    @classmethod
    def of(cls, values: np.ndarray) -> Tally:
        values = np.asarray(values, dtype=np.int64).ravel()
        if values.size == 0:
            return cls(0, np.zeros(0, np.int64))
        low = int(values.min())
        return cls(low, np.bincount(values - low).astype(np.int64))

    def __add__(self, other: Tally) -> Tally:
        if not self.counts.size:
            return other
        if not other.counts.size:
            return self
        low = min(self.low, other.low)
        high = max(self.low + self.counts.size, other.low + other.counts.size)
        counts = np.zeros(high - low, np.int64)
        counts[self.low - low:self.low - low + self.counts.size] += self.counts
        counts[other.low - low:other.low - low + other.counts.size] += other.counts
        return Tally(low, counts)

    @property
    def values(self) -> np.ndarray:
        return np.arange(self.low, self.low + self.counts.size)

    @property
    def n(self) -> int:
        return int(self.counts.sum())

    @property
    def total(self) -> int:
        return int((self.values * self.counts).sum())

    @property
    def mean(self) -> float:
        return float((self.values * self.counts).sum() / self.n)

    @property
    def std(self) -> float:
        """The sample standard deviation (``ddof=1``), as numpy gives it for the values themselves."""
        mean = self.mean
        return float(np.sqrt((self.counts * (self.values - mean) ** 2).sum() / (self.n - 1)))

    @property
    def standard_error(self) -> float:
        return float(self.std / np.sqrt(self.n))

    def share(self, condition: np.ndarray) -> float:
        """The share of the results whose value meets ``condition`` (a boolean array over ``values``)."""
        return float(self.counts[condition].sum() / self.n)

    def quantile(self, q: float) -> float:
        """The ``q`` quantile, exactly as ``numpy.quantile`` gives it for the values (its default, linear
        method, down to the rounding of its interpolation), from the counts."""
        n = self.n
        position = (n - 1) * q  # numpy's virtual index for its linear method
        below = int(np.floor(position))
        gamma = position - below
        cumulative = np.cumsum(self.counts)
        a = float(self.values[np.searchsorted(cumulative, below, side="right")])
        b = float(self.values[np.searchsorted(cumulative, min(below + 1, n - 1), side="right")])
        difference = b - a
        return b - difference * (1 - gamma) if gamma >= 0.5 else a + difference * gamma

    def distribution(self) -> dict[int, float]:
        """Each value that occurred and its share."""
        return {int(v): float(c / self.n) for v, c in zip(self.values, self.counts) if c}


def merge_columns(parts: list[list[Tally]]) -> list[Tally]:
    """Column-wise sums of the tallies of several batches."""
    return [sum(column[1:], column[0]) for column in zip(*parts)]
