"""The value of the ruff to the holder of the ace of trumps: the same deals played with and without it.

Each deal is dealt twice from one seed, once by a game with the ruff and once
by the same game with ``ruff=false`` (the shuffle is the same: only the
exchange differs), and both are played from the same play seed.  What the
ruffer's side takes (tricks, and points from love-all: tricks over the book and
honours, net of the adversaries') is compared deal by deal, so the difference's
standard error is that of paired differences.

>>> from whistodds.games import get_game
>>> from whistodds.simulations.play import get_model
>>> value = simulate_ruff_value(get_game("ruff-and-honours"), 2000, get_model("hoyle"), seed=1)
>>> value["deals_ruffed"] < 2000 and value["mean_extra_tricks"] > 0
True
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import Any

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.families.ruff import RUFF_AND_HONOURS
from whistodds.games.registry import require_game
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.outcomes import honours_by_seat
from whistodds.simulations.play import play
from whistodds.simulations.play.models import PlayModel, game_model, require_model
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.tally import Tally

BATCH = 250_000


def _ruffer_side_figures(game: Game, deals: Deals, tricks: np.ndarray, rows: np.ndarray, sides: np.ndarray
                         ) -> tuple[np.ndarray, np.ndarray]:
    """Tricks of the ruffer's side and its net points from love-all, in the deals ``rows``."""
    rules = game.whist_rules
    honours = honours_by_seat(deals.hands[rows], deals.trump[rows], rules.honour_ranks)
    seat_side = np.array(game.seat_sides)
    ours = np.where(seat_side[None, :] == sides[:, None], honours, 0).sum(axis=1)
    theirs = honours.sum(axis=1) - ours
    our_tricks = tricks[rows, sides]
    split = rules.side_in_one_hand(honours, game.sides) if rules.records_split else None
    mine, other = rules.deal_points(our_tricks, rules.honours_cell(ours, theirs, split))
    return our_tricks, mine - other


def _batch(game: Game, plain: Game, model: PlayModel, size: int, stream: np.random.SeedSequence) -> dict[str, Any]:  # counts (int) and Tally
    deal_stream, play_stream = stream.spawn(2)
    with_ruff = deal(game, size, np.random.default_rng(deal_stream))
    without = deal(plain, size, np.random.default_rng(deal_stream))
    ruffer = with_ruff.ruffer
    if ruffer is None:  # simulate_ruff_value deals only games with a ruff
        raise ValueError(f"{game.name} has no ruff")
    rows = np.flatnonzero(ruffer >= 0)
    sides = np.array(game.seat_sides)[ruffer[rows]]
    played = [play(d, model, np.random.default_rng(play_stream), record=False).tricks_by_side
              for d in (without, with_ruff)]
    (t0, p0), (t1, p1) = (_ruffer_side_figures(game, d, t, rows, sides)
                          for d, t in zip((without, with_ruff), played))
    half = game.cards_per_hand / 2
    return {"deals": size, "ruffed": rows.size, "tricks_without": Tally.of(t0), "tricks_with": Tally.of(t1),
            "extra_tricks": Tally.of(t1 - t0), "extra_points": Tally.of(p1 - p0),
            "more_than_half_without": int((t0 > half).sum()), "more_than_half_with": int((t1 > half).sum())}


def simulate_ruff_value(game: Game = RUFF_AND_HONOURS, n_deals: int = 200_000, model: PlayModel | None = None,
                        seed: SeedLike = None, *, executor: Executor | None = None,
                        progress: ProgressCallback | None = None) -> dict[str, float]:
    """What the ruff is worth to the side of the holder of the ace of trumps, per deal in which he ruffs:
    tricks with and without it, the paired difference in tricks and in net points, with standard errors."""
    the_game = require_game(game)
    if the_game.ruff is None:
        raise ValueError(f"{the_game.name} has no ruff; use a game with one, e.g. ruff-and-honours")
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    chosen = game_model(the_game) if model is None else require_model(model)
    name = chosen.name
    if chosen.kernel is None:
        raise ValueError(f"model {name!r} does not play card by card; use random or hoyle")
    plain = the_game.replace(ruff=False)
    parts = run_batches(partial(_batch, the_game, plain, chosen), n_deals, seed, batch_size=BATCH, executor=executor,
                        progress=progress)
    total = {key: sum((part[key] for part in parts[1:]), parts[0][key]) for key in parts[0]}
    ruffed = total["ruffed"]
    return {
        "game": the_game.name, "model": name, "deals": total["deals"], "deals_ruffed": ruffed,
        "p_ruff": ruffed / total["deals"],
        "mean_tricks_without": total["tricks_without"].mean, "se_tricks_without": total["tricks_without"].standard_error,
        "mean_tricks_with": total["tricks_with"].mean, "se_tricks_with": total["tricks_with"].standard_error,
        "mean_extra_tricks": total["extra_tricks"].mean, "se_extra_tricks": total["extra_tricks"].standard_error,
        "mean_extra_points": total["extra_points"].mean, "se_extra_points": total["extra_points"].standard_error,
        "p_more_than_half_without": total["more_than_half_without"] / ruffed,
        "p_more_than_half_with": total["more_than_half_with"] / ruffed,
    }
