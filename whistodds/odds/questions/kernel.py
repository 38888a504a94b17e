"""``whist-odds kernel``'s question: what one deal of a game is worth, and its answer.

Whist (tricks and honours): the game's deal kernel, the joint distribution of the dealer's side's tricks and
honours, shipped or simulated.  A game scored otherwise (Scotch Whist's points) is answered by its own package,
which registers how (:func:`register_points_answer`) when the command line or the API loads it.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.games.discovery import Discovery, family_modules
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    from whistodds.simulations.kernels import Kernel

PointsAnswer = Callable[["KernelQuestion", int, "Executor | None"], object]
_POINTS_ANSWERS: dict[type, PointsAnswer] = {}  # by the scoring's class: the kernel of a game not scored as whist
_find_points_answers = Discovery(lambda: family_modules("odds"))  # each game's odds registers its own


def register_points_answer(scoring: type, answer: PointsAnswer) -> None:
    """What ``whist-odds kernel`` answers for a game whose scoring, of class ``scoring``, counts points, not
    tricks and honours: ``answer(question, seed, executor)``, an answer its package writes
    (:func:`~whistodds.reports.text.answer_text`).  A game's package registers its own (Scotch Whist's, in its ``odds``)."""
    _POINTS_ANSWERS[scoring] = answer


def points_answer(game: Game) -> PointsAnswer:
    """The answer registered for ``game``'s scoring, or a one-line error."""
    _find_points_answers()
    for scoring, answer in _POINTS_ANSWERS.items():
        if isinstance(game.scoring, scoring):
            return answer
    raise ValueError(f"game {game.name!r} has no deal kernel: no game's package answers for its scoring "
                     f"({type(game.scoring).__name__})")


@dataclass(frozen=True)
class KernelQuestion:
    """What one deal of ``game`` is worth under ``model``: whist, its deal kernel (``deals`` None: the shipped
    or default one; else simulated from ``deals`` deals with ``seed``); another scoring, its points a deal.

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> KernelQuestion(get_game("short"), get_model("hoyle"), seed=3)
    Traceback (most recent call last):
    ...
    ValueError: --seed has no effect without --deals (the shipped kernel is shown)
    """

    game: Game
    model: PlayModel
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        game = self.game
        if not game.has_score:
            raise ValueError(f"game {game.name!r} has no deal kernel: it is not played to a score")
        check_plays(self.model, game)
        check_deals(self.deals, limits.MAX_KERNEL_DEALS if game.counts_tricks_and_honours else limits.MAX_DEALS,
                    model=self.model)
        check_seed_value(self.seed)
        if self.whist and self.seed is not None and self.deals is None and self.shipped:
            raise ValueError("--seed has no effect without --deals (the shipped kernel is shown)")

    @property
    def whist(self) -> bool:
        """Whether the game counts tricks and honours (its answer a deal kernel)."""
        return self.game.counts_tricks_and_honours

    @property
    def shipped(self) -> bool:
        """Whether a kernel ships for the game under the model (the one shown when no deals are given)."""
        from whistodds.simulations.kernels import has_shipped_kernel

        return has_shipped_kernel(self.game, self.model)

    @property
    def work(self) -> Work | None:
        return None if self.deals is None or not self.whist else Work(self.deals, f"playing ({self.model.name})",
                                                                       "deals")

    @property
    def simulates(self) -> bool:
        return self.deals is not None or not self.whist

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> KernelAnswer | object:
        from whistodds.simulations.kernels import get_kernel

        seed = run_seed(self.seed, self.simulates)
        if not self.whist:
            return points_answer(self.game)(self, seed, executor)
        kernel = get_kernel(self.model, self.deals, seed if self.deals is not None else None, game=self.game,
                            executor=executor, progress=progress)
        return KernelAnswer(self, seed, kernel, self.deals is None and self.shipped)


@dataclass(frozen=True)
class KernelAnswer:
    """The answer to a :class:`KernelQuestion` about whist: the deal kernel, and whether it is the shipped one."""

    question: KernelQuestion
    seed: int
    kernel: Kernel
    shipped: bool
