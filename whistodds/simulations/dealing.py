"""Seeded, vectorised dealing of many deals at once.

>>> from whistodds.games import LONG_WHIST
>>> deals = deal(LONG_WHIST, 1000, seed=1)
>>> deals.hands.shape
(1000, 4, 13)
>>> bool((deals.hands[:, 0, -1] == deals.turn_up).all())  # the dealer (seat 0) holds the turn-up
True
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.games.registry import require_game
from whistodds.simulations.play.compiled.bits import SPLITMIX_STEP, pointer, splitmix_uniform
from whistodds.simulations.batches import check_count
from whistodds.simulations.limits import MAX_DEAL
from whistodds.simulations.seeding import SeedLike, as_generator
from whistodds.simulations.threads import thread_pool


@dataclass(frozen=True)
class Deals:
    """Many deals of one game, as arrays with the deal index first.

    Attributes:
        game: the game dealt.
        hands: card codes, shape ``(n_deals, players, cards_per_player)``,
            indexed by absolute seat; each hand in the order its cards were dealt.
        stock: undealt cards, shape ``(n_deals, stock_size)``, top card first.
        turn_up: the card turned for trumps, shape ``(n_deals,)``.
        trump: its suit (0 clubs, 1 diamonds, 2 hearts, 3 spades).
        dealer: the dealer's seat for each deal.
        ruffer: where the game has a ruff (:class:`~whistodds.games.definition.Ruff`), the seat that
            ruffed in each deal (-1: the card that ruffs lay in the stock), else None; his hand is then
            the hand after the exchange and ``stock`` holds the cards he put out.
    """

    game: GameDefinition
    hands: np.ndarray
    stock: np.ndarray
    turn_up: np.ndarray
    trump: np.ndarray
    dealer: np.ndarray
    ruffer: np.ndarray | None = None

    @property
    def n_deals(self) -> int:
        return int(self.hands.shape[0])

    def __repr__(self) -> str:
        """Short: the game, how many deals, and the hands' shape, not every card code.

        >>> from whistodds.games import LONG_WHIST
        >>> deal(LONG_WHIST, 1000, seed=1)
        Deals(long-whist, 1,000 deals, 4 hands of 13)
        """
        name = getattr(self.game, "name", self.game)
        return f"Deals({name}, {self.n_deals:,} deals, {self.hands.shape[1]} hands of {self.hands.shape[2]})"

    def masks(self) -> np.ndarray:
        """Each hand as a 64-bit card mask, shape ``(n_deals, players)``."""
        bits = np.left_shift(np.uint64(1), self.hands.astype(np.uint64))
        masks: np.ndarray = np.bitwise_or.reduce(bits, axis=2)
        return masks

    def cards_of(self, seat: int | np.ndarray) -> np.ndarray:
        """The hand of ``seat`` (an int, or one seat per deal) in every deal."""
        seats = np.broadcast_to(np.asarray(seat), (self.n_deals,))
        hand: np.ndarray = self.hands[np.arange(self.n_deals), seats]
        return hand


def deal(
    game: GameDefinition,
    n_deals: int,
    seed: SeedLike = None,
    *,
    dealer: int | np.ndarray = 0,
    threads: int | None = None,
) -> Deals:
    """Deal ``n_deals`` hands of ``game`` by its own rule, all at once.

    The pack is shuffled uniformly (Fisher–Yates) and dealt in packets of
    ``game.packet_size`` clockwise from the dealer's left, so with the whist
    deal the last card, the turn-up, falls to the dealer.  ``dealer`` is a seat
    or an array of one seat per deal.  More than ``CHUNK`` deals are dealt on
    ``threads`` threads (default: every core); each deal is shuffled from its
    own 64-bit seed drawn from ``seed``, so the deals depend on the seed only,
    never on the number of threads.
    """
    game = require_game(game)
    n_deals = _positive_count(n_deals)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads={threads!r} is not allowed; use a positive integer (or None: every core)")
    dealers = np.broadcast_to(np.asarray(dealer), (n_deals,))
    if not np.issubdtype(dealers.dtype, np.integer) or dealers.min(initial=0) < 0 or dealers.max(
        initial=0
    ) >= game.players:
        raise ValueError(f"dealer={dealer!r} is not allowed; use seats 0-{game.players - 1}")
    # One 64-bit seed per deal, drawn from the caller's generator: each deal is a
    # pure function of its seed, so ranges of deals can go to any thread.
    deal_seeds = as_generator(seed).integers(0, 2**64, size=n_deals, dtype=np.uint64)
    hands = np.empty((n_deals, game.players, game.cards_per_player), dtype=np.uint8)
    stock = np.empty((n_deals, game.stock_size), dtype=np.uint8)
    turn_up = np.empty(n_deals, np.uint8)
    trump = np.empty(n_deals, np.uint8)
    pack = np.asarray(game.cards, dtype=np.uint8)
    seats = dealers.astype(np.int64)
    dealer_last = game.turn_up == "dealer-last"
    workers = max(1, (os.cpu_count() or 1) if threads is None else threads)
    if n_deals <= CHUNK or workers == 1:
        _deal_kernel(deal_seeds, pack, seats, game.players, game.packet_size, dealer_last, hands, stock, turn_up, trump)
    else:
        starts = range(0, n_deals, CHUNK)

        def deal_chunk(start: int) -> None:
            part = slice(start, start + CHUNK)
            _deal_kernel(deal_seeds[part], pack, seats[part], game.players, game.packet_size, dealer_last, hands[part],
                         stock[part], turn_up[part], trump[part])

        list(thread_pool(workers).map(deal_chunk, starts))
    ruffer = None
    if game.ruff is not None:
        ruffer = ruff_exchange(game, hands, stock, trump)
    return Deals(game, hands, stock, turn_up, trump, dealers.astype(np.uint8), ruffer)


def _put_out_keys(game: GameDefinition, cards: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """The order in which a ruffer puts cards out, as one sortable key a card (lowest first), for
    ``cards`` ``(m, k)`` held with ``trump`` ``(m,)``: plain cards before trumps, then by the game's
    ``ruff.put_out`` rule (see :class:`~whistodds.games.definition.Ruff`)."""
    ruff = game.ruff
    if ruff is None:  # ruff_exchange is called only for a game with a ruff
        raise ValueError(f"{game.name} has no ruff")
    trump_order = game.trump_rank_order or game.rank_order  # set from rank_order when not given
    suits = (cards // 13).astype(np.int64)
    plain_strength = np.full(13, 0, np.int64)
    plain_strength[[r - 2 for r in game.rank_order]] = np.arange(len(game.rank_order))
    trump_strength = np.full(13, 0, np.int64)
    trump_strength[[r - 2 for r in trump_order]] = np.arange(len(trump_order))
    is_trump = suits == trump[:, None].astype(np.int64)
    strength = np.where(is_trump, trump_strength[cards % 13], plain_strength[cards % 13])
    in_suit = suits[:, :, None] == np.arange(4)  # (m, k, 4)
    lengths = in_suit.sum(axis=1)  # (m, 4)
    length = np.take_along_axis(lengths, suits, axis=1)
    if ruff.put_out == "lowest":
        plain_key = (strength * 20 + length) * 4 + suits
    else:  # short-suits: the shortest plain suit first, the one with the lower top card when equal
        tops = np.where(in_suit, strength[:, :, None], -1).max(axis=1)  # (m, 4)
        top = np.take_along_axis(tops, suits, axis=1)
        plain_key = (((length * 20 + top) * 4 + suits) * 20) + strength
    trump_key = 10**6 + strength
    keys: np.ndarray = np.where(is_trump, trump_key, plain_key)
    return keys


def ruff_exchange(game: GameDefinition, hands: np.ndarray, stock: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """The ruff, in place, for every deal at once: the holder of the ruffing trump takes in the stock and
    puts out as many cards by the game's rule (``game.ruff``); returns the ruffer's seat per deal (-1: the
    card lay in the stock, and nobody ruffs).  His hand keeps its size and the stock its size.

    >>> from whistodds.games import get_game
    >>> deals = deal(get_game("ruff-and-honours"), 1000, seed=1)
    >>> bool((deals.ruffer >= 0).mean() > 0.8), deals.hands.shape, deals.stock.shape
    (True, (1000, 4, 12), (1000, 4))
    """
    ruff = game.ruff
    if ruff is None:
        raise ValueError(f"{game.name} has no ruff")
    n, players, per_hand = hands.shape
    size = stock.shape[1]
    holder_card = trump.astype(np.int64) * 13 + ruff.holder_rank - 2
    holds = (hands == holder_card[:, None, None]).any(axis=2)  # (n, players)
    ruffed = holds.any(axis=1)
    ruffer = np.where(ruffed, holds.argmax(axis=1), -1)
    rows = np.flatnonzero(ruffed)
    if rows.size == 0:
        return ruffer
    seats = ruffer[rows]
    cards = np.concatenate([hands[rows, seats], stock[rows]], axis=1)  # his hand, then the stock
    order = np.argsort(_put_out_keys(game, cards, trump[rows]), axis=1, kind="stable")
    put_out = np.take_along_axis(cards, order[:, :size], axis=1)
    kept = np.take_along_axis(cards, np.sort(order[:, size:], axis=1), axis=1)  # in the order they were held
    hands[rows, seats] = kept
    stock[rows] = put_out
    return ruffer


def ruff_exchange_reference(game: GameDefinition, hand: list[int], stock: list[int], trump: int
                            ) -> tuple[list[int], list[int]]:
    """One ruff by the rule in words, card by card (for tests): the hand kept and the cards put out.

    >>> from whistodds.games import get_game
    >>> from whistodds.games.cards import parse_card as c
    >>> game = get_game("ruff-and-honours")
    >>> hand = [c(x) for x in "AS KS 3S 4S 5S 6S 7S 8S 9S 10S JS 3H".split()]
    >>> kept, out = ruff_exchange_reference(game, hand, [c(x) for x in "QS 3D 4D 5D".split()], 3)
    >>> sorted(out) == sorted([c("3H"), c("3D"), c("4D"), c("5D")])
    True
    """
    ruff = game.ruff
    if ruff is None:
        raise ValueError(f"{game.name} has no ruff")
    trump_order = game.trump_rank_order or game.rank_order  # set from rank_order when not given

    def strength(card: int) -> int:
        order = trump_order if card // 13 == trump else game.rank_order
        return order.index(card % 13 + 2)

    held = list(hand) + list(stock)
    length = {s: sum(1 for card in held if card // 13 == s) for s in range(4)}
    top = {s: max((strength(card) for card in held if card // 13 == s), default=-1) for s in range(4)}
    plain = [card for card in held if card // 13 != trump]
    trumps = sorted((card for card in held if card // 13 == trump), key=strength)
    if ruff.put_out == "lowest":
        plain.sort(key=lambda card: (strength(card), length[card // 13], card // 13))
    else:
        plain.sort(key=lambda card: (length[card // 13], top[card // 13], card // 13, strength(card)))
    out = (plain + trumps)[:len(stock)]
    return [card for card in held if card not in out], out


CHUNK = 65_536  # deals per task when dealing is split across threads


def _positive_count(n: int) -> int:
    return check_count(n, "n_deals", MAX_DEAL)


@numba.njit(cache=True, nogil=True)
def _deal_kernel(deal_seeds: np.ndarray, pack: np.ndarray, dealers: np.ndarray, players: int, packet_size: int,
                 dealer_last: bool, hands: np.ndarray, stock: np.ndarray, turn_up: np.ndarray, trump: np.ndarray
                 ) -> None:  # pragma: no cover - compiled
    """Deal ``hands`` and ``stock`` in place, and the turn-up (the dealer's last card, or
    the top of the stock) and its suit, from one 64-bit seed a deal."""
    n_deals, _, cards_per_player = hands.shape
    n_cards = pack.shape[0]
    dealt = players * cards_per_player
    order = np.empty(n_cards, np.uint8)
    # Where each card of the pack goes in a deal's row of ``hands``, for each dealer:
    # worked out once, because integer divisions for every card cost more than the shuffle.
    destination = np.empty((players, dealt), np.int64)
    for dealer in range(players):
        for position in range(dealt):
            packet = position // packet_size
            seat = (dealer + 1 + packet % players) % players
            slot = (packet // players) * packet_size + position % packet_size
            destination[dealer, position] = seat * cards_per_player + slot
    draws = np.empty(n_cards, np.int64)
    stock_size = n_cards - dealt
    # The swaps write through plain pointers (see ``pointer``) at flat offsets, instead of
    # through a view of each deal's row with checked indexing: measured on one core,
    # 101 -> 54 ns a deal, the same deals.
    # ``hands`` and ``stock`` must be C-contiguous; ``deal`` makes them so.
    # numba's intrinsic is typed by its implementation (typing context first): wrong for mypy here.
    dealt_to, stocked = pointer(hands), pointer(stock)  # type: ignore[call-arg, var-annotated]
    shuffled, drawn, destined = pointer(order), pointer(draws), pointer(destination)
    for d in range(n_deals):
        seed = deal_seeds[d]
        # Every swap's random index first, in a loop of its own (the swap at position i
        # takes the stream's (n_cards - i)-th draw, as when drawn one by one): free of the
        # swaps' memory traffic, the compiler computes several draws at once in vector
        # registers (measured: 6.5M -> 8.5M deals a second on one core, the same deals).
        for i in range(1, n_cards):
            draws[i] = int(splitmix_uniform(seed + np.uint64(n_cards - i) * SPLITMIX_STEP) * (i + 1))
        draws[0] = 0  # the last step swaps the bottom card with itself: no draw
        for i in range(n_cards):
            order[i] = pack[i]
        row = d * dealt  # this deal's hands and stock, as offsets into the flat arrays
        targets = dealers[d] * dealt
        stock_row = d * stock_size - dealt
        # Fisher–Yates from the top.  A 53-bit double in [0, 1) scaled to i + 1 is
        # uniform to within 1e-13 for packs this small.  Position i is final once swapped.
        for i in range(n_cards - 1, -1, -1):
            j = drawn[i]
            card = shuffled[j]
            shuffled[j] = shuffled[i]
            if i < dealt:
                dealt_to[row + destined[targets + i]] = card
            else:
                stocked[stock_row + i] = card
        card = dealt_to[row + (dealers[d] + 1) * cards_per_player - 1] if dealer_last else stock[d, 0]
        turn_up[d] = card
        trump[d] = card // 13
    # Keep the owners of the pointers alive until every deal is done.
    draws[0] = destination[0, 0] + order[0]
