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
import re
from fractions import Fraction
from functools import lru_cache

import numpy as np

from whistodds.simulations.estimate import Estimate, Method

DEFAULT_MAX_TERM = 12

_NUMBER_WORDS = {
    word: value
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_NUMBER_WORDS.update({"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "a hundred": 100})
_FRACTION_WORDS = {"a half": Fraction(1, 2), "a quarter": Fraction(1, 4), "three quarters": Fraction(3, 4)}
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
    are rounded to the nearest whole number to 1.
    """
    if odds >= max_term:
        return round(odds), 1
    target = math.log(odds)
    _, a, b = min(_candidates(max_term), key=lambda c: (abs(c[0] - target), c[1] + c[2]))
    return a, b


def format_odds(p: float | Fraction, *, style: str = "plain", max_term: int = DEFAULT_MAX_TERM) -> str:
    """The odds for an event of probability ``p``, in the historical style.

    ``style="plain"`` writes "5 to 4" for a favourite and "5 to 4 against" for
    an outsider; ``style="on-against"`` writes "5 to 4 on" for a favourite.
    The ratio is the nearest in log-odds with terms no larger than ``max_term``.

    >>> format_odds(Fraction(5, 9)), format_odds(0.6279, style="on-against"), format_odds(0.2)
    ('5 to 4', '5 to 3 on', '4 to 1 against')
    """
    if style not in _STYLES:
        raise ValueError(f"style={style!r} is not allowed; use {' or '.join(_STYLES)}")
    if max_term < 1:
        raise ValueError(f"max_term={max_term!r} is not allowed; use 1 or more")
    if isinstance(p, (str, bytes, bool)) or not isinstance(p, (int, float, Fraction, np.floating, np.integer)):
        raise TypeError(f"p={p!r} is not allowed; give a probability as a number from 0 to 1 "
                        f"(parse_odds reads odds in words)")
    p = float(p)
    if not 0.0 <= p <= 1.0 or math.isnan(p):
        raise ValueError(f"probability {p!r} is not allowed; use a number from 0 to 1")
    if p == 1.0:
        return "certain"
    if p == 0.0:
        return "no chance"
    favourite = p >= 0.5
    odds = p / (1 - p) if favourite else (1 - p) / p
    a, b = nearest_ratio(odds, max_term)
    if a == b:
        return "evens"
    suffix = " on" if style == "on-against" and favourite else "" if favourite else " against"
    return f"{a} to {b}{suffix}"


MAX_AMOUNT_CHARS = 40  # an amount of odds as printed is a few characters; more is refused before any arithmetic
MAX_AMOUNT = 10**12  # odds beyond a million million to one are no odds a table printed
# Digits, a decimal point and a small exponent only: the limits hold before Fraction or int() sees the text.
_FIGURE = re.compile(r"(\d{1,13})(?:\.(\d{1,12}))?(?:e([+-]?\d{1,2}))?(?:/(\d{1,13}))?", re.IGNORECASE)


def _parse_figure(text: str) -> Fraction | None:
    """An amount in figures within the limits, None if ``text`` is not figures; a ``ValueError`` for figures
    too long or too large (checked before any arithmetic, so a hostile number cannot hang the parser)."""
    if len(text) > MAX_AMOUNT_CHARS:
        raise ValueError(f"odds amount {text[:20]!r}... has {len(text)} characters; at most {MAX_AMOUNT_CHARS}")
    if re.fullmatch(r"[0-9.eE+\-/]+", text) is None or not re.search(r"\d", text):
        return None  # words ("ten and a half"), read by the caller
    match = _FIGURE.fullmatch(text)
    if match is None:
        raise ValueError(f"odds amount {text!r} is not allowed; write a number of at most 13 digits, not negative "
                         f"(an exponent at most e12)")
    if match.group(3) is not None and abs(int(match.group(3))) > 12:
        raise ValueError(f"odds amount {text!r} is not allowed; an exponent at most e12")
    try:
        value = Fraction(text)
    except ValueError:
        raise ValueError(f"odds amount {text!r} is not allowed; write e.g. 7, 10.5 or 21/2") from None
    if value > MAX_AMOUNT:
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_AMOUNT:,}")
    return value


def _parse_amount(text: str) -> Fraction:
    text = text.strip()
    figure = _parse_figure(text)
    if figure is not None:
        return figure
    whole_text, _, part_text = text.partition(" and ")
    whole_text = whole_text.strip()
    if whole_text in _FRACTION_WORDS and not part_text:
        return _FRACTION_WORDS[whole_text]
    whole = _words_to_int(whole_text)
    if part_text:
        part = _FRACTION_WORDS.get(part_text.strip())
        if part is None:
            raise ValueError(f"odds amount {text!r} is not understood; write e.g. 'ten and a half'")
        return whole + part
    return Fraction(whole)


def _words_to_int(text: str) -> int:
    if len(text) > MAX_AMOUNT_CHARS:
        raise ValueError(f"odds amount {text[:20]!r}... has {len(text)} characters; at most {MAX_AMOUNT_CHARS}")
    if text.isdigit():
        return int(text)
    total = 0
    for word in re.split(r"[\s-]+", text):
        if word not in _NUMBER_WORDS:
            raise ValueError(f"odds amount {text!r} is not understood; use digits or number words")
        total += _NUMBER_WORDS[word]
    return total


def parse_odds(text: str) -> Fraction:
    """The probability meant by odds written in words or figures.

    Accepts ``text`` such as "7 to 5", "seven to five", "ten and a half to ten", "12 -- 8",
    "5:4", "evens", and the suffixes "on" and "against".

    >>> parse_odds("ten and a half to ten"), parse_odds("4 to 1 against"), parse_odds("evens")
    (Fraction(21, 41), Fraction(1, 5), Fraction(1, 2))
    """
    if not isinstance(text, str):
        raise TypeError(f"odds {text!r} are not allowed; give them as text, e.g. '7 to 5'")
    cleaned = " ".join(text.lower().replace("about", " ").split()).strip(" .")
    if cleaned in ("evens", "even", "even money", "an even bet"):
        return Fraction(1, 2)
    against = cleaned.endswith(" against")
    cleaned = re.sub(r"\s+(on|against)$", "", cleaned)
    # "to" first, so that "twenty-one to ten" keeps its hyphen.
    for separator in (r"\s+to\s+", r"\s*-+\s*", r"\s*:\s*"):
        parts = re.split(separator, cleaned)
        if len(parts) == 2:
            break
    if len(parts) != 2 or not all(parts):
        raise ValueError(f"odds {text!r} are not understood; write e.g. '7 to 5', 'ten and a half to ten'")
    for_amount, against_amount = (_parse_amount(part) for part in parts)
    if for_amount < 0 or against_amount < 0 or for_amount + against_amount == 0:
        raise ValueError(f"odds {text!r} are not allowed; both amounts must be non-negative, not both zero")
    p = for_amount / (for_amount + against_amount)
    return 1 - p if against else p


def estimate_in_words(estimate: Estimate, *, digits: int = 4, style: str = "on-against") -> str:
    """A probability as every answer prints it: the figure, its 95% interval ("exact" where it has none to
    have) and the odds in words.

    >>> estimate_in_words(Estimate.exact(0.5))
    '0.5000 (exact), evens'
    >>> estimate_in_words(Estimate(0.625, 0.001, 0.623, 0.627, Method.posterior))
    '0.6250 (95% interval 0.6230-0.6270), 5 to 3 on'
    """
    if estimate.method is Method.exact:
        spread = "exact"
    else:
        spread = f"95% interval {estimate.ci95_low:.{digits}f}-{estimate.ci95_high:.{digits}f}"
    return f"{estimate.value:.{digits}f} ({spread}), {format_odds(estimate.value, style=style)}"
