"""Start-up: ``whist-odds --version`` against ``python -c "import numpy"``, and a warm ``whist-odds odds long
--score 7-4 --deal them`` against ``--version``, each pair run interleaved (A B A B ...) so that a change in the
machine's load falls on both alike.

    python benchmarks/bench_startup.py [--pairs 10]

Prints, for each comparison, the median wall and CPU (user + system, the child's own) seconds of each command
and the median of the pairs' ratios.  The aims (issue #48): --version within 3 times numpy's import, the warm
odds within 2 times --version.  One run of each command first, not counted, warms the disk and the caches.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import time

from whistodds.games import LONG_WHIST


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one run of ``command``, its output thrown away."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as null:
        pid = os.posix_spawn(command[0], command, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, null.fileno(), 1), (os.POSIX_SPAWN_DUP2, null.fileno(), 2)])
        _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {os.waitstatus_to_exitcode(status)})")
    return wall, usage.ru_utime + usage.ru_stime


def compare(name_a: str, a: list[str], name_b: str, b: list[str], pairs: int) -> None:
    """Run ``a`` and ``b`` in turn ``pairs`` times (one of each first, not counted) and print the medians."""
    timed(a), timed(b)
    runs = [(timed(a), timed(b)) for _ in range(pairs)]
    for index, what in enumerate(("wall", "CPU")):
        times_a = [run_a[index] for run_a, _ in runs]
        times_b = [run_b[index] for _, run_b in runs]
        ratio = statistics.median(x / y for x, y in zip(times_a, times_b))
        print(f"  {what:4} {name_a} {statistics.median(times_a):.3f} s, {name_b} {statistics.median(times_b):.3f} s:"
              f" {ratio:.2f} times (median of {pairs} pairs' ratios)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10)
    pairs = parser.parse_args().pairs
    script = shutil.which("whist-odds", path=os.path.dirname(sys.executable)) or shutil.which("whist-odds")
    if script is None:
        raise SystemExit("no whist-odds command: install the package (make .venv/bin/whist-odds)")
    version = [script, "--version"]
    odds = [script, "odds", LONG_WHIST.name, "--score", "7-4", "--deal", "them"]
    print(f"{pairs} interleaved pairs; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    print("whist-odds --version against python -c 'import numpy' (aim: within 3 times):")
    compare("--version", version, "import numpy", [sys.executable, "-c", "import numpy"], pairs)
    print(f"whist-odds {' '.join(odds[1:])} (warm) against --version (aim: within 2 times):")
    compare("odds", odds, "--version", version, pairs)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
