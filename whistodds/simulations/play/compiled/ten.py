"""The ``catch-the-ten`` play model for Scotch Whist: ``hoyle``, plus the source's advice.

Source (``scotch-whist.txt``): "In a partnership game the player who has been
dealt the 10, either singleton or doubleton, would be well advised to lead it
... If the game is being played all against all, the player who has been dealt
the 10 should try and get rid of all the cards in his shortest suit, so that he
can win the 10 by trumping with it"; and "a player must direct his play towards
winning tricks that contain the top cards of the trump suit".

- In sides, the holder of the trump ten with one or two trumps leads it.
- All against all, the holder of the ten trumps with it when it would win the
  trick, and otherwise discards from his shortest plain suit (never trumping
  with another card), so as to be void and keep the ten to trump with.
- Everyone: when the trick already holds a counting trump and he can take it,
  he takes it as cheaply as he can.
Otherwise every decision is ``hoyle``'s.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest, popcount
from whistodds.simulations.play.compiled.hoyle import choose_hoyle_called as choose_hoyle
from whistodds.simulations.play.compiled.hoyle.renounce import _discard


@numba.njit(cache=True)
def choose_catch_the_ten(random_state, seat, st):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    ten = st[S.TEN]
    trumps = st[S.HAND + seat * 4 + trump]
    holds_ten = ten >= 0 and (trumps >> ten) & 1 == 1
    in_sides = st[S.PARTNERS + seat] != 0
    position = st[S.POSITION]
    if position == 0:
        if holds_ten and in_sides and popcount(trumps) <= 2:
            return trump << S.SUIT_SHIFT | ten
        return choose_hoyle(random_state, seat, st)
    led = st[S.LED_SUIT]
    win_suit = st[S.WIN_SUIT]
    win_strength = st[S.WIN_STRENGTH]
    partner_winning = st[S.SIDE_OF + st[S.WIN_SEAT]] == st[S.SIDE_OF + seat]
    following = st[S.HAND + seat * 4 + led]
    if following == 0 and holds_ten and not in_sides:
        if win_suit != trump or win_strength < ten:
            return trump << S.SUIT_SHIFT | ten  # trump with the ten: it wins the trick
        return _discard(seat, st)
    if st[S.TRICK_POINTS] > 0 and not partner_winning:
        # A counting trump is in the trick: take it as cheaply as possible.
        if following != 0:
            if win_suit == led:
                above = following & ~((2 << win_strength) - 1)
                if above != 0:
                    return led << S.SUIT_SHIFT | lowest(above)
        elif trumps != 0:
            above = trumps & ~((2 << win_strength) - 1) if win_suit == trump else trumps
            if above != 0:
                return trump << S.SUIT_SHIFT | lowest(above)
    return choose_hoyle(random_state, seat, st)
