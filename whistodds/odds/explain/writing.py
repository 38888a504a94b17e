"""The methods that need nothing but the true chance and the figure as printed: the event and its complement
exchanged, a chance written as odds or odds as a chance, the figure's other reading (an edge for a chance), and
a misprint (one digit changed, or two adjacent digits exchanged).

>>> from whistodds.odds.printed_odds import read_printed_odds
>>> [(r.said, r.probability) for r in chance_written_as_odds(read_printed_odds("1 to 4"), Fraction(1, 4))]
[('chance-written-as-odds: 1 to 4 (a chance of 1/4 written as odds)', Fraction(1, 5))]
>>> [r.said for r in misprint(read_printed_odds("36,924 to 25,350"), Fraction(39624, 64974))]
['misprint: 39,624 to 25,350 (two adjacent digits exchanged)']
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from fractions import Fraction

from whistodds.odds.explain import Method, Reckoning, prints_as
from whistodds.odds.printed_odds import PrintedOdds, read_printed_odds

MAX_DIGITS = 24  # a printed figure has a few digits; beyond this many the misprints are not tried
# A number of one or two digits with one digit changed is another figure an author could mean, not a slip a
# reader can tell ("4 to 1" for "6 to 1"): a digit changed is tried in numbers of this many digits or more, two
# adjacent digits exchanged in numbers of two digits or more ("13 to 1" for "31 to 1").
MIN_MISPRINT_DIGITS = 3
MIN_TRANSPOSED_DIGITS = 2


def _checked(method: Method, printed: PrintedOdds, probability: Fraction, note: str) -> list[Reckoning]:
    """The reckoning: the chance it reaches (whether it gives his figure is judged by the caller)."""
    return [Reckoning(method, probability, printed.text, note)] if 0 < probability < 1 else []


def complement(printed: PrintedOdds, truth: Fraction) -> list[Reckoning]:
    """The event and its complement exchanged: the author printed the chance of the other ("has" for "has not",
    or the odds the wrong way round), 1 - the true chance."""
    return _checked(Method.COMPLEMENT, printed, 1 - truth, f"the chance of the complement, {_odds(1 - truth)}")


def chance_written_as_odds(printed: PrintedOdds, truth: Fraction) -> list[Reckoning]:
    """A chance a/b printed as odds "a to b": read as odds, a/(a + b), that is p / (1 + p)."""
    return _checked(Method.CHANCE_WRITTEN_AS_ODDS, printed, truth / (1 + truth),
                    f"a chance of {_fraction(truth)} written as odds")


def odds_written_as_chance(printed: PrintedOdds, truth: Fraction) -> list[Reckoning]:
    """Odds "a to b" printed as a chance "a in b": read as a chance, p / (1 - p) (only below evens)."""
    if truth >= Fraction(1, 2):
        return []
    return _checked(Method.ODDS_WRITTEN_AS_CHANCE, printed, truth / (1 - truth),
                    f"odds of {_odds(truth, against=False)} written as a chance")


def edge_for_chance(printed: PrintedOdds, truth: Fraction) -> list[Reckoning]:
    """The figure's other reading gives the truth: an edge ("4 in 100" more staked) printed where the reader
    takes a chance, or a chance where he takes an edge."""
    found = []
    for other in printed.others:
        if 0 < truth < 1 and other.in_authors_terms(truth):
            found.append(Reckoning(Method.EDGE_FOR_CHANCE, other.probability, printed.text,
                                   f"read as {other.reading.value}: {other.words}"))
    return found


def _numbers(text: str, least: int) -> list[list[int]]:
    """The places of the digits of each number of ``least`` digits or more (1,827: four digits)."""
    found = []
    for match in re.finditer(r"\d[\d,]*", text):
        digits = [match.start() + i for i, c in enumerate(match.group(0)) if c.isdigit()]
        if len(digits) >= least:
            found.append(digits)
    return found


def variants(text: str) -> Iterator[tuple[str, str]]:
    """Each text one digit changed (in its numbers of three digits or more), or two adjacent digits exchanged (in
    its numbers of two digits or more), with which.

    >>> sorted(variants("31 to 26")), len(list(variants("32,527 to 32,448")))
    ([('13 to 26', 'two adjacent digits exchanged'), ('31 to 62', 'two adjacent digits exchanged')], 95)
    """
    changed = [i for digits in _numbers(text, MIN_MISPRINT_DIGITS) for i in digits]
    if len(changed) > MAX_DIGITS:
        return
    for i in changed:
        for digit in "0123456789":
            if digit != text[i] and not (digit == "0" and (i == 0 or text[i - 1] not in "0123456789,")
                                         and i + 1 < len(text) and text[i + 1].isdigit()):
                yield text[:i] + digit + text[i + 1:], f"{text[i]} printed for {digit}"
    for digits in _numbers(text, MIN_TRANSPOSED_DIGITS):
        for a, b in zip(digits, digits[1:]):
            if text[a] != text[b] and not (text[b] == "0" and a == digits[0]):
                yield text[:a] + text[b] + text[a + 1:b] + text[a] + text[b + 1:], "two adjacent digits exchanged"


def misprint(printed: PrintedOdds, truth: Fraction, reckoned: Method | None = None) -> list[Reckoning]:
    """One digit changed, or two adjacent digits exchanged, gives a figure that ``truth`` (the true chance, or
    the chance another method reaches, named by ``reckoned``) gives at his precision: the corrected figure, that
    chance, and the change."""
    found = []
    for text, change in variants(printed.text):
        try:
            variant = read_printed_odds(text)
        except ValueError:
            continue
        if variant.reading is printed.reading and prints_as(variant, truth):
            found.append(Reckoning(Method.MISPRINT, truth, text, change, reckoned))
    return found[:3]  # the first few; a figure every digit of which could be wrong is no finding


def corrected(reckoning: Reckoning) -> PrintedOdds:
    """The figure a misprint's reckoning says was meant, read."""
    return read_printed_odds(reckoning.figure)


def _fraction(p: Fraction) -> str:
    return f"{p.numerator:,}/{p.denominator:,}" if p.denominator < 10**7 else f"{float(p):.3g}"


def _odds(p: Fraction, against: bool = True) -> str:
    """The chance as odds, to three figures, as a reader would say them: ``2 to 1``, ``17.1 to 1 against``."""
    if not 0 < p < 1:
        return _fraction(p)
    odds = p / (1 - p)
    return f"{float(odds):.3g} to 1" if odds >= 1 or not against else f"{float(1 / odds):.3g} to 1 against"


GENERIC = (complement, chance_written_as_odds, odds_written_as_chance, edge_for_chance)
