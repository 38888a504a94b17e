"""Trick play: the compiled engine, the play models, and the Python entry point ``play``.

Names are loaded on first use (see :mod:`whistodds.simulations`).
"""

from __future__ import annotations

from importlib import import_module

_EXPORTS = {
    "PlayedDeals": "whistodds.simulations.play.api",
    "play": "whistodds.simulations.play.api",
    "POLICIES": "whistodds.simulations.play.policies",
    "PlayPolicy": "whistodds.simulations.play.policies",
    "get_policy": "whistodds.simulations.play.policies",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'whistodds.simulations.play' has no attribute {name!r}")
