"""The vocabulary of printed odds: the forms read and written, the author's terms of a reading
(:class:`ReadOdds`), a figure read (:class:`PrintedOdds`), the number words and money units, and the small
ratios an author could print."""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache

AUTHOR_TERMS = 10  # odds in whole numbers: he could print any ratio with terms up to this, or up to his own larger one
MAX_SMALL_TERMS = 24  # beyond it, odds "N to 1" are held to the precision of their free term (1,827 to 1: a unit)
MAX_TEXT = 200  # characters in one printed figure; the longest real one is a few dozen
MAX_DIGITS = 40  # one amount at most 40 digits (the four complete suits' odds have 28): exact integers, no float
MAX_AMOUNT_CHARS = 60  # one amount in figures (40 digits and their commas); more is refused before any arithmetic
MAX_WORDS_CHARS = 200  # one amount in words: a bound before parsing, as the figures' bound
MAX_AMOUNT = 10**MAX_DIGITS - 1  # the largest amount read: 40 nines


class Reading(Enum):
    """How a printed figure is read: odds (``7 to 4``), a chance (``1 in 4``, ``25%``) or an edge
    (``4 in 100 in favour of``: odds of 104 to 100)."""

    ODDS = "odds"
    CHANCE = "chance"
    EDGE = "edge"


class Form(Enum):
    """The forms :func:`write_odds` writes."""

    ODDS = "odds"  # 7 to 4, 3 to 1 against
    ODDS_ON = "odds-on"  # 7 to 4 on
    CHANCE = "chance"  # 1 in 4
    FRACTION = "fraction"  # 1/4
    PERCENT = "percent"  # 25% (a probability whose percentage ends)
    WORDS = "words"  # seven to four, three to one against
    MONEY = "money"  # the odds in pounds, shillings, pence and farthings


class Direction(Enum):
    """What a qualifier says of the truth beside his figure, measured outward from evens on the scale of odds."""

    PLAIN = "plain"  # no qualifier: the figure itself, at its printed precision
    ABOUT = "about"  # about: near the figure, either side
    NEARLY = "nearly"  # nearly, almost: near the figure and short of it (towards evens)
    PAST = "past"  # more than, above, at least...: a bound, the truth at or past the figure
    SHORT = "short"  # less than, under, not quite: a bound, the truth at or short of the figure
    SMALL_ODDS = "small odds"  # a little over evens


QUALIFIERS = {"rather more than": Direction.PAST, "more than": Direction.PAST, "upwards of": Direction.PAST,
              "above": Direction.PAST, "full": Direction.PAST, "at least": Direction.PAST,
              "greatly exceed": Direction.PAST, "exceed": Direction.PAST,
              "rather less than": Direction.SHORT, "less than": Direction.SHORT, "under": Direction.SHORT,
              "not quite": Direction.SHORT, "nearly": Direction.NEARLY, "almost": Direction.NEARLY,
              "no more than": Direction.SHORT, "not more than": Direction.SHORT, "no less than": Direction.PAST,
              "not less than": Direction.PAST,
              "about": Direction.ABOUT, "approximately": Direction.ABOUT, "roughly": Direction.ABOUT,
              "some": Direction.ABOUT, "~": Direction.ABOUT, "a small odds": Direction.SMALL_ODDS}
SUFFIX_QUALIFIERS = {"and upwards": Direction.PAST}  # printed after the figure: "two to one and upwards"

# The one list of printed forms: the package's docstring, the error for a figure not read, `verify claims --help`
# and the README are made from it (a test holds the README to it).
PRINTED_FORMS = (
    "odds '7 to 4' (with on, against, for, in favour of), 'the odds are 3 to 1', 'odds of 3 to 1 against', "
    "'4 chances to 1'",
    "a chance '1 in 4', 'nine times in ten', 'once in 635,000,000,000 deals', '1 out of 4', '1/16', '0.25', "
    "'25 per cent', '9%', 'a 75-percent chance', '52 percent of the time'",
    "words 'one in four', 'a quarter', 'evens', 'an equal chance', 'ten and a half to ten', 'a thousand thousand "
    "to one', 'two thousand quadrillion to one', 'thousand millions' (scale words multiply)",
    f"figures '1,827 to 1', '3½ to 1' (whole numbers exact, up to {MAX_DIGITS} digits)",
    "money 'a guinea to 14s. 11¼d.', '5 guineas to 4', 'half a crown to a shilling', 'a guinea to ten shillings "
    "and sixpence' (a pound or sovereign 20 shillings, a guinea 21, a half-guinea 10s. 6d., a crown 5s., a "
    "half-crown 2s. 6d., a mark 13s. 4d., a groat 4d., a penny 1/12 shilling, a farthing 1/4 penny)",
)
FORMS_READ = ("; ".join(PRINTED_FORMS) + "; each after a qualifier if printed ("
              + ", ".join(q for q in QUALIFIERS if q != "a small odds") + ") or followed by "
              + ", ".join(f"'{q}'" for q in SUFFIX_QUALIFIERS) + "; or 'a small odds'")


_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12, "quadrillion": 10**15,
           "quintillion": 10**18}
_PLURAL_SCALES = {name + "s": name for name in ("hundred", *_SCALES)}  # "thousand millions": read as the singular
_PARTS = {"a half": Fraction(1, 2), "one half": Fraction(1, 2), "half": Fraction(1, 2), "a third": Fraction(1, 3),
          "one third": Fraction(1, 3), "two thirds": Fraction(2, 3), "a quarter": Fraction(1, 4),
          "one quarter": Fraction(1, 4), "three quarters": Fraction(3, 4)}
_EVENS = ("evens", "even", "even money", "an even bet", "an equal chance", "an even chance", "equal chance",
          "even chance", "equal", "even betting")
_VULGAR = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4)}
# Money: shillings in each unit.  A bare number beside money takes the unit of the other side.
_MONEY = {"guinea": Fraction(21), "guineas": Fraction(21), "pound": Fraction(20), "pounds": Fraction(20),
          "l": Fraction(20), "£": Fraction(20), "shilling": Fraction(1), "shillings": Fraction(1), "s": Fraction(1),
          "penny": Fraction(1, 12), "pence": Fraction(1, 12), "d": Fraction(1, 12), "farthing": Fraction(1, 48),
          "farthings": Fraction(1, 48), "crown": Fraction(5), "crowns": Fraction(5), "half-crown": Fraction(5, 2),
          "half-crowns": Fraction(5, 2), "sovereign": Fraction(20), "sovereigns": Fraction(20),
          "half-guinea": Fraction(21, 2), "half-guineas": Fraction(21, 2), "groat": Fraction(1, 3),
          "groats": Fraction(1, 3), "mark": Fraction(40, 3), "marks": Fraction(40, 3)}  # a mark: 13s. 4d.
_FIGURE = re.compile(r"(\d{1,3}(?:,\d{3})+|\d{1,40})(?:\.(\d{1,12}))?(?:e([+-]?\d{1,2}))?(?:/(\d{1,40}))?",
                     re.IGNORECASE)


@dataclass(frozen=True)
class Amount:
    """One amount as printed: its value (in shillings for money), the unit of its last printed digit or part,
    and whether it was money."""

    value: Fraction
    unit: Fraction
    money: bool = False
    text: str = ""


@dataclass(frozen=True)
class ReadOdds:
    """One reading of a printed figure: the chance it gives, in words, and the author's terms (the term he
    could have printed otherwise, its unit, and how it follows from a chance) for the verdict "exact"."""

    reading: Reading
    probability: Fraction
    words: str
    free: str  # which term is rounded to the author's precision: "first", "second" (odds), "n", "m" (chance), "p"
    terms: tuple[Fraction, Fraction]  # odds: printed first and second; chance and edge: N and M; p: (value, scale)
    unit: Fraction
    against: bool = False
    money: bool = False  # odds in money: the terms in shillings

    @property
    def precision(self) -> str:
        """The precision the author printed at, in words: the form his figure takes with the term he could have
        printed otherwise rounded (``whole odds N to 1``, ``N to 4, N whole``, ``per cent to 1 decimal``)."""
        a, b = self.terms
        unit = "whole" if self.unit == 1 else f"to the nearest {_number(self.unit)}"
        if self.free == "ratio":
            return f"odds in terms up to {int(self.unit)}"
        if self.reading is Reading.ODDS and self.money:
            stake = _money_text(b if self.free == "first" else a)
            shape = f"N to {stake}" if self.free == "first" else f"{stake} to N"
            return f"{shape}, N to the {'farthing' if self.unit == Fraction(1, 48) else 'penny'}"
        if self.reading is Reading.ODDS:
            if self.unit >= 10**6 and not self.unit % 10**6:
                return "round millions, N to 1" if b == 1 else "round millions"
            kept, name = (b, "N") if self.free == "first" else (a, "M")
            shape = f"{name} to {_number(kept)}" if self.free == "first" else f"{_number(kept)} to {name}"
            return f"whole odds, {shape}" if kept == 1 and self.unit == 1 else f"{shape}, {name} {unit}"
        if self.reading is Reading.EDGE:
            return f"an edge of N in {_number(b)}, N {unit}"
        if self.free == "m":
            return f"{_number(a)} in N, N {unit}"
        if self.free == "n":
            return f"N in {_number(b)}, N {unit}"
        digits = 0
        while (self.unit * 10**digits).denominator != 1:
            digits += 1
        scale = "per cent" if b == 100 else "a decimal"
        return f"{scale} to {digits} decimal{'s' if digits != 1 else ''}" if digits else f"whole {scale}"

    def in_authors_terms(self, p: Fraction) -> bool:
        """Whether the chance ``p``, written in the author's terms at his precision, gives his figure."""
        if not 0 < p < 1:
            return False
        a, b = self.terms
        if self.free == "ratio":  # whole-number odds: the nearest ratio he could have printed is his
            q = 1 - p if self.against else p
            return nearest_small_ratio(q / (1 - q), int(self.unit)) == a / b
        if self.reading is Reading.ODDS:
            q = 1 - p if self.against else p
            ratio = q / (1 - q)  # his first term over his second
            printed, value = (a, ratio * b) if self.free == "first" else (b, a / ratio)
        elif self.reading is Reading.EDGE:
            printed, value = a, b * p / (1 - p) - b
        elif self.free == "m":
            printed, value = b, a / p
        elif self.free == "n":
            printed, value = a, b * p
        else:  # a percentage or decimal: (value as printed, its scale)
            printed, value = a, b * p
        return math.floor(value / self.unit + Fraction(1, 2)) * self.unit == printed


@dataclass(frozen=True)
class PrintedOdds:
    """A printed figure read: the text, its qualifier, every reading it has and the one used."""

    text: str
    qualifier: str | None
    readings: tuple[ReadOdds, ...]
    used: int = 0

    @property
    def read(self) -> ReadOdds:
        return self.readings[self.used]

    @property
    def probability(self) -> Fraction:
        return self.read.probability

    @property
    def reading(self) -> Reading:
        return self.read.reading

    @property
    def direction(self) -> Direction:
        return {**QUALIFIERS, **SUFFIX_QUALIFIERS}.get(self.qualifier or "", Direction.PLAIN)

    @property
    def others(self) -> tuple[ReadOdds, ...]:
        return tuple(r for i, r in enumerate(self.readings) if i != self.used)

    @property
    def said(self) -> str:
        """How the figure was read, aloud: ``read as a chance of 1/4``."""
        text = f"read as {self.read.words}"
        if self.qualifier not in (None, "a small odds"):
            text += f", '{self.qualifier}' read by the verdict"
        if self.direction is Direction.SMALL_ODDS:
            text = "read as a small odds: a little over evens, a chance a little over 1/2"
        for other in self.others:
            text += f" (the {other.reading.value} reading, {other.words}, not used)"
        return text


@lru_cache(maxsize=None)
def _ratios(max_term: int) -> tuple[tuple[float, ...], tuple[Fraction, ...]]:
    """Every ratio a/b with terms up to ``max_term``, by log, smaller terms first among equals."""
    ratios = sorted({Fraction(a, b) for a in range(1, max_term + 1) for b in range(1, max_term + 1)},
                    key=math.log)
    return tuple(math.log(r) for r in ratios), tuple(ratios)


def nearest_small_ratio(odds: Fraction, max_term: int) -> Fraction:
    """The ratio with terms up to ``max_term`` nearest ``odds`` in log-odds (the smaller one on a tie).

    >>> nearest_small_ratio(Fraction(4, 3), 10), nearest_small_ratio(Fraction(4, 3), 5)
    (Fraction(4, 3), Fraction(4, 3))
    >>> nearest_small_ratio(Fraction(2125, 1000), 10)
    Fraction(9, 4)
    """
    logs, ratios = _ratios(max_term)
    target = math.log(odds.numerator) - math.log(odds.denominator)
    i = bisect.bisect_left(logs, target)
    near = [j for j in (i - 1, i) if 0 <= j < len(ratios)]
    return min((ratios[j] for j in near), key=lambda r: (abs(math.log(r) - target), r))


def _number(value: Fraction) -> str:
    """An amount as printed: 1,827, 10½, 14 15/16."""
    whole, part = divmod(value, 1)
    vulgar = {Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}
    if not part:
        return f"{int(whole):,}"
    if part in vulgar:
        return f"{int(whole):,}{vulgar[part]}" if whole else vulgar[part]
    return f"{int(whole):,} {part}" if whole else str(part)


def _fraction_text(p: Fraction) -> str:
    return f"{p.numerator:,}/{p.denominator:,}"


def _money_text(shillings: Fraction) -> str:
    """Shillings written in pounds, shillings, pence and farthings (a whole number of farthings)."""
    farthings = shillings * 48
    pounds, rest = divmod(int(farthings), 960)
    s, rest = divmod(rest, 48)
    d, f = divmod(rest, 4)
    parts = ([f"£{pounds}"] if pounds else []) + ([f"{s}s."] if s else [])
    if d or f:
        parts.append(f"{d if d else ''}{'¼½¾'[f - 1] if f else ''}d.")
    return " ".join(parts)
