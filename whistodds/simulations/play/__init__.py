"""Trick play: the compiled engine, the play models (registered: ``register_model``, ``get_model``), and the
Python entry point ``play``."""

from __future__ import annotations

from whistodds.lazy import lazy_exports

_EXPORTS = {
    "PlayedDeals": "whistodds.simulations.play.api",
    "play": "whistodds.simulations.play.api",
    "sight_masks": "whistodds.simulations.play.api",
    "CardChoice": "whistodds.simulations.play.models",
    "GlossaryEntry": "whistodds.simulations.play.models",
    "PlayModel": "whistodds.simulations.play.models",
    "Sight": "whistodds.simulations.play.models",
    "cannot_play": "whistodds.simulations.play.models",
    "get_model": "whistodds.simulations.play.models",
    "play_models": "whistodds.simulations.play.models",
    "register_model": "whistodds.simulations.play.models",
    "POLICIES": "whistodds.simulations.play.policies",
    "PlayPolicy": "whistodds.simulations.play.policies",
    "get_policy": "whistodds.simulations.play.policies",
    "double_dummy_tricks": "whistodds.simulations.play.double_dummy",
}
__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
