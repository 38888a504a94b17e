"""Gleek: three players, a pack of 44, twelve each dealt in fours, eight to the stock; its scoring as data.

Source: ``gleek.txt``: "the dealer deals 12 cards to each player, 4 at a time.
The remaining 8 cards are placed face-down on the table, stacked, and the top
card is turned up to determine the trump" (line 10); cards rank ace high down
to four (line 9).  The stock bought and exchanged before the play (lines 13-15),
mournivals and gleeks (lines 24-25), the ruff (line 17, four aces above every
ruff, line 39), the tricks and honours settled against 22 (lines 32-33).

>>> from whistodds.games import get_game
>>> str(get_game("gleek(stock_buyer=youngest)"))
'gleek(stock_buyer=youngest)'
>>> GLEEK.scoring.stock_exchange
('eldest', 'discard-first', 'tricks', 7)
>>> get_game("gleek(stock_buyer=none)").scoring.stock_exchange is None
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

import numpy as np

from whistodds.games.cards import pack
from whistodds.games.definition import Game, TurnUp
from whistodds.games.scoring.protocol import GameShape
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter

GLEEK_RANKS = tuple(range(4, 15))
SOURCE = "gleek.txt (after Cotton 1674, Willughby c.1670, Cotgrave 1662)"


class Trumping(StrEnum):
    """Which trump takes a plain card: any, or only one of equal or higher rank (gleek.txt:29)."""

    ANY = "any"
    MATCH = "match"


class StockBuyer(StrEnum):
    """Who buys the stock: the eldest, who must open the bidding (gleek.txt:13, after Willughby), or
    another seat; ``none``: no one, the seven face-down cards stay out of play (not zero-sum)."""

    ELDEST = "eldest"
    YOUNGEST = "youngest"
    DEALER = "dealer"
    NONE = "none"


class StockOrder(StrEnum):
    """"discard 7 cards, then take in the stock" (Willughby) or take in the stock first (Parlett and
    Dafydd), gleek.txt:15."""

    DISCARD_FIRST = "discard-first"
    TAKE_FIRST = "take-first"


class Discard(StrEnum):
    """What the buyer keeps: his trump honours always (gleek.txt:34: discarding one "is simply throwing
    away money"), then ``tricks``: trumps, then the highest plain cards; or ``ruff``: his best ruff suit,
    by ruff value."""

    TRICKS = "tricks"
    RUFF = "ruff"


TRUMPING: tuple[Trumping, ...] = tuple(Trumping)
STOCK_BUYERS: tuple[StockBuyer, ...] = tuple(StockBuyer)
BUYER_SEAT = {"dealer": 0, "eldest": 1, "youngest": 2}  # counted from the dealer, clockwise
STOCK_ORDERS: tuple[StockOrder, ...] = tuple(StockOrder)
DISCARDS: tuple[Discard, ...] = tuple(Discard)


@dataclass(frozen=True)
class GleekScoring:
    """What Gleek pays, as the source gives it.

    Attributes:
        mournival_pence: pence from each opponent for four of a kind, by rank
            ("A Mournival of Aces is worth 8 pence from each opponent ... Kings:
            6 ... Queens: 4 ... Knaves: 2", line 24).
        gleek_pence: the same for three of a kind ("A Gleek of Aces is worth 4
            pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1", line 25).
        honour_values: trump honours in the play, by rank ("Ace (15 points), King (3
            points), Queen (3 points), and Jack (9 points)", line 32); see :meth:`honour_points`.
        points_per_trick: "3 points for each trick" (line 32).
        settle_against: "the difference between this total and 22" (line 33).
        stock_exchanged: "the remaining 7 face-down cards" (line 13), all taken by the buyer.
        stock_buyer: who buys the stock (line 13; see ``STOCK_BUYERS``): the source gives a bidding
            that "the Eldest must open" and no rule for how far anyone bids, so the default is the
            eldest; ``none`` leaves the stock out of play, as this tool did before.
        stock_order: "discard 7 cards, then take in the stock" (``discard-first``, Willughby) or take
            it in first and then discard seven of nineteen (``take-first``, Parlett and Dafydd), line 15.
        discard: what the buyer keeps, the source silent (see ``DISCARDS``); his trump honours
            always, so that every honour is dealt, bought or turned and the settlement is zero-sum.
        four_aces: "Four Aces, which also counts as the highest suit and highest Ruff. This hand
            beats everything else" (line 39).
        ruff_values: cards that do not count at face value in the ruff: "court cards at 10 each, aces
            at 11 and numerals at face value" (line 17).
    """

    mournival_pence: tuple[tuple[int, int], ...] = ((14, 8), (13, 6), (12, 4), (11, 2))
    gleek_pence: tuple[tuple[int, int], ...] = ((14, 4), (13, 3), (12, 2), (11, 1))
    honour_values: tuple[tuple[int, int], ...] = ((14, 15), (11, 9), (13, 3), (12, 3))
    points_per_trick: int = 3
    settle_against: int = 22
    stock_exchanged: int = 7
    ruff_values: tuple[tuple[int, int], ...] = ((14, 11), (13, 10), (12, 10), (11, 10))  # numerals at face value
    stock_buyer: StockBuyer = StockBuyer.ELDEST
    stock_order: StockOrder = StockOrder.DISCARD_FIRST
    discard: Discard = Discard.TRICKS
    four_aces: bool = True
    source: str = SOURCE

    def __post_init__(self) -> None:
        rules: tuple[tuple[str, type[StrEnum]], ...] = (("stock_buyer", StockBuyer), ("stock_order", StockOrder),
                                                        ("discard", Discard))
        for name, allowed in rules:
            if getattr(self, name) not in tuple(allowed):
                raise ValueError(f"GleekScoring {name}={getattr(self, name)!r} is not allowed; "
                                 f"use {', '.join(allowed)}")
            object.__setattr__(self, name, allowed(getattr(self, name)))  # the word as given, as its member
        if not isinstance(self.four_aces, bool):
            raise ValueError(f"GleekScoring four_aces={self.four_aces!r} is not allowed; use True or False")

    def fit(self, game: GameShape) -> GleekScoring:
        if self.stock_buyer != "none" and not 0 < self.stock_exchanged < game.stock_size:
            raise ValueError(f"GleekScoring stock_exchanged={self.stock_exchanged!r} is not allowed; use 1 to "
                             f"{game.stock_size - 1} (the stock less its turn-up)")
        return self

    @property
    def stock_exchange(self) -> tuple[str, str, str, int] | None:
        """What changes the hands before the play (buyer, order, discard, cards), or None: the game's
        deal signature carries it, so no kernel or figure of one rule serves another."""
        if self.stock_buyer == "none":
            return None
        return (self.stock_buyer.value, self.stock_order.value, self.discard.value, self.stock_exchanged)

    @property
    def set_ranks(self) -> tuple[int, ...]:
        return tuple(rank for rank, _ in self.mournival_pence)

    @property
    def honour_ranks(self) -> tuple[int, ...]:
        """The trump ranks that count as honours in the play, the highest valued first."""
        return tuple(rank for rank, _ in self.honour_values)

    def honour_points(self, ranks: np.ndarray) -> np.ndarray:
        """Points each trump card of ``ranks`` counts as an honour in the play (0 for a card that is none).

        >>> GLEEK_RULES.honour_points(np.array([14, 13, 12, 11, 10])).tolist()
        [15, 3, 3, 9, 0]
        """
        table = np.zeros(15, np.int64)
        for rank, value in self.honour_values:
            table[rank] = value
        points: np.ndarray = table[np.asarray(ranks)]
        return points


def _make(values: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    rules = {key: values[key] for key in ("stock_buyer", "stock_order", "discard", "four_aces")}
    if values["trumping"] == "any" and rules == {key: getattr(GLEEK_RULES, key) for key in rules}:
        return GLEEK, values
    game = replace(GLEEK, trump_must_match=values["trumping"] == "match", scoring=replace(GLEEK_RULES, **rules))
    return game, values


GLEEK_RULES = GleekScoring()
GLEEK = Game(
    family="gleek",
    title="Gleek (three players)",
    cards=pack(GLEEK_RANKS),
    players=3,
    cards_per_player=12,
    sides=((0,), (1,), (2,)),
    packet_size=4,
    stock_size=8,
    turn_up=TurnUp.STOCK_TOP,
    rank_order=GLEEK_RANKS,
    scoring=GLEEK_RULES,
    source=SOURCE,
)

GLEEK_FAMILY = Family(
    name="gleek",
    parameters=(
        Parameter("trumping", str, "any trump takes a plain card, or only one of equal or higher rank "
                  "(the sources are unclear, gleek.txt:29)", choices=TRUMPING, source=SOURCE, reading=True),
        Parameter("stock_buyer", str, "who buys the stock and exchanges seven cards with it before the play: the "
                  "eldest, who must open the bidding (gleek.txt:13-15); none leaves it out of play",
                  choices=STOCK_BUYERS, source="gleek.txt:13 (after Willughby); who wins the bidding the source "
                  "does not say", announce=True),
        Parameter("stock_order", str, "the buyer discards seven and then takes in the stock (Willughby), or takes "
                  "it in first (Parlett and Dafydd)", choices=STOCK_ORDERS, source="gleek.txt:15",
                  reading=True),
        Parameter("discard", str, "what the buyer keeps besides his trump honours: trumps and high cards for the "
                  "tricks, or his best ruff suit", choices=DISCARDS, source="a choice of this tool; the source is "
                  "silent (gleek.txt:15), and calls discarding an honour throwing away money (gleek.txt:34)",
                  announce=True),
        Parameter("four_aces", bool, "four aces beat every ruff", source="gleek.txt:39"),
    ),
    defaults={"trumping": "any", "stock_buyer": "eldest", "stock_order": "discard-first", "discard": "tricks",
              "four_aces": True},
    make=_make,
)
FAMILIES = (GLEEK_FAMILY,)
REGISTRY_ORDER = 30
