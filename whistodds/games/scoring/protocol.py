"""What every scoring offers: the :class:`Scoring` protocol of a game played to a score, the smaller
:class:`SettlementScoring` of a game settled once a deal (Gleek), and :class:`OutcomeKind`, what one
deal's outcome records.

Every module outside ``whistodds.games`` asks a game's scoring through these and never reads its tag
or probes its attributes: a new rule set is one class that satisfies :class:`Scoring`.  Honours have one
shape in every scoring: ``honour_points``, a method from what is held to the points it scores.

>>> from whistodds.games import get_game
>>> scoring = get_game("long-whist").scoring
>>> isinstance(scoring, Scoring), scoring.outcome_kind, scoring.counts_tricks_and_honours
(True, <OutcomeKind.TRICKS_AND_HONOURS: 'tricks-and-honours'>, True)
>>> str(get_game("scotch-whist").scoring.outcome_kind)
'scoring-moments'
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:
    from whistodds.games.parameters import Parameter


class GameShape(Protocol):
    """What a scoring reads of the game it is fitted to (:meth:`Scoring.fit`): the table and the pack, as a
    :class:`~whistodds.games.definition.Game` gives them."""

    @property
    def n_sides(self) -> int: ...
    @property
    def cards_per_hand(self) -> int: ...
    @property
    def stock_size(self) -> int: ...
    @property
    def rank_order(self) -> tuple[int, ...]: ...


class Dealer(StrEnum):
    """Who deals the next hand of a game of two sides, read from "our" side: we do, or they do."""

    US = "us"
    THEM = "them"


class OutcomeKind(StrEnum):
    """What one deal's outcome records; the values are today's strings, so cache keys and digests hold."""

    TRICKS_AND_HONOURS = "tricks-and-honours"  # the dealer's side's tricks and trump honours (a grid)
    SCORING_MOMENTS = "scoring-moments"  # each side's points at each moment the finish rule counts


@runtime_checkable
class Scoring(Protocol):
    """The rules of a game played to a score by sides, deal after deal (whist, Scotch Whist)."""

    @property
    def outcome_kind(self) -> OutcomeKind:
        """What a deal's outcome records (and so which kind of deal kernel counts it)."""
        ...

    @property
    def counts_tricks_and_honours(self) -> bool:
        """Whether a deal's outcome is the dealer's side's tricks and honours (whist scoring)."""
        ...

    @property
    def records_split(self) -> bool:
        """Whether a deal's outcome also records if a side's honours lie in one hand."""
        ...

    @property
    def target(self) -> int: ...

    @property
    def score_states(self) -> int:
        """Scores a side may have in the exact solver's state."""
        ...

    @property
    def game_values(self) -> tuple[int, ...] | None:
        """What a won game is worth by the losers' score, or None: no value (no rubber)."""
        ...

    @property
    def counted_trumps(self) -> dict[int, int]:
        """Points for capturing trumps of each rank in the play (Scotch Whist), else empty."""
        ...

    @property
    def deal_honours(self) -> tuple[int, ...] | None:
        """The trump ranks a deal's outcome counts as honours, or None (part of the deal's signature)."""
        ...

    def honour_points(self, held: np.ndarray) -> np.ndarray:
        """Points a side scores for holding ``held`` honours (a count each), before any rule of the score
        bars them; nothing where no honours are held (Scotch Whist counts its trumps as they are taken)."""
        ...

    def apply(self, scores: np.ndarray, dealer_side: np.ndarray, outcome: dict[str, np.ndarray]
              ) -> tuple[np.ndarray, np.ndarray]:
        """One deal applied to ``scores``: the new scores and the winning side (-1: play on)."""
        ...

    def outcome_shape(self) -> tuple[int, ...] | None:
        """The axes of a deal kernel's counts, or None where a kernel lists the outcomes dealt."""
        ...

    def outcome_key(self) -> tuple[Any, ...]:
        """What one deal's outcome records under these rules (part of a kernel's key)."""
        ...

    def fit(self, game: GameShape) -> Scoring:
        """These rules fitted to ``game``'s deal and table."""
        ...

    def with_parameters(self, **values: Any) -> Scoring:
        """A copy with some rule parameters changed."""
        ...

    @staticmethod
    def parameters(base: Any) -> tuple[Parameter, ...]:
        """The rules a game's name may set, their defaults being ``base``'s."""
        ...


@runtime_checkable
class SettlementScoring(Protocol):
    """The rules of a game settled in money once a deal, with no score carried (Gleek)."""

    @property
    def stock_exchange(self) -> tuple[str, str, str, int] | None:
        """What changes the hands before the play, or None (part of the deal's signature)."""
        ...

    @property
    def honour_ranks(self) -> tuple[int, ...]:
        """The trump ranks that count as honours in the play."""
        ...

    def honour_points(self, ranks: np.ndarray) -> np.ndarray:
        """Points each trump card of ``ranks`` counts as an honour in the play (0 for a card that is none):
        as in :meth:`Scoring.honour_points`, a method from what is held to the points it scores."""
        ...

    def fit(self, game: GameShape) -> SettlementScoring:
        """These rules checked against ``game``'s deal."""
        ...
