"""What the score means for the hand, as ``hoyle-score`` reads it: the play context of
:mod:`whistodds.games.contexts` (the tricks that win the game this hand, and those that save it).

Rules (``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES): XXVI (line 316), "Attend to the score":
whether a seat attends at all (``hoyle`` never does; ``hoyle-score`` where something turns on the score);
XXV (312), "Neglect not to make the odd trick", with the 1911 Britannica (``britannica-1911-whist.txt``,
line 111), "If the winning of one more trick wins or saves the game ... play it": one more trick decides;
XXI (292): playing for the odd trick; V (220): "if the game is much against you"; and the Britannica's
"more venturesome style of play ... when the odd trick is a certainty" (line 117).  The leads, following
and trumping (:mod:`~whistodds.simulations.play.compiled.hoyle.lead`, :mod:`~whistodds.simulations.play.compiled.hoyle.follow`,
:mod:`~whistodds.simulations.play.compiled.hoyle.renounce`) ask these.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.hoyle.table import _on


@numba.njit(cache=True, inline="always")
def _attends(st, seat):  # pragma: no cover - compiled
    """Whether ``seat`` plays ``hoyle-score`` in a hand where something turns on the score (and XXVI is on)."""
    return ((st[S.ATTENDS] >> seat) & 1 == 1) & _on(st, seat, R.XXVI)


@numba.njit(cache=True, inline="always")
def _our_tricks(st, seat):  # pragma: no cover - compiled
    return st[S.TRICKS_WON + st[S.SIDE_OF + seat]]


@numba.njit(cache=True, inline="always")
def _decisive(st, seat):  # pragma: no cover - compiled
    """Britannica (111): one more trick wins or saves the game (XXV: the odd trick when it does)."""
    following = _our_tricks(st, seat) + 1
    return (following == st[S.WIN_AT + seat]) | (following == st[S.SAVE_AT + seat])


@numba.njit(cache=True, inline="always")
def _playing_for_the_odd_trick(st, seat):  # pragma: no cover - compiled
    """XXI: the odd trick wins or saves the game, and neither side has made it yet."""
    odd = st[S.CARDS_PER_HAND] // 2 + 1
    ours = _our_tricks(st, seat)
    theirs = st[S.TRICK] - ours
    return ((st[S.WIN_AT + seat] == odd) | (st[S.SAVE_AT + seat] == odd)) & (ours < odd) & (
        theirs < st[S.CARDS_PER_HAND] + 1 - odd)


@numba.njit(cache=True, inline="always")
def _venturesome(st, seat):  # pragma: no cover - compiled
    """Britannica (117): the odd trick is made and more tricks would win the game this hand."""
    ours = _our_tricks(st, seat)
    return (ours >= st[S.CARDS_PER_HAND] // 2 + 1) & (st[S.WIN_AT + seat] > ours) & (
        st[S.WIN_AT + seat] <= st[S.CARDS_PER_HAND])


@numba.njit(cache=True, inline="always")
def _much_against(st, seat):  # pragma: no cover - compiled
    """V's "if the game is much against you": we cannot win the game this hand, the adversaries can."""
    return (st[S.WIN_AT + seat] > st[S.CARDS_PER_HAND]) & (st[S.SAVE_AT + seat] >= 1)
