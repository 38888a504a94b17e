"""The grammar of printed odds: every form in which the old books and pages print a chance, read to an exact
fraction as its author meant it, written back, and judged against a model on the scale of odds.

Forms read (after an optional qualifier, which is kept): odds ``7 to 4`` with ``on``, ``against``, ``for`` or
``in favour of ...``; a chance ``1 in 4``, ``nine times in ten``, ``1 out of 4``; a fraction ``1/16``; a
decimal ``0.25``; a percentage ``25 per cent``, ``9%``; words (``one in four``, ``a quarter``, ``an equal
chance``, ``even``, ``evens``, ``two to one``, ``ten and a half to ten``); thousands separators ``1,827 to 1``;
``½ ¼ ¾``; money (a guinea is 21 shillings, a pound 20, a penny 1/12 of a shilling, a farthing a quarter of a
penny: ``a guinea to 14s. 11¼d.``, ``5 guineas to 4``).

``N in M`` has two readings: a chance of N/M (used unless told otherwise), and the edge of Bob Short and
Hoyle, N more in every M staked, odds of M + N to M (used where the figure says ``in favour of`` or the
caller asks for it).  Both are computed; :attr:`PrintedOdds.said` names the one used.

>>> read_printed_odds("1 in 4").said
'read as a chance of 1/4 (the edge reading, an edge of 1 in 4: odds of 5 to 4, a chance of 5/9, not used)'
>>> read_printed_odds("about 4 in 100", reading=Reading.EDGE).probability
Fraction(26, 51)
>>> read_printed_odds("a guinea to 14s. 11¼d.").probability
Fraction(336, 575)
>>> read_printed_odds("nearly 13 to 4").qualifier
'nearly'
>>> write_odds(Fraction(1, 4), Form.CHANCE), write_odds(Fraction(1, 4), Form.ODDS)
('1 in 4', '3 to 1 against')
>>> judge(read_printed_odds("169,066,442 to 1 against"), Fraction(1, 158_753_389_900)).how_far
'the true odds against are 939 times longer'
"""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache

TOLERANCE = Fraction(11, 10)  # "close": the stated odds within this factor of the model's (about 2.4 points at evens)
AUTHOR_TERMS = 10  # odds in whole numbers: he could print any ratio with terms up to this, or up to his own larger one
MAX_SMALL_TERMS = 24  # beyond it, odds "N to 1" are held to the precision of their free term (1,827 to 1: a unit)
POINTS_BAND = (Fraction(1, 4), Fraction(3, 4))  # both figures in here: how far is said in percentage points
MAX_TEXT = 200  # characters in one printed figure; the longest real one is a few dozen
MAX_AMOUNT_CHARS = 40  # one amount in figures; more is refused before any arithmetic
MAX_WORDS_CHARS = 100  # one amount in words ("one thousand eight hundred and twenty-seven")
MAX_AMOUNT = 10**12  # odds beyond a million million to one are no odds a table printed
FORMS_READ = ("'7 to 4' (with on, against, for, in favour of), '1 in 4', 'nine times in ten', '1/16', '0.25', "
              "'25 per cent', '9%', words ('one in four', 'a quarter', 'evens', 'an equal chance', 'ten and a half "
              "to ten'), '1,827 to 1', '3½ to 1', money ('a guinea to 14s. 11¼d.', '5 guineas to 4'), each after a "
              "qualifier if printed (nearly, about, above, rather more than, upwards of, full), or 'a small odds'")
TOLERANCE_NOTE = (f"'close' when the odds stated are within a factor of {float(TOLERANCE):g} of the model's (about "
                  f"2.4 percentage points near evens), or of some point of a simulated figure's 95% interval; 'exact' "
                  f"when the model's figure (all of its interval), written in the author's terms to the precision he "
                  f"printed, gives his figure and lies within that factor; else 'overstates' (the event is less "
                  f"likely than he says) or 'understates', with how far; a qualifier is 'borne out' when the model "
                  f"lies on its side of the figure within the same factor ('nearly' short of it, towards evens; "
                  f"'above', 'rather more than', 'upwards of', 'full' past it; 'a small odds' a little over evens), "
                  f"and 'close' when it lies within the factor on the other side")


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
    """Which side of his figure a qualifier puts the truth, measured from evens."""

    ABOUT = "about"
    SHORT = "short"  # nearly: a little nearer evens than the figure
    PAST = "past"  # above: a little further from evens
    SMALL_ODDS = "small odds"  # a little over evens


QUALIFIERS = {"rather more than": Direction.PAST, "more than": Direction.PAST, "upwards of": Direction.PAST,
              "above": Direction.PAST, "full": Direction.PAST, "rather less than": Direction.SHORT,
              "less than": Direction.SHORT, "nearly": Direction.SHORT, "almost": Direction.SHORT,
              "about": Direction.ABOUT, "a small odds": Direction.SMALL_ODDS}

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9}
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
          "farthings": Fraction(1, 48)}
_FIGURE = re.compile(r"(\d{1,3}(?:,\d{3})+|\d{1,13})(?:\.(\d{1,12}))?(?:e([+-]?\d{1,2}))?(?:/(\d{1,13}))?",
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
        return QUALIFIERS.get(self.qualifier or "", Direction.ABOUT)

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


def _figure(text: str) -> Amount | None:
    """An amount in figures within the limits (None: not figures), ``½ ¼ ¾`` and ``3 1/2`` read."""
    part = Fraction(0)
    if text and text[-1] in _VULGAR:
        part, text = _VULGAR[text[-1]], text[:-1].strip()
        if not text:
            return Amount(part, Fraction(1, part.denominator))
    mixed = re.fullmatch(r"(\d{1,13})\s+(\d{1,2})/(\d{1,2})", text)
    if mixed and not part and int(mixed.group(3)) > int(mixed.group(2)) > 0:
        part, text = Fraction(int(mixed.group(2)), int(mixed.group(3))), mixed.group(1)
    if re.fullmatch(r"[0-9.,eE+\-/]+", text) is None or not re.search(r"\d", text):
        return None
    if len(text) > MAX_AMOUNT_CHARS:
        raise ValueError(f"odds amount {text[:20]!r}... has {len(text)} characters; at most {MAX_AMOUNT_CHARS}")
    match = _FIGURE.fullmatch(text)
    if match is None:
        raise ValueError(f"odds amount {text!r} is not allowed; write a number of at most 13 digits, not negative "
                         f"(an exponent at most e12, thousands as 1,827)")
    if match.group(3) is not None and abs(int(match.group(3))) > 12:
        raise ValueError(f"odds amount {text!r} is not allowed; an exponent at most e12")
    try:
        value = Fraction(text.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"odds amount {text!r} is not allowed; write e.g. 7, 10.5 or 21/2") from None
    if value > MAX_AMOUNT:
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_AMOUNT:,}")
    decimals = len(match.group(2) or "")
    unit = Fraction(1, 10**decimals)
    if match.group(3):
        unit *= Fraction(10) ** int(match.group(3))
    if match.group(4):
        unit = Fraction(1, int(match.group(4)))
    if part:
        unit = min(unit, Fraction(1, part.denominator))
    return Amount(value + part, unit)


def _words_number(text: str) -> int:
    """A whole number in words: ``a hundred and four``, ``twenty-one``, ``one thousand eight hundred``."""
    words = [w for w in re.split(r"[\s-]+", text) if w and w != "and"]
    if not words:
        raise ValueError("no number")
    total, current, seen = 0, 0, False
    for i, word in enumerate(words):
        if word in ("a", "an") and (len(words) == 1 or (i + 1 < len(words) and (words[i + 1] == "hundred" or words[i + 1] in _SCALES))):
            current += 1
        elif word in _UNITS or word in _TENS:
            current += _UNITS.get(word, 0) + _TENS.get(word, 0)
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total += max(current, 1) * _SCALES[word]
            current = 0
        else:
            raise ValueError(f"the word {word!r} is no number")
        seen = True
    if not seen:
        raise ValueError("no number")
    return total + current


def _amount(text: str) -> Amount:
    """One amount: figures, words (``ten and a half``, ``a quarter``), or money."""
    text = text.strip()
    figure = _figure(text)
    if figure is not None:
        return figure
    if len(text) > MAX_WORDS_CHARS:
        raise ValueError(f"odds amount {text[:20]!r}... has {len(text)} characters; at most {MAX_WORDS_CHARS}")
    if _is_money(text):
        return _money(text)
    if text in _PARTS:
        value = _PARTS[text]
        return Amount(value, Fraction(1, value.denominator), text=text)
    whole_text, part = text, Fraction(0)
    for words, value in _PARTS.items():
        if text.endswith(" and " + words):
            whole_text, part = text[: -len(" and " + words)], value
            break
    whole = _figure(whole_text.strip()) if re.match(r"\d", whole_text) else None
    value = whole.value if whole is not None else Fraction(_words_number(whole_text))
    unit = Fraction(1, part.denominator) if part else whole.unit if whole is not None else Fraction(1)
    if value > MAX_AMOUNT:
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_AMOUNT:,}")
    return Amount(value + part, unit, text=text)


_MONEY_WORD = re.compile(r"(£|\b(?:guineas?|pounds?|shillings?|pence|penny|farthings?)\b|(?<=\d)\s*[lsd]\b\.?|"
                         r"(?<=[\d½¼¾])\s*[lsd]\.)")


def _is_money(text: str) -> bool:
    return _MONEY_WORD.search(text) is not None


def _money(text: str) -> Amount:
    """Money in shillings: ``a guinea``, ``5 guineas``, ``£1 1s.``, ``14s. 11¼d.``, ``3 farthings``."""
    spaced = re.sub(r"(?<=[\d½¼¾])\s*([lsd])\b\.?", r" \1", text.replace("£", "£ "))
    tokens = [t.strip(".,") for t in spaced.split()]
    total, unit, pound_sign = Fraction(0), Fraction(0), False
    number: list[str] = []
    for token in tokens:
        if token == "£":
            pound_sign = True
            continue
        if pound_sign and not number and token not in _MONEY:  # £5: the number after the sign is pounds
            amount = _amount(token)
            total += amount.value * 20
            unit = amount.unit * 20
            pound_sign = False
            continue
        if token in _MONEY:
            if not number:
                raise ValueError(f"money {text!r}: no number before {token!r}")
            amount = _amount(" ".join(number))
            total += amount.value * _MONEY[token]
            unit = amount.unit * _MONEY[token] if not unit else min(unit, amount.unit * _MONEY[token])
            number = []
        elif token == "and" and not number:
            continue
        else:
            number.append(token)
    if number:
        raise ValueError(f"money {text!r}: {' '.join(number)!r} has no unit")
    if not unit:
        raise ValueError(f"money {text!r} has no amount")
    return Amount(total, unit, money=True, text=text)


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


def _normal(text: str) -> str:
    cleaned = str(text).lower().replace("\u2019", "'").replace("\u2013", "-").replace("\u2014", "--")
    for vulgar in _VULGAR:  # 3½ and 3 ½ alike; 11¼d. kept together for money
        cleaned = re.sub(rf"\s+{vulgar}", vulgar, cleaned)
    cleaned = re.sub(r"per\s*cent\.?", "per cent", cleaned)
    return " ".join(cleaned.split()).strip(" .;,")


def _odds_reading(first: Amount, second: Amount, against: bool) -> ReadOdds:
    if first.money != second.money:  # "5 guineas to 4": the bare number takes the other side's unit
        money, bare = (first, second) if first.money else (second, first)
        scale = money.value / _amount_unit_value(money)
        bare = Amount(bare.value * scale, bare.unit * scale, True, bare.text)
        first, second = (money, bare) if first.money else (bare, money)
    if first.value < 0 or second.value < 0 or first.value + second.value == 0:
        raise ValueError("both amounts must be non-negative, not both nil")
    p = first.value / (first.value + second.value)
    p = 1 - p if against else p
    free = ("first" if first.value >= second.value else "second") if first.unit == second.unit else (
        "first" if first.unit < second.unit else "second")
    unit = first.unit if free == "first" else second.unit
    if (not first.money and first.unit == second.unit == 1 and first.value and second.value
            and max(first.value, second.value) <= MAX_SMALL_TERMS):
        free, unit = "ratio", max(first.value, second.value, Fraction(AUTHOR_TERMS))
    ratio = Fraction(first.value, second.value) if second.value else Fraction(0)
    printed = (f"{_money_text(first.value)} to {_money_text(second.value)}, {_plain(ratio)}" if first.money
               else f"{_number(first.value)} to {_number(second.value)}")
    words = (f"odds of {printed}{' against' if against else ''}, a chance of "
             f"{_fraction_text(p) if 0 < p < 1 else p}")
    return ReadOdds(Reading.ODDS, p, words, free, (first.value, second.value), unit, against)


def _amount_unit_value(money: Amount) -> Fraction:
    """The shillings in the largest unit a money amount names (a guinea: 21)."""
    names = [w.strip(".,") for w in re.sub(r"(?<=[\d½¼¾])\s*([lsd])\b\.?", r" \1", money.text).split()]
    values = [_MONEY[n] for n in names if n in _MONEY] + ([Fraction(20)] if "£" in money.text else [])
    return money.value / max(values)


def _plain(ratio: Fraction) -> str:
    return f"{ratio.numerator:,} to {ratio.denominator:,}"


def _chance_readings(n: Amount, m: Amount, times: bool) -> list[ReadOdds]:
    if m.value == 0 or n.value > m.value or n.value <= 0:
        raise ValueError("a chance N in M needs 0 < N <= M")
    p = n.value / m.value
    free = "m" if n.value == 1 else "n"
    chance = ReadOdds(Reading.CHANCE, p, f"a chance of {_fraction_text(p)}", free, (n.value, m.value),
                      m.unit if free == "m" else n.unit)
    if times:
        return [chance]
    edge = (m.value + n.value) / (2 * m.value + n.value)
    odds = f"{_number(m.value + n.value)} to {_number(m.value)}"
    return [chance, ReadOdds(Reading.EDGE, edge, f"an edge of {_number(n.value)} in {_number(m.value)}: odds of "
                                                 f"{odds}, a chance of {_fraction_text(edge)}",
                             "n", (n.value, m.value), n.unit)]


def _core(cleaned: str, favour: bool) -> list[ReadOdds]:
    """Every reading of a figure without its qualifier."""
    if cleaned in _EVENS:
        return [ReadOdds(Reading.ODDS, Fraction(1, 2), "evens, a chance of 1/2", "ratio", (Fraction(1), Fraction(1)),
                         Fraction(AUTHOR_TERMS))]
    if cleaned in _PARTS:
        p = _PARTS[cleaned]
        return [ReadOdds(Reading.CHANCE, p, f"a chance of {p}", "n" if p.numerator > 1 else "m",
                         (Fraction(p.numerator), Fraction(p.denominator)), Fraction(1))]
    match = re.fullmatch(r"(.+?)\s+(times\s+in|times\s+out\s+of|out\s+of|chances?\s+in|in)\s+(.+)", cleaned)
    if match and " to " not in cleaned:
        base = match.group(3)
        m = _amount("100" if base in ("the hundred", "a hundred", "hundred") else base)
        return _chance_readings(_amount(match.group(1)), m, match.group(2) != "in")
    match = re.fullmatch(r"(.+?)\s*(%|per cent)", cleaned)
    if match:
        amount = _amount(match.group(1))
        p = amount.value / 100
        if not 0 < p < 1:
            raise ValueError("a percentage between 0 and 100")
        return [ReadOdds(Reading.CHANCE, p, f"a chance of {_fraction_text(p)} ({match.group(1)} per cent)", "p",
                         (amount.value, Fraction(100)), amount.unit)]
    against = cleaned.endswith(" against")
    core = re.sub(r"\s+(on|against|for)$", "", cleaned)
    for separator in (r"\s+to\s+", r"\s*-+\s*", r"\s*:\s*"):
        parts = re.split(separator, core)
        if len(parts) == 2:
            break
    if len(parts) == 2 and all(parts):
        return [_odds_reading(_amount(parts[0]), _amount(parts[1]), against)]
    if len(parts) == 1 and not favour:  # a bare fraction or decimal: a chance
        figure = _figure(core)
        if figure is not None and 0 < figure.value < 1:
            p = figure.value
            if "/" in core:
                top, bottom = (Fraction(x.replace(",", "")) for x in core.split("/"))
                return [ReadOdds(Reading.CHANCE, p, f"a chance of {_fraction_text(p)}", "m" if top == 1 else "n",
                                 (top, bottom), Fraction(1))]
            return [ReadOdds(Reading.CHANCE, p, f"a chance of {_fraction_text(p)} ({core})", "p", (p, Fraction(1)),
                             figure.unit)]
    raise ValueError("not a form of odds")


def read_printed_odds(text: str, reading: Reading | str | None = None) -> PrintedOdds:
    """A printed figure read: every reading computed, the one used named.

    Args:
        text: the figure as printed, qualifier and all.
        reading: for ``N in M``, ``edge`` or ``chance`` (None: the edge where the figure says ``in favour
            of``, else the chance).

    A figure the grammar cannot read is a one-line ``ValueError`` naming it and the forms read.

    >>> read_printed_odds("one in four").probability, read_printed_odds("25 per cent").probability
    (Fraction(1, 4), Fraction(1, 4))
    >>> read_printed_odds("three and a half in the hundred in favour of 8").said
    'read as an edge of 3½ in 100: odds of 103½ to 100, a chance of 207/407 (the chance reading, a chance of \
7/200, not used)'
    >>> read_printed_odds("lots")
    Traceback (most recent call last):
    ...
    ValueError: odds 'lots' cannot be read (not a form of odds); the forms read are '7 to 4' (with on, \
against, for, in favour of), '1 in 4', 'nine times in ten', '1/16', '0.25', '25 per cent', '9%', words ('one in \
four', 'a quarter', 'evens', 'an equal chance', 'ten and a half to ten'), '1,827 to 1', '3½ to 1', money ('a guinea \
to 14s. 11¼d.', '5 guineas to 4'), each after a qualifier if printed (nearly, about, above, rather more than, \
upwards of, full), or 'a small odds'
    """
    if not isinstance(text, str):
        raise TypeError(f"odds {text!r} are not allowed; give them as text, e.g. '7 to 5'")
    if len(text) > MAX_TEXT:
        raise ValueError(f"odds {text[:20]!r}... have {len(text):,} characters; at most {MAX_TEXT}")
    if isinstance(reading, str):
        try:
            reading = Reading(reading.strip().lower()) if reading.strip() else None
        except ValueError:
            raise ValueError(f"reading {reading!r} is not allowed; use chance or edge (for a figure 'N in M'), "
                             f"or leave it empty") from None
    cleaned = _normal(text)
    qualifier = None
    for word in sorted(QUALIFIERS, key=len, reverse=True):
        if cleaned == word or cleaned.startswith(word + " "):
            qualifier, cleaned = word, cleaned[len(word):].strip(" ,;")
            break
    if qualifier == "a small odds" and not cleaned:
        evens = _core("evens", False)
        return PrintedOdds(text, qualifier, tuple(evens))
    cleaned = re.sub(r"\s+only$", "", cleaned)
    favour = re.search(r"\s+in\s+favou?r\s+of\b.*$", cleaned)
    if favour:
        cleaned = cleaned[:favour.start()]
    try:
        if not cleaned:
            raise ValueError("a qualifier but no figure")
        readings = _core(cleaned, favour is not None)
    except (ValueError, ZeroDivisionError) as error:
        detail = str(error)
        if detail.startswith("odds amount") or detail.startswith("money"):
            raise ValueError(f"odds {text!r}: {detail}") from None
        raise ValueError(f"odds {text!r} cannot be read ({detail}); the forms read are {FORMS_READ}") from None
    if not all(0 < r.probability < 1 for r in readings):
        raise ValueError(f"odds {text!r} give a certainty; a printed figure is a chance between nothing and certain")
    kinds = [r.reading for r in readings]
    wanted = reading if reading is not None else Reading.EDGE if favour and Reading.EDGE in kinds else None
    if wanted is not None and wanted not in kinds:
        raise ValueError(f"odds {text!r} have no {wanted.value} reading; the edge and chance readings are of a "
                         f"figure 'N in M'")
    return PrintedOdds(text, qualifier, tuple(readings), kinds.index(wanted) if wanted is not None else 0)


# -- the writer ---------------------------------------------------------------------------------------------------

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
        if n >= scale:
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


def authors_form(printed: PrintedOdds, p: float | Fraction, read: ReadOdds | None = None) -> str:
    """The chance ``p`` (the model's) written in the author's own form, to set beside his figure: odds, a
    chance N in M, an edge, a percentage, a decimal or a fraction as he printed his, in figures or in words, with
    the term he held fixed kept and the other at his precision (whole-number odds: the nearest ratio in terms as
    small as his).  No qualifier: the model's figure is what it is.

    >>> [authors_form(read_printed_odds(text), Fraction(4, 9)) for text in ("5 to 4", "about five to four",
    ...  "ten and a half to ten", "1 in 4", "9 in 10", "25 per cent", "9%", "0.25", "1/4")]
    ['5 to 4 against', 'five to four against', 'eight to ten', '1 in 2', '4 in 10', '44 per cent', '44%', '0.44', '1/2']
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
            ratio = q / (1 - q)  # his first term over his second
            first, second = (_round_to(ratio * b, unit), b) if read.free == "first" else (a, _round_to(a / ratio, unit))
            against = read.against
        if first <= 0 or second <= 0:
            return _nearest_odds(p, words)
        if first == second:
            return "evens"
        if _is_money(printed.text) and (first * 48).denominator == 1 and (second * 48).denominator == 1:
            return f"{_money_text(first)} to {_money_text(second)}"
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


# -- the verdict on the scale of odds -----------------------------------------------------------------------------

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
