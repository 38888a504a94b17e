"""``--warm``: every worker of a Dask cluster loads or compiles the play engines before a run's first batch.

The compiling runs as a task on each worker, in the worker's thread like any batch: a function sent with
``Client.run`` would run in the worker's event loop and block it for the whole compile (minutes under load), so
that the worker missed its heartbeats and the scheduler, after its ``worker-ttl`` (five minutes), dropped the
worker and had it killed.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from whistodds.cli.cluster import ClusterLost, shown

if TYPE_CHECKING:
    from distributed import Client, Future

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
