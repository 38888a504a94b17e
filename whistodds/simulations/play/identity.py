"""Which play model made a kernel: a kernel, shipped or cached, is served only to the model that made it.

A built-in model (one of :mod:`whistodds.simulations.play.builtin`, whose name no other model may take) is known
by its name: its code is part of the compiled code's fingerprint.  Any other model is known by its name and a
digest of its definition: every field, and the name and source file of each card-choice function, so that a
model of the same name defined otherwise, or edited since, is never served another's kernels.

>>> from whistodds.simulations.play.models import get_model
>>> model_identity(get_model("hoyle"))
'hoyle'
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import inspect
from pathlib import Path

from whistodds.cache import checksum
from whistodds.simulations.play.models import BUILTIN_MODELS, ChoiceFunction, PlayModel, play_models


def is_builtin(model: PlayModel) -> bool:
    """Whether ``model`` is the shipped model of its name: every field the same (as a copy of it sent to another
    process is), not merely the name.

    >>> from whistodds.simulations.play.models import get_model
    >>> is_builtin(get_model("hoyle")), is_builtin(PlayModel("hoyle", "mine", None))
    (True, False)
    """
    play_models()  # the built-in models registered
    return BUILTIN_MODELS.get(model.name) == model


def model_identity(model: PlayModel) -> str:
    """A built-in model's name; any other's name and a digest of its definition (see above)."""
    if is_builtin(model):
        return model.name
    parts = [] if model.choice is None else [_source(model.choice.lead), _source(model.choice.follow)]
    return f"{model.name}-{checksum(repr(dataclasses.replace(model, choice=None)), *parts)[:16]}"


def _source(part: ChoiceFunction | str) -> str:
    """A card-choice function's name and its source file's digest; with no file to read (a function typed at a
    prompt), its repr, which names its address: a kernel of it is then kept for this process alone."""
    if isinstance(part, str):
        module, name = part.split(":")
        spec = importlib.util.find_spec(module)
        origin = spec.origin if spec is not None else None
    else:
        function = getattr(part, "py_func", part)  # a numba dispatcher's Python function
        name = f"{getattr(function, '__module__', '')}.{getattr(function, '__qualname__', '')}"
        try:
            origin = inspect.getsourcefile(function)
        except TypeError:
            origin = None
    try:
        return f"{name}:{hashlib.sha256(Path(origin).read_bytes()).hexdigest()}" if origin else repr(part)
    except OSError:
        return repr(part)
