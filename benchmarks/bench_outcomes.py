"""``whist_outcomes`` of 1,000,000 hoyle deals (the per-deal table: deal, count honours, play, the table made):
deals a second by the wall clock and by CPU seconds, at one commit or several compared in interleaved runs.

    python benchmarks/bench_outcomes.py [--commit HEAD] [--commit OLD ...] [--deals 1000000] [--rounds 4]
                                        [--repeats 3] [--keep FOLDER] [--threads N]
    python benchmarks/bench_outcomes.py --stages [--deals 1000000] [--repeats 3] [--threads N]

Each commit is cloned into a folder (temporary, or ``--keep FOLDER``, where clones and caches are kept for the
next run) and run from there (``PYTHONPATH`` the clone) with a cache of its own (``WHISTODDS_CACHE``), filled
first by an untimed run (the engine compiled, as a second run finds it).  Every commit runs on this interpreter
and its numpy, numba and pandas, so only the repository's code differs.  Older commits took the play model by
name (``policy``); they are given the name, newer ones the model.  Then, each round, a fresh process for each
commit in turn plays the deals ``--repeats`` times (best of them kept): a busy machine slows every commit
alike.  CPU seconds are the process's user + system time (every thread: the play runs on every core), so CPU
seconds per million deals (and deals per CPU second) is the figure to judge on a shared machine; the one-minute
load average is printed beside each run, and a digest of the table's tricks and honours columns shows that each
commit made the same outcomes for the seed.  The summary gives each commit's medians and, round by round, the
speed of the first commit given against each other (deals per CPU second, and per wall second).

``--stages`` says where the time goes at this checkout, in this process: the deals played in the batches
``whist_outcomes`` plays them in (hoyle's 250,000), each stage timed apart (wall and CPU seconds a million deals,
the best of ``--repeats``): dealing, counting the honours, the play, and the rest of ``whist_outcomes`` (the
table: its columns, the data frame, the batches joined; the whole call's time less the three stages).
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
import hashlib, inspect, sys, time
from whistodds.simulations.outcomes import whist_outcomes
deals, repeats = int(sys.argv[1]), int(sys.argv[2])
threads = int(sys.argv[3]) if len(sys.argv) > 3 else 0
if "policy" in inspect.signature(whist_outcomes).parameters:  # older code: the model by name
    hoyle = "hoyle"
else:
    from whistodds.simulations.play.models import get_model
    hoyle = get_model("hoyle")
if threads:  # every core by default (os.cpu_count); --threads plays on fewer
    import os
    os.cpu_count = lambda: threads
whist_outcomes(1000, hoyle, seed=1)  # the engine loaded (compiled by the untimed first run)
best = None
for _ in range(repeats):
    wall, cpu = time.perf_counter(), time.process_time()
    table = whist_outcomes(deals, hoyle, seed=1)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    best = (wall, cpu) if best is None or wall < best[0] else best
digest = hashlib.sha256()
for column in ("tricks_dealer_side", "honours_dealer", "honours_eldest", "honours_dealer_partner",
               "honours_eldest_partner"):
    digest.update(table[column].to_numpy().tobytes())
print(f"{best[0]:.4f} {best[1]:.4f} {digest.hexdigest()[:12]}")
"""


STAGES = """
import sys, time
import numpy as np
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.dealing import deal
from whistodds.simulations.outcomes import honours_by_seat, whist_outcomes
from whistodds.simulations.play import play
from whistodds.simulations.play.models import get_model
deals, repeats = int(sys.argv[1]), int(sys.argv[2])
threads = int(sys.argv[3]) or None
hoyle = get_model("hoyle")
whist_outcomes(1000, hoyle, seed=1)  # compiled or loaded, untimed
batch = hoyle.deals_per_batch
sizes = [batch] * (deals // batch) + ([deals % batch] if deals % batch else [])
ranks = LONG_WHIST.whist_rules.honour_ranks
if threads:  # every core by default (os.cpu_count); --threads plays on fewer
    import os
    os.cpu_count = lambda: threads

def timed(run, parts=sizes):
    best = None
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        for size in parts:
            run(size)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        best = (wall, cpu) if best is None or cpu < best[1] else best
    return best

dealt = {size: deal(LONG_WHIST, size, np.random.default_rng(size), dealer=0) for size in set(sizes)}
stages = {
    "dealing": timed(lambda size: deal(LONG_WHIST, size, np.random.default_rng(size), dealer=0)),
    "honours": timed(lambda size: honours_by_seat(dealt[size].hands, dealt[size].trump, ranks)),
    "play": timed(lambda size: play(dealt[size], hoyle, np.random.default_rng(size), record=False)),
}
whole = timed(lambda size: whist_outcomes(size, hoyle, seed=1), [deals])
stages["the rest (the table)"] = tuple(max(0.0, w - sum(s[k] for s in stages.values())) for k, w in enumerate(whole))
stages["whist_outcomes, whole"] = whole
for name, (wall, cpu) in stages.items():
    print(f"  {name:<24} {wall * 1e6 / deals:6.3f} s wall {cpu * 1e6 / deals:6.3f} CPU s a million deals "
          f"({cpu / whole[1]:6.1%} of the CPU)")
"""


def stages(deals: int, repeats: int, threads: int) -> None:
    """Where ``whist_outcomes``' time goes at this checkout (``--stages``)."""
    print(f"whist_outcomes({deals:,} hoyle deals) by stage at this checkout, best of {repeats}, on "
          f"{threads or os.cpu_count()} of {os.cpu_count()} cores (load average {os.getloadavg()[0]:.2f})", flush=True)
    environment = {**os.environ, "PYTHONPATH": str(REPOSITORY), "WHISTODDS_QUIET": "1"}
    subprocess.run([sys.executable, "-c", STAGES, str(deals), str(repeats), str(threads)], cwd=REPOSITORY,
                   env=environment, check=True)


def clone_at(commit: str, folder: Path) -> tuple[str, Path]:
    """The short hash of ``commit`` and a clone of the repository checked out at it, under ``folder`` (one left
    there by an earlier run is used as it is)."""
    short = subprocess.run(["git", "rev-parse", "--short", commit], cwd=REPOSITORY, capture_output=True,
                           text=True, check=True).stdout.strip()
    clone = folder / f"clone-{short}"
    if not (clone / "whistodds").is_dir():
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(REPOSITORY), str(clone)], check=True)
        subprocess.run(["git", "checkout", "--quiet", short], cwd=clone, check=True)
    return short, clone


def run(clone: Path, cache: Path, deals: int, repeats: int, threads: int) -> tuple[float, float, str]:
    """Wall and CPU seconds of the best of ``repeats`` runs in a fresh process, and a digest of the outcomes."""
    environment = {**os.environ, "PYTHONPATH": str(clone), "WHISTODDS_CACHE": str(cache), "WHISTODDS_QUIET": "1"}
    done = subprocess.run([sys.executable, "-c", RUN, str(deals), str(repeats), str(threads)], cwd=clone,
                          env=environment, capture_output=True, text=True, check=True)
    wall, cpu, check = done.stdout.split()
    return float(wall), float(cpu), check


def summary(rates: dict[str, list[tuple[float, float]]]) -> None:
    """Each commit's medians, and the first commit's speed against each other's, round by round."""
    for short, pairs in rates.items():
        cpu_rate = statistics.median(c for _, c in pairs)
        print(f"{short}: median {statistics.median(w for w, _ in pairs):,.0f} deals/s wall, {cpu_rate:,.0f} "
              f"deals/CPU s ({1e6 / cpu_rate:.2f} CPU s per million deals)")
    first, *others = rates
    for other in others:
        by_cpu = [a[1] / b[1] for a, b in zip(rates[first], rates[other])]
        by_wall = [a[0] / b[0] for a, b in zip(rates[first], rates[other])]
        print(f"{first} against {other}, deals per CPU second, round by round: "
              + ", ".join(f"{r:.3f}" for r in by_cpu) + f" (median {statistics.median(by_cpu):.3f}); per wall "
              "second: " + ", ".join(f"{r:.3f}" for r in by_wall) + f" (median {statistics.median(by_wall):.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", action="append", help="a commit to run (give several to compare; default HEAD)")
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=3, help="runs a process, the best kept")
    parser.add_argument("--threads", type=int, default=0, help="cores the process plays on (default: every one)")
    parser.add_argument("--keep", type=Path, help="a folder to keep the clones and their caches in, for reuse")
    parser.add_argument("--stages", action="store_true", help="where the time goes at this checkout, stage by stage")
    options = parser.parse_args()
    if options.stages:
        stages(options.deals, options.repeats, options.threads)
        return
    with tempfile.TemporaryDirectory(prefix="bench-outcomes-") as name:
        folder = options.keep or Path(name)
        folder.mkdir(parents=True, exist_ok=True)
        clones = [clone_at(commit, folder) for commit in options.commit or ["HEAD"]]
        print(f"whist_outcomes({options.deals:,} hoyle deals), best of {options.repeats} a process, "
              f"{options.rounds} rounds in turn, on {options.threads or os.cpu_count()} of {os.cpu_count()} cores",
              flush=True)
        for short, clone in clones:
            run(clone, folder / f"cache-{short}", 1000, 1, options.threads)  # compiled, untimed
        rates: dict[str, list[tuple[float, float]]] = {short: [] for short, _ in clones}
        for round_number in range(1, options.rounds + 1):
            for short, clone in clones:
                load = os.getloadavg()[0]
                wall, cpu, check = run(clone, folder / f"cache-{short}", options.deals, options.repeats,
                                       options.threads)
                rates[short].append((options.deals / wall, options.deals / cpu))
                print(f"  round {round_number} {short}: {options.deals / wall:>10,.0f} deals/s wall "
                      f"{options.deals / cpu:>10,.0f} deals/CPU s {cpu * 1e6 / options.deals:6.2f} CPU s/million "
                      f"(load average {load:.2f}; outcomes {check})", flush=True)
        summary(rates)


if __name__ == "__main__":
    main()
