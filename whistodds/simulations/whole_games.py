"""Whole games (and rubbers) played forward, all games at once: one simulator for any game with a score.

Every deal is freshly dealt and played by the engine (or solved double-dummy)
with seat 0 dealing, its outcome counted from the dealer's side, and scored by
the game's own ``scoring.apply`` for the side actually dealing (each seat seeing
what the table's seat it stands for sees: at Dummy Whist the dummy's place turns
with the deal); the deal passes to the left, so with two sides the dealing side alternates.  The result checks
the exact solver (:mod:`whistodds.odds.solver`), which assumes deals
independent and identically distributed, and reaches games of three or more
sides, which it cannot.

Games are played in batches of at most ``GAME_BATCH`` with their own streams
(``SeedSequence.spawn``), on any :class:`concurrent.futures.Executor`; the
result for a seed never depends on the executor or its workers.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial

import numpy as np

from whistodds.games.contexts import check_contexts, hand_contexts
from whistodds.games.definition import Game
from whistodds.games.registry import require_game
from whistodds.games.scoring.protocol import Dealer
from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_GAMES
from whistodds.simulations.outcomes import deal_outcomes
from whistodds.simulations.play.api import sight_masks
from whistodds.simulations.play.models import PlayModel, game_model, require_model
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.tally import Tally

MAX_DEALS_PER_GAME = 1000  # far beyond any real game: a guard against a rule set that never ends
GAME_BATCH = 250_000


def _dealer_seat(game: Game, dealer: str | int) -> int:
    if dealer in tuple(Dealer) and game.n_sides == 2:
        return 0 if dealer == "us" else 1
    if isinstance(dealer, (int, np.integer)) and not isinstance(dealer, bool) and 0 <= dealer < game.players:
        return int(dealer)
    allowed = "'us' or 'them' (or a seat " if game.n_sides == 2 else "a seat ("
    raise ValueError(f"dealer={dealer!r} is not allowed; use {allowed}0-{game.players - 1})")


def _seat_models(game: Game, model: PlayModel, seat_models: Sequence[PlayModel] | None
                 ) -> tuple[PlayModel, ...] | None:
    """The play models of the seats, checked: each one a model that plays card by card (or None);
    a model that attends to the score needs a game whose play context is defined."""
    seated = [model] if seat_models is None else list(seat_models)
    if seat_models is not None and len(seated) != game.players:
        raise ValueError(f"seat_models={tuple(getattr(m, 'name', m) for m in seated)!r} is not allowed; give "
                         f"{game.players} play models, one a seat")
    for chosen in seated:
        if not isinstance(chosen, PlayModel):
            raise TypeError(f"seat_models: {chosen!r} is not allowed; give PlayModel objects (get_model(name))")
        if seat_models is not None and chosen.kernel is None:
            raise ValueError(f"seat_models: {chosen.name!r} is not allowed; a seat needs a model that plays card "
                             f"by card")
        if chosen.attends_to_score:
            check_contexts(game)
    return None if seat_models is None else tuple(seated)


def _start(game: Game, start: tuple[int, ...] | None) -> np.ndarray:
    start = (0,) * game.n_sides if start is None else tuple(start)
    target = game.score_rules.target
    if len(start) != game.n_sides or any(not 0 <= s < target for s in start):
        raise ValueError(f"start={start!r} is not allowed; give {game.n_sides} scores, each 0-{target - 1} "
                         f"(a game of {game.name} in play)")
    return np.array(start, np.int64)


def _next_deal(game: Game, model: PlayModel, generator: np.random.Generator, threads: int | None, scores: np.ndarray,
               dealers: np.ndarray, active: np.ndarray, seat_models: tuple[PlayModel, ...] | None = None,
               rules_off: np.ndarray | None = None) -> np.ndarray:
    """Deal, play and score one hand in every ``active`` game, updating ``scores`` and ``dealers``
    in place; the deal passes to the left.  Returns each active game's winning side (-1: play on).

    A model that attends to the score plays each hand in the context its own game's score and
    the honours dealt make; ``seat_models`` seats a model at each seat (seat 0 is "us")."""
    dealer_sides = np.array(game.seat_sides)[dealers[active]]
    seated = [model] if seat_models is None else list(seat_models)
    context = None
    if any(chosen.attends_to_score for chosen in seated):
        own = scores[active, dealer_sides]
        other = scores[active, 1 - dealer_sides]
        context = partial(hand_contexts, game, own, other)
    per_deal = None
    if seat_models is not None:
        # The deal is played with seat 0 dealing: its seat k is the table's seat (dealer + k).
        table_seats = (dealers[active][:, None] + np.arange(game.players)[None, :]) % game.players
        at_table = np.empty(game.players, dtype=object)
        at_table[:] = seat_models
        per_deal = at_table[table_seats]
    # Seat 0 deals every hand as played; where what a seat sees turns on its place (Dummy Whist), each
    # deal's seats see what the table's seats they stand for see.
    sight = None if game.sight_turns_with_the_deal else sight_masks(game, dealers[active])
    off = None
    if rules_off is not None:  # the rules each table seat does without, as the deal's seats
        off = np.ascontiguousarray(
            rules_off[(dealers[active][:, None] + np.arange(game.players)[None, :]) % game.players], np.int64)
    outcome = deal_outcomes(game, active.size, model, generator, threads, context, per_deal, sight, off)
    new, winner = game.score_rules.apply(scores[active], dealer_sides, outcome)
    scores[active] = new
    dealers[active] = (dealers[active] + 1) % game.players
    return winner


@dataclass(frozen=True)
class GameSimulation:
    """Games played out, as running counts (memory does not grow with the games): how many each side
    won and how many deals they lasted; with ``keep_games``, also the winner of each game in order."""

    wins_by_side: np.ndarray  # (sides,)
    deals: Tally  # games by the number of deals they lasted
    winner: np.ndarray | None = None  # per game (0 is "us"), with keep_games
    # Games not won in the first deal that the side behind after it went on to win (two sides; level
    # scores count the side that did not deal first as behind).
    comebacks: int = 0

    @property
    def comeback(self) -> Proportion:
        """How often the side behind after the first deal wins (a game won in one deal is no comeback)."""
        return Proportion(self.comebacks, self.n_games)

    @property
    def n_games(self) -> int:
        return int(self.wins_by_side.sum())

    @property
    def wins(self) -> np.ndarray:
        """Whether "us" (side 0) won, per game (kept only with ``keep_games``)."""
        if self.winner is None:
            raise ValueError("the games were not kept one by one; simulate with keep_games=True")
        won: np.ndarray = self.winner == 0
        return won

    @property
    def win_rate(self) -> Proportion:
        return Proportion(int(self.wins_by_side[0]), self.n_games)

    def win_rates(self) -> list[Proportion]:
        """Each side's share of the games, with its standard error."""
        return [Proportion(int(wins), self.n_games) for wins in self.wins_by_side]

    @property
    def mean_deals(self) -> float:
        return self.deals.mean

    def deals_distribution(self) -> dict[int, float]:
        return self.deals.distribution()

    def __add__(self, other: GameSimulation) -> GameSimulation:
        winners = None if self.winner is None else np.concatenate([self.winner, other.winner])
        return GameSimulation(self.wins_by_side + other.wins_by_side, self.deals + other.deals, winners,
                              self.comebacks + other.comebacks)


def _games_batch(game: Game, start: np.ndarray, dealer: int, model: PlayModel, threads: int | None, keep: bool,
                 seat_models: tuple[PlayModel, ...] | None, size: int, stream: np.random.SeedSequence,
                 rules_off: np.ndarray | None = None) -> GameSimulation:
    generator = np.random.default_rng(stream)
    scores = np.tile(start, (size, 1))
    dealers = np.full(size, dealer, np.int64)
    winner = np.full(size, -1)
    deals_played = np.zeros(size, np.int64)
    active = np.arange(size)
    behind = np.full(size, -1)
    for step in range(MAX_DEALS_PER_GAME):
        if active.size == 0:
            break
        outcome = _next_deal(game, model, generator, threads, scores, dealers, active, seat_models, rules_off)
        winner[active] = outcome
        if step == 0 and game.n_sides == 2:  # after the first deal: who is behind
            first_side = game.seat_sides[dealer]
            behind = np.where(scores[:, 0] == scores[:, 1], 1 - first_side, np.argmin(scores, axis=1))
        deals_played[active] += 1
        active = active[outcome < 0]
    else:
        raise RuntimeError(f"{active.size} games of {game.name} unfinished after {MAX_DEALS_PER_GAME} deals")
    wins = np.bincount(winner, minlength=game.n_sides)
    comebacks = int(((deals_played > 1) & (winner == behind)).sum())
    return GameSimulation(wins, Tally.of(deals_played), winner if keep else None, comebacks)


def simulate_games(
    game: Game = LONG_WHIST,
    n_games: int = 100_000,
    start: tuple[int, ...] | None = None,
    dealer: str | int = "us",
    model: PlayModel | None = None,
    seed: SeedLike = None,
    *,
    threads: int | None = None,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
    keep_games: bool = False,
    seat_models: Sequence[PlayModel] | None = None,
    rules_off: np.ndarray | None = None,
) -> GameSimulation:
    """Play ``n_games`` games of any game with a score from ``start`` (one score a side, "us" first)
    with ``dealer`` to deal ("us"/"them" for two sides, or a seat); every game at once.
    ``seat_models`` gives a play model for each seat (seat 0 is "us"), overriding ``model``:
    players of different skill, or one side attending to the score and the other not.  ``rules_off`` is
    a mask per seat of the rules its ``hoyle`` player does without (:mod:`whistodds.simulations.play.rule_switches`).

    The result keeps counts only, so memory does not grow with ``n_games`` (at most
    ``MAX_GAMES``); ``keep_games`` keeps the winner of each game as well.

    >>> result = simulate_games(LONG_WHIST, 2000, start=(9, 9), dealer="us", seed=1)
    >>> 0.4 < result.win_rate.estimate < 0.7
    True
    """
    the_game = require_game(game)
    if not the_game.has_score:
        raise ValueError(f"no whole-game simulation for {the_game.name!r}: it is not played to a score")
    n_games = check_count(n_games, "n_games", MAX_GAMES)
    seat = _dealer_seat(the_game, dealer)
    scores = _start(the_game, start)
    chosen = game_model(the_game) if model is None else require_model(model)
    seats = _seat_models(the_game, chosen, seat_models)
    task = partial(_games_batch, the_game, scores, seat, chosen, threads if executor is None else 1, keep_games, seats,
                   rules_off=None if rules_off is None else np.asarray(rules_off, np.int64).reshape(the_game.players))
    parts = run_batches(task, n_games, seed, batch_size=GAME_BATCH, executor=executor, progress=progress,
                        root_when_single=True)
    return sum(parts[1:], parts[0])


@dataclass(frozen=True)
class RubberSimulation:
    """Rubbers played out, as running counts: the net rubber points to "us" and the games played."""

    net_points: Tally
    games_played: Tally
    won: int  # rubbers "us" won (with a small bonus a rubber won can net nothing)

    @property
    def win_rate(self) -> Proportion:
        return Proportion(self.won, self.net_points.n)

    @property
    def expected_points(self) -> tuple[float, float]:
        """Mean net points to us and its standard error."""
        return self.net_points.mean, self.net_points.standard_error

    @property
    def three_games(self) -> Proportion:
        tally = self.games_played
        return Proportion(int(tally.counts[tally.values == 3].sum()), tally.n)

    def __add__(self, other: RubberSimulation) -> RubberSimulation:
        return RubberSimulation(self.net_points + other.net_points, self.games_played + other.games_played,
                                self.won + other.won)


def _rubbers_batch(game: Game, games: tuple[int, int], start: np.ndarray, dealer: int, model: PlayModel,
                   won_game_values: tuple[tuple[int, ...], tuple[int, ...]], threads: int | None, size: int,
                   stream: np.random.SeedSequence) -> RubberSimulation:
    generator = np.random.default_rng(stream)
    scoring, rubber = game.score_rules, game.rubber
    if rubber is None:  # simulate_rubbers plays only games with a rubber
        raise ValueError(f"{game.name} has no rubber")
    bonus = rubber.bonus
    scores = np.tile(start, (size, 1))
    dealers = np.full(size, dealer, np.int64)
    values = np.asarray(scoring.game_values)
    # Points of the games won so far by each side, and games won.
    points = np.tile(np.array([sum(won_game_values[0]), sum(won_game_values[1])], np.int64), (size, 1))
    won = np.tile(np.array(games, np.int64), (size, 1))
    played = np.full(size, games[0] + games[1], np.int64)
    net = np.zeros(size, np.int64)
    active = np.arange(size)
    rows = np.arange(size)
    for _ in range(3 * MAX_DEALS_PER_GAME):
        if active.size == 0:
            break
        outcome = _next_deal(game, model, generator, threads, scores, dealers, active)
        ended = active[outcome >= 0]
        winner = outcome[outcome >= 0]
        losers = scores[ended, 1 - winner]
        points[ended, winner] += values[np.minimum(losers, scoring.target - 1)]
        won[ended, winner] += 1
        played[ended] += 1
        scores[ended] = 0
        over = ended[won[ended].max(axis=1) == 2]
        taker = np.argmax(won[over], axis=1)
        net[over] = np.where(taker == 0, 1, -1) * (points[rows[over], taker] + bonus - points[rows[over], 1 - taker])
        active = active[~np.isin(active, over)]
    else:
        raise RuntimeError(f"{active.size} rubbers unfinished")
    return RubberSimulation(Tally.of(net), Tally.of(played), int((won[:, 0] == 2).sum()))


def simulate_rubbers(
    n_rubbers: int = 100_000,
    games: tuple[int, int] = (0, 0),
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    model: PlayModel | None = None,
    seed: SeedLike = None,
    *,
    game: Game = SHORT_WHIST,
    won_game_values: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    threads: int | None = None,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> RubberSimulation:
    """Play ``n_rubbers`` rubbers of ``game`` (any game with a rubber) forward with fresh deals, all at once.

    ``won_game_values`` gives the values of the games already won (one per game in ``games``).
    """
    the_game = require_game(game)
    if the_game.rubber is None:
        raise ValueError(f"{the_game.name} has no rubber")
    n_rubbers = check_count(n_rubbers, "n_rubbers", MAX_GAMES)
    if len(games) != 2 or any(g not in (0, 1) for g in games):
        raise ValueError(f"games={games!r} is not allowed; a rubber in play has 0 or 1 games won a side")
    if tuple(len(v) for v in won_game_values) != tuple(games):
        raise ValueError(f"won_game_values={won_game_values!r} must list one value per game won, games={games}")
    start = _start(the_game, score)
    chosen = game_model(the_game) if model is None else require_model(model)
    _seat_models(the_game, chosen, None)
    task = partial(_rubbers_batch, the_game, (games[0], games[1]), start, _dealer_seat(the_game, dealer),
                   chosen, won_game_values, threads if executor is None else 1)
    parts = run_batches(task, n_rubbers, seed, batch_size=GAME_BATCH, executor=executor, progress=progress,
                        root_when_single=True)
    return sum(parts[1:], parts[0])
