"""A play resumed part-way through a hand: the play so far, checked, and a recorded play in order of play.

The engine resumes from the cards already played, given in order of play (``play(deals, start=...)``): it
plays them as they were played, so that every seat knows what it would have known (first leads, suits shown
out, refused trumps, tricks won, the trick in progress), and the models choose from the next card on.
:func:`check_start` says, before any play, where a play so far cannot have happened in a deal: a card not in
the hand it must come from, or a revoke.

>>> from whistodds.simulations import deal
>>> from whistodds.simulations.play import play
>>> deals = deal("long-whist", 3, seed=1)
>>> full = play(deals, "hoyle", seed=2)
>>> order, seats = in_play_order(full.played, full.leader)
>>> order.shape, bool((seats[:, 0] == (deals.dealer + 1) % 4).all())
((3, 52), True)
>>> resumed = play(deals, "hoyle", seed=2, start=order[:, :9])
>>> bool((resumed.played == full.played).all())
True
"""

from __future__ import annotations

import numba
import numpy as np

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
from whistodds.games.cards import format_card
from whistodds.games.definition import GameDefinition
from whistodds.simulations.play.tables import strength_tables


def in_play_order(played: np.ndarray, leader: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A recorded play ``(n, tricks, players)`` with each trick's leader ``(n, tricks)`` as the cards in order
    of play and the seat that played each, both ``(n, tricks * players)``."""
    n, tricks, players = played.shape
    seats = (leader.astype(np.int64)[:, :, None] + np.arange(players)[None, None, :]) % players
    cards = np.take_along_axis(played, seats, axis=2)
    return cards.reshape(n, tricks * players).astype(np.uint8), seats.reshape(n, tricks * players)


def check_start(game: GameDefinition, hands: np.ndarray, dealers: np.ndarray, trumps: np.ndarray,
                start: np.ndarray) -> np.ndarray:
    """The seat that plays each card of ``start`` (``(1 or n, k)`` card codes in order of play) in each deal,
    ``(n, k)``; a one-line ``ValueError`` naming the card and the deal where it cannot have been played."""
    n, players = hands.shape[0], hands.shape[1]
    start = np.asarray(start)
    if start.ndim != 2 or start.shape[0] not in (1, n) or start.shape[1] > hands.shape[1] * hands.shape[2]:
        raise ValueError(f"start of shape {start.shape} is not allowed; give (1, k) or ({n}, k) cards in order "
                         f"of play, k at most {hands.shape[1] * hands.shape[2]}")
    k = start.shape[1]
    if k and game.hands_per_player != 1:
        raise ValueError(f"a resumed play is not allowed for {game.name}: its players are dealt several hands")
    pack = set(game.cards)
    for code in np.unique(start).tolist():
        if code not in pack:
            raise ValueError(f"card code {code} in the play so far is not in the pack of {game.name}")
    start = np.ascontiguousarray(start, np.int64)
    seats = np.empty((n, k), np.int64)
    problem = np.zeros(3, np.int64)  # kind (0 none, 1 not in the hand, 2 revoke), deal, card
    _check(np.ascontiguousarray(hands), dealers.astype(np.int64), trumps.astype(np.int64), start,
           strength_tables(game).card_keys, game.trump_must_match, seats, problem)
    kind, d, c = (int(x) for x in problem)
    if kind:
        code = int(start[d if start.shape[0] > 1 else 0, c])
        if kind == 1:
            raise ValueError(f"card {format_card(code)} (card {c + 1} of the play so far) is not in the hand "
                             f"of seat {int(seats[d, c])}, whose turn it is (deal {d}); play a card that hand holds")
        raise ValueError(f"card {format_card(code)} (card {c + 1} of the play so far) is a revoke: "
                         f"seat {int(seats[d, c])} holds the suit led (deal {d}); follow suit")
    return seats


@numba.njit(cache=True, nogil=True)
def _check(hands: np.ndarray, dealers: np.ndarray, trumps: np.ndarray, start: np.ndarray, card_keys: np.ndarray,
           must_match: bool, seats: np.ndarray, problem: np.ndarray) -> None:  # pragma: no cover - compiled
    """:func:`check_start`'s loop over deals: each card's seat into ``seats``, the first problem into
    ``problem``."""
    n, players, per_hand = hands.shape
    per_deal = start.shape[0] > 1
    for d in range(n):
        held = np.zeros(players, np.int64)  # bit key (suit << 4 | strength) of each card held
        trump = trumps[d]
        for seat in range(players):
            for slot in range(per_hand):
                held[seat] |= 1 << card_keys[trump, hands[d, seat, slot]]
        leader = (dealers[d] + 1) % players
        led = 0
        win_seat = leader
        win_power = 0
        row = d if per_deal else 0
        for c in range(start.shape[1]):
            place = c % players
            seat = (leader + place) % players
            seats[d, c] = seat
            key = card_keys[trump, start[row, c]]
            if (held[seat] >> key) & 1 == 0:
                problem[0], problem[1], problem[2] = 1, d, c
                return
            suit, strength = key >> 4, key & 15
            if place == 0:
                led = suit
            elif suit != led and (held[seat] >> (led << 4)) & 0xFFFF != 0:
                problem[0], problem[1], problem[2] = 2, d, c
                return
            held[seat] &= ~(1 << key)
            power = (suit == trump) * 32 + (suit == led) * 16 + strength
            beats = place == 0 or power > win_power
            if must_match and place > 0 and suit == trump and win_power < 32 and strength < (win_power & 15):
                beats = False
            if beats:
                win_seat, win_power = seat, power
            if place == players - 1:
                leader = win_seat
