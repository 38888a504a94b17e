"""The verdict on a printed figure against a model's chance, on the scale of odds."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from whistodds.odds.printed_odds.forms import Direction, PrintedOdds, ReadOdds
from whistodds.odds.printed_odds.reading import read_printed_odds

TOLERANCE = Fraction(11, 10)  # "close": the stated odds within this factor of the model's (about 2.4 points at evens)
POINTS_BAND = (Fraction(1, 4), Fraction(3, 4))  # both figures in here: how far is said in percentage points
TOLERANCE_NOTE = (f"'close' when the odds stated are within a factor of {float(TOLERANCE):g} of the model's (about "
                  f"2.4 percentage points near evens), or of some point of a simulated figure's 95% interval; 'exact' "
                  f"when the model's figure (all of its interval), written in the author's terms to the precision he "
                  f"printed, gives his figure and lies within that factor; else 'overstates' (the event is less "
                  f"likely than he says) or 'understates', with how far; a qualifier is 'borne out' when the model "
                  f"lies on its side of the figure within the same factor ('nearly' short of it, towards evens; "
                  f"'above', 'rather more than', 'upwards of', 'full' past it; 'a small odds' a little over evens), "
                  f"and 'close' when it lies within the factor on the other side")


@dataclass(frozen=True)
class Judgement:
    """A verdict on a stated figure against the model's, how far in words, and the two differences."""

    verdict: str
    how_far: str
    difference_pp: float
    difference_log_odds: float


def log_odds(p: Fraction) -> float:
    """ln(p / (1 - p)) of an exact fraction, to double precision however near 0 or 1 (infinite at 0 and 1)."""
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    return math.log(p.numerator) - math.log(p.denominator - p.numerator)


def _odds(p: Fraction) -> Fraction | None:
    return None if p >= 1 else p / (1 - p)


def _times(ratio: Fraction) -> str:
    value = float(ratio)
    return f"{round(value):,} times" if value >= 9.5 else f"{value:.2f} times"


def how_far(stated: Fraction, model: Fraction, verdict: str = "") -> str:
    """How far the model lies from a stated chance, in words a reader takes in: percentage points where both
    lie between 1/4 and 3/4, else the ratio of the odds.

    >>> how_far(Fraction(1, 2), Fraction(518, 1000), "understates")
    'understates it by 1.8 percentage points'
    >>> how_far(Fraction(1, 1001), Fraction(1, 1828))
    'the true odds against are 1.83 times longer'
    """
    low, high = POINTS_BAND
    if model <= 0:
        return "the model gives it no chance at all"
    if model >= 1:
        return "the model makes it certain"
    if low <= stated <= high and low <= model <= high:
        pp = 100 * float(stated - model)
        if verdict in ("overstates", "understates"):
            return f"{verdict} it by {abs(pp):.1f} percentage points"
        return f"the model is {abs(pp):.1f} percentage points {'lower' if pp > 0 else 'higher'}"
    if model < Fraction(1, 2):
        side, true, his = "against", (1 - model) / model, (1 - stated) / stated
    else:
        side, true, his = "on", model / (1 - model), stated / (1 - stated)
    if true == his:
        return f"the true odds {side} are the same"
    return (f"the true odds {side} are {_times(true / his)} longer" if true > his
            else f"the true odds {side} are {_times(his / true)} shorter")


def _meets(interval: tuple[Fraction, Fraction], band: tuple[Fraction, Fraction]) -> bool:
    return interval[0] <= band[1] and interval[1] >= band[0]


def judge(printed: PrintedOdds, model: float | Fraction, low: float | Fraction | None = None,
          high: float | Fraction | None = None, *, read: ReadOdds | None = None,
          tolerance: Fraction = TOLERANCE) -> Judgement:
    """The verdict on a printed figure against the model's chance (with its 95% interval ``low``-``high`` for a
    simulated figure), on the scale of odds, reading its qualifier (see :data:`TOLERANCE_NOTE`).

    >>> judge(read_printed_odds("1000 to 1 against"), Fraction(1, 1828)).verdict
    'overstates'
    >>> [judge(read_printed_odds("5 to 4"), p).verdict for p in (Fraction(5, 9), 0.556, 0.57, 0.6)]
    ['exact', 'exact', 'close', 'understates']
    >>> judge(read_printed_odds("nearly 13 to 4"), Fraction(13, 17) + Fraction(16, 10000)).verdict
    'close'
    """
    read = read if read is not None else printed.read
    stated = read.probability
    m = Fraction(model)
    lo, hi = Fraction(low if low is not None else model), Fraction(high if high is not None else model)
    lo, hi = min(lo, m), max(hi, m)
    pp = 100 * float(stated - m)
    difference = log_odds(stated) - log_odds(m)
    his = stated / (1 - stated)
    # The model's odds over his, over the interval: 0 for a model at nil, None (infinite) at certainty.
    ratios = [(o / his if o is not None else None) for o in (_odds(lo), _odds(hi))]
    big = Fraction(10) ** 400  # beyond any printed odds: stands for certainty
    interval = (ratios[0] if ratios[0] is not None else big, ratios[1] if ratios[1] is not None else big)
    close = (1 / tolerance, tolerance)
    direction = printed.direction
    sign = 1 if stated > Fraction(1, 2) else -1 if stated < Fraction(1, 2) else 0
    if direction in (Direction.SHORT, Direction.PAST) and sign == 0:
        direction = Direction.ABOUT
    # The interval measured outward from evens: above 1 when the model lies further from evens than his figure.
    outward = interval if sign >= 0 else ((1 / interval[1] if interval[1] else big),
                                          (1 / interval[0] if interval[0] else big))
    side = "overstates" if stated > m else "understates"
    if direction is Direction.SMALL_ODDS:
        if _meets(interval, (Fraction(1), tolerance)) and interval[1] > 1:
            verdict = "borne out"
        elif _meets(interval, close):
            verdict = "close"
        else:
            verdict = side
    elif direction is Direction.ABOUT:
        if _meets(interval, close) and all(read.in_authors_terms(p) for p in (lo, m, hi)):
            verdict = "exact"
        elif _meets(interval, close):
            verdict = "close"
        else:
            verdict = side
    else:
        band = (1 / tolerance, Fraction(1)) if direction is Direction.SHORT else (Fraction(1), tolerance)
        verdict = "borne out" if _meets(outward, band) else "close" if _meets(outward, close) else side
    return Judgement(verdict, "" if verdict == "exact" else how_far(stated, m, verdict), pp, difference)
