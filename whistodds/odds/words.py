"""Odds in words, in the style of the old betting tables.

``"a to b"`` means a chance ``a / (a + b)`` for the event named; ``"a to b on"``
says the same, and ``"a to b against"`` means ``b / (a + b)``.

>>> format_odds(5 / 9), format_odds(2 / 3), format_odds(9 / 11), format_odds(0.5)
('5 to 4', '2 to 1', '9 to 2', 'evens')
>>> format_odds(1 / 3)
'2 to 1 against'
>>> parse_odds("ten and a half to ten"), parse_odds("7 to 5")
(Fraction(21, 41), Fraction(7, 12))
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import numpy as np

from whistodds.simulations.estimate import Estimate, Method

DEFAULT_MAX_TERM = 12

_STYLES = ("plain", "on-against")


@lru_cache(maxsize=None)
def _candidates(max_term: int) -> tuple[tuple[float, int, int], ...]:
    """Every ratio a:b with a >= b, terms up to ``max_term``, lowest terms, as (log a/b, a, b)."""
    pairs = {
        (a, b)
        for a in range(1, max_term + 1)
        for b in range(1, a + 1)
        if math.gcd(a, b) == 1
    }
    return tuple(sorted((math.log(a / b), a, b) for a, b in pairs))


def nearest_ratio(odds: float, max_term: int = DEFAULT_MAX_TERM) -> tuple[int, int]:
    """The ratio ``a:b`` (a >= b, terms <= max_term) nearest to ``odds`` >= 1 in log-odds.

    Ties go to the ratio with the smaller terms.  Odds beyond ``max_term`` to 1
    are rounded to the nearest whole number to 1, halves up (the one rounding of every long figure, as the
    model's odds in the author's form round: :func:`~whistodds.odds.printed_odds.authors_form`).
    """
    if odds >= max_term:
        return math.floor(odds + 0.5), 1
    target = math.log(odds)
    _, a, b = min(_candidates(max_term), key=lambda c: (abs(c[0] - target), c[1] + c[2]))
    return a, b


def format_odds(p: float | Fraction, *, style: str = "plain", max_term: int = DEFAULT_MAX_TERM) -> str:
    """The odds for an event of probability ``p``, in the historical style.

    ``style="plain"`` writes "5 to 4" for a favourite and "5 to 4 against" for
    an outsider; ``style="on-against"`` writes "5 to 4 on" for a favourite.
    The ratio is the nearest in log-odds with terms no larger than ``max_term``; long odds are whole, with
    thousands separated, from an exact fraction computed exactly.

    >>> format_odds(Fraction(5, 9)), format_odds(0.6279, style="on-against"), format_odds(0.2)
    ('5 to 4', '5 to 3 on', '4 to 1 against')
    >>> format_odds(Fraction(1, 547_255_474)), format_odds(Fraction(2, 1_094_510_947))
    ('547,255,473 to 1 against', '547,255,473 to 1 against')
    """
    if style not in _STYLES:
        raise ValueError(f"style={style!r} is not allowed; use {' or '.join(_STYLES)}")
    if max_term < 1:
        raise ValueError(f"max_term={max_term!r} is not allowed; use 1 or more")
    if isinstance(p, (str, bytes, bool)) or not isinstance(p, (int, float, Fraction, np.floating, np.integer)):
        raise TypeError(f"p={p!r} is not allowed; give a probability as a number from 0 to 1 "
                        f"(parse_odds reads odds in words)")
    exact = p if isinstance(p, Fraction) else None
    p = float(p)
    if not 0.0 <= p <= 1.0 or math.isnan(p):
        raise ValueError(f"probability {p!r} is not allowed; use a number from 0 to 1")
    if p == 1.0:
        return "certain"
    if p == 0.0:
        return "no chance"
    favourite = p >= 0.5
    odds = p / (1 - p) if favourite else (1 - p) / p
    if exact is not None and odds >= max_term:  # long odds from the exact fraction: no rounding of a float first
        ratio = exact / (1 - exact) if favourite else (1 - exact) / exact
        a, b = math.floor(ratio + Fraction(1, 2)), 1
    else:
        a, b = nearest_ratio(odds, max_term)
    if a == b:
        return "evens"
    suffix = " on" if style == "on-against" and favourite else "" if favourite else " against"
    return f"{a:,} to {b:,}{suffix}"


def parse_odds(text: str) -> Fraction:
    """The probability meant by the odds ``text``, written in words or figures in any form of
    :mod:`whistodds.odds.printed_odds` (its qualifier, if any, dropped): "7 to 5", "seven to five", "ten and
    a half to ten", "12 -- 8", "5:4", "evens", "on" and "against", "1 in 4", "25 per cent".

    >>> parse_odds("ten and a half to ten"), parse_odds("4 to 1 against"), parse_odds("evens")
    (Fraction(21, 41), Fraction(1, 5), Fraction(1, 2))
    """
    from whistodds.odds.printed_odds import read_printed_odds

    return read_printed_odds(text).probability


def odds_in_words(estimate: Estimate, *, style: str = "plain", unit: str = "deals") -> str:
    """The odds of a figure in words (:func:`format_odds`), but a simulated 0 or 1 as the bound its 95% interval
    gives: never seen in the deals is not "no chance", only a chance below the interval's upper end, said as
    "fewer than 1 in N deals" with N the largest whole number for which 1/N is at or above that end.

    >>> odds_in_words(Estimate.proportion(0, 100_000))
    'fewer than 1 in 26,032 deals'
    >>> odds_in_words(Estimate.proportion(100, 100)), odds_in_words(Estimate.exact(0.0))
    ('fails in fewer than 1 in 27 deals', 'no chance')
    """
    if estimate.method is not Method.exact:
        if estimate.value <= 0 and estimate.ci95_high > 0:
            return f"fewer than 1 in {math.floor(1 / estimate.ci95_high):,} {unit}"
        if estimate.value >= 1 and estimate.ci95_low < 1:
            return f"fails in fewer than 1 in {math.floor(1 / (1 - estimate.ci95_low)):,} {unit}"
    return format_odds(estimate.value, style=style)


def estimate_in_words(estimate: Estimate, *, digits: int = 4, style: str = "on-against",
                      exact: Fraction | None = None) -> str:
    """A probability as every answer prints it: the figure, its 95% interval ("exact" where it has none to
    have) and the odds in words (a simulated 0 or 1 as the bound of its interval: :func:`odds_in_words`).

    >>> estimate_in_words(Estimate.exact(0.5))
    '0.5000 (exact), evens'
    >>> p = Fraction(1, 2_235_197_406_895_366_368_301_560_000)  # exact: the odds from the fraction, not a float
    >>> estimate_in_words(Estimate.exact(float(p)), style="plain", exact=p)
    '0.0000 (exact), 2,235,197,406,895,366,368,301,559,999 to 1 against'
    >>> estimate_in_words(Estimate(0.625, 0.001, 0.623, 0.627, Method.posterior))
    '0.6250 (95% interval 0.6230-0.6270), 5 to 3 on'
    """
    if estimate.method is Method.exact:
        spread = "exact"
    else:
        spread = f"95% interval {estimate.ci95_low:.{digits}f}-{estimate.ci95_high:.{digits}f}"
    odds = format_odds(exact, style=style) if exact is not None else odds_in_words(estimate, style=style)
    return f"{estimate.value:.{digits}f} ({spread}), {odds}"
