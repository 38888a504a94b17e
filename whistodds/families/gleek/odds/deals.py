"""Gleek's deals simulated by seat, as dealt and after the stock is bought: the sets and what they pay, the
ruff and who holds the best alone, four aces; every figure an :class:`~whistodds.simulations.estimate.Estimate`
whose keys follow it, named after it (``p_any_set``, ``p_any_set_se``, ``p_any_set_ci95_low``, ...).
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.families.gleek.rules import GLEEK
from whistodds.games.registry import get_game
from whistodds.families.gleek.odds.hands import RANK_WORDS, four_aces, gleek_scoring, rank_counts, ruff, ruff_points, set_values
from whistodds.families.gleek.odds.stock import buy_stock
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.tally import Tally, merge_columns

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.dealing import Deals

DEAL_BATCH = 250_000  # deals a batch; each keeps running counts only
SEATS = ("dealer", "eldest", "youngest")  # counted from the dealer


def _dealt(game: Game, size: int, stream: np.random.SeedSequence) -> Deals:
    from whistodds.simulations.dealing import deal

    return deal(game, size, np.random.default_rng(stream), dealer=0)


def stages(game: Game) -> tuple[str, str]:
    """The two stages :func:`simulate_deal_values` compares: as dealt, and as played (after the stock is bought)."""
    buyer = gleek_scoring(game).stock_buyer
    return ("as dealt", "stock not bought" if buyer == "none" else f"after the {buyer} buys the stock")


PER_SEAT = 7  # tallies a seat and stage: receipts, net, ruff points, best ruff alone, tied, four aces, decided by them


def _best_alone(ruffs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    holders = ruffs == ruffs.max(axis=1, keepdims=True)
    alone = holders & (holders.sum(axis=1, keepdims=True) == 1)
    return alone, holders & ~alone


def _values_batch(game: Game, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per stage and seat: tallies of set receipts, net pence, ruff points, and (0/1) the best ruff alone, tied
    for it, four aces held, and the best ruff alone by four aces where the points alone would not give it."""
    deals = _dealt(game, size, stream)
    tallies = []
    scoring = gleek_scoring(game)
    for hands in (deals.hands, buy_stock(deals, scoring).hands):
        values = set_values(hands, scoring)
        net = 2 * values - (values.sum(axis=1, keepdims=True) - values)
        points = ruff_points(hands, scoring)
        alone, tied = _best_alone(ruff(hands, scoring))
        by_points, _ = _best_alone(points)
        aces = four_aces(hands)
        tallies += [tally for seat in range(game.players) for tally in (
            Tally.of(values[:, seat]), Tally.of(net[:, seat]), Tally.of(points[:, seat]), Tally.of(alone[:, seat]),
            Tally.of(tied[:, seat]), Tally.of(aces[:, seat]), Tally.of(alone[:, seat] & ~by_points[:, seat]))]
    return tallies


def _share(tally: Tally, n: int) -> Proportion:
    """The proportion of ``n`` deals whose 0/1 tally is 1."""
    return Proportion(int(tally.counts[tally.values == 1].sum()), n)


def simulate_deal_values(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game = GLEEK,
                         executor: Executor | None = None) -> "pd.DataFrame":
    """By seat (counted from the dealer): P(any mournival or gleek), expected receipts and net pence
    from the sets, the points of the best ruff suit, P(holding the best ruff, alone) and P(tied for it),
    P(four aces) and P(the best ruff alone by four aces where the suit points would not give it, gleek.txt:39);
    as dealt and after the stock is bought (the game's ``stock_buyer``).  Each figure with a standard error is
    an :class:`~whistodds.simulations.estimate.Estimate` whose keys follow it, named after it; running counts
    only, so memory does not grow with ``n_deals``.

    >>> table = simulate_deal_values(2000, seed=1)
    >>> list(table.stage.unique()), list(table.columns[3:8])
    (['as dealt', 'after the eldest buys the stock'], ['p_any_set', 'p_any_set_se', 'p_any_set_ci95_low', \
'p_any_set_ci95_high', 'p_any_set_method'])
    """
    import pandas as pd

    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_values_batch, game), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    rows = []
    for s_index, stage in enumerate(stages(game)):
        for seat in range(game.players):
            start = (s_index * game.players + seat) * PER_SEAT
            values, net, best, alone, tied, aces, by_aces = tallies[start:start + PER_SEAT]
            p_any = Proportion(n_deals - int(values.counts[values.values == 0].sum()), n_deals)
            p_best, p_aces, p_by_aces = _share(alone, n_deals), _share(aces, n_deals), _share(by_aces, n_deals)
            rows.append({
                "stage": stage, "seat": SEATS[seat], "deals": n_deals,
                **p_any.named_columns("p_any_set"),
                **Estimate.mean(2 * values.mean, 2 * values.standard_error).named_columns("mean_receipts_pence"),
                **Estimate.mean(net.mean, net.standard_error).named_columns("mean_net_pence"),
                "mean_best_ruff": best.mean, "best_ruff_p10": best.quantile(0.1),
                "best_ruff_median": best.quantile(0.5), "best_ruff_p90": best.quantile(0.9),
                **p_best.named_columns("p_best_ruff_alone"),
                "p_tied_best_ruff": _share(tied, n_deals).estimate,
                **p_aces.named_columns("p_four_aces"),
                **p_by_aces.named_columns("p_ruff_by_four_aces"),
            })
    return pd.DataFrame(rows)


def _sets_batch(game: Game, size: int, stream: np.random.SeedSequence) -> np.ndarray:
    """How many deals gave each seat a mournival (4) or gleek (3) of each rank: ``(2, ranks, players)``."""
    counts = rank_counts(_dealt(game, size, stream).hands, gleek_scoring(game))
    return np.stack([(counts == 4).sum(axis=0).T, (counts == 3).sum(axis=0).T])


def simulate_sets_by_seat(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game = GLEEK,
                          executor: Executor | None = None) -> "pd.DataFrame":
    """P(mournival) and P(gleek) of each rank by seat, simulated: each an
    :class:`~whistodds.simulations.estimate.Estimate` whose keys follow it, named after it (``p_gleek_se``, ...)."""
    import pandas as pd

    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    batches = run_batches(partial(_sets_batch, game), n_deals, seed, batch_size=DEAL_BATCH, executor=executor,
                          root_when_single=True)
    found = sum(batches[1:], batches[0])  # n_deals >= 1: one batch at least
    rows = []
    for k, rank in enumerate(gleek_scoring(game).set_ranks):
        for seat in range(game.players):
            four = Proportion(int(found[0, k, seat]), n_deals)
            three = Proportion(int(found[1, k, seat]), n_deals)
            rows.append({"rank": RANK_WORDS[rank], "seat": SEATS[seat], **four.named_columns("p_mournival"),
                         **three.named_columns("p_gleek"), "deals": n_deals})
    return pd.DataFrame(rows)
