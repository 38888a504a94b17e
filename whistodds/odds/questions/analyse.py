"""``whist-odds analyse``'s question: the played hands of a PBN file walked card by card, and its answer.

The file is read at the door (the command line's argument, a notebook's text) and its boards checked there
(:func:`~whistodds.odds.analysis.boards.read_played_boards`); the question holds the boards as read.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.analysis import Analysis
    from whistodds.odds.analysis.boards import PlayedBoards


@dataclass(frozen=True)
class AnalyseQuestion:
    """The boards ``played`` (read from the file named ``source``) walked card by card: each legal card's
    double-dummy tricks, and P(odd trick) before and after each card over ``deals`` consistent deals played on
    by ``model`` (None: 1,000, or 100 under double-dummy; 0: none).

    >>> from whistodds.odds.analysis import EXAMPLE
    >>> from whistodds.odds.analysis.boards import read_played_boards
    >>> from whistodds.simulations.play.models import get_model
    >>> AnalyseQuestion(read_played_boards(EXAMPLE), get_model("hoyle"), deals=-1)
    Traceback (most recent call last):
    ...
    ValueError: --deals -1 is not allowed; use 0 to 100,000,000
    """

    played: PlayedBoards
    model: PlayModel
    deals: int | None = None
    seed: int | None = None
    source: str = "hands.pbn"

    def __post_init__(self) -> None:
        check_deals(self.deals, limits.MAX_DEAL, model=self.model, minimum=0)
        check_seed_value(self.seed)
        check_plays(self.model, self.played.game)

    @property
    def n_deals(self) -> int:
        """The consistent deals of each card's P(odd trick): those given, else the model's default."""
        from whistodds.odds.analysis import DEFAULT_DEALS, DEFAULT_SOLVED_DEALS

        if self.deals is not None:
            return self.deals
        return DEFAULT_SOLVED_DEALS if self.model.choice is None else DEFAULT_DEALS

    @property
    def work(self) -> Work | None:
        return Work(self.played.cards, "analysing (cards)")

    @property
    def simulates(self) -> bool:
        return self.n_deals > 0

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> AnalyseAnswer:
        from whistodds.odds.analysis import analyse_played

        seed = run_seed(self.seed, self.simulates)
        analyses = analyse_played(self.played, self.model, self.n_deals, seed, progress=progress, executor=executor)
        return AnalyseAnswer(self, seed, tuple(analyses))


@dataclass(frozen=True)
class AnalyseAnswer:
    """The answer to an :class:`AnalyseQuestion`: each board's analysis, in file order."""

    question: AnalyseQuestion
    seed: int
    analyses: tuple[Analysis, ...]

    def frame(self) -> "pd.DataFrame":
        """A row for each legal card at each card played, every board's."""
        import pandas as pd

        return pd.DataFrame([row for analysis in self.analyses for row in analysis.rows()])
