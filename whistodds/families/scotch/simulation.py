"""Scotch Whist deals played and scored, and the moments at which the finish rule counts their points (the
outcome of a deal its kernel counts: registered with :func:`whistodds.simulations.outcomes.register_moments_play`).

A deal's points for each side are the counting trumps it captured (knave 11,
ace 4, king 3, queen 2, ten 10) and one point for every card it took beyond
the number dealt to it.  Who captured each counting trump, and in which trick,
is kept, because the finish rules ``count-out`` and ``ten-first`` score them in
order (:func:`scoring_moments`); the rule itself is
:func:`whistodds.families.scotch.rules.settle`, which whole games and the exact solver share.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.definition import Game
from whistodds.families.scotch.rules import TEN_FIRST_ORDER, ScotchScoring
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.play import play
from whistodds.simulations.outcomes import register_moments_play
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


def holder_of(deals: Deals, rank: int) -> np.ndarray:
    """The seat dealt the trump card of ``rank`` in each deal."""
    code = deals.trump.astype(np.int64) * 13 + rank - 2
    holder: np.ndarray = np.argmax((deals.hands == code[:, None, None]).any(axis=2), axis=1)
    return holder


def play_moments(game: Game, n_deals: int, model: PlayModel, generator: np.random.Generator,
                 threads: int | None = None) -> np.ndarray:
    """``n_deals`` deals of Scotch Whist played (seat 0 deals): each deal's points as the finish rule counts
    them, ``(n, moments, sides)``, the deal outcomes of its kernel."""
    scoring = game.scoring
    if not isinstance(scoring, ScotchScoring):
        raise ValueError(f"{game.name} is not scored as Scotch Whist")
    return scoring_moments(scoring, play_scotch_deals(game, n_deals, model, generator, 0, threads=threads))


register_moments_play(ScotchScoring, play_moments)
