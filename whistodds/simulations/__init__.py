"""Seeded, vectorised simulation: dealing, trick play, per-deal outcomes, whole games.

Names are loaded on first use, so that a command which needs no compiled code
(the exact odds from a shipped kernel) starts without loading numba.
"""

from __future__ import annotations

from importlib import import_module

_EXPORTS = {
    "Deals": "whistodds.simulations.dealing",
    "deal": "whistodds.simulations.dealing",
    "run_batches": "whistodds.simulations.batches",
    "SeedLike": "whistodds.simulations.seeding",
    "as_generator": "whistodds.simulations.seeding",
    "as_seed_sequence": "whistodds.simulations.seeding",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'whistodds.simulations' has no attribute {name!r}")
