"""Peak memory against the size of a run, for every command that simulates, and one kernel of 10^9 deals.

Each run is a fresh process (``/usr/bin/time -f %M`` gives its peak resident memory); the goal is a
peak independent of the number of deals: within 10% from 10^5 to 10^7 deals for every command.

    python benchmarks/bench_memory.py                  # the table (about 15 minutes on two cores)
    python benchmarks/bench_memory.py --billion        # and a kernel of 10^9 hoyle deals (about 10 more)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMAND = shutil.which("whist-odds") or str(Path(__file__).resolve().parents[1] / ".venv" / "bin" / "whist-odds")
SIZES = (10**5, 10**6, 10**7)


def commands(size: int, folder: Path) -> dict[str, list[str]]:
    return {
        "kernel long (hoyle)": ["kernel", "long", "--deals", str(size), "--seed", "1"],
        "odds scotch, 3 sides (whole games)": ["odds", "scotch", "--players", "6", "--sides", "3", "--score",
                                               "0-0-0", "--deals", str(size), "--seed", "1"],
        "kernel scotch (points a deal)": ["kernel", "scotch", "--deals", str(size), "--seed", "1"],
        "verify scotch-advice": ["verify", "scotch-advice", "--deals", str(size)],
        "gleek": ["gleek", "--deals", str(size)],
        "partner": ["partner", "--of", "3", "--at-least", "1", "--deals", str(size)],
        "deals long (CSV)": ["deals", "long", "--deals", str(size), "--model", "random", "--out",
                             str(folder / "deals.csv")],
        "progressive (evenings = deals / 100)": ["progressive", "--tables", "2", "--sittings", "4", "--evenings",
                                                 str(max(size // 100, 2))],
    }


def measure(arguments: list[str]) -> tuple[float, float]:
    """Seconds and peak resident memory (MB) of one run in a fresh process."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        # Not a terminal, so no progress bar is drawn.
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, COMMAND, *arguments], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        return elapsed, int(report.read().split()[-1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--billion", action="store_true", help="also a kernel of 10^9 hoyle deals")
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES))
    args = parser.parse_args()
    os.environ.setdefault("WHISTODDS_CACHE", tempfile.mkdtemp(prefix="whistodds-bench-cache-"))
    with tempfile.TemporaryDirectory() as folder:
        names = list(commands(1, Path(folder)))
        for warm_up in commands(4000, Path(folder)).values():  # every code path compiled once (odds scotch takes 4,000 or more)
            measure(warm_up)
        print(f"{'command':<38}" + "".join(f"{size:>22,}" for size in args.sizes) + "   peak spread")
        for name in names:
            peaks, cells = [], []
            for size in args.sizes:
                seconds, peak = measure(commands(size, Path(folder))[name])
                peaks.append(peak)
                cells.append(f"{peak:8.0f} MB {seconds:8.1f} s")
            spread = 100 * (max(peaks) - min(peaks)) / min(peaks)
            print(f"{name:<38}" + "".join(f"{cell:>22}" for cell in cells) + f"   {spread:5.1f}%", flush=True)
    if args.billion:
        seconds, peak = measure(["kernel", "long", "--model", "hoyle", "--deals", str(10**9), "--seed", "1",
                                 "--format", "json"])
        print(f"kernel long, hoyle, 1,000,000,000 deals in one run: {seconds:,.0f} s "
              f"({10**9 / seconds:,.0f} deals/s), peak memory {peak:,.0f} MB", flush=True)


if __name__ == "__main__":
    sys.exit(main())
