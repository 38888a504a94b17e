"""Scotch Whist, or Catch the Ten, for two to eight players.

Source: ``scotch-whist.txt`` (after *The American Hoyle*, 1868): a pack of 36,
six to ace, the trump knave above the trump ace; the six of spades out for five
or seven players, all four sixes out for eight; two players receive 18 cards as
three hands of six, three players 12 as two hands of six, each hand played
independently; the dealer turns up the last card for trumps.
"""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.games.cards import KNAVE, make_card, pack
from whistodds.games.definition import GameDefinition

SCOTCH_RANKS = tuple(range(6, 15))
# Trumps rank six .. ten, queen, king, ace, then the knave on top.
SCOTCH_TRUMP_RANKS = tuple(r for r in SCOTCH_RANKS if r != KNAVE) + (KNAVE,)
SIX_OF_SPADES = make_card(3, 6)
# Numbers of sides the source allows besides each-for-himself, by table size.
SCOTCH_SIDE_OPTIONS = {4: (2,), 6: (2, 3), 8: (2, 4)}


def scotch_sides(players: int, sides: int | None = None) -> tuple[tuple[int, ...], ...]:
    """The seating for ``players`` in ``sides`` sides (None: each for himself).

    Four play as two sides of two, partners opposite; six as two sides of three
    (no partners next to each other) or three sides of two (partners opposite);
    eight as two sides of four, alternately, or four sides of two (opposite).
    """
    if players not in range(2, 9):
        raise ValueError(f"players={players!r} is not allowed for Scotch Whist; use 2 to 8")
    if sides is None or sides == players:
        return tuple((seat,) for seat in range(players))
    allowed = SCOTCH_SIDE_OPTIONS.get(players, ())
    if sides not in allowed:
        choices = ", ".join(str(s) for s in allowed + (players,))
        raise ValueError(
            f"sides={sides!r} is not allowed for {players} players at Scotch Whist; use {choices}"
        )
    per_side = players // sides
    # Partners are spread evenly round the table: seat s plays with s + sides, s + 2*sides, ...
    return tuple(tuple(first + k * sides for k in range(per_side)) for first in range(sides))


def scotch_whist(players: int = 4, sides: int | None = None) -> GameDefinition:
    """Scotch Whist for ``players`` (2–8) in ``sides`` sides (None: each for himself)."""
    seating = scotch_sides(players, sides)
    if players in (5, 7):
        removed: tuple[int, ...] = (SIX_OF_SPADES,)
    elif players == 8:
        removed = tuple(make_card(suit, 6) for suit in range(4))
    else:
        removed = ()
    cards = pack(SCOTCH_RANKS, removed)
    cards_per_player = len(cards) // players
    hands_per_player = {2: 3, 3: 2}.get(players, 1)
    side_text = "each for himself" if len(seating) == players else f"{len(seating)} sides"
    return GameDefinition(
        name=f"scotch-whist(players={players},sides={len(seating)})",
        title=f"Scotch Whist, {players} players, {side_text}",
        cards=cards,
        players=players,
        cards_per_player=cards_per_player,
        sides=seating,
        hands_per_player=hands_per_player,
        rank_order=SCOTCH_RANKS,
        trump_rank_order=SCOTCH_TRUMP_RANKS,
        source="scotch-whist.txt (The American Hoyle, 1868)",
    )


FINISH_RULES = ("highest", "count-out", "ten-first")
# Points for capturing the counting trumps, by rank (source: "11 points for the Jack, four points for
# the Ace, three points for the King, two points for the Queen, and ten points for the 10").
SCOTCH_TRUMP_VALUES = ((11, 11), (14, 4), (13, 3), (12, 2), (10, 10))
# ten-first: "the ten, then cards, then ace, king, queen, knave".
TEN_FIRST_ORDER = (10, "cards", 14, 13, 12, 11)


@dataclass(frozen=True)
class ScotchScoring:
    """How Scotch Whist is scored (source: ``scotch-whist.txt``).

    Each deal, the side that takes a counting trump in a trick scores its value,
    and each side scores one point for every card it took beyond the number
    dealt to it.  Game is ``target`` points ("usually 41").  The source is
    silent when two sides pass the target in one deal; ``finish`` names the
    rule: ``highest`` (the higher total wins, equal totals play on; default),
    ``count-out`` (honours score as their trick is taken, cards at the end of
    the hand; the first past the target wins), ``ten-first`` (scored in the
    order the ten, cards, ace, king, queen, knave).
    """

    target: int = 41
    finish: str = "highest"
    trump_values: tuple[tuple[int, int], ...] = SCOTCH_TRUMP_VALUES
    source: str = "scotch-whist.txt (The American Hoyle, 1868)"

    def __post_init__(self) -> None:
        if self.finish not in FINISH_RULES:
            raise ValueError(f"finish={self.finish!r} is not allowed; use {', '.join(FINISH_RULES)}")
        if self.target < 1:
            raise ValueError(f"target={self.target!r} is not allowed; use 1 or more")

    @property
    def values_by_rank(self) -> dict[int, int]:
        return dict(self.trump_values)

    @property
    def honour_points(self) -> int:
        """Points for all the counting trumps together (30)."""
        return sum(value for _, value in self.trump_values)
