"""The first run on a new cluster compiles the play engine on every worker: a kernel's first run on a local
Dask cluster whose workers have an empty cache of compiled code, its second run, and the same first run after
``--warm`` (every worker loads or compiles the model at once, before the first batch).

    python benchmarks/bench_cluster_warm.py [--deals 1000000] [--model hoyle] [--workers 2]

Each case starts a fresh cluster of ``--workers`` processes (one thread each) whose cache folder is a new
empty one (``WHISTODDS_CACHE``); this process keeps its own.  Everything binds to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from distributed import LocalCluster

from whistodds.cli.executors import executor_for
from whistodds.simulations.kernels.deal import simulate_kernel
from whistodds.simulations.play.models import get_model


def fresh_cluster(workers: int, cache: str) -> LocalCluster:
    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address="127.0.0.1:0", silence_logs=50, env={"WHISTODDS_CACHE": cache})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--model", default="hoyle")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()
    model = get_model(options.model)  # the name made an object once, here
    simulate_kernel(model, 1_000, 0)  # this process's own compiled code, loaded before any timing
    print(f"{options.model} kernel of {options.deals:,} deals ({-(-options.deals // model.deals_per_batch)} batches), seed "
          f"{options.seed}, {options.workers} workers of one thread; {os.cpu_count()} cores, load average "
          f"{os.getloadavg()[0]:.1f} at the start")
    counts = []
    with tempfile.TemporaryDirectory() as cold, fresh_cluster(options.workers, cold) as cluster, \
            executor_for(1, cluster.scheduler_address) as executor:
        for name in ("first run, empty worker caches", "second run, same cluster"):
            started = time.perf_counter()
            counts.append(simulate_kernel(model, options.deals, options.seed, executor=executor).counts)
            print(f"  {name:40} {time.perf_counter() - started:7.2f} s  (load average {os.getloadavg()[0]:.1f})")
    with tempfile.TemporaryDirectory() as cold, fresh_cluster(options.workers, cold) as cluster:
        started = time.perf_counter()
        with executor_for(1, cluster.scheduler_address, warm=(options.model,)) as executor:
            warmed = time.perf_counter() - started
            print(f"  {'--warm, empty worker caches':40} {warmed:7.2f} s  (connecting and warming)")
            started = time.perf_counter()
            counts.append(simulate_kernel(model, options.deals, options.seed, executor=executor).counts)
            print(f"  {'first run after --warm':40} {time.perf_counter() - started:7.2f} s  (load average "
                  f"{os.getloadavg()[0]:.1f})")
    same = all((c == counts[0]).all() for c in counts)
    print(f"counts identical: {same}")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
