"""The model's chance written in the author's own form, at the precision he printed, to set beside his figure."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from whistodds.odds.printed_odds.forms import (AUTHOR_TERMS, MAX_SMALL_TERMS, PrintedOdds, ReadOdds, Reading,
                                               _money_text, _number, nearest_small_ratio)
from whistodds.odds.printed_odds.reading import _is_money, _normal, read_printed_odds
from whistodds.odds.printed_odds.writing import _int_words


_PART_WORDS = {Fraction(1, 2): "a half", Fraction(1, 4): "a quarter", Fraction(3, 4): "three quarters"}


def _round_to(value: Fraction, unit: Fraction) -> Fraction:
    """``value`` to the nearest multiple of ``unit`` (halves up), as the author rounded."""
    return math.floor(value / unit + Fraction(1, 2)) * unit


def _amount_text(value: Fraction, words: bool) -> str:
    """An amount as the author printed his: in figures (1,827, 10½) or, if he wrote words, in words."""
    whole, part = divmod(value, 1)
    if not words or (part and part not in _PART_WORDS):
        return _number(value)
    if not whole:
        return _PART_WORDS[part] if part else "nothing"
    return _int_words(int(whole)) + (f" and {_PART_WORDS[part]}" if part else "")


def _nearest_odds(p: Fraction, words: bool) -> str:
    """The odds nearest ``p`` in small terms (up to 10, or N to 1 beyond 24 to 1), for a figure his form cannot
    hold (a chance that rounds to nothing at his precision)."""
    favourite = p >= Fraction(1, 2)
    odds = p / (1 - p) if favourite else (1 - p) / p
    ratio = nearest_small_ratio(odds, AUTHOR_TERMS) if odds <= MAX_SMALL_TERMS else Fraction(round(odds))
    if ratio == 1:
        return "evens"
    return (f"{_amount_text(Fraction(ratio.numerator), words)} to {_amount_text(Fraction(ratio.denominator), words)}"
            + ("" if favourite else " against"))


def _coins(shillings: Fraction, text: str) -> str:
    """Money as he printed it: ``5 guineas`` where his figure names guineas, else pounds, shillings and pence."""
    if "guinea" in _normal(text) and shillings >= 21 and not shillings % 21:
        count = int(shillings // 21)
        return "a guinea" if count == 1 else f"{count:,} guineas"
    return _money_text(_round_to(shillings, Fraction(1, 48)))


def authors_form(printed: PrintedOdds, p: float | Fraction, read: ReadOdds | None = None) -> str:
    """The chance ``p`` (the model's) written in the author's own form, to set beside his figure: odds, a
    chance N in M, an edge, a percentage, a decimal or a fraction as he printed his, in figures or in words, with
    the term he held fixed kept and the other at his precision (:attr:`ReadOdds.precision`; evens: the nearest
    ratio in terms up to 10), turned 'against' where the model lies on the other side of evens.  No qualifier: the model's figure is what it is.

    >>> [authors_form(read_printed_odds(text), Fraction(4, 9)) for text in ("5 to 4", "about five to four",
    ...  "ten and a half to ten", "1 in 4", "9 in 10", "25 per cent", "9%", "0.25", "1/4")]
    ['5 to 4 against', 'five to four against', 'twelve and a half to ten against', '1 in 2', '4 in 10', '44 per cent', '44%', '0.44', '1/2']
    >>> authors_form(read_printed_odds("ten and a half to ten"), 0.5157)
    'ten and a half to ten'
    >>> authors_form(read_printed_odds("169,066,442 to 1 against"), Fraction(1, 158_753_389_900))
    '158,753,389,899 to 1 against'
    >>> authors_form(read_printed_odds("about 4 in 100", reading="edge"), Fraction(5624, 10000))
    '29 in 100'
    """
    read = read if read is not None else printed.read
    p = Fraction(p)
    if p <= 0:
        return "no chance"
    if p >= 1:
        return "certain"
    words = re.search(r"\d", printed.text) is None
    a, b = read.terms
    unit = read.unit
    if read.reading is Reading.ODDS:
        if read.free == "ratio":
            favourite = p >= Fraction(1, 2)
            q = p if favourite else 1 - p
            ratio = nearest_small_ratio(q / (1 - q), int(unit))
            first, second, against = Fraction(ratio.numerator), Fraction(ratio.denominator), not favourite
        else:
            q = 1 - p if read.against else p
            ratio, against = q / (1 - q), read.against  # his first term over his second
            if a > b and ratio < 1:  # the model on the other side of evens from his favourite: his terms, turned
                ratio, against = 1 / ratio, not against
            first, second = (_round_to(ratio * b, unit), b) if read.free == "first" else (a, _round_to(a / ratio, unit))
        if first <= 0 or second <= 0:
            return _nearest_odds(p, words)
        if first == second:
            return "evens"
        if read.money:  # written back as money, in guineas where he printed guineas
            return f"{_coins(first, printed.text)} to {_coins(second, printed.text)}"
        if first.denominator == second.denominator == 1:  # 12 to 4 against is printed 3 to 1 against
            whole = math.gcd(first.numerator, second.numerator)
            first, second = first / whole, second / whole
        return f"{_amount_text(first, words)} to {_amount_text(second, words)}" + (" against" if against else "")
    if read.reading is Reading.EDGE:
        edge = _round_to(b * p / (1 - p) - b, unit)
        if edge == 0:
            return "evens"
        return f"{_amount_text(abs(edge), words)} in {_amount_text(b, words)}" + (" against" if edge < 0 else "")
    if read.free == "p":  # a percentage (a, 100) or a decimal (p, 1), at the precision printed
        value = _round_to(b * p, unit)
        if value <= 0 or value >= b:
            return _nearest_odds(p, words)
        digits = 0
        while (value * 10**digits).denominator != 1 and digits < 12:
            digits += 1
        figure = f"{float(value):.{digits}f}"
        if b == 100:
            return figure + (" per cent" if "per cent" in _normal(printed.text) else "%")
        return figure
    n, m = (a, _round_to(a / p, unit)) if read.free == "m" else (_round_to(b * p, unit), b)
    if n <= 0 or m < n or (read.free == "n" and n >= m):
        return _nearest_odds(p, words)
    if "/" in printed.text and " in " not in _normal(printed.text):
        return f"{_number(n)}/{_number(m)}"
    return f"{_amount_text(n, words)} in {_amount_text(m, words)}"
