"""My hand as dealt, with the cards seen played: the cards I played are taken out of it.

``holding --hand`` takes the hand as dealt or as held now: with ``--seen``, a card of the hand seen played by
me (or seen played with no seat said: it can only have come from my hand) is taken out, and the position is
made from what is left.  A card of my hand seen played by another seat stays an error (a card in two places).

>>> position = position_with_hand_as_dealt(
...     hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", seen="me:AS left:2H partner:3H right:4H")
>>> len(position.hand), position.free
(12, (0, 12, 12, 12))
"""

from __future__ import annotations

from collections.abc import Iterable

from whistodds.games.cards import format_cards
from whistodds.games.definition import GameDefinition
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.position import Position, Seat, parse_cards
from whistodds.games.position_play import parse_seen


def position_with_hand_as_dealt(*, game: GameDefinition = LONG_WHIST, hand: str | None = None,
                                known: Iterable[str] = (), seen: str | None = None, sizes: str | None = None,
                                trumps: str | None = None, turn_up: str | None = None, dealer: str | None = None,
                                shown_out: Iterable[str] = ()) -> Position:
    """:meth:`Position.from_options`, with ``hand`` as dealt or as held now."""
    return Position.from_options(game=game, hand=hand_as_held(hand, seen), known=known, seen=seen, sizes=sizes,
                                 trumps=trumps, turn_up=turn_up, dealer=dealer, shown_out=shown_out)


def hand_as_held(hand: str | None, seen: str | None) -> str | None:
    """My hand as held now: the cards of ``hand`` seen played by me (or by no seat said) taken out.

    >>> hand_as_held("AS KS QS", "me:AS left:2S"), hand_as_held("AS KS", None)
    ('KS QS', 'AS KS')
    """
    if hand is not None and seen:
        cards = parse_cards(hand, "my hand")
        mine = {played.card for played in parse_seen(seen) if played.seat in (Seat.ME, None)}
        if mine & set(cards):
            return format_cards([card for card in cards if card not in mine])
    return hand
