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
from whistodds.api.play import analyse, duel, gleek, history, kernel, progressive, scotch_advice
from whistodds.api.render import text

__all__ = ["analyse", "compare", "duel", "gleek", "history", "kernel", "odds", "progressive", "rubber",
           "scotch_advice", "table", "text"]
