"""``whist-odds duel``'s question: two play models head to head on the same deals, the seats swapped, and its
answer."""

from __future__ import annotations

import time
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.duel import Duel

DUEL_DEALS = 2_000  # deals of a duel when none are given


@dataclass(frozen=True)
class DuelQuestion:
    """``model_a``'s side against ``model_b``'s at ``game`` (two sides), ``deals`` deals each played twice with
    the seats swapped (and, where the game has a score, a pair of whole games for every four deals).

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> DuelQuestion(get_model("random"), get_model("hoyle"), get_game("long"), deals=0)
    Traceback (most recent call last):
    ...
    ValueError: --deals 0 is not allowed; use 1 to 1,000,000,000
    """

    model_a: PlayModel
    model_b: PlayModel
    game: Game
    deals: int = DUEL_DEALS
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.simulations.duel import check_duel

        check_deals(self.deals, limits.MAX_DEALS)
        check_seed_value(self.seed)
        check_duel(self.model_a, self.model_b, self.game)

    @property
    def work(self) -> Work | None:
        return Work(self.deals, "duel")

    @property
    def simulates(self) -> bool:
        return True

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> DuelAnswer:
        from whistodds.simulations.duel import duel

        seed, start = run_seed(self.seed, True), time.perf_counter()
        result = duel(self.model_a, self.model_b, self.game, self.deals, seed, executor=executor, progress=progress)
        return DuelAnswer(self, seed, result, round(time.perf_counter() - start, 3))


@dataclass(frozen=True)
class DuelAnswer:
    """The answer to a :class:`DuelQuestion`: the duel's figures, the seed of its deals and the seconds it
    took."""

    question: DuelQuestion
    seed: int
    result: Duel
    seconds: float

    def frame(self) -> "pd.DataFrame":
        """The figures in one row, with the seconds taken."""
        from dataclasses import asdict

        import pandas as pd

        return pd.DataFrame([asdict(self.result) | {"seconds": self.seconds}])
