"""Scotch Whist deals played and scored, and whole games to 41 played forward.

A deal's points for each side are the counting trumps it captured (knave 11,
ace 4, king 3, queen 2, ten 10) and one point for every card it took beyond
the number dealt to it.  Who captured each counting trump, and in which trick,
is kept, because the finish rules ``count-out`` and ``ten-first`` score them in
order.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.games.scotch import ScotchScoring
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.play import play
from whistodds.simulations.seeding import SeedLike, as_generator

CARDS_EVENT = -1  # marks the card points in an event order


def side_index(game: GameDefinition) -> np.ndarray:
    side_of = np.empty(game.players, np.int64)
    for index, side in enumerate(game.sides):
        side_of[list(side)] = index
    return side_of


@dataclass(frozen=True)
class ScotchDeals:
    """Per deal: points for each side, and who took each counting trump and when.

    ``honour_side[:, k]`` and ``honour_trick[:, k]`` are for the k-th entry of
    ``scoring.trump_values`` (knave, ace, king, queen, ten).
    """

    dealer: np.ndarray
    trump_points: np.ndarray  # (n, sides)
    card_points: np.ndarray  # (n, sides)
    honour_side: np.ndarray  # (n, 5)
    honour_trick: np.ndarray  # (n, 5)
    honour_values: np.ndarray  # (5,)

    @property
    def points(self) -> np.ndarray:
        return self.trump_points + self.card_points


def play_scotch_deals(game: GameDefinition, n_deals: int, policy: str, generator: np.random.Generator,
                      dealer: int | np.ndarray = 0, scoring: ScotchScoring = ScotchScoring(),
                      threads: int | None = None) -> ScotchDeals:
    """Deal and play ``n_deals`` hands of Scotch Whist and score them."""
    return score_scotch_play(deal(game, n_deals, generator, dealer=dealer), policy, generator, scoring, threads)


def score_scotch_play(deals: Deals, policy: str, generator: np.random.Generator,
                      scoring: ScotchScoring = ScotchScoring(), threads: int | None = None,
                      seat_policies: np.ndarray | None = None) -> ScotchDeals:
    """Play given deals of Scotch Whist under ``policy`` (or a model per seat) and score them."""
    game, n_deals = deals.game, deals.n_deals
    values = scoring.values_by_rank
    result = play(deals, policy, generator, record=True, trump_point_values=values, threads=threads,
                  seat_policies=seat_policies)
    side_of = side_index(game)
    sizes = np.array([len(side) for side in game.sides])
    taken = result.tricks_by_side * game.players
    card_points = np.maximum(taken - sizes * game.cards_per_player, 0)
    rows = np.arange(n_deals)
    honour_side = np.empty((n_deals, len(scoring.trump_values)), np.int64)
    honour_trick = np.empty_like(honour_side)
    for k, (rank, _) in enumerate(scoring.trump_values):
        code = deals.trump.astype(np.int64) * 13 + rank - 2
        trick = np.argmax((result.played == code[:, None, None]).any(axis=2), axis=1)
        honour_trick[:, k] = trick
        honour_side[:, k] = side_of[result.winner[rows, trick]]
    return ScotchDeals(deals.dealer.astype(np.int64), result.trump_points_by_side, card_points, honour_side,
                       honour_trick, np.array([v for _, v in scoring.trump_values]))


def event_order(scoring: ScotchScoring, deals: ScotchDeals) -> np.ndarray:
    """For each deal, the order in which its scores are counted: honour indices 0-4 and
    ``CARDS_EVENT`` for the card points, shape ``(n, 6)``."""
    n = deals.honour_side.shape[0]
    ranks = [rank for rank, _ in scoring.trump_values]
    if scoring.finish == "ten-first":
        fixed = [CARDS_EVENT if item == "cards" else ranks.index(item) for item in
                 (10, "cards", 14, 13, 12, 11)]
        return np.tile(np.array(fixed), (n, 1))
    # count-out: honours as their tricks are taken, the cards at the end of the hand.
    order = np.argsort(deals.honour_trick, axis=1, kind="stable")
    return np.concatenate([order, np.full((n, 1), CARDS_EVENT)], axis=1)


def apply_deal(scoring: ScotchScoring, scores: np.ndarray, deals: ScotchDeals) -> tuple[np.ndarray, np.ndarray]:
    """Add one deal's points to ``scores`` (n, sides) under the finish rule.

    Returns the new scores and the winning side per game (-1: play on).  When
    several sides pass the target at the same moment the higher total wins;
    equal totals play on.
    """
    scores = scores.copy()
    winner = np.full(scores.shape[0], -1)
    rows = np.arange(scores.shape[0])

    def settle(undecided: np.ndarray) -> None:
        over = (scores >= scoring.target) & undecided[:, None]
        if not over.any():
            return
        masked = np.where(over, scores, -1)
        best = masked.max(axis=1)
        unique = (masked == best[:, None]).sum(axis=1) == 1
        decided = over.any(axis=1) & unique
        winner[decided] = masked[decided].argmax(axis=1)

    if scoring.finish == "highest":
        scores += deals.points
        settle(np.ones(scores.shape[0], bool))
        return scores, winner
    order = event_order(scoring, deals)
    for step in range(order.shape[1]):
        undecided = winner < 0
        event = order[:, step]
        cards = undecided & (event == CARDS_EVENT)
        scores[cards] += deals.card_points[cards]
        honour = undecided & (event != CARDS_EVENT)
        index = np.maximum(event, 0)
        scores[rows[honour], deals.honour_side[rows[honour], index[honour]]] += deals.honour_values[index[honour]]
        settle(undecided)
    return scores, winner


@dataclass(frozen=True)
class ScotchGames:
    """Games to the target played out: the winning side of each game and the deals it took."""

    winner: np.ndarray
    deals_per_game: np.ndarray
    n_sides: int

    def win_rates(self) -> list[Proportion]:
        return [Proportion(int((self.winner == side).sum()), int(self.winner.size)) for side in range(self.n_sides)]


def simulate_scotch_games(
    game: GameDefinition,
    n_games: int,
    start: tuple[int, ...] | None = None,
    dealer: int = 0,
    policy: str = "hoyle",
    seed: SeedLike = None,
    *,
    scoring: ScotchScoring = ScotchScoring(),
    threads: int | None = None,
    max_deals: int = 200,
) -> ScotchGames:
    """Play ``n_games`` games of Scotch Whist from ``start`` (one score per side) with seat
    ``dealer`` to deal; the deal passes to the left.  Every game at once."""
    if isinstance(n_games, bool) or not isinstance(n_games, (int, np.integer)) or n_games <= 0:
        raise ValueError(f"n_games={n_games!r} is not allowed; use a positive integer")
    start = tuple(start) if start is not None else (0,) * game.n_sides
    if len(start) != game.n_sides or any(not 0 <= s < scoring.target for s in start):
        raise ValueError(f"start={start!r} is not allowed; give {game.n_sides} scores from 0 to {scoring.target - 1}")
    if dealer not in range(game.players):
        raise ValueError(f"dealer={dealer!r} is not allowed; use a seat from 0 to {game.players - 1}")
    generator = as_generator(seed)
    scores = np.tile(np.array(start, np.int64), (n_games, 1))
    dealers = np.full(n_games, dealer, np.int64)
    winner = np.full(n_games, -1)
    played = np.zeros(n_games, np.int64)
    active = np.arange(n_games)
    for _ in range(max_deals):
        if active.size == 0:
            break
        deals = play_scotch_deals(game, active.size, policy, generator, dealers[active], scoring, threads)
        scores[active], outcome = apply_deal(scoring, scores[active], deals)
        played[active] += 1
        dealers[active] = (dealers[active] + 1) % game.players
        winner[active] = outcome
        active = active[outcome < 0]
    else:
        raise RuntimeError(f"{active.size} games unfinished after {max_deals} deals")
    return ScotchGames(winner, played, game.n_sides)


def holder_of(deals: Deals, rank: int) -> np.ndarray:
    """The seat dealt the trump card of ``rank`` in each deal."""
    code = deals.trump.astype(np.int64) * 13 + rank - 2
    return np.argmax((deals.hands == code[:, None, None]).any(axis=2), axis=1)
