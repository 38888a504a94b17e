"""The one error a game's definition gives for a field it does not allow, naming the value and what is allowed.

>>> check_field(False, "players", 9, "2 to 8")
Traceback (most recent call last):
ValueError: invalid game definition: players=9; allowed: 2 to 8
"""

from __future__ import annotations


def check_field(ok: bool, field_name: str, value: object, allowed: str) -> None:
    """A ``ValueError`` naming ``field_name``'s ``value`` and what is ``allowed`` unless ``ok``."""
    if not ok:
        raise ValueError(f"invalid game definition: {field_name}={value!r}; allowed: {allowed}")
