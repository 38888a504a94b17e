"""``hoyle`` out of the suit led: trumping, or discarding from the weakest suit.

Rules (``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES, the line of each): XIII (258) a
thirteenth card is not trumped but by the last player; XV (266) strong in trumps, a doubtful card is not
trumped; XVI (270) weak, it is ("make them when you can"); XXV (312) and XXVIII (326) the last player takes
the trick when he can, never over a partner already winning; and from the 1911 Britannica
(``britannica-1911-whist.txt``, line 111, ``hoyle-score`` only), one more trick that wins or saves the game
is trumped now.  A trump over a partner's card that is safe is never played.  Discards, which no rule
orders, come from the weakest (shortest, then lowest-topped) plain suit.  Under Gleek's reading
(``Game.trump_must_match``) only a trump of equal or higher rank takes a plain card.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest
from whistodds.simulations.play.compiled.hoyle.context import _attends, _decisive
from whistodds.simulations.play.compiled.hoyle.sight import _winning_card_is_safe
from whistodds.simulations.play.compiled.hoyle.table import _above, _length_then_top, _lowest_above, _mine, _on, _others


@numba.njit(cache=True, inline="always")
def _renounce(seat, st, strong):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    led = st[S.LED_SUIT]
    trumps = _mine(st, seat, trump)
    if trumps == 0:
        return _discard(seat, st)
    if st[S.WIN_SUIT] == trump:
        needed = _lowest_above(trumps, st[S.WIN_STRENGTH])
    elif st[S.MUST_MATCH]:  # a Gleek reading: only a trump of equal or higher rank takes a plain card
        needed = lowest(trumps & ~((1 << st[S.WIN_STRENGTH]) - 1))
    else:
        needed = lowest(trumps)
    if needed < 0:
        return _discard(seat, st)  # cannot over-trump
    partner_winning = st[S.SIDE_OF + st[S.WIN_SEAT]] == st[S.SIDE_OF + seat]
    last = st[S.POSITION] == st[S.PLAYERS] - 1
    if partner_winning and (last or _winning_card_is_safe(seat, st)):
        return _discard(seat, st)
    if last:
        return trump << S.SUIT_SHIFT | needed if _on(st, seat, R.FOURTH_HAND_WINS) else _discard(seat, st)
    # Britannica (111), XXV: one more trick wins or saves the game: trump it now.
    if _attends(st, seat) and _decisive(st, seat) and _on(st, seat, R.XXV):
        return trump << S.SUIT_SHIFT | needed
    if st[S.WIN_SUIT] == led:
        others_led = _others(st, seat, led)
        # XIII: a thirteenth card is not trumped but by the last player.
        if others_led == 0 and _on(st, seat, R.XIII):
            return _discard(seat, st)
        # XV: strong in trumps, a doubtful card (one that may yet be beaten) is not trumped; XVI: weak,
        # it is (without XVI, a weak hand discards).
        if (partner_winning or _above(others_led, st[S.WIN_STRENGTH]) != 0) and (
                _on(st, seat, R.XV) if strong else not _on(st, seat, R.XVI)):
            return _discard(seat, st)
    return trump << S.SUIT_SHIFT | needed  # XVI, XXVIII


@numba.njit(cache=True, inline="always")
def _discard(seat, st):  # pragma: no cover - compiled
    """The lowest card of the weakest (shortest, then lowest-topped) plain suit."""
    # Without branches, as the strong-suit search in ``_lead``: the lowest key
    # (score * 8 + suit) is the weakest suit, ties going to the lower suit.
    trump = st[S.TRUMP]
    best_key = 1 << 30
    for suit in range(4):
        mine = _mine(st, seat, suit)
        key = _length_then_top(mine) * 8 + suit
        best_key = min(best_key, key if (suit != trump) & (mine != 0) else 1 << 30)
    best = trump if best_key == 1 << 30 else best_key & 7
    return best << S.SUIT_SHIFT | lowest(_mine(st, seat, best))
