"""The games with specifics of their own, one package a game: ``whistodds/families/<game>/``.

Inside a game's package each module (or sub-package) is named for the layer it belongs to, and only these
names are allowed (``tests/test_layers.py``): ``rules`` (games: its :class:`~whistodds.games.family.Family`
objects, declared in ``FAMILIES``), ``simulation`` (simulations), ``odds`` (odds: its exact odds and checks),
``section`` (reports: its report section, with its charts and text) and ``command`` (cli: its commands, in
``COMMANDS``).  Each layer's registry finds its part with :func:`family_modules` (the game registry the
``rules``, the report the ``section``, the command line the ``command``...), so that nothing outside a game's
package imports it: a new game of the family is a new package here, and its tests.

This module imports nothing else of whistodds: any layer may call it.

>>> {"whistodds.families.gleek.rules", "whistodds.families.scotch.rules"} <= {
...     module.__name__ for module in family_modules("rules")}
True
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from types import ModuleType

PARTS = ("rules", "simulation", "odds", "section", "command")  # a game's modules, in the order of the layers


def family_modules(part: str) -> tuple[ModuleType, ...]:
    """``whistodds.families.<game>.<part>`` imported, for every game package that has one, in name order.

    >>> family_modules("text")
    Traceback (most recent call last):
    ValueError: part 'text' is not allowed; use one of rules, simulation, odds, section, command
    """
    if part not in PARTS:
        raise ValueError(f"part {part!r} is not allowed; use one of {', '.join(PARTS)}")
    games = sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg)
    return tuple(importlib.import_module(f"{__name__}.{game}.{part}") for game in games
                 if importlib.util.find_spec(f"{__name__}.{game}.{part}") is not None)
