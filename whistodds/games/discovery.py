"""How every registry finds what registers itself, on its first look-up and never at import: the games, the play
models, the report's sections, the games' own simulations and commands.

A registry that filled itself when its module was imported lost whatever was still being imported then: a
process whose first import was a game's rules (which import the game registry) found no such game.  Filled on
the first look-up (:class:`Discovery`), a registry finds every module whole, whichever was imported first.

This module imports nothing else of whistodds: any layer may use it (it is in the bottom one).

>>> {"whistodds.families.gleek.rules", "whistodds.families.scotch.rules"} <= {
...     module.__name__ for module in family_modules("rules")}
True
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import threading
from collections.abc import Callable
from types import ModuleType

FAMILIES_PACKAGE = "whistodds.families"  # the games with specifics of their own, one package a game
PARTS = ("rules", "simulation", "odds", "section", "command")  # a game's modules, in the order of the layers


def family_modules(part: str) -> tuple[ModuleType, ...]:
    """``whistodds.families.<game>.<part>`` imported, for every game package that has one, in name order.

    >>> family_modules("text")
    Traceback (most recent call last):
    ValueError: part 'text' is not allowed; use one of rules, simulation, odds, section, command
    """
    if part not in PARTS:
        raise ValueError(f"part {part!r} is not allowed; use one of {', '.join(PARTS)}")
    return tuple(importlib.import_module(name) for name in _family_parts(part))


def _family_parts(part: str) -> list[str]:
    spec = importlib.util.find_spec(FAMILIES_PACKAGE)
    assert spec is not None and spec.submodule_search_locations is not None, FAMILIES_PACKAGE
    games = sorted(info.name for info in pkgutil.iter_modules(spec.submodule_search_locations) if info.ispkg)
    return [name for game in games if importlib.util.find_spec(name := f"{FAMILIES_PACKAGE}.{game}.{part}")]


def package_modules(package: str) -> tuple[ModuleType, ...]:
    """Every module of ``package`` (not its sub-packages' modules) imported, in name order.

    >>> [module.__name__ for module in package_modules("whistodds.games.families")][:2]
    ['whistodds.games.families.american', 'whistodds.games.families.double_dummy']
    """
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None, package
    names = sorted(info.name for info in pkgutil.iter_modules(spec.submodule_search_locations))
    return tuple(importlib.import_module(f"{package}.{name}") for name in names)


class Discovery:
    """A registry's search for what registers itself, run on its first look-up and only once, whichever thread
    asks first (the others wait for it); one that fails is run again on the next look-up.  A look-up made while
    the search runs (a module it imports may register its own) sees what is registered so far.

    >>> found = []
    >>> discover = Discovery(lambda: found.append(len(found)))
    >>> discover(), discover(), found
    (None, None, [0])
    """

    def __init__(self, search: Callable[[], object]) -> None:
        self._search = search
        self._lock = threading.RLock()
        self._done = False
        self._running = False

    def __call__(self) -> None:
        if self._done:
            return
        with self._lock:
            if self._done or self._running:
                return
            self._running = True
            try:
                self._search()
                self._done = True
            finally:
                self._running = False
