"""``whist-odds odds``'s question: the chance that "us" wins a game from a score, and its answer.

Two sides: exact, from the game's deal kernel (``deals`` simulates a fresh one).  More sides, or Dummy Whist
under a model that reads dummy's hand (which seat deals matters): whole games simulated, a quarter of
``deals`` of them (default 200,000 deals: 50,000 games).
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whistodds.games.definition import Game
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import (check_dealer, check_deals, check_plays, check_score_sides,
                                             check_seed_value, run_seed)
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

SIMULATED_DEALS = 200_000  # deals of whole games simulated when none are given: a quarter of them games
MIN_SIMULATED_DEALS = 4_000  # ... and the fewest allowed (1,000 games)


@dataclass(frozen=True)
class OddsQuestion:
    """P(we win) from ``score`` (one number a side, ours first) with ``deal`` to deal next: ``us``, ``them``,
    ``unknown`` (two sides: the mean of the two deals), or a seat's number (three sides or more), under
    ``model``; ``deals`` simulates a fresh kernel (or whole games), ``seed`` its draws (None: drawn where it
    simulates, else 0 for the interval's draws).

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> OddsQuestion(get_game("long"), (10, 4), "us", get_model("hoyle"))
    Traceback (most recent call last):
    ...
    ValueError: score 10-4 is not allowed: us has 10; a game of long-whist in play has 0-9 points a side (the game is over at 10)
    """

    game: Game
    score: tuple[int, ...]
    deal: str | int
    model: PlayModel
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        check_plays(self.model, self.game)
        game, simulated = self.game, self.simulated
        check_deals(self.deals, 4 * limits.MAX_GAMES if simulated else limits.MAX_KERNEL_DEALS, model=self.model)
        check_seed_value(self.seed)
        if simulated and self.deals is not None and self.deals < MIN_SIMULATED_DEALS:
            raise ValueError(f"--deals {self.deals} is not allowed here; whole games of {game.name} are simulated, "
                             f"a quarter of the deals: use {MIN_SIMULATED_DEALS:,} or more (1,000 games)")
        if simulated and self.deal == "unknown" and game.n_sides == 2:
            raise ValueError(f"--deal unknown is not allowed here; {game.name} under {self.model.name} is simulated "
                             f"from whole games with one side dealing first: use us or them")
        if check_dealer(str(self.deal), game) != self.deal:  # a seat's number given as text, or a number as a word
            raise ValueError(f"--deal {self.deal!r} is not allowed; give a seat as a number")
        check_score_sides(self.score, game.n_sides if game.has_score else 2)
        if not simulated:
            from whistodds.odds.game_odds import check_score

            us, them = self.score
            check_score(game, (us, them), "us" if self.deal == "unknown" else str(self.deal))

    @property
    def simulated(self) -> bool:
        """Whether whole games are simulated: three sides or more, or where the exact solver's state does not
        decide the deal (:func:`~whistodds.odds.game_odds.exact_solvable`)."""
        from whistodds.odds.game_odds import exact_solvable

        return self.game.has_score and (self.game.n_sides > 2 or not exact_solvable(self.game, self.model))

    @property
    def simulates(self) -> bool:
        """Whether answering draws deals (a fresh kernel, or whole games): the seed rule's question."""
        return self.simulated or self.deals is not None

    @property
    def n_games(self) -> int:
        """Whole games simulated (where :attr:`simulated`): a quarter of the deals."""
        return max((self.deals or SIMULATED_DEALS) // 4, 1)

    @property
    def first_dealer(self) -> int:
        """The seat that deals first in whole games simulated: us seat 0, them seat 1, or the seat given."""
        return self.deal if isinstance(self.deal, int) else {"us": 0, "them": 1}[self.deal]

    @property
    def work(self) -> Work | None:
        if self.simulated:
            return Work(self.n_games, f"games ({self.model.name})")
        return None if self.deals is None else Work(self.deals, f"playing ({self.model.name})", "deals")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> OddsAnswer:
        seed = run_seed(self.seed, self.simulates)
        if self.simulated:
            from whistodds.odds.odds_rows import simulated_odds_rows
            from whistodds.simulations.whole_games import simulate_games

            games = simulate_games(self.game, self.n_games, self.score, self.first_dealer, self.model, seed,
                                   executor=executor, progress=progress)
            rows = simulated_odds_rows(self.game, games, self.score, self.first_dealer, self.model)
            return OddsAnswer(self, seed, tuple(rows))
        from whistodds.odds.game_odds import odds_at
        from whistodds.odds.odds_rows import exact_odds_row
        from whistodds.simulations.kernels import get_kernel

        kernel = get_kernel(self.model, self.deals, seed if self.deals is not None else None, game=self.game,
                            executor=executor, progress=progress)
        us, them = self.score
        result = odds_at(self.game, (us, them), str(self.deal), kernel, seed=seed)
        return OddsAnswer(self, seed, (exact_odds_row(self.game, result),))


@dataclass(frozen=True)
class OddsAnswer:
    """The answer to an :class:`OddsQuestion`: a row for each side asked about, in the one shape of
    :mod:`~whistodds.odds.odds_rows` (exact: ``us`` alone; simulated: every side, ``us`` first), with the
    question it answers and the seed it was answered with (how its input was read)."""

    question: OddsQuestion
    seed: int
    rows: tuple[dict[str, Any], ...]

    @property
    def p_win(self) -> float:
        """Our chance of winning the game (the first row's)."""
        return float(self.rows[0]["p_win"])

    def frame(self) -> "pd.DataFrame":
        """The rows as a table, a row a side."""
        import pandas as pd

        return pd.DataFrame(list(self.rows))
