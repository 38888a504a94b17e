"""Seeded, vectorised simulation: dealing, trick play, per-deal outcomes."""

from whistodds.simulations import compiled  # noqa: F401  (sets numba's cache folder first)

from whistodds.simulations.batches import run_batches
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.seeding import SeedLike, as_generator, as_seed_sequence

__all__ = ["Deals", "SeedLike", "as_generator", "as_seed_sequence", "deal", "run_batches"]
