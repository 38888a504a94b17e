"""Games set side by side: the dealer's advantage and how often the side behind recovers.

The 1911 Britannica tells why the game was cut from ten points to five: "the
players proposed to make the game five up, in order to give the loser a chance
of recovering his loss."  Every figure here is exact, from the one solver and
each game's own kernel (long and short whist share theirs: the same deal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_AGAINST_SHORT
from whistodds.odds.game_odds import point_values as _values
from whistodds.odds.game_odds import deal_probabilities, require_model_or_kernel, resolve_kernel, score_game
from whistodds.odds.solver import state_index
from whistodds.simulations.kernels import Kernel
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd


def behind_after_first_deal(game: Game, model: Kernel | PlayModel | None = None) -> float:
    """P(the side that trails after the first deal from love-all goes on to win), dealer unknown.

    A game won in one deal counts as the side behind never recovering; when the
    first deal leaves the scores level, the side not dealing is counted as behind.
    """
    game = score_game(game)
    chosen = resolve_kernel(require_model_or_kernel(model), game)
    values = _values(game, chosen)
    n = game.score_rules.score_states
    total = 0.0
    for dealer_side in (0, 1):
        p = deal_probabilities(game, chosen, 0, 0, dealer_side == 0)
        scores, winner = game.score_rules.apply(np.zeros(2, np.int64), np.array(dealer_side), chosen.outcomes())
        us, them = scores[..., 0], scores[..., 1]
        playing = winner < 0
        we_deal_next = dealer_side == 1
        w = values[(np.minimum(us, n - 1) * n + np.minimum(them, n - 1)) * 2 + (0 if we_deal_next else 1)]
        total += 0.5 * float((p * np.where(playing, np.where(us > them, 1 - w, w), 0.0)).sum())
    return total


def recovery_curve(game: Game, model: Kernel | PlayModel | None = None) -> "pd.DataFrame":
    """P(a side trailing 0 to d wins), deal unknown, for every deficit d."""
    import pandas as pd

    game = score_game(game)
    chosen = resolve_kernel(require_model_or_kernel(model), game)
    values = _values(game, chosen)
    n, target = game.score_rules.score_states, game.score_rules.target
    rows = []
    for deficit in range(1, target):
        p = (values[state_index(n, 0, deficit, True)] + values[state_index(n, 0, deficit, False)]) / 2
        rows.append({"game": game.name, "target": target, "deficit": deficit, "deficit_fraction": deficit / target,
                     "p_recover": p, "model": chosen.model})
    return pd.DataFrame(rows)


def long_short_comparison(model: Kernel | PlayModel | None = None,
                          games: tuple[Game, ...] = LONG_AGAINST_SHORT) -> "pd.DataFrame":
    """One row per game: the dealer's chance from love-all, his advantage, and recovery figures."""
    import pandas as pd

    rows = []
    for game in games:
        game = score_game(game)
        chosen = resolve_kernel(require_model_or_kernel(model), game)
        values = _values(game, chosen)
        dealer = values[state_index(game.score_rules.score_states, 0, 0, True)]
        curve = recovery_curve(game, chosen)
        half = curve[curve.deficit_fraction <= 0.5].iloc[-1]
        rows.append(
            {
                "game": game.name,
                "target_points": game.score_rules.target,
                "p_dealer_wins_from_love_all": dealer,
                "dealer_advantage_pp": 100 * (dealer - 0.5),
                "p_behind_after_first_deal_recovers": behind_after_first_deal(game, chosen),
                "deficit_at_half_the_game": int(half.deficit),
                "p_recover_from_half_the_game_behind": float(half.p_recover),
                "model": chosen.model,
            }
        )
    return pd.DataFrame(rows)
