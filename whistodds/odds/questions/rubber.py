"""``whist-odds rubber``'s question: the rest of a rubber from games won, the score and the deal, and its answer."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.checks import (check_dealer, check_deals, check_plays, check_score_sides,
                                             check_seed_value, run_seed)
from whistodds.odds.questions.table import DealKernelQuestion, question_kernel
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.rubber import RubberOdds
    from whistodds.simulations.kernels import ContextKernel, CountedKernel


@dataclass(frozen=True)
class RubberQuestion(DealKernelQuestion):
    """The rest of a rubber of ``game`` (one with a rubber) from ``games`` won (us, them), ``score`` in the
    game in play and ``deal`` (us, them or unknown) to deal next, under ``model``.

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> RubberQuestion(get_game("short"), get_model("hoyle"), games=(2, 0))
    Traceback (most recent call last):
    ...
    ValueError: --games '2-0' is not allowed; a rubber in play has 0 or 1 games won a side (it ends at two)
    """

    game: Game
    model: PlayModel
    games: tuple[int, int] = (0, 0)
    score: tuple[int, int] = (0, 0)
    deal: str = "us"
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.odds.game_odds import check_score
        from whistodds.odds.rubber import rubber_game

        rubber_game(self.game)
        check_plays(self.model, self.game)
        check_deals(self.deals, limits.MAX_KERNEL_DEALS, model=self.model)
        check_seed_value(self.seed)
        check_score_sides(self.games, 2, "--games")
        if any(g not in (0, 1) for g in self.games):
            raise ValueError(f"--games '{self.games[0]}-{self.games[1]}' is not allowed; a rubber in play has 0 or "
                             f"1 games won a side (it ends at two)")
        check_score_sides(self.score, 2)
        check_dealer(self.deal)
        check_score(self.game, self.score, "us" if self.deal == "unknown" else self.deal)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> RubberAnswer:
        from whistodds.odds.rubber import rubber_odds

        seed = run_seed(self.seed, self.simulates)
        kernel = question_kernel(self.game, self.model, self.deals, seed, executor, progress)
        odds = rubber_odds(self.games, self.score, self.deal, kernel, game=self.game, seed=seed)
        return RubberAnswer(self, seed, kernel, odds)


@dataclass(frozen=True)
class RubberAnswer:
    """The answer to a :class:`RubberQuestion`: P(we win the rubber) with its interval, the points expected,
    P(three games) and the distribution of net points; the kernel it came from and the seed of its interval."""

    question: RubberQuestion
    seed: int
    kernel: CountedKernel | ContextKernel
    odds: RubberOdds

    def frame(self) -> "pd.DataFrame":
        """The distribution of net rubber points to us."""
        import pandas as pd

        return pd.DataFrame({"net_points_us": list(self.odds.distribution),
                             "probability": list(self.odds.distribution.values())})
