"""The seats from my view, in the order of play: ``me``, ``left`` (the adversary who plays after me),
``partner``, ``right``; or the compass with me South: ``S``, ``W``, ``N``, ``E``.

>>> parse_seat("Partner"), parse_seat("W"), SEAT_WORDS
(<Seat.PARTNER: 'partner'>, <Seat.LEFT: 'left'>, 'me, left, partner, right')
"""

from __future__ import annotations

from enum import Enum


class Seat(Enum):
    """A seat from my view, in the order of play."""

    ME = "me"
    LEFT = "left"
    PARTNER = "partner"
    RIGHT = "right"

    @property
    def index(self) -> int:
        """0-3 in the order of play from me."""
        return _SEAT_ORDER.index(self)

    def after(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places after this one in the order of play.

        >>> Seat.RIGHT.after(), Seat.ME.after(2)
        (<Seat.ME: 'me'>, <Seat.PARTNER: 'partner'>)
        """
        return _SEAT_ORDER[(self.index + steps) % 4]


_SEAT_ORDER = (Seat.ME, Seat.LEFT, Seat.PARTNER, Seat.RIGHT)
SEATS = _SEAT_ORDER
SEAT_WORDS = ", ".join(seat.value for seat in SEATS)
COMPASS_SEATS = {"S": Seat.ME, "W": Seat.LEFT, "N": Seat.PARTNER, "E": Seat.RIGHT}  # me South; play goes clockwise


def parse_seat(text: str) -> Seat:
    """``"left"`` or ``"W"`` -> ``Seat.LEFT`` (the compass with me South); anything else is a ValueError naming
    the seats.

    >>> parse_seat("north")
    Traceback (most recent call last):
    ...
    ValueError: seat 'north' is not allowed; use me, left, partner, right, or S W N E with me South
    """
    word = text.strip()
    if word.upper() in COMPASS_SEATS:
        return COMPASS_SEATS[word.upper()]
    try:
        return Seat(word.lower())
    except ValueError:
        raise ValueError(f"seat {text!r} is not allowed; use {SEAT_WORDS}, or S W N E with me South") from None
