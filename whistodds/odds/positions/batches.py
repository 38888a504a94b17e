"""The figures from a moment of a hand, run in seeded batches on any executor, in flat memory.

A run of ``n_deals`` consistent deals is split into batches (:func:`whistodds.simulations.batches.iter_batches`)
whose sizes depend only on ``n_deals`` and whether the model's deals are solved double dummy (fewer a batch),
never on the executor or its workers, each with its own stream spawned from the run's seed (a run of one
batch takes the seed's own stream).  Each batch draws its deals, plays the position and each of my legal cards
on the same deals with the same play seeds, and returns a :class:`Tally`: counts of our tricks by honours
column (for the position and each card), of our honours, and the moments of each pair of cards' paired
differences -- never a per-deal array.  The tallies are added in batch order, so the figures are the same in
this process, on a process pool or on a Dask cluster.

>>> from whistodds.odds.positions.play_so_far import game_state
>>> from whistodds.odds.positions.play import value_tables
>>> state = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me")
>>> from whistodds.simulations.play.models import default_model
>>> tables = value_tables(state, default_model())
>>> tally = run_tally(state, default_model(), 3000, seed=1, tables=tables, batch_size=1000)
>>> tally.deals, int(tally.position[13].sum())  # every deal: all thirteen tricks
(3000, 3000)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial, reduce

import numpy as np

from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.positions.draw import Drawn, draw
from whistodds.odds.positions.play import US, ValueTables, honours_of, our_tricks, solve_cards
from whistodds.simulations.batches import check_count, iter_batches
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.limits import MAX_DEAL
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.play.resume import check_start
from whistodds.simulations.seeding import SeedLike

POSITION_BATCH = 25_000  # consistent deals a batch, played by a model card by card
SOLVED_BATCH = 50  # a batch of deals solved double dummy (DDS: tens to hundreds of deals a second)


@dataclass(frozen=True)
class Moments:
    """The count, means and sums of squared deviations of ``n`` values of each of several figures (the last
    axis of :meth:`of` runs over the values); two are combined exactly (Chan et al.'s pairwise rule)."""

    n: int
    mean: np.ndarray
    m2: np.ndarray

    @classmethod
    def of(cls, values: np.ndarray) -> Moments:
        """The moments of ``values`` along its last axis."""
        mean = values.mean(axis=-1)
        return cls(values.shape[-1], mean, ((values - mean[..., None]) ** 2).sum(axis=-1))

    def merge(self, other: Moments) -> Moments:
        """The moments of both sets of values together."""
        n = self.n + other.n
        delta = other.mean - self.mean
        return Moments(n, self.mean + delta * (other.n / n), self.m2 + other.m2 + delta ** 2 * (self.n * other.n / n))

    def estimate(self, index: tuple[int, ...]) -> Estimate:
        """The mean of figure ``index`` and its SE."""
        se = float(np.sqrt(self.m2[index] / (self.n - 1) / self.n)) if self.n > 1 else 0.0
        return Estimate.mean(float(self.mean[index]), se)


@dataclass(frozen=True)
class Tally:
    """What a batch of consistent deals gives, small whatever its size: ``position`` counts deals by our
    tricks in the whole hand and the honours column (``(tricks + 1, columns)``, None when the position is not
    wanted); ``honours`` counts them by our side's trump honours; ``cards`` counts, for each of the cards asked
    for, our tricks if I play it now and the column (``(cards, tricks + 1, columns)``); ``tricks_apart`` and
    ``game_apart`` are the moments of card i's figure less card j's on the same deals, ``(cards, cards)``."""

    deals: int
    position: np.ndarray | None
    honours: np.ndarray
    cards: np.ndarray | None = None
    tricks_apart: Moments | None = None
    game_apart: Moments | None = None

    def merge(self, other: Tally) -> Tally:
        """Two tallies as one, over the deals of both."""
        def add(a: np.ndarray | None, b: np.ndarray | None) -> np.ndarray | None:
            return None if a is None or b is None else a + b

        def join(a: Moments | None, b: Moments | None) -> Moments | None:
            return None if a is None or b is None else a.merge(b)

        return Tally(self.deals + other.deals, add(self.position, other.position), self.honours + other.honours,
                     add(self.cards, other.cards), join(self.tricks_apart, other.tricks_apart),
                     join(self.game_apart, other.game_apart))


def tally(state: GameState, drawn: Drawn, model: PlayModel, tables: ValueTables, *, position: bool = True,
          cards: tuple[int, ...] | None = None, threads: int | None = None) -> Tally:
    """The :class:`Tally` of the ``drawn`` deals played on by ``model``: the position (with ``position``) and
    each of ``cards`` played now, all with the same play seeds; ``threads`` play them (default every core)."""
    chosen = model
    deals = drawn.deals
    honours, column = honours_of(state, deals)
    index = tables.column_index(column)
    ours_honours = honours[:, US[0]] + honours[:, US[1]]
    tricks, columns = state.game.cards_per_hand + 1, tables.columns.size
    held = np.bincount(ours_honours, minlength=len(state.game.whist_rules.honour_ranks) + 1)
    solved = solve_cards(drawn) if chosen.choice is None and (cards or (position and state.played)) else None
    counts = None
    if solved is None and state.played:  # the play so far checked once in these deals; each card is mine, legal
        check_start(state.game, deals.hands, deals.dealer, deals.trump, drawn.start, threads=threads or os.cpu_count() or 1,
                    seats=False)
    if position:
        ours = our_tricks(state, drawn, chosen, threads=threads, solved=solved, checked=True)
        counts = np.bincount(ours * columns + index, minlength=tricks * columns).reshape(tricks, columns)
    if not cards:
        return Tally(deals.n_deals, counts, held)
    if solved is not None:
        by_card = state.tricks_won[0] + np.array([[values[card] for values in solved] for card in cards], np.int64)
    else:
        by_card = np.stack([our_tricks(state, drawn, chosen, np.concatenate(
            [drawn.start, np.array([[card]], np.uint8)], axis=1), threads, checked=True) for card in cards])
    card_counts = np.stack([np.bincount(ours * columns + index, minlength=tricks * columns) for ours in by_card]
                           ).reshape(len(cards), tricks, columns)
    game = None if tables.game is None else _apart(tables.game[by_card, index[None, :]])
    return Tally(deals.n_deals, counts, held, card_counts, _apart(by_card.astype(np.float64)), game)


def _apart(values: np.ndarray) -> Moments:
    """The moments of ``values[i] - values[j]`` over the deals, for every pair of rows ``(i, j)``."""
    rows = [Moments.of(values[i] - values) for i in range(values.shape[0])]  # a row a card: at most thirteen
    return Moments(values.shape[1], np.stack([row.mean for row in rows]), np.stack([row.m2 for row in rows]))


def tally_batch(state: GameState, model: PlayModel, tables: ValueTables, position: bool, cards: tuple[int, ...] | None,
                threads: int | None, size: int, stream: np.random.SeedSequence) -> Tally:
    """One batch: ``size`` deals drawn from ``stream``, tallied (a task for any executor)."""
    return tally(state, draw(state, size, stream), model, tables, position=position, cards=cards, threads=threads)


def run_tally(state: GameState, model: PlayModel, n_deals: int, seed: SeedLike = None, *, tables: ValueTables,
              position: bool = True, cards: tuple[int, ...] | None = None, executor: Executor | None = None,
              progress: Callable[[int], None] | None = None, drawn: Drawn | None = None,
              batch_size: int | None = None) -> Tally:
    """The :class:`Tally` of ``n_deals`` consistent deals (or the deals ``drawn``, in this process), in batches
    on ``executor`` (default this process); ``batch_size`` default: :data:`POSITION_BATCH`, or
    :data:`SOLVED_BATCH` for a model whose deals are solved."""
    chosen = model
    if drawn is not None:
        return tally(state, drawn, chosen, tables, position=position, cards=cards)
    n_deals = check_count(n_deals, "n_deals", MAX_DEAL)
    size = batch_size or (SOLVED_BATCH if chosen.choice is None else POSITION_BATCH)
    task = partial(tally_batch, state, chosen, tables, position, cards, None if executor is None else 1)
    return reduce(Tally.merge, iter_batches(task, n_deals, seed, batch_size=size, executor=executor,
                                            progress=progress, root_when_single=True))


def counted_mean(counts: np.ndarray, values: np.ndarray, bounds: tuple[float, float] | None = None) -> Estimate:
    """The mean of a figure worth ``values`` in each cell of ``counts`` (deals), and its SE; with ``bounds``
    (the figure known to lie in them, a chance or a count of tricks), ``Estimate.bounded_mean``'s interval, so
    that deals that all agree never give an interval of no width."""
    held = counts > 0
    weights, worth = counts[held].astype(np.float64), np.broadcast_to(values, counts.shape)[held]
    if bounds is not None:
        return Estimate.bounded_mean(worth, *bounds, counts=weights)
    n = int(counts.sum())
    mean = float((weights * worth).sum() / n)
    spread = float((weights * (worth - mean) ** 2).sum())
    return Estimate.mean(mean, float(np.sqrt(spread / (n - 1) / n)) if n > 1 else 0.0)