"""Whole numbers in words, as the old books print them: ``a hundred and four``, ``twenty-one``, ``one thousand
eight hundred and twenty-seven``, ``a thousand thousand`` (scale words multiply), refused in one line where the
words are no number (``five five``, ``one thousand two thousand``).

>>> [words_number(text) for text in ("a hundred and four", "a thousand thousand", "one million million",
...  "one million two hundred thousand", "one thousand eight hundred and twenty-seven", "thousand millions",
...  "two thousand quadrillion")]
[104, 1000000, 1000000000000, 1200000, 1827, 1000000000, 2000000000000000000]
>>> words_number("five five")
Traceback (most recent call last):
...
ValueError: the words 'five five' are no number: 'five' follows 'five' with no scale word (hundred, thousand, \
million, billion, trillion, quadrillion, quintillion) between
"""

from __future__ import annotations

import re

from whistodds.odds.printed_odds.forms import _PLURAL_SCALES, _SCALES, _TENS, _UNITS

_SCALE_NAMES = ", ".join(["hundred", *_SCALES])


def _group(words: list[str], i: int, text: str) -> tuple[int, int]:
    """One group below a thousand from ``words[i]``: ``[N] hundred [and] [tens] [units]`` (``a``, ``an``: one
    before hundred or a scale word); its value and the index after it."""
    start, value = i, 0
    lead = 1 if words[i] in ("a", "an") else _UNITS.get(words[i], 0) if words[i] != "zero" else None
    if lead and i + 1 < len(words) and words[i + 1] == "hundred" and lead < 10:
        value, i = lead * 100, i + 2
        if i + 1 < len(words) and words[i] == "and" and (words[i + 1] in _TENS or words[i + 1] in _UNITS):
            i += 1
    elif words[i] == "hundred" and i == 0:  # "hundred to one": a bare hundred leads the figure
        value, i = 100, 1
    if i < len(words) and words[i] in _TENS:
        value, i = value + _TENS[words[i]], i + 1
        if i < len(words) and words[i] in _UNITS and 0 < _UNITS[words[i]] < 10:
            value, i = value + _UNITS[words[i]], i + 1
    elif i < len(words) and words[i] in _UNITS:
        value, i = value + _UNITS[words[i]], i + 1
    elif i == start and words[i] in ("a", "an") and (len(words) == 1 or (i + 1 < len(words) and words[i + 1] in _SCALES)):
        value, i = 1, i + 1
    elif i == start and words[i] in _SCALES and i == 0:  # "thousand to one": a bare scale leads the figure
        value = 1
    if i == start and not (words[i] in _SCALES and i == 0):
        raise ValueError(f"the words {text!r} are no number: {words[i]!r} is no number word here")
    return value, i


def words_number(text: str) -> int:
    """A whole number in words: groups below a thousand, each followed by its scale words (which multiply: ``a
    thousand thousand`` is a million), the scales falling from group to group; anything else is refused in one
    line naming the words."""
    words = [_PLURAL_SCALES.get(w, w) for w in re.split(r"[\s-]+", text.strip()) if w]
    if not words or words == ["and"]:
        raise ValueError("no number")
    total, i, last_scale = 0, 0, None
    while i < len(words):
        if i and words[i] == "and":  # "one thousand and twenty"
            i += 1
            if i == len(words):
                raise ValueError(f"the words {text!r} are no number: they end in 'and'")
        value, i = _group(words, i, text)
        scale = 1
        while i < len(words) and words[i] in _SCALES:
            scale, i = scale * _SCALES[words[i]], i + 1
        if last_scale is not None and scale >= last_scale:
            raise ValueError(f"the words {text!r} are no number: the scales must fall from group to group "
                             f"(a thousand thousand, not one thousand two thousand)")
        if scale == 1 and i < len(words) and words[i] != "and":
            raise ValueError(f"the words {text!r} are no number: {words[i]!r} follows {words[i - 1]!r} with no "
                             f"scale word ({_SCALE_NAMES}) between")
        total, last_scale = total + value * scale, scale
    return total
