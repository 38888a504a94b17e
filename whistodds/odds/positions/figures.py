"""The chances from any moment of a hand: over the deals consistent with what I know, played on by a model.

Given a :class:`~whistodds.odds.positions.play_so_far.GameState` (my hand, the score, who deals, the play so far), deals
are drawn uniformly from those consistent with it (:mod:`whistodds.odds.positions.draw`) and each is played on
from the cards already played by the chosen play model (the engine resumes the play:
:mod:`whistodds.simulations.play.resume`; :mod:`whistodds.odds.positions.play`).  From them: P(our side takes
the odd trick this deal), our tricks (expected, and their distribution), the honours our side holds, and P(we
win the game), each deal's outcome being fed to the exact solver for the rest of the game (``odds.solver``;
the later deals from the model's shipped kernel).  Every figure is an
:class:`~whistodds.simulations.estimate.Estimate` over the deals drawn: a proportion of them with Wilson's
interval, a mean of per-deal chances by ``Estimate.bounded_mean``; and a figure that every outcome still
possible from the moment agrees on (:mod:`whistodds.odds.positions.still_possible`) is exact, not estimated.

The deals run in seeded batches on any :class:`concurrent.futures.Executor` (a process pool, a Dask
cluster's), each returning counts, so that the figures for a seed are the same on any executor and memory
stays flat however many deals (:mod:`whistodds.odds.positions.batches`).

>>> from whistodds.odds.positions.play_so_far import game_state
>>> state = game_state(hand="AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right",
...                    score=(6, 0))
>>> from whistodds.simulations.play.models import get_model
>>> result = position_odds(state, get_model("hoyle"), 2000, seed=1)
>>> result.p_game.value, result.p_game.method.value  # four honours at six in long whist: the game
(1.0, 'exact')
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass

import numpy as np

from whistodds.games.contexts import odd_trick
from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.positions.batches import Tally, counted_mean, run_tally
from whistodds.odds.positions.draw import Drawn, draw
from whistodds.odds.positions.play import (US, Outcomes, ValueTables, dealer_column, double_dummy_cards,
                                          game_value_draws, outcomes_of, play_on, value_tables)
from whistodds.odds.positions.still_possible import Certain, certain_figures, possible_outcomes, settle
from whistodds.odds.positions.answers import PositionOdds as PositionOdds
from whistodds.odds.positions.answers import flat as flat
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import PlayModel, default_model, require_model
from whistodds.simulations.seeding import SeedLike

__all__ = ["Drawn", "Outcomes", "PositionOdds", "certain", "double_dummy_cards", "draw", "flat", "known_deal_game",
           "outcomes_of", "play_on", "position_odds", "position_summary"]




def position_odds(state: GameState, model: PlayModel | None = None, n_deals: int = 100_000, seed: SeedLike = None,
                  drawn: Drawn | None = None, games: tuple[int, int] | None = None, *,
                  executor: Executor | None = None, progress: Callable[[int], None] | None = None) -> PositionOdds:
    """The chances from ``state`` under ``model`` over ``n_deals`` consistent deals (or the deals ``drawn``);
    with ``games`` won (us, them) in a game with a rubber, P(we win the rubber) too.  The deals run in batches
    on ``executor`` (default this process; the figures do not depend on it), ``progress`` called with each
    batch's deals."""
    chosen = default_model() if model is None else require_model(model)
    tables = value_tables(state, chosen, games)
    counted = run_tally(state, chosen, n_deals, seed, tables=tables, executor=executor, progress=progress,
                        drawn=drawn)
    return settle(position_summary(state, chosen, counted, tables), certain(state, tables=tables))


def position_summary(state: GameState, model: PlayModel, counted: Tally, tables: ValueTables) -> PositionOdds:
    """The figures of a position from its tally (which counted the position) and value tables."""
    if counted.position is None:
        raise ValueError("the tally has no counts of the position")
    game = state.game
    counts, n = counted.position, counted.deals
    by_tricks = counts.sum(axis=1)
    tricks = np.arange(game.cards_per_hand + 1)
    return PositionOdds(
        model.name, n, Estimate.proportion(int(by_tricks[odd_trick(game.cards_per_hand):].sum()), n),
        counted_mean(counts, tricks[:, None].astype(np.float64), (0, game.cards_per_hand)),
        tuple(Estimate.proportion(int(count), n) for count in by_tricks),
        tuple(Estimate.proportion(int(count), n) for count in counted.honours),
        None if tables.game is None else counted_mean(counts, tables.game, (0, 1)),
        None if tables.rubber is None else counted_mean(counts, tables.rubber, (0, 1)))


def certain(state: GameState, model: PlayModel | None = None, games: tuple[int, int] | None = None, *,
            tables: ValueTables | None = None) -> Certain:
    """The figures certain from ``state`` whatever the unseen cards: every outcome still possible
    (:func:`~whistodds.odds.positions.still_possible.possible_outcomes`) valued from the same tables as each deal's
    outcome (``tables``, or :func:`~whistodds.odds.positions.play.value_tables` of ``model`` and ``games``: the
    same scoring and exact solver)."""
    tables = value_tables(state, default_model() if model is None else require_model(model), games) if tables is None \
        else tables
    ours, by_seat = possible_outcomes(state)
    place = tables.column_index(dealer_column(state, by_seat))
    return certain_figures(ours, by_seat[:, US[0]] + by_seat[:, US[1]], odd_trick(state.game.cards_per_hand),
                           None if tables.game is None else tables.game[ours, place],
                           None if tables.rubber is None else tables.rubber[ours, place])


def known_deal_game(state: GameState, model: PlayModel, ours: np.ndarray) -> tuple[list[Estimate], np.ndarray] | None:
    """For a deal whose every hand is known (one outcome for each way of playing on): P(we win the game) after
    our side takes ``ours`` tricks in the whole hand, each with the interval of the kernel's posterior (the
    tricks are exact; the worth of the score they lead to is the kernel's estimate), and the posterior draws
    ``(draws, len(ours))`` for paired differences.  None: a game without a score, or honours not all placed."""
    by_seat = np.unique(possible_outcomes(state)[1], axis=0)  # where the honours lie: one way when all known
    if by_seat.shape[0] != 1:
        return None
    column = np.repeat(dealer_column(state, by_seat), len(ours))
    drawn = game_value_draws(state, model, np.asarray(ours, np.int64), column)
    if drawn is None:
        return None
    point, sampled = drawn
    return [_kernel_figure(float(point[i]), sampled[:, i]) for i in range(len(ours))], sampled


def _kernel_figure(value: float, draws: np.ndarray) -> Estimate:
    """A decided figure (0 or 1: every posterior draw agrees) is exact; any other carries the posterior's."""
    if (draws == value).all():
        return Estimate.exact(value)
    return Estimate.posterior(value, draws)
