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

import numpy as np

from whistodds.games.cards import card_suit, format_card
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
    codes = np.broadcast_to(start, (n, k)).astype(np.int64)
    held = np.zeros((n, players, 64), bool)
    np.put_along_axis(held, hands.astype(np.int64).reshape(n, players, -1), True, axis=2)
    suit_of = np.array([int(card_suit(code)) if code in pack else -1 for code in range(64)])
    keys = strength_tables(game).card_keys
    trumps = trumps.astype(np.int64)
    rows = np.arange(n)
    seats = np.empty((n, k), np.int64)
    leader = (dealers.astype(np.int64) + 1) % players
    led = np.zeros(n, np.int64)
    win_seat = leader.copy()
    win_power = np.zeros(n, np.int64)
    for c in range(k):
        place = c % players
        seat = (leader + place) % players
        seats[:, c] = seat
        code = codes[:, c]
        missing = ~held[rows, seat, code]
        if missing.any():
            d = int(np.argmax(missing))
            raise ValueError(f"card {format_card(int(code[d]))} (card {c + 1} of the play so far) is not in the hand "
                             f"of seat {int(seat[d])}, whose turn it is (deal {d}); play a card that hand holds")
        key = keys[trumps, code]
        suit, strength = key >> 4, key & 15
        if place == 0:
            led = suit
        else:
            holds_led = (held[rows, seat] & (suit_of[None, :] == led[:, None])).any(axis=1)
            revoke = (suit != led) & holds_led
            if revoke.any():
                d = int(np.argmax(revoke))
                raise ValueError(f"card {format_card(int(code[d]))} (card {c + 1} of the play so far) is a revoke: "
                                 f"seat {int(seat[d])} holds the suit led (deal {d}); follow suit")
        held[rows, seat, code] = False
        power = (suit == trumps) * 32 + (suit == led) * 16 + strength
        beats = (power > win_power) | (place == 0)
        if game.trump_must_match and place:
            beats &= ~((suit == trumps) & (win_power < 32) & (strength < (win_power & 15)))
        win_seat = np.where(beats, seat, win_seat)
        win_power = np.where(beats, power, win_power)
        if place == players - 1:
            leader = win_seat.copy()
    return seats
