"""The deal kernels that ship with the package: for the long-whist deal under ``random``, ``hoyle`` and
``double-dummy``, served to any game dealt and played alike whose deals record what a shipped game's do.

>>> from whistodds.games import LONG_WHIST
>>> from whistodds.simulations.play.models import get_model
>>> shipped_file(LONG_WHIST, get_model("hoyle"))
'kernel-long-whist-hoyle.json'
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.registry import get_game, require_game
from whistodds.package_data import data_listed, data_text
from whistodds.simulations.kernels.counted import SHIPPED_GAME, DealKernel
from whistodds.simulations.play.identity import is_builtin
from whistodds.simulations.play.models import PlayModel, Sight, default_model, require_model

# The games whose kernels ship, one a way of recording a deal's outcome (all dealt as long whist); a game
# with the long-whist deal is served the one that records what its own outcome records.
SHIPPED_GAMES = (SHIPPED_GAME, "long-whist(call_needs=two-and-one)")


def shares_shipped_deal(game: Game, model: PlayModel) -> bool:
    """Whether ``game`` is dealt and played as long whist under ``model``: the same deal signature, where
    perfect play (``double-dummy``, every hand open) reads nothing from which hands are exposed."""
    open_hands = model.sees is Sight.ALL
    return game.deal_signature(open_hands=open_hands) == LONG_WHIST.deal_signature()


@lru_cache(maxsize=None)
def _shipped_outcome_keys() -> dict[tuple[Any, ...], Game]:
    return {get_game(name).score_rules.outcome_key(): get_game(name) for name in SHIPPED_GAMES}


def shipped_game(game: Game, model: PlayModel) -> Game | None:
    """The game of the shipped kernels that serve ``game`` under ``model``: dealt and played as long whist,
    and recording what a deal of ``game`` records (its outcome key); None if none does.

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> [shipped_game(get_game(name), get_model("hoyle")).name
    ...  for name in ("short-whist", "long-whist(call_needs=two-and-one)")]
    ['long-whist', 'long-whist(call_needs=two-and-one)']
    """
    if not shares_shipped_deal(game, model) or not game.has_score:
        return None
    return _shipped_outcome_keys().get(game.score_rules.outcome_key())


def shipped_file(game: Game, model: PlayModel, prefix: str = "kernel") -> str:
    """The package-data file of a shipped kernel: ``kernel-long-whist-hoyle.json``, and for a game with
    parameters its name made a file name (``kernel-long-whist-call_needs-two-and-one-hoyle.json``)."""
    return f"{prefix}-{re.sub(r'[^A-Za-z0-9_-]+', '-', game.name).strip('-')}-{model.name}.json"


def shipped_kernel(model: PlayModel | None = None, game: Game = LONG_WHIST) -> DealKernel:
    """The kernel shipped with the package for ``model`` (default :func:`default_model`), for any game dealt
    and played as long whist whose deals record what one of the shipped games' do (see :func:`shipped_game`)."""
    chosen = default_model() if model is None else require_model(model)
    name = chosen.name
    game = require_game(game)
    source = shipped_game(game, chosen)
    if source is None:
        raise ValueError(f"no shipped kernel for {game.name}: kernels ship for the long-whist deal, recording what "
                         f"a deal of {' or '.join(SHIPPED_GAMES)} records; give a number of deals to simulate one")
    file = shipped_file(source, chosen)
    if not is_builtin(chosen) or not data_listed("simulations", "data", file):  # only to the model that made it
        raise ValueError(f"no shipped kernel for model {name!r}"
                         + ("" if source.name == SHIPPED_GAME else f" and {source.name}")
                         + "; give a number of deals to simulate one")
    kernel = DealKernel.from_json(data_text("simulations", "data", file), source)
    return kernel if game.name == kernel.game else DealKernel(kernel.counts, kernel.model, kernel.seed, kernel.version,
                                                              kernel.command, game.name)
