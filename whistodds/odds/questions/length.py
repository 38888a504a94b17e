"""The length of a game as a question: how many deals a game of ``game`` lasts under a play model, from whole games
simulated (:func:`~whistodds.simulations.whole_games.simulate_games`), its distribution, mean, mode, median and
ninth decile each with a 95% interval (:mod:`whistodds.odds.game_length`); a claims file's ``game-length`` row
asks it, and so does the Python API.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whistodds.games.definition import Game
from whistodds.odds.game_length import MEANING, Statistic, length_figure
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.tally import Tally

if TYPE_CHECKING:
    import pandas as pd

LENGTH_GAMES, MIN_LENGTH_GAMES = limits.LENGTH_GAMES, limits.MIN_LENGTH_GAMES


@dataclass(frozen=True)
class GameLengthQuestion:
    """How many deals a game of ``game`` lasts from ``score`` (one number a side, ours first; love-all by default)
    with ``deal`` (``us`` or ``them``) dealing first, played by ``model``: ``games`` whole games simulated from
    ``seed`` (None: one drawn); ``statistic`` the figure asked first (all are given).

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> GameLengthQuestion(get_game("short"), get_model("random"), games=10)
    Traceback (most recent call last):
    ...
    ValueError: games 10 is not allowed; simulate at least 100 games (at most 1,000,000,000)
    >>> answer = GameLengthQuestion(get_game("short"), get_model("random"), games=2000, seed=1).answered(None, None)
    >>> 2 < answer.figure(Statistic.MEAN)[0] < 4
    True
    """

    game: Game
    model: PlayModel
    score: tuple[int, int] = (0, 0)
    deal: str = "us"
    games: int = LENGTH_GAMES
    seed: int | None = None
    statistic: Statistic = Statistic.MEAN

    def __post_init__(self) -> None:
        if not self.game.has_score or self.game.n_sides != 2:
            raise ValueError(f"game {self.game.name!r} is not allowed here; the length of a game is asked of a game "
                             f"of two sides played to a score")
        check_plays(self.model, self.game)
        if isinstance(self.games, bool) or not isinstance(self.games, int) or not (
                MIN_LENGTH_GAMES <= self.games <= limits.MAX_GAMES):
            raise ValueError(f"games {self.games} is not allowed; simulate at least {MIN_LENGTH_GAMES} games (at "
                             f"most {limits.MAX_GAMES:,})")
        if self.deal not in ("us", "them"):
            raise ValueError(f"deal {self.deal!r} is not allowed; use us or them (who deals first)")
        target = self.game.score_rules.target
        if len(self.score) != 2 or any(not 0 <= s < target for s in self.score):
            raise ValueError(f"score {self.score!r} is not allowed; give two scores, each 0-{target - 1}")
        if not isinstance(self.statistic, Statistic):
            raise ValueError(f"statistic {self.statistic!r} is not allowed; use "
                             f"{', '.join(s.value for s in Statistic)}")
        check_seed_value(self.seed)

    @property
    def simulates(self) -> bool:
        return True

    @property
    def work(self) -> Work:
        return Work(self.games, f"games ({self.model.name})")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> GameLengthAnswer:
        from whistodds.simulations.whole_games import simulate_games

        seed = run_seed(self.seed, True)
        played = simulate_games(self.game, self.games, self.score, self.deal, self.model, seed, executor=executor,
                                progress=progress)
        return GameLengthAnswer(self, seed, played.deals)


@dataclass(frozen=True)
class GameLengthAnswer:
    """The deals the games lasted (a running count), with the question and the seed; each statistic with its 95%
    interval (:meth:`figure`), and the distribution as rows."""

    question: GameLengthQuestion
    seed: int
    deals: Tally

    def figure(self, statistic: Statistic | None = None) -> tuple[float, float, float]:
        """``(value, ci95_low, ci95_high)`` of a statistic (None: the question's)."""
        return length_figure(self.deals, self.question.statistic if statistic is None else statistic)

    @property
    def reading(self) -> str:
        """The question as read, in words."""
        q = self.question
        start = "love-all" if q.score == (0, 0) else f"{q.score[0]}-{q.score[1]}"
        return (f"the deals a game of {q.game.name} lasts from {start}, {q.deal} dealing first, played by "
                f"{q.model.name}: {MEANING[q.statistic]}, from {self.deals.n:,} games simulated (seed {self.seed})")

    def rows(self) -> list[dict[str, Any]]:
        """One row a number of deals: the games that lasted it, their share and its standard error."""
        n = self.deals.n
        return [{"deals": int(value), "games": int(count), "share": count / n,
                 "share_se": (count / n * (1 - count / n) / n) ** 0.5}
                for value, count in zip(self.deals.values, self.deals.counts) if count]

    def frame(self) -> "pd.DataFrame":
        import pandas as pd

        return pd.DataFrame(self.rows())
