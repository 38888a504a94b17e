"""The Python API of the commands ``odds``, ``table``, ``rubber`` and ``compare``, for a notebook: names in,
answers out.

Each function reads the names it is given once, at its door, as the command line does (a game's name with its
parameters, a play model's name, a score ``"7-4"``, who deals), builds the same question as the command
(:mod:`whistodds.odds.questions`), with the same one-line ``ValueError`` for a value that will not do, and
returns its answer: the figures (``.frame()``), the question it answered and the seed it used.
:func:`whistodds.api.text` writes an answer as the command prints it.  ``seed`` None follows the command line's rule: a
seed drawn where the answer simulates (``answer.seed`` says it), else 0 for the interval's draws.

>>> from whistodds.api import text
>>> said = odds("long", score="7-4", deal="them", seed=1)
>>> said.question.game.name, said.rows[0]["score"], said.seed
('long-whist', '7-4', 1)
>>> print(text(said), end="")  # doctest: +ELLIPSIS
long-whist at 7-4, they deal: P(we win) = 0.6... (95% interval 0.6...-0.6...), ... on
play model hoyle; 95% interval from the ... deals of its kernel
"""

from __future__ import annotations

from concurrent.futures import Executor

from whistodds.games.definition import Game
from whistodds.games.families.whist import SHORT_WHIST
from whistodds.odds.questions import (CompareAnswer, CompareQuestion, OddsAnswer, OddsQuestion, RubberAnswer,
                                      RubberQuestion, TableAnswer, TableQuestion, answer)
from whistodds.odds.questions.checks import check_model, parse_score, read_deal, resolve_game
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

def _game(game: str | Game, variant: str | None) -> Game:
    """The game named (a ``Game`` as given, unless a variant of it is asked for)."""
    if isinstance(game, Game):
        return game if variant is None else resolve_game(game.name, variant=variant)
    return resolve_game(game, variant=variant)


def _score(score: str | tuple[int, ...], sides: int, option: str = "--score") -> tuple[int, ...]:
    return parse_score(score, sides, option) if isinstance(score, str) else tuple(score)


def odds_question(game: str | Game, score: str | tuple[int, ...], deal: str | int = "us", *,
                  model: str | PlayModel | None = None, deals: int | None = None, seed: int | None = None,
                  variant: str | None = None) -> OddsQuestion:
    """The question of :func:`odds`, built from names (what a web page builds before any work).

    >>> odds_question("long", "7-4", "them").score
    (7, 4)
    """
    the_game = _game(game, variant)
    return OddsQuestion(the_game, _score(score, the_game.n_sides if the_game.has_score else 2),
                        read_deal(deal) if isinstance(deal, str) else deal, check_model(model, the_game), deals, seed)


def odds(game: str | Game, score: str | tuple[int, ...], deal: str | int = "us", *,
         model: str | PlayModel | None = None, deals: int | None = None, seed: int | None = None,
         variant: str | None = None, executor: Executor | None = None,
         progress: ProgressCallback | None = None) -> OddsAnswer:
    """``whist-odds odds GAME --score SCORE --deal DEAL``: P(we win) from a score, with its 95% interval.

    >>> odds("long", score=(8, 9), deal="them", model="random", seed=1).rows[0]["odds"]
    '7 to 6 against'
    """
    question = odds_question(game, score, deal, model=model, deals=deals, seed=seed, variant=variant)
    return answer(question, executor=executor, progress=progress)


def table_question(game: str | Game, *, deal: str | None = None, model: str | PlayModel | None = None,
                   deals: int | None = None, seed: int | None = None, variant: str | None = None) -> TableQuestion:
    """The question of :func:`table`, built from names."""
    from whistodds.odds.game_odds import score_game

    the_game = score_game(_game(game, variant))
    return TableQuestion(the_game, check_model(model, the_game), deal, deals, seed)


def table(game: str | Game, *, deal: str | None = None, model: str | PlayModel | None = None,
          deals: int | None = None, seed: int | None = None, variant: str | None = None,
          executor: Executor | None = None, progress: ProgressCallback | None = None) -> TableAnswer:
    """``whist-odds table GAME``: P(we win) at every score and deal, a row each.

    >>> len(table("short", model="random", seed=1).frame())
    50
    """
    question = table_question(game, deal=deal, model=model, deals=deals, seed=seed, variant=variant)
    return answer(question, executor=executor, progress=progress)


def rubber(game: str | Game = SHORT_WHIST, *, games: str | tuple[int, int] = (0, 0),
           score: str | tuple[int, int] = (0, 0), deal: str = "us", model: str | PlayModel | None = None,
           deals: int | None = None, seed: int | None = None, variant: str | None = None,
           executor: Executor | None = None, progress: ProgressCallback | None = None) -> RubberAnswer:
    """``whist-odds rubber GAME --games 1-0``: the rest of a rubber, P(we win it) with its interval.

    >>> said = rubber("short", games="1-0", seed=1)
    >>> said.odds.p_win.value > 0.5, said.question.games
    (True, (1, 0))
    """
    question = rubber_question(game, games=games, score=score, deal=deal, model=model, deals=deals, seed=seed,
                               variant=variant)
    return answer(question, executor=executor, progress=progress)


def rubber_question(game: str | Game = SHORT_WHIST, *, games: str | tuple[int, int] = (0, 0),
                    score: str | tuple[int, int] = (0, 0), deal: str = "us", model: str | PlayModel | None = None,
                    deals: int | None = None, seed: int | None = None, variant: str | None = None
                    ) -> RubberQuestion:
    """The question of :func:`rubber`, built from names."""
    from whistodds.odds.rubber import rubber_game

    the_game = rubber_game(_game(game, variant))
    won, (us, them) = _score(games, 2, "--games"), _score(score, 2)
    return RubberQuestion(the_game, check_model(model, the_game), (won[0], won[1]), (us, them), deal, deals, seed)


def compare(what: str = "long-short", *, model: str | PlayModel | None = None) -> CompareAnswer:
    """``whist-odds compare long-short``: long whist against short, a row a game.

    >>> compare().frame().game.tolist()
    ['long-whist', 'short-whist']
    """
    return answer(compare_question(what, model=model))


def compare_question(what: str = "long-short", *, model: str | PlayModel | None = None) -> CompareQuestion:
    """The question of :func:`compare`, built from names."""
    from whistodds.games.families.whist import LONG_WHIST

    return CompareQuestion(what, check_model(model, LONG_WHIST))
