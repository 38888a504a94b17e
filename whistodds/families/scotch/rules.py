"""Scotch Whist, or Catch the Ten, for two to eight players: the game family and its finish rules.

Source: ``scotch-whist.txt`` (after *The American Hoyle*, 1868): a pack of 36,
six to ace, the trump knave above the trump ace; the six of spades out for five
or seven players, all four sixes out for eight; two players receive 18 cards as
three hands of six, three players 12 as two hands of six, each hand played
independently; the dealer turns up the last card for trumps.  "If four, six or
eight play they may either play each for himself, or form into partnerships":
the default seating here is the partnership (two sides) wherever the source
allows one, and each for himself otherwise.

>>> from whistodds.games import get_game
>>> str(get_game("scotch-whist"))
'scotch-whist(players=4,sides=2)'
>>> get_game("scotch-whist(players=6,sides=3)").sides
((0, 3), (1, 4), (2, 5))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

import numpy as np

from whistodds.games.cards import KNAVE, make_card, pack
from whistodds.games.definition import Game
from whistodds.games.scoring.protocol import GameShape
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.scoring.protocol import OutcomeKind

SOURCE = "scotch-whist.txt (The American Hoyle, 1868)"
SCOTCH_RANKS = tuple(range(6, 15))
# Trumps rank six .. ten, queen, king, ace, then the knave on top.
SCOTCH_TRUMP_RANKS = tuple(r for r in SCOTCH_RANKS if r != KNAVE) + (KNAVE,)
SIX_OF_SPADES = make_card(3, 6)
# Numbers of sides the source allows besides each-for-himself, by table size.
SCOTCH_SIDE_OPTIONS = {4: (2,), 6: (2, 3), 8: (2, 4)}
class Finish(StrEnum):
    """When two sides pass the target in one deal (see :class:`ScotchScoring`)."""

    HIGHEST = "highest"
    COUNT_OUT = "count-out"
    TEN_FIRST = "ten-first"


FINISH_RULES: tuple[Finish, ...] = tuple(Finish)
# Points for capturing the counting trumps, by rank (source: "11 points for the Jack, four points for
# the Ace, three points for the King, two points for the Queen, and ten points for the 10").
SCOTCH_TRUMP_VALUES = ((11, 11), (14, 4), (13, 3), (12, 2), (10, 10))
# ten-first: "the ten, then cards, then ace, king, queen, knave".
TEN_FIRST_ORDER = (10, "cards", 14, 13, 12, 11)
SCORING_MOMENTS = OutcomeKind.SCORING_MOMENTS


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
        raise ValueError(f"sides={sides!r} is not allowed for {players} players at Scotch Whist; use {choices}")
    per_side = players // sides
    # Partners are spread evenly round the table: seat s plays with s + sides, s + 2*sides, ...
    return tuple(tuple(first + k * sides for k in range(per_side)) for first in range(sides))


def default_sides(players: int) -> int:
    """Two sides wherever the source allows partnerships (4, 6, 8 players), else each for himself."""
    return 2 if players in SCOTCH_SIDE_OPTIONS else players


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
    finish: Finish = Finish.HIGHEST
    trump_values: tuple[tuple[int, int], ...] = SCOTCH_TRUMP_VALUES
    n_sides: int | None = None
    source: str = SOURCE

    outcome_kind = SCORING_MOMENTS
    counts_tricks_and_honours = False  # a deal's outcome: each side's points at each scoring moment
    records_split = False  # no honours held: nothing recorded of how they lie
    game_values = None  # no value to a game won: no rubber
    deal_honours = None  # no honours held: trumps count as they are taken (counted_trumps)

    def __post_init__(self) -> None:
        if self.finish not in FINISH_RULES:
            raise ValueError(f"finish={self.finish!r} is not allowed; use {', '.join(FINISH_RULES)}")
        object.__setattr__(self, "finish", Finish(self.finish))  # the word as given, as its member
        if not isinstance(self.target, int) or self.target < 1:
            raise ValueError(f"target={self.target!r} is not allowed; use 1 or more")

    def fit(self, game: GameShape) -> ScotchScoring:
        """These rules for ``game``'s table (the number of sides)."""
        return self if self.n_sides == game.n_sides else replace(self, n_sides=game.n_sides)

    @staticmethod
    def parameters(base: ScotchScoring) -> tuple[Parameter, ...]:
        return (
            Parameter("finish", str, "when two sides pass the target in one deal (the source is silent)",
                      choices=FINISH_RULES, source="a choice of this tool; the source is silent", announce=True),
            Parameter("target", int, "points for game ('usually 41')", low=1, high=200, source=SOURCE),
        )

    def with_parameters(self, **values: Any) -> ScotchScoring:
        return replace(self, **values)

    def outcome_shape(self) -> None:
        """No fixed axes: a moments kernel holds each distinct sequence of moments dealt."""
        return None

    def outcome_key(self) -> tuple[Any, ...]:
        """What one deal's outcome records: each side's points at each moment the finish rule counts."""
        return self.outcome_kind.value, self.finish.value, self.trump_values  # the plain string: cache keys hold

    def honour_points(self, held: np.ndarray) -> np.ndarray:
        """No honours are held at Scotch Whist (trumps count as they are taken): nothing for any."""
        return np.zeros_like(np.asarray(held))

    @property
    def values_by_rank(self) -> dict[int, int]:
        return dict(self.trump_values)

    @property
    def counted_trumps(self) -> dict[int, int]:
        """Points for capturing the trump of each counting rank, a play reading."""
        return dict(self.trump_values)

    @property
    def counting_trumps_total(self) -> int:
        """Points for all the counting trumps together (30)."""
        return sum(value for _, value in self.trump_values)

    @property
    def score_states(self) -> int:
        """Scores kept in the exact solver: 0 to target - 1 in play, and ``target`` standing for
        "tied past the target" under ``highest`` (the sides play on)."""
        return self.target + 1 if self.finish == "highest" else self.target

    def apply(self, scores: np.ndarray, dealer_side: np.ndarray, outcome: dict[str, np.ndarray]
              ) -> tuple[np.ndarray, np.ndarray]:
        """One deal applied to ``scores`` (``(..., sides)``); ``outcome["moments"]`` is ``(..., moments, sides)``,
        the points of each scoring moment with the sides counted from the dealer's.

        Returns the new scores (a tie past the target kept at the target, for the
        exact solver's state) and the winning side (-1: play on).
        """
        moments = np.asarray(outcome["moments"])
        n_sides = moments.shape[-1]
        # Sides counted from the dealer's: absolute side s is relative side (s - dealer_side) mod n.
        shift = (np.arange(n_sides) - np.asarray(dealer_side)[..., None]) % n_sides
        absolute = np.take_along_axis(moments, np.broadcast_to(shift[..., None, :], np.broadcast_shapes(
            moments.shape, shift[..., None, :].shape)), axis=-1) if n_sides > 1 else moments
        scores, winner = settle(np.asarray(scores), absolute, self.target)
        if self.finish == "highest":
            tied = (winner < 0) & (scores >= self.target).all(axis=-1)
            scores = np.where(tied[..., None], self.target, scores)
        return scores, winner


def settle(scores: np.ndarray, moments: np.ndarray, target: int) -> tuple[np.ndarray, np.ndarray]:
    """Add a deal's scoring moments to ``scores`` one at a time; after each, a side past the
    ``target`` wins, the higher total when several pass at once; equal totals play on.

    The one statement of Scotch Whist's finish rules: ``highest`` is one moment
    (the deal's totals), ``count-out`` and ``ten-first`` the counting trumps and
    the cards in their order.  ``scores`` is ``(..., sides)``, ``moments``
    ``(..., moments, sides)``; returns the scores and the winner (-1: none yet).

    >>> settle(np.array([30, 38]), np.array([[0, 4], [20, 0]]), 41)   # count-out: his ace counts out before the cards
    (array([30, 42]), array(1))
    """
    scores = np.broadcast_to(np.asarray(scores), np.broadcast_shapes(np.shape(scores), moments.shape[:-2] +
                                                                        moments.shape[-1:])).copy()
    winner = np.full(scores.shape[:-1], -1)
    for step in range(moments.shape[-2]):
        open_ = winner < 0
        scores = scores + np.where(open_[..., None], moments[..., step, :], 0)
        over = (scores >= target) & open_[..., None]
        masked = np.where(over, scores, -1)
        best = masked.max(axis=-1)
        unique = (masked == best[..., None]).sum(axis=-1) == 1
        decided = over.any(axis=-1) & unique
        winner = np.where(decided, masked.argmax(axis=-1), winner)
    return scores, winner


def scotch_whist(players: int = 4, sides: int | None = None, finish: str = "highest", target: int = 41) -> Game:
    """Scotch Whist for ``players`` (2–8) in ``sides`` sides (``players``: each for himself; None: the
    default seating, two sides where the source allows partnerships)."""
    return SCOTCH_FAMILY.build({"players": players, "sides": sides, "finish": finish, "target": target})


def _make(values: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    players = values["players"]
    sides = default_sides(players) if values["sides"] is None else values["sides"]
    seating = scotch_sides(players, sides)
    if players in (5, 7):
        removed: tuple[int, ...] = (SIX_OF_SPADES,)
    elif players == 8:
        removed = tuple(make_card(suit, 6) for suit in range(4))
    else:
        removed = ()
    cards = pack(SCOTCH_RANKS, removed)
    side_text = "each for himself" if len(seating) == players else f"{len(seating)} sides"
    game = Game(
        family="scotch-whist",
        title=f"Scotch Whist, {players} players, {side_text}",
        cards=cards,
        players=players,
        cards_per_player=len(cards) // players,
        sides=seating,
        hands_per_player={2: 3, 3: 2}.get(players, 1),
        rank_order=SCOTCH_RANKS,
        trump_rank_order=SCOTCH_TRUMP_RANKS,
        scoring=ScotchScoring(target=values["target"], finish=values["finish"]),
        source=SOURCE,
    )
    return game, {**values, "sides": len(seating)}


_DEFAULT_SCORING = ScotchScoring()
SCOTCH_FAMILY = Family(
    name="scotch-whist",
    parameters=(
        Parameter("players", int, "players at the table", low=2, high=8, shown=True, source=SOURCE),
        Parameter("sides", int, "sides (the number of players: each for himself; default two where the source "
                  "allows partnerships, 4, 6 or 8 players)", optional=True, low=2, high=8, shown=True, source=SOURCE),
        *ScotchScoring.parameters(_DEFAULT_SCORING),
    ),
    defaults={"players": 4, "sides": None, "finish": "highest", "target": 41},
    make=_make,
    short_names=("scotch", "catch-the-ten"),
    settings=tuple({"players": players, "sides": sides} for players in range(2, 9)
                   for sides in (players, *SCOTCH_SIDE_OPTIONS.get(players, ()))),
)
FAMILIES = (SCOTCH_FAMILY,)
REGISTRY_ORDER = 20
FLAG_FAMILIES = (SCOTCH_FAMILY,)  # its rules are flags of the commands too (--players, --sides, --finish)
