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
    names = [f"{FAMILIES_PACKAGE}.{game}.{part}" for game, is_package in _submodules(FAMILIES_PACKAGE) if is_package]
    return tuple(importlib.import_module(name) for name in names if importlib.util.find_spec(name) is not None)


def package_modules(package: str) -> tuple[ModuleType, ...]:
    """Every module of ``package`` (not its sub-packages' modules) imported, in name order.

    >>> [module.__name__ for module in package_modules("whistodds.games.families")][:2]
    ['whistodds.games.families.american', 'whistodds.games.families.double_dummy']
    """
    return tuple(importlib.import_module(f"{package}.{name}") for name, _ in _submodules(package))


def _submodules(package: str) -> list[tuple[str, bool]]:
    """The modules and sub-packages of ``package`` found on its path, without importing them: (name, is_package)."""
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations is not None, f"{package} is not a package"
    return sorted((info.name, info.ispkg) for info in pkgutil.iter_modules(spec.submodule_search_locations))


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
