"""Seeded, vectorised simulation: dealing, trick play, per-deal outcomes, whole games.

``deal`` deals (a :class:`Deals`); ``whistodds.simulations.play.play`` plays them card by card under a play
model; ``double_dummy_tricks`` (also ``whistodds.simulations.play.double_dummy_tricks``) gives the tricks
each side makes with perfect play (DDS through endplay: ``pip install 'whistodds[dds]'``), which plays no
cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.lazy import lazy_exports

if TYPE_CHECKING:  # what the lazy names are, for the type checker (nothing is imported at run time)
    from whistodds.simulations.batches import run_batches as run_batches
    from whistodds.simulations.dealing import Deals as Deals
    from whistodds.simulations.dealing import deal as deal
    from whistodds.simulations.play.double_dummy import double_dummy_tricks as double_dummy_tricks
    from whistodds.simulations.seeding import SeedLike as SeedLike
    from whistodds.simulations.seeding import as_generator as as_generator
    from whistodds.simulations.seeding import as_seed_sequence as as_seed_sequence

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
