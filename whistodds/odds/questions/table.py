"""``whist-odds table``'s question: P(we win) at every score of a two-side score game, and its answer."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_dealer, check_deals, check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.kernels import ContextKernel, CountedKernel


def kernel_work(model: PlayModel, deals: int | None) -> Work | None:
    """The work of simulating a fresh kernel of ``deals`` deals (None: the shipped or default one, no work)."""
    return None if deals is None else Work(deals, f"playing ({model.name})", "deals")


class DealKernelQuestion:
    """What the questions answered from a game's deal kernel share: they simulate only when deals are given (a
    fresh kernel), and that is their work; else the shipped or default kernel answers at once."""

    model: PlayModel
    deals: int | None

    @property
    def simulates(self) -> bool:
        return self.deals is not None

    @property
    def work(self) -> Work | None:
        return kernel_work(self.model, self.deals)


def question_kernel(game: Game, model: PlayModel, deals: int | None, seed: int, executor: Executor | None,
                    progress: ProgressCallback | None) -> CountedKernel | ContextKernel:
    """The game's kernel: shipped (or its default simulation), or simulated from ``deals`` with ``seed``."""
    from whistodds.simulations.kernels import get_kernel

    return get_kernel(model, deals, seed if deals is not None else None, game=game, executor=executor,
                      progress=progress)


@dataclass(frozen=True)
class TableQuestion(DealKernelQuestion):
    """P(we win) at every score of ``game`` under ``model``, with and against the deal; ``deal`` ``us`` or
    ``them``: only those rows, ``unknown``: the mean of the two (None: both deals).

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> TableQuestion(get_game("short"), get_model("hoyle"), deal="me")
    Traceback (most recent call last):
    ...
    ValueError: --deal 'me' is not allowed; use us, them or unknown
    """

    game: Game
    model: PlayModel
    deal: str | None = None
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.odds.game_odds import score_game

        score_game(self.game)
        check_plays(self.model, self.game)
        check_deals(self.deals, limits.MAX_KERNEL_DEALS, model=self.model)
        check_seed_value(self.seed)
        if self.deal is not None:
            check_dealer(self.deal)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> TableAnswer:
        from whistodds.odds.game_odds import odds_table

        seed = run_seed(self.seed, self.simulates)
        kernel = question_kernel(self.game, self.model, self.deals, seed, executor, progress)
        table = odds_table(self.game, kernel, seed=seed, estimates=True, dealer=self.deal)
        return TableAnswer(self, seed, kernel, table)


@dataclass(frozen=True)
class TableAnswer:
    """The answer to a :class:`TableQuestion`: a row a score and deal (every key of its estimate), the kernel
    it came from, and the seed of its intervals."""

    question: TableQuestion
    seed: int
    kernel: CountedKernel | ContextKernel
    table: "pd.DataFrame"

    def frame(self) -> "pd.DataFrame":
        return self.table
