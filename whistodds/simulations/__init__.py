"""Seeded, vectorised simulation: dealing, trick play, per-deal outcomes, whole games."""

from __future__ import annotations

from whistodds.lazy import lazy_exports

_EXPORTS = {
    "Deals": "whistodds.simulations.dealing",
    "deal": "whistodds.simulations.dealing",
    "run_batches": "whistodds.simulations.batches",
    "SeedLike": "whistodds.simulations.seeding",
    "as_generator": "whistodds.simulations.seeding",
    "as_seed_sequence": "whistodds.simulations.seeding",
}
__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
