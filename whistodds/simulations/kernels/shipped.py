"""The deal kernels that ship with the package: for the long-whist deal under ``random``, ``hoyle`` and
``double-dummy``, served to any game dealt and played alike whose deals record what a shipped game's do.

>>> shipped_file("long-whist", "hoyle")
'kernel-long-whist-hoyle.json'
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.simulations.kernels.counted import SHIPPED_GAME, DealKernel
from whistodds.simulations.play.models import DEFAULT_MODEL, Sight
from whistodds.simulations.play.models import get_model

# The games whose kernels ship, one a way of recording a deal's outcome (all dealt as long whist); a game
# with the long-whist deal is served the one that records what its own outcome records.
SHIPPED_GAMES = (SHIPPED_GAME, "long-whist(call_needs=two-and-one)")


def shares_shipped_deal(game: Game, model: str) -> bool:
    """Whether ``game`` is dealt and played as long whist under ``model``: the same deal signature, where
    perfect play (``double-dummy``, every hand open) reads nothing from which hands are exposed."""
    open_hands = get_model(model).sees is Sight.ALL
    return game.deal_signature(open_hands=open_hands) == get_game(SHIPPED_GAME).deal_signature()


@lru_cache(maxsize=None)
def _shipped_outcome_keys() -> dict[tuple[Any, ...], str]:
    return {get_game(name).score_rules.outcome_key(): name for name in SHIPPED_GAMES}


def shipped_game(game: Game | str, model: str) -> str | None:
    """The game of the shipped kernels that serve ``game`` under ``model``: dealt and played as long whist,
    and recording what a deal of ``game`` records (its outcome key); None if none does.

    >>> shipped_game("short-whist", "hoyle"), shipped_game("long-whist(call_needs=two-and-one)", "hoyle")
    ('long-whist', 'long-whist(call_needs=two-and-one)')
    """
    game = get_game(game)
    if not shares_shipped_deal(game, model) or not game.has_score:
        return None
    return _shipped_outcome_keys().get(game.score_rules.outcome_key())


def shipped_file(game_name: str, model: str, prefix: str = "kernel") -> str:
    """The package-data file of a shipped kernel: ``kernel-long-whist-hoyle.json``, and for a game with
    parameters its name made a file name (``kernel-long-whist-call_needs-two-and-one-hoyle.json``)."""
    return f"{prefix}-{re.sub(r'[^A-Za-z0-9_-]+', '-', game_name).strip('-')}-{model}.json"


def shipped_kernel(model: str = DEFAULT_MODEL, game: Game | str = SHIPPED_GAME) -> DealKernel:
    """The kernel shipped with the package for ``model``, for any game dealt and played as long whist whose
    deals record what one of the shipped games' do (see :func:`shipped_game`)."""
    name = get_model(model).name
    game = get_game(game)
    source = shipped_game(game, name)
    if source is None:
        raise ValueError(f"no shipped kernel for {game.name}: kernels ship for the long-whist deal, recording what "
                         f"a deal of {' or '.join(SHIPPED_GAMES)} records; give a number of deals to simulate one")
    resource = resources.files("whistodds.simulations").joinpath("data", shipped_file(source, name))
    if not resource.is_file():
        raise ValueError(f"no shipped kernel for model {name!r}"
                         + ("" if source == SHIPPED_GAME else f" and {source}")
                         + "; give a number of deals to simulate one")
    kernel = DealKernel.from_json(resource.read_text(encoding="utf-8"))
    return kernel if game.name == kernel.game else DealKernel(kernel.counts, kernel.model, kernel.seed, kernel.version,
                                                              kernel.command, game.name)
