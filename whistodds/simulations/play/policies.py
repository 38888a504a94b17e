"""The old names of the play-model registry (:mod:`whistodds.simulations.play.models`), kept while callers
move to it: ``PlayPolicy`` is :class:`~whistodds.simulations.play.models.PlayModel`, ``get_policy`` is
:func:`~whistodds.simulations.play.models.get_model`, ``POLICIES`` every registered model by name and
``MODELS_OF_PLAY`` the names of the models compared in the report and the explorer.

>>> from whistodds.simulations.play.policies import MODELS_OF_PLAY
>>> get_policy("hoyle") is get_model("hoyle"), "catch-the-ten" in POLICIES, MODELS_OF_PLAY
(True, True, ('random', 'hoyle', 'hoyle-score', 'double-dummy'))
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from whistodds.simulations.play.models import PlayModel, cannot_play, compared_models, get_model, play_models

PlayPolicy = PlayModel
get_policy = get_model

__all__ = ["MODELS_OF_PLAY", "POLICIES", "PlayPolicy", "cannot_play", "get_policy"]


class _Registered(Mapping[str, PlayModel]):
    """Every registered model by name, read from the registry on each use (a model registered later shows)."""

    def __getitem__(self, name: str) -> PlayModel:
        for model in play_models():
            if model.name == name:
                return model
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter([model.name for model in play_models()])

    def __len__(self) -> int:
        return len(play_models())


POLICIES: Mapping[str, PlayModel] = _Registered()


def __getattr__(name: str) -> object:
    if name == "MODELS_OF_PLAY":  # read from the registry on each use
        return tuple(model.name for model in compared_models())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
