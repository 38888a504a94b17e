"""The verdict on a printed figure against a model's chance, on the scale of odds: one rule, :data:`VERDICT_RULE`,
for every command and the report.

>>> texts = ("2 to 1 against", "more than 2 to 1 against", "less than 2 to 1 against", "about 2 to 1 against",
...          "3 to 1 against")
>>> [judge(read_printed_odds(text), Fraction(100, 329)).verdict.value for text in texts]
['exact', 'borne out', 'overstates', 'exact', 'understates']
>>> judge(read_printed_odds("2 to 1 against"), Fraction(100, 329)).how_far
'at his precision: whole odds, N to 1'
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from whistodds.odds.printed_odds.forms import (QUALIFIERS, SUFFIX_QUALIFIERS, Direction, PrintedOdds, ReadOdds,
                                               Reading)
from whistodds.odds.printed_odds.reading import read_printed_odds

TOLERANCE = Fraction(11, 10)  # "close": the stated odds within this factor of the model's (about 2.4 points at evens)
POINTS_BAND = (Fraction(1, 4), Fraction(3, 4))  # both figures in here: how far is said in percentage points


class Verdict(StrEnum):
    """Every verdict the checker gives on a printed figure (:data:`VERDICT_RULE`)."""

    EXACT = "exact"
    CLOSE = "close"
    BORNE_OUT = "borne out"
    NOT_BORNE_OUT = "not borne out"
    OVERSTATES = "overstates"
    UNDERSTATES = "understates"


def _qualifiers(direction: Direction) -> str:
    return ", ".join(f"'{q}'" for q, d in {**QUALIFIERS, **SUFFIX_QUALIFIERS}.items() if d is direction)


VERDICTS = ", ".join(f"'{v}'" for v in Verdict)
VERDICT_RULE = (
    f"Verdicts ({VERDICTS}) are on the scale of odds, with one tolerance: 'close' is within a factor of "
    f"{float(TOLERANCE):g} on the odds (about 2.4 percentage points near evens). A plain figure is 'exact' when the model's chance (all of a "
    f"simulated figure's 95% interval), written in the author's own form at the precision he printed, gives his "
    f"figure: whole odds for 'N to 1', his M kept for 'N to M' (N whole), N whole in '1 in N' and 'N in M', his "
    f"digits for a percentage or decimal, money to the penny, round millions where he printed them, evens to the small ratios (terms up to 10) a table prints; "
    f"the precision assumed is said with the verdict. Else 'close' when the model (some point of its interval) is "
    f"within the tolerance, else 'overstates' (the event is less likely than he says) or 'understates', with how "
    f"far. A qualified figure is judged as what it says: {_qualifiers(Direction.PAST)} a bound, 'borne out' when "
    f"the model (all of its interval) lies at or past his figure, away from evens; {_qualifiers(Direction.SHORT)} "
    f"a bound on the other side, 'borne out' at or short of it; {_qualifiers(Direction.NEARLY)} 'borne out' short "
    f"of it within the tolerance; {_qualifiers(Direction.ABOUT)} 'exact' as a plain figure, else 'borne out' within "
    f"the tolerance either side; 'a small odds' 'borne out' a little over evens (within the tolerance). A bound "
    f"on a chance below evens ('no more than 24%', 'nearly 1 in 4') bounds the chance itself: 'more than' lies "
    f"towards evens, 'less than' and 'nearly' away from it. A "
    f"qualified figure not borne out is 'close' when the model lies within the tolerance of it, else 'overstates' "
    f"or 'understates' ('not borne out' for 'a small odds', which prints no figure to over- or understate)")


@dataclass(frozen=True)
class Judgement:
    """A verdict on a stated figure against the model's, how far in words (for 'exact', the precision assumed),
    the precision assumed, and the two differences."""

    verdict: Verdict
    how_far: str
    difference_pp: float
    difference_log_odds: float
    precision: str = ""


def log_odds(p: Fraction) -> float:
    """ln(p / (1 - p)) of an exact fraction, to double precision however near 0 or 1 (infinite at 0 and 1)."""
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    return math.log(p.numerator) - math.log(p.denominator - p.numerator)


def _odds(p: Fraction) -> Fraction | None:
    return None if p >= 1 else p / (1 - p)


def _digits(value: float) -> str:
    """A positive difference to the digits that differ: 14, 1.8, 0.055."""
    return f"{value:,.0f}" if value >= 9.5 else f"{value:.1f}" if value >= 0.95 else f"{value:.2g}"


def _times(ratio: Fraction) -> str:
    """How many times longer or shorter: a percentage below twice (1.00 times hides the digits that differ)."""
    value = float(ratio)
    return f"{_digits(100 * (value - 1))}%" if value < 2 else f"{round(value):,} times" if value >= 9.5 else (
        f"{value:.2f} times")


def how_far(stated: Fraction, model: Fraction, verdict: str = "") -> str:
    """How far the model lies from a stated chance, in words a reader takes in: percentage points where both
    lie between 1/4 and 3/4, else how much longer or shorter the odds are (a percentage below twice).

    >>> how_far(Fraction(1, 2), Fraction(518, 1000), "understates")
    'understates it by 1.8 percentage points'
    >>> how_far(Fraction(1, 1001), Fraction(1, 1828)), how_far(Fraction(1, 1828), Fraction(1, 1829))
    ('the true odds against are 83% longer', 'the true odds against are 0.055% longer')
    """
    low, high = POINTS_BAND
    if model <= 0:
        return "the model gives it no chance at all"
    if model >= 1:
        return "the model makes it certain"
    if low <= stated <= high and low <= model <= high:
        pp = 100 * float(stated - model)
        if verdict in (Verdict.OVERSTATES, Verdict.UNDERSTATES):
            return f"{verdict} it by {_digits(abs(pp))} percentage points"
        return f"the model is {_digits(abs(pp))} percentage points {'lower' if pp > 0 else 'higher'}"
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


def _within(interval: tuple[Fraction, Fraction], band: tuple[Fraction, Fraction]) -> bool:
    return band[0] <= interval[0] and interval[1] <= band[1]


def judge(printed: PrintedOdds, model: float | Fraction, low: float | Fraction | None = None,
          high: float | Fraction | None = None, *, read: ReadOdds | None = None,
          tolerance: Fraction = TOLERANCE) -> Judgement:
    """The verdict on a printed figure against the model's chance (with its 95% interval ``low``-``high`` for a
    simulated figure), on the scale of odds, reading its qualifier: :data:`VERDICT_RULE`, the one rule of every
    command and the report.

    >>> judge(read_printed_odds("1000 to 1 against"), Fraction(1, 1828)).verdict
    <Verdict.OVERSTATES: 'overstates'>
    >>> [judge(read_printed_odds("5 to 4"), p).verdict.value for p in (Fraction(5, 9), 0.556, 0.57, 0.6)]
    ['exact', 'exact', 'exact', 'understates']
    >>> judge(read_printed_odds("nearly 13 to 4"), Fraction(13, 17) + Fraction(16, 10000)).verdict.value
    'close'
    """
    read = read if read is not None else printed.read
    stated = read.probability
    m = Fraction(model)
    lo, hi = Fraction(low if low is not None else model), Fraction(high if high is not None else model)
    lo, hi = min(lo, m), max(hi, m)
    his = stated / (1 - stated)
    # The model's odds over his, over the interval: 0 for a model at nil, a huge number at certainty.
    big = Fraction(10) ** 400  # beyond any printed odds: stands for certainty
    interval = tuple(o / his if o is not None else big for o in (_odds(lo), _odds(hi)))
    assert len(interval) == 2
    direction = printed.direction
    sign = 1 if stated > Fraction(1, 2) else -1 if stated < Fraction(1, 2) else 0
    if direction in (Direction.NEARLY, Direction.PAST, Direction.SHORT) and sign == 0:
        direction = Direction.ABOUT  # "more than evens" has no side of evens to be past: read as about
    # The interval measured outward from evens: above 1 when the model lies further from evens than his figure.
    outward = interval if sign >= 0 else ((1 / interval[1] if interval[1] else big),
                                          (1 / interval[0] if interval[0] else big))
    close = _meets(interval, (1 / tolerance, tolerance))
    side = Verdict.OVERSTATES if stated > m else Verdict.UNDERSTATES
    exact = all(read.in_authors_terms(p) for p in (lo, m, hi))
    if direction is Direction.SMALL_ODDS:
        verdict = (Verdict.BORNE_OUT if interval[0] > 1 and interval[1] <= tolerance else Verdict.CLOSE if close
                   else Verdict.NOT_BORNE_OUT)
    elif direction in (Direction.PLAIN, Direction.ABOUT) and exact:
        verdict = Verdict.EXACT
    elif direction is Direction.ABOUT:
        verdict = Verdict.BORNE_OUT if close else side
    elif direction is Direction.PLAIN:
        verdict = Verdict.CLOSE if close else side
    else:
        holds = {Direction.PAST: (Fraction(1), big), Direction.SHORT: (Fraction(0), Fraction(1)),
                 Direction.NEARLY: (1 / tolerance, Fraction(1))}[direction]
        if read.reading is Reading.CHANCE and sign < 0:  # "no more than 24%": the chance bounded, so evens-ward
            holds = {Direction.PAST: (Fraction(0), Fraction(1)), Direction.SHORT: (Fraction(1), big),
                     Direction.NEARLY: (Fraction(1), tolerance)}[direction]
        verdict = Verdict.BORNE_OUT if _within(outward, holds) else Verdict.CLOSE if close else side
    words = how_far(stated, m, verdict)
    if verdict is Verdict.EXACT:
        words = f"at his precision: {read.precision}"  # the model's odds so written stand beside his
    return Judgement(verdict, words, 100 * float(stated - m), log_odds(stated) - log_odds(m), read.precision)
