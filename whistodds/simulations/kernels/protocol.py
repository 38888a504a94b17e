"""What every kind of deal kernel offers the exact solver and the intervals: the :class:`Kernel` protocol.

A deal kernel counts what deals of a game give the dealer's side: whist's grid of tricks and honours
(:class:`~whistodds.simulations.kernels.deal.DealKernel`), Scotch Whist's sequences of scoring moments
(:class:`~whistodds.simulations.kernels.deal.MomentsKernel`), or a grid per play context for a model that
attends to the score (:class:`~whistodds.simulations.kernels.context.ContextKernel`).  The odds ask every
one the same questions, so none of them asks which kind it holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:
    from whistodds.games.definition import Game


@runtime_checkable
class Kernel(Protocol):
    """Deals of a game counted by outcome, under a play model."""

    @property
    def game(self) -> str:
        """The canonical name of the game whose deals were played."""
        ...

    @property
    def model(self) -> str:
        """The play model."""
        ...

    @property
    def seed(self) -> int | None: ...

    @property
    def deals(self) -> int:
        """Deals counted."""
        ...

    @property
    def many_outcomes(self) -> bool:
        """Whether its outcomes are many (Scotch Whist's moments): fewer posterior draws by default."""
        ...

    @property
    def varies_by_state(self) -> bool:
        """Whether a deal's outcome probabilities differ by the state of the game (kernels per context):
        then :meth:`solver_probabilities` is ``(1, states, outcomes)`` and a posterior draw ``(states,
        outcomes)``; else ``(outcomes,)`` both."""
        ...

    def outcomes(self) -> dict[str, np.ndarray]:
        """The arrays the game's scoring reads, one entry per outcome."""
        ...

    def fits(self, game: Game) -> bool:
        """Whether its outcomes are what a deal of ``game`` gives."""
        ...

    def solver_probabilities(self, game: Game) -> np.ndarray:
        """Its own outcome probabilities as the solver takes them for ``game``."""
        ...

    def deal_probabilities(self, game: Game, state: int) -> np.ndarray:
        """The outcome probabilities of the next deal at the solver's ``state`` of ``game``: ``(outcomes,)``."""
        ...

    def posterior_draws(self, game: Game, draws: int, generator: np.random.Generator, prior: float
                        ) -> np.ndarray:
        """Outcome probabilities drawn from the Dirichlet posterior on its counts: ``(draws, outcomes)``, or
        ``(draws, states, outcomes)`` where they vary by state."""
        ...

    def to_json(self) -> str:
        """The kernel document (as shipped and cached)."""
        ...
