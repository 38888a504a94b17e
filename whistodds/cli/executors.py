"""Where a command's batches run: this process, a pool of local processes (``--workers``), or a Dask
cluster (``--scheduler``).

The figures never depend on it: every batch's random stream is fixed by the seed and the batch's
index (:mod:`whistodds.simulations.batches`).  ``--scheduler`` takes a scheduler's address
(``tcp://host:8786``) or the path of a scheduler file (``dask scheduler --scheduler-file``), and needs
Dask's distributed (``pip install 'whistodds[dask]'``); the workers must run the same version of
whistodds.  A worker lost in the run has its batches run again by Dask elsewhere.  ``--scheduler``
with ``--workers`` is refused: the cluster's workers are the workers.

Connecting, and asking the workers their version, finish or fail within ``--scheduler-timeout`` seconds
(:mod:`whistodds.cli.cluster`): a failure is one line naming the address, exit 2.  A scheduler lost
mid-run, or a batch that kills the workers running it, is one line too (:class:`ClusterLost`, exit 1),
after the run's checkpoint has kept the batches done: the same command resumes from them.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager

from whistodds.cli.cluster import INSTALL, ClusterLost, check_workers, close_client, connect, lost, worker_version
from whistodds.cli.warm import warm_workers

__all__ = ["INSTALL", "ClusterLost", "check_workers", "connect", "executor_for", "worker_version"]


@contextmanager
def executor_for(workers: int = 1, scheduler: str | None = None, timeout: float | None = None,
                 warm: tuple[str, ...] = ()) -> Iterator[Executor | None]:
    """The executor a command's batches run on: None for this process (``workers`` 1, no ``scheduler``),
    a pool of ``workers`` processes, or the Dask cluster at ``scheduler`` (connected within ``timeout``
    seconds, its workers first warmed with the play models ``warm``); closed when the block ends.

    >>> with executor_for(1) as executor:
    ...     print(executor)
    None
    """
    if workers < 1:
        raise ValueError(f"--workers {workers} is not allowed; use 1 or more")
    if scheduler is None:
        if workers == 1:
            yield None
            return
        pool = ProcessPoolExecutor(workers)
        try:
            yield pool
        except BaseException:
            _stop_pool(pool)
            raise
        pool.shutdown()
        return
    if workers != 1:
        raise ValueError(f"--workers {workers} and --scheduler together are not allowed; the cluster's workers run "
                         f"the batches: give one of them")
    client = connect(scheduler, timeout)
    try:
        check_workers(client, scheduler, timeout)
        if warm:
            warm_workers(client, scheduler, warm)
        try:
            yield client.get_executor(pure=False)  # type: ignore[no-untyped-call]  # distributed is not annotated
        except Exception as error:
            failure = lost(error, client, scheduler)
            if failure is None:
                raise
            failure.__notes__ = list(getattr(error, "__notes__", []))  # the batches kept, said by the checkpoint
            raise failure from None
    finally:
        close_client(client)


def _stop_pool(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool`` at once (a run interrupted or failed): its waiting batches cancelled and its processes killed
    mid-batch, where leaving the block would wait for every batch already handed to them (seconds to minutes
    each, under load).  Written by hand: the standard library has no way to stop a pool's processes before Python 3.14
    (``terminate_workers``), so they are taken from the pool's own record of them."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.kill()
    for process in processes:
        process.join()
