"""The play engine's two builds, the units build (short first compile) and the inlined build (faster play),
printed in one run: first compile, hoyle and expert play speed, and a long kernel end to end.

    python benchmarks/bench_engine_builds.py [--deals 200000] [--repeats 5] [--kernel-deals 2000000]
                                             [--expert-deals 100]

1. First compile: each build for hoyle in a fresh process with an empty cache (``WHISTODDS_CACHE``), forced
   with ``WHISTODDS_ENGINE_BUILD``, one after the other: wall and CPU seconds of the first play of 1,000 deals.
2. hoyle deals a second, one thread, warm: ``--deals`` deals played ``--repeats`` times with each build, the two
   in turn, best of the repeats (CPU time of the play).
3. The expert, one thread, warm: ``--expert-deals`` deals with each build in turn, best of 3: ms a card played.
4. ``whist-odds kernel long --deals 2000000 --seed 1 --quiet`` end to end (a fresh process each; best of 3, in
   turn): before (the units build, forced: the engine every run used before the inlined build was chosen for
   long runs), after with only the units build on disk (a first long run: its play is too short to pay for the
   inlined compile, so it plays as before) and after with the inlined build on disk (compiled by an earlier
   long run or ``--warm``); the cached kernel is removed before each run, so that each is simulated.  The
   three kernels must be identical.
Beside each line the 1-minute load average when it began (the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIRST = """
import sys, time
from whistodds.games import LONG_WHIST
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.models import get_model
deals = deal(LONG_WHIST, 1000, seed=1)
wall, cpu = time.perf_counter(), time.process_time()
play(deals, get_model("hoyle"), seed=1, record=False, threads=1)
print(f"{time.perf_counter() - wall:.2f} {time.process_time() - cpu:.2f}")
"""

SPEED = """
import os, sys, time
from whistodds.games import LONG_WHIST
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.models import get_model
n, repeats, experts = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
hoyle, expert = get_model("hoyle"), get_model("expert")
builds = ("units", "inlined")
from whistodds.simulations.play.api import compile_for_long_runs
play(deal(LONG_WHIST, 10, seed=1), hoyle, seed=1, record=False, threads=1)  # the units build, compiled
compile_for_long_runs(hoyle, LONG_WHIST)  # the inlined build, both loops, as a long run or --warm leaves it
for build in builds:  # compile or load each build first
    os.environ["WHISTODDS_ENGINE_BUILD"] = build
    play(deal(LONG_WHIST, 10, seed=1), hoyle, seed=1, record=False, threads=1)
    play(deal(LONG_WHIST, 2, seed=1), expert, seed=1, record=False, threads=1)
def best_cpu(deals, model, seed, repeats):  # each build's best CPU seconds, the builds in turn; the same tricks
    best = {build: float("inf") for build in builds}
    tricks = {}
    for _ in range(repeats):
        for build in builds:
            os.environ["WHISTODDS_ENGINE_BUILD"] = build
            cpu = time.process_time()
            result = play(deals, model, seed=seed, record=False, threads=1)
            best[build] = min(best[build], time.process_time() - cpu)
            tricks[build] = result.tricks_by_side.tobytes()
    assert tricks["units"] == tricks["inlined"], "the builds played differently"
    return best
best = best_cpu(deal(LONG_WHIST, n, seed=2), hoyle, 1, repeats)
print(" ".join(f"{n / best[build]:.0f}" for build in builds))
best = best_cpu(deal(LONG_WHIST, experts, seed=3), expert, 4, 3)
print(" ".join(f"{1000 * best[build] / (experts * 52):.4f}" for build in builds))
"""


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(arguments: list[str], env: dict[str, str]) -> tuple[float, float, float, str]:
    """Wall and CPU seconds of one run, the 1-minute load average when it began, and its standard output."""
    load = os.getloadavg()[0]
    cpu, wall = child_cpu(), time.perf_counter()
    result = subprocess.run(arguments, env={**os.environ, **env}, capture_output=True, text=True, check=True)
    return time.perf_counter() - wall, child_cpu() - cpu, load, result.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200_000, help="hoyle deals played a repeat")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--kernel-deals", type=int, default=2_000_000)
    parser.add_argument("--expert-deals", type=int, default=100)
    options = parser.parse_args()
    print(f"the play engine's two builds, on {os.cpu_count()} cores (load average beside each line)")
    print("1. first compile for hoyle and play of 1,000 deals, one thread, empty cache")
    for build in ("units", "inlined"):
        with tempfile.TemporaryDirectory(prefix="bench-builds-") as cache:
            wall, cpu, load, output = run([sys.executable, "-c", FIRST],
                                          {"WHISTODDS_CACHE": cache, "WHISTODDS_ENGINE_BUILD": build})
        first_wall, first_cpu = output.split()
        print(f"  {build:8} {float(first_wall):6.2f} s wall {float(first_cpu):6.2f} s CPU  (load average {load:.2f})")
    with tempfile.TemporaryDirectory(prefix="bench-builds-") as both, \
            tempfile.TemporaryDirectory(prefix="bench-builds-") as units_only:
        load = os.getloadavg()[0]
        _, _, _, output = run([sys.executable, "-c", SPEED, str(options.deals), str(options.repeats),
                               str(options.expert_deals)], {"WHISTODDS_CACHE": both})
        hoyle, expert = (line.split() for line in output.splitlines())
        print(f"2. hoyle, {options.deals:,} deals, one thread, warm, best of {options.repeats} in turn "
              f"(load average {load:.2f})")
        for build, speed in zip(("units", "inlined"), hoyle):
            print(f"  {build:8} {int(speed):,} deals a second")
        print(f"  inlined/units {int(hoyle[1]) / int(hoyle[0]):.3f}")
        print(f"3. expert, {options.expert_deals} deals, one thread, warm, best of 3 in turn")
        for build, ms in zip(("units", "inlined"), expert):
            print(f"  {build:8} {float(ms):.4f} ms a card played")
        print(f"  units/inlined {float(expert[0]) / float(expert[1]):.3f}")
        command = [sys.executable, "-m", "whistodds", "kernel", "long", "--deals", str(options.kernel_deals),
                   "--seed", "1", "--quiet", "--format", "kernel-json", "--out", "-"]
        cases = {"before (units build)": {"WHISTODDS_CACHE": both, "WHISTODDS_ENGINE_BUILD": "units"},
                 "after, units on disk": {"WHISTODDS_CACHE": units_only},
                 "after, inlined on disk": {"WHISTODDS_CACHE": both}}
        run(command[:6] + ["1000"] + command[7:], cases["after, units on disk"])  # compiles the units build
        times: dict[str, list[tuple[float, float, float]]] = {case: [] for case in cases}
        outputs = set()
        for _ in range(3):
            for case, env in cases.items():
                shutil.rmtree(Path(env["WHISTODDS_CACHE"]) / "kernels", ignore_errors=True)  # simulated, not read
                wall, cpu, load, output = run(command, env)
                times[case].append((wall, cpu, load))
                outputs.add(output)
        assert len(outputs) == 1, "the kernels differ"
        print(f"4. whist-odds kernel long --deals {options.kernel_deals} --seed 1 --quiet, end to end, "
              f"best of 3 in turn (wall)")
        for case, seen in times.items():
            wall, cpu, load = min(seen)
            print(f"  {case:24} {wall:6.2f} s wall {cpu:6.2f} s CPU  (load average {load:.2f})")


if __name__ == "__main__":
    main()
