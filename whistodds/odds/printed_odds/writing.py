"""Writing a probability exactly in one printed form, which :func:`~whistodds.odds.printed_odds.reading.read_printed_odds`
reads back."""

from __future__ import annotations

from fractions import Fraction

from whistodds.odds.printed_odds.forms import _SCALES, _TENS, _UNITS, Form, _money_text


def _int_words(n: int) -> str:
    if n < 20:
        return list(_UNITS)[n]
    if n < 100:
        tens, units = divmod(n, 10)
        return list(_TENS)[tens - 2] + (f"-{list(_UNITS)[units]}" if units else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{list(_UNITS)[hundreds]} hundred" + (f" and {_int_words(rest)}" if rest else "")
    for name, scale in sorted(_SCALES.items(), key=lambda item: -item[1]):
        if n >= scale and scale <= 10**9:  # written as before: a thousand billion, not a trillion
            high, rest = divmod(n, scale)
            return (f"{_int_words(high)} {name}" + ("" if not rest else f" and {_int_words(rest)}" if rest < 100
                                                    else f" {_int_words(rest)}"))
    raise AssertionError(n)


def write_odds(p: Fraction, form: Form | str = Form.ODDS) -> str:
    """A probability written exactly in one printed form, which :func:`read_printed_odds` reads back to ``p``.

    >>> [write_odds(Fraction(7, 11), form) for form in Form if form is not Form.PERCENT]
    ['7 to 4', '7 to 4 on', '7 in 11', '7/11', 'seven to four', '7s. to 4s.']
    >>> write_odds(Fraction(1, 8), "percent"), write_odds(Fraction(1, 8), "money")
    ('12.5%', '1s. to 7s.')
    """
    form = Form(form)
    p = Fraction(p)
    if not 0 < p < 1:
        raise ValueError(f"probability {p} is not allowed; a printed figure is a chance between 0 and 1")
    odds = p / (1 - p)
    favourite = odds >= 1
    ratio = odds if favourite else 1 / odds
    a, b = ratio.numerator, ratio.denominator
    suffix = "" if favourite else " against"
    if form is Form.ODDS:
        return "evens" if a == b else f"{a:,} to {b:,}{suffix}"
    if form is Form.ODDS_ON:
        return "evens" if a == b else f"{a:,} to {b:,}{' on' if favourite else suffix}"
    if form is Form.CHANCE:
        return f"{p.numerator:,} in {p.denominator:,}"
    if form is Form.FRACTION:
        return f"{p.numerator}/{p.denominator}"
    if form is Form.PERCENT:
        percent = p * 100
        denominator = percent.denominator
        for prime in (2, 5):
            while denominator % prime == 0:
                denominator //= prime
        if denominator != 1:
            raise ValueError(f"probability {p} has no ending percentage; write it in another form")
        decimals = 0
        while (percent * 10**decimals).denominator != 1:
            decimals += 1
        return f"{percent.numerator / percent.denominator:.{decimals}f}%" if decimals else f"{percent.numerator}%"
    if form is Form.WORDS:
        return "evens" if a == b else f"{_int_words(a)} to {_int_words(b)}{suffix}"
    # money: each side a whole number of farthings, a shilling and a pound as printed
    first, second = (Fraction(a, 1), Fraction(b, 1)) if favourite else (Fraction(b, 1), Fraction(a, 1))
    return f"{_money_text(first)} to {_money_text(second)}"
