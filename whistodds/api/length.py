"""The Python API of the length of a game: how many deals a game lasts, from whole games simulated, names in, the
answer out (the question a claims file's ``game-length`` row asks, :mod:`whistodds.odds.questions.length`).

>>> from whistodds.api import text
>>> said = game_length("short", model="random", games=2000, seed=1, statistic="mode")
>>> said.figure()
(2.0, 2.0, 2.0)
>>> print(text(said).splitlines()[1])
mode: 2: the most frequent number of deals (the mode)
"""

from __future__ import annotations

from concurrent.futures import Executor

from whistodds.games.definition import Game
from whistodds.odds.game_length import Statistic
from whistodds.odds.questions import answer
from whistodds.odds.questions.checks import check_model, parse_score, resolve_game
from whistodds.odds.questions.length import LENGTH_GAMES, GameLengthAnswer, GameLengthQuestion
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel


def game_length_question(game: str | Game, *, model: str | PlayModel | None = None, score: str = "0-0",
                         deal: str = "us", games: int = LENGTH_GAMES, seed: int | None = None,
                         statistic: str | Statistic = Statistic.MEAN) -> GameLengthQuestion:
    """The question of :func:`game_length`, built from names.

    >>> game_length_question("long", statistic="median").statistic
    <Statistic.MEDIAN: 'median'>
    >>> game_length_question("long", statistic="usual")
    Traceback (most recent call last):
    ...
    ValueError: statistic 'usual' is not allowed; use mode, mean, median, decile9
    """
    the_game = game if isinstance(game, Game) else resolve_game(game)
    if not isinstance(statistic, Statistic):
        try:
            statistic = Statistic(str(statistic).strip().lower())
        except ValueError:
            raise ValueError(f"statistic {statistic!r} is not allowed; use "
                             f"{', '.join(s.value for s in Statistic)}") from None
    us, them = parse_score(score, 2)
    return GameLengthQuestion(the_game, check_model(model, the_game), (us, them), deal, games, seed, statistic)


def game_length(game: str | Game, *, model: str | PlayModel | None = None, score: str = "0-0", deal: str = "us",
                games: int = LENGTH_GAMES, seed: int | None = None, statistic: str | Statistic = Statistic.MEAN,
                executor: Executor | None = None, progress: ProgressCallback | None = None) -> GameLengthAnswer:
    """How many deals a game of ``game`` lasts from ``score`` (love-all), ``deal`` (us or them) dealing first,
    played by ``model`` (the game's own): ``games`` whole games simulated from ``seed``; ``.figure()`` the
    ``statistic`` (mode, mean, median, decile9) with its 95% interval, ``.frame()`` the distribution."""
    return answer(game_length_question(game, model=model, score=score, deal=deal, games=games, seed=seed,
                                       statistic=statistic), executor=executor, progress=progress)
