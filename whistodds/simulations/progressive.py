"""Progressive whist: whole evenings at many tables, many evenings at once.

Two systems from the sources, no honours in either:

- ``comstock`` (Comstock 1885): a sitting is four deals, each player dealing
  once; points are tricks over six; the pair with the higher record moves one
  table towards No. 1, the other one table away (the winners at No. 1 and the
  losers at the last table stay); partners change at every exchange; a gold
  star to each winner, a black star to each loser; final score = points +
  gold - black.  A tie (rule 8) sends each player on in the direction he last
  moved: at a middle table those who came up go on up and those who came down
  go on down; at No. 1 those who came up remain and the others go down; at the
  last table those who came down remain and the others go up (a first-sitting
  tie is settled by lot, the rule having no earlier move to go by).
- ``britannica`` (1911 Britannica, "Progressive Whist"): one hand a sitting,
  scored by the tricks made; the winners stay, the losers move on (No. 1 to
  No. 2, ..., the last to No. 1); partners are formed afresh, each winner with
  one of the arriving losers.  Seating by lot; ladies and gentlemen are not
  modelled apart (the sources keep their prizes apart; here there is one field).

Each player has a play model (his skill): the first ``skilled`` players play
the game's own model (``hoyle`` at short whist) and the rest ``random``.  Player 0's chance of first
prize is an :class:`~whistodds.simulations.estimate.Estimate` (:meth:`Evenings.p_first_prize`).
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.registry import require_game
from whistodds.games.families.whist import SHORT_WHIST
from whistodds.simulations.dealing import deal
from whistodds.simulations.play import get_model, play
from whistodds.simulations.play.models import PlayModel, default_model, game_model, require_model
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.limits import MAX_EVENINGS
from whistodds.simulations.tally import Tally
from whistodds.simulations.seeding import SeedLike, as_generator

if TYPE_CHECKING:
    import pandas as pd

EVENING_BATCH = 5_000  # evenings a batch: each holds every player's score until it is counted

SYSTEMS = ("comstock", "britannica")
UP, DOWN, STAYED, NONE = 0, 1, 2, 3  # how a player came to his table


@dataclass(frozen=True)
class Evenings:
    """Evenings played, as running counts (memory does not grow with the evenings): player 0's share of
    first prize (ties share it) summed and squared, and the final scores of player 0 and of the field."""

    n: int
    first_share_sum: float
    first_share_squares: float
    strongest: Tally  # player 0's final score (the strongest when any are skilled)
    field: Tally  # every player's final score
    system: str
    tables: int
    sittings: int
    skilled: int

    @classmethod
    def of(cls, final_scores: np.ndarray, system: str, tables: int, sittings: int, skilled: int) -> Evenings:
        """The counts of ``final_scores`` ``(evenings, players)``."""
        winners = final_scores == final_scores.max(axis=1, keepdims=True)
        share = winners[:, 0] / winners.sum(axis=1)
        return cls(final_scores.shape[0], float(share.sum()), float((share * share).sum()),
                   Tally.of(final_scores[:, 0]), Tally.of(final_scores), system, tables, sittings, skilled)

    def __add__(self, other: Evenings) -> Evenings:
        return Evenings(self.n + other.n, self.first_share_sum + other.first_share_sum,
                        self.first_share_squares + other.first_share_squares, self.strongest + other.strongest,
                        self.field + other.field, self.system, self.tables, self.sittings, self.skilled)

    def p_first_prize(self) -> Estimate:
        """Player 0's chance of first prize: the mean of his share of it (ties share it, so a mean, not a
        count of successes), with its standard error and the interval ± 1.96 SE.

        >>> evenings = Evenings.of(np.array([[3, 1, 0, 0], [2, 2, 0, 0], [0, 4, 0, 0]]), "comstock", 1, 1, 1)
        >>> evenings.p_first_prize().value, evenings.p_first_prize().method.value
        (0.5, 'normal')
        """
        mean = self.first_share_sum / self.n
        variance = max(self.first_share_squares - self.n * mean * mean, 0.0) / (self.n - 1)
        return Estimate.mean(mean, float(np.sqrt(variance / self.n)))


def check_evening(tables: int, sittings: int, system: str, skilled: int) -> None:
    """An evening's arrangement: a system of :data:`SYSTEMS`, 1-50 tables, 1-100 sittings, 0 to every player
    skilled; else a one-line ``ValueError``.

    >>> check_evening(6, 10, "duplicate", 1)
    Traceback (most recent call last):
    ...
    ValueError: system='duplicate' is not allowed; use comstock or britannica
    """
    if system not in SYSTEMS:
        raise ValueError(f"system={system!r} is not allowed; use {' or '.join(SYSTEMS)}")
    if not 1 <= tables <= 50:
        raise ValueError(f"tables={tables!r} is not allowed; use 1 to 50")
    if not 1 <= sittings <= 100:
        raise ValueError(f"sittings={sittings!r} is not allowed; use 1 to 100")
    players = 4 * tables
    if not 0 <= skilled <= players:
        raise ValueError(f"skilled={skilled!r} is not allowed; use 0 to {players} (the players at {tables} tables)")


def simulate_evenings(
    tables: int = 6,
    sittings: int = 10,
    system: str = "comstock",
    skilled: int = 1,
    n_evenings: int = 2000,
    seed: SeedLike = None,
    *,
    strong: PlayModel | None = None,
    weak: PlayModel | None = None,
    threads: int | None = None,
    executor: Executor | None = None,
    game: Game = SHORT_WHIST,
) -> Evenings:
    """Play ``n_evenings`` evenings of progressive whist at ``tables`` tables for ``sittings`` sittings.

    Up to ``EVENING_BATCH`` evenings are played at once from ``seed`` itself; more
    go in batches with their own streams, on ``executor`` if given; the result
    for a seed never depends on the executor.  The ``skilled`` play ``strong`` (default: the game's own
    model where it plays card by card, else ``DEFAULT_MODEL``), the rest ``weak`` (default ``random``).
    """
    game = require_game(game)
    if strong is None:  # the game's own model, if it plays card by card (not double-dummy): else hoyle
        own = game_model(game)
        strong = own if own.plays_card_by_card else default_model()
    strong = require_model(strong)
    weak = get_model("random") if weak is None else require_model(weak)
    if game.players != 4 or game.n_sides != 2 or not game.counts_tricks_and_honours:
        raise ValueError(f"progressive whist is played at tables of four in two sides, at whist; not {game.name}")
    check_evening(tables, sittings, system, skilled)
    n_evenings = check_count(n_evenings, "n_evenings", MAX_EVENINGS)
    if n_evenings < 2:
        raise ValueError(f"n_evenings={n_evenings!r} is not allowed; use 2 to {MAX_EVENINGS:,}")
    if n_evenings <= EVENING_BATCH:  # one batch, from the seed itself (a Generator is used as it is)
        final = _evenings(game, tables, sittings, system, skilled, n_evenings, as_generator(seed), strong=strong,
                          weak=weak, threads=threads)
        return Evenings.of(final, system, tables, sittings, skilled)
    task = partial(_evenings_batch, game, tables, sittings, system, skilled, strong, weak,
                   threads if executor is None else 1)
    parts = run_batches(task, n_evenings, seed, batch_size=EVENING_BATCH, executor=executor)
    return sum(parts[1:], parts[0])


def _evenings_batch(game: Game, tables: int, sittings: int, system: str, skilled: int, strong: PlayModel,
                    weak: PlayModel, threads: int | None, size: int, stream: np.random.SeedSequence) -> Evenings:
    final = _evenings(game, tables, sittings, system, skilled, size, np.random.default_rng(stream), strong=strong,
                      weak=weak, threads=threads)
    return Evenings.of(final, system, tables, sittings, skilled)


def _evenings(game: Game, tables: int, sittings: int, system: str, skilled: int, n_evenings: int,
              generator: np.random.Generator, *, strong: PlayModel, weak: PlayModel, threads: int | None) -> np.ndarray:
    """Every player's final score in ``n_evenings`` evenings, ``(evenings, players)``."""
    players = 4 * tables
    skill = np.array([strong] * skilled + [weak] * (players - skilled), dtype=object)
    rows = np.arange(n_evenings)[:, None]
    # seats[e, t, s]: the player in seat s of table t; seats 0 and 2 are partners.
    seats = np.argsort(generator.random((n_evenings, players)), axis=1).reshape(n_evenings, tables, 4)
    came = np.full((n_evenings, players), NONE)
    points = np.zeros((n_evenings, players), np.int64)
    stars = np.zeros((n_evenings, players), np.int64)
    deals_per_sitting = 4 if system == "comstock" else 1
    for sitting in range(sittings):
        record = np.zeros((n_evenings, tables, 2), np.int64)
        for hand in range(deals_per_sitting):
            dealer = hand if system == "comstock" else sitting % 4
            flat = seats.reshape(-1, 4)
            deals = deal(game, flat.shape[0], generator, dealer=dealer)
            tricks = play(deals, weak, generator, record=False, threads=threads,
                          seat_models=skill[flat]).tricks_by_side.reshape(n_evenings, tables, 2)
            record += np.maximum(tricks - game.whist_rules.book, 0) if system == "comstock" else tricks
        side_points = np.repeat(record, 2, axis=2)[:, :, [0, 2, 1, 3]]  # seat order 0,1,2,3 -> sides 0,1,0,1
        np.add.at(points, (np.broadcast_to(rows[:, :, None], seats.shape), seats), side_points)
        winner_side = np.where(record[:, :, 0] > record[:, :, 1], 0, np.where(record[:, :, 1] > record[:, :, 0], 1, -1))
        if system == "comstock":
            for side, star in ((0, 1), (1, 1)):
                won = winner_side == side
                lost = winner_side == 1 - side
                for seat in (side, side + 2):
                    np.add.at(stars, (rows.repeat(tables, 1)[won], seats[:, :, seat][won]), star)
                    np.add.at(stars, (rows.repeat(tables, 1)[lost], seats[:, :, seat][lost]), -star)
            seats, came = _comstock_move(seats, came, winner_side, generator)
        else:
            seats = _britannica_move(seats, winner_side, generator)
    return points + (stars if system == "comstock" else 0)


def _pairs(seats: np.ndarray, winner_side: np.ndarray, came: np.ndarray | None,
           generator: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """The pair that moves up (towards No. 1, or stays as winners) and the pair that moves down
    at every table, (E, T, 2) each.  Ties follow Comstock's rule 8 when ``came`` is given."""
    n_evenings, tables, _ = seats.shape
    side0, side1 = seats[:, :, [0, 2]], seats[:, :, [1, 3]]
    up = np.where((winner_side == 0)[..., None], side0, side1)
    down = np.where((winner_side == 0)[..., None], side1, side0)
    tie = winner_side < 0
    if not tie.any():
        return up, down
    lot = generator.random(tie.shape) < 0.5  # a tie with nothing to go by is settled by lot
    up = np.where((tie & lot)[..., None], side0, np.where(tie[..., None], side1, up))
    down = np.where((tie & lot)[..., None], side1, np.where(tie[..., None], side0, down))
    if came is None:
        return up, down
    how = came[np.arange(n_evenings)[:, None, None], seats]  # (E, T, 4)
    table = np.arange(tables)[None, :, None]
    # Rule 8: each goes on the way he came; at No. 1 those who came up remain, at the last table
    # those who came down remain, and the stayers give way.
    goes_up = (how == UP) | ((how == STAYED) & (table == tables - 1) & (tables > 1))
    known = (how != NONE).all(axis=2) & (goes_up.sum(axis=2) == 2)
    order = np.argsort(~goes_up, axis=2, kind="stable")
    ranked = np.take_along_axis(seats, order, axis=2)
    use = (tie & known)[..., None]
    return np.where(use, ranked[:, :, :2], up), np.where(use, ranked[:, :, 2:], down)


def _comstock_move(seats: np.ndarray, came: np.ndarray, winner_side: np.ndarray, generator: np.random.Generator
                   ) -> tuple[np.ndarray, np.ndarray]:
    n_evenings, tables, _ = seats.shape
    up, down = _pairs(seats, winner_side, came, generator)
    new = np.empty_like(seats)
    new_came = np.empty_like(came)
    rows = np.arange(n_evenings)[:, None]
    for t in range(tables):
        arriving_up = up[:, t + 1] if t + 1 < tables else down[:, t]  # from below (or the last table's losers stay)
        arriving_down = down[:, t - 1] if t > 0 else up[:, t]  # from above (or No. 1's winners stay)
        how_up = UP if t + 1 < tables else STAYED
        how_down = DOWN if t > 0 else STAYED
        if tables == 1:
            arriving_up, arriving_down = up[:, 0], down[:, 0]
        swap = generator.random(n_evenings) < 0.5  # partners change: each new pair takes one from each
        b0 = np.where(swap, arriving_down[:, 1], arriving_down[:, 0])
        b1 = np.where(swap, arriving_down[:, 0], arriving_down[:, 1])
        new[:, t] = np.stack([arriving_up[:, 0], arriving_up[:, 1], b0, b1], axis=1)
        new_came[rows, arriving_up] = how_up
        new_came[rows, arriving_down] = how_down
    return new, new_came


def _britannica_move(seats: np.ndarray, winner_side: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    n_evenings, tables, _ = seats.shape
    stay, move = _pairs(seats, winner_side, None, generator)
    new = np.empty_like(seats)
    for t in range(tables):
        arriving = move[:, t - 1]  # the losers of the table before (the last table's go to No. 1)
        swap = generator.random(n_evenings) < 0.5
        l0 = np.where(swap, arriving[:, 1], arriving[:, 0])
        l1 = np.where(swap, arriving[:, 0], arriving[:, 1])
        new[:, t] = np.stack([stay[:, t, 0], stay[:, t, 1], l0, l1], axis=1)  # each winner with a new loser
    return new


def first_prize_table(tables_list: Sequence[int] = (2, 4, 6), sittings_list: Sequence[int] = (4, 10), skilled: int = 1,
                      n_evenings: int = 1000, seed: SeedLike = 0) -> pd.DataFrame:
    """P(the strongest player takes first prize), by tables, sittings and system: the
    :class:`~whistodds.simulations.estimate.Estimate`'s keys after ``p_strongest_first``."""
    import pandas as pd

    generator = as_generator(seed)
    rows = []
    for system in SYSTEMS:
        for tables in tables_list:
            for sittings in sittings_list:
                evenings = simulate_evenings(tables, sittings, system, skilled, n_evenings, generator)
                first = evenings.p_first_prize()
                field = evenings.field
                rows.append({"system": system, "tables": tables, "sittings": sittings, "skilled": skilled,
                             "evenings": n_evenings, **first.columns("p_strongest_first"),
                             "p_by_chance": 1 / (4 * tables), "skill_ratio": first.value * 4 * tables,
                             "mean_final_score": field.mean, "sd_final_score": field.std * np.sqrt(
                                 (field.n - 1) / field.n),
                             "strongest_mean_score": evenings.strongest.mean})
    return pd.DataFrame(rows)

