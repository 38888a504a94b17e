"""The length of a game: the number of deals a game lasts, from whole games simulated, and the statistic a book's
sentence means by it ("commonly", "on an average", "seldom more than"), with its 95% interval.

The statistics (:class:`Statistic`): the mode (the most frequent number of deals), the mean, the median, and the
ninth decile (nine games in ten end within it: "seldom more than N").  Each comes from the simulation's running
count of the deals each game lasted (:class:`~whistodds.simulations.tally.Tally`) with a 95% interval: the mean's
from its standard error; a quantile's from the ranks of the binomial interval on the share at or below it; the
mode's is every number of deals whose share the count cannot tell from the most frequent one's (their difference
within 1.96 of its standard error, multinomial).

>>> import numpy as np
>>> from whistodds.simulations.tally import Tally
>>> tally = Tally.of(np.array([3] * 400 + [4] * 350 + [5] * 250))
>>> length_figure(tally, Statistic.MODE), length_figure(tally, Statistic.MEDIAN)[0]
((3.0, 3.0, 4.0), 4.0)
>>> statistic_in_words("A game is commonly won in four deals")
(<Statistic.MODE: 'mode'>, "the quote's word 'commonly' means the most frequent number of deals (the mode)")
"""

from __future__ import annotations

import math
import re
from enum import Enum

import numpy as np

from whistodds.simulations.tally import Tally

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


class Statistic(Enum):
    """What a sentence's number of deals is of: the games' mode, mean, median or ninth decile."""

    MODE = "mode"
    MEAN = "mean"
    MEDIAN = "median"
    DECILE9 = "decile9"


MEANING = {Statistic.MODE: "the most frequent number of deals (the mode)",
           Statistic.MEAN: "the mean number of deals",
           Statistic.MEDIAN: "the median number of deals (half the games end within it)",
           Statistic.DECILE9: "the ninth decile of the deals (nine games in ten end within it)"}
# The words of a sentence that say which statistic it means, and the reading a historian would defend for each:
# 'commonly' the usual case, the mode; 'on an average' the mean; 'seldom more than' a high quantile; 'half'
# the median.  A sentence with none of them is read as the mean, and the answer says so.
WORDS = ((Statistic.DECILE9, r"seldom|rarely|hardly ever|scarcely ever|not often"),
         (Statistic.MEDIAN, r"half the games|as often .{0,40} as|one half"),
         (Statistic.MEAN, r"on an average|on average|average|one with another|in the mean|mean"),
         (Statistic.MODE, r"commonly|usually|generally|most often|oftenest|mostly|ordinarily|as a rule|"
                          r"in general|for the most part|most frequently"))


def statistic_in_words(quote: str) -> tuple[Statistic, str]:
    """The statistic the quote's words mean (the first kind found, in the order of :data:`WORDS`), and why, in
    words; none of them: the mean, the default."""
    for statistic, pattern in WORDS:
        found = re.search(rf"\b(?:{pattern})\b", quote, re.IGNORECASE)
        if found:
            word = " ".join(found.group(0).lower().split())
            return statistic, f"the quote's word '{word}' means {MEANING[statistic]}"
    return Statistic.MEAN, f"no word of how often in the quote: {MEANING[Statistic.MEAN]}, the default"


def _quantile(tally: Tally, q: float) -> tuple[float, float, float]:
    """The ``q`` quantile of the deals (the smallest number with at least ``q`` of the games at or below it), and
    the 95% interval of its rank (binomial, normal approximation)."""
    cumulative = np.cumsum(tally.counts)
    n = tally.n

    def at(rank: float) -> float:
        index = int(np.searchsorted(cumulative, min(max(rank, 1.0), n), side="left"))
        return float(tally.values[min(index, len(tally.values) - 1)])

    spread = Z95 * math.sqrt(n * q * (1 - q))
    return at(math.ceil(q * n)), at(math.floor(q * n - spread)), at(math.ceil(q * n + spread))


def _mode(tally: Tally) -> tuple[float, float, float]:
    """The most frequent number of deals, and the range of those the counts cannot tell from it."""
    shares = tally.counts / tally.n
    top = int(np.argmax(shares))
    p = shares[top]
    difference_se = np.sqrt(np.maximum(p + shares - (p - shares) ** 2, 0) / tally.n)
    tied = tally.values[(p - shares) <= Z95 * difference_se]
    return float(tally.values[top]), float(tied.min()), float(tied.max())


def length_figure(tally: Tally, statistic: Statistic) -> tuple[float, float, float]:
    """``(value, ci95_low, ci95_high)`` of the statistic of the deals the games lasted."""
    if tally.n < 2:
        raise ValueError("the length of a game needs at least 2 games simulated")
    if statistic is Statistic.MEAN:
        mean, se = tally.mean, tally.standard_error
        return mean, mean - Z95 * se, mean + Z95 * se
    if statistic is Statistic.MODE:
        return _mode(tally)
    return _quantile(tally, 0.5 if statistic is Statistic.MEDIAN else 0.9)
