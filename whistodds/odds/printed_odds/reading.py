"""Reading a printed figure: every form of :mod:`whistodds.odds.printed_odds` read to an exact fraction as its
author meant it, every reading computed and the one used named."""

from __future__ import annotations

import dataclasses
import re
from fractions import Fraction

from whistodds.odds.printed_odds.forms import (AUTHOR_TERMS, FORMS_READ, MAX_AMOUNT, MAX_AMOUNT_CHARS, MAX_DIGITS,
                                               MAX_TEXT, MAX_WORDS_CHARS, QUALIFIERS, SUFFIX_QUALIFIERS,
                                               Amount,
                                               PrintedOdds, ReadOdds, Reading, _EVENS, _FIGURE, _MONEY, _PARTS,
                                               _VULGAR, _fraction_text, _money_text, _number)
from whistodds.odds.printed_odds.numbers import words_number


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
        raise ValueError(f"odds amount {text!r} is not allowed; write a number of at most {MAX_DIGITS} digits, not "
                         f"negative (an exponent at most e12, thousands as 1,827)")
    if match.group(3) is not None and abs(int(match.group(3))) > 12:
        raise ValueError(f"odds amount {text!r} is not allowed; an exponent at most e12")
    try:
        value = Fraction(text.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"odds amount {text!r} is not allowed; write e.g. 7, 10.5 or 21/2") from None
    if value > MAX_AMOUNT:
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_DIGITS} digits")
    decimals = len(match.group(2) or "")
    unit = Fraction(1, 10**decimals)
    if match.group(3):
        unit *= Fraction(10) ** int(match.group(3))
    if match.group(4):
        unit = Fraction(1, int(match.group(4)))
    if part:
        unit = min(unit, Fraction(1, part.denominator))
    return Amount(value + part, unit)


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
    scaled = re.fullmatch(r"([\d,]+)((?:\s+(?:hundreds?|thousands?|millions?|billions?|trillions?|quadrillions?))+)",
                          text)
    if scaled:  # "635 thousand millions": figures, then scale words that multiply; his precision the scale
        figure, scale = _figure(scaled.group(1)), words_number("one " + scaled.group(2).strip())
        if figure is not None and figure.value * scale <= MAX_AMOUNT:
            return Amount(figure.value * scale, figure.unit * scale, text=text)
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_DIGITS} digits")
    whole_text, part = text, Fraction(0)
    for words, value in _PARTS.items():
        if text.endswith(" and " + words):
            whole_text, part = text[: -len(" and " + words)], value
            break
    whole = _figure(whole_text.strip()) if re.match(r"\d", whole_text) else None
    value = whole.value if whole is not None else Fraction(words_number(whole_text))
    unit = Fraction(1, part.denominator) if part else whole.unit if whole is not None else Fraction(1)
    if value > MAX_AMOUNT:
        raise ValueError(f"odds amount {text!r} is not allowed; at most {MAX_DIGITS} digits")
    return Amount(value + part, unit, text=text)


_MONEY_WORD = re.compile(r"(£|\b(?:guineas?|pounds?|shillings?|pence|penny|farthings?|crowns?|sovereigns?|groats?|marks?|"
                         r"half-crowns?|half-guineas?|sixpence|threepence|twopence|fourpence)\b|(?<=\d)\s*[lsd]\b\.?|"
                         r"(?<=[\d½¼¾])\s*[lsd]\.)")


_COIN_PHRASES = {"half a crown": "a half-crown", "half a guinea": "a half-guinea", "half crown": "half-crown",
                 "half guinea": "half-guinea", "sixpence": "6 pence", "threepence": "3 pence", "twopence": "2 pence",
                 "fourpence": "4 pence"}


def _is_money(text: str) -> bool:
    return _MONEY_WORD.search(text) is not None


def _money(text: str) -> Amount:
    """Money in shillings: ``a guinea``, ``5 guineas``, ``£1 1s.``, ``14s. 11¼d.``, ``3 farthings``."""
    spaced = re.sub(r"(?<=[\d½¼¾])\s*([lsd])\b\.?", r" \1", text.replace("£", "£ "))
    for coin, written in _COIN_PHRASES.items():  # "half a crown", "sixpence": a number and a unit
        spaced = re.sub(rf"\b{coin}\b", written, spaced)
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


def _normal(text: str) -> str:
    cleaned = str(text).lower().replace("\u2019", "'").replace("\u2013", "-").replace("\u2014", "--")
    for vulgar in _VULGAR:  # 3½ and 3 ½ alike; 11¼d. kept together for money
        cleaned = re.sub(rf"\s+{vulgar}", vulgar, cleaned)
    cleaned = re.sub(r"-?\s*per\s*cent\.?", " per cent", cleaned)
    cleaned = re.sub(r"^~\s*", "~ ", cleaned)  # ~17.6%: the sign a qualifier like 'about'
    cleaned = " ".join(cleaned.split()).strip(" .;,")
    # "a 75 per cent chance", "a 25% probability": the percentage is the figure
    cleaned = re.sub(r"(%|per cent) of the time$", r"\1", cleaned)  # "52 percent of the time"
    return re.sub(r"(^|\s)an? (\S+ ?(?:%|per cent)) (?:chance|probability)$", r"\1\2", cleaned)


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
    scaled = [term.unit >= 100 and bool(term.text) for term in (first, second)]  # "635 thousand millions to one"
    if any(scaled) and not first.money:  # the term in figures and scale words is free, to the scale he printed
        free = "first" if scaled[0] else "second"
    unit = first.unit if free == "first" else second.unit
    if first.money:  # money: the term in the smaller coin free, to the penny (or the farthing he printed)
        unit = min(unit, Fraction(1, 12))
    # His precision: the larger term whole (whole odds N to 1; N to 4 with his 4 kept), round millions where he
    # printed them so, and evens ("1 to 1") to the small ratios a table prints, since it has no term to round.
    held = first.value if free == "first" else second.value
    if not first.money and unit == 1 and held >= 10**6 and not held % 10**6:
        unit = Fraction(10**6)
    if not first.money and first.value == second.value and first.unit == second.unit == 1:
        free, unit = "ratio", max(first.value, Fraction(AUTHOR_TERMS))
    ratio = Fraction(first.value, second.value) if second.value else Fraction(0)
    printed = (f"{_money_text(first.value)} to {_money_text(second.value)}, {_plain(ratio)}" if first.money
               else f"{_number(first.value)} to {_number(second.value)}")
    words = (f"odds of {printed}{' against' if against else ''}, a chance of "
             f"{_fraction_text(p) if 0 < p < 1 else p}")
    return ReadOdds(Reading.ODDS, p, words, free, (first.value, second.value), unit, against, first.money)


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


_ONCE = {"once": 1, "twice": 2, "thrice": 3}


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
        base = re.sub(r"\s+(?:deals|hands|games|trials|times)$", "", match.group(3))  # once in 635,000,000,000 deals
        base = re.sub(r"^every\s+", "", base)  # once in every 70
        m = _amount("100" if base in ("the hundred", "a hundred", "hundred") else base)
        count = _ONCE.get(match.group(1))  # once, twice: a frequency, so a chance (no edge)
        n = Amount(Fraction(count), Fraction(1)) if count else _amount(match.group(1))
        return _chance_readings(n, m, match.group(2) != "in" or count is not None)
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
    if len(parts) == 2 and all(parts):  # "4 chances to 1": the chances are the odds
        return [_odds_reading(_amount(re.sub(r"\s+chances?$", "", parts[0])), _amount(parts[1]), against)]
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
    >>> read_printed_odds("lots")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: odds 'lots' cannot be read (not a form of odds); the forms read are odds '7 to 4' (with on, ...
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
    cleaned = re.sub(r"^(?:the\s+)?odds\s+(?:are|of|is)\s+", "", _normal(text))  # "the odds are 3 to 1"
    qualifier = None
    for word in sorted(QUALIFIERS, key=len, reverse=True):
        if cleaned == word or cleaned.startswith(word + " "):
            qualifier, cleaned = word, cleaned[len(word):].strip(" ,;")
            break
    for word in SUFFIX_QUALIFIERS:  # "two to one and upwards"
        if qualifier is None and cleaned.endswith(" " + word):
            qualifier, cleaned = word, cleaned[:-len(word)].strip(" ,;")
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


def read_against(printed: PrintedOdds) -> PrintedOdds:
    """A figure ``N to M`` read as odds against, where the words round it say so though the figure does not ("the
    odds against that are 16,959 to 1"); any other figure, or one that says on, for or against, unchanged.

    >>> read_against(read_printed_odds("16,959 to 1")).said
    'read as odds of 16,959 to 1 against, a chance of 1/16,960'
    """
    read = printed.read
    if (read.reading is not Reading.ODDS or read.against or read.free == "ratio"
            or re.search(r"\s(?:on|for|against)$", _normal(printed.text))):
        return printed
    p = 1 - read.probability
    words = f"{read.words.rsplit(', a chance of ', 1)[0]} against, a chance of {_fraction_text(p)}"
    turned = dataclasses.replace(read, probability=p, words=words, against=True)
    return dataclasses.replace(printed, readings=printed.readings[:printed.used] + (turned,)
                               + printed.readings[printed.used + 1:])
