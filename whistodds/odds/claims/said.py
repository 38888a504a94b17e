"""How a claims row's figure was read, said aloud: chance, edge or odds, which side of evens, and the words that
settled it (its question: :mod:`whistodds.odds.claims.questions`).

A figure ``N in M`` has two readings, a chance and an edge (:mod:`whistodds.odds.printed_odds`).  The odds
cell's own ``in favour of`` or the ``reading`` column settles it; where neither does, the quote's words do:
"in favour of", "against", "odds" or a figure "on" speak of betting odds, so of the edge; "chance" or "times
in" of a chance.  Words of both kinds, or of neither, leave the chance, the default, and the answer says so.

>>> from whistodds.odds.printed_odds import read_printed_odds
>>> printed, said = settle_reading(read_printed_odds("about 3 and a half in 100"), "in favour of the 8", "")
>>> printed.reading.value, printed.probability
('edge', Fraction(207, 407))
>>> said
"an edge, more likely than not; the odds cell leaves chance or edge open, and the quote's words 'in favour of' settle it: the edge"
>>> settle_reading(read_printed_odds("12 to 26"), "", "")[1]
"odds, less likely than not; the odds cell's only reading ('12 to 26')"
"""

from __future__ import annotations

import dataclasses
import re
from whistodds.odds.printed_odds import Direction, PrintedOdds, Reading, read_against

_NUMBER = r"(?:\d[\d,]*|[½¼¾]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand)"
# Words of a quote that say which reading its figure 'N in M' has: betting words the edge, chance words the chance.
EDGE_WORDS = re.compile(rf"\bin\s+favou?r\s+of\b|\bagainst\b|\bodds\b|\b{_NUMBER}\s+on\b", re.IGNORECASE)
CHANCE_WORDS = re.compile(r"\bchances?\b|\btimes\s+in\b", re.IGNORECASE)
# Words of a quote that say which side a figure 'N to M' stands on: odds against, or odds on (in favour of).
# "The odds of X are N to 1", "beating odds of N to one" and "the odds there given greatly exceed N to 1" speak of
# odds against (a rare event's long odds); the old books' "N to M that X" stays odds on.
AGAINST_WORDS = re.compile(rf"\bodds\s+(?:\w+\s+){{0,2}}?against\b|\b{_NUMBER}\s+against\b|\bagainst\s+(?:it|that|this|"
                           rf"him|her|them|its|his|their|such)\b|\bodds\s+of\s+(?:[\w'-]+\s+){{1,10}}?(?:are|is|were|was)\b"
                           rf"|\b(?:beat|beating|beaten|against\s+the)\s+odds\s+of\b|\bodds\s+(?:\w+\s+){{0,3}}?exceeds?\b", re.IGNORECASE)
ON_WORDS = re.compile(rf"\bin\s+favou?r\s+of\b|\bodds[-\s]+on\b|\b{_NUMBER}\s+on\b", re.IGNORECASE)
_KINDS = {Reading.ODDS: "odds", Reading.CHANCE: "a chance", Reading.EDGE: "an edge"}


def _found(pattern: re.Pattern[str], text: str) -> list[str]:
    """The distinct words of ``pattern`` in ``text``, in the order found, each quoted."""
    words = [" ".join(match.group(0).lower().split()) for match in pattern.finditer(text)]
    return [f"'{word}'" for word in dict.fromkeys(words)]


def settle_reading(printed: PrintedOdds, quote: str, reading_cell: str) -> tuple[PrintedOdds, str]:
    """The figure with its reading settled (by the quote's words where the odds cell and ``reading`` column leave
    it open), and how it was read, in words (the ``figure_read`` column)."""
    kinds = [read.reading for read in printed.readings]
    if reading_cell.strip():
        how = f"the reading column says {reading_cell.strip().lower()}"
    elif kinds == [Reading.ODDS]:
        printed, how = _settle_side(printed, quote)
    elif len(kinds) == 1:
        how = f"the odds cell's only reading ({printed.text!r})"
    elif printed.reading is Reading.EDGE:
        how = "the odds cell's 'in favour of' settles it: the edge"
    else:
        edge, chance = _found(EDGE_WORDS, quote), _found(CHANCE_WORDS, quote)
        open_ = "the odds cell leaves chance or edge open, and the quote's words"
        if edge and not chance:
            printed = dataclasses.replace(printed, used=kinds.index(Reading.EDGE))
            how = f"{open_} {', '.join(edge)} settle it: the edge"
        elif chance and not edge:
            how = f"{open_} {', '.join(chance)} settle it: the chance"
        elif edge:
            how = f"{open_} pull both ways ({', '.join(edge)}; {', '.join(chance)}): the chance, the default"
        else:
            how = "the odds cell and the quote leave chance or edge open: the chance, the default"
    return printed, f"{_KINDS[printed.reading]}, {_side(printed)}; {how}"


def _settle_side(printed: PrintedOdds, quote: str) -> tuple[PrintedOdds, str]:
    """A figure 'N to M' read on the side the quote's words say, where its cell says neither on nor against: odds
    against ("the odds against that are 16,959 to 1", "5 to 2 against"), or on ("in favour of")."""
    only = f"the odds cell's only reading ({printed.text!r})"
    turned = read_against(printed)
    if turned is printed:  # the cell says its side itself, or has none (evens)
        return printed, only
    against, on = _found(AGAINST_WORDS, quote), _found(ON_WORDS, quote)
    if against and not on:
        return turned, f"{only}, and the quote's words {', '.join(against)} say the odds are against: odds against"
    if on and not against:
        return printed, f"{only}, and the quote's words {', '.join(on)} say the odds are on: odds on"
    if against:
        both = f"{', '.join(against)}; {', '.join(on)}"
        return printed, f"{only}; the quote's words pull both ways ({both}): odds on, the default"
    return printed, only


def _side(printed: PrintedOdds) -> str:
    """Which side of evens the figure puts the claim: more likely than not, less, or evens."""
    if printed.direction is Direction.SMALL_ODDS:
        return "a little more likely than not"
    p = printed.probability
    side = "more likely than not" if p > 0.5 else "less likely than not" if p < 0.5 else "evens"
    if printed.read.against:
        said_in_cell = re.search(r"\bagainst\W*$", printed.text, re.IGNORECASE)
        side += " ('against' in the odds cell)" if said_in_cell else " (odds against, as the quote says)"
    return side
