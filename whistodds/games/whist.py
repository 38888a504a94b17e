"""Long and short whist: the same pack and deal, different scoring.

Source: Bob Short, *Hoyle Abridged* (1793), "The Game of Whist": "the dealer
distributing the cards, one at a time, to each, beginning with the left-hand
adversary, till he comes to the last card, which he turns up, being the trump";
partners sit opposite ("the two highest are against the two lowest").  The 1911
Britannica's "Short Whist" describes the same deal for the five-point game.
"""

from __future__ import annotations

from whistodds.games.cards import RANKS, pack
from whistodds.games.definition import GameDefinition

_PARTNERS_OPPOSITE = ((0, 2), (1, 3))

LONG_WHIST = GameDefinition(
    name="long-whist",
    title="Long whist (ten points)",
    cards=pack(RANKS),
    players=4,
    cards_per_player=13,
    sides=_PARTNERS_OPPOSITE,
    source="Bob Short, Hoyle Abridged (1793); 1911 Britannica, 'Whist', Long Whist",
)

SHORT_WHIST = GameDefinition(
    name="short-whist",
    title="Short whist (five points)",
    cards=pack(RANKS),
    players=4,
    cards_per_player=13,
    sides=_PARTNERS_OPPOSITE,
    source="1911 Britannica, 'Whist', Short Whist",
)
