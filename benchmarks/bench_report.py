"""How long ``whist-odds report`` takes on a fresh clone: from a cold cache (nothing compiled, no kernel
simulated: the first run on a new machine) and then from the warm cache that run left.

    python benchmarks/bench_report.py [--deals 200000] [--keep]

The repository at HEAD is cloned into a temporary folder and run from there (``PYTHONPATH`` the clone, the
interpreter this script runs under), with ``WHISTODDS_CACHE`` a new empty folder; the same report (seed
1793, the default) is then made again with that cache.  The one-minute load average is printed before and
after each run: on a busy machine the times are longer, so read them beside it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]


def load() -> str:
    """The 1, 5 and 15 minute load averages and the cores, as one phrase."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} cores"


def timed_report(clone: Path, cache: Path, out: Path, deals: int) -> float:
    """Seconds for one ``whist-odds report`` run from ``clone`` with cache ``cache``."""
    environment = {**os.environ, "PYTHONPATH": str(clone), "WHISTODDS_CACHE": str(cache)}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "whistodds", "report", "--out", str(out), "--deals", str(deals),
                    "--quiet"], cwd=clone, env=environment, check=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--keep", action="store_true", help="keep the clone, cache and reports")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-report-"))
    clone, cache = folder / "clone", folder / "cache"
    subprocess.run(["git", "clone", "--quiet", str(REPOSITORY), str(clone)], check=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True,
                            check=True).stdout.strip()
    cache.mkdir(mode=0o700)
    print(f"whist-odds report --deals {args.deals:,}, fresh clone at {commit}, Python {sys.version.split()[0]}")
    for name in ("cold cache", "warm cache"):
        before = load()
        seconds = timed_report(clone, cache, folder / f"report-{name.split()[0]}", args.deals)
        print(f"{name}: {seconds:.0f} s   ({before} before; {load()} after)", flush=True)
    if args.keep:
        print(f"kept {folder}")
    else:
        subprocess.run(["rm", "-rf", str(folder)], check=True)


if __name__ == "__main__":
    main()
