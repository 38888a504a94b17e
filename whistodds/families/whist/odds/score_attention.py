"""What attending to the score changes: ``hoyle-score`` against ``hoyle``.

Two questions.  At every score, how much does P(win) move when both sides attend
to the score (rule XXVI) rather than neither?  :func:`attention_difference_table`
answers it exactly from the two models' kernels, with a 95% interval from their
independent Dirichlet posteriors.  And how much is attending worth against a side
that does not?  :func:`attention_worth` plays whole games from love-all, one side
``hoyle-score`` and the other ``hoyle``, on the same stream of deals with each side
dealing first in half of them, and gives P(the attending side wins the game).

>>> table = attention_difference_table(get_game("short-whist"), draws=20)
>>> bool((table.ci95_low <= table.difference).all())
True
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.contexts import check_contexts
from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.registry import get_game
from whistodds.odds.game_odds import (DEFAULT_DRAWS, game_chain, kernel_probabilities, posterior_draws,
                                      resolve_kernel, score_game, score_states)
from whistodds.odds.solver import solve
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.kernels import Kernel
from whistodds.simulations.play.models import PlayModel, get_model
from whistodds.simulations.seeding import SeedLike, as_seed_sequence
from whistodds.simulations.whole_games import simulate_games

if TYPE_CHECKING:
    import pandas as pd

ATTENDING, PLAIN = "hoyle-score", "hoyle"


def attention_difference_table(game: Game = LONG_WHIST, attending: Kernel | PlayModel | None = None,
                               plain: Kernel | PlayModel | None = None, *,
                               draws: int = DEFAULT_DRAWS, seed: SeedLike = 0) -> "pd.DataFrame":
    """P(we win) under ``attending`` (default ``hoyle-score``) minus under ``plain`` (``hoyle``), at every score
    and deal state, with the 95% interval of the difference (independent posterior draws of the two kernels)."""
    import pandas as pd

    game = score_game(game)
    check_contexts(game)
    streams = as_seed_sequence(seed).spawn(2)
    values = {}
    both = (("attending", attending or get_model(ATTENDING), streams[0]),
            ("plain", plain or get_model(PLAIN), streams[1]))
    for name, kernel, stream in both:
        chosen = resolve_kernel(kernel, game)
        table = game_chain(game, chosen)
        values[name] = (chosen, solve(table, kernel_probabilities(game, chosen))[0],
                        solve(table, posterior_draws(chosen, draws, np.random.default_rng(stream), game=game)))
    difference_draws = values["attending"][2] - values["plain"][2]
    low, high = np.quantile(difference_draws, [0.025, 0.975], axis=0)
    rows = []
    for us, them, we_deal, i in score_states(game):
        a, b = values["attending"][1][i], values["plain"][1][i]
        rows.append({"game": game.name, "us": us, "them": them, "dealer": "us" if we_deal else "them",
                     "p_win_attending": a, "p_win_plain": b, "difference": a - b,
                     "ci95_low": low[i], "ci95_high": high[i],
                     "attending": values["attending"][0].model, "plain": values["plain"][0].model})
    return pd.DataFrame(rows)


def attention_worth(game: Game = LONG_WHIST, n_games: int = 100_000, seed: SeedLike = 0, *,
                    attending: PlayModel | str = ATTENDING, plain: PlayModel | str = PLAIN, executor: Executor | None = None,
                    progress: ProgressCallback | None = None) -> Proportion:
    """P(the side playing ``attending`` wins a game from love-all against a side playing ``plain``).

    Half the games (``n_games`` each way) the attending side deals first, half the other side does,
    every game on the same stream of deals; the estimate is the mean of the two, with its standard error.
    """
    game = score_game(game)
    check_contexts(game)
    sides = (get_model(attending), get_model(plain))
    seats = tuple(sides[side] for side in game.seat_sides)
    root = as_seed_sequence(seed)
    # The same stream of deals both ways: a fresh copy of the root for each (spawning changes a SeedSequence).
    results = [simulate_games(game, n_games, dealer=dealer,
                              seed=np.random.SeedSequence(root.entropy, spawn_key=root.spawn_key),
                              seat_models=seats, executor=executor, progress=progress).win_rate
               for dealer in ("us", "them")]
    return Proportion(sum(result.successes for result in results), sum(result.trials for result in results))
