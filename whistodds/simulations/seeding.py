"""Where randomness enters: every random function takes a seed-like value.

An ``int``, a :class:`numpy.random.SeedSequence`, a :class:`numpy.random.Generator`
or ``None`` (fresh entropy).  The same seed gives the same result; parallel work
draws independent streams with :meth:`numpy.random.SeedSequence.spawn`.
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np

SeedLike: TypeAlias = int | np.random.Generator | np.random.SeedSequence | None


def as_seed_sequence(seed: SeedLike) -> np.random.SeedSequence:
    """A :class:`~numpy.random.SeedSequence` from any seed-like value."""
    if isinstance(seed, np.random.SeedSequence):
        return seed
    if isinstance(seed, np.random.Generator):
        # Drawing the entropy from the generator keeps "same generator state, same result".
        return np.random.SeedSequence(seed.integers(0, 2**63, size=4).tolist())
    if seed is None:
        return np.random.SeedSequence()
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) and seed >= 0:
        return np.random.SeedSequence(int(seed))
    raise ValueError(f"seed={seed!r} is not allowed; use a non-negative integer, a numpy Generator or None")


def as_generator(seed: SeedLike) -> np.random.Generator:
    """A :class:`~numpy.random.Generator` from any seed-like value (a Generator is used as is)."""
    if isinstance(seed, np.random.Generator):
        return seed
    return np.random.default_rng(as_seed_sequence(seed))
