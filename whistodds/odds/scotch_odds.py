"""Scotch Whist to 41 between two sides: exact odds from any score by dynamic programming.

With two sides seated alternately the deal passes to the other side every hand,
so the state is (our score, their score, who deals).  A deal's scores are kept
as the sequence in which the finish rule counts them (``highest``: the totals
at once; ``ten-first`` and ``count-out``: in order, a side's consecutive scores
merged), so one DP serves every finish rule.  Three or more sides, and every
player for himself with more than two, are simulated instead
(:func:`whistodds.simulations.scotch.simulate_scotch_games`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.games.scotch import ScotchScoring
from whistodds.odds.words import format_odds
from whistodds.simulations.seeding import SeedLike, as_generator

if TYPE_CHECKING:
    import pandas as pd

MAX_STEPS = 6


@dataclass(frozen=True)
class ScotchKernel:
    """What one deal gives the dealer's side (0) and the other (1), as scoring sequences.

    ``sides[m, k]`` and ``points[m, k]`` are the k-th score of outcome m (side -1:
    none); ``counts[m]`` how many deals had it.
    """

    sides: np.ndarray
    points: np.ndarray
    counts: np.ndarray
    finish: str
    policy: str
    players: int
    n_sides: int

    @property
    def probabilities(self) -> np.ndarray:
        return self.counts / self.counts.sum()

    @property
    def deals(self) -> int:
        return int(self.counts.sum())


def scotch_kernel(game: GameDefinition, policy: str = "hoyle", n_deals: int = 200_000, seed: SeedLike = 0,
                  scoring: ScotchScoring = ScotchScoring()) -> ScotchKernel:
    """Play ``n_deals`` deals (seat 0 deals) and count their scoring sequences."""
    from whistodds.simulations.scotch import CARDS_EVENT, event_order, play_scotch_deals

    if game.n_sides != 2:
        raise ValueError(f"the exact odds need two sides; {game.title} has {game.n_sides} (use the simulation)")
    deals = play_scotch_deals(game, n_deals, policy, as_generator(seed), 0, scoring)
    if scoring.finish == "highest":
        totals = deals.points
        keys = Counter(((0, int(a)), (1, int(b))) for a, b in totals)
    else:
        order = event_order(scoring, deals)
        rows = np.arange(n_deals)
        keys = Counter()
        steps = []
        card_side = np.argmax(deals.card_points, axis=1)
        for step in range(order.shape[1]):
            event = order[:, step]
            honour = np.maximum(event, 0)
            side = np.where(event == CARDS_EVENT, card_side, deals.honour_side[rows, honour])
            points = np.where(event == CARDS_EVENT, deals.card_points[rows, card_side], deals.honour_values[honour])
            steps.append((side, points))
        for d in range(n_deals):
            merged: list[list[int]] = []
            for side, points in steps:
                s, p = int(side[d]), int(points[d])
                if p == 0:
                    continue
                if merged and merged[-1][0] == s:
                    merged[-1][1] += p
                else:
                    merged.append([s, p])
            keys[tuple(map(tuple, merged))] += 1
    sides = np.full((len(keys), MAX_STEPS), -1, np.int64)
    points = np.zeros((len(keys), MAX_STEPS), np.int64)
    counts = np.empty(len(keys), np.int64)
    for m, (sequence, count) in enumerate(keys.items()):
        for k, (side, value) in enumerate(sequence):
            sides[m, k], points[m, k] = side, value
        counts[m] = count
    return ScotchKernel(sides, points, counts, scoring.finish, policy, game.players, game.n_sides)


def _tie_values(kernel: ScotchKernel, probabilities: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """P(we win | equal totals past the target, we deal next) and (..., they deal next), per draw."""
    dealer = np.where(kernel.sides == 0, kernel.points, 0).sum(axis=1)
    other = np.where(kernel.sides == 1, kernel.points, 0).sum(axis=1)
    p_more = probabilities @ (dealer > other)
    p_less = probabilities @ (dealer < other)
    p_equal = probabilities @ (dealer == other)
    # x = p_more + p_equal * y (we deal), y = p_less + p_equal * x (they deal).
    we_deal = (p_more + p_equal * p_less) / (1 - p_equal**2)
    they_deal = p_less + p_equal * we_deal
    return we_deal, they_deal


def solve_scotch(kernel: ScotchKernel, scoring: ScotchScoring, probabilities: np.ndarray | None = None) -> np.ndarray:
    """P(we win) from every state (us, them, dealer), for one or many draws: ``(draws, states)``."""
    target = scoring.target
    p = np.atleast_2d(kernel.probabilities if probabilities is None else probabilities)
    tie_we, tie_they = _tie_values(kernel, p)
    values = np.zeros((p.shape[0], target * target * 2))
    for total in range(2 * target - 2, -1, -1):
        us = np.arange(max(0, total - target + 1), min(total, target - 1) + 1)
        them = total - us
        for we_deal in (True, False):
            states = (us * target + them) * 2 + (0 if we_deal else 1)
            ours = 0 if we_deal else 1
            score_us = np.repeat(us[:, None], len(kernel.counts), axis=1)
            score_them = np.repeat(them[:, None], len(kernel.counts), axis=1)
            result = np.zeros_like(score_us)  # 1 we win, -1 they win, 2 tie past the target
            if kernel.finish == "highest":
                score_us += np.where(kernel.sides == ours, kernel.points, 0).sum(axis=1)
                score_them += np.where(kernel.sides == 1 - ours, kernel.points, 0).sum(axis=1)
                over = (score_us >= target) | (score_them >= target)
                result = np.where(over, np.sign(score_us - score_them), 0)
                result = np.where(over & (score_us == score_them), 2, result)
            else:
                for step in range(MAX_STEPS):
                    side, points = kernel.sides[:, step], kernel.points[:, step]
                    open_ = result == 0
                    score_us += np.where(open_ & (side == ours), points, 0)
                    score_them += np.where(open_ & (side == 1 - ours), points, 0)
                    result = np.where(open_ & (score_us >= target), 1, np.where(open_ & (score_them >= target), -1, result))
            following = (np.minimum(score_us, target - 1) * target + np.minimum(score_them, target - 1)) * 2 + (
                1 if we_deal else 0)
            ahead = values[:, following]  # (draws, states here, outcomes)
            tie = (tie_they if we_deal else tie_we)[:, None, None]
            outcome = np.where(result == 1, 1.0, np.where(result == -1, 0.0, np.where(result == 2, tie, ahead)))
            values[:, states] = np.einsum("dso,do->ds", outcome, p)
    return values


def _index(target: int, us: int, them: int, dealer: str) -> int:
    return (us * target + them) * 2 + (0 if dealer == "us" else 1)


def check_scotch_score(scoring: ScotchScoring, score: tuple[int, int], dealer: str) -> None:
    if dealer not in ("us", "them"):
        raise ValueError(f"dealer={dealer!r} is not allowed; use 'us' or 'them'")
    for side, points in zip(("us", "them"), score):
        if not 0 <= points < scoring.target:
            raise ValueError(f"score {score[0]}-{score[1]} is not allowed: {side} has {points}; a game in play "
                             f"has 0-{scoring.target - 1} points a side (the game is over at {scoring.target})")


def scotch_odds_at(kernel: ScotchKernel, scoring: ScotchScoring, score: tuple[int, int], dealer: str,
                   draws: int = 100, seed: SeedLike = 0) -> dict[str, object]:
    """P(we win) at one score with a 95% interval from Dirichlet draws on the kernel's counts."""
    check_scotch_score(scoring, score, dealer)
    i = _index(scoring.target, score[0], score[1], dealer)
    point = float(solve_scotch(kernel, scoring)[0, i])
    sampled = solve_scotch(kernel, scoring, as_generator(seed).dirichlet(kernel.counts + 0.5, size=draws))[:, i]
    low, high = np.quantile(sampled, [0.025, 0.975])
    return {"players": kernel.players, "sides": kernel.n_sides, "finish": scoring.finish, "us": score[0],
            "them": score[1], "dealer": dealer, "p_win": point, "ci95_low": float(low), "ci95_high": float(high),
            "odds": format_odds(point, style="on-against"), "policy": kernel.policy, "kernel_deals": kernel.deals}


def scotch_odds_table(kernel: ScotchKernel, scoring: ScotchScoring) -> "pd.DataFrame":
    """P(we win) at every score and deal state."""
    import pandas as pd

    values = solve_scotch(kernel, scoring)[0]
    target = scoring.target
    rows = [
        {"us": us, "them": them, "dealer": dealer, "p_win": values[_index(target, us, them, dealer)],
         "finish": scoring.finish, "players": kernel.players, "policy": kernel.policy}
        for us in range(target) for them in range(target) for dealer in ("us", "them")
    ]
    return pd.DataFrame(rows)
