"""Buying Gleek's stock before the play: who buys it, what he keeps, and the hands as played.

Source: ``gleek.txt``: the buyer "must discard 7 cards, then take in the stock" (line 15); who buys it and
what he keeps are rules of the game (``gleek(stock_buyer=...,stock_order=...,discard=...)``, see
:mod:`whistodds.families.gleek.rules`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from whistodds.families.gleek.rules import BUYER_SEAT, GLEEK
from whistodds.families.gleek.odds.hands import DEFAULT, gleek_scoring, ruff_value
from whistodds.families.gleek.simulation import exchange_with_stock

if TYPE_CHECKING:
    from whistodds.families.gleek.rules import GleekScoring
    from whistodds.simulations.dealing import Deals

def buyer_seats(deals: Deals, scoring: GleekScoring = DEFAULT) -> np.ndarray | None:
    """The seat that buys the stock in each deal (``scoring.stock_buyer``, counted from each deal's dealer),
    or None when no one does."""
    if scoring.stock_buyer == "none":
        return None
    players = deals.hands.shape[1]
    seats: np.ndarray = (deals.dealer.astype(np.int64) + BUYER_SEAT[scoring.stock_buyer]) % players
    return seats


def keep_scores(deals: Deals, buyer: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """How much the buyer of each deal wants to keep each card code, ``(n, 52)``: his trump honours above
    all (discarding one "is simply throwing away money", gleek.txt:34), then by ``scoring.discard``:
    ``tricks``, trumps and then plain cards, the higher first; ``ruff``, his best ruff suit (of the cards he
    chooses among), by ruff value."""
    codes = np.arange(52)
    ranks, suits = codes % 13 + 2, codes // 13
    trump = deals.trump.astype(np.int64)[:, None]
    is_trump = suits[None, :] == trump
    honour = is_trump & np.isin(ranks, scoring.honour_ranks)[None, :]
    if scoring.discard == "tricks":
        rest = is_trump * 100 + ranks[None, :]
    else:
        rows = np.arange(deals.n_deals)
        own = deals.hands[rows, buyer].astype(np.int64)
        if scoring.stock_order == "take-first":
            own = np.concatenate([own, deals.stock[:, 1:1 + scoring.stock_exchanged].astype(np.int64)], axis=1)
        value = ruff_value(own % 13 + 2, scoring)
        totals = np.stack([np.where(own // 13 == s, value, 0).sum(axis=1) for s in range(4)], axis=1)
        best_suit = totals.argmax(axis=1)[:, None]
        rest = (suits[None, :] == best_suit) * 100 + ruff_value(ranks, scoring)[None, :]
    scores: np.ndarray = honour * 1000 + rest
    return scores


def buy_stock(deals: Deals, scoring: GleekScoring | None = None) -> Deals:
    """The deals as played: the buyer (``scoring.stock_buyer``) puts out as many cards as the stock has face
    down and takes them in (gleek.txt:13-15), keeping his cards by :func:`keep_scores`; the turn-up stays on
    the table.  The deals unchanged when no one buys.

    >>> from whistodds.simulations import deal
    >>> deals = deal(GLEEK, 1000, seed=1)
    >>> after = buy_stock(deals)
    >>> bool((after.hands[:, 1, 5:] == deals.stock[:, 1:]).all())  # the eldest holds the seven face-down cards
    True
    """
    scoring = gleek_scoring(deals.game) if scoring is None else scoring
    buyer = buyer_seats(deals, scoring)
    if buyer is None:
        return deals
    return exchange_with_stock(deals, buyer, keep_scores(deals, buyer, scoring),
                               slice(1, 1 + scoring.stock_exchanged), take_first=scoring.stock_order == "take-first")
