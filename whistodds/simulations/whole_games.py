"""Whole games of long or short whist played forward, all games at once.

Every deal is freshly dealt and played by the engine (or solved double-dummy),
scored by the game's rules, and the deal passes to the left, so the dealing
side alternates.  The result checks the exact dynamic programme in
:mod:`whistodds.odds.game_odds`, which assumes deals independent and
identically distributed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.games.registry import get_game
from whistodds.games.scoring import LONG_WHIST_RULES, SHORT_WHIST_RULES, WhistScoring, score_deal
from whistodds.odds.intervals import Proportion
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.outcomes import play_whist_deals
from whistodds.simulations.play.policies import get_policy
from whistodds.simulations.seeding import SeedLike, as_generator

MAX_DEALS_PER_GAME = 1000  # far beyond any real game: a guard against a rule set that never ends
_RULES = {"long-whist": LONG_WHIST_RULES, "short-whist": SHORT_WHIST_RULES}


@dataclass(frozen=True)
class GameSimulation:
    """Games played out: who won and how many deals each took."""

    wins: np.ndarray  # bool per game: "us" won
    deals_per_game: np.ndarray  # int per game
    final_us: np.ndarray
    final_them: np.ndarray

    @property
    def win_rate(self) -> Proportion:
        return Proportion(int(self.wins.sum()), int(self.wins.size))

    def deals_distribution(self) -> dict[int, float]:
        counts = np.bincount(self.deals_per_game)
        return {k: counts[k] / self.deals_per_game.size for k in np.flatnonzero(counts)}


def simulate_games(
    game: GameDefinition | str = "long-whist",
    n_games: int = 100_000,
    start: tuple[int, int] = (0, 0),
    dealer: str = "us",
    policy: str = "hoyle",
    seed: SeedLike = None,
    *,
    rules: WhistScoring | None = None,
    threads: int | None = None,
    progress: ProgressCallback | None = None,
) -> GameSimulation:
    """Play ``n_games`` games from ``start`` with ``dealer`` to deal; every game at once.

    >>> result = simulate_games("long", 2000, start=(9, 9), dealer="us", seed=1)
    >>> 0.4 < result.win_rate.estimate < 0.7
    True
    """
    the_game = get_game(game)
    rules = rules or _RULES.get(the_game.name)
    if rules is None:
        raise ValueError(f"no whole-game simulation for {the_game.name!r}; use long-whist or short-whist")
    if isinstance(n_games, bool) or not isinstance(n_games, (int, np.integer)) or n_games <= 0:
        raise ValueError(f"n_games={n_games!r} is not allowed; use a positive integer")
    if dealer not in ("us", "them"):
        raise ValueError(f"dealer={dealer!r} is not allowed; use 'us' or 'them'")
    if any(not 0 <= s < rules.target for s in start):
        raise ValueError(f"start={start!r} is not allowed; scores run 0-{rules.target - 1} while a game is in play")
    get_policy(policy)
    generator = as_generator(seed)
    us = np.full(n_games, start[0], np.int64)
    them = np.full(n_games, start[1], np.int64)
    we_deal = np.full(n_games, dealer == "us")
    result = np.zeros(n_games, np.int64)
    deals_played = np.zeros(n_games, np.int64)
    active = np.arange(n_games)
    for _ in range(MAX_DEALS_PER_GAME):
        if active.size == 0:
            break
        _, tricks, honours = play_whist_deals(the_game, active.size, policy, generator, threads)
        # Seat 0 deals every simulated hand: the dealer's side is side 0 (seats 0 and 2).
        dealer_tricks, dealer_honours = tricks[:, 0], honours[:, 0] + honours[:, 2]
        ours = we_deal[active]
        our_tricks = np.where(ours, dealer_tricks, 13 - dealer_tricks)
        our_honours = np.where(ours, dealer_honours, 4 - dealer_honours)
        new_us, new_them, outcome = score_deal(rules, us[active], them[active], ours, our_tricks, our_honours)
        us[active], them[active], result[active] = new_us, new_them, outcome
        deals_played[active] += 1
        we_deal[active] = ~ours  # the deal passes to the left
        finished = active[outcome != 0]
        if progress is not None and finished.size:
            progress(int(finished.size))
        active = active[outcome == 0]
    else:
        raise RuntimeError(f"{active.size} games unfinished after {MAX_DEALS_PER_GAME} deals")
    return GameSimulation(result == 1, deals_played, us, them)
