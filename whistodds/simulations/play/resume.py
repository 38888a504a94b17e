"""A play resumed part-way through a hand: the play so far, checked, and a recorded play in order of play.

The engine resumes from the cards already played, given in order of play (``play(deals, start=...)``): it
plays them as they were played, so that every seat knows what it would have known (first leads, suits shown
out, refused trumps, tricks won, the trick in progress), and the models choose from the next card on.
:func:`check_start` says, before any play, where a play so far cannot have happened in a deal: a card not in
the hand it must come from, or a revoke.

>>> from whistodds.games import LONG_WHIST
>>> from whistodds.simulations import deal
>>> from whistodds.simulations.play import get_model, play
>>> deals = deal(LONG_WHIST, 3, seed=1)
>>> full = play(deals, get_model("hoyle"), seed=2)
>>> order, seats = in_play_order(full.played, full.leader)
>>> order.shape, bool((seats[:, 0] == (deals.dealer + 1) % 4).all())
((3, 52), True)
>>> resumed = play(deals, get_model("hoyle"), seed=2, start=order[:, :9])
>>> bool((resumed.played == full.played).all())
True
"""

from __future__ import annotations

import functools

import numba
import numpy as np

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
from whistodds.games.cards import format_card
from whistodds.games.definition import GameDefinition
from whistodds.simulations.play.compiled.tables import strength_tables
from whistodds.simulations.threads import run_all


def in_play_order(played: np.ndarray, leader: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A recorded play ``(n, tricks, players)`` with each trick's leader ``(n, tricks)`` as the cards in order
    of play and the seat that played each, both ``(n, tricks * players)``."""
    n, tricks, players = played.shape
    seats = (leader.astype(np.int64)[:, :, None] + np.arange(players)[None, None, :]) % players
    cards = np.take_along_axis(played, seats, axis=2)
    return cards.reshape(n, tricks * players).astype(np.uint8), seats.reshape(n, tricks * players)


def check_start(game: GameDefinition, hands: np.ndarray, dealers: np.ndarray, trumps: np.ndarray,
                start: np.ndarray, *, threads: int = 1, seats: bool = True) -> np.ndarray | None:
    """The seat that plays each card of ``start`` (``(1 or n, k)`` card codes in order of play) in each deal,
    ``(n, k)``; a one-line ``ValueError`` naming the card and the deal where it cannot have been played.

    ``seats=False`` checks only (``None`` back): no ``(n, k)`` array is made, which a play resumed over
    millions of deals does not need. ``threads`` share the deals (the loop releases the GIL); the first
    problem named is that of the lowest deal, whatever the number of threads.
    """
    n, players = hands.shape[0], hands.shape[1]
    start = np.asarray(start)
    if start.ndim != 2 or start.shape[0] not in (1, n) or start.shape[1] > hands.shape[1] * hands.shape[2]:
        raise ValueError(f"start of shape {start.shape} is not allowed; give (1, k) or ({n}, k) cards in order "
                         f"of play, k at most {hands.shape[1] * hands.shape[2]}")
    k = start.shape[1]
    if k and game.hands_per_player != 1:
        raise ValueError(f"a resumed play is not allowed for {game.name}: its players are dealt several hands")
    if start.size and (start.dtype.kind not in "iu" or start.min() < 0 or start.max() > 255):
        raise ValueError(f"card codes {start.min()} to {start.max()} in the play so far are not allowed; give the "
                         f"codes of cards of the pack of {game.name}")
    # uint8 as the engine takes it: no copy of the play so far for the check, and a table look-up per card
    # rather than np.unique's sort.
    start = np.ascontiguousarray(start, np.uint8)
    pack = np.zeros(256, np.bool_)
    pack[list(game.cards)] = True
    outside = ~pack[start]
    if outside.any():
        raise ValueError(f"card code {int(start[outside][0])} in the play so far is not in the pack of {game.name}")
    seat_of = np.empty((n, k) if seats else (0, 0), np.int64)
    hands = np.ascontiguousarray(hands)
    dealers, trumps = np.ascontiguousarray(dealers, np.int64), np.ascontiguousarray(trumps, np.int64)
    keys = strength_tables(game).card_keys
    n_ranges = max(1, min(n, threads * 4)) if threads > 1 else 1
    bounds = [n * r // n_ranges for r in range(n_ranges + 1)]
    problems = np.zeros((n_ranges, 4), np.int64)  # kind (0 none, 1 not in the hand, 2 revoke), deal, card, seat
    arguments = (hands, dealers, trumps, start, keys, game.trump_must_match, seat_of)
    if n_ranges == 1:
        _check(0, n, *arguments, problems[0])
    else:
        run_all(threads, [functools.partial(_check, bounds[r], bounds[r + 1], *arguments, problems[r])
                          for r in range(n_ranges)])
    found = problems[problems[:, 0] > 0]
    if len(found):
        kind, d, c, seat = (int(x) for x in found[0])  # ranges in deal order: the lowest deal's problem
        code = int(start[d if start.shape[0] > 1 else 0, c])
        if kind == 1:
            raise ValueError(f"card {format_card(code)} (card {c + 1} of the play so far) is not in the hand "
                             f"of seat {seat}, whose turn it is (deal {d}); play a card that hand holds")
        raise ValueError(f"card {format_card(code)} (card {c + 1} of the play so far) is a revoke: "
                         f"seat {seat} holds the suit led (deal {d}); follow suit")
    return seat_of if seats else None


@numba.njit(cache=True, nogil=True)
def _order(cards: np.ndarray, dealer: int, trump: int, card_keys: np.ndarray, must_match: bool, players: int,
           seats: np.ndarray, led: np.ndarray) -> None:  # pragma: no cover - compiled
    """The seat that plays each of ``cards`` (one play so far, in order of play) and the suit led to its
    trick, into ``seats`` and ``led``: the winner of each trick leads the next. The hands are not needed."""
    leader = dealer + 1
    if leader >= players:
        leader -= players
    suit_led = 0
    win_seat = leader
    win_power = 0
    place = 0
    # Counters and compares, not `%`: a division by a run-time value costs more than the rest of a card.
    seat = leader
    for c in range(cards.shape[0]):
        key = card_keys[trump, cards[c]]
        suit, strength = key >> 4, key & 15
        if place == 0:
            suit_led = suit
        seats[c] = seat
        led[c] = suit_led
        power = (suit == trump) * 32 + (suit == suit_led) * 16 + strength
        beats = place == 0 or power > win_power
        if must_match and place > 0 and suit == trump and win_power < 32 and strength < (win_power & 15):
            beats = False  # a Gleek reading: a trump takes a plain card only if of equal or higher rank
        if beats:
            win_seat, win_power = seat, power
        place += 1
        seat += 1
        if seat == players:
            seat = 0
        if place == players:
            place = 0
            seat = win_seat


@numba.njit(cache=True, nogil=True)
def _check(first: int, stop: int, hands: np.ndarray, dealers: np.ndarray, trumps: np.ndarray, start: np.ndarray,
           card_keys: np.ndarray, must_match: bool, seats: np.ndarray,
           problem: np.ndarray) -> None:  # pragma: no cover - compiled
    """:func:`check_start`'s loop over deals ``first`` to ``stop``: each card's seat into ``seats`` (when it has
    rows), the first problem into ``problem``. One play so far shared by every deal has one order of seats
    for each dealer and trump suit, worked out once; then a deal costs its hands and a look-up a card."""
    _, players, per_hand = hands.shape
    per_deal = start.shape[0] > 1
    k = start.shape[1]
    keep = seats.shape[0] > 0
    rows = 1 if per_deal else players * 4
    order_seats = np.empty((rows, k), np.int64)
    order_led = np.empty((rows, k), np.int64)
    worked_out = np.zeros(rows, np.bool_)
    held = np.zeros(players, np.int64)  # bit key (suit << 4 | strength) of each card held; one array a range
    for d in range(first, stop):
        trump = trumps[d]
        if per_deal:
            row, order = d, 0
            _order(start[d], dealers[d], trump, card_keys, must_match, players, order_seats[0], order_led[0])
        else:
            row, order = 0, dealers[d] * 4 + trump
            if not worked_out[order]:
                _order(start[0], dealers[d], trump, card_keys, must_match, players, order_seats[order],
                       order_led[order])
                worked_out[order] = True
        for seat in range(players):
            mask = 0
            for slot in range(per_hand):
                mask |= 1 << card_keys[trump, hands[d, seat, slot]]
            held[seat] = mask
        for c in range(k):
            seat = order_seats[order, c]
            key = card_keys[trump, start[row, c]]
            mine = held[seat]
            led = order_led[order, c]
            if (mine >> key) & 1 == 0:
                problem[0], problem[1], problem[2], problem[3] = 1, d, c, seat
                return
            if key >> 4 != led and (mine >> (led << 4)) & 0xFFFF != 0:
                problem[0], problem[1], problem[2], problem[3] = 2, d, c, seat
                return
            held[seat] = mine & ~(1 << key)
            if keep:
                seats[d, c] = seat
