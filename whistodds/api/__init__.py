"""The Python API, for a notebook: a function a command, names in, answers out.

Each function reads the names it is given once, at its door, as the command line does (a game's name with its
parameters, a play model's name, a score ``"7-4"``, who deals), builds the command's question
(:mod:`whistodds.odds.questions`), with the same one-line ``ValueError`` for a value that will not do, and
returns its answer: the figures (``.frame()``), the question it answered and the seed it used.  :func:`text`
writes any answer as its command prints it.  One module a group of commands; this one gathers them.

>>> from whistodds import api
>>> api.odds("long", score="7-4", deal="them", seed=1).question.game.name
'long-whist'
"""

from collections.abc import Callable
from typing import Any

from whistodds.api.holding import holding, holding_question, partner, position, position_question
from whistodds.api.length import game_length, game_length_question
from whistodds.api.odds import (compare, compare_question, odds, odds_question, rubber, rubber_question, table,
                                table_question)
from whistodds.api.play import analyse, duel, history, kernel, progressive
from whistodds.api.render import text
from whistodds.api.verify import cases, cases_text_question, claims, claims_text_question
from whistodds.api.whist import bob_short, calculations, edge, rules
from whistodds.games.discovery import family_modules

__all__ = ["analyse", "bob_short", "calculations", "cases", "claims", "compare", "duel", "edge", "game_length",
           "history", "holding", "kernel", "odds", "partner", "position", "progressive", "rubber", "rules", "table",
           "text"]

# Each command's question built from names, before any work (the page checks a request with these, then answers
# the question in a worker): a command of the API without one here is answered from its names in the worker.
# A file (claims, cases) is its CSV text there, never a path: a request names no file of this machine.
QUESTIONS: dict[str, Callable[..., Any]] = {"odds": odds_question, "table": table_question,
                                            "rubber": rubber_question, "compare": compare_question,
                                            "holding": holding_question, "position": position_question,
                                            "claims": claims_text_question, "cases": cases_text_question}


def game_commands() -> tuple[str, ...]:
    """The games' own commands of the API (``gleek``, ``scotch_advice``), from their packages.

    >>> "gleek" in game_commands()
    True
    """
    return tuple(name for module in family_modules("command") for name in getattr(module, "API", {}))


def __getattr__(name: str) -> object:
    """A game's own commands (``api.gleek``, ``api.scotch_advice``): each game's package gives them in its
    ``command`` module's ``API``, found here on first use, as the command line finds its commands."""
    for module in family_modules("command"):
        if name in getattr(module, "API", {}):
            return module.API[name]
    raise AttributeError(f"module 'whistodds.api' has no attribute {name!r}")
