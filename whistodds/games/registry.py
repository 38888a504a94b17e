"""Games by name, including parameterised names like ``"scotch-whist(players=6,sides=3)"``."""

from __future__ import annotations

import re

from whistodds.games.definition import GameDefinition
from whistodds.games.gleek import GLEEK
from whistodds.games.scotch import SCOTCH_SIDE_OPTIONS, scotch_whist
from whistodds.games.whist import LONG_WHIST, SHORT_WHIST

_FIXED = {game.name: game for game in (LONG_WHIST, SHORT_WHIST, GLEEK)}
_ALIASES = {"long": "long-whist", "short": "short-whist", "scotch": "scotch-whist"}
_NAME_PATTERN = re.compile(r"^\s*([a-z-]+)\s*(?:\((.*)\))?\s*$")


def game_names() -> tuple[str, ...]:
    """Names accepted by :func:`get_game` (Scotch Whist takes parameters)."""
    return tuple(_FIXED) + ("scotch-whist",)


def get_game(name: str | GameDefinition, **params: int | None) -> GameDefinition:
    """Look up a game by name.

    >>> get_game("long").players
    4
    >>> get_game("scotch-whist(players=6,sides=3)").sides
    ((0, 3), (1, 4), (2, 5))
    """
    if isinstance(name, GameDefinition):
        return name
    match = _NAME_PATTERN.match(name.lower()) if isinstance(name, str) else None
    if match is None:
        raise ValueError(f"unknown game {name!r}; use one of {', '.join(game_names())}")
    base = _ALIASES.get(match.group(1), match.group(1))
    if match.group(2):
        for item in match.group(2).split(","):
            key, _, value = item.partition("=")
            if not value.strip().lstrip("-").isdigit():
                raise ValueError(f"game parameter {item.strip()!r} is not allowed; write name=integer")
            params.setdefault(key.strip(), int(value))
    if base in _FIXED:
        if params:
            raise ValueError(f"game {base!r} takes no parameters (got {', '.join(params)})")
        return _FIXED[base]
    if base == "scotch-whist":
        unknown = set(params) - {"players", "sides"}
        if unknown:
            raise ValueError(f"Scotch Whist parameter(s) {sorted(unknown)} not allowed; use players, sides")
        return scotch_whist(params.get("players") or 4, params.get("sides"))
    raise ValueError(f"unknown game {name!r}; use one of {', '.join(game_names())}")


def all_games() -> tuple[GameDefinition, ...]:
    """Every standard game and Scotch Whist seating: the registry the generic tests run over."""
    scotch = []
    for players in range(2, 9):
        for sides in (None, *SCOTCH_SIDE_OPTIONS.get(players, ())):
            scotch.append(scotch_whist(players, sides))
    return tuple(_FIXED.values()) + tuple(scotch)
