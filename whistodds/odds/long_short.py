"""Long whist against short: the dealer's advantage and how often the side behind recovers.

The 1911 Britannica tells why the game was cut from ten points to five: "the
players proposed to make the game five up, in order to give the loser a chance
of recovering his loss."  Both figures here are exact, from the same DP and
deal kernel for both games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.scoring import LONG_WHIST_RULES, SHORT_WHIST_RULES, WhistScoring, score_deal
from whistodds.odds.game_odds import resolve_kernel, solve, state_index
from whistodds.simulations.kernels import HONOURS, TRICKS, DealKernel

if TYPE_CHECKING:
    import pandas as pd

GAMES = (LONG_WHIST_RULES, SHORT_WHIST_RULES)


def _behind_after_first_deal(rules: WhistScoring, probabilities: np.ndarray, values: np.ndarray) -> float:
    """P(the side that trails after the first deal from love-all goes on to win), dealer unknown."""
    total = 0.0
    for we_deal in (True, False):
        for tricks in range(TRICKS):
            for honours in range(HONOURS):
                p = probabilities[tricks, honours]
                if p == 0:
                    continue
                our_tricks = tricks if we_deal else 13 - tricks
                our_honours = honours if we_deal else 4 - honours
                us, them, result = (int(x) for x in score_deal(rules, 0, 0, we_deal, our_tricks, our_honours))
                if result != 0:  # won in one deal: the side behind never recovered
                    continue
                w = values[state_index(rules.target, us, them, not we_deal)]
                total += 0.5 * p * (1 - w if us > them else w)
    return total


def recovery_curve(rules: WhistScoring, kernel: DealKernel | str | None = None) -> "pd.DataFrame":
    """P(a side trailing 0 to d wins), deal unknown, for every deficit d."""
    import pandas as pd

    chosen = resolve_kernel(kernel)
    values = solve(rules, chosen.probabilities.ravel())[0]
    rows = []
    for deficit in range(1, rules.target):
        p = (values[state_index(rules.target, 0, deficit, True)] + values[state_index(rules.target, 0, deficit, False)]) / 2
        rows.append({"game": rules.name, "target": rules.target, "deficit": deficit,
                     "deficit_fraction": deficit / rules.target, "p_recover": p, "policy": chosen.policy})
    return pd.DataFrame(rows)


def long_short_comparison(kernel: DealKernel | str | None = None) -> "pd.DataFrame":
    """One row per game: the dealer's chance from love-all, his advantage, and recovery figures."""
    import pandas as pd

    chosen = resolve_kernel(kernel)
    rows = []
    for rules in GAMES:
        values = solve(rules, chosen.probabilities.ravel())[0]
        dealer = values[state_index(rules.target, 0, 0, True)]
        curve = recovery_curve(rules, chosen)
        half = curve[curve.deficit_fraction <= 0.5].iloc[-1]
        rows.append(
            {
                "game": rules.name,
                "target_points": rules.target,
                "p_dealer_wins_from_love_all": dealer,
                "dealer_advantage_pp": 100 * (dealer - 0.5),
                "p_behind_after_first_deal_recovers": _behind_after_first_deal(rules, chosen.probabilities, values),
                "deficit_at_half_the_game": int(half.deficit),
                "p_recover_from_half_the_game_behind": float(half.p_recover),
                "policy": chosen.policy,
            }
        )
    return pd.DataFrame(rows)
