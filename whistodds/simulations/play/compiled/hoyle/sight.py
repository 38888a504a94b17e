"""The hands a ``hoyle`` player sees besides his own, read exactly, and whether the card now winning is safe.

Only what a player can decide from the cards he sees is used (``Game.sight``): at Dummy Whist dummy's
cards "are exposed on the table before the play begins" (``britannica-1911-whist.txt``, line 81), seen by
all, and dummy's partner plays both hands; at Double Dummy every hand is seen.  Where a player sees a hand
besides his own, the players still to play to the trick are read from their cards: whether one of them can
beat a card, whether a partner after him can win, and his lowest card sure to win.  Without sight the card
winning is safe when no unplayed card of its suit outside his hand is above it and, unless it is a trump,
no player after him has shown out of the suit led while others still hold trumps (XIX, line 282 of
``bob-short-hoyle-abridged-1793.txt``: the cards out are remembered).  Second and third hand
(:mod:`~whistodds.simulations.play.compiled.hoyle.follow`) and the renounce (:mod:`~whistodds.simulations.play.compiled.hoyle.renounce`)
ask these.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest
from whistodds.simulations.play.compiled.hoyle.table import _above, _others


@numba.njit(cache=True, inline="always")
def _sight(st, seat):  # pragma: no cover - compiled
    """The seats besides mine whose hands I see (an exposed dummy's; every hand at Double Dummy), 0 for none."""
    return st[S.SEES + seat] & ~(1 << seat)


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _unseen(st, seat, suit, sight):  # pragma: no cover - compiled
    """Unplayed cards of the suit in the hands I do not see."""
    hidden = _others(st, seat, suit)
    while sight:
        other = lowest(sight)
        sight &= sight - 1
        hidden &= ~st[S.HAND + other * 4 + suit]
    return hidden


@numba.njit(cache=True, inline="always")
def _later_seat(st, k):  # pragma: no cover - compiled
    """The seat playing ``k``-th to this trick (0: the leader)."""
    later = st[S.LEADER] + k
    return later - st[S.PLAYERS] if later >= st[S.PLAYERS] else later


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _can_beat(seat, st, sight, later, suit, strength):  # pragma: no cover - compiled
    """Whether ``later``, still to play to this trick, may beat the card ``suit``/``strength``: exactly, from
    his cards, when I see his hand; otherwise as without sight (an unseen card above it, or a trump where he
    has shown out of the suit led)."""
    trump = st[S.TRUMP]
    led = st[S.LED_SUIT]
    if (sight >> later) & 1:
        following = st[S.HAND + later * 4 + led]
        if following != 0:  # he must follow suit
            return (suit == led) & (_above(following, strength) != 0)
        if suit == trump:
            return _above(st[S.HAND + later * 4 + trump], strength) != 0
        return (led != trump) & (st[S.HAND + later * 4 + trump] != 0)
    if _above(_unseen(st, seat, suit, sight), strength) != 0:
        return True
    return (suit != trump) & ((st[S.SHOWN_OUT + led] >> later) & 1 == 1) & (_unseen(st, seat, trump, sight) != 0)


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _beaten_later(seat, st, sight, suit, strength):  # pragma: no cover - compiled
    """Whether any player after me may beat the card ``suit``/``strength`` (with the hands I see read exactly)."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        if _can_beat(seat, st, sight, _later_seat(st, k), suit, strength):
            return True
    return False


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _partners_after_cannot_win(seat, st, sight):  # pragma: no cover - compiled
    """Whether I see the hand of every partner still to play, and none of them can beat the card now winning."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        later = _later_seat(st, k)
        if st[S.SIDE_OF + later] == st[S.SIDE_OF + seat] and (
                (sight >> later) & 1 == 0 or _can_beat(seat, st, sight, later, st[S.WIN_SUIT], st[S.WIN_STRENGTH])):
            return False
    return True


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _sees_every_later(st, sight):  # pragma: no cover - compiled
    """Whether I see the hands of every player still to play to this trick."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        if (sight >> _later_seat(st, k)) & 1 == 0:
            return False
    return True


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _lowest_sure_winner(seat, st, sight, mine):  # pragma: no cover - compiled
    """My lowest card of the suit led that beats the card now winning and that no player after me may beat
    (-1: none)."""
    led = st[S.LED_SUIT]
    candidates = _above(mine, st[S.WIN_STRENGTH]) << (st[S.WIN_STRENGTH] + 1) if st[S.WIN_SUIT] == led else 0
    while candidates:
        card = lowest(candidates)
        candidates &= candidates - 1
        if not _beaten_later(seat, st, sight, led, card):
            return card
    return -1


@numba.njit(cache=True, inline="always")
def _winning_card_is_safe(seat, st):  # pragma: no cover - compiled
    """Whether the card now winning cannot be beaten by the players still to play (read exactly from the
    hands I see, where I see any besides mine)."""
    trump = st[S.TRUMP]
    win_suit = st[S.WIN_SUIT]
    sight = _sight(st, seat)
    if sight != 0:
        return not _beaten_later(seat, st, sight, win_suit, st[S.WIN_STRENGTH])
    if _above(_others(st, seat, win_suit), st[S.WIN_STRENGTH]) != 0:
        return False
    if win_suit != trump and _others(st, seat, trump) != 0:
        players = st[S.PLAYERS]
        for k in range(st[S.POSITION] + 1, players):
            later = st[S.LEADER] + k
            if later >= players:
                later -= players
            if (st[S.SHOWN_OUT + st[S.LED_SUIT]] >> later) & 1:
                return False
    return True
