"""``whist-odds compare``'s question: games set side by side (long whist against short), and its answer."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import DrawsNothing
from whistodds.odds.questions.checks import check_plays
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd


class Comparison(str, Enum):
    """The comparisons there are."""

    long_short = "long-short"


@dataclass(frozen=True)
class CompareQuestion(DrawsNothing):
    """Long whist against short under ``model``: the dealer's advantage and how often the side behind
    recovers (exact, from each game's shipped kernel: nothing is simulated, no seed).

    >>> from whistodds.simulations.play.models import get_model
    >>> CompareQuestion("short-long", get_model("hoyle"))
    Traceback (most recent call last):
    ...
    ValueError: comparison 'short-long' is not known; use long-short
    """

    what: str
    model: PlayModel

    def __post_init__(self) -> None:
        from whistodds.games.families.whist import LONG_WHIST

        if self.what not in {c.value for c in Comparison}:
            raise ValueError(f"comparison {self.what!r} is not known; use {', '.join(c.value for c in Comparison)}")
        check_plays(self.model, LONG_WHIST)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> CompareAnswer:
        from whistodds.odds.long_short import long_short_comparison

        return CompareAnswer(self, long_short_comparison(self.model))


@dataclass(frozen=True)
class CompareAnswer:
    """The answer to a :class:`CompareQuestion`: one row a game."""

    question: CompareQuestion
    table: "pd.DataFrame"

    def frame(self) -> "pd.DataFrame":
        return self.table
