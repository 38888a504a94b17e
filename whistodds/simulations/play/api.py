"""``play(deals, model)``: play every deal of a batch to the end."""

from __future__ import annotations

import functools
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import format_card
from whistodds.games.definition import Game
from whistodds.simulations.dealing import Deals
from whistodds.simulations.play.arguments import NO_START, DealBatch, Outputs, Rules, Table
from whistodds.simulations.play.build import Engine, choose_inlined, engine, forced_build, inlined_compiled
from whistodds.simulations.play.models import PlayModel, default_model, require_model
from whistodds.simulations.play.resume import check_start
from whistodds.simulations.threads import run_all
from whistodds.simulations.play.rule_switches import EightReading, rules_off_array, rules_the_game_rules_out
from whistodds.simulations.play.compiled.tables import strength_tables
from whistodds.simulations.seeding import SeedLike, as_generator


@dataclass(frozen=True)
class PlayedDeals:
    """The deals and how they were played.

    Attributes:
        deals: the deals.
        model: the play model's name.
        tricks_by_side: tricks won by each side, ``(n_deals, n_sides)``.
        trump_points_by_side: value of the trumps each side captured, when the
            game gives captured trumps a value (Scotch Whist), else zeros.
        played: card each seat played to each trick, ``(n_deals, tricks, players)``
            (when recorded), tricks of separate hands one after another.
        winner: the seat that won each trick, ``(n_deals, tricks)`` (when recorded).
        leader: the seat that led each trick, ``(n_deals, tricks)`` (when recorded).
        random_states: each deal's random state before each card in order of play (with ``keep_random``):
            a play resumed at card c with these as ``deal_seeds[:, c]`` goes on as this one did.
    """

    deals: Deals
    model: str
    tricks_by_side: np.ndarray
    trump_points_by_side: np.ndarray
    played: np.ndarray | None = None
    winner: np.ndarray | None = None
    leader: np.ndarray | None = None
    random_states: np.ndarray | None = None

    def __repr__(self) -> str:
        """Short: the deals, the model, and the mean tricks of each side."""
        means = ", ".join(f"{m:.3f}" for m in self.tricks_by_side.mean(axis=0))
        recorded = ", every card recorded" if self.played is not None else ""
        return f"PlayedDeals({self.deals!r}, {self.model}, mean tricks by side {means}{recorded})"


def play(
    deals: Deals,
    model: PlayModel | None = None,
    seed: SeedLike = None,
    *,
    record: bool = True,
    threads: int | None = None,
    seat_models: Sequence[PlayModel] | Sequence[Sequence[PlayModel]] | np.ndarray | None = None,
    contexts: tuple[np.ndarray | int, np.ndarray | int] | None = None,
    sight: np.ndarray | None = None,
    start: np.ndarray | None = None,
    deal_seeds: np.ndarray | None = None,
    keep_random: bool = False,
    checked: bool = False,
    rules_off: np.ndarray | dict[int, list[str]] | None = None,
    eight: EightReading | str = EightReading.AT_EIGHT,
) -> PlayedDeals:
    """Play every deal to the end under ``model`` (a :class:`PlayModel`, default :func:`default_model`:
    ``get_model("hoyle")``); ``record`` keeps every card played.

    The game's own play readings apply: the trumps that score when captured
    (Scotch Whist; their values per side are ``trump_points_by_side``) and
    ``trump_must_match`` (a Gleek reading in which a trump takes a plain card
    only if of equal or higher rank).  ``threads`` (default: every core) play
    ranges of deals at once; the result does not depend on it.
    ``seat_models`` (play models, one per seat, or an object array
    ``(n_deals, players)`` of them) seats players of different skill
    together, overriding ``model``.  ``contexts`` is what the score means for each
    deal, as ``(win_at, save_at)`` of the dealer's side (one pair for every deal, or
    an array of each; see :mod:`whistodds.games.contexts`): seats playing
    ``hoyle-score`` attend to it; without it they play as ``hoyle``.  ``sight`` is the hands each seat
    sees, as bit masks ``(1 or n_deals, players)`` (:func:`sight_masks`); by default the game's own
    (``Game.sight``: a dummy's hand is seen by every seat), which ``hoyle`` reads.
    ``start`` resumes the play part-way through the hand: the cards already played, in order of play
    (``(1 or n_deals, k)`` card codes; :mod:`whistodds.simulations.play.resume`), are played as given and the
    models choose from the next card on, knowing what they would have seen.  ``deal_seeds`` gives each
    deal's random state (else drawn from ``seed``); ``keep_random`` (with ``record``) records the states before each card.
    ``checked`` says the caller has already checked that ``start`` could have been played in every deal
    (:func:`~whistodds.simulations.play.resume.check_start`; a position's deals are drawn consistent with
    it), so it is not checked again.
    ``rules_off`` is the rules each seat's ``hoyle`` or ``hoyle-score`` player does without
    (:mod:`whistodds.simulations.play.rule_switches`: ``{seat: [rule names]}``, or int masks
    ``(1 or n_deals, players)``); by default every rule is played that can apply in the game: rule VIII, for
    the adversaries at eight, only where a side can stand at eight (``eight``, an :class:`EightReading`).

    >>> from whistodds.games import LONG_WHIST
    >>> from whistodds.simulations import deal
    >>> from whistodds.simulations.play.models import get_model
    >>> result = play(deal(LONG_WHIST, 100, seed=1), get_model("hoyle"))
    >>> bool((result.tricks_by_side.sum(axis=1) == 13).all())
    True
    """
    chosen = default_model() if model is None else require_model(model)
    game = deals.game
    _check_turn_up(deals)
    built, seat_models = _seat_models(chosen, seat_models, deals.n_deals, game.players)
    tables = strength_tables(game)
    n, players, tricks = deals.n_deals, game.players, game.cards_per_player
    side_of = np.array(game.seat_sides, np.int64)
    tricks_by_side = np.empty((n, game.n_sides), np.int64)
    points_by_side = np.empty((n, game.n_sides), np.int64)
    shape = (n, tricks) if record else (0, 0)
    played = np.empty(shape + ((players,) if record else (0,)), np.uint8)
    winner = np.empty(shape, np.uint8)
    leader = np.empty(shape, np.uint8)
    if deal_seeds is None:
        deal_seeds = play_seeds(as_generator(seed), n)
    elif np.shape(deal_seeds) != (n,):
        raise ValueError(f"deal_seeds of shape {np.shape(deal_seeds)} is not allowed; give one seed a deal ({n})")
    deal_seeds = np.ascontiguousarray(deal_seeds, np.uint64)
    threads = _thread_count(threads)
    start = NO_START if start is None else np.atleast_2d(start)
    if start.shape[1] and not checked:  # checked as given, before a code outside the pack could wrap round
        check_start(game, deals.hands, deals.dealer, deals.trump, start, threads=threads, seats=False)
    start = np.ascontiguousarray(start, np.uint8)
    trump_point_values = game.counted_trumps
    trump_must_match = game.trump_must_match
    trump_order = game.trump_rank_order or game.rank_order  # set from rank_order when not given
    values = tables.trump_values(trump_point_values, trump_order)
    win_at, save_at = _contexts(game, contexts, n)
    sight = sight_masks(game) if sight is None else np.ascontiguousarray(np.atleast_2d(sight), np.int64)
    if sight.shape[1] != players or sight.shape[0] not in (1, n):
        raise ValueError(f"sight of shape {sight.shape} is not allowed; give (1, {players}) or ({n}, {players}) masks")
    rules_off_masks = rules_off_array(rules_off, players, n) | rules_the_game_rules_out(game, EightReading(eight))
    batch = DealBatch(deal_seeds, np.ascontiguousarray(deals.hands),
                      np.asarray(deals.dealer, np.uint8),  # as dealt: no copy, and one compiled signature
                      np.asarray(deals.trump, np.uint8), game.turn_up == "dealer-last", start)
    # One model for every seat takes the kernel's fast path.
    uniform = int(seat_models[0, 0]) if (seat_models == seat_models[0, 0]).all() else -1
    table = Table(uniform, seat_models, side_of, game.n_sides, game.hands_per_player, win_at, save_at, sight,
                  rules_off_masks)
    rules = Rules(tables.card_keys, tables.plain_code, tables.trump_code, values,
                  trump_order.index(10) if 10 in trump_order and trump_point_values else -1,
                  trump_must_match, len(game.rank_order) - 1)
    random_states = np.zeros((n, tricks * players) if record and keep_random else (0, 0), np.uint64)
    outputs = Outputs(record, tricks_by_side, points_by_side, played, winner, leader, random_states)
    # The common case takes the engine's plain loop, compiled without the code it does not need.
    full_loop = True if record or trump_must_match or values.any() else None
    _announce_first_compile(built)
    _play_timed(built, n, (batch, table, rules, outputs, full_loop), threads)
    if not record:
        return PlayedDeals(deals, chosen.name, tricks_by_side, points_by_side)
    return PlayedDeals(deals, chosen.name, tricks_by_side, points_by_side, played, winner, leader,
                       random_states if keep_random else None)


def _check_turn_up(deals: Deals) -> None:
    """A one-line ``ValueError`` where the game turns up the dealer's last card and a deal's ``turn_up`` is another
    card: the engine takes the dealer's last card for the turn-up, so the play would silently differ."""
    n = deals.n_deals
    if deals.game.turn_up != "dealer-last" or n == 0:
        return
    dealers = np.broadcast_to(np.asarray(deals.dealer, np.int64), (n,))
    last = deals.hands[np.arange(n), dealers, -1]
    wrong = np.flatnonzero(last != np.broadcast_to(deals.turn_up, (n,)))
    if wrong.size:
        d = int(wrong[0])
        raise ValueError(f"deal {d}: turn_up={format_card(int(np.broadcast_to(deals.turn_up, (n,))[d]))} is not "
                         f"allowed; in {deals.game.name} the turn-up is the dealer's (seat {dealers[d]}) last card, "
                         f"{format_card(int(last[d]))} ({wrong.size:,} of {n:,} deals differ)")


def sight_masks(game: Game, offsets: np.ndarray | None = None) -> np.ndarray:
    """The hands each seat sees (``Game.sight``) as bit masks, ``(1, players)``; with ``offsets``, one row a
    deal, ``(n_deals, players)``, for deals dealt with seat 0 dealing whose seat k sits at the table's seat
    ``(offsets[d] + k) % players`` (whole games, where the deal passes but seat 0 deals every hand).

    >>> from whistodds.games import get_game
    >>> sight_masks(get_game("dummy-whist")).tolist(), sight_masks(get_game("dummy-whist"), np.array([1])).tolist()
    ([[5, 3, 5, 9]], [[9, 10, 12, 10]])
    """
    players = game.players
    table = np.array([sum(1 << seen for seen in seat) for seat in game.sight], np.int64)
    if offsets is None:
        return table[None, :]
    offsets = np.asarray(offsets, np.int64)
    seats = (offsets[:, None] + np.arange(players)[None, :]) % players  # table seat of each deal seat
    masks = np.zeros(seats.shape, np.int64)
    for k in range(players):  # table seat t seen by a deal seat is deal seat (t - offset) % players
        masks |= ((table[seats] >> ((offsets[:, None] + k) % players)) & 1) << k
    return masks


_ANNOUNCED: set[tuple[str, ...]] = set()


def _announce_first_compile(built: Engine) -> None:
    """Say once, on a terminal only, before the first call compiles the engine for these models, what
    compiles and about how long it takes."""
    if built.models in _ANNOUNCED:
        return
    _ANNOUNCED.add(built.models)
    from whistodds.cache import notes_wanted, say
    from whistodds.simulations.compiled import compiled_every_run, first_compile_pending

    if notes_wanted() and first_compile_pending(built.cache_name):
        say(f"compiling the play engine for {', '.join(built.models)} (about {compile_estimate(len(built.models))} s; "
            + ("there is no cache to keep it in, so every run does" if compiled_every_run() else "first run only")
            + ")")


def compile_estimate(n_models: int) -> int:
    """About how many seconds the engine's first compile takes here: 8 s for one play model (the CPU time
    the first command took from an empty cache, ``benchmarks/output/bench_compile.txt``) and about 4 s for
    each further model (an estimate: their rules are compiled apart), longer as the machine is busier than
    its cores.

    >>> compile_estimate(1) >= 8
    True
    """
    busy = os.getloadavg()[0] / (os.cpu_count() or 1) if hasattr(os, "getloadavg") else 0.0
    return round((8 + 4 * (n_models - 1)) * max(1.0, busy))


def play_seeds(generator: np.random.Generator, n_deals: int) -> np.ndarray:
    """One 63-bit seed per deal for the play models' random choices.

    The same numbers as ``generator.integers(0, 2**63, n_deals, dtype=np.uint64)``:
    numpy bounds a draw to 2**63 by Lemire's multiply, which for a power of two is
    the top 63 bits of one 64-bit draw, with nothing rejected, whatever the bit
    generator.  The full 64-bit range is drawn without bounding, about four times
    faster (1.8 ms against 7.1 ms for 1,000,000 seeds, measured).
    """
    return generator.integers(0, 2**64, size=n_deals, dtype=np.uint64) >> np.uint64(1)


def _contexts(game: Game, contexts: tuple[np.ndarray | int, np.ndarray | int] | None, n_deals: int
              ) -> tuple[np.ndarray, np.ndarray]:
    """Each deal's ``(win_at, save_at)`` as two int64 arrays of length 1 or ``n_deals``, checked."""
    tricks = game.cards_per_hand
    if contexts is None:
        return np.array([tricks + 1], np.int64), np.array([0], np.int64)
    from whistodds.games.contexts import check_contexts

    check_contexts(game)
    win_at, save_at = (np.atleast_1d(np.asarray(part, np.int64)) for part in contexts)
    for name, part in (("win_at", win_at), ("save_at", save_at)):
        if part.ndim != 1 or part.shape[0] not in (1, n_deals) or (part < 0).any() or (part > tricks + 1).any():
            raise ValueError(f"contexts: {name} of shape {part.shape} is not allowed; give one value or {n_deals}, "
                             f"each 0 to {tricks + 1}")
    if win_at.shape != save_at.shape and win_at.shape[0] != 1 and save_at.shape[0] != 1:
        raise ValueError(f"contexts: win_at {win_at.shape} and save_at {save_at.shape} differ in length")
    size = max(win_at.shape[0], save_at.shape[0])
    return np.ascontiguousarray(np.broadcast_to(win_at, size)), np.ascontiguousarray(np.broadcast_to(save_at, size))


def _seat_models(chosen: PlayModel, seat_models: Sequence[PlayModel] | Sequence[Sequence[PlayModel]] | np.ndarray
                 | None, n_deals: int, players: int) -> tuple[Engine, np.ndarray]:
    """The engine for the models at the table, and every seat's model as an index into its models,
    ``(1 or n_deals, players)``."""
    if seat_models is None:
        seated = np.empty((1, players), dtype=object)
        seated[:] = chosen
    else:
        seated = np.atleast_2d(np.asarray(seat_models, dtype=object))
        if seated.ndim != 2 or seated.shape[1] != players or seated.shape[0] not in (1, n_deals):
            raise ValueError(f"seat_models of shape {seated.shape} is not allowed; give {players} play models, or "
                             f"({n_deals}, {players})")
    # The distinct objects at the table, found by identity in one pass (no comparison of models per seat).
    ids = np.asarray(np.frompyfunc(id, 1, 1)(seated), dtype=np.uint64).ravel()
    _, first, inverse = np.unique(ids, return_index=True,
                                  return_inverse=True)
    distinct = [seated.flat[i] for i in first]
    for model in distinct:
        if not isinstance(model, PlayModel):
            raise TypeError(f"seat_models: {model!r} is not allowed; give PlayModel objects (get_model(name))")
    models = tuple(sorted({model.name: model for model in distinct}.values(), key=lambda model: model.name))
    built = engine(models)
    _SEATED[built.models] = models
    index_of = np.array([built.index(model.name) for model in distinct], np.int64)
    return built, index_of[inverse.reshape(-1)].reshape(seated.shape)


def _thread_count(threads: int | None) -> int:
    """``threads`` checked, or every core when None."""
    threads = os.cpu_count() or 1 if threads is None else threads
    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 1:
        raise ValueError(f"threads={threads!r} is not allowed; use a positive integer")
    return threads


# A run is long when its play takes this long (wall seconds, this process) with the units build: the inlined
# build's longer first compile (12 s more for hoyle, 22 s more for the expert, on one core) then pays for itself
# (10% and 18% faster play: 120 s saves 12 s and 22 s).  Measured: benchmarks/output/bench_engine_builds.txt.
LONG_RUN_SECONDS = 120.0
SAMPLE_FRACTION = 16  # a call's play time is estimated from its first sixteenth
_UNITS_SECONDS: dict[tuple[str, ...], float] = {}  # play time with each units build in this process
_SEATED: dict[tuple[str, ...], tuple[PlayModel, ...]] = {}
_LOADED: set[tuple[tuple[str, ...], bool]] = set()  # the units builds' loops (plain or full) called in this process


def _play_timed(built: Engine, n_deals: int, arguments: tuple[object, ...], threads: int | None) -> None:
    """Play every deal with ``built``; with the units build, a run that turns out long (this call's play,
    estimated from a sample of it, and the play before it in this process come to :data:`LONG_RUN_SECONDS`)
    compiles the inlined build and plays the rest with it.  Each deal is played alike whichever build plays
    it, so the result does not depend on which does."""
    if built.inlined or n_deals == 0 or forced_build() is not None:
        _run_in_threads(built, 0, n_deals, arguments, threads)
        return
    done = 0
    loop = (built.models, arguments[-1] is None)
    if loop not in _LOADED:  # the first call of this loop compiles or loads it: not timed
        _run_in_threads(built, 0, 1, arguments, 1)
        _LOADED.add(loop)
        done = 1
    left = n_deals - done
    sample = left // SAMPLE_FRACTION if left >= 2 * SAMPLE_FRACTION else left  # a short call: timed whole
    started = time.perf_counter()
    _run_in_threads(built, done, done + sample, arguments, threads)
    taken = time.perf_counter() - started
    done += sample
    spent = _UNITS_SECONDS.get(built.models, 0.0) + taken
    _UNITS_SECONDS[built.models] = spent
    if done == n_deals:
        return
    if spent + taken / sample * (n_deals - done) >= LONG_RUN_SECONDS:
        built = _inlined_for_long_run(built, arguments)
        _run_in_threads(built, done, n_deals, arguments, threads)
        return
    started = time.perf_counter()
    _run_in_threads(built, done, n_deals, arguments, threads)
    _UNITS_SECONDS[built.models] = spent + time.perf_counter() - started


def _inlined_for_long_run(built: Engine, arguments: tuple[object, ...]) -> Engine:
    """The inlined build for ``built``'s models, compiled now (both loops, plain and full, so that the next
    run finds both on disk), said once on a terminal."""
    models = _SEATED[built.models]
    if not inlined_compiled(models):
        from whistodds.cache import notes_wanted, say
        from whistodds.simulations.compiled import compiled_every_run

        if notes_wanted():
            say(f"a long run: compiling the faster play engine for {', '.join(built.models)} (about "
                f"{round(INLINED_COMPILE_RATIO * compile_estimate(len(built.models)))} s; "
                + ("there is no cache to keep it in, so every long run does" if compiled_every_run()
                   else "first long run only") + ")")
    choose_inlined(models)
    inlined = engine(models, inlined=True)
    for full_loop in (True, None):  # an empty range: compiled (or loaded), nothing played
        inlined.play_range(0, 0, *arguments[:-1], full_loop)
    return inlined


def compile_for_long_runs(model: PlayModel, game: Game) -> None:
    """Compile (or load) the inlined build for ``model`` alone, both its loops, before a long run (a cluster's
    ``--warm``): this process plays ``model`` with it from now on, and the next runs find it on disk."""
    from whistodds.simulations.dealing import deal

    choose_inlined((model,))
    for record in (False, True):
        play(deal(game, 1, seed=0), model, seed=0, record=record, threads=1)


INLINED_COMPILE_RATIO = 3.5  # the inlined build's first compile against the units build's (17.6 s / 5.1 s, 31 s / 8 s)


def _run_in_threads(built: Engine, first: int, stop: int, arguments: tuple[object, ...], threads: int | None) -> None:
    """Play deals ``first`` to ``stop - 1`` with ``built`` on ``threads`` threads."""
    threads = _thread_count(threads)
    n_deals = stop - first
    # A few ranges per thread balance the load; the engine releases the GIL.
    n_ranges = max(1, min(n_deals, threads * 4)) if threads > 1 else 1
    bounds = [first + n_deals * k // n_ranges for k in range(n_ranges + 1)]
    play_range = built.play_range
    if n_ranges == 1:
        play_range(first, stop, *arguments)
        return
    run_all(threads, [functools.partial(play_range, bounds[k], bounds[k + 1], *arguments) for k in range(n_ranges)])
