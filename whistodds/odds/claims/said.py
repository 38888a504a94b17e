"""How a claims row was read, said aloud: its question (each count's sense, each seat, each side) and its figure
(chance, edge or odds, which side of evens, and the words that settled it).

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
from typing import TYPE_CHECKING

from whistodds.odds.printed_odds import Direction, PrintedOdds, Reading

if TYPE_CHECKING:
    from whistodds.odds.claims import Claim

_NUMBER = r"(?:\d[\d,]*|[½¼¾]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand)"
# Words of a quote that say which reading its figure 'N in M' has: betting words the edge, chance words the chance.
EDGE_WORDS = re.compile(rf"\bin\s+favou?r\s+of\b|\bagainst\b|\bodds\b|\b{_NUMBER}\s+on\b", re.IGNORECASE)
CHANCE_WORDS = re.compile(r"\bchances?\b|\btimes\s+in\b", re.IGNORECASE)
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
    elif len(kinds) == 1:
        how = f"the odds cell's only reading ({printed.text!r})"
    elif printed.reading is Reading.EDGE:
        how = "the odds cell's 'in favour of' settles it: the edge"
    else:
        edge, chance = _found(EDGE_WORDS, quote), _found(CHANCE_WORDS, quote)
        if edge and not chance:
            printed = dataclasses.replace(printed, used=kinds.index(Reading.EDGE))
            how = f"the odds cell leaves chance or edge open, and the quote's words {', '.join(edge)} settle it: the edge"
        elif chance and not edge:
            how = (f"the odds cell leaves chance or edge open, and the quote's words {', '.join(chance)} settle it: "
                   f"the chance")
        elif edge:
            how = (f"the odds cell leaves chance or edge open, and the quote's words pull both ways ({', '.join(edge)}; "
                   f"{', '.join(chance)}): the chance, the default")
        else:
            how = "the odds cell and the quote leave chance or edge open: the chance, the default"
    return printed, f"{_KINDS[printed.reading]}, {_side(printed)}; {how}"


def _side(printed: PrintedOdds) -> str:
    """Which side of evens the figure puts the claim: more likely than not, less, or evens."""
    if printed.direction is Direction.SMALL_ODDS:
        return "a little more likely than not"
    p = printed.probability
    side = "more likely than not" if p > 0.5 else "less likely than not" if p < 0.5 else "evens"
    return side + (" ('against' in the odds cell)" if printed.read.against else "")


_DEALER = {"first": "the first side deals next", "second": "the other side deals next",
           "unknown": "the mean of the first side dealing next and the other"}


def question_read(claim: Claim, reading: str) -> str:
    """How a game, rubber, deal or partner claim's question was read, under one reading of its ``dealer`` or
    ``held`` (a holding claim's reading is the ``holding`` command's own).

    >>> from whistodds.odds.claims import read_claims
    >>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,5-3,,any,,7 to 5\\n"
    >>> question_read(read_claims("a.csv", text=text)[0], "second")
    "the first side (the score's first figure), at 5 to 3, wins the game; the other side deals next [dealer 'any': read every way, this row so]"
    """
    if claim.question == "partner":
        negated, kind, k, m = claim.known_held
        count = "at least" if reading == "at-least" else "exactly"
        said = f"partner holds {count} {k} of the {m} named cards"
        said = f"not ({said})" if negated else said
        return said + (f" [held 'any': read both ways, this row {count}]" if kind == "any" else
                       f" [held '{kind}': {count}]")
    us, them = claim.known_score
    which = {"game": "wins the game", "deal": "takes the odd trick of one deal", "rubber": "wins the rubber"}
    games = "" if claim.question != "rubber" else " in the game and {} to {} in games".format(*claim.known_games)
    said = f"the first side (the score's first figure), at {us} to {them}{games}, {which[claim.question]}; " \
           f"{_DEALER[reading]}"
    return said + (" [dealer 'any': read every way, this row so]" if claim.dealer == "any" else
                   f" [dealer '{claim.dealer}']")
