"""``whist_outcomes`` of 1,000,000 hoyle deals (the per-deal table: deal, count honours, play, the table made):
deals a second by the wall clock and by CPU seconds, at one commit or two compared in interleaved runs.

    python benchmarks/bench_outcomes.py [--commit HEAD] [--commit OLD] [--deals 1000000] [--rounds 4]

Each commit is cloned into a temporary folder and run from there (``PYTHONPATH`` the clone) with a cache of
its own (``WHISTODDS_CACHE``), filled first by an untimed run (the engine compiled, as a second run finds it).
Then, each round, a fresh process for each commit in turn plays the deals ``--repeats`` times (best of them
kept): a busy machine slows both commits alike.  CPU seconds are the process's user + system time (every
thread: the play runs on every core), so deals per CPU second is the figure to judge on a shared machine;
the one-minute load average is printed beside each run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]

RUN = """
import os, sys, time
from whistodds.simulations.outcomes import whist_outcomes
from whistodds.simulations.play.models import get_model
deals, repeats = int(sys.argv[1]), int(sys.argv[2])
hoyle = get_model("hoyle")
whist_outcomes(1000, hoyle, seed=1)  # the engine loaded (compiled by the untimed first run)
best = None
for _ in range(repeats):
    wall, cpu = time.perf_counter(), time.process_time()
    table = whist_outcomes(deals, hoyle, seed=1)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    best = (wall, cpu) if best is None or wall < best[0] else best
print(f"{best[0]:.4f} {best[1]:.4f} {int(table.tricks_dealer_side.sum())}")
"""


def clone_at(commit: str, folder: Path) -> tuple[str, Path]:
    """The short hash of ``commit`` and a clone of the repository checked out at it, under ``folder``."""
    short = subprocess.run(["git", "rev-parse", "--short", commit], cwd=REPOSITORY, capture_output=True,
                           text=True, check=True).stdout.strip()
    clone = folder / f"clone-{short}"
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(REPOSITORY), str(clone)], check=True)
    subprocess.run(["git", "checkout", "--quiet", short], cwd=clone, check=True)
    return short, clone


def run(clone: Path, cache: Path, deals: int, repeats: int) -> tuple[float, float, str]:
    """Wall and CPU seconds of the best of ``repeats`` runs in a fresh process, and a checksum of the table."""
    environment = {**os.environ, "PYTHONPATH": str(clone), "WHISTODDS_CACHE": str(cache), "WHISTODDS_QUIET": "1"}
    done = subprocess.run([sys.executable, "-c", RUN, str(deals), str(repeats)], cwd=clone, env=environment,
                          capture_output=True, text=True, check=True)
    wall, cpu, check = done.stdout.split()
    return float(wall), float(cpu), check


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", action="append", help="a commit to run (give two to compare; default HEAD)")
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=3, help="runs a process, the best kept")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-outcomes-") as name:
        folder = Path(name)
        clones = [clone_at(commit, folder) for commit in options.commit or ["HEAD"]]
        print(f"whist_outcomes({options.deals:,} hoyle deals), best of {options.repeats} a process, "
              f"{options.rounds} rounds in turn, on {os.cpu_count()} cores", flush=True)
        for short, clone in clones:
            run(clone, folder / f"cache-{short}", 1000, 1)  # compiled, untimed
        rates: dict[str, list[tuple[float, float]]] = {short: [] for short, _ in clones}
        for round_number in range(1, options.rounds + 1):
            for short, clone in clones:
                load = os.getloadavg()[0]
                wall, cpu, check = run(clone, folder / f"cache-{short}", options.deals, options.repeats)
                rates[short].append((options.deals / wall, options.deals / cpu))
                print(f"  round {round_number} {short}: {options.deals / wall:>10,.0f} deals/s wall "
                      f"{options.deals / cpu:>10,.0f} deals/CPU s  (load average {load:.2f}; tricks {check})",
                      flush=True)
        for short, pairs in rates.items():
            print(f"{short}: median {statistics.median(w for w, _ in pairs):,.0f} deals/s wall, "
                  f"{statistics.median(c for _, c in pairs):,.0f} deals/CPU s")
        if len(clones) == 2:
            (a, _), (b, _) = clones
            ratios = [rb[1] / ra[1] for ra, rb in zip(rates[a], rates[b])]
            print(f"{b}/{a}, deals per CPU second, round by round: " + ", ".join(f"{r:.3f}" for r in ratios))


if __name__ == "__main__":
    main()
