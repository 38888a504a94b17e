"""Split a simulation into fixed-size batches with independent random streams.

Batch sizes and their seeds depend only on the total and the seed, never on the
executor or its number of workers, so a result is the same run serially, on a
process pool, or on a Dask cluster (any :class:`concurrent.futures.Executor`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator, Iterator, Mapping
from concurrent.futures import Executor, Future
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from whistodds.simulations.seeding import SeedLike, as_seed_sequence

if TYPE_CHECKING:  # a module that stops no pool loads no multiprocessing
    from concurrent.futures import ProcessPoolExecutor

T = TypeVar("T")
ProgressCallback = Callable[[int], None]
BatchCallback = Callable[[int, T], None]
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
    done: Mapping[int, T] | None = None,
    on_batch: BatchCallback[T] | None = None,
) -> Iterator[T]:
    """Yield ``task(size, seed_sequence)`` for each batch, in batch order, as they finish.

    ``task`` must be picklable (a module-level function or a
    :func:`functools.partial` of one) when ``executor`` is a process pool or a
    Dask cluster; at most ``window`` batches are in flight at once (more when
    the executor has more workers than that: twice its workers), so memory
    stays flat however many there are.  ``progress`` is called with each
    batch's size.  With ``root_when_single``, a run that fits in one batch takes
    the seed's own stream rather than its first child (the stream those
    simulations used before they were batched, so that their figures for a
    seed stay the same).

    ``done`` holds results already made, by batch index (a checkpoint's): those
    batches are not run again, their results are yielded in their place, and
    ``progress.resume(size)`` (when ``progress`` has one, so that a rate is not
    skewed; else ``progress(size)``) is called for each before any work.
    ``on_batch(index, result)`` is called for every batch newly finished.

    >>> from functools import partial
    >>> def draws(size, stream): return int(np.random.default_rng(stream).integers(100, size=size).sum())
    >>> whole = list(iter_batches(draws, 10, seed=5, batch_size=3))
    >>> kept = {}
    >>> part = list(iter_batches(draws, 10, seed=5, batch_size=3, on_batch=kept.__setitem__))
    >>> resumed = list(iter_batches(draws, 10, seed=5, batch_size=3, done={1: kept[1], 2: kept[2]}))
    >>> whole == part == resumed, sorted(kept)
    (True, [0, 1, 2, 3])
    """
    sizes = batch_sizes(n_total, batch_size)
    root = as_seed_sequence(seed)
    streams = [root] if root_when_single and len(sizes) == 1 else root.spawn(len(sizes))
    done = {} if done is None else done
    if progress is not None:
        resume = getattr(progress, "resume", progress)
        for index in sorted(done):
            resume(sizes[index])
    work = [(index, size, stream) for index, (size, stream) in enumerate(zip(sizes, streams)) if index not in done]
    finished = _run_serially(task, work, progress) if executor is None else _run_on(
        executor, task, work, progress, max(window, 2 * executor_slots(executor)))
    try:
        for index in range(len(sizes)):
            if index in done:
                yield done[index]
                continue
            _, result = next(finished)  # the next batch not done, in order: this one
            if on_batch is not None:
                on_batch(index, result)
            yield result
    finally:
        finished.close()  # a run stopped early cancels the batches still waiting


def executor_slots(executor: Executor) -> int:
    """How many tasks ``executor`` runs at once, as far as it says: a process pool's workers, a Dask
    client's threads (``Client.get_executor()``); 0 when it does not say."""
    workers = getattr(executor, "_max_workers", None)
    if isinstance(workers, int):
        return workers
    client = getattr(executor, "_client", None)
    try:
        return int(sum(client.nthreads().values())) if client is not None else 0
    except Exception:  # a client that cannot say (closing, or another kind of object): the default window
        return 0


def _run_serially(task: Callable[[int, np.random.SeedSequence], T], work: list[tuple[int, int, np.random.SeedSequence]],
                  progress: ProgressCallback | None) -> Generator[tuple[int, T], None, None]:
    for index, size, stream in work:
        result = task(size, stream)
        if progress is not None:
            progress(size)
        yield index, result


def _run_on(executor: Executor, task: Callable[[int, np.random.SeedSequence], T],
            work: list[tuple[int, int, np.random.SeedSequence]], progress: ProgressCallback | None,
            window: int) -> Generator[tuple[int, T], None, None]:
    pending: deque[tuple[int, int, Future[T]]] = deque()
    try:
        for index, size, stream in work:
            pending.append((index, size, executor.submit(task, size, stream)))
            if len(pending) >= window:
                yield _finished(pending.popleft(), progress)
        while pending:
            yield _finished(pending.popleft(), progress)
    finally:
        for _, _, future in pending:
            future.cancel()


def _finished(item: tuple[int, int, Future[T]], progress: ProgressCallback | None) -> tuple[int, T]:
    index, size, future = item
    result = future.result()
    if progress is not None:
        progress(size)
    return index, result


def run_batches(task: Callable[[int, np.random.SeedSequence], T], n_total: int, seed: SeedLike = None,
                **options: Any) -> list[T]:
    """:func:`iter_batches` as a list: every batch's result, in batch order."""
    return list(iter_batches(task, n_total, seed, **options))



def stop_pool(pool: "ProcessPoolExecutor") -> None:
    """Stop ``pool`` at once (a run interrupted or failed): its waiting work cancelled and its processes killed
    mid-task, where leaving a ``with`` block would wait for every task already handed to them (seconds to minutes
    each).  Written by hand: the standard library has no way to stop a pool's processes before Python 3.14
    (``terminate_workers``), so they are taken from the pool's own record of them.

    >>> from concurrent.futures import ProcessPoolExecutor
    >>> stop_pool(ProcessPoolExecutor(1))
    """
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.kill()
    for process in processes:
        process.join()
