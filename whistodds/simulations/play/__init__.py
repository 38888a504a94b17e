"""Trick play: the compiled engine, the play models, and the Python entry point ``play``."""

from __future__ import annotations

from whistodds.lazy import lazy_exports

_EXPORTS = {
    "PlayedDeals": "whistodds.simulations.play.api",
    "play": "whistodds.simulations.play.api",
    "sight_masks": "whistodds.simulations.play.api",
    "POLICIES": "whistodds.simulations.play.policies",
    "PlayPolicy": "whistodds.simulations.play.policies",
    "get_policy": "whistodds.simulations.play.policies",
    "double_dummy_tricks": "whistodds.simulations.play.double_dummy",
}
__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
