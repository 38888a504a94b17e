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
after the run's checkpoint has kept the batches done: the same command resumes from them.  ``--warm`` has
every worker load or compile the play engines first, each in a task of its own (:func:`warm_workers`).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import TYPE_CHECKING

from whistodds.cli.cluster import (INSTALL, ClusterLost, check_workers, close_client, connect, lost, shown,
                                   worker_version)

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor
    from distributed import Client, Future

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
        from concurrent.futures import ProcessPoolExecutor  # here: a run in this process loads no multiprocessing

        from whistodds.simulations.batches import stop_pool

        pool = ProcessPoolExecutor(workers)
        try:
            yield pool
        except BaseException:
            stop_pool(pool)
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

# ``--warm``: every worker of a Dask cluster loads or compiles the play engines before a run's first batch.
#
# The compiling runs as a task on each worker, in the worker's thread like any batch: a function sent with
# ``Client.run`` would run in the worker's event loop and block it for the whole compile (minutes under load), so
# that the worker missed its heartbeats and the scheduler, after its ``worker-ttl`` (five minutes), dropped the
# worker and had it killed.
LOOK_EVERY = 5.0  # seconds between looks at which workers are still there while they warm


def warm_worker(models: tuple[str, ...]) -> float:
    """Load or compile the play engines of ``models`` in this process (run on each worker), both builds: the
    inlined build, faster, plays the run (a cluster's runs are long): seconds taken."""
    from whistodds.games import LONG_WHIST
    from whistodds.simulations.kernels.deal import simulate_kernel
    from whistodds.simulations.play.api import compile_for_long_runs
    from whistodds.simulations.play.models import get_model

    started = time.perf_counter()
    for model in models:
        simulate_kernel(get_model(model), 1_000, 0)
        if get_model(model).choice is not None:
            compile_for_long_runs(get_model(model), LONG_WHIST)
    return time.perf_counter() - started


def warm_workers(client: "Client", scheduler: str, models: tuple[str, ...]) -> None:
    """Every worker of the cluster loads or compiles the play engines of ``models`` at once, each in a task of
    its own held to that worker, before the run's first batch; one line says how long it took.  A worker lost
    meanwhile is passed over (its task would wait for it for ever); the cluster failing is :class:`ClusterLost`."""
    from whistodds.cache import say

    started = time.perf_counter()
    try:
        warming: dict[str, Future[float]] = {
            worker: client.submit(warm_worker, models, workers=[worker], allow_other_workers=False, pure=False)
            for worker in client.scheduler_info()["workers"]}
        while waiting := [future for future in warming.values() if not future.done()]:  # type: ignore[no-untyped-call]
            try:
                waiting[0].result(timeout=LOOK_EVERY)
            except TimeoutError:
                present = client.scheduler_info()["workers"]
                for worker in [worker for worker in warming if worker not in present]:
                    warming.pop(worker).cancel()  # type: ignore[no-untyped-call]
        taken = {worker: future.result() for worker, future in warming.items()}
    except Exception as error:
        raise ClusterLost(f"the cluster at {shown(scheduler)} failed while its workers were warmed "
                          f"({type(error).__name__}: {' '.join(str(error).split())[:120]})") from None
    if taken:
        say(f"warmed {', '.join(models)} on {len(taken)} worker{'s' if len(taken) != 1 else ''} in "
            f"{time.perf_counter() - started:.1f} s (the slowest worker {max(taken.values()):.1f} s)")
