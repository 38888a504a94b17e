"""The exact chance of winning a game of whist from any score, by dynamic programming.

Each deal is drawn from a deal kernel (the joint distribution of the dealer's
side's tricks and honours) and scored by the game's rules; the deal passes to
the left every hand, so the dealing side alternates.  Every deal moves some
points onto the board, so the score states form an acyclic graph, solved from
the highest totals down.  Uncertainty in the kernel is carried into a 95%
interval by re-solving for draws from a Dirichlet posterior on its counts.

>>> round(win_probability("long", score=(0, 0), dealer="us"), 3) > 0.5
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.games.registry import get_game
from whistodds.games.scoring import (
    RULES_BY_GAME,
    LONG_WHIST_VARIANTS,
    SHORT_WHIST_VARIANTS,
    WhistScoring,
    score_deal,
)
from whistodds.odds.words import format_odds
from whistodds.simulations.kernels import HONOURS, TRICKS, DealKernel, get_kernel
from whistodds.simulations.seeding import SeedLike, as_generator

if TYPE_CHECKING:
    import pandas as pd

DEALERS = ("us", "them")
DEFAULT_DRAWS = 400
_VARIANTS = {"long-whist": LONG_WHIST_VARIANTS, "short-whist": SHORT_WHIST_VARIANTS}


def rules_for(game: GameDefinition | str | WhistScoring, variant: str = "standard") -> WhistScoring:
    """The scoring rules of a game in a named variant (or the rules given)."""
    if isinstance(game, WhistScoring):
        return game
    name = get_game(game).name
    if name not in RULES_BY_GAME:
        raise ValueError(f"no score odds for {name!r}; use long-whist or short-whist")
    if variant not in _VARIANTS[name]:
        raise ValueError(f"unknown variant {variant!r} for {name}; use {', '.join(_VARIANTS[name])}")
    return _VARIANTS[name][variant]


@dataclass(frozen=True)
class Transitions:
    """Every (score, dealer) state against every deal outcome, scored once per rule set.

    State ``i`` is ``(us * target + them) * 2 + (0 if we deal else 1)``; outcome
    ``o`` is ``tricks * 5 + honours`` of the dealer's side.
    """

    target: int
    won: np.ndarray  # (states, outcomes) bool
    lost: np.ndarray  # (states, outcomes) bool
    next_state: np.ndarray  # (states, outcomes) int, -1 when the game ends
    levels: tuple[np.ndarray, ...]  # state indices grouped by total score, highest first
    # How a game ends: ((winner 0 us / 1 them) * target + losers' score) * 2 + (0 if we deal next else 1), or -1.
    ending: np.ndarray


def state_index(target: int, us: int, them: int, we_deal: bool) -> int:
    return (us * target + them) * 2 + (0 if we_deal else 1)


@lru_cache(maxsize=None)
def transitions(rules: WhistScoring) -> Transitions:
    target = rules.target
    us, them, dealer = np.meshgrid(np.arange(target), np.arange(target), np.arange(2), indexing="ij")
    us, them, we_deal = us.ravel()[:, None], them.ravel()[:, None], (dealer.ravel() == 0)[:, None]
    tricks = np.repeat(np.arange(TRICKS), HONOURS)[None, :]
    honours = np.tile(np.arange(HONOURS), TRICKS)[None, :]
    our_tricks = np.where(we_deal, tricks, 13 - tricks)
    our_honours = np.where(we_deal, honours, 4 - honours)
    new_us, new_them, result = score_deal(rules, us, them, we_deal, our_tricks, our_honours)
    moved = result == 0
    next_state = np.where(
        moved,
        (np.minimum(new_us, target - 1) * target + np.minimum(new_them, target - 1)) * 2 + we_deal.astype(int),
        -1,
    )
    if (moved & (new_us + new_them <= us + them)).any():
        raise ValueError("a deal that scores nothing would make the score graph cyclic")
    totals = (us + them).ravel()
    levels = tuple(np.flatnonzero(totals == total) for total in range(2 * target - 2, -1, -1))
    losers_score = np.where(result == 1, np.minimum(new_them, target - 1), np.minimum(new_us, target - 1))
    ending = np.where(moved, -1, ((result == -1) * target + losers_score) * 2 + we_deal.astype(int))
    return Transitions(target, result == 1, result == -1, next_state, levels, ending)


def solve(rules: WhistScoring, probabilities: np.ndarray) -> np.ndarray:
    """P(we win) from every state, for one or many kernels: ``(draws, 70)`` -> ``(draws, states)``."""
    table = transitions(rules)
    p = np.atleast_2d(probabilities)
    values = np.zeros((p.shape[0], table.won.shape[0]))
    for level in table.levels:
        following = table.next_state[level]
        ahead = values[:, np.maximum(following, 0)]  # (draws, states in level, outcomes)
        outcome_value = np.where(table.won[level], 1.0, np.where(table.lost[level], 0.0, ahead))
        values[:, level] = np.einsum("dso,do->ds", outcome_value, p)
    return values


def solve_endings(rules: WhistScoring, probabilities: np.ndarray) -> np.ndarray:
    """How the game ends from every state: ``(states, 2, target, 2)`` probabilities indexed by
    winner (0 us, 1 them), the losers' final score, and who deals next (0 us, 1 them)."""
    table = transitions(rules)
    p = np.asarray(probabilities).ravel()
    n_endings = 4 * table.target
    values = np.zeros((table.won.shape[0], n_endings))
    one_hot = np.eye(n_endings)
    for level in table.levels:
        ending = table.ending[level]
        ahead = values[np.maximum(table.next_state[level], 0)]  # (states in level, outcomes, endings)
        outcome_value = np.where((ending >= 0)[..., None], one_hot[np.maximum(ending, 0)], ahead)
        values[level] = np.einsum("soe,o->se", outcome_value, p)
    return values.reshape(-1, 2, table.target, 2)


def resolve_kernel(kernel: DealKernel | str | None) -> DealKernel:
    if isinstance(kernel, DealKernel):
        return kernel
    return get_kernel(kernel or "hoyle")


def check_score(rules: WhistScoring, score: tuple[int, int], dealer: str) -> tuple[int, int, bool]:
    if dealer not in DEALERS:
        raise ValueError(f"dealer={dealer!r} is not allowed; use 'us' or 'them'")
    if len(score) != 2:
        raise ValueError(f"score={score!r} is not allowed; give (us, them)")
    us, them = (int(s) for s in score)
    for side, points in (("us", us), ("them", them)):
        if not 0 <= points < rules.target:
            raise ValueError(
                f"score {us}-{them} is not allowed: {side} has {points}; a game of {rules.name} in play "
                f"has 0-{rules.target - 1} points a side (the game is over at {rules.target})"
            )
    return us, them, dealer == "us"


def win_probability(
    game: GameDefinition | str | WhistScoring = "long-whist",
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    kernel: DealKernel | str | None = None,
) -> float:
    """The exact probability that "us" wins the game from ``score`` with ``dealer`` to deal next.

    ``kernel`` is a :class:`DealKernel` or a policy name (default: the shipped
    ``hoyle`` kernel).
    """
    rules = rules_for(game)
    us, them, we_deal = check_score(rules, score, dealer)
    values = solve(rules, resolve_kernel(kernel).probabilities.ravel())
    return float(values[0, state_index(rules.target, us, them, we_deal)])


def posterior_draws(kernel: DealKernel, draws: int, seed: SeedLike = None, prior: float = 0.5) -> np.ndarray:
    """Kernel probabilities drawn from the Dirichlet posterior on its counts (Jeffreys prior)."""
    if draws < 1:
        raise ValueError(f"draws={draws!r} is not allowed; use 1 or more")
    return as_generator(seed).dirichlet(kernel.counts.ravel() + prior, size=draws)


def odds_table(
    game: GameDefinition | str | WhistScoring = "long-whist",
    kernel: DealKernel | str | None = None,
    *,
    draws: int = DEFAULT_DRAWS,
    seed: SeedLike = 0,
) -> "pd.DataFrame":
    """Every score pair and both deal states: P(we win), its 95% interval and the odds in words."""
    import pandas as pd

    rules = rules_for(game)
    chosen = resolve_kernel(kernel)
    point = solve(rules, chosen.probabilities.ravel())[0]
    sampled = solve(rules, posterior_draws(chosen, draws, seed)) if draws else point[None, :]
    low, high = np.quantile(sampled, [0.025, 0.975], axis=0)
    target = rules.target
    rows = []
    for us in range(target):
        for them in range(target):
            for we_deal in (True, False):
                i = state_index(target, us, them, we_deal)
                rows.append(
                    {
                        "game": rules.name,
                        "us": us,
                        "them": them,
                        "dealer": "us" if we_deal else "them",
                        "p_win": point[i],
                        "ci95_low": low[i],
                        "ci95_high": high[i],
                        "odds": format_odds(point[i], style="on-against"),
                        "policy": chosen.policy,
                        "kernel_deals": chosen.deals,
                    }
                )
    return pd.DataFrame(rows)


def odds_at(
    game: GameDefinition | str | WhistScoring = "long-whist",
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    kernel: DealKernel | str | None = None,
    *,
    draws: int = DEFAULT_DRAWS,
    seed: SeedLike = 0,
) -> dict[str, object]:
    """P(we win) at one score with its 95% interval and odds in words."""
    rules = rules_for(game)
    us, them, we_deal = check_score(rules, score, dealer)
    chosen = resolve_kernel(kernel)
    i = state_index(rules.target, us, them, we_deal)
    point = float(solve(rules, chosen.probabilities.ravel())[0, i])
    sampled = solve(rules, posterior_draws(chosen, draws, seed))[:, i]
    low, high = np.quantile(sampled, [0.025, 0.975])
    return {
        "game": rules.name,
        "us": us,
        "them": them,
        "dealer": dealer,
        "p_win": point,
        "ci95_low": float(low),
        "ci95_high": float(high),
        "odds": format_odds(point, style="on-against"),
        "policy": chosen.policy,
        "kernel_deals": chosen.deals,
    }
