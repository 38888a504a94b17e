"""Scotch Whist deals played and scored, and the moments at which the finish rule counts their points.

A deal's points for each side are the counting trumps it captured (knave 11,
ace 4, king 3, queen 2, ten 10) and one point for every card it took beyond
the number dealt to it.  Who captured each counting trump, and in which trick,
is kept, because the finish rules ``count-out`` and ``ten-first`` score them in
order (:func:`scoring_moments`); the rule itself is
:func:`whistodds.games.families.scotch.settle`, which whole games and the exact solver share.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.families.scotch import TEN_FIRST_ORDER, ScotchScoring
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.play import play
from whistodds.simulations.play.models import PlayModel


def side_index(game: Game) -> np.ndarray:
    """The side of each seat."""
    return np.array(game.seat_sides, np.int64)


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
        total: np.ndarray = self.trump_points + self.card_points
        return total


def play_scotch_deals(game: Game, n_deals: int, model: PlayModel, generator: np.random.Generator,
                      dealer: int | np.ndarray = 0, threads: int | None = None) -> ScotchDeals:
    """Deal and play ``n_deals`` hands of Scotch Whist and score them by the game's rules."""
    return score_scotch_play(deal(game, n_deals, generator, dealer=dealer), model, generator, threads)


def score_scotch_play(deals: Deals, model: PlayModel, generator: np.random.Generator, threads: int | None = None,
                      seat_models: np.ndarray | None = None) -> ScotchDeals:
    """Play given deals of Scotch Whist under ``model`` (or a model per seat) and score them."""
    game, n_deals = deals.game, deals.n_deals
    scoring = game.scoring
    if not isinstance(scoring, ScotchScoring):
        raise ValueError(f"{game.name} is not scored as Scotch Whist")
    result = play(deals, model, generator, record=True, threads=threads, seat_models=seat_models)
    played, winner = result.played, result.winner
    if played is None or winner is None:  # pragma: no cover - record=True records them
        raise RuntimeError(f"the play of {game.name} was not recorded")
    side_of = side_index(game)
    sizes = np.array([len(side) for side in game.sides])
    taken = result.tricks_by_side * game.players
    card_points = np.maximum(taken - sizes * game.cards_per_player, 0)
    rows = np.arange(n_deals)
    honour_side = np.empty((n_deals, len(scoring.trump_values)), np.int64)
    honour_trick = np.empty_like(honour_side)
    for k, (rank, _) in enumerate(scoring.trump_values):
        code = deals.trump.astype(np.int64) * 13 + rank - 2
        trick = np.argmax((played == code[:, None, None]).any(axis=2), axis=1)
        honour_trick[:, k] = trick
        honour_side[:, k] = side_of[winner[rows, trick]]
    return ScotchDeals(deals.dealer.astype(np.int64), result.trump_points_by_side, card_points, honour_side,
                       honour_trick, np.array([v for _, v in scoring.trump_values]))


def scoring_moments(scoring: ScotchScoring, deals: ScotchDeals) -> np.ndarray:
    """Each deal's points as the finish rule counts them, ``(n, moments, sides)``.

    ``highest``: one moment, the deal's totals.  ``count-out``: each counting
    trump as its trick is taken, then the cards at the end of the hand.
    ``ten-first``: the ten, the cards, then ace, king, queen, knave.
    """
    n, sides = deals.points.shape
    if scoring.finish == "highest":
        return deals.points[:, None, :]
    rows = np.arange(n)
    honours = np.zeros((n, len(scoring.trump_values), sides), np.int64)
    for k in range(len(scoring.trump_values)):
        honours[rows, k, deals.honour_side[:, k]] = deals.honour_values[k]
    cards = deals.card_points[:, None, :]
    if scoring.finish == "ten-first":
        ranks = [rank for rank, _ in scoring.trump_values]
        parts = [honours[:, ranks.index(item):ranks.index(item) + 1] if isinstance(item, int) else cards
                 for item in TEN_FIRST_ORDER]
        return np.concatenate(parts, axis=1)
    order = np.argsort(deals.honour_trick, axis=1, kind="stable")
    moments: np.ndarray = np.concatenate([np.take_along_axis(honours, order[:, :, None], axis=1), cards], axis=1)
    return moments


def merge_moments(moments: np.ndarray) -> np.ndarray:
    """The same scoring with fewer moments, for counting distinct outcomes: moments where no side
    scores dropped, and consecutive ones where the same single side scores added together (a side
    that passes the target part-way through wins all the same, the others' scores being unchanged).
    Padded with empty moments to the longest."""
    n, steps, sides = moments.shape
    out = np.zeros_like(moments)
    count = np.zeros(n, np.int64)
    last = np.full(n, -1)  # the single side that scored in the last kept moment, -2 if several
    rows = np.arange(n)
    for step in range(steps):
        points = moments[:, step, :]
        scorers = (points != 0).sum(axis=1)
        scorer = np.where(scorers == 1, np.argmax(points != 0, axis=1), np.where(scorers == 0, -1, -2))
        merge = (scorer >= 0) & (scorer == last)
        new = (scorer != -1) & ~merge
        out[rows[merge], count[merge] - 1] += points[merge]
        out[rows[new], count[new]] = points[new]
        count += new
        last = np.where(scorer == -1, last, scorer)
    return out[:, :max(int(count.max(initial=0)), 1)]


def holder_of(deals: Deals, rank: int) -> np.ndarray:
    """The seat dealt the trump card of ``rank`` in each deal."""
    code = deals.trump.astype(np.int64) * 13 + rank - 2
    holder: np.ndarray = np.argmax((deals.hands == code[:, None, None]).any(axis=2), axis=1)
    return holder
