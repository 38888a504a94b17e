"""The deal kernels that ship with the package: for the long-whist deal under ``random``, ``hoyle`` and
``double-dummy``, served to any game dealt and played alike whose deals record what a shipped game's do.

>>> from whistodds.games import LONG_WHIST
>>> from whistodds.simulations.play.models import get_model
>>> shipped_file(LONG_WHIST, get_model("hoyle"))
'kernel-long-whist-hoyle.json'
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.registry import get_game, require_game
from whistodds.package_data import DamagedData, data_listed, data_text
from whistodds.simulations.kernels.counted import KERNEL_TYPES, SHIPPED_GAME, CountedKernel, DealKernel, relabel
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


def seeded_file(game: Game, model: PlayModel, n_deals: int, seed: int) -> str:
    """The package-data file of a kernel of ``n_deals`` simulated from ``seed`` that ships, for a slow model the
    report would otherwise simulate unasked (the expert's Scotch Whist kernel of the models' chart).

    >>> from whistodds.simulations.play.models import get_model
    >>> seeded_file(get_game("scotch-whist(players=4,sides=2)"), get_model("expert"), 100_000, 1868)
    'kernel-scotch-whist-players-4-sides-2-expert-100000-1868.json'
    """
    return shipped_file(game, model).removesuffix(".json") + f"-{n_deals}-{seed}.json"


def shipped_seeded_kernel(game: Game, model: PlayModel, n_deals: int, seed: int) -> CountedKernel | None:
    """The kernel of ``n_deals`` deals of ``game`` simulated from ``seed`` under ``model``, where it ships
    (:func:`seeded_file`, one of the model's ``shipped_kernels``; served only to the built-in model that made
    it), else None: the counts a simulation from the seed gives, read instead of played again."""
    file = seeded_file(game, model, n_deals, seed)
    if file not in model.shipped_kernels or not is_builtin(model) or not data_listed("simulations", "data", file):
        return None
    reader = KERNEL_TYPES[game.score_rules.outcome_kind]
    try:
        kernel = reader.from_document(json.loads(data_text("simulations", "data", file)))
    except ValueError as error:
        raise DamagedData(f"the data file {file} is not a kernel ({error})") from None
    if kernel.deals != n_deals or kernel.model != model.name or kernel.seed != seed:
        raise DamagedData(f"the data file {file} holds {kernel.deals} {kernel.model} deals of seed {kernel.seed}")
    return relabel(kernel, game)
