"""The trick-play engine: every deal of a batch played out in one compiled loop.

Rules come from the game's data: rank order per suit with the trump promotion,
2–8 players, the eldest hand (dealer's left) leads, follow suit if able,
otherwise trump or discard freely, the highest trump wins or else the highest
card of the suit led, and the winner leads next.  Players dealt several
separate hands (Scotch Whist for two or three) play each one out in turn.

Each seat of each deal may follow its own play model (``seat_models``), so
players of different skill can sit at one table.  The kernel is a pure
function of its arrays that releases the GIL: each deal carries its own 64-bit
seed for any random choices, so ranges of deals can be played on every core at
once, in any order, and the result for a seed never depends on the number of
threads.

Written for speed, since the engine plays millions of deals a second: each hand
is built in a register from a per-trump table of card keys; the trick's winner
is the card of highest "power" (trumps above the suit led above the rest), kept
with selects rather than branches, which data like this makes the processor
mispredict; the lead is taken out of the loop over the other hands; and the
last trick, where every card is forced, is played without asking the models.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest, pointer, popcount

# The engine is built for the play models a command uses (whistodds.simulations.play.build): these names are
# given there, in a copy of this module's globals, before ``play_range`` and ``choose_one`` are compiled.
def _choose(model, random_state, seat, st):  # pragma: no cover - replaced when the engine is built
    """The chosen card of the engine's ``model``-th play model, for a seat that follows (or leads)."""
    raise NotImplementedError("the play engine is built for its models by whistodds.simulations.play.build")


_choose_lead = _choose  # ... for the leader: a model's lead function holds none of its following code
_ATTENDING = 0  # bit k: the engine's k-th model attends to the score (its seats are given the play context)


@numba.njit(cache=True, inline="always")
def refuses_to_trump(st, seat, suit, led, trump, win_power, win_seat, played_mask):  # pragma: no cover - compiled
    """Whether ``seat``'s discard of a ``suit`` card is a refusal to trump in rule XVII's sense.

    "If your partner refuses to trump a suit of which he knows you have not the best":
    a plain discard while an adversary wins with a card of the suit led (not over a
    trump), by a player not known to be out of trumps, when the adversary's card is the
    best left of its suit or every partner of his has already played to the trick.
    ``win_power`` is the winning card's power (trumps from 32), ``played_mask`` the
    seats that have played to the trick.
    """
    return (suit != trump and suit != led and win_power < 32 and st[S.SIDE_OF + win_seat] != st[S.SIDE_OF + seat]
            and (st[S.SHOWN_OUT + trump] >> seat) & 1 == 0
            and ((st[S.REMAINING + led] >> ((win_power & S.STRENGTH_MASK) + 1)) == 0
                 or st[S.PARTNERS + seat] & ~played_mask == 0))


@numba.njit(cache=True, inline="always")
def _only_card(st, seat):  # pragma: no cover - compiled
    """The one card left in ``seat``'s hand (at the last trick every play is forced)."""
    # Packed 16 bits a suit, the one set bit's index is the card itself (suit << 4 | strength).
    return lowest(st[S.HAND + seat * 4] | st[S.HAND + seat * 4 + 1] << 16 | (
        st[S.HAND + seat * 4 + 2] << 32 | st[S.HAND + seat * 4 + 3] << 48))


@numba.njit(cache=True, inline="always")
def _take(st, seat, card):  # pragma: no cover - compiled
    """Take the played ``card`` out of ``seat``'s hand and out of the unplayed cards."""
    suit = card >> S.SUIT_SHIFT
    bit = 1 << (card & S.STRENGTH_MASK)
    st[S.HAND + seat * 4 + suit] &= ~bit
    st[S.REMAINING + suit] &= ~bit
    if card == st[S.TURN_UP]:
        st[S.TURN_UP] = -1


@numba.njit(cache=True, inline="always")
def _code(card, trump, plain_code, trump_code):  # pragma: no cover - compiled
    """The card code (as dealt) of a kernel card."""
    suit = card >> S.SUIT_SHIFT
    strength = card & S.STRENGTH_MASK
    return trump_code[suit, strength] if suit == trump else plain_code[suit, strength]


def play_range(first, stop, batch, table, rules, outputs, full_loop):  # pragma: no cover - compiled
    """Play deals ``first`` to ``stop - 1`` of ``batch``, writing ``outputs`` in place (the arguments' named
    tuples: :mod:`whistodds.simulations.play.arguments`).

    Not compiled as it stands: :func:`whistodds.simulations.play.build.engine` compiles it for the play
    models a command uses, their choice of card inlined.  Every seat plays the engine's model
    ``table.uniform_model``, or, when it is -1, its model ``table.seat_models[d, seat]`` (one row for
    every deal when it has a single row), each an index into the engine's models.
    ``hands`` and ``card_keys`` must be C-contiguous.

    ``win_at``/``save_at`` are each deal's play context for the dealer's side (one
    entry for every deal when of length one; see ``whistodds.games.contexts``): the
    seats playing a model that attends to the score (``hoyle-score``) are given it, from their own side's view; every
    other seat has the neutral context.

    ``sight[d, seat]`` is the seats whose hands ``seat`` sees in deal ``d`` (bit k: seat k; one row for
    every deal when it has a single row): a dummy's hand, exposed, is seen by every seat.

    ``full_loop`` is True, or None for the plain loop: no recording, no counted trumps,
    no Gleek rank rule (the caller must then pass ``record`` and ``trump_must_match``
    false and ``trump_values`` all zero).  Numba compiles a separate loop for None and
    drops every ``full_loop is not None`` branch from it: measured about 4% faster
    (hoyle, one thread) for one more compile.
    """
    deal_seeds, hands, dealers, trumps, dealer_holds_turn_up, start = batch
    uniform_model, seat_models, side_of, n_sides, hands_per_player, win_at, save_at, sight, rules_off = table
    card_keys, plain_code, trump_code, trump_values, ten_strength, trump_must_match, plain_top = rules
    record, tricks_out, points_out, played_out, winner_out, leader_out, random_out = outputs
    per_deal = seat_models.shape[0] > 1
    context_per_deal = win_at.shape[0] > 1
    sight_per_deal = sight.shape[0] > 1
    # The play so far (a resumed play): every deal's first ``n_start`` cards, in order of play, as dealt.
    start_per_deal = start.shape[0] > 1
    n_start = start.shape[1]
    keep_random = random_out.shape[1] > 0
    rules_per_deal = rules_off.shape[0] > 1
    _, players, cards_per_player = hands.shape
    cards_per_hand = cards_per_player // hands_per_player
    state_owner = np.zeros(S.SIZE, np.int64)
    random_owner = np.zeros(1, np.uint64)
    # card_keys[trump, code]: the card (suit << 4 | strength) under each trump suit, so
    # that sorting a hand into suits needs no branch on the trump.
    n_codes = card_keys.shape[1]
    # Plain pointers (see ``pointer``); the owners are used again at the end.
    st = pointer(state_owner)
    random_state = pointer(random_owner)
    key_of = pointer(card_keys)
    cards = pointer(hands)
    st[S.PLAYERS] = players
    st[S.CARDS_PER_HAND] = cards_per_hand
    for seat in range(players):
        st[S.SIDE_OF + seat] = side_of[seat]
        for other in range(players):
            if other != seat and side_of[other] == side_of[seat]:
                st[S.PARTNERS + seat] |= 1 << other
    counting = False  # whether any captured trump scores (Scotch Whist); whist skips the sums
    for strength in range(trump_values.shape[0]):
        if trump_values[strength] > 0:
            st[S.COUNTING] |= 1 << strength
        counting |= trump_values[strength] != 0
    st[S.TEN] = ten_strength
    st[S.MUST_MATCH] = 1 if trump_must_match else 0
    st[S.PLAIN_TOP] = plain_top
    for seat in range(players):
        st[S.WIN_AT + seat] = cards_per_hand + 1
        st[S.SAVE_AT + seat] = 0
        st[S.SEES + seat] = sight[0, seat]
        st[S.RULES_OFF + seat] = rules_off[0, seat]
    seat_blocks = players * 4
    last_trick = cards_per_hand - 1
    for d in range(first, stop):
        random_state[0] = deal_seeds[d]
        trump = np.int64(trumps[d])
        dealer = np.int64(dealers[d])
        keys = trump * n_codes
        st[S.TRUMP] = trump
        st[S.DEALER] = dealer
        for side in range(n_sides):
            tricks_out[d, side] = 0
            points_out[d, side] = 0
        # The play context of every seat that attends to the score (hoyle-score), from its side's view.
        attends = 0
        c = d if context_per_deal else 0
        for seat in range(players):
            model = uniform_model if uniform_model >= 0 else seat_models[d if per_deal else 0, seat]
            if (_ATTENDING >> model) & 1 == 1:
                if side_of[seat] == side_of[dealer]:
                    seat_win, seat_save = win_at[c], save_at[c]
                else:
                    seat_win, seat_save = cards_per_hand + 1 - save_at[c], cards_per_hand + 1 - win_at[c]
                st[S.WIN_AT + seat] = seat_win
                st[S.SAVE_AT + seat] = seat_save
                if (1 <= seat_win <= cards_per_hand) or (1 <= seat_save <= cards_per_hand):
                    attends |= 1 << seat
        st[S.ATTENDS] = attends
        if sight_per_deal:  # the dummy's seat relative to the dealer differs deal by deal (whole games)
            for seat in range(players):
                st[S.SEES + seat] = sight[d, seat]
        start_row = d if start_per_deal else 0
        card_number = 0  # cards played in this deal so far, every hand of it together
        if rules_per_deal:  # the rules each seat does without, deal by deal (whole games: the seats turn)
            for seat in range(players):
                st[S.RULES_OFF + seat] = rules_off[d, seat]
        for part in range(hands_per_player):
            for block in range(seat_blocks):
                st[S.HAS_LED + block] = 0
            for suit in range(4):
                st[S.SHOWN_OUT + suit] = 0
            for seat in range(players):
                st[S.FIRST_LEAD + seat] = -1
            st[S.REFUSED_TRUMP] = 0
            st[S.LAST_WIN] = -1
            for side in range(n_sides):
                st[S.TRICKS_WON + side] = 0
            dealt = 0  # every card of this hand, all seats together
            for seat in range(players):
                # The hand as one mask with a bit per key (suit << 4 | strength), built in a
                # register and then split into suits: no read-modify-write of memory per card.
                row = (d * players + seat) * cards_per_player
                held = 0
                for slot in range(part * cards_per_hand, (part + 1) * cards_per_hand):
                    held |= 1 << key_of[keys + cards[row + slot]]
                dealt |= held
                for suit in range(4):
                    in_suit = (held >> (suit << S.SUIT_SHIFT)) & 0xFFFF
                    st[S.HAND + seat * 4 + suit] = in_suit
                    st[S.ORIGINAL_LENGTH + seat * 4 + suit] = popcount(in_suit)
            for suit in range(4):
                st[S.REMAINING + suit] = (dealt >> (suit << S.SUIT_SHIFT)) & 0xFFFF
            # A turn-up dealt to the dealer is his last card, so it lies in his last hand.
            st[S.TURN_UP] = -1
            if dealer_holds_turn_up and part == hands_per_player - 1:
                st[S.TURN_UP] = key_of[keys + cards[(d * players + dealer) * cards_per_player + cards_per_player - 1]]
            leader = dealer + 1 if dealer + 1 < players else 0
            for trick in range(cards_per_hand):
                st[S.TRICK] = trick
                st[S.LEADER] = leader
                st[S.POSITION] = 0
                st[S.TRICK_POINTS] = 0
                model = uniform_model if uniform_model >= 0 else seat_models[d if per_deal else 0, leader]
                if full_loop is not None and record and keep_random:
                    random_out[d, card_number] = random_state[0]
                if card_number < n_start:  # played before the play resumed
                    card = key_of[keys + start[start_row, card_number]]
                elif trick == last_trick:
                    card = _only_card(st, leader)
                else:
                    card = _choose_lead(model, random_state, leader, st)
                led = card >> S.SUIT_SHIFT
                strength = card & S.STRENGTH_MASK
                _take(st, leader, card)
                card_number += 1
                st[S.LED_SUIT] = led
                if st[S.FIRST_LEAD + leader] < 0:
                    st[S.FIRST_LEAD + leader] = led
                if st[S.HAS_LED + leader * 4 + led] == 0:  # the first card he leads of the suit, kept (III)
                    st[S.HAS_LED + leader * 4 + led] = strength + 1
                played_mask = 1 << leader  # seats that have played to this trick
                # A card's power in this trick: trumps above the suit led above the rest,
                # so the winner is the card of highest power (no branch to mispredict).
                win_seat = leader
                win_power = (led == trump) * 32 + 16 + strength
                st[S.WIN_SEAT] = leader
                st[S.WIN_SUIT] = led
                st[S.WIN_STRENGTH] = strength
                trick_points = trump_values[strength] * (led == trump)
                if full_loop is not None and record:
                    played_out[d, part * cards_per_hand + trick, leader] = _code(card, trump, plain_code, trump_code)
                for position in range(1, players):
                    # A compare, not `%`: division by a run-time value is slow (in dealing, three a
                    # card cost more than the shuffle itself).
                    seat = leader + position
                    if seat >= players:
                        seat -= players
                    # A forced play (one legal card) needs no play model: every model must
                    # play it, and the last trick and singletons make these common.
                    following = st[S.HAND + seat * 4 + led]
                    if full_loop is not None and record and keep_random:
                        random_out[d, card_number] = random_state[0]
                    if card_number < n_start:  # played before the play resumed
                        card = key_of[keys + start[start_row, card_number]]
                    elif following != 0 and following & (following - 1) == 0:
                        card = led << S.SUIT_SHIFT | lowest(following)
                    elif trick == last_trick:
                        card = _only_card(st, seat)
                    else:
                        st[S.POSITION] = position
                        st[S.TRICK_POINTS] = trick_points
                        model = uniform_model if uniform_model >= 0 else seat_models[d if per_deal else 0, seat]
                        card = _choose(model, random_state, seat, st)
                    suit = card >> S.SUIT_SHIFT
                    strength = card & S.STRENGTH_MASK
                    _take(st, seat, card)
                    card_number += 1
                    if suit != led:
                        st[S.SHOWN_OUT + led] |= 1 << seat
                        # XVII's refusal to trump a suit "of which he knows you have not the best": a
                        # discard while an adversary wins with a card of the suit led (not over a trump),
                        # by a player not known to be out of trumps, when the adversary's card is the
                        # best left of its suit or every partner has played to the trick already.
                        if refuses_to_trump(st, seat, suit, led, trump, win_power, win_seat, played_mask):
                            st[S.REFUSED_TRUMP] |= 1 << seat
                    played_mask |= 1 << seat
                    power = (suit == trump) * 32 + (suit == led) * 16 + strength
                    beats = power > win_power
                    if full_loop is not None and trump_must_match and suit == trump and win_power < 32 and strength < (win_power & 15):
                        beats = False  # a Gleek reading: a trump takes a plain card only if of equal or higher rank
                    win_seat = seat if beats else win_seat
                    win_power = power if beats else win_power
                    st[S.WIN_SEAT] = win_seat
                    st[S.WIN_SUIT] = trump if win_power >= 32 else led
                    st[S.WIN_STRENGTH] = win_power & S.STRENGTH_MASK
                    trick_points += trump_values[strength] * (suit == trump)
                    if full_loop is not None and record:
                        played_out[d, part * cards_per_hand + trick, seat] = _code(card, trump, plain_code, trump_code)
                tricks_out[d, st[S.SIDE_OF + win_seat]] += 1
                st[S.TRICKS_WON + st[S.SIDE_OF + win_seat]] += 1
                st[S.LAST_WIN] = (trump if win_power >= 32 else led) << S.SUIT_SHIFT | (win_power & S.STRENGTH_MASK)
                if full_loop is not None and counting:  # captured trumps count (Scotch Whist), not in whist
                    points_out[d, st[S.SIDE_OF + win_seat]] += trick_points
                if full_loop is not None and record:
                    winner_out[d, part * cards_per_hand + trick] = win_seat
                    leader_out[d, part * cards_per_hand + trick] = leader
                leader = win_seat
    # Keep the owners of the pointers alive until every play is done.
    state_owner[0] = random_owner[0] + card_keys[0, 0]



def choose_one(model, random_owner, seat, state_owner):  # pragma: no cover - compiled
    """One decision of the engine's ``model``-th model from a prepared state (for inspection and tests);
    compiled by :func:`whistodds.simulations.play.build.engine` as ``play_range`` is."""
    return _choose(model, pointer(random_owner), seat, pointer(state_owner))
