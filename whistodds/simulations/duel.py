"""Two play models head to head: the same deals played twice, the partnerships' seats swapped.

Each deal is played once with model A at the seats of side 0 and model B at those of side 1, and once with
the seats swapped, from the same random state: the cards cannot favour either model, and each deal's
figure (A's side's tricks less B's side's, the mean of the two plays) is paired, so its spread is the play's
alone.  Where the game has a score, whole games are paired the same way
(:mod:`whistodds.simulations.game_pairs`), every player told the score.  Intervals are the normal ones on the
per-deal and per-pair figures (95%: 1.96 standard errors).  Batches have their own streams, so a seed gives the
same figures on any executor.

A model against itself gives exactly nothing, deal by deal, and wins exactly half the games: the same cards
and the same random states, with the seats swapped, play the same cards for the other side.

>>> from whistodds.games.registry import get_game
>>> from whistodds.simulations.play.models import get_model
>>> result = duel(get_model("random"), get_model("random"), get_game("long-whist"), 200, seed=1)
>>> result.deals, result.tricks_per_deal, result.p_game, result.games_a_won
(200, 0.0, 0.5, 50)
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, replace
from functools import partial

import numpy as np

from whistodds.games.definition import Game
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.dealing import deal
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.play.api import play, play_seeds
from whistodds.simulations.play.models import PlayModel, cannot_play
from whistodds.simulations.intervals import Z95
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

DUEL_BATCH = 2_000


@dataclass(frozen=True)
class Duel:
    """A against B over ``deals`` deals (each played twice): A's side's tricks a deal less B's side's, and
    A's side's chance of the odd trick (more than half the tricks), each with its 95% interval; where the game
    has a score, ``p_game``: A's side's chance of winning a game from love against B, from ``game_pairs`` pairs
    of whole games (:func:`~whistodds.simulations.game_pairs.play_game_pairs`: each pair the same cards with
    the seats swapped, every player told the score), one pair for every four deals; ``games_a_won`` of the
    ``2 * game_pairs`` games.  Its 95% interval is the normal one on the pairs' shares (0, ½ or 1), within 0-1."""

    model_a: str
    model_b: str
    game: str
    deals: int
    tricks_per_deal: float
    tricks_ci95_low: float
    tricks_ci95_high: float
    p_odd_trick: float
    p_odd_trick_ci95_low: float
    p_odd_trick_ci95_high: float
    p_game: float | None = None
    p_game_ci95_low: float | None = None
    p_game_ci95_high: float | None = None
    game_pairs: int | None = None
    games_a_won: int | None = None


def _mean_interval(values: np.ndarray) -> tuple[float, float, float]:
    mean = float(values.mean())
    half = float(Z95 * values.std(ddof=1) / np.sqrt(values.size)) if values.size > 1 else float("inf")
    return mean, mean - half, mean + half


def _duel_batch(game: Game, model_a: PlayModel, model_b: PlayModel, size: int,
                stream: np.random.SeedSequence) -> tuple[np.ndarray, np.ndarray]:
    """Per deal of the batch: A's side's tricks less B's (the mean of the two plays) and its odd tricks (0, ½, 1)."""
    generator = np.random.default_rng(stream)
    deals = deal(game, size, generator)
    seeds = play_seeds(generator, size)
    sides = np.array(game.seat_sides)
    total = game.cards_per_player
    margin = np.zeros(size)
    odd = np.zeros(size)
    for a_side in (0, 1):
        seat_models = [model_a if side == a_side else model_b for side in sides]
        tricks = play(deals, model_a, record=False, seat_models=seat_models, deal_seeds=seeds, threads=1).tricks_by_side
        mine = tricks[:, a_side]
        margin += (2 * mine - total) / 2
        odd += (2 * mine > total) / 2
    return margin, odd


def check_duel(model_a: PlayModel, model_b: PlayModel, game: Game) -> None:
    """A duel's players and game: models that play card by card, in a game of two sides; else a one-line
    ``ValueError``."""
    if game.n_sides != 2:
        raise ValueError(f"a duel is between two sides, and {game.name} has {game.n_sides}")
    for model in (model_a, model_b):
        if not model.plays_card_by_card:
            raise ValueError(f"play model {model.name!r} plays no cards of its own; a duel needs models that do")
        reason = cannot_play(model, game)
        if reason is not None:
            raise ValueError(f"play model {model.name!r} {reason}")


def duel(model_a: PlayModel, model_b: PlayModel, game: Game, n_deals: int, seed: SeedLike = None,
         *, executor: Executor | None = None, progress: ProgressCallback | None = None) -> Duel:
    """Play ``n_deals`` deals of ``game`` twice, A's side against B's and then with the seats swapped.

    Models that play card by card, in a game of two sides; else a one-line ``ValueError``."""
    the_game, a, b = game, model_a, model_b
    check_duel(a, b, the_game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    deals_stream, games_stream = as_seed_sequence(seed).spawn(2)
    job = partial(_duel_batch, the_game, a, b)
    parts = run_batches(job, n_deals, deals_stream, batch_size=DUEL_BATCH, executor=executor, progress=progress)
    margin = np.concatenate([part[0] for part in parts])
    odd = np.concatenate([part[1] for part in parts])
    result = Duel(a.name, b.name, the_game.name, int(margin.size), *_mean_interval(margin), *_mean_interval(odd))
    if not the_game.counts_tricks_and_honours:
        return result
    from whistodds.simulations.game_pairs import play_game_pairs

    won = play_game_pairs(the_game, a, b, max(2, n_deals // 4), games_stream, executor=executor)
    _, low, high = _mean_interval(won / 2)
    return replace(result, p_game=int(won.sum()) / (2 * won.size), p_game_ci95_low=max(0.0, low),
                   p_game_ci95_high=min(1.0, high), game_pairs=int(won.size), games_a_won=int(won.sum()))
