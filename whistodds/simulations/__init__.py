"""Seeded, vectorised simulation: dealing, trick play, per-deal outcomes, whole games.

``deal`` deals (a :class:`Deals`); ``whistodds.simulations.play.play`` plays them card by card under a play
model; ``double_dummy_tricks`` (also ``whistodds.simulations.play.double_dummy_tricks``) gives the tricks
each side makes with perfect play (DDS through endplay: ``pip install 'whistodds[dds]'``), which plays no
cards.
"""

from __future__ import annotations

from whistodds.lazy import lazy_exports

_EXPORTS = {
    "Deals": "whistodds.simulations.dealing",
    "deal": "whistodds.simulations.dealing",
    "double_dummy_tricks": "whistodds.simulations.play.double_dummy",
    "run_batches": "whistodds.simulations.batches",
    "SeedLike": "whistodds.simulations.seeding",
    "as_generator": "whistodds.simulations.seeding",
    "as_seed_sequence": "whistodds.simulations.seeding",
}
__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
