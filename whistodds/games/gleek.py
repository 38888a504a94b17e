"""Gleek: three players, a pack of 44, twelve each dealt in fours, eight to the stock; its scoring as data.

Source: ``gleek.txt``: "the dealer deals 12 cards to each player, 4 at a time.
The remaining 8 cards are placed face-down on the table, stacked, and the top
card is turned up to determine the trump" (line 10); cards rank ace high down
to four (line 9).  Mournivals and gleeks (lines 24-25), the ruff (line 17), the
tricks and honours settled against 22 (lines 32-33).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from whistodds.games.cards import pack
from whistodds.games.definition import Game
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter

GLEEK_RANKS = tuple(range(4, 15))
SOURCE = "gleek.txt (after Cotton 1674, Willughby c.1670, Cotgrave 1662)"
TRUMPING = ("any", "match")


@dataclass(frozen=True)
class GleekScoring:
    """What Gleek pays, as the source gives it.

    Attributes:
        mournival_pence: pence from each opponent for four of a kind, by rank
            ("A Mournival of Aces is worth 8 pence from each opponent ... Kings:
            6 ... Queens: 4 ... Knaves: 2", line 24).
        gleek_pence: the same for three of a kind ("A Gleek of Aces is worth 4
            pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1", line 25).
        honour_points: trump honours in the play ("Ace (15 points), King (3
            points), Queen (3 points), and Jack (9 points)", line 32).
        points_per_trick: "3 points for each trick" (line 32).
        settle_against: "the difference between this total and 22" (line 33).
        stock_exchanged: "the remaining 7 face-down cards" (line 13).
        ruff_values: cards that do not count at face value in the ruff: "court cards at 10 each, aces
            at 11 and numerals at face value" (line 17).
    """

    mournival_pence: tuple[tuple[int, int], ...] = ((14, 8), (13, 6), (12, 4), (11, 2))
    gleek_pence: tuple[tuple[int, int], ...] = ((14, 4), (13, 3), (12, 2), (11, 1))
    honour_points: tuple[tuple[int, int], ...] = ((14, 15), (11, 9), (13, 3), (12, 3))
    points_per_trick: int = 3
    settle_against: int = 22
    stock_exchanged: int = 7
    ruff_values: tuple[tuple[int, int], ...] = ((14, 11), (13, 10), (12, 10), (11, 10))  # numerals at face value
    source: str = SOURCE

    def fit(self, game: Game) -> GleekScoring:
        return self

    @property
    def set_ranks(self) -> tuple[int, ...]:
        return tuple(rank for rank, _ in self.mournival_pence)


def _make(values: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    game = replace(GLEEK, trump_must_match=values["trumping"] == "match") if values["trumping"] != "any" else GLEEK
    return game, values


GLEEK = Game(
    family="gleek",
    title="Gleek (three players)",
    cards=pack(GLEEK_RANKS),
    players=3,
    cards_per_player=12,
    sides=((0,), (1,), (2,)),
    packet_size=4,
    stock_size=8,
    turn_up="stock-top",
    rank_order=GLEEK_RANKS,
    scoring=GleekScoring(),
    source=SOURCE,
)

GLEEK_FAMILY = Family(
    name="gleek",
    parameters=(Parameter("trumping", str, "any trump takes a plain card, or only one of equal or higher rank "
                          "(the sources are unclear, gleek.txt:29)", choices=TRUMPING, source=SOURCE),),
    defaults={"trumping": "any"},
    make=_make,
)
FAMILIES = (GLEEK_FAMILY,)
REGISTRY_ORDER = 30
