"""Trick play: the compiled engine, the play models (registered: ``register_model``, ``get_model``), and the
Python entry point ``play``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.lazy import lazy_exports

if TYPE_CHECKING:  # what the lazy names are, for the type checker (nothing is imported at run time)
    from whistodds.simulations.play.api import PlayedDeals as PlayedDeals
    from whistodds.simulations.play.api import play as play
    from whistodds.simulations.play.api import sight_masks as sight_masks
    from whistodds.simulations.play.double_dummy import double_dummy_tricks as double_dummy_tricks
    from whistodds.simulations.play.models import CardChoice as CardChoice
    from whistodds.simulations.play.models import GlossaryEntry as GlossaryEntry
    from whistodds.simulations.play.models import PlayModel as PlayModel
    from whistodds.simulations.play.models import Sight as Sight
    from whistodds.simulations.play.models import cannot_play as cannot_play
    from whistodds.simulations.play.models import get_model as get_model
    from whistodds.simulations.play.models import play_models as play_models
    from whistodds.simulations.play.models import register_model as register_model

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
    "double_dummy_tricks": "whistodds.simulations.play.double_dummy",
}
__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
