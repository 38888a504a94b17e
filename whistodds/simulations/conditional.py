"""Deals drawn uniformly from every deal consistent with a position, without rejection.

The known cards stay where they are; the unseen cards go to the hands' free places.  A suit some hand has
shown out of is placed first: how many of its unseen cards each hand that may hold it receives is drawn from
the exact distribution of those counts (each count vector weighted by the number of deals it leaves), then
the suit's cards are shuffled into those places.  The other unseen cards are shuffled into the places left.
Every consistent deal is then equally likely.  The shuffles run compiled, one 64-bit seed a deal; the draws
of 256 deals are made together (vectorised across deals), and the lowest block of places a shuffle fills
takes the cards left without steps: the same cards for a seed, on any number of threads.

>>> from whistodds.games.position import Position
>>> position = Position.from_options(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", shown_out=["left:H"])
>>> masks = deal_position(position, 1000, seed=1)
>>> masks.shape, bool((masks[:, 0] == masks[0, 0]).all())
((1000, 4), True)
>>> hearts = np.uint64(0x1FFF << 26)
>>> bool(((masks[:, 1] & hearts) == 0).all())  # left has shown out of hearts
True
"""

from __future__ import annotations

import os
from functools import lru_cache
from math import factorial

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

from whistodds.games.position import SEATS, Position
from whistodds.simulations.batches import check_count
from whistodds.simulations.limits import MAX_DEAL
from whistodds.simulations.play.compiled.bits import SPLITMIX_STEP
from whistodds.simulations.seeding import SeedLike, as_generator
from whistodds.simulations.threads import thread_pool

_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31 = np.uint64(30), np.uint64(27), np.uint64(31)
_S11 = np.uint64(11)
_TO_UNIT = 1.0 / 9007199254740992.0  # 2**-53
CHUNK = 65_536  # deals per task when dealing is split across threads
BLOCK = 256  # deals whose draws the kernel makes together (a multiple of the vector width)
Caps = tuple[int, ...]


def multinomial(counts: tuple[int, ...]) -> int:
    """Ways to split ``sum(counts)`` distinct cards into groups of these sizes.

    >>> multinomial((2, 1, 1))
    12
    """
    ways = factorial(sum(counts))
    for count in counts:
        ways //= factorial(count)
    return ways


@lru_cache(maxsize=200_000)
def compositions(n: int, allowed: tuple[bool, ...], caps: Caps) -> tuple[tuple[Caps, int], ...]:
    """Every way to give ``n`` cards to the allowed hands within their free places, with its multinomial.

    >>> compositions(2, (True, True, False, True), (1, 1, 5, 0))
    (((1, 1, 0, 0), 2),)
    """
    out: list[tuple[Caps, int]] = []
    room = [cap if ok else 0 for cap, ok in zip(caps, allowed)]
    suffix = [sum(room[i:]) for i in range(len(room) + 1)]

    def extend(index: int, left: int, chosen: list[int]) -> None:
        if index == len(room):
            if left == 0:
                out.append((tuple(chosen), multinomial(tuple(chosen))))
            return
        low = max(0, left - suffix[index + 1])
        for take in range(low, min(room[index], left) + 1):
            chosen.append(take)
            extend(index + 1, left - take, chosen)
            chosen.pop()

    extend(0, n, [])
    return tuple(out)


def restricted_groups(position: Position) -> tuple[list[tuple[int, tuple[int, ...], tuple[bool, ...]]], list[int]]:
    """The unseen cards of the suits some hand with free places has shown out of, as (suit, cards, which
    hands may hold them), and the other unseen cards."""
    free = position.free
    groups = []
    rest: list[int] = []
    for suit in range(4):
        cards = tuple(c for c in position.unseen if c // 13 == suit)
        allowed = tuple(position.may_hold(seat, suit) for seat in SEATS)
        if cards and any(not ok and room for ok, room in zip(allowed, free)):
            groups.append((suit, cards, allowed))
        else:
            rest.extend(cards)
    return groups, rest


class _Completions:
    """Deals left after the first r restricted groups have been placed, for given free places."""

    def __init__(self, groups: list[tuple[int, tuple[int, ...], tuple[bool, ...]]]) -> None:
        self.groups = groups
        self.memo: dict[tuple[int, Caps], int] = {}

    def __call__(self, r: int, caps: Caps) -> int:
        key = (r, caps)
        if key not in self.memo:
            if r == len(self.groups):
                self.memo[key] = multinomial(caps)
            else:
                _, cards, allowed = self.groups[r]
                self.memo[key] = sum(ways * self(r + 1, tuple(c - x for c, x in zip(caps, comp)))
                                     for comp, ways in compositions(len(cards), allowed, caps))
        return self.memo[key]


def consistent_deals(position: Position) -> int:
    """How many deals of the unseen cards are consistent with the position.

    >>> from whistodds.games.position import Position
    >>> consistent_deals(Position.from_options(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")) == \\
    ...     multinomial((13, 13, 13))
    True
    """
    groups, _ = restricted_groups(position)
    return _Completions(groups)(0, position.free)


def _sample_counts(position: Position, n_deals: int, rng: np.random.Generator,
                   groups: list[tuple[int, tuple[int, ...], tuple[bool, ...]]]) -> np.ndarray:
    """Per deal and restricted group, how many of its cards each hand receives, shape (n, groups, 4)."""
    counts = np.zeros((n_deals, len(groups), 4), np.int8)
    caps = np.broadcast_to(np.asarray(position.free, np.int8), (n_deals, 4)).copy()
    completions = _Completions(groups)
    for r, (_, cards, allowed) in enumerate(groups):
        keys = ((caps[:, 0].astype(np.int32) * 14 + caps[:, 1]) * 14 + caps[:, 2]) * 14 + caps[:, 3]
        uniforms = rng.random(n_deals)
        alike = keys.min() == keys.max()  # the usual case: every deal in the same state (one group)
        for key in (keys[:1] if alike else np.unique(keys)):
            rows: slice | np.ndarray = slice(None) if alike else np.flatnonzero(keys == key)
            state = tuple(int(c) for c in caps[rows][0])
            options = compositions(len(cards), allowed, state)
            weights = [ways * completions(r + 1, tuple(c - x for c, x in zip(state, comp)))
                       for comp, ways in options]
            total = sum(weights)
            cumulative = np.cumsum([w / total for w in weights])
            pick = np.minimum(_count_at_most(cumulative, uniforms[rows]), len(options) - 1)
            # Each option's four counts as one 32-bit word: a gather of words, then seen as (n, 4) again.
            chosen = np.asarray([comp for comp, _ in options], np.int8).view(np.int32)[:, 0][pick].view(np.int8)
            chosen = chosen.reshape(-1, 4)
            counts[rows, r] = chosen
            caps[rows] -= chosen
    return counts


def _count_at_most(cumulative: np.ndarray, uniforms: np.ndarray) -> np.ndarray:
    """How many of the ``cumulative`` values each uniform is at least (``searchsorted`` to the right): a pass
    a value where there are few, faster than the binary search.

    >>> _count_at_most(np.array([0.25, 0.5, 1.0]), np.array([0.0, 0.25, 0.7, 0.99])).tolist()
    [0, 1, 2, 2]
    """
    if len(cumulative) > 16:
        return np.searchsorted(cumulative, uniforms, side="right")
    below = np.zeros(len(uniforms), np.int64)
    for value in cumulative:
        below += uniforms >= value
    return below


def deal_position(position: Position, n_deals: int, seed: SeedLike = None, *, threads: int | None = None
                  ) -> np.ndarray:
    """``n_deals`` deals consistent with ``position``, as each hand's 64-bit card mask, shape (n, 4) by
    ``Seat.index``; the deals depend on the seed only, never on the number of threads."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEAL)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads={threads!r} is not allowed; use a positive integer (or None: every core)")
    rng = as_generator(seed)
    groups, rest = restricted_groups(position)
    root = np.uint64(rng.integers(0, 2**64, dtype=np.uint64))  # each deal's seed: SplitMix64 of root and index
    counts = _sample_counts(position, n_deals, rng, groups) if groups else np.zeros((n_deals, 0, 4), np.int64)
    width = max([len(cards) for _, cards, _ in groups] + [1])
    group_cards = np.zeros((len(groups), width), np.uint8)
    group_sizes = np.zeros(len(groups), np.int64)
    for r, (_, cards, _) in enumerate(groups):
        group_cards[r, :len(cards)] = cards
        group_sizes[r] = len(cards)
    base = np.zeros(4, np.uint64)
    for index, hand in enumerate(position.known):
        for card in hand:
            base[index] |= np.uint64(1) << np.uint64(card)
    rest_cards = np.asarray(rest, np.uint8)
    free = np.asarray(position.free, np.int64)
    masks = np.empty((n_deals, 4), np.uint64)
    workers = max(1, (os.cpu_count() or 1) if threads is None else threads)

    def run(part: slice) -> None:
        _conditional_kernel(root, part.start, base, group_cards, group_sizes, counts[part], rest_cards, free,
                            masks[part])

    if n_deals <= CHUNK or workers == 1:
        run(slice(0, n_deals))
    else:
        list(thread_pool(workers).map(run, [slice(start, start + CHUNK) for start in range(0, n_deals, CHUNK)]))
    return masks


@numba.njit(cache=True, inline="always")
def _splitmix64(counter: np.uint64) -> np.uint64:  # pragma: no cover - compiled
    """SplitMix64's 64-bit output for the stream's ``counter`` (as ``bits.splitmix_uniform``, before scaling)."""
    z = counter
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@numba.njit(cache=True, nogil=True)
def _conditional_kernel(root: np.uint64, first: int, base: np.ndarray, group_cards: np.ndarray, group_sizes: np.ndarray,
                        counts: np.ndarray, rest_cards: np.ndarray, free: np.ndarray, masks: np.ndarray
                        ) -> None:  # pragma: no cover - compiled
    """Fill ``masks`` (n, 4): the known cards, then each restricted group's cards shuffled into the places
    its counts give, then the other unseen cards shuffled into the places left.

    The deals go by blocks of ``BLOCK``: first every draw of the block, one draw of every deal at a time (a
    loop across deals, which vectorises), then each deal's shuffles from its column of draws.  A deal's
    draws are the same as when each deal was drawn on its own: ``z`` of its seed and counter, scaled; only
    the hands' sets of cards are kept, so the same cards go to each hand."""
    n_deals = masks.shape[0]
    n_groups = group_sizes.shape[0]
    n_parts = n_groups + 1
    sizes = np.empty(n_parts, np.int64)
    for r in range(n_groups):
        sizes[r] = group_sizes[r]
    sizes[n_groups] = rest_cards.shape[0]
    total = 0
    for r in range(n_parts):
        total += sizes[r]
    # Row t of the draws: Fisher-Yates step i of one part (group, then the rest), whose counter is the part's
    # start in the deal's stream plus i, scaled to i + 1 (step 0 draws below 1: always 0, as it must).
    steps = np.empty(max(total, 1), np.uint64)
    scales = np.empty(max(total, 1), np.float64)
    t = 0
    stream = 0
    for r in range(n_parts):
        for i in range(sizes[r]):
            steps[t] = np.uint64(stream + i) * SPLITMIX_STEP
            scales[t] = i + 1
            t += 1
        stream += sizes[r]
    # The lowest block of places a part fills takes every card left, whatever their order: its steps are
    # never made, so where nothing is restricted (the rest's blocks the same in every deal) its draws are
    # never needed either.
    skipped = 0
    if n_groups == 0:
        for s in range(4):
            if free[s] > 0:
                skipped = free[s]
                break
    width = max(group_cards.shape[1], rest_cards.shape[0]) + 1
    order = np.empty(width, np.uint8)
    draws = np.empty((max(total, 1), BLOCK), np.uint8)
    seeds = np.empty(BLOCK, np.uint64)
    left = np.empty(4, np.int64)
    block = np.empty(4, np.int64)
    hand = np.empty(4, np.uint64)
    one = np.uint64(1)
    for start in range(0, n_deals, BLOCK):
        # The whole block, past the last deal too (never used): a fixed trip count vectorises without a tail.
        for b in range(BLOCK):
            seeds[b] = _splitmix64(root + np.uint64(first + start + b) * SPLITMIX_STEP)
        for t in range(skipped, total):
            step = steps[t]
            scale = scales[t]
            for b in range(BLOCK):
                z = _splitmix64(seeds[b] + step)
                draws[t, b] = int((z >> _S11) * _TO_UNIT * scale)
        for b in range(min(BLOCK, n_deals - start)):
            d = start + b
            for s in range(4):
                hand[s] = base[s]
                left[s] = free[s]
            row = 0
            for r in range(n_parts):
                size = sizes[r]
                if r < n_groups:
                    for i in range(size):
                        order[i] = group_cards[r, i]
                    for s in range(4):
                        block[s] = counts[d, r, s]
                        left[s] -= block[s]
                else:
                    for i in range(size):
                        order[i] = rest_cards[i]
                    for s in range(4):
                        block[s] = left[s]
                # Fisher-Yates from the top.  The places are in seat order (me's lowest): the top block is
                # right's, and so down; each block's cards gather in a register before they join the hand.
                top = size
                for s in range(3, -1, -1):
                    gathered = np.uint64(0)
                    if block[s] == top:
                        for i in range(top):
                            gathered |= one << np.uint64(order[i])
                    else:
                        for i in range(top - 1, top - 1 - block[s], -1):
                            j = draws[row + i, b]
                            card = order[j]
                            order[j] = order[i]
                            gathered |= one << np.uint64(card)
                    hand[s] |= gathered
                    top -= block[s]
                row += size
            for s in range(4):
                masks[d, s] = hand[s]
