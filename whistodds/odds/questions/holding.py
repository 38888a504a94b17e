"""``whist-odds holding``'s question: the chance of any holding sentence about the unseen cards, from a position.

The position (my hand, the cards known, seen played, the hands' sizes, trumps, the turn-up, the dealer, the
suits shown out of) is one frozen :class:`~whistodds.games.position.Position`, built once at the door from the
command line's flags, the API's arguments or a web request; the sentence is read and fixed for it when the
question is made, so that every error comes before any work.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    from whistodds.games.position import Position
    from whistodds.odds.holdings import HoldingAnswer as HoldingFigures
    from whistodds.odds.holdings.sentences import Sentence

DEFAULT_DEALS = 1_000_000
DEFAULT_PLAY_DEALS = 200_000  # with a play in the question: each deal is played on by the model


@dataclass(frozen=True)
class HoldingQuestion:
    """The chance that ``sentence`` holds from ``position``, exact where it can be counted and simulated from
    ``deals`` deals (None: 1,000,000, or 200,000 with a play in the sentence) drawn by ``seed``; a play in the
    sentence is read under ``model`` (None: hoyle), which must choose card by card.  ``suit``: the suit spoken of
    where the sentence leaves it to the setting ('an honour in that suit'); ``who``: the seat a pronoun means.

    >>> from whistodds.games.position import Position
    >>> HoldingQuestion("partner holds KS", Position(), deals=0)
    Traceback (most recent call last):
    ...
    ValueError: --deals 0 is not allowed; use 1 to 1,000,000,000
    """

    sentence: str
    position: Position
    model: PlayModel | None = None
    deals: int | None = None
    seed: int | None = None
    suit: str | None = None
    who: str | None = None
    parsed: Sentence = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        from whistodds.odds.holdings import prepare_sentence
        from whistodds.odds.holdings.accepted import check_play_model
        from whistodds.odds.holdings.sentences import parse_sentence

        check_deals(self.deals, limits.MAX_DEALS)
        check_seed_value(self.seed)
        parsed = parse_sentence(self.sentence, suit=self.suit, who=self.who)
        object.__setattr__(self, "parsed", parsed)
        if self.model is not None:
            check_play_model(self.model)
        prepare_sentence(parsed, self.position)  # every error before any work

    @property
    def played(self) -> bool:
        """Whether the sentence has a play in it (answered under the play model, simulated)."""
        from whistodds.odds.holdings.sentences import split_plays

        return bool(split_plays(self.parsed)[1])

    @property
    def n_deals(self) -> int:
        """The deals drawn: ``deals``, else the default (fewer with a play: each deal is played on)."""
        if self.deals is not None:
            return self.deals
        return DEFAULT_PLAY_DEALS if self.played else DEFAULT_DEALS

    @property
    def play_model(self) -> PlayModel | None:
        """The model a play is read under: the one given, else hoyle with a play, else None."""
        if self.model is not None or not self.played:
            return self.model
        from whistodds.simulations.play.models import DEFAULT_MODEL, get_model

        return get_model(DEFAULT_MODEL)

    @property
    def simulates(self) -> bool:
        return True

    @property
    def work(self) -> Work | None:
        return None  # no progress bar: the deals are drawn in a few large batches

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> HoldingAnswer:
        from whistodds.odds.holdings import holding_answer

        seed = run_seed(self.seed, self.simulates)
        return HoldingAnswer(self, seed, holding_answer(self.parsed, self.position, n_deals=self.n_deals,
                                                        seed=seed, model=self.play_model))


@dataclass(frozen=True)
class HoldingAnswer:
    """The answer to a :class:`HoldingQuestion`: its ``figures`` (exact, simulated, the reading, the other
    reading and the play's figures: :class:`whistodds.odds.holdings.HoldingAnswer`), with the question and the
    seed it was answered with."""

    question: HoldingQuestion
    seed: int
    figures: HoldingFigures

    @property
    def probability(self) -> float:
        """The figure: exact where counted, else simulated."""
        exact = self.figures.exact
        return float(exact) if exact is not None else self.figures.simulated.estimate
