"""The one error a game's definition gives for a field it does not allow, naming the value and what is allowed.

>>> check_field(False, "players", 9, "2 to 8")
Traceback (most recent call last):
ValueError: invalid game definition: players=9; allowed: 2 to 8
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def check_field(ok: bool, field_name: str, value: object, allowed: str) -> None:
    """A ``ValueError`` naming ``field_name``'s ``value`` and what is ``allowed`` unless ``ok``."""
    if not ok:
        raise ValueError(f"invalid game definition: {field_name}={value!r}; allowed: {allowed}")


def require_object(value: object, kind: type[T], resolver: str) -> T:
    """``value`` itself, which must be a ``kind``: below the edges a game or a play model is never given by name;
    a ``TypeError`` naming what was given and the ``resolver`` to call (``get_game``, ``get_model``)."""
    if not isinstance(value, kind):
        what = f"the name {value!r}" if isinstance(value, str) else type(value).__name__
        raise TypeError(f"a {kind.__name__} is needed here, not {what}: give {resolver}({value!r})")
    return value
