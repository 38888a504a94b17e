"""``hoyle`` following suit: second, third and fourth hand.

Rules (``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES, the line of each): XXII (296) win with
the lowest of a sequence; SECOND HAND, XXIII (302) ace, king and small ones: a small one if strong in
trumps, the king if weak; THIRD HAND, XXIV (308) ace and queen: the queen, otherwise the best over a
partner's small lead; XXI (292) playing for the odd trick, no finesse (``hoyle-score``); XXV (312) and
XXVIII (326): the last player wins when he can, as cheaply as possible, never over a partner already
winning.  From the 1911 Britannica (``britannica-1911-whist.txt``, line 111, ``hoyle-score`` only): second
or third hand wins with a sure winner when one more trick wins or saves the game.  Second hand low and
third hand high are the common practice the rules assume (each a switch of
:mod:`whistodds.simulations.play.rule_switches`); with sight of other hands
(:mod:`~whistodds.simulations.play.compiled.hoyle.sight`) second hand wins where a partner after him is seen unable
to, and third hand seeing every hand after him takes no finesse against an unknown holding.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import highest, lowest, lowest_equivalent, popcount, sequence_length
from whistodds.simulations.play.compiled.hoyle.context import _attends, _decisive, _playing_for_the_odd_trick
from whistodds.simulations.play.compiled.hoyle.sight import (_beaten_later, _lowest_sure_winner, _partners_after_cannot_win,
                                                     _sees_every_later, _sight, _winning_card_is_safe)
from whistodds.simulations.play.compiled.hoyle.table import _above, _adversaries, _lowest_above, _mine, _on, _others
from whistodds.simulations.play.compiled.suits import third_hand_tenace


@numba.njit(cache=True)  # called, not inlined: only seats attending to the score come here
def _decisive_follow(seat, st, partner_winning):  # pragma: no cover - compiled
    """Britannica (111): one more trick wins or saves the game: second or third hand wins it with a card
    sure to win, unless partner's card is safe already; not with a trump ("good at any time").  -1: no."""
    led = st[S.LED_SUIT]
    mine = _mine(st, seat, led)
    others = _others(st, seat, led)
    top = highest(mine)
    if led != st[S.TRUMP] and _decisive(st, seat) and _above(others, top) == 0 and not (
            partner_winning and _winning_card_is_safe(seat, st)):
        if _others(st, seat, st[S.TRUMP]) == 0 or st[S.SHOWN_OUT + led] & _adversaries(st, seat) == 0:
            return led << S.SUIT_SHIFT | lowest_equivalent(mine, others, top)
    return -1


@numba.njit(cache=True, inline="always")
def _follow(seat, st, strong):  # pragma: no cover - compiled
    led = st[S.LED_SUIT]
    mine = _mine(st, seat, led)
    others = _others(st, seat, led)
    position = st[S.POSITION]
    win_strength = st[S.WIN_STRENGTH]
    partner_winning = st[S.SIDE_OF + st[S.WIN_SEAT]] == st[S.SIDE_OF + seat]
    low = led << S.SUIT_SHIFT | lowest(mine)
    if st[S.WIN_SUIT] != led or _above(mine, win_strength) == 0:
        return low  # cannot win: play the lowest
    if position == st[S.PLAYERS] - 1:
        if partner_winning or not _on(st, seat, R.FOURTH_HAND_WINS):
            return low  # never over a partner already winning
        return led << S.SUIT_SHIFT | _lowest_above(mine, win_strength)  # win as cheaply as possible
    top = highest(mine)
    attends = _attends(st, seat)
    if attends and _on(st, seat, R.XXV):
        decisive = _decisive_follow(seat, st, partner_winning)
        if decisive >= 0:
            return decisive
    sight = _sight(st, seat)
    if position == 1:
        # XXIII: ace, king and small ones: the king if weak in trumps, a small one if strong.
        if led != st[S.TRUMP] and not strong and _above(others, top) == 0 and popcount(mine) >= 3 and (
            sequence_length(mine, others, top) >= 2
        ) and _on(st, seat, R.XXIII):
            return led << S.SUIT_SHIFT | lowest_equivalent(mine, others, top)
        # Second hand low leaves the trick to a partner after me; where I see that he cannot win it (a
        # dummy, or the hand I play for), I win it myself with the lowest card sure to win, if I have one.
        if sight != 0 and _partners_after_cannot_win(seat, st, sight):
            sure = _lowest_sure_winner(seat, st, sight, mine)
            if sure >= 0:
                return led << S.SUIT_SHIFT | sure
        if _on(st, seat, R.SECOND_HAND_LOW):
            return low  # second hand low
        best = lowest_equivalent(mine, others, top)  # without it: high, as third hand
        return led << S.SUIT_SHIFT | (best if best > win_strength else _lowest_above(mine, win_strength))
    # Third hand seeing every hand still to play (dummy on his left; Double Dummy): no finesse against an
    # unknown holding; low when partner's card is safe, else the lowest card sure to win, else low.
    if sight != 0 and _sees_every_later(st, sight):
        if partner_winning and not _beaten_later(seat, st, sight, st[S.WIN_SUIT], win_strength):
            return low
        sure = _lowest_sure_winner(seat, st, sight, mine)
        return low if sure < 0 else led << S.SUIT_SHIFT | sure
    # Over a partner's winning card, third hand plays high only to a small lead
    # (two or more cards still out above it) and never when it is safe already.
    if partner_winning and (
        popcount(_above(others, win_strength)) < 2 or _winning_card_is_safe(seat, st)
    ):
        return low
    # XXIV: third hand with ace and queen over partner's lead plays the queen.
    unplayed = st[S.REMAINING + led]
    # XXI: playing for the odd trick, avoid finessing (the ace, not the queen).
    if st[S.SIDE_OF + st[S.LEADER]] == st[S.SIDE_OF + seat] and third_hand_tenace(mine, unplayed) and not (
            attends and _playing_for_the_odd_trick(st, seat) and _on(st, seat, R.XXI)) and _on(st, seat, R.XXIV):
        first = highest(unplayed)
        second = highest(unplayed & ~(1 << first))
        third = highest(unplayed & ~(1 << first) & ~(1 << second))
        if (mine >> third) & 1 and third > win_strength:
            return led << S.SUIT_SHIFT | third
    # Third hand high, winning with the lowest of a sequence (XXII).
    if not _on(st, seat, R.THIRD_HAND_HIGH):
        return low
    best = lowest_equivalent(mine, others, top) if _on(st, seat, R.XXII) else top
    if best > win_strength:
        return led << S.SUIT_SHIFT | best
    return led << S.SUIT_SHIFT | _lowest_above(mine, win_strength)
