"""A game's pack, seats, sides and deal as one frozen, validated object.

Scoring lives in each game's own rules object; this type says only what is
dealt, to whom, and how the cards rank, so one dealing engine and one
trick-play engine serve every game in the family.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from whistodds.games.cards import N_CARD_CODES, RANKS, card_rank, card_suit

TurnUp = Literal["dealer-last", "stock-top"]
TURN_UP_RULES: tuple[str, ...] = ("dealer-last", "stock-top")


@dataclass(frozen=True)
class GameDefinition:
    """How one game of the whist family is dealt and how its cards rank.

    Seats are numbered 0..players-1 clockwise, so the seat after the dealer
    (``(dealer + 1) % players``) is the eldest hand, who receives the first card.

    Attributes:
        name: registry name, e.g. ``"long-whist"``.
        title: name for people, e.g. ``"Long whist"``.
        cards: the pack as card codes (see :mod:`whistodds.games.cards`).
        players: number of players, 2–8.
        cards_per_player: cards each player receives in the deal.
        sides: a partition of the seats into sides; a side of one seat plays
            for himself.
        packet_size: cards given to each player at a time (1 for whist,
            4 for Gleek).
        stock_size: cards left undealt after the hands.
        turn_up: ``"dealer-last"`` (the last card, the dealer's own, is turned
            for trumps) or ``"stock-top"`` (the top card of the stock).
        hands_per_player: separate hands each player's cards are split into,
            each played independently (Scotch Whist for two or three players).
        rank_order: ranks of a plain suit, lowest first.
        trump_rank_order: ranks of the trump suit, lowest first (Scotch Whist
            puts the knave above the ace); defaults to ``rank_order``.
        source: where the definition comes from.
    """

    name: str
    title: str
    cards: tuple[int, ...]
    players: int
    cards_per_player: int
    sides: tuple[tuple[int, ...], ...]
    packet_size: int = 1
    stock_size: int = 0
    turn_up: TurnUp = "dealer-last"
    hands_per_player: int = 1
    rank_order: tuple[int, ...] = RANKS
    trump_rank_order: tuple[int, ...] | None = None
    source: str = ""

    def __post_init__(self) -> None:
        if self.trump_rank_order is None:
            object.__setattr__(self, "trump_rank_order", self.rank_order)
        _check(isinstance(self.name, str) and self.name != "", "name", self.name, "a non-empty string")
        _check(2 <= self.players <= 8, "players", self.players, "2 to 8")
        _check(self.cards_per_player >= 1, "cards_per_player", self.cards_per_player, "at least 1")
        _check(len(set(self.cards)) == len(self.cards), "cards", "a pack with repeated cards", "distinct cards")
        _check(
            all(isinstance(c, int) and 0 <= c < N_CARD_CODES for c in self.cards),
            "cards",
            self.cards,
            "card codes 0-51",
        )
        _check(
            len(set(self.rank_order)) == len(self.rank_order) and set(self.rank_order) <= set(RANKS),
            "rank_order",
            self.rank_order,
            "distinct ranks from 2-14",
        )
        _check(
            sorted(self.trump_rank_order) == sorted(self.rank_order),
            "trump_rank_order",
            self.trump_rank_order,
            f"a reordering of rank_order {self.rank_order}",
        )
        _check(
            {card_rank(c) for c in self.cards} <= set(self.rank_order),
            "cards",
            "cards whose rank is not in rank_order",
            f"ranks in {self.rank_order}",
        )
        _check(self.stock_size >= 0, "stock_size", self.stock_size, "0 or more")
        dealt = self.players * self.cards_per_player
        _check(
            dealt + self.stock_size == len(self.cards),
            "cards_per_player",
            self.cards_per_player,
            f"players x cards_per_player + stock_size = {len(self.cards)} cards in the pack "
            f"(got {self.players} x {self.cards_per_player} + {self.stock_size})",
        )
        _check(
            self.packet_size >= 1 and self.cards_per_player % self.packet_size == 0,
            "packet_size",
            self.packet_size,
            f"a divisor of cards_per_player ({self.cards_per_player})",
        )
        _check(self.turn_up in TURN_UP_RULES, "turn_up", self.turn_up, " or ".join(TURN_UP_RULES))
        if self.turn_up == "dealer-last":
            _check(self.stock_size == 0, "turn_up", self.turn_up, "'stock-top' when there is a stock")
        else:
            _check(self.stock_size > 0, "turn_up", self.turn_up, "'dealer-last' when there is no stock")
        _check(
            self.hands_per_player >= 1 and self.cards_per_player % self.hands_per_player == 0,
            "hands_per_player",
            self.hands_per_player,
            f"a divisor of cards_per_player ({self.cards_per_player})",
        )
        seats = sorted(seat for side in self.sides for seat in side)
        _check(
            seats == list(range(self.players)) and all(len(side) >= 1 for side in self.sides),
            "sides",
            self.sides,
            f"a partition of the seats 0-{self.players - 1} into non-empty sides",
        )

    # Derived facts, computed from the fields so they can never disagree with them.
    @property
    def n_cards(self) -> int:
        """Cards in the pack."""
        return len(self.cards)

    @property
    def n_sides(self) -> int:
        """Number of sides (equal to ``players`` when each plays for himself)."""
        return len(self.sides)

    @property
    def has_partners(self) -> bool:
        """Whether any side has two or more seats."""
        return any(len(side) > 1 for side in self.sides)

    @property
    def cards_per_hand(self) -> int:
        """Cards in each separately played hand (the number of tricks per hand)."""
        return self.cards_per_player // self.hands_per_player

    @property
    def suits(self) -> tuple[int, ...]:
        """Suits present in the pack."""
        return tuple(sorted({int(card_suit(c)) for c in self.cards}))

    def side_of(self, seat: int) -> int:
        """Index of the side that ``seat`` belongs to."""
        if seat not in range(self.players):
            raise ValueError(f"seat {seat!r} is not allowed; use 0-{self.players - 1}")
        return next(i for i, side in enumerate(self.sides) if seat in side)

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats on ``seat``'s side, in clockwise order from it."""
        side = self.sides[self.side_of(seat)]
        return tuple(sorted((s for s in side if s != seat), key=lambda s: (s - seat) % self.players))


def _check(ok: bool, field: str, value: object, allowed: str) -> None:
    if not ok:
        raise ValueError(f"invalid game definition: {field}={value!r}; allowed: {allowed}")
