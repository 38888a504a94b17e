"""Whist's own commands as questions: ``edge`` (:class:`EdgeQuestion`), ``verify bob-short``
(:class:`BobShortQuestion`), ``verify calculations`` (:class:`CalculationsQuestion`) and ``verify rules``
(:class:`RulesQuestion`), each frozen and checked whole when made, as :mod:`whistodds.odds.questions` are;
``answer(question)`` gives a frozen answer that keeps its question and the seed it used.

>>> from whistodds.games import get_game
>>> EdgeQuestion(get_game("short"), ())
Traceback (most recent call last):
...
ValueError: eight love against nine love needs a game to more than nine; short-whist is played to 5
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.base import DrawsNothing, Work
from whistodds.odds.questions.checks import check_deals, check_plays, check_seed_value
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.families.whist.odds.rule_value import Against, RuleValue
    from whistodds.simulations.play.rule_switches import Rule

CALCULATIONS_DEALS = 1_000_000  # verify calculations without --deals


@dataclass(frozen=True)
class EdgeQuestion:
    """Eight love against nine love in ``game`` under each of ``models`` with a kernel for it (shipped or cached;
    with ``deals``, simulated), the dealer's edge moved (``whist-odds edge``).  The game is checked (and kept
    scored) when made."""

    game: Game
    models: tuple[PlayModel, ...]
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.families.whist.odds.eight_nine import check_game

        object.__setattr__(self, "game", check_game(self.game))
        check_deals(self.deals, limits.MAX_KERNEL_DEALS)
        check_seed_value(self.seed)

    @property
    def work(self) -> Work | None:
        return None

    @property
    def simulates(self) -> bool:
        return self.deals is not None

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> EdgeAnswer:
        import pandas as pd

        from whistodds.cache import say
        from whistodds.families.whist.odds.eight_nine import eight_nine_row, model_kernels

        seed = self.seed if self.seed is not None else 0
        kernels = model_kernels(self.game, self.models, self.deals, seed if self.deals is not None else None,
                                executor, say=say)
        if not kernels:
            raise ValueError(f"no play model has a kernel for {self.game.name}; give --deals to simulate them")
        rows = [eight_nine_row(self.game, kernel, seed=seed, source=source) for kernel, source in kernels]
        return EdgeAnswer(self, pd.DataFrame(rows), seed)


@dataclass(frozen=True)
class EdgeAnswer:
    """The answer to an :class:`EdgeQuestion`: one row a model."""

    question: EdgeQuestion
    table: "pd.DataFrame" = field(compare=False)
    seed: int

    def frame(self) -> "pd.DataFrame":
        return self.table


@dataclass(frozen=True)
class BobShortQuestion(DrawsNothing):
    """Bob Short's betting table (1793), entry by entry, under ``model`` and one reading of his 'about 4 in 100'
    at eight to nine (``whist-odds verify bob-short``): exact, from the model's shipped kernel; no seed.

    >>> from whistodds.simulations.play.models import get_model
    >>> BobShortQuestion(get_model("hoyle"), "about")
    Traceback (most recent call last):
    ...
    ValueError: eight_to_nine='about' is not allowed; use odds-104-to-100, wins-52-in-100
    """

    model: PlayModel
    eight_to_nine: str = "odds-104-to-100"

    def __post_init__(self) -> None:
        from whistodds.families.whist.odds.bob_short import EIGHT_TO_NINE_READINGS, TABLE_GAME

        if self.eight_to_nine not in EIGHT_TO_NINE_READINGS:
            raise ValueError(f"eight_to_nine={self.eight_to_nine!r} is not allowed; use "
                             f"{', '.join(EIGHT_TO_NINE_READINGS)}")
        check_plays(self.model, TABLE_GAME)

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> BobShortAnswer:
        from whistodds.families.whist.odds.bob_short import verify_bob_short

        return BobShortAnswer(self, verify_bob_short(self.model, eight_to_nine=self.eight_to_nine), 0)


@dataclass(frozen=True)
class BobShortAnswer:
    """The answer to a :class:`BobShortQuestion`: one row an entry and reading."""

    question: BobShortQuestion
    table: "pd.DataFrame" = field(compare=False)
    seed: int

    def frame(self) -> "pd.DataFrame":
        return self.table


@dataclass(frozen=True)
class CalculationsQuestion:
    """Bob Short's six partner-holding Calculations against exact odds and ``deals`` simulated deals for each
    number of named cards (``whist-odds verify calculations``).

    >>> CalculationsQuestion(0)
    Traceback (most recent call last):
    ...
    ValueError: --deals 0 is not allowed; use 1 to 1,000,000,000
    """

    deals: int = CALCULATIONS_DEALS
    seed: int | None = None

    def __post_init__(self) -> None:
        check_deals(self.deals, limits.MAX_DEALS)
        check_seed_value(self.seed)

    @property
    def work(self) -> Work | None:
        from whistodds.families.whist.odds.historical import bob_short_calculations

        return Work(self.deals * len({s.named_cards for s in bob_short_calculations()}), "dealing")

    @property
    def simulates(self) -> bool:
        return True

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> CalculationsAnswer:
        from whistodds.families.whist.odds.calculations import verify_calculations

        seed = self.seed if self.seed is not None else 0
        return CalculationsAnswer(self, verify_calculations(self.deals, seed, executor=executor, progress=progress),
                                  seed)


@dataclass(frozen=True)
class CalculationsAnswer:
    """The answer to a :class:`CalculationsQuestion`: one row a statement and reading."""

    question: CalculationsQuestion
    table: "pd.DataFrame" = field(compare=False)
    seed: int

    def frame(self) -> "pd.DataFrame":
        return self.table


@dataclass(frozen=True)
class RulesQuestion:
    """Each of ``rules`` (None: every rule ``model`` plays) on the same deals of ``game`` with it and without it,
    by each side in turn, against ``against`` (``whist-odds verify rules``); ``deals`` None: 20,000 (200 against
    double-dummy adversaries), and a quarter as many whole games against hoyle.

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> RulesQuestion(get_game("long"), get_model("random"))
    Traceback (most recent call last):
    ...
    ValueError: --model 'random' is not allowed here; use hoyle or hoyle-score
    """

    game: Game
    model: PlayModel
    rules: tuple[str, ...] | None = None
    against: str = "hoyle"
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.odds.questions.checks import check_model

        self.chosen()
        check_model(self.model, self.game, card_by_card=True)
        double_dummy = self.opponents().value == "double-dummy"
        check_deals(self.deals, limits.MAX_DOUBLE_DUMMY_RULE_DEALS if double_dummy else limits.MAX_RULE_DEALS)
        check_seed_value(self.seed)

    def chosen(self) -> tuple[Rule, ...]:
        """The rules tested, checked: those named, or every rule the model plays."""
        from whistodds.families.whist.odds.rule_value import check_rules

        return check_rules(self.model, None if self.rules is None else list(self.rules))

    def opponents(self) -> Against:
        from whistodds.families.whist.odds.rule_value import check_against

        return check_against(self.against, self.game)

    def deals_played(self) -> int:
        """The deals played: those asked for, else the default against these opponents."""
        from whistodds.families.whist.odds.rule_value import DEFAULT_DEALS, DEFAULT_DOUBLE_DUMMY_DEALS

        if self.deals is not None:
            return self.deals
        return DEFAULT_DOUBLE_DUMMY_DEALS if self.opponents().value == "double-dummy" else DEFAULT_DEALS

    def games(self) -> int:
        """The whole games played from love-all: a quarter of the deals, none against double-dummy adversaries."""
        return 0 if self.opponents().value == "double-dummy" else self.deals_played() // 4

    @property
    def work(self) -> Work | None:
        count = len(self.chosen())
        return Work(count + 2, "plays") if self.opponents().value == "double-dummy" else Work(count, "rules")

    @property
    def simulates(self) -> bool:
        return True

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> RulesAnswer:
        from whistodds.families.whist.odds.rule_value import rule_values

        seed = self.seed if self.seed is not None else 0
        values = rule_values(self.game, self.model, [rule.name for rule in self.chosen()], deals=self.deals_played(),
                             games=self.games(), seed=seed, executor=executor, progress=progress,
                             against=self.opponents())
        return RulesAnswer(self, tuple(values), seed)


@dataclass(frozen=True)
class RulesAnswer:
    """The answer to a :class:`RulesQuestion`: each rule's worth."""

    question: RulesQuestion
    values: tuple[RuleValue, ...] = field(compare=False)
    seed: int

    def frame(self) -> "pd.DataFrame":
        """One row a rule, best first (as the table shows them)."""
        import pandas as pd

        return pd.DataFrame([value.record() for value in sorted(self.values, key=lambda value: -value.tricks.value)])
