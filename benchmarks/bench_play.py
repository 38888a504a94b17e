"""Trick-play speed: fully played deals per second for each play model.

Run: .venv/bin/python benchmarks/bench_play.py [--deals N]
Prints the first-call compile time (cold cache and warm cache, each in a fresh
process; the recording loop and the plain one are compiled separately; the engine
is compiled for the models a call uses), the first run of `whist-odds kernel long
--deals 1000` with an empty cache (hoyle's engine alone), then deals per second for `random`, `hoyle` and `hoyle-score` (each deal in the context of a random long-whist score; issue 19: at most 10% below `hoyle`) at one thread and at
every core, dealing included and play alone (the median of --repeats runs, every
run listed), then double-dummy deals per second.
Target (issue 3): 2,000,000 fully played `hoyle` deals per second on both cores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from whistodds.simulations.play.models import get_model

FIRST_CALL = (
    "import time; t = time.perf_counter();"
    "from whistodds.games import LONG_WHIST; from whistodds.simulations import deal;"
    "from whistodds.simulations.play import play; from whistodds.simulations.play.models import get_model;"
    "random, hoyle = get_model('random'), get_model('hoyle');"
    "d = deal(LONG_WHIST, 10, seed=1); play(d, random); play(d, hoyle);"
    "play(d, random, record=False); play(d, hoyle, record=False);"
    "print(f'{time.perf_counter() - t:.2f}')"
)


def first_call_seconds(cache_dir: str) -> str:
    env = dict(os.environ, NUMBA_CACHE_DIR=cache_dir)
    done = subprocess.run([sys.executable, "-c", FIRST_CALL], env=env, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def first_kernel_seconds(cache_dir: str) -> str:
    """Wall time of ``whist-odds kernel long --deals 1000`` with an empty cache: the compile a new user waits."""
    env = dict(os.environ, WHISTODDS_CACHE=cache_dir)
    env.pop("NUMBA_CACHE_DIR", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "whistodds", "kernel", "long", "--deals", "1000", "--seed", "1"], env=env,
                   capture_output=True, text=True, check=True)
    return f"{time.perf_counter() - start:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--dd-deals", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as cache:
        cold = first_call_seconds(cache)
        warm = first_call_seconds(cache)
    print(f"first call, import + deal + play random and hoyle, recorded and not (two compiled loops): "
          f"cold cache {cold} s (compiling), warm cache {warm} s")
    with tempfile.TemporaryDirectory() as cache:
        print(f"first run of 'whist-odds kernel long --deals 1000', empty cache: {first_kernel_seconds(cache)} s")

    from whistodds.games import LONG_WHIST
    from whistodds.simulations import deal
    from whistodds.simulations.play import play
    from whistodds.simulations.play.double_dummy import double_dummy_tricks, solver_available

    n = args.deals
    cores = os.cpu_count() or 1
    for record in (True, False):  # load both compiled loops before timing
        play(deal(LONG_WHIST, 100, seed=0), get_model("hoyle"), record=record)
    # hoyle-score plays each deal in a context: here the context of a random score of long whist
    # with the deal's own honours, as in a whole game (most are live: a rule may apply).
    import numpy as np

    from whistodds.games.contexts import hand_contexts
    from whistodds.simulations.outcomes import honours_by_seat

    def contexts_for(deals):
        rng = np.random.default_rng(4)
        honours = honours_by_seat(deals.hands, deals.trump, LONG_WHIST.scoring.honour_ranks)[:, [0, 2]].sum(axis=1)
        return hand_contexts(LONG_WHIST, rng.integers(0, 10, n), rng.integers(0, 10, n), honours)

    play(deal(LONG_WHIST, 100, seed=0), get_model("hoyle-score"), record=False, contexts=(7, 7))
    for model in ("random", "hoyle", "hoyle-score"):
        for threads in sorted({1, cores}):
            # This VM's timings vary by up to 20% from run to run: print every run and the median.
            totals, plays = [], []
            for _ in range(args.repeats):
                start = time.perf_counter()
                deals = deal(LONG_WHIST, n, seed=1, threads=threads)
                contexts = contexts_for(deals) if model == "hoyle-score" else None
                dealt = time.perf_counter()
                play(deals, get_model(model), seed=2, record=False, threads=threads, contexts=contexts)
                done = time.perf_counter()
                totals.append(n / (done - start))
                plays.append(n / (done - dealt))
            runs = ", ".join(f"{rate:,.0f}" for rate in totals)
            print(
                f"{model:<11} {threads} thread(s): {n:,} deals dealt and played: median "
                f"{statistics.median(totals):>10,.0f} deals/s (play alone {statistics.median(plays):>10,.0f}/s); "
                f"runs: {runs}"
            )
    if solver_available():
        deals = deal(LONG_WHIST, args.dd_deals, seed=3)
        start = time.perf_counter()
        double_dummy_tricks(deals)
        elapsed = time.perf_counter() - start
        print(f"double-dummy (DDS via endplay): {args.dd_deals} deals in {elapsed:.2f} s = {args.dd_deals / elapsed:.1f} deals/s")
    else:
        print("double-dummy: endplay not installed (pip install 'whistodds[dds]')")


if __name__ == "__main__":
    main()
