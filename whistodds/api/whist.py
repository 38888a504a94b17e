"""The Python API of whist's own commands, ``edge``, ``verify bob-short``, ``verify calculations`` and ``verify
rules``, for a notebook: names in, answers out.

Each function reads the names it is given once, at its door, as the command line does, builds the command's
question (:mod:`whistodds.families.whist.odds.questions`), with the same one-line ``ValueError`` for a value
that will not do, and returns its answer: the figures (``.frame()``), the question it answered and the seed it
used.  :func:`whistodds.api.text` writes an answer as the command prints it.

>>> from whistodds.api import text
>>> said = bob_short(model="hoyle")
>>> said.question.model.name, len(said.frame()) > 44
('hoyle', True)
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import TypeVar

from whistodds.families.whist.odds.questions import (CALCULATIONS_DEALS, BobShortAnswer, BobShortQuestion,
                                                     CalculationsAnswer, CalculationsQuestion, EdgeAnswer,
                                                     EdgeQuestion, RulesAnswer, RulesQuestion)
from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.questions import answer
from whistodds.odds.questions.checks import check_model, resolve_game, run_seed
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model, play_models


SeededT = TypeVar("SeededT", EdgeQuestion, CalculationsQuestion, RulesQuestion)


def _game(game: str | Game) -> Game:
    return game if isinstance(game, Game) else resolve_game(game)


def edge(game: str | Game = "long", *, models: tuple[str | PlayModel, ...] | None = None, deals: int | None = None,
         seed: int | None = None, executor: Executor | None = None) -> EdgeAnswer:
    """``whist-odds edge GAME``: eight love against nine love under each model with a kernel, the edge moved.

    >>> edge("short")
    Traceback (most recent call last):
    ...
    ValueError: eight love against nine love needs a game to more than nine; short-whist is played to 5
    """
    chosen = tuple(get_model(model) for model in models) if models else play_models()
    question = EdgeQuestion(_game(game), chosen, deals, seed)
    return answer(_seeded(question), executor=executor)


def bob_short(*, model: str | PlayModel | None = None, eight_to_nine: str = "odds-104-to-100") -> BobShortAnswer:
    """``whist-odds verify bob-short``: Bob Short's betting table, entry by entry (exact; no seed)."""
    return answer(BobShortQuestion(check_model(model, LONG_WHIST), eight_to_nine))


def calculations(*, deals: int = CALCULATIONS_DEALS, seed: int | None = None, executor: Executor | None = None,
                 progress: ProgressCallback | None = None) -> CalculationsAnswer:
    """``whist-odds verify calculations``: Bob Short's Calculations against exact odds and simulation.

    >>> said = calculations(deals=1_000, seed=1)
    >>> said.seed, said.question.deals
    (1, 1000)
    """
    return answer(_seeded(CalculationsQuestion(deals, seed)), executor=executor, progress=progress)


def rules(game: str | Game = "long", *, model: str | PlayModel = DEFAULT_MODEL, rules: tuple[str, ...] | None = None,
          against: str = "hoyle", deals: int | None = None, seed: int | None = None,
          executor: Executor | None = None, progress: ProgressCallback | None = None) -> RulesAnswer:
    """``whist-odds verify rules GAME``: each rule on the same deals with it and without it.

    >>> rules("short", rules=("XI",), deals=300, seed=2).frame().rule.tolist()
    ['XI']
    """
    question = RulesQuestion(_game(game), get_model(model), rules, against, deals, seed)
    return answer(_seeded(question), executor=executor, progress=progress)


def _seeded(question: SeededT) -> SeededT:
    """``question`` with its seed by the command line's rule: the one given, else drawn where it simulates."""
    from dataclasses import replace

    return replace(question, seed=run_seed(question.seed, question.simulates))
