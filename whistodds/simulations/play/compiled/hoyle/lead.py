"""``hoyle``'s lead: which suit to lead, and which card of it.

Rules (``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES, the line of each): I (204) the strong
suit; III (212) ace, king and two or three small; IV (216) the highest of a sequence, the lowest of a quart
or cinque to a king; V (220) through an honour; VI (228) the losing card with the last trump; VII (232) a
trump with four or five; VIII (236) the best trump when the adversaries are eight (``hoyle-score``); IX
(240) return the partner's lead; X (244) not from ace-queen or ace-knave; XI (248) no ace without the king;
XII (252) no thirteenth card while trumps are out; XVII (274) the best trump after a partner's refusal to
trump; XVIII (278) one trump when holding all the rest; XX (286) no force of a partner when weak in trumps;
XXI (292) for the odd trick, no trump lead and sure winners first.  From the 1911 Britannica
(``britannica-1911-whist.txt``, ``hoyle-score`` only): the sure winner led when one more trick wins or saves
the game (line 111), and trumps led with three when the odd trick is made and more are wanted (line 117).
:mod:`whistodds.simulations.play.compiled.hoyle` says how far each is implemented.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import highest, lowest, lowest_equivalent, popcount, sequence_length, sequence_run
from whistodds.simulations.play.compiled.hoyle.context import (_attends, _decisive, _much_against, _playing_for_the_odd_trick,
                                                       _venturesome)
from whistodds.simulations.play.compiled.hoyle.table import (_above, _adversaries, _holds_trumps, _length_then_top, _mine, _on,
                                                     _others)
from whistodds.simulations.play.compiled.suits import lead_tenace, winners_in_suit


@numba.njit(cache=True, inline="always")
def _honour_on_my_left(st, seat):  # pragma: no cover - compiled
    """V: the dealer sits on my left, is an adversary and still holds a turned-up king, queen or knave."""
    turn_up = st[S.TURN_UP]
    left = seat + 1 if seat + 1 < st[S.PLAYERS] else 0
    top = st[S.PLAIN_TOP]
    strength = turn_up & S.STRENGTH_MASK
    return (turn_up >= 0) & (st[S.DEALER] == left) & (st[S.SIDE_OF + left] != st[S.SIDE_OF + seat]) & (
        strength >= top - 3) & (strength < top)


@numba.njit(cache=True, inline="always")
def _sure_plain_winner(seat, st):  # pragma: no cover - compiled
    """A plain suit whose best card I hold and no adversary can trump (-1: none), for making tricks early."""
    trump = st[S.TRUMP]
    others_trumps = _others(st, seat, trump)
    adversaries = _adversaries(st, seat)
    for suit in range(4):
        mine = _mine(st, seat, suit)
        if suit != trump and mine != 0 and _above(_others(st, seat, suit), highest(mine)) == 0 and (
                others_trumps == 0 or st[S.SHOWN_OUT + suit] & adversaries == 0):
            return suit
    return -1


@numba.njit(cache=True, inline="always")
def _is_ace_king_holding(run, above, length):  # pragma: no cover - compiled
    """III's holding, from my cards of a suit: my top card the best left (``above``: unplayed cards
    above it that I do not hold), two in sequence from it, not three (``run``), and two or three more."""
    return (above == 0) & (run == 2) & (length >= 4) & (length <= 5)


@numba.njit(cache=True, inline="always")
def _is_sequence(run, above):  # pragma: no cover - compiled
    """IV's sequence at the top of my cards of a suit: a terce or more ("a sequence of any three
    cards", the Terms), or two cards headed by one of the three best left."""
    return (run >= 3) | (run >= 2) & (above <= 2)


@numba.njit(cache=True, inline="always")
def _top_counts(mine, others):  # pragma: no cover - compiled
    """(run, above) of my top card: my cards in sequence down from it, and the unplayed cards above it."""
    top = highest(mine)
    return sequence_length(mine, others, top), popcount(_above(others, top))


@numba.njit(cache=True, inline="always")
def _heads_a_sequence(mine, others):  # pragma: no cover - compiled
    """Whether my top cards of a suit make IV's sequence."""
    run, above = _top_counts(mine, others)
    return _is_sequence(run, above)


@numba.njit(cache=True, inline="always")
def _ace_king_suit(seat, st):  # pragma: no cover - compiled
    """III's plain suit, if I hold one (-1: none)."""
    for suit in range(4):
        mine = _mine(st, seat, suit)
        run, above = _top_counts(mine, _others(st, seat, suit))
        if (suit != st[S.TRUMP]) & (mine != 0) & _is_ace_king_holding(run, above, popcount(mine)):
            return suit
    return -1


@numba.njit(cache=True)
def _lead(seat, st, strong):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    mine_trumps = _mine(st, seat, trump)
    others_trumps = _others(st, seat, trump)
    five_trumps = _holds_trumps(st, seat, 5)
    attends = _attends(st, seat)
    playing_odd = attends and _playing_for_the_odd_trick(st, seat)  # XX's "want the odd trick"
    for_the_odd_trick = playing_odd and _on(st, seat, R.XXI)
    # VI: the last trump, winning cards and one losing card: lead the loser.
    if mine_trumps != 0 and others_trumps == 0:
        losers = 0
        losing_suit = -1
        for suit in range(4):
            mine = _mine(st, seat, suit)
            if suit != trump and mine != 0:
                suit_losers = popcount(mine) - winners_in_suit(mine, _others(st, seat, suit))
                losers += suit_losers
                if suit_losers > 0:
                    losing_suit = suit
        if losers == 1 and _on(st, seat, R.VI):
            return losing_suit << S.SUIT_SHIFT | lowest(_mine(st, seat, losing_suit))
        # XVIII: holding all the remaining trumps, play one.
        if st[S.HAS_LED + seat * 4 + trump] == 0 and _on(st, seat, R.XVIII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
    if attends:
        # Britannica (111): one more trick wins or saves the game: lead the winning card if I
        # hold one ("unless it be the winning trump, which is good at any time").
        if _decisive(st, seat) and _on(st, seat, R.XXV):
            sure = _sure_plain_winner(seat, st)
            if sure >= 0:
                mine = _mine(st, seat, sure)
                return sure << S.SUIT_SHIFT | lowest_equivalent(mine, _others(st, seat, sure), highest(mine))
        # VIII: the adversaries are at eight (they need the odd trick and one more) and I have no
        # honour: my best trump, but not with four trumps unless they head a sequence.
        top = st[S.PLAIN_TOP]
        if (st[S.SAVE_AT + seat] == st[S.CARDS_PER_HAND] - (st[S.CARDS_PER_HAND] // 2 + 1)) and mine_trumps != 0 and (
                others_trumps != 0) and st[S.HAS_LED + seat * 4 + trump] == 0 and highest(mine_trumps) < top - 3 and (
                not strong or _heads_a_sequence(mine_trumps, others_trumps)) and _on(st, seat, R.VIII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
    # V: lead through an honour: a turned-up king, queen or knave on my left, with three trumps
    # or more ("particularly if the game is much against you": then with any trump).
    if mine_trumps != 0 and others_trumps != 0 and _honour_on_my_left(st, seat) and not for_the_odd_trick and (
            _holds_trumps(st, seat, 3) or (attends and _much_against(st, seat))) and _on(st, seat, R.V):
        return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                          st[S.RULES_OFF + seat])
    partners = st[S.PARTNERS + seat]
    # IX: return your partner's lead, but not immediately when holding five trumps, or when I have
    # just won with the king, queen or knave of his suit and hold only small ones (nine or lower) of it.
    last_win = st[S.LAST_WIN]
    won_with_face = (last_win >= 0) & ((last_win & S.STRENGTH_MASK) >= st[S.PLAIN_TOP] - 3) & (
        (last_win & S.STRENGTH_MASK) < st[S.PLAIN_TOP])
    remaining_partners = partners if _on(st, seat, R.IX) else 0
    while remaining_partners:
        partner = lowest(remaining_partners)
        remaining_partners &= remaining_partners - 1
        suit = st[S.FIRST_LEAD + partner]
        if suit >= 0 and _mine(st, seat, suit) != 0 and st[S.HAS_LED + seat * 4 + suit] == 0 and not (
            five_trumps and suit != trump and others_trumps != 0
        ) and not (won_with_face and (last_win >> S.SUIT_SHIFT) == suit and
                   highest(_mine(st, seat, suit)) <= st[S.PLAIN_TOP] - 5):
            mine = _mine(st, seat, suit)
            # Three dealt, or a sure winner (my best card above all the others'): the highest.
            top = highest(mine)
            high = (st[S.ORIGINAL_LENGTH + seat * 4 + suit] == 3) | (top > highest(_others(st, seat, suit)))
            return suit << S.SUIT_SHIFT | (top if high else lowest(mine))
    if mine_trumps != 0 and others_trumps != 0:
        # XVII: partner refused to trump a suit of which he knew I had not the best: my best trump.
        if st[S.REFUSED_TRUMP] & partners and _on(st, seat, R.XVII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
        # VII: lead a trump with four or five (four in thirteen: strong); XXI: playing for the odd
        # trick, be cautious of trumping out; Britannica (117): with the odd trick made and more
        # tricks wanted, the venturesome style leads trumps with three.
        # III decides where I hold a plain suit of ace, king and two or three small: strong in
        # trumps, a small one of it.
        if not for_the_odd_trick and strong and _on(st, seat, R.VII):
            ace_king = _ace_king_suit(seat, st) if _on(st, seat, R.III) else -1
            if ace_king >= 0:
                return ace_king << S.SUIT_SHIFT | lowest(_mine(st, seat, ace_king))
            return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                              st[S.RULES_OFF + seat])
        if not for_the_odd_trick and attends and _venturesome(st, seat) and _holds_trumps(st, seat, 3) and _on(
                st, seat, R.VENTURESOME):
            return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                              st[S.RULES_OFF + seat])
    # XXI: playing for the odd trick, make all the tricks you can early.
    if for_the_odd_trick:
        sure = _sure_plain_winner(seat, st)
        if sure >= 0:
            mine = _mine(st, seat, sure)
            return sure << S.SUIT_SHIFT | lowest_equivalent(mine, _others(st, seat, sure), highest(mine))
    # XX: never force your partner when weak in trumps, unless I have a renounce (a plain suit
    # I am out of while the others hold it, and a trump) or want the odd trick.
    renounce = False
    if mine_trumps != 0:
        for suit in range(4):
            renounce |= (suit != trump) & (_mine(st, seat, suit) == 0) & (_others(st, seat, suit) != 0)
    # I, X, XII, XX: the strong suit, not a tenace, not a thirteenth card, not a force when weak.
    # Written without branches (the suits' order is data, so branches mispredict): each
    # suit's key is its score (length, then top card) * 8 + 7 - suit, so the highest key is
    # the best suit and ties go to the lower suit; -1 marks a suit that may not be led.
    best_key = -1
    fallback_key = -1
    refused_force = 0 if strong or renounce or playing_odd or not _on(st, seat, R.XX) else partners
    # Without I, the suit's strength counts for nothing: the first suit allowed.
    by_strength = 1 if _on(st, seat, R.I) else 0
    tenace_barred = _on(st, seat, R.X)
    thirteenth_barred = _on(st, seat, R.XII)
    for suit in range(4):
        mine = _mine(st, seat, suit)
        unplayed = st[S.REMAINING + suit]
        key = _length_then_top(mine) * by_strength * 8 + 7 - suit
        key = key if (suit != trump) & (mine != 0) else -1
        fallback_key = max(fallback_key, key)
        excluded = (
            lead_tenace(mine, unplayed) & tenace_barred
            | ((unplayed & ~mine) == 0) & (others_trumps != 0) & thirteenth_barred
            | ((st[S.SHOWN_OUT + suit] & refused_force) != 0)
        )
        best_key = max(best_key, -1 if excluded else key)
    if best_key < 0:
        best_key = fallback_key
    best = trump if best_key < 0 else 7 - (best_key & 7)
    return _lead_from(best, _mine(st, seat, best), _others(st, seat, best), trump, strong,
                      st[S.HAS_LED + seat * 4 + best], st[S.RULES_OFF + seat])


@numba.njit(cache=True, inline="always")
def _lead_from(suit, mine, others, trump, strong, first_led, off):  # pragma: no cover - compiled
    """The card to lead from ``suit``: the rules below, as selects rather than branches
    (which card it is depends on the hand, so branches mispredict; measured faster).
    ``first_led`` is 0 if I have not led the suit, else the strength of the first card I led of it + 1;
    ``off`` the rules I do without."""
    ace_king_on = (off >> R.III) & 1 == 0
    sequence_on = (off >> R.IV) & 1 == 0
    top = highest(mine)
    run_low, run = sequence_run(mine, others, top)
    low = lowest(mine)
    length = popcount(mine)
    above = popcount(_above(others, top))
    best_left = above == 0  # my top card is the best left
    # III: ace, king and two or three small: a small one if strong in trumps; if weak, the ace and
    # then the king (which, the ace gone, is the best left: not an ace without its king under XI).
    # "Then the king": I led the suit first with a card above my best now, the ace.
    small_from_ace_king = _is_ace_king_holding(run, above, length) & (suit != trump) & strong & ace_king_on
    ace_then_king = best_left & (first_led > top + 1) & (suit != trump) & (strong == 0) & ace_king_on
    # XI: no ace without the king.
    small_under_ace = best_left & (run < 2) & (length > 1) & (ace_then_king == 0) & ((off >> R.XI) & 1 == 0)
    # IV: quart to a king, the lowest of it; else the highest of a sequence.
    quart_to_king = (above == 1) & (run >= 4) & sequence_on
    highest_of_sequence = (above > 0) & _is_sequence(run, above) & sequence_on
    small_card = small_from_ace_king | small_under_ace | (above > 0) & (quart_to_king == 0) & (highest_of_sequence == 0)
    card = low if small_card else top
    card = run_low if quart_to_king else card
    return suit << S.SUIT_SHIFT | card
