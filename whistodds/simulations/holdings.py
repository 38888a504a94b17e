"""How many of some named cards a given player holds, counted on real deals.

The named cards are drawn at random, deal by deal, from the cards the viewer
cannot see (every card not in the viewer's hand), exactly as a player at the
table would name "any two" cards he does not hold.
"""

from __future__ import annotations

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.seeding import SeedLike, as_generator


def unseen_cards(deals: Deals, viewer: np.ndarray) -> np.ndarray:
    """Card codes the viewer does not hold, shape ``(n_deals, n_cards - cards_per_player)``."""
    game = deals.game
    rows = np.arange(deals.n_deals)
    others = [deals.hands[rows, (viewer + offset) % game.players] for offset in range(1, game.players)]
    return np.concatenate(others + [deals.stock], axis=1)


def count_named_held(
    deals: Deals, viewer: np.ndarray, holder: np.ndarray, n_named: int, seed: SeedLike = None
) -> np.ndarray:
    """For each deal, how many of ``n_named`` random unseen cards ``holder`` holds."""
    rng = as_generator(seed)
    candidates = unseen_cards(deals, viewer)
    n_unseen = candidates.shape[1]
    if not 1 <= n_named <= n_unseen:
        raise ValueError(f"of={n_named!r} named cards is not allowed; use 1 to {n_unseen} (the unseen cards)")
    rows = np.arange(deals.n_deals)
    # A partial Fisher–Yates shuffle per row, vectorised over deals: after step j,
    # column j holds a uniform draw from the cards not yet named.
    for j in range(n_named):
        pick = j + (rng.random(deals.n_deals) * (n_unseen - j)).astype(np.int64)
        chosen = candidates[rows, pick]
        candidates[rows, pick] = candidates[:, j]
        candidates[:, j] = chosen
    named = candidates[:, :n_named].astype(np.uint64)
    holder_mask = deals.masks()[rows, holder]
    counts: np.ndarray = ((holder_mask[:, None] >> named) & np.uint64(1)).sum(axis=1).astype(np.int64)
    return counts


def simulate_named_held(
    game: GameDefinition, n_deals: int, n_named: int, seed: SeedLike = None
) -> np.ndarray:
    """Deal ``n_deals`` hands and count, for the eldest hand, the named cards his partner holds.

    Returns the count per deal, shape ``(n_deals,)``.
    """
    rng = as_generator(seed)
    deals = deal(game, n_deals, rng, dealer=0)
    viewer = (deals.dealer.astype(np.int64) + 1) % game.players
    partners = game.partners_of(int(viewer[0]))
    if not partners:
        raise ValueError(f"game {game.name!r} has no partnerships; partner holdings need a side of two or more")
    holder = np.full(deals.n_deals, partners[0])
    return count_named_held(deals, viewer, holder, n_named, rng)
