"""Long and short whist: the same pack and deal, different scoring; each game one object.

Source: Bob Short, *Hoyle Abridged* (1793), "The Game of Whist": "the dealer
distributing the cards, one at a time, to each, beginning with the left-hand
adversary, till he comes to the last card, which he turns up, being the trump";
partners sit opposite ("the two highest are against the two lowest").  The 1911
Britannica's "Short Whist" describes the same deal for the five-point game
(britannica-1911-whist.txt:75), and its "Long Whist" the ten-point game, whose
rubber has no treble (line 117).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whistodds.games.cards import RANKS, pack
from whistodds.games.definition import Game, RubberRules
from whistodds.games.family import Family
from whistodds.games.scoring import LONG_WHIST_ALIASES, LONG_WHIST_RULES, SHORT_WHIST_ALIASES, SHORT_WHIST_RULES

PARTNERS_OPPOSITE = ((0, 2), (1, 3))
WHIST_PACK = pack(RANKS)

LONG_WHIST = Game(
    family="long-whist",
    title="Long whist (ten points)",
    cards=WHIST_PACK,
    players=4,
    cards_per_player=13,
    sides=PARTNERS_OPPOSITE,
    scoring=LONG_WHIST_RULES,
    # "There is no 'treble' at long whist" (line 117); rubber points as at short whist (line 75).
    rubber=RubberRules(source="1911 Britannica, 'Whist': Long Whist (britannica-1911-whist.txt:117) for the "
                       "game values; the rubber and its two points as at Short Whist (line 75)"),
    year=1742,  # Hoyle's Short Treatise (britannica-1911-whist.txt:39): the ten-point game of the full pack
    source="Bob Short, Hoyle Abridged (1793); 1911 Britannica, 'Whist', Long Whist",
)

SHORT_WHIST = Game(
    family="short-whist",
    title="Short whist (five points)",
    cards=WHIST_PACK,
    players=4,
    cards_per_player=13,
    sides=PARTNERS_OPPOSITE,
    scoring=SHORT_WHIST_RULES,
    rubber=RubberRules(),
    year=1805,  # "Soon after Matthews [1804] wrote ... cut down ... to five" (britannica-1911-whist.txt:75)
    source="1911 Britannica, 'Whist', Short Whist",
)

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()


def in_words(number: int) -> str:
    """A number of points in words, as the titles give them (digits from a hundred).

    >>> in_words(10), in_words(7), in_words(41)
    ('ten', 'seven', 'forty-one')
    """
    if 0 <= number < 20:
        return _ONES[number]
    if 20 <= number < 100:
        tens, ones = divmod(number, 10)
        return _TENS[tens - 2] + (f"-{_ONES[ones]}" if ones else "")
    return str(number)


def _points_title(name: str) -> Any:
    """The title of long or short whist for its rules: the points of the game follow the target."""
    def title(values: Mapping[str, Any]) -> str:
        return f"{name} ({in_words(values['target'])} point{'s' if values['target'] != 1 else ''})"
    return title


# The Britannica's comparison: "the players proposed to make the game five up" (line 75).
LONG_AGAINST_SHORT = (LONG_WHIST, SHORT_WHIST)

# What the registry finds in this module (every module of whistodds.games may hold FAMILIES).
# Without the call at eight: the rule a reader of Bob Short most often asks about (README).
LONG_WHIST_FAMILY = Family.from_game(LONG_WHIST, aliases=LONG_WHIST_ALIASES, short_names=("long",),
                                     shown=({"call_at": None},), title=_points_title("Long whist"))
SHORT_WHIST_FAMILY = Family.from_game(SHORT_WHIST, aliases=SHORT_WHIST_ALIASES, short_names=("short",),
                                      title=_points_title("Short whist"))
FAMILIES = (LONG_WHIST_FAMILY, SHORT_WHIST_FAMILY)
REGISTRY_ORDER = 0
