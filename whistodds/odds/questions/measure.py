"""``whist-odds holding``'s question when the sentence asks a number, not a chance: a mean ("the average number
of trumps partner holds"), a whole distribution ("partner's length in spades") or a count of hands ("how many
hands can be dealt"), from a position.

The sentence is read and fixed for the position when the question is made (every error before any work), as
:class:`~whistodds.odds.questions.holding.HoldingQuestion` reads its own; the answer is exact (nothing is
simulated, no seed).
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import DrawsNothing
from whistodds.simulations.batches import ProgressCallback

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.position import Position
    from whistodds.odds.holdings.sentences.measures import Measure
    from whistodds.odds.holdings.sentences.measures import MeasureAnswer as MeasureFigures


@dataclass(frozen=True)
class MeasureQuestion(DrawsNothing):
    """The number ``sentence`` asks (a mean, a whole distribution, a count of hands) from ``position``, exactly.
    ``suit``: the suit spoken of where the sentence leaves it to the setting; ``who``: the seat a pronoun means.

    >>> from whistodds.games.position import Position
    >>> from whistodds.odds.questions import answer
    >>> answer(MeasureQuestion("the average number of aces partner holds", Position())).mean
    Fraction(1, 1)
    >>> MeasureQuestion("the average number of aces", Position())
    Traceback (most recent call last):
    ...
    ValueError: question 'the average number of aces': stopped at the end; expected who holds: ...
    """

    sentence: str
    position: Position
    suit: str | None = None
    who: str | None = None
    measure: Measure = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        from whistodds.odds.holdings.sentences.measures import check_measure, read_measure

        measure = read_measure(self.sentence, suit=self.suit, who=self.who)
        check_measure(measure, self.position)  # every error before any work
        object.__setattr__(self, "measure", measure)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> MeasureAnswer:
        from whistodds.odds.holdings.sentences.measures import answer_measure

        return MeasureAnswer(self, answer_measure(self.measure, self.position))


@dataclass(frozen=True)
class MeasureAnswer:
    """The answer to a :class:`MeasureQuestion`: its ``figures`` (each count's exact chance and their mean, or a
    count of hands: :class:`whistodds.odds.holdings.sentences.measures.MeasureAnswer`), with the question."""

    question: MeasureQuestion
    figures: MeasureFigures

    @property
    def reading(self) -> str:
        """How the sentence was read: who, what is counted and how each word was taken."""
        return self.figures.reading

    @property
    def mean(self) -> Fraction | None:
        """The mean number (None for a count of hands)."""
        return None if self.figures.count is not None else self.figures.mean

    @property
    def count(self) -> int | None:
        """The number of different hands (a count), else None."""
        return self.figures.count

    @property
    def rows(self) -> list[dict[str, object]]:
        """One row a count (a distribution), else one row."""
        return self.figures.rows()

    def frame(self) -> pd.DataFrame:
        import pandas as pd

        return pd.DataFrame(self.rows)
