"""Bit tricks on one suit held as a mask of strength positions (bit 0 = the suit's lowest card).

Look-up tables for the highest set bit, the lowest set bit and the population
count of every 13-bit mask keep the play kernels free of loops over cards.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

MAX_RANKS = 13
_SIZE = 1 << MAX_RANKS


def _tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    masks = np.arange(_SIZE)
    bits = (masks[:, None] >> np.arange(MAX_RANKS)) & 1
    popcount = bits.sum(axis=1).astype(np.int64)
    highest = np.where(masks == 0, -1, MAX_RANKS - 1 - np.argmax(bits[:, ::-1], axis=1)).astype(np.int64)
    lowest = np.where(masks == 0, -1, np.argmax(bits, axis=1)).astype(np.int64)
    return highest, lowest, popcount


HIGH, LOW, POPCOUNT = _tables()


@numba.njit(cache=True)
def highest(mask):  # pragma: no cover - compiled
    return HIGH[mask]


@numba.njit(cache=True)
def lowest(mask):  # pragma: no cover - compiled
    return LOW[mask]


@numba.njit(cache=True)
def popcount(mask):  # pragma: no cover - compiled
    return POPCOUNT[mask]


@numba.njit(cache=True)
def lowest_above(mask, strength):  # pragma: no cover - compiled
    """The lowest card of ``mask`` stronger than ``strength`` (-1 if none)."""
    return LOW[mask & ~((2 << strength) - 1)] if strength >= 0 else LOW[mask]


@numba.njit(cache=True)
def any_above(mask, strength):  # pragma: no cover - compiled
    return (mask >> (strength + 1)) != 0


@numba.njit(cache=True)
def sequence_run(mine, others, strength):  # pragma: no cover - compiled
    """Walk down my cards from ``strength`` while no unplayed card of anyone else
    lies between: returns (the lowest card of that sequence, its length).  Cards
    already played leave no gap, so K Q with the ace out is as good as A K."""
    length = 1
    card = strength
    while True:
        below = mine & ((1 << card) - 1)
        if below == 0:
            return card, length
        next_card = HIGH[below]
        if others & ((1 << card) - 1) & ~((2 << next_card) - 1):
            return card, length
        length += 1
        card = next_card


@numba.njit(cache=True)
def lowest_equivalent(mine, others, strength):  # pragma: no cover - compiled
    """The lowest of my cards as good as ``strength`` (rule XXII, "win it with the lowest")."""
    return sequence_run(mine, others, strength)[0]


@numba.njit(cache=True)
def sequence_length(mine, others, strength):  # pragma: no cover - compiled
    """How many of my cards form a sequence downward from ``strength``."""
    return sequence_run(mine, others, strength)[1]


@numba.njit(cache=True)
def nth_card(mask, index):  # pragma: no cover - compiled
    """The ``index``-th lowest card of ``mask``."""
    for _ in range(index):
        mask &= mask - 1
    return LOW[mask]


_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(11)
_TO_UNIT = 1.0 / 9007199254740992.0  # 2**-53


@numba.njit(cache=True, inline="always")
def next_uniform(random_state):  # pragma: no cover - compiled
    """A uniform double in [0, 1) from a SplitMix64 stream kept in ``random_state[0]``.

    Each deal's stream starts from its own 64-bit seed, drawn from the caller's
    numpy Generator, so play is reproducible and independent of thread count.
    """
    random_state[0] += _GOLDEN
    z = random_state[0]
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    z = z ^ (z >> _S31)
    return (z >> _S11) * _TO_UNIT
