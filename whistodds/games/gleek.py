"""Gleek: three players, a pack of 44, twelve each dealt in fours, eight to the stock.

Source: ``gleek.txt``: "the dealer deals 12 cards to each player, 4 at a time.
The remaining 8 cards are placed face-down on the table, stacked, and the top
card is turned up to determine the trump"; cards rank ace high down to four.
"""

from __future__ import annotations

from whistodds.games.cards import pack
from whistodds.games.definition import GameDefinition

GLEEK_RANKS = tuple(range(4, 15))

GLEEK = GameDefinition(
    name="gleek",
    title="Gleek (three players)",
    cards=pack(GLEEK_RANKS),
    players=3,
    cards_per_player=12,
    sides=((0,), (1,), (2,)),
    packet_size=4,
    stock_size=8,
    turn_up="stock-top",
    rank_order=GLEEK_RANKS,
    source="gleek.txt (after Cotton 1674, Willughby c.1670, Cotgrave 1662)",
)
