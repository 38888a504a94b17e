"""``whist-odds partner``'s question: the chance that my partner holds some of the cards I do not hold, exact
and simulated (at least K, exactly K, or both, a row each)."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whistodds.games.definition import Game
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback

if TYPE_CHECKING:
    import pandas as pd

DEFAULT_DEALS = 200_000
# The API's argument names, as the partner functions' messages say them, and the options that spell them here.
_OPTION_WORDS = (("to of=", "to "), ("at-least=", "--at-least "), ("exactly=", "--exactly "), ("of=", "--of "))


@dataclass(frozen=True)
class PartnerQuestion:
    """P(partner holds ``at_least`` K, and/or ``exactly`` K, of ``of`` named cards I do not hold) in ``game``,
    exact, and simulated from ``deals`` deals drawn by ``seed``.

    >>> from whistodds.games import get_game
    >>> PartnerQuestion(get_game("long"), of=3)
    Traceback (most recent call last):
    ...
    ValueError: give --at-least K or --exactly K (or both)
    >>> PartnerQuestion(get_game("long"), of=3, at_least=5)
    Traceback (most recent call last):
    ...
    ValueError: --at-least 5 is not allowed; use 0 to 3
    """

    game: Game
    of: int
    at_least: int | None = None
    exactly: int | None = None
    deals: int = DEFAULT_DEALS
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.odds.holdings.partner import partner_holding

        if self.at_least is None and self.exactly is None:
            raise ValueError("give --at-least K or --exactly K (or both)")
        check_deals(self.deals, limits.MAX_DEALS)
        check_seed_value(self.seed)
        for _, asked in self.asked:  # every question checked before any simulation starts
            try:
                partner_holding(**asked, of=self.of, game=self.game)
            except ValueError as error:  # the functions name their arguments; say the options instead
                message = str(error)
                for argument, option in _OPTION_WORDS:
                    message = message.replace(argument, option)
                raise ValueError(message) from None

    @property
    def asked(self) -> tuple[tuple[str, dict[str, int | None]], ...]:
        """Each question asked, in words and as the partner functions' keyword: at least, then exactly."""
        both = (("at least", {"at_least": self.at_least}), ("exactly", {"exactly": self.exactly}))
        return tuple((words, kept) for words, kept in both if next(iter(kept.values())) is not None)

    @property
    def simulates(self) -> bool:
        return True

    @property
    def work(self) -> Work | None:
        return Work(self.deals * len(self.asked), "dealing")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> PartnerAnswer:
        from whistodds.odds.holdings.partner import partner_holding, simulate_partner_holding
        from whistodds.odds.words import format_odds

        seed = run_seed(self.seed, self.simulates)
        rows = []
        for words, asked in self.asked:
            exact = partner_holding(**asked, of=self.of, game=self.game)
            simulated = simulate_partner_holding(**asked, of=self.of, n_deals=self.deals, seed=seed, game=self.game,
                                                 executor=executor, progress=progress)
            rows.append({"question": f"partner holds {words} {next(iter(asked.values()))} of {self.of}",
                         "game": self.game.name, "exact_fraction": str(exact), "exact_probability": float(exact),
                         "odds": format_odds(exact), **simulated.columns("simulated_probability"), "seed": seed})
        return PartnerAnswer(self, seed, tuple(rows))


@dataclass(frozen=True)
class PartnerAnswer:
    """The answer to a :class:`PartnerQuestion`: a row a question asked (at least, then exactly), with the
    question and the seed it was answered with."""

    question: PartnerQuestion
    seed: int
    rows: tuple[dict[str, Any], ...]

    def frame(self) -> "pd.DataFrame":
        """The rows as a table."""
        import pandas as pd

        return pd.DataFrame(list(self.rows))
