"""The questions about the games as a whole: ``whist-odds history`` (the games of three centuries side by
side) and ``whist-odds progressive`` (progressive whist, the game of the whist drives), and their answers."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import SimulatesUnmetered
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.progressive import Evenings

HISTORY_DEALS = 80_000  # deals of ``history`` when none are given: a quarter of them games
MIN_HISTORY_DEALS = 400


@dataclass(frozen=True)
class HistoryQuestion(SimulatesUnmetered):
    """The games in date order under ``models`` (None: every model that answers each): the dealer's advantage,
    the comeback, the deals a game and, from a quarter of ``deals`` games, how often a hoyle side loses to a
    random one; ``claims``: the sources' claims about the older games instead, from ``deals`` deals.

    >>> HistoryQuestion(deals=10)
    Traceback (most recent call last):
    ...
    ValueError: --deals 10 is not allowed; use 400 to 1,000,000,000
    """

    deals: int = HISTORY_DEALS
    models: tuple[PlayModel, ...] | None = None
    claims: bool = False
    seed: int | None = None

    def __post_init__(self) -> None:
        check_deals(self.deals, limits.MAX_GAMES)
        if self.deals < MIN_HISTORY_DEALS:
            raise ValueError(f"--deals {self.deals} is not allowed; use {MIN_HISTORY_DEALS} to {limits.MAX_GAMES:,}")
        check_seed_value(self.seed)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> HistoryAnswer:
        seed = run_seed(self.seed, True)
        if self.claims:
            from whistodds.odds.history import older_claims

            return HistoryAnswer(self, seed, older_claims(deals=self.deals, seed=seed))
        from whistodds.odds.history import history_table

        return HistoryAnswer(self, seed, history_table(matches=self.deals // 4, seed=seed, models=self.models))


@dataclass(frozen=True)
class HistoryAnswer:
    """The answer to a :class:`HistoryQuestion`: a row a game and model (or a claim)."""

    question: HistoryQuestion
    seed: int
    table: "pd.DataFrame"

    def frame(self) -> "pd.DataFrame":
        return self.table


@dataclass(frozen=True)
class ProgressiveQuestion(SimulatesUnmetered):
    """``evenings`` evenings of progressive whist at ``tables`` tables for ``sittings`` sittings, scored by
    ``system`` (comstock or britannica), ``skilled`` players playing hoyle and the rest random.

    >>> ProgressiveQuestion(evenings=1)
    Traceback (most recent call last):
    ...
    ValueError: --evenings 1 is not allowed; use 2 to 10,000,000
    """

    tables: int = 6
    sittings: int = 10
    system: str = "comstock"
    skilled: int = 1
    evenings: int = 2000
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.simulations.progressive import check_evening

        if not 2 <= self.evenings <= limits.MAX_EVENINGS:
            raise ValueError(f"--evenings {self.evenings} is not allowed; use 2 to {limits.MAX_EVENINGS:,}")
        check_seed_value(self.seed)
        check_evening(self.tables, self.sittings, self.system, self.skilled)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> ProgressiveAnswer:
        from whistodds.simulations.progressive import simulate_evenings

        seed = run_seed(self.seed, True)
        result = simulate_evenings(self.tables, self.sittings, self.system, self.skilled, self.evenings, seed,
                                   executor=executor)
        return ProgressiveAnswer(self, seed, result)


@dataclass(frozen=True)
class ProgressiveAnswer:
    """The answer to a :class:`ProgressiveQuestion`: the evenings' prizes and scores."""

    question: ProgressiveQuestion
    seed: int
    evenings: Evenings
