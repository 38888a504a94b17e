"""Throughput of a kernel on a local Dask cluster of two worker processes (``--scheduler``) against a local
pool of two processes (``--workers 2``), the same kernel and seed; the counts must be the same.

    python benchmarks/bench_cluster.py [--deals 4000000] [--model hoyle] [--repeats 3]

Each executor first runs four batches so that its processes have loaded the compiled code (said apart);
then the kernel runs ``--repeats`` times and the median is printed.  Everything binds to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from distributed import LocalCluster

from whistodds.cli.executors import executor_for
from whistodds.simulations.kernels import KERNEL_BATCH, simulate_kernel
from whistodds.simulations.play.models import get_model


def timed(model: str, deals: int, seed: int, workers: int, scheduler: str | None, repeats: int
          ) -> tuple[float, list[float], list]:
    with executor_for(workers, scheduler) as executor:
        started = time.perf_counter()
        simulate_kernel(get_model(model), 4 * KERNEL_BATCH, seed + 1, executor=executor)  # every process loads compiled code
        warm_up = time.perf_counter() - started
        runs, counts = [], None
        for _ in range(repeats):
            started = time.perf_counter()
            kernel = simulate_kernel(get_model(model), deals, seed, executor=executor)
            runs.append(time.perf_counter() - started)
            counts = kernel.counts.tolist()
    return warm_up, runs, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4_000_000)
    parser.add_argument("--model", default="hoyle")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--repeats", type=int, default=3)
    options = parser.parse_args()
    print(f"{options.model} kernel of {options.deals:,} deals ({options.deals // KERNEL_BATCH} batches), "
          f"seed {options.seed}; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    results = {}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address="127.0.0.1:0", silence_logs=50) as cluster:
        for name, workers, scheduler in [("--workers 2", 2, None),
                                         ("--scheduler (LocalCluster, 2 worker processes)", 1,
                                          cluster.scheduler_address)]:
            warm_up, runs, counts = timed(options.model, options.deals, options.seed, workers, scheduler,
                                          options.repeats)
            results[name] = counts
            median, each = statistics.median(runs), ", ".join(f"{r:.2f}" for r in runs)
            print(f"{name:48} {options.deals / median:>10,.0f} deals/s (median of {each} s; four batches first, "
                  f"with loading: {warm_up:.2f} s)")
    same = len({str(counts) for counts in results.values()}) == 1
    print(f"counts identical: {same}; load average {os.getloadavg()[0]:.1f} at the end")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
