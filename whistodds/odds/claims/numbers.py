"""Figures that are numbers, not chances: a mean ("3 1/4" trumps), a count ("635,013,559,600" hands), the deals a
game lasts ("four"), read as printed and judged on the number's own scale (:data:`NUMBER_RULE`).

A figure is a number in digits (``635,013,559,600``, ``3.106430``, ``3 1/4``, ``3¼``, ``13/4``) or in words
(``four``, ``four and a half``), with scale words (``635 thousand millions``) and an optional word for what is
counted after it (``deals``, ``hands``, ``trumps``, ``cards``), after a qualifier if printed (those of odds:
``about``, ``nearly``, ``above``, ``upwards of``, ``less than`` ...).  The author's precision is the step of the
last place he printed: a unit for a whole number, ``10**-d`` for ``d`` decimals, ``1/4`` for ``3 1/4``, a
thousand million for ``635 thousand millions``.

>>> read_printed_number("3 1/4")
PrintedNumber(text='3 1/4', value=Fraction(13, 4), qualifier=None, step=Fraction(1, 4))
>>> figure = read_printed_number("above 635 thousand millions")
>>> figure.value, figure.step, figure.qualifier
(Fraction(635000000000, 1), Fraction(1000000000, 1), 'above')
>>> judge_number(figure, 635_013_559_600)
('borne out', 'his figure is a bound the model meets: 635,013,559,600 against above 635 thousand millions')
>>> judge_number(read_printed_number("four deals"), 4.62, 4.58, 4.66)[0]
'understates'
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from whistodds.odds.printed_odds.forms import QUALIFIERS, SUFFIX_QUALIFIERS, Direction
from whistodds.odds.printed_odds.judging import TOLERANCE, Verdict
from whistodds.odds.printed_odds.numbers import words_number

MAX_NUMBER_TEXT = 80  # characters in one printed number; the longest real one is a couple of dozen
COUNTED_WORDS = ("deals", "deal", "hands", "hand", "cards", "card", "trumps", "trump", "games", "game")
NUMBER_RULE = (
    f"A figure that is a number (a mean, a count, the deals a game lasts) is judged on its own scale, with one "
    f"tolerance: 'close' is within a factor of {float(TOLERANCE):g} of the model's number. A plain figure (or "
    f"'about') is 'exact' when the model's number (all of a simulated figure's 95% interval) rounds to it at the "
    f"precision he printed (a unit for a whole number, his decimals, his fraction's part, his scale word); a bound "
    f"('above', 'more than', 'upwards of', 'at least') is 'borne out' when all of the interval lies at or past it, "
    f"'less than', 'under', 'not quite' at or short of it, 'nearly', 'almost' short of it within the tolerance, "
    f"'about' within the tolerance either side; else 'close' when some point of the interval is within the "
    f"tolerance, else 'overstates' (his number is larger than the model's) or 'understates', with how far")

_VULGAR = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4)}
_PARTS = {"a half": Fraction(1, 2), "a quarter": Fraction(1, 4), "three quarters": Fraction(3, 4)}
_SCALES = {"hundred": 100, "thousand": 10**3, "million": 10**6, "millions": 10**6, "thousands": 10**3,
           "billion": 10**9}
# digits (with thousands' commas), decimals, a fraction after a space or alone, a vulgar fraction
_DIGITS = re.compile(r"^(\d{1,3}(?:,\d{3})+|\d{1,15})(?:\.(\d{1,12}))?(?:\s*([½¼¾])|\s+(\d{1,3})/(\d{1,3}))?$")
_FRACTION = re.compile(r"^(\d{1,6})/(\d{1,6})$")


@dataclass(frozen=True)
class PrintedNumber:
    """A number as printed: its value, the qualifier before it, and the step of its last place (his precision)."""

    text: str
    value: Fraction
    qualifier: str | None
    step: Fraction

    @property
    def direction(self) -> Direction | None:
        return None if self.qualifier is None else {**QUALIFIERS, **SUFFIX_QUALIFIERS}[self.qualifier]


def _qualified(text: str) -> tuple[str, str | None]:
    """The figure without its qualifier (before it, or 'and upwards' after), and the qualifier."""
    for word in sorted({**QUALIFIERS, **SUFFIX_QUALIFIERS}, key=len, reverse=True):
        if word in ("a small odds", "full"):
            continue
        if text.startswith(word + " "):
            return text[len(word) + 1:].strip(), word
        if text.endswith(" " + word) and word in SUFFIX_QUALIFIERS:
            return text[:-len(word) - 1].strip(), word
    return text, None


def _scaled(text: str) -> tuple[str, int]:
    """The figure without the scale words after its digits (``635 thousand millions``), and their product."""
    words, scale = text.split(), 1
    while len(words) > 1 and words[-1] in _SCALES and re.match(r"^[\d.,]+$", words[0]):
        scale, words = scale * _SCALES[words.pop()], words
    return " ".join(words), scale


def _figure(text: str) -> tuple[Fraction, Fraction]:
    """The value and step of a figure in digits or words (no qualifier, no counted word)."""
    core, scale = _scaled(text)
    match = _DIGITS.match(core)
    if match:
        whole, decimals, vulgar, top, bottom = match.groups()
        value = Fraction(int(whole.replace(",", "")))
        step = Fraction(1)
        if decimals:
            value += Fraction(int(decimals), 10 ** len(decimals))
            step = Fraction(1, 10 ** len(decimals))
        if vulgar:
            value, step = value + _VULGAR[vulgar], _VULGAR[vulgar] if vulgar != "¾" else Fraction(1, 4)
        elif top and int(bottom):
            value, step = value + Fraction(int(top), int(bottom)), Fraction(1, int(bottom))
        return value * scale, step * scale
    fraction = _FRACTION.match(core)
    if fraction and int(fraction.group(2)):
        return Fraction(int(fraction.group(1)), int(fraction.group(2))), Fraction(1, int(fraction.group(2)))
    for words, part in _PARTS.items():  # "four and a half"
        if core.endswith(" and " + words):
            return words_number(core[:-len(words) - 5]) + part, part
    return Fraction(words_number(core)), Fraction(1)


def read_printed_number(text: str) -> PrintedNumber:
    """A number as printed (the module's forms), or a one-line ``ValueError`` naming the figure and the forms."""
    said = " ".join(str(text).split())
    if not said or len(said) > MAX_NUMBER_TEXT:
        raise ValueError(f"figure {said[:MAX_NUMBER_TEXT]!r} is no number: write it as printed, e.g. '3 1/4', "
                         f"'635,013,559,600', 'four deals', 'about 4'")
    lowered = said.lower()
    core, qualifier = _qualified(lowered)
    words = core.split()
    if len(words) > 1 and words[-1] in COUNTED_WORDS:
        core = " ".join(words[:-1])
    try:
        value, step = _figure(core)
    except ValueError:
        raise ValueError(f"figure {said!r} is no number: write it as printed, e.g. '3 1/4', '3.25', "
                         f"'635,013,559,600', '635 thousand millions', 'four deals', 'about 4'") from None
    return PrintedNumber(said, value, qualifier, step)


def _within(model: float, figure: float) -> bool:
    """The model's number within the tolerance (a factor) of his figure."""
    if model <= 0 or figure <= 0:
        return model == figure
    return 1 / float(TOLERANCE) <= figure / model <= float(TOLERANCE)


def number_form(printed: PrintedNumber, model: float) -> str:
    """The model's number written at his precision: his decimals, his fraction's part, his unit.

    >>> number_form(read_printed_number("3 1/4"), 3.3), number_form(read_printed_number("3.106430"), 3.1064301)
    ('3 1/4', '3.106430')
    """
    step = printed.step
    rounded = Fraction(round(Fraction(model) / step)) * step
    if step.denominator > 1 and 10 ** len(str(step.denominator)) // 10 == step.denominator:
        return f"{float(rounded):.{len(str(step.denominator)) - 1}f}"
    whole, part = divmod(rounded, 1)
    if part:
        return f"{int(whole)} {part.numerator}/{part.denominator}" if whole else f"{part}"
    return f"{int(rounded):,}"


def _shown(model: float) -> str:
    """The model's number in words a reader takes in: a whole number with its commas, else six figures."""
    return f"{int(model):,}" if float(model).is_integer() else f"{model:.6g}"


def judge_number(printed: PrintedNumber, model: float, low: float | None = None, high: float | None = None, *,
                 bound: Direction | None = None) -> tuple[str, str]:
    """The verdict on a printed number against the model's (with its 95% interval where simulated), and how far
    in words (:data:`NUMBER_RULE`); ``bound``: the figure is a bound though no qualifier says so (a game
    "seldom" longer than N deals: N bounds the ninth decile from above)."""
    low = model if low is None else low
    high = model if high is None else high
    figure, half = float(printed.value), float(printed.step) / 2
    direction = printed.direction if printed.direction is not None else bound
    said = f"{number_form(printed, model) if direction is None else _shown(model)} against {printed.text}"
    if direction in (None, Direction.ABOUT) and figure - half <= low and high <= figure + half:
        return Verdict.EXACT.value, ""
    borne = direction is not None and {
        Direction.PAST: low >= figure, Direction.SHORT: high <= figure,
        Direction.NEARLY: high <= figure and _within(low, figure),
        Direction.ABOUT: _within(low, figure) and _within(high, figure)}.get(direction, False)
    if borne:
        return Verdict.BORNE_OUT.value, f"his figure is a bound the model meets: {_shown(model)} against {printed.text}"
    nearest = min(max(figure, low), high)
    if _within(nearest, figure):
        return Verdict.CLOSE.value, f"within a factor of {float(TOLERANCE):g}: {said}"
    verdict = Verdict.OVERSTATES if figure > high else Verdict.UNDERSTATES
    off = abs(figure - nearest) / nearest * 100 if nearest else math.inf
    return verdict.value, f"{verdict.value} it by {off:.1f}% of the model's number: {said}"
