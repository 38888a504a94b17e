"""Split a simulation into fixed-size batches with independent random streams.

Batch sizes and their seeds depend only on the total and the seed, never on the
executor or its number of workers, so a result is the same run serially, on a
process pool, or on a Dask cluster (any :class:`concurrent.futures.Executor`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from typing import TypeVar

import numpy as np

from whistodds.simulations.seeding import SeedLike, as_seed_sequence

T = TypeVar("T")
ProgressCallback = Callable[[int], None]
DEFAULT_BATCH_SIZE = 250_000


def check_count(value: object, name: str, maximum: int | None = None) -> int:
    """``value`` as a count: an ``int`` (not a bool) from 1 to ``maximum``; else a ``ValueError``
    (``TypeError`` for another type) naming ``name`` and what is allowed."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name}={value!r} is not allowed; use a whole number (int) of 1 or more")
    if value < 1 or (maximum is not None and value > maximum):
        upper = f" to {maximum:,}" if maximum is not None else " or more"
        raise ValueError(f"{name}={value!r} is not allowed; use 1{upper}")
    return int(value)


def batch_sizes(n_total: int, batch_size: int = DEFAULT_BATCH_SIZE) -> list[int]:
    """Sizes of the batches that make up ``n_total`` items."""
    if isinstance(n_total, bool) or not isinstance(n_total, (int, np.integer)) or n_total <= 0:
        raise ValueError(f"number of deals {n_total!r} is not allowed; use a positive integer")
    if batch_size <= 0:
        raise ValueError(f"batch_size={batch_size!r} is not allowed; use a positive integer")
    full, rest = divmod(n_total, batch_size)
    return [batch_size] * full + ([rest] if rest else [])


def iter_batches(
    task: Callable[[int, np.random.SeedSequence], T],
    n_total: int,
    seed: SeedLike = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
    root_when_single: bool = False,
    window: int = 8,
) -> Iterator[T]:
    """Yield ``task(size, seed_sequence)`` for each batch, in batch order, as they finish.

    ``task`` must be picklable (a module-level function or a
    :func:`functools.partial` of one) when ``executor`` is a process pool; at
    most ``window`` batches are in flight at once, so memory stays flat however
    many there are.  ``progress`` is called with each batch's size.  With
    ``root_when_single``, a run that fits in one batch takes the seed's own
    stream rather than its first child (the stream those simulations used
    before they were batched, so that their figures for a seed stay the same).
    """
    sizes = batch_sizes(n_total, batch_size)
    root = as_seed_sequence(seed)
    streams = [root] if root_when_single and len(sizes) == 1 else root.spawn(len(sizes))
    if executor is None:
        for size, stream in zip(sizes, streams):
            result = task(size, stream)
            if progress is not None:
                progress(size)
            yield result
        return
    pending: deque = deque()
    work = iter(zip(sizes, streams))
    try:
        for size, stream in work:
            pending.append((size, executor.submit(task, size, stream)))
            if len(pending) >= window:
                yield _finished(pending.popleft(), progress)
        while pending:
            yield _finished(pending.popleft(), progress)
    finally:
        for _, future in pending:
            future.cancel()


def _finished(item: tuple[int, Future], progress: ProgressCallback | None):
    size, future = item
    result = future.result()
    if progress is not None:
        progress(size)
    return result


def run_batches(task: Callable[[int, np.random.SeedSequence], T], n_total: int, seed: SeedLike = None,
                **options) -> list[T]:
    """:func:`iter_batches` as a list: every batch's result, in batch order."""
    return list(iter_batches(task, n_total, seed, **options))

