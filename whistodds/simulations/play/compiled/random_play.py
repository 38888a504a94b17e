"""The ``random`` play model: a uniformly random legal card."""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import next_uniform, nth_card, popcount


@numba.njit(cache=True)
def choose_random(random_state, seat, st):  # pragma: no cover - compiled
    hand = S.HAND + seat * 4
    led = st[S.LED_SUIT]
    if st[S.POSITION] > 0 and st[hand + led] != 0:
        mask = st[hand + led]
        return led << S.SUIT_SHIFT | nth_card(mask, int(next_uniform(random_state) * popcount(mask)))
    total = popcount(st[hand]) + popcount(st[hand + 1]) + popcount(st[hand + 2]) + popcount(st[hand + 3])
    pick = int(next_uniform(random_state) * total)
    for suit in range(4):
        count = popcount(st[hand + suit])
        if pick < count:
            return suit << S.SUIT_SHIFT | nth_card(st[hand + suit], pick)
        pick -= count
    return -1
