"""Scotch Whist's questions: does the source's advice about the ten pay (``whist-odds verify scotch-advice``),
and the answer to ``whist-odds kernel scotch`` (the points per deal of each side, or seat)."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.base import SimulatesUnmetered
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.questions.kernel import KernelQuestion

ADVICE_DEALS = 100_000  # deals of verify scotch-advice when none are given
POINTS_DEALS = 100_000  # deals of whist-odds kernel scotch when none are given


@dataclass(frozen=True)
class ScotchAdviceQuestion(SimulatesUnmetered):
    """The same ``deals`` deals of ``game`` played without the source's advice about the ten and with it,
    followed by ``who``: ``holder`` (only the player dealt the ten) or ``everyone``.

    >>> from whistodds.games import get_game
    >>> ScotchAdviceQuestion(get_game("scotch"), "nobody")
    Traceback (most recent call last):
    ...
    ValueError: who='nobody' is not allowed; use holder or everyone
    """

    game: Game
    who: str = "holder"
    deals: int = ADVICE_DEALS
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.families.scotch.odds.checks import ADVICE_TAKERS, scotch_game

        ignored = sorted(set(dict(self.game.params)) & {"finish", "target"})
        if ignored:
            raise ValueError(f"--game: {', '.join(ignored)} does not apply here (the check counts the points of a "
                             f"deal)")
        check_deals(self.deals, limits.MAX_DEALS)
        check_seed_value(self.seed)
        if self.who not in ADVICE_TAKERS:
            raise ValueError(f"who={self.who!r} is not allowed; use {' or '.join(ADVICE_TAKERS)}")
        scotch_game(self.game)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> ScotchAdviceAnswer:
        from whistodds.families.scotch.odds.checks import verify_scotch_advice

        seed = run_seed(self.seed, True)
        return ScotchAdviceAnswer(self, seed, verify_scotch_advice(self.game, self.deals, seed, who=self.who,
                                                                   executor=executor))


@dataclass(frozen=True)
class ScotchAdviceAnswer:
    """The answer to a :class:`ScotchAdviceQuestion`: the holder's side's points without and with the advice,
    their paired difference and a verdict."""

    question: ScotchAdviceQuestion
    seed: int
    result: dict[str, object]


@dataclass(frozen=True)
class ScotchPointsAnswer:
    """The answer to ``whist-odds kernel`` for Scotch Whist: the points per deal of each side (or seat), from
    ``deals`` deals."""

    question: KernelQuestion
    seed: int
    table: "pd.DataFrame"

    def frame(self) -> "pd.DataFrame":
        return self.table


def points_answer(question: KernelQuestion, seed: int, executor: Executor | None) -> ScotchPointsAnswer:
    """``whist-odds kernel`` for Scotch Whist: the points per deal of each side (or seat), from the deals
    asked (default :data:`POINTS_DEALS`)."""
    from whistodds.families.scotch.odds.checks import scotch_points_table

    table = scotch_points_table(question.game, question.model, question.deals or POINTS_DEALS, seed,
                                executor=executor)
    return ScotchPointsAnswer(question, seed, table)
