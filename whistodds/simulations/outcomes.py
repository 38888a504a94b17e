"""What one deal is worth, for any game with a score: the per-deal outcome its scoring reads.

Deals are dealt with seat 0 dealing, so the outcome is counted from the
dealer's side (side 0); the scoring turns it to the sides at the table.

- Whist scoring (``tricks-and-honours``): the tricks of the dealer's side and the
  trump honours it holds (a side with all the honours but one always has two in
  one hand, so the call needs nothing more), as the scoring's honours column
  (:func:`honours_column`): with ``call_needs=two-and-one`` it also records
  whether the honours of the side holding all or all but one lie in one hand.
- Scotch Whist (``scoring-moments``): each side's points in the order the finish
  rule counts them.

The per-deal table of :func:`whist_outcomes` (tricks, honours of every hand,
turn-up, trumps; optionally the deal in PBN and, when the model plays card by card, the play as
the lines of a PBN ``[Play]`` section) is what ``whist-odds deals`` writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from functools import partial
import os
from typing import Any

import numba
import numpy as np
import pandas as pd

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.games.discovery import Discovery, family_modules
from whistodds.games.cards import SUITS, format_card
from whistodds.games.definition import Game
from whistodds.games.registry import require_game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.batches import ProgressCallback, check_count, iter_batches
from whistodds.simulations.dealing import Deals, deal
from whistodds.simulations.limits import MAX_TABLE_DEALS
from whistodds.simulations.play import play
from whistodds.simulations.play.models import PlayModel, game_model, require_model
from whistodds.simulations.play.double_dummy import double_dummy_tricks, to_pbn
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.threads import run_all

SEAT_NAMES = ("dealer", "eldest", "dealer_partner", "eldest_partner")

ScoreContext = tuple[np.ndarray | int, np.ndarray | int]  # (win_at, save_at) of the dealer's side
# A context for every deal, or a function of the honours column that returns one.
ContextArg = ScoreContext | Callable[[np.ndarray], ScoreContext] | None


def honours_by_seat(hands: np.ndarray, trump: np.ndarray, honour_ranks: tuple[int, ...],
                    threads: int | None = None) -> np.ndarray:
    """Trump honours (cards of ``honour_ranks`` in the trump suit) in each hand, shape ``(n_deals, players)``,
    counted on ``threads`` threads (default: every core).

    >>> hands = np.array([[[12, 11, 0], [25, 24, 13]], [[12, 11, 0], [25, 24, 13]]], np.uint8)
    >>> honours_by_seat(hands, np.array([0, 1], np.uint8), (11, 12, 13, 14)).tolist()
    [[2, 0], [0, 2]]
    """
    # Whether card c (0-255, any uint8 code) is an honour when suit s is trumps: a look-up a card, no division.
    cards = np.arange(256)
    rank_is_honour = np.isin(cards % 13 + 2, honour_ranks)
    honour_card = np.stack([(cards // 13 == suit) & rank_is_honour for suit in range(4)]).astype(np.uint8)
    hands = np.ascontiguousarray(hands, np.uint8)  # a code out of 0-51 is never an honour, as before
    trump = np.ascontiguousarray(trump, np.int64)
    out = np.empty(hands.shape[:2], np.int64)
    n = len(hands)
    workers = max(1, (os.cpu_count() or 1) if threads is None else threads)
    parts = min(workers, n // HONOURS_CHUNK + 1)
    bounds = [n * k // parts for k in range(parts + 1)]
    if parts == 1:
        _count_honours(hands, trump, honour_card, out, 0, n)
    else:  # the compiled count releases the GIL: each thread counts a range of deals
        run_all(workers, [partial(_count_honours, hands, trump, honour_card, out, bounds[k], bounds[k + 1])
                          for k in range(parts)])
    return out


HONOURS_CHUNK = 50_000  # deals below which the honours are counted on one thread


@numba.njit(cache=True, nogil=True)
def _count_honours(hands: np.ndarray, trump: np.ndarray, honour_card: np.ndarray, out: np.ndarray, first: int,
                   stop: int) -> None:  # pragma: no cover - compiled
    for d in range(first, stop):
        suit = trump[d]
        for seat in range(hands.shape[1]):
            count = 0
            if 0 <= suit < honour_card.shape[0]:
                for card in hands[d, seat]:
                    count += honour_card[suit, card]
            out[d, seat] = count


def honours_column(game: Game, by_seat: np.ndarray) -> np.ndarray:
    """The honours column of each deal's outcome (seat 0 deals), as ``game``'s scoring reads it, from the
    honours of each seat ``(n_deals, players)`` (see :meth:`~whistodds.games.scoring.WhistScoring.honours_cell`).

    >>> from whistodds.games import get_game
    >>> game = get_game("long-whist(call_needs=two-and-one)")
    >>> honours_column(game, np.array([[3, 0, 0, 1], [2, 0, 1, 1]])).tolist()  # 3-0: in one hand; 2-1: not
    [8, 3]
    """
    scoring = game.whist_rules
    ours, theirs = (by_seat[:, list(side)].sum(axis=1) for side in game.sides)
    in_one_hand = scoring.side_in_one_hand(by_seat, game.sides) if scoring.records_split else None
    return scoring.honours_cell(ours, theirs, in_one_hand)


def play_whist_deals(game: Game, n_deals: int, model: PlayModel, generator: np.random.Generator,
                     threads: int | None = None, context: ContextArg = None,
                     seat_models: np.ndarray | None = None, sight: np.ndarray | None = None,
                     rules_off: np.ndarray | None = None) -> tuple[Deals, np.ndarray, np.ndarray]:
    """Deal (seat 0 deals) and play ``n_deals`` hands: the deals, tricks by side, honours by seat.

    ``context``: what the score means for every hand, as ``(win_at, save_at)`` of the dealer's
    side (a pair, or arrays), or a function of the honours the dealer's side holds in each deal
    that returns them.  ``seat_models``: a play model per seat (seat 0 deals), overriding ``model``.
    ``sight``: the hands each seat sees, as masks (see ``play``; default the game's own, seat 0 dealing);
    ``rules_off``: the rules each seat's hoyle player does without (see ``play``).
    """
    deals, tricks, honours, _ = _play_whist(game, n_deals, model, generator, threads, context, seat_models,
                                           sight=sight, rules_off=rules_off)
    return deals, tricks, honours


def _play_whist(game: Game, n_deals: int, model: PlayModel, generator: np.random.Generator, threads: int | None = None,
                context: ContextArg = None, seat_models: np.ndarray | None = None, record: bool = False,
                sight: np.ndarray | None = None, rules_off: np.ndarray | None = None
                ) -> tuple[Deals, np.ndarray, np.ndarray, np.ndarray | None]:
    """As :func:`play_whist_deals`, and (with ``record``, for a model that plays card by card) the card each
    seat played to each trick, ``(n_deals, tricks, players)``; recording does not change the play."""
    deals = deal(game, n_deals, generator, dealer=0, threads=threads)
    honours = honours_by_seat(deals.hands, deals.trump, game.whist_rules.honour_ranks, threads)
    if model.kernel is None and seat_models is None:
        return deals, double_dummy_tricks(deals), honours, None
    if callable(context):  # of the honours column the scoring reads (see WhistScoring.honours_cell)
        context = context(honours_column(game, honours))
    played = play(deals, model, generator, record=record, threads=threads, contexts=context,
                  seat_models=seat_models, sight=sight, rules_off=rules_off)
    return deals, played.tricks_by_side, honours, played.played


MomentsPlay = Callable[[Game, int, PlayModel, np.random.Generator, int | None], np.ndarray]
_MOMENTS_PLAYS: dict[type, MomentsPlay] = {}  # by the scoring's class: how a game scored by moments is played


def register_moments_play(scoring: type, moments_play: MomentsPlay) -> None:
    """A game scored by moments, its scoring of class ``scoring``, has its deals played by ``moments_play``
    (``game, n_deals, model, generator, threads``: each deal's points as its finish rule counts them,
    ``(n, moments, sides)``); a game's package registers its own, in its ``simulation`` (Scotch Whist's)."""
    _MOMENTS_PLAYS[scoring] = moments_play


_find_moments_plays = Discovery(lambda: family_modules("simulation"))


def _moments_play(game: Game) -> MomentsPlay:
    """How ``game``'s deals are played and counted by moments: the games' packages' ``simulation`` modules are
    imported on the first look-up, and register theirs."""
    _find_moments_plays()
    for scoring, moments_play in _MOMENTS_PLAYS.items():
        if isinstance(game.scoring, scoring):
            return moments_play
    raise ValueError(f"{game.name}'s scoring counts neither tricks and honours nor scoring moments")


def deal_outcomes(game: Game, n_deals: int, model: PlayModel, generator: np.random.Generator,
                  threads: int | None = None, context: ContextArg = None,
                  seat_models: np.ndarray | None = None, sight: np.ndarray | None = None,
                  rules_off: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """Deal and play ``n_deals`` hands of a score game (seat 0 deals): the outcome of each, from the
    dealer's side, as the game's scoring reads it (``sight``: as in :func:`play_whist_deals`)."""
    if game.counts_tricks_and_honours:
        _, tricks, honours = play_whist_deals(game, n_deals, model, generator, threads, context, seat_models,
                                              sight, rules_off)
        return {"tricks": tricks[:, 0], "honours": honours_column(game, honours)}
    if game.has_score:  # scored by moments (Scotch Whist), played by its own package's simulation
        return {"moments": _moments_play(game)(game, n_deals, model, generator, threads)}
    raise ValueError(f"{game.name} is not played to a score; deal outcomes are for games with a score")


def _outcome_batch(game: Game, model: PlayModel, threads: int | None, with_pbn: bool, size: int,
                   stream: np.random.SeedSequence) -> dict[str, np.ndarray]:
    deals, tricks, honours, played = _play_whist(game, size, model, np.random.default_rng(stream), threads,
                                                 record=with_pbn)
    columns = {
        "tricks_dealer_side": tricks[:, 0].astype(np.int8),
        "honours_dealer_side": honours[:, list(game.sides[0])].sum(axis=1).astype(np.int8),
    }
    for seat, name in enumerate(SEAT_NAMES[:game.players]):
        columns[f"honours_{name}"] = honours[:, seat].astype(np.int8)
    columns["turn_up"] = deals.turn_up.astype(np.int8)
    columns["trumps"] = deals.trump.astype(np.int8)
    if with_pbn:
        columns["pbn"] = np.array([to_pbn(hands) for hands in deals.hands], dtype=object)
        if played is not None:
            columns["pbn_play"] = np.array([pbn_play(tricks, game.players) for tricks in played], dtype=object)
    return columns


def pbn_play(played: np.ndarray, players: int = 4) -> str:
    """One deal's play as the lines of a PBN ``[Play "E"]`` section: a line a trick, the cards in seat order from
    the eldest hand (seat 1, East; seat 0 deals as North), whoever led it.

    >>> print(pbn_play(np.array([[51, 12, 38, 25], [0, 1, 2, 3]])))
    CA HA DA SA
    C3 C4 C5 C2
    """
    order = [(1 + k) % players for k in range(players)]
    return "\n".join(" ".join(format_pbn_card(int(trick[seat])) for seat in order) for trick in played)


def format_pbn_card(card: int) -> str:
    """A card as PBN writes it, suit then rank: ``"SA"``, ``"HT"``, ``"C2"``."""
    return "CDHS"[card // 13] + "23456789TJQKA"[card % 13]


def iter_whist_outcomes(
    n_deals: int,
    model: PlayModel | None = None,
    seed: SeedLike = None,
    executor: Executor | None = None,
    *,
    game: Game = LONG_WHIST,
    progress: ProgressCallback | None = None,
    batch_size: int | None = None,
    with_pbn: bool = False,
) -> Iterator[pd.DataFrame]:
    """The per-deal table of :func:`whist_outcomes`, a batch at a time, in order: for writing
    any number of deals in flat memory."""
    game = require_game(game)
    chosen = game_model(game) if model is None else require_model(model)
    if not game.counts_tricks_and_honours or game.players != 4:
        raise ValueError(f"per-deal tables are for four-handed whist games, not {game.name!r}")
    n_deals = check_count(n_deals, "n_deals", MAX_TABLE_DEALS)
    threads = None if executor is None else 1
    size = batch_size or chosen.deals_per_batch
    task = partial(_outcome_batch, game, chosen, threads, with_pbn)
    categories = [format_card(c) for c in range(52)]
    for part in iter_batches(task, n_deals, seed, batch_size=size, executor=executor, progress=progress):
        table = pd.DataFrame(part)
        table["turn_up"] = pd.Categorical.from_codes(table["turn_up"], categories=categories)
        table["trumps"] = pd.Categorical.from_codes(table["trumps"], categories=list(SUITS))
        yield table


def whist_outcomes(n_deals: int, model: PlayModel | None = None, seed: SeedLike = None, executor: Executor | None = None,
                   **options: Any) -> pd.DataFrame:
    """One row per deal of a whist game: tricks won by the dealer's side, the trump honours each hand
    holds, the turn-up and the trump suit (and, with ``with_pbn``, the deal in PBN, seat 0 the dealer as
    North), under ``model`` (default: the game's own model).

    ``executor`` (any :class:`concurrent.futures.Executor`) runs batches with
    independent streams from ``SeedSequence.spawn``; the result for a seed does
    not depend on it.  Without one, each batch is played on every core.

    >>> from whistodds.simulations.play import get_model
    >>> table = whist_outcomes(1000, get_model("hoyle"), seed=1)
    >>> int(table.honours_dealer_side.max()) <= 4, sorted(table.columns)[:2]
    (True, ['honours_dealer', 'honours_dealer_partner'])
    """
    return pd.concat(list(iter_whist_outcomes(n_deals, model, seed, executor, **options)), ignore_index=True)


long_whist_outcomes = whist_outcomes  # the name it had when long whist was the only whist game
