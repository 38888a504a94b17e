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

from whistodds.api.odds import compare, odds, rubber, table
from whistodds.api.play import analyse, duel, history, kernel, progressive
from whistodds.api.render import text
from whistodds.games.discovery import family_modules

__all__ = ["analyse", "compare", "duel", "history", "kernel", "odds", "progressive", "rubber", "table", "text"]


def __getattr__(name: str) -> object:
    """A game's own commands (``api.gleek``, ``api.scotch_advice``): each game's package gives them in its
    ``command`` module's ``API``, found here on first use, as the command line finds its commands."""
    for module in family_modules("command"):
        if name in getattr(module, "API", {}):
            return module.API[name]
    raise AttributeError(f"module 'whistodds.api' has no attribute {name!r}")
