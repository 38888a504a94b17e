"""What every question shares: the work it asks for (for a progress bar) and the one way to answer it.

A question is a frozen dataclass holding objects (a :class:`~whistodds.games.definition.Game`, a
:class:`~whistodds.simulations.play.models.PlayModel`, scores as numbers, who deals, the seed), checked
whole in its ``__post_init__`` with the one-line errors of the command line, so that it is built once at the
door (command-line options, the Python API's arguments, a web request) and never holds a value that will
not do.  Frozen and hashable: an answer can be kept by its question.  ``answer(question)`` answers any of
them; how to run it (an executor, a progress callback) is an argument of :func:`answer`, not of the
question, since it does not change the figures.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Protocol, TypeVar

from whistodds.simulations.batches import ProgressCallback


@dataclass(frozen=True)
class Work:
    """What answering a question simulates, for a progress bar: ``total`` of ``label`` (``unit`` per step,
    None for a bare count)."""

    total: int
    label: str
    unit: str | None = None


AnswerT = TypeVar("AnswerT", covariant=True)


class SimulatesUnmetered:
    """Mixed into a question that draws deals with no progress bar of its own (its ``work`` None)."""

    @property
    def work(self) -> Work | None:
        return None

    @property
    def simulates(self) -> bool:
        return True


class DrawsNothing:
    """Mixed into a question answered without drawing a deal (exact, or from shipped figures)."""

    @property
    def work(self) -> Work | None:
        return None

    @property
    def simulates(self) -> bool:
        return False


class Question(Protocol[AnswerT]):
    """A question: its work (None: nothing is simulated), whether it draws deals (the seed rule's question)
    and how it is answered."""

    @property
    def work(self) -> Work | None: ...

    @property
    def simulates(self) -> bool: ...

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> AnswerT: ...


def answer(question: Question[AnswerT], *, executor: Executor | None = None,
           progress: ProgressCallback | None = None) -> AnswerT:
    """The answer to ``question``, its simulation (if any) run on ``executor`` (None: this process), each
    batch done said to ``progress``; the same figures on any executor.

    >>> from whistodds.games import get_game
    >>> from whistodds.odds.questions import TableQuestion
    >>> from whistodds.simulations.play.models import get_model
    >>> short = get_game("short")
    >>> len(answer(TableQuestion(short, get_model("random"), seed=1)).table)
    50
    """
    return question.answered(executor, progress)
