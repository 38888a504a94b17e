"""A stock exchanged before the play: one player of each deal takes cards of the stock and puts out as many.

Gleek's buyer of the stock (gleek.txt:13-15) and the ruff of ruff-and-honours take in
the stock this way; what each keeps is the caller's scoring of the cards.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.cards import N_CARD_CODES as N_CODES

if TYPE_CHECKING:
    from whistodds.simulations.dealing import Deals


def exchange_with_stock(deals: Deals, buyer: int | np.ndarray, keep: np.ndarray, taken: slice, *,
                        take_first: bool = False) -> Deals:
    """The deals after one player of each takes the cards ``taken`` (a slice of the stock) and puts
    out as many of his own, so that he holds as many cards as before.

    ``buyer`` is a seat, or one seat per deal.  ``keep`` scores every card code, ``(52,)`` or
    ``(n_deals, 52)``: he keeps his highest-scoring cards (the earlier dealt on a tie).  He chooses
    among his own cards before he sees the stock, or with ``take_first`` among his own and the
    stock's together.  The cards put out take the places of the cards taken in the stock, so every
    card is still in one place; the hands keep their order, the cards taken last.

    >>> from whistodds.families.gleek.rules import GLEEK
    >>> from whistodds.simulations import deal
    >>> deals = deal(GLEEK, 1000, seed=1)
    >>> after = exchange_with_stock(deals, 1, np.arange(52), slice(1, 8))  # seat 1 keeps his five highest codes
    >>> after.hands.shape == deals.hands.shape, bool((after.hands[:, 1, 5:] == deals.stock[:, 1:]).all())
    (True, True)
    >>> bool((np.sort(np.concatenate([after.hands.reshape(1000, -1), after.stock], axis=1), axis=1)
    ...       == np.sort(np.concatenate([deals.hands.reshape(1000, -1), deals.stock], axis=1), axis=1)).all())
    True
    """
    n, players, held = deals.hands.shape
    seats = np.broadcast_to(np.asarray(buyer), (n,))
    if not np.issubdtype(seats.dtype, np.integer) or seats.min(initial=0) < 0 or seats.max(initial=0) >= players:
        raise ValueError(f"buyer={buyer!r} is not allowed; use seats 0-{players - 1}")
    positions = np.arange(deals.stock.shape[1])[taken]
    if not isinstance(taken, slice) or not 0 < positions.size <= held:
        raise ValueError(f"taken={taken!r} is not allowed; use a slice of 1 to {held} of the "
                         f"{deals.stock.shape[1]} stock cards")
    scores = np.asarray(keep)
    if scores.shape not in ((N_CODES,), (n, N_CODES)):
        raise ValueError(f"keep of shape {scores.shape} is not allowed; use ({N_CODES},) or ({n}, {N_CODES})")
    rows = np.arange(n)
    own = deals.hands[rows, seats]
    stock_cards = deals.stock[:, positions]
    pool = np.concatenate([own, stock_cards], axis=1) if take_first else own
    kept_count = held if take_first else held - positions.size
    score = np.take_along_axis(np.broadcast_to(scores, (n, N_CODES)), pool.astype(np.int64), axis=1)
    order = np.argsort(-score, axis=1, kind="stable")
    kept = np.take_along_axis(pool, np.sort(order[:, :kept_count], axis=1), axis=1)
    put_out = np.take_along_axis(pool, np.sort(order[:, kept_count:], axis=1), axis=1)
    hands = deals.hands.copy()
    hands[rows, seats] = kept if take_first else np.concatenate([kept, stock_cards], axis=1)
    stock = deals.stock.copy()
    stock[:, positions] = put_out
    return dataclasses.replace(deals, hands=hands, stock=stock)
