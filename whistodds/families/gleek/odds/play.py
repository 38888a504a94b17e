"""Gleek's twelve tricks played by the engine and settled against 22, zero-sum in every deal once the stock
is in play.

Source: ``gleek.txt``: "3 points for each trick", and honours of trumps "Ace (15 points), King (3 points),
Queen (3 points), and Jack (9 points)", the dealer counting the turn-up if it is one; "each player then
either wins or loses the difference between this total and 22" (lines 32-33).
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.families.gleek.rules import GLEEK, GleekScoring
from whistodds.games.registry import get_game
from whistodds.families.gleek.odds.deals import DEAL_BATCH, SEATS
from whistodds.families.gleek.odds.hands import gleek_scoring
from whistodds.families.gleek.odds.stock import buy_stock
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.play.models import PlayModel, game_model, get_model
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.tally import Tally, merge_columns

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.dealing import Deals


def settlements(deals: Deals, tricks: np.ndarray, scoring: GleekScoring | None = None) -> np.ndarray:
    """What each seat wins (+) or pays (-) against 22 in each deal, ``(n, players)``: "3 points for each
    trick" and the trump honours "Ace (15 points), King (3 points), Queen (3 points), and Jack (9 points)" in
    his hand as played (after the stock is bought), the turn-up to the dealer (gleek.txt:32), less
    "the difference between this total and 22" (line 33).  ``deals`` as played (see :func:`buy_stock`).

    >>> from whistodds.simulations import deal
    >>> deals = buy_stock(deal(GLEEK, 5, seed=1))
    >>> settlements(deals, np.array([[4, 4, 4]] * 5)).sum(axis=1).tolist()  # every honour is in play: 66 points
    [0, 0, 0, 0, 0]
    """
    scoring = gleek_scoring(deals.game) if scoring is None else scoring
    points = scoring.honour_points(np.arange(52) % 13 + 2)  # each card's honour points when its suit is trumps
    trump = deals.trump.astype(np.int64)
    hands = deals.hands.astype(np.int64)
    honours = np.where(hands // 13 == trump[:, None, None], points[hands], 0).sum(axis=2)
    turn_up = deals.turn_up.astype(np.int64)
    honours[np.arange(deals.n_deals), deals.dealer.astype(np.int64)] += np.where(turn_up // 13 == trump,
                                                                                 points[turn_up], 0)
    settled: np.ndarray = scoring.points_per_trick * np.asarray(tricks) + honours - scoring.settle_against
    return settled


def _play_batch(game: Game, model: PlayModel, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per seat: tallies of tricks, honour points and settlements; and of the three settlements' sum."""
    from whistodds.simulations.dealing import deal
    from whistodds.simulations.play.api import play

    generator = np.random.default_rng(stream)
    deals = buy_stock(deal(game, size, generator, dealer=0))
    result = play(deals, model, generator, record=False)
    scoring = gleek_scoring(game)
    settled = settlements(deals, result.tricks_by_side, scoring)
    honours = settled + scoring.settle_against - scoring.points_per_trick * result.tricks_by_side
    return [tally for seat in range(game.players) for tally in (
        Tally.of(result.tricks_by_side[:, seat]), Tally.of(honours[:, seat]), Tally.of(settled[:, seat]))] + [
        Tally.of(settled.sum(axis=1))]


def play_gleek(n_deals: int = 100_000, model: PlayModel | None = None, seed: SeedLike = 0,
               trump_must_match: bool = False, *, game: Game = GLEEK,
               executor: Executor | None = None) -> "pd.DataFrame":
    """The twelve tricks played by the engine under ``model`` (default: the game's own model) and settled
    against 22, by seat from the dealer: mean total, and settlement in pence as an
    :class:`~whistodds.simulations.estimate.Estimate` whose keys follow it (``mean_settlement_pence_se``,
    ...), its spread, and the mean of the three settlements' sum (zero when every honour is in play), an
    Estimate too.

    The stock is bought first by the game's rule (``stock_buyer``, see :func:`buy_stock`); honours
    count to the player who holds them in the play ("any honours you may have played"), the turn-up
    to the dealer.  ``trump_must_match`` is the reading in which a trump takes a plain card only
    if of equal or higher rank (the game ``gleek(trumping=match)``).
    """
    import pandas as pd

    game = game.replace(trumping="match") if trump_must_match else game
    chosen = game_model(game) if model is None else model
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_play_batch, game, chosen), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    total = tallies[-1]
    scoring = gleek_scoring(game)
    rows = []
    for seat in range(game.players):
        tricks, honours, settlement = tallies[3 * seat:3 * seat + 3]
        rows.append({"seat": SEATS[seat], "model": chosen.name,
                     "trump_reading": "equal or higher trump" if game.trump_must_match else "any trump",
                     "stock_buyer": scoring.stock_buyer,
                     "mean_tricks": tricks.mean,
                     "mean_honour_points": honours.mean,
                     "mean_total": settlement.mean + scoring.settle_against,
                     **Estimate.mean(settlement.mean, settlement.standard_error).named_columns(
                         "mean_settlement_pence"),
                     "settlement_p10": settlement.quantile(0.1), "settlement_median": settlement.quantile(0.5),
                     "settlement_p90": settlement.quantile(0.9),
                     **Estimate.mean(total.mean, total.standard_error).named_columns("mean_sum_of_settlements"),
                     "deals": n_deals})
    return pd.DataFrame(rows)
