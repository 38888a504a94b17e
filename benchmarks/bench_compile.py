"""The first simulating command from an empty cache against the same command warm, printed in one run; and
the engine built as separate units (the default) against the engine with everything inlined.

    python benchmarks/bench_compile.py [--command "kernel long --deals 1000"] [--repeats 1] [--builds]

Each cold run gets an empty cache folder of its own (``WHISTODDS_CACHE``; numba's cache lives inside it),
so nothing compiled before is used.  Beside each time: the CPU time the run used (user + system, which a
busy machine inflates less than the wall time) and the load average when it began.  ``--builds`` also
compiles the play engine for hoyle both ways, each in a fresh process with an empty cache (one after the
other, in the same conditions), and times playing 200,000 deals with each, warm, on one thread.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time

PLAY = """
import sys, time
from functools import partial
import whistodds.simulations.play.api as api
from whistodds.games import LONG_WHIST
from whistodds.simulations import deal
from whistodds.simulations.play.models import get_model
if sys.argv[1] == "inlined":
    api.engine = partial(api.engine, inlined=True)
deals = deal(LONG_WHIST, 1000, seed=1)
wall, cpu = time.perf_counter(), time.process_time()
api.play(deals, get_model("hoyle"), seed=1, record=False, threads=1)
first = (time.perf_counter() - wall, time.process_time() - cpu)
deals = deal(LONG_WHIST, 200_000, seed=2)
runs = []
for _ in range(5):
    cpu = time.process_time()
    api.play(deals, get_model("hoyle"), seed=1, record=False, threads=1)
    runs.append(time.process_time() - cpu)
print(f"{first[0]:.2f} {first[1]:.2f} {min(runs):.3f}")
"""


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(arguments: list[str], cache: str) -> tuple[float, float, float, str]:
    """Wall and CPU seconds of one run, the 1-minute load average when it began, and its standard output."""
    load = os.getloadavg()[0]
    cpu, wall = child_cpu(), time.perf_counter()
    result = subprocess.run(arguments, env={**os.environ, "WHISTODDS_CACHE": cache}, capture_output=True, text=True,
                            check=True)
    return time.perf_counter() - wall, child_cpu() - cpu, load, result.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--command", default="kernel long --deals 1000", help="the whist-odds command timed")
    parser.add_argument("--repeats", type=int, default=1, help="cold-then-warm pairs")
    parser.add_argument("--builds", action="store_true", help="also compare the engine's two builds")
    options = parser.parse_args()
    command = [sys.executable, "-c", "from whistodds.cli.entry import main; main()", *shlex.split(options.command),
               "--seed", "1", "--quiet", "--out", "-"]
    print(f"whist-odds {options.command} --seed 1 --quiet, on {os.cpu_count()} cores")
    for _ in range(options.repeats):
        with tempfile.TemporaryDirectory(prefix="bench-compile-") as cache:
            cold = run(command, cache)
            warm = run(command, cache)
        assert cold[3] == warm[3], "the warm run's figures differ from the cold one's"
        for name, (wall, cpu, load, _) in (("cold (empty cache)", cold), ("warm", warm)):
            print(f"  {name:19} {wall:6.2f} s wall  {cpu:6.2f} s CPU  (load average {load:.2f})")
    if options.builds:
        print("play engine for hoyle: first compile and play of 1,000 deals; then 200,000 deals warm, one thread "
              "(CPU s, best of 5)")
        for build in ("units", "inlined"):
            with tempfile.TemporaryDirectory(prefix="bench-compile-") as cache:
                wall, cpu, load, output = run([sys.executable, "-c", PLAY, build], cache)
            first_wall, first_cpu, play = output.split()
            print(f"  {build:8} first {float(first_wall):6.2f} s wall {float(first_cpu):6.2f} s CPU  "
                  f"200,000 deals {float(play):.3f} s CPU  (load average {load:.2f})")


if __name__ == "__main__":
    main()
