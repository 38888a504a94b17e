"""The Python API of the commands about play and the games as a whole: ``duel``, ``analyse``, ``history``,
``progressive`` and ``kernel``, for a notebook: names in, answers out (a game's own commands, Gleek's and Scotch
Whist's, from its package: :func:`whistodds.api.gleek`, :func:`whistodds.api.scotch_advice`).

Each function reads the names it is given once, at its door, as the command line does (a game's name with its
parameters, a play model's name), builds the command's question (:mod:`whistodds.odds.questions`), with the
same one-line ``ValueError`` for a value that will not do, and returns its answer, which keeps its question and
the seed it used.  :func:`whistodds.api.text` writes an answer as the command prints it.

>>> from whistodds.api import text
>>> said = duel("random", "hoyle", "short", deals=200, seed=1)
>>> said.question.game.name, said.result.deals, said.seed
('short-whist', 200, 1)
>>> print(text(said, "csv").splitlines()[0][:40])
model_a,model_b,game,deals,tricks_per_de
"""

from __future__ import annotations

from concurrent.futures import Executor

from whistodds.games.definition import Game
from whistodds.odds.questions import answer
from whistodds.odds.questions.analyse import AnalyseAnswer, AnalyseQuestion
from whistodds.odds.questions.duel import DUEL_DEALS, DuelAnswer, DuelQuestion
from whistodds.odds.questions.history import (HISTORY_DEALS, HistoryAnswer, HistoryQuestion, ProgressiveAnswer,
                                              ProgressiveQuestion)
from whistodds.odds.questions.kernel import KernelAnswer, KernelQuestion
from whistodds.odds.questions.checks import check_model, parse_score, resolve_game
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel


def _game(game: str | Game) -> Game:
    """The game named (a ``Game`` as given)."""
    return game if isinstance(game, Game) else resolve_game(game)


def duel(model_a: str | PlayModel, model_b: str | PlayModel, game: str | Game = "long", *, deals: int = DUEL_DEALS,
         seed: int | None = None, executor: Executor | None = None,
         progress: ProgressCallback | None = None) -> DuelAnswer:
    """``whist-odds duel A B GAME``: A's side against B's on the same deals, the seats swapped.

    >>> duel("hoyle", "hoyle", "short", deals=100, seed=1).result.tricks_per_deal
    0.0
    """
    question = DuelQuestion(check_model(model_a), check_model(model_b), _game(game), deals, seed)
    return answer(question, executor=executor, progress=progress)


def analyse(pbn: str, *, boards: list[int] | None = None, game: str | Game = "long",
            score: str | tuple[int, int] = (0, 0), model: str | PlayModel | None = None, deals: int | None = None,
            seed: int | None = None, source: str = "hands.pbn", executor: Executor | None = None,
            progress: ProgressCallback | None = None) -> AnalyseAnswer:
    """``whist-odds analyse FILE.pbn``: the played hands of the PBN text ``pbn`` walked card by card.

    >>> from whistodds.odds.analysis import EXAMPLE
    >>> said = analyse(EXAMPLE, deals=0)
    >>> len(said.analyses), int(said.frame().lost.sum())
    (1, 0)
    """
    from whistodds.odds.analysis.boards import read_played_boards

    the_game = _game(game)
    us, them = parse_score(score) if isinstance(score, str) else score
    played = read_played_boards(pbn, boards, the_game, (us, them))
    question = AnalyseQuestion(played, check_model(model, the_game), deals, seed, source)
    return answer(question, executor=executor, progress=progress)


def history(*, deals: int = HISTORY_DEALS, models: list[str | PlayModel] | None = None, claims: bool = False,
            seed: int | None = None) -> HistoryAnswer:
    """``whist-odds history``: the games of three centuries side by side (``claims``: the sources' claims about
    the older games instead)."""
    chosen = None if models is None else tuple(check_model(model) for model in models)
    return answer(HistoryQuestion(deals, chosen, claims, seed))


def progressive(*, tables: int = 6, sittings: int = 10, system: str = "comstock", skilled: int = 1,
                evenings: int = 2000, seed: int | None = None,
                executor: Executor | None = None) -> ProgressiveAnswer:
    """``whist-odds progressive``: how often the strongest player takes first prize, and the final scores.

    >>> progressive(tables=2, sittings=2, evenings=3, seed=1).evenings.n
    3
    """
    return answer(ProgressiveQuestion(tables, sittings, system, skilled, evenings, seed), executor=executor)


def kernel(game: str | Game = "long", *, model: str | PlayModel | None = None, deals: int | None = None,
           seed: int | None = None, executor: Executor | None = None,
           progress: ProgressCallback | None = None) -> KernelAnswer | object:
    """``whist-odds kernel GAME``: what one deal is worth (whist: the deal kernel; Scotch Whist: the points a
    deal of each side, from its own answer).

    >>> kernel("short").shipped
    True
    """
    the_game = _game(game)
    question = KernelQuestion(the_game, check_model(model, the_game), deals, seed)
    return answer(question, executor=executor, progress=progress)

