"""Per-deal outcome tables: what one deal of long whist is worth to each side.

Seats are relative to the dealer (seat 0): the eldest hand is seat 1, the
dealer's partner seat 2, the eldest's partner seat 3.
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial

import numba
import numpy as np
import pandas as pd

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.games.cards import SUITS, format_card
from whistodds.games.definition import GameDefinition
from whistodds.games.whist import LONG_WHIST
from whistodds.simulations.batches import ProgressCallback, run_batches
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.play import get_policy, play
from whistodds.simulations.play.double_dummy import double_dummy_tricks, to_pbn
from whistodds.simulations.seeding import SeedLike

HONOUR_RANKS = (14, 13, 12, 11)  # ace, king, queen, knave of trumps
SEAT_NAMES = ("dealer", "eldest", "dealer_partner", "eldest_partner")
DD_BATCH = 2_000  # double-dummy deals per batch: the solver is slow, keep progress moving


def honours_by_seat(hands: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """Trump honours (A K Q J) in each hand, shape ``(n_deals, players)``."""
    out = np.empty(hands.shape[:2], np.int64)
    _count_honours(hands, trump.astype(np.int64), out)
    return out


@numba.njit(cache=True, nogil=True)
def _count_honours(hands, trump, out):  # pragma: no cover - compiled
    lowest_honour = (min(HONOUR_RANKS) - 2)
    for d in range(hands.shape[0]):
        for seat in range(hands.shape[1]):
            count = 0
            for card in hands[d, seat]:
                if card // 13 == trump[d] and card % 13 >= lowest_honour:
                    count += 1
            out[d, seat] = count


def play_whist_deals(game: GameDefinition, n_deals: int, policy: str, generator: np.random.Generator,
                     threads: int | None = None) -> tuple[Deals, np.ndarray, np.ndarray]:
    """Deal (seat 0 deals) and play ``n_deals`` hands: the deals, tricks by side, honours by seat."""
    deals = deal(game, n_deals, generator, dealer=0, threads=threads)
    if get_policy(policy).kernel is None:
        tricks = double_dummy_tricks(deals)
    else:
        tricks = play(deals, policy, generator, record=False, threads=threads).tricks_by_side
    return deals, tricks, honours_by_seat(deals.hands, deals.trump)


def _outcome_batch(game: GameDefinition, policy: str, threads: int | None, with_pbn: bool, size: int,
                   stream: np.random.SeedSequence) -> dict[str, np.ndarray]:
    deals, tricks, honours = play_whist_deals(game, size, policy, np.random.default_rng(stream), threads)
    columns = {
        "tricks_dealer_side": tricks[:, 0].astype(np.int8),
        "honours_dealer_side": (honours[:, 0] + honours[:, 2]).astype(np.int8),
    }
    for seat, name in enumerate(SEAT_NAMES):
        columns[f"honours_{name}"] = honours[:, seat].astype(np.int8)
    columns["turn_up"] = deals.turn_up.astype(np.int8)
    columns["trumps"] = deals.trump.astype(np.int8)
    if with_pbn:
        columns["pbn"] = np.array([to_pbn(hands) for hands in deals.hands], dtype=object)
    return columns


def long_whist_outcomes(
    n_deals: int,
    policy: str = "hoyle",
    seed: SeedLike = None,
    executor: Executor | None = None,
    *,
    game: GameDefinition = LONG_WHIST,
    progress: ProgressCallback | None = None,
    batch_size: int | None = None,
    with_pbn: bool = False,
) -> pd.DataFrame:
    """One row per deal: tricks won by the dealer's side, the trump honours each hand holds,
    the turn-up and the trump suit (and, with ``with_pbn``, the deal in PBN,
    seat 0 the dealer as North).

    ``executor`` (any :class:`concurrent.futures.Executor`) runs batches with
    independent streams from ``SeedSequence.spawn``; the result for a seed does
    not depend on it.  Without one, each batch is played on every core.

    >>> table = long_whist_outcomes(1000, "hoyle", seed=1)
    >>> int(table.honours_dealer_side.max()) <= 4, sorted(table.columns)[:2]
    (True, ['honours_dealer', 'honours_dealer_partner'])
    """
    chosen = get_policy(policy)
    if game.players != 4 or game.n_sides != 2:
        raise ValueError(f"long-whist outcomes need four players in two sides, not {game.name!r}")
    threads = None if executor is None else 1
    size = batch_size or (DD_BATCH if chosen.kernel is None else 250_000)
    task = partial(_outcome_batch, game, chosen.name, threads, with_pbn)
    parts = run_batches(task, n_deals, seed, batch_size=size, executor=executor, progress=progress)
    table = pd.DataFrame({key: np.concatenate([part[key] for part in parts]) for key in parts[0]})
    table["turn_up"] = pd.Categorical.from_codes(table["turn_up"], categories=[format_card(c) for c in range(52)])
    table["trumps"] = pd.Categorical.from_codes(table["trumps"], categories=list(SUITS))
    return table
