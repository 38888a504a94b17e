"""The trick-play engine: every deal of a batch played out in one compiled loop.

Rules come from the game's data: rank order per suit with the trump promotion,
2–8 players, the eldest hand (dealer's left) leads, follow suit if able,
otherwise trump or discard freely, the highest trump wins or else the highest
card of the suit led, and the winner leads next.  Players dealt several
separate hands (Scotch Whist for two or three) play each one out in turn.

Each seat of each deal may follow its own play model (``seat_policies``), so
players of different skill can sit at one table.  The kernel is a pure
function of its arrays that releases the GIL: each deal carries its own 64-bit
seed for any random choices, so ranges of deals can be played on every core at
once, in any order, and the result for a seed never depends on the number of
threads.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

from whistodds.simulations.play import state as S
from whistodds.simulations.play.bits import borrowed, lowest
from whistodds.simulations.play.hoyle import choose_hoyle
from whistodds.simulations.play.policies import CATCH_THE_TEN, HOYLE
from whistodds.simulations.play.ten import choose_catch_the_ten
from whistodds.simulations.play.random_play import choose_random



@numba.njit(cache=True, nogil=True)
def play_range(uniform_policy, seat_policies, first, stop, deal_seeds, hands, dealers, trumps, dealer_holds_turn_up, side_of,
               n_sides, hands_per_player, plain_strength, trump_strength, plain_code, trump_code, trump_values,
               ten_strength, trump_must_match, record, tricks_out, points_out, played_out, winner_out,
               leader_out):  # pragma: no cover - compiled
    """Play deals ``first`` to ``stop - 1``, writing the outputs in place.

    Every seat plays ``uniform_policy``, or, when it is -1, the model
    ``seat_policies[d, seat]`` (one row for every deal when it has a single row).
    """
    per_deal = seat_policies.shape[0] > 1
    _, players, cards_per_player = hands.shape
    cards_per_hand = cards_per_player // hands_per_player
    state_owner = np.zeros(S.SIZE, np.int64)
    random_owner = np.zeros(1, np.uint64)
    # Views without reference counts (see ``borrowed``); the owners are used again at the end.
    st = borrowed(state_owner)
    random_state = borrowed(random_owner)
    st[S.PLAYERS] = players
    st[S.CARDS_PER_HAND] = cards_per_hand
    for seat in range(players):
        st[S.SIDE_OF + seat] = side_of[seat]
        for other in range(players):
            if other != seat and side_of[other] == side_of[seat]:
                st[S.PARTNERS + seat] |= 1 << other
    for strength in range(trump_values.shape[0]):
        if trump_values[strength] > 0:
            st[S.COUNTING] |= 1 << strength
    st[S.TEN] = ten_strength
    st[S.MUST_MATCH] = 1 if trump_must_match else 0
    for d in range(first, stop):
        random_state[0] = deal_seeds[d]
        trump = trumps[d]
        dealer = dealers[d]
        st[S.TRUMP] = trump
        st[S.DEALER] = dealer
        for side in range(n_sides):
            tricks_out[d, side] = 0
            points_out[d, side] = 0
        for part in range(hands_per_player):
            st[S.HAND:S.SIDE_OF] = 0
            st[S.FIRST_LEAD:S.FIRST_LEAD + S.MAX_SEATS] = -1
            st[S.TURN_UP] = -1
            for seat in range(players):
                for slot in range(part * cards_per_hand, (part + 1) * cards_per_hand):
                    code = hands[d, seat, slot]
                    suit = code // 13
                    strength = trump_strength[code] if suit == trump else plain_strength[code]
                    st[S.HAND + seat * 4 + suit] |= 1 << strength
                    st[S.REMAINING + suit] |= 1 << strength
                    st[S.ORIGINAL_LENGTH + seat * 4 + suit] += 1
                    # A turn-up dealt to the dealer is his last card, so it lies in his last hand.
                    if dealer_holds_turn_up and seat == dealer and slot == cards_per_player - 1:
                        st[S.TURN_UP] = suit * 16 + strength
            leader = dealer + 1 if dealer + 1 < players else 0
            for trick in range(cards_per_hand):
                st[S.TRICK] = trick
                st[S.LEADER] = leader
                trick_points = 0
                for position in range(players):
                    # A compare, not `%`: division by a run-time value is slow (in dealing, three a
                    # card cost more than the shuffle itself).
                    seat = leader + position
                    if seat >= players:
                        seat -= players
                    st[S.POSITION] = position
                    st[S.TRICK_POINTS] = trick_points
                    policy = uniform_policy
                    if policy < 0:
                        policy = seat_policies[d if per_deal else 0, seat]
                    # A forced play (one legal card) needs no play model: every model must
                    # play it, and the last trick and singletons make these common.
                    following = st[S.HAND + seat * 4 + st[S.LED_SUIT]] if position > 0 else 0
                    if following != 0 and following & (following - 1) == 0:
                        card = st[S.LED_SUIT] << S.SUIT_SHIFT | lowest(following)
                    elif trick == cards_per_hand - 1 and following == 0:
                        for only_suit in range(4):
                            if st[S.HAND + seat * 4 + only_suit] != 0:
                                card = only_suit << S.SUIT_SHIFT | lowest(st[S.HAND + seat * 4 + only_suit])
                    # The same dispatch as choose_one, written out: calling an inlined choose_one
                    # here measured 15-25% slower.
                    elif policy == HOYLE:
                        card = choose_hoyle(random_state, seat, st)
                    elif policy == CATCH_THE_TEN:
                        card = choose_catch_the_ten(random_state, seat, st)
                    else:
                        card = choose_random(random_state, seat, st)
                    suit = card >> S.SUIT_SHIFT
                    strength = card & S.STRENGTH_MASK
                    bit = 1 << strength
                    st[S.HAND + seat * 4 + suit] &= ~bit
                    st[S.REMAINING + suit] &= ~bit
                    if card == st[S.TURN_UP]:
                        st[S.TURN_UP] = -1
                    if position == 0:
                        st[S.LED_SUIT] = suit
                        st[S.WIN_SEAT] = seat
                        st[S.WIN_SUIT] = suit
                        st[S.WIN_STRENGTH] = strength
                        if st[S.FIRST_LEAD + seat] < 0:
                            st[S.FIRST_LEAD + seat] = suit
                        st[S.HAS_LED + seat * 4 + suit] = 1
                    else:
                        led = st[S.LED_SUIT]
                        if suit != led:
                            st[S.SHOWN_OUT + led] |= 1 << seat
                            # Discarding while an adversary wins is a refusal to trump.
                            if suit != trump and side_of[st[S.WIN_SEAT]] != side_of[seat]:
                                st[S.REFUSED_TRUMP] |= 1 << seat
                        win_suit = st[S.WIN_SUIT]
                        if (suit == win_suit and strength > st[S.WIN_STRENGTH]) or (
                            suit == trump and win_suit != trump
                            and (not trump_must_match or strength >= st[S.WIN_STRENGTH])
                        ):
                            st[S.WIN_SEAT] = seat
                            st[S.WIN_SUIT] = suit
                            st[S.WIN_STRENGTH] = strength
                    if suit == trump:
                        trick_points += trump_values[strength]
                    if record:
                        code = trump_code[suit, strength] if suit == trump else plain_code[suit, strength]
                        played_out[d, part * cards_per_hand + trick, seat] = code
                winner = st[S.WIN_SEAT]
                tricks_out[d, side_of[winner]] += 1
                points_out[d, side_of[winner]] += trick_points
                if record:
                    winner_out[d, part * cards_per_hand + trick] = winner
                    leader_out[d, part * cards_per_hand + trick] = leader
                leader = winner
    # Keep the owners of the borrowed views alive until every play is done.
    state_owner[0] = random_owner[0]



@numba.njit(cache=True)
def choose_one(policy, random_state, seat, st):  # pragma: no cover - compiled
    """One decision of ``policy`` from a prepared state (for inspection and tests)."""
    if policy == HOYLE:
        return choose_hoyle(random_state, seat, st)
    if policy == CATCH_THE_TEN:
        return choose_catch_the_ten(random_state, seat, st)
    return choose_random(random_state, seat, st)
