"""One pool of threads for the compiled loops (dealing, conditional dealing, play, the check of a play so far),
kept for the process.

A position plays its deals once for the position and once for each of my legal cards, batch by batch: a pool
made and joined for each call started and stopped two threads some fifty times an answer (measured, under
load, about 8% of a 100,000-deal ``position``).  The pool is made per process and per number of threads: a
process forked from this one (a ``ProcessPoolExecutor``'s worker) has none of its threads, so it makes its own.

>>> thread_pool(2) is thread_pool(2), thread_pool(2) is thread_pool(3)
(True, False)
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

_POOLS: dict[tuple[int, int], ThreadPoolExecutor] = {}
_LOCK = threading.Lock()


def thread_pool(threads: int) -> ThreadPoolExecutor:
    """The process's pool of ``threads`` threads (the compiled loops release the GIL). Its tasks must not
    wait on other tasks of the pool (the loops do not)."""
    key = (os.getpid(), threads)
    with _LOCK:
        pool = _POOLS.get(key)
        if pool is None:
            pool = _POOLS[key] = ThreadPoolExecutor(threads, thread_name_prefix=f"whistodds-{threads}")
        return pool


def run_all(threads: int, calls: Sequence[Callable[[], object]]) -> None:
    """Run ``calls`` on the process's pool of ``threads`` threads and wait for every one; interrupted while
    waiting (an exception, a signal), the calls not yet begun are dropped, else the process's exit would wait to
    run them.

    >>> done = []
    >>> run_all(2, [lambda: done.append(1), lambda: done.append(2)])
    >>> sorted(done)
    [1, 2]
    """
    pool = thread_pool(threads)
    futures = [pool.submit(call) for call in calls]
    try:
        for future in futures:
            future.result()
    finally:
        for future in futures:
            future.cancel()
