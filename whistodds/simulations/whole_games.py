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
from whistodds.games.scoring import (
    RULES_BY_GAME,
    RUBBER_VARIANTS,
    RubberRules,
    WhistScoring,
    score_deal,
)
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.outcomes import play_whist_deals
from whistodds.simulations.play.policies import get_policy
from whistodds.simulations.seeding import SeedLike, as_generator

MAX_DEALS_PER_GAME = 1000  # far beyond any real game: a guard against a rule set that never ends


def _next_deal(game, policy, generator, threads, rules, us, them, we_deal, active) -> np.ndarray:
    """Deal, play and score one hand in every ``active`` game, updating the arrays in place;
    the deal passes to the left.  Returns each active game's result (1, -1 or 0)."""
    _, tricks, honours = play_whist_deals(game, active.size, policy, generator, threads)
    # Seat 0 deals every simulated hand: the dealer's side is side 0 (seats 0 and 2).
    dealer_tricks, dealer_honours = tricks[:, 0], honours[:, 0] + honours[:, 2]
    ours = we_deal[active]
    our_tricks = np.where(ours, dealer_tricks, 13 - dealer_tricks)
    our_honours = np.where(ours, dealer_honours, 4 - dealer_honours)
    us[active], them[active], outcome = score_deal(rules, us[active], them[active], ours, our_tricks, our_honours)
    we_deal[active] = ~ours
    return outcome


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
    rules = rules or RULES_BY_GAME.get(the_game.name)
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
        outcome = _next_deal(the_game, policy, generator, threads, rules, us, them, we_deal, active)
        result[active] = outcome
        deals_played[active] += 1
        finished = active[outcome != 0]
        if progress is not None and finished.size:
            progress(int(finished.size))
        active = active[outcome == 0]
    else:
        raise RuntimeError(f"{active.size} games unfinished after {MAX_DEALS_PER_GAME} deals")
    return GameSimulation(result == 1, deals_played, us, them)


@dataclass(frozen=True)
class RubberSimulation:
    """Rubbers played out: net rubber points to "us" and games played, per rubber."""

    net_points: np.ndarray
    games_played: np.ndarray

    @property
    def win_rate(self) -> Proportion:
        return Proportion(int((self.net_points > 0).sum()), int(self.net_points.size))

    @property
    def expected_points(self) -> tuple[float, float]:
        """Mean net points to us and its standard error."""
        return float(self.net_points.mean()), float(self.net_points.std(ddof=1) / np.sqrt(self.net_points.size))

    @property
    def three_games(self) -> Proportion:
        return Proportion(int((self.games_played == 3).sum()), int(self.games_played.size))


def simulate_rubbers(
    n_rubbers: int = 100_000,
    games: tuple[int, int] = (0, 0),
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    policy: str = "hoyle",
    seed: SeedLike = None,
    *,
    rules: RubberRules = RUBBER_VARIANTS["standard"],
    won_game_values: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    threads: int | None = None,
) -> RubberSimulation:
    """Play ``n_rubbers`` rubbers of short whist forward with fresh deals, all at once.

    ``won_game_values`` gives the values of the games already won (one per game in ``games``).
    """
    if n_rubbers <= 0:
        raise ValueError(f"n_rubbers={n_rubbers!r} is not allowed; use a positive integer")
    if tuple(len(v) for v in won_game_values) != tuple(games):
        raise ValueError(f"won_game_values={won_game_values!r} must list one value per game won, games={games}")
    game_rules = rules.game
    the_game = get_game("short-whist")
    generator = as_generator(seed)
    us = np.full(n_rubbers, score[0], np.int64)
    them = np.full(n_rubbers, score[1], np.int64)
    we_deal = np.full(n_rubbers, dealer == "us")
    values = np.asarray(game_rules.game_values)
    # Points of the games won so far by each side, and games won.
    ours = np.full(n_rubbers, sum(won_game_values[0]), np.int64)
    theirs = np.full(n_rubbers, sum(won_game_values[1]), np.int64)
    won_us = np.full(n_rubbers, games[0], np.int64)
    won_them = np.full(n_rubbers, games[1], np.int64)
    played = np.zeros(n_rubbers, np.int64) + games[0] + games[1]
    net = np.zeros(n_rubbers, np.int64)
    active = np.arange(n_rubbers)
    for _ in range(3 * MAX_DEALS_PER_GAME):
        if active.size == 0:
            break
        outcome = _next_deal(the_game, policy, generator, threads, game_rules, us, them, we_deal, active)
        ended = active[outcome != 0]
        we_won = outcome[outcome != 0] == 1
        losers = np.where(we_won, them[ended], us[ended])
        worth = values[np.minimum(losers, game_rules.target - 1)]
        ours[ended] += np.where(we_won, worth, 0)
        theirs[ended] += np.where(we_won, 0, worth)
        won_us[ended] += we_won
        won_them[ended] += ~we_won
        played[ended] += 1
        us[ended] = 0
        them[ended] = 0
        over = ended[(won_us[ended] == 2) | (won_them[ended] == 2)]
        us_took = won_us[over] == 2
        net[over] = np.where(us_took, 1, -1) * (np.where(us_took, ours[over], theirs[over]) + rules.bonus
                                                 - np.where(us_took, theirs[over], ours[over]))
        active = active[~np.isin(active, over)]
    else:
        raise RuntimeError(f"{active.size} rubbers unfinished")
    return RubberSimulation(net, played)
