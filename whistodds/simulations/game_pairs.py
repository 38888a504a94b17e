"""Whole games of one play model's side against another's, in pairs: each game played twice on the same cards.

In a pair, the first game seats model A at the seats of side 0 and B at side 1's, the second B at side 0's and
A at side 1's; both games begin from love with seat 0 dealing (so A's side deals first in one and B's in the
other), the deal passes to the left, and the n-th hand of both is the same cards with the same random states
for the models' choices.  The cards thus favour neither model: A against itself wins exactly one game of each
pair, and A against B wins exactly the games B against A loses, for the same seed.  Every seat is told the
score: each hand is played in the play context its game's score and the honours dealt make
(:func:`~whistodds.games.contexts.hand_contexts`); a model that ignores the score plays as it would without.

A pair's figure is how many of its two games A's side won (0, 1 or 2).  Batches have their own streams
(``SeedSequence.spawn``), so a seed gives the same figures on any executor.

>>> from whistodds.games import get_game
>>> from whistodds.simulations.play.models import get_model
>>> won = play_game_pairs(get_game("long-whist"), get_model("random"), get_model("random"), 50, seed=1)
>>> won.shape, bool((won == 1).all())
((50,), True)
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import replace
from functools import partial

import numpy as np

from whistodds.games.contexts import check_contexts, hand_contexts
from whistodds.games.definition import Game
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.limits import MAX_GAMES
from whistodds.simulations.outcomes import honours_by_seat, honours_column
from whistodds.simulations.play.api import play, play_seeds, sight_masks
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.whole_games import MAX_DEALS_PER_GAME

PAIR_BATCH = 2_000


def _rows(deals: Deals, rows: np.ndarray) -> Deals:
    return replace(deals, hands=deals.hands[rows], stock=deals.stock[rows], turn_up=deals.turn_up[rows],
                   trump=deals.trump[rows], dealer=deals.dealer[rows],
                   ruffer=None if deals.ruffer is None else deals.ruffer[rows])


def _pairs_batch(game: Game, model_a: PlayModel, model_b: PlayModel, size: int,
                 stream: np.random.SeedSequence) -> np.ndarray:
    """Games A's side won in each of ``size`` pairs (0, 1 or 2)."""
    generator = np.random.default_rng(stream)
    players, sides = game.players, np.array(game.seat_sides)
    scores = np.zeros((2, size, 2), np.int64)  # by game of the pair (A at side 0, then at side 1), pair, side
    winner = np.full((2, size), -1)
    for step in range(MAX_DEALS_PER_GAME):
        live = np.flatnonzero((winner < 0).any(axis=0))  # pairs with a game in play
        if live.size == 0:
            break
        # Dealt with seat 0 dealing (its side's tricks and honours are the outcome): deal seat k is table seat
        # (dealer + k), the deal passing to the left at the table.
        dealer = step % players
        table_seats = (dealer + np.arange(players)) % players
        dealer_side = int(sides[dealer])
        deals = deal(game, live.size, generator, dealer=0, threads=1)
        seeds = play_seeds(generator, live.size)
        honours = honours_column(game, honours_by_seat(deals.hands, deals.trump, game.whist_rules.honour_ranks))
        sight = None if game.sight_turns_with_the_deal else sight_masks(game, np.array([dealer]))
        for a_side in (0, 1):
            rows = np.flatnonzero(winner[a_side, live] < 0)
            pairs = live[rows]
            seat_models = [model_a if sides[seat] == a_side else model_b for seat in table_seats]
            contexts = hand_contexts(game, scores[a_side, pairs, dealer_side], scores[a_side, pairs, 1 - dealer_side],
                                     honours[rows])
            tricks = play(_rows(deals, rows), model_a, record=False, seat_models=seat_models, contexts=contexts,
                          sight=sight, deal_seeds=seeds[rows], threads=1).tricks_by_side[:, 0]
            new, won = game.score_rules.apply(scores[a_side, pairs], np.full(pairs.size, dealer_side),
                                              {"tricks": tricks, "honours": honours[rows]})
            scores[a_side, pairs] = new
            winner[a_side, pairs] = won
    else:
        raise RuntimeError(f"pairs of games of {game.name} unfinished after {MAX_DEALS_PER_GAME} deals")
    a_won: np.ndarray = (winner[0] == 0).astype(np.int64) + (winner[1] == 1)
    return a_won


def play_game_pairs(game: Game, model_a: PlayModel, model_b: PlayModel, n_pairs: int, seed: SeedLike = None, *,
                    executor: Executor | None = None, progress: ProgressCallback | None = None) -> np.ndarray:
    """Play ``n_pairs`` pairs of games of ``game`` (two sides, scored by tricks and honours) from love, A's side
    against B's: how many of each pair's two games A's side won (0, 1 or 2), pair by pair."""
    check_contexts(game)
    n_pairs = check_count(n_pairs, "n_pairs", MAX_GAMES)
    parts = run_batches(partial(_pairs_batch, game, model_a, model_b), n_pairs, seed, batch_size=PAIR_BATCH,
                        executor=executor, progress=progress)
    return np.concatenate(parts)
