"""Rule parameters: how a game's name carries its rules, as in ``long-whist(call_at=none)``.

A parameter knows its type, what it allows, and where its default comes from.
Values in a name are written ``none``, ``true``/``false``, integers or words
(``finish=count-out``); the canonical name lists, in the declared order, the
parameters that differ from the game's defaults (and those always shown, like
Scotch Whist's players and sides), so equal rules always give equal names.

>>> parse_name("long-whist(call_at=none, honours=false)")
('long-whist', [('call_at', 'none'), ('honours', 'false')])
>>> format_value(None), format_value(True), format_value(9)
('none', 'true', '9')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

_NAME_PATTERN = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*$", re.DOTALL)


class Follow(StrEnum):
    """How a rule's default moves with the parameter it follows (a closed set: see :attr:`Parameter.follows`).

    >>> Follow.DISTANCE.derive(9, 10, 7), Follow.HALF.derive(5, 10, 7), Follow.DISTANCE.derive(8, 10, 1)
    (6, 4, None)
    >>> Follow.DISTANCE.describe(8, "target", 10), Follow.HALF.describe(5, "target", 10)
    ('target-2', 'half the target, rounded up')
    """

    DISTANCE = "distance"  # keeps its distance: no honours "at nine" of ten is at six of seven
    HALF = "half"  # half, rounded up: a double while the losers have "less than five" of ten, less than 4 of seven

    def derive(self, value: int, followed_default: int, followed: int) -> int | None:
        """The rule's default when the parameter it follows is ``followed`` (``value`` at ``followed_default``);
        None (no such rule) when it would fall below 0."""
        derived = value + followed - followed_default if self is Follow.DISTANCE else -(-followed // 2)
        return derived if derived >= 0 else None

    def describe(self, value: int, followed_name: str, followed_default: int) -> str:
        """The rule in words, e.g. ``target-2``."""
        if self is Follow.HALF:
            return f"half the {followed_name}, rounded up"
        distance = value - followed_default
        return followed_name if distance == 0 else f"{followed_name}{distance:+d}"


@dataclass(frozen=True)
class Parameter:
    """One rule of a game that its name may set.

    Attributes:
        name: as written in a game's name, e.g. ``call_at``.
        kind: ``int``, ``bool`` or ``str``.
        help: what the rule is, for people.
        optional: whether ``none`` is allowed (the rule switched off).
        choices: the words allowed, for a ``str`` parameter.
        low, high: the range allowed for an ``int`` (None: unbounded).
        shown: always written in the canonical name, even at its default.
        source: where the default comes from.
        announce: named in every answer, even at its default (a rule the source leaves open).
        follows: another parameter whose change this one's default follows (the score with no honours,
            "at nine" of ten and "four" of five, follows the target), as ``follow`` says.
        follow: how the default follows (:class:`Follow`): keeping its distance, or at half.
        reading: every value is a reading of the sources, not a departure from them (the call at eight's
            two readings; Gleek's trumping), so a game that changes it is no variant of its source (so too
            ``shown`` and ``announce`` parameters).
    """

    name: str
    kind: type
    help: str = ""
    optional: bool = False
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    shown: bool = False
    source: str = ""
    announce: bool = False
    follows: str | None = None
    follow: Follow = Follow.DISTANCE
    reading: bool = False

    def allowed(self) -> str:
        """What the parameter allows, in words."""
        if self.kind is bool:
            text = "true or false"
        elif self.kind is str:
            text = ", ".join(self.choices)
        elif self.low is not None and self.high is not None:
            text = f"an integer from {self.low} to {self.high}"
        elif self.low is not None:
            text = f"an integer of {self.low} or more"
        else:
            text = "an integer"
        return text + (" or none" if self.optional else "")

    def check(self, value: object, game: str) -> object:
        """``value`` (text from a name, or a Python value) as this parameter's type; else ``ValueError``."""
        if isinstance(value, str):
            value = self._from_text(value.strip(), game)
        if value is None:
            if self.optional:
                return None
        elif self.kind is bool and isinstance(value, bool):
            return value
        elif self.kind is int and isinstance(value, int) and not isinstance(value, bool):
            if (self.low is None or value >= self.low) and (self.high is None or value <= self.high):
                return value
        elif self.kind is str and value in self.choices:
            return value
        raise ValueError(f"{game} parameter {self.name}={format_value(value)} is not allowed; use {self.allowed()}")

    def _from_text(self, text: str, game: str) -> object:
        lowered = text.lower()
        if lowered == "none" and self.optional:
            return None
        if self.kind is bool and lowered in ("true", "false", "yes", "no"):
            return lowered in ("true", "yes")
        if self.kind is int and re.fullmatch(r"-?\d{1,9}", text):  # bounded before int(): never a huge number
            return int(text)
        if self.kind is str:
            return lowered
        shown = text if len(text) <= 40 else f"{text[:20]}... ({len(text)} characters)"
        raise ValueError(f"{game} parameter {self.name}={shown} is not allowed; use {self.allowed()}")


def format_value(value: object) -> str:
    """A parameter value as written in a game's name."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse_name(text: str) -> tuple[str, list[tuple[str, str]]]:
    """Split ``"family(key=value, ...)"`` into the family and its ``(key, value)`` texts.

    A bare word in the brackets (``long-whist(club)``) is read as ``variant=club``.
    """
    match = _NAME_PATTERN.match(text) if isinstance(text, str) else None
    if match is None:
        raise ValueError(f"game name {text!r} is not allowed; write family or family(name=value, ...), "
                         f"e.g. long-whist(call_at=none)")
    items: list[tuple[str, str]] = []
    inside = match.group(2)
    if inside is not None and inside.strip():
        for item in inside.split(","):
            key, equals, value = item.partition("=")
            key = key.strip()
            if not equals:
                key, value = "variant", key
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", key) or not value.strip():
                raise ValueError(f"game parameter {item.strip()!r} in {text!r} is not allowed; write name=value")
            key = key.replace("-", "_").lower()
            if any(key == seen for seen, _ in items):
                raise ValueError(f"game parameter {key!r} is given twice in {text!r}; give each parameter once")
            items.append((key, value.strip()))
    return match.group(1).lower(), items

