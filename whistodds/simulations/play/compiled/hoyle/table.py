"""What a ``hoyle`` player reads at the table: his cards and the others' of a suit, his strength in trumps,
and which rules he plays; the compiled helpers every part of :mod:`whistodds.simulations.play.compiled.hoyle` asks.

Rules (``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES): XIX (line 282), "Remember how many of
each suit are out, and what is the best card left": every test here judges a suit against the cards still
unplayed, so once the ace is out the king is treated as the ace.  "Strong in trumps" (III, VII, XV, XVI,
XXIII) is four trumps in a hand of thirteen, scaled to the hand size; IX's "five trumps" likewise five in
thirteen.  Each rule can be turned off seat by seat (:mod:`whistodds.simulations.play.rule_switches`).
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import highest, lowest, popcount


@numba.njit(cache=True, inline="always")
def _on(st, seat, rule):  # pragma: no cover - compiled
    """Whether ``seat`` plays ``rule`` (a bit of :mod:`whistodds.simulations.play.rule_switches`)."""
    return (st[S.RULES_OFF + seat] >> rule) & 1 == 0


@numba.njit(cache=True, inline="always")
def _holds_trumps(st, seat, in_thirteen):  # pragma: no cover - compiled
    """Whether ``seat`` holds ``in_thirteen`` trumps or more, scaled to the hand size (4: strong)."""
    return popcount(st[S.HAND + seat * 4 + st[S.TRUMP]]) * 13 >= in_thirteen * st[S.CARDS_PER_HAND]


@numba.njit(cache=True, inline="always")
def _length_then_top(mine):  # pragma: no cover - compiled
    """A suit's strength for choosing which to lead or discard: length first, then top card."""
    return popcount(mine) * 16 + highest(mine)


@numba.njit(cache=True, inline="always")
def _mine(st, seat, suit):  # pragma: no cover - compiled
    return st[S.HAND + seat * 4 + suit]


@numba.njit(cache=True, inline="always")
def _others(st, seat, suit):  # pragma: no cover - compiled
    """Unplayed cards of the suit that I do not hold."""
    return st[S.REMAINING + suit] & ~st[S.HAND + seat * 4 + suit]


@numba.njit(cache=True, inline="always")
def _above(mask, strength):  # pragma: no cover - compiled
    return mask >> (strength + 1)


@numba.njit(cache=True, inline="always")
def _lowest_above(mask, strength):  # pragma: no cover - compiled
    return lowest(mask & ~((2 << strength) - 1))


@numba.njit(cache=True, inline="always")
def _adversaries(st, seat):  # pragma: no cover - compiled
    return ((1 << st[S.PLAYERS]) - 1) & ~st[S.PARTNERS + seat] & ~(1 << seat)
