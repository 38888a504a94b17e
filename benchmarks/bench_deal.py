"""Dealing speed: whist deals per second on one core, and the first-call compile time.

Run: .venv/bin/python benchmarks/bench_deal.py [--deals N]
Target (issue 2): at least 1,000,000 long-whist deals per second on one core.
"""

from __future__ import annotations

import argparse
import os
import time

from whistodds.families.gleek.rules import GLEEK
from whistodds.families.scotch.rules import scotch_whist
from whistodds.games import LONG_WHIST
from whistodds.odds.holdings.partner import simulate_holding_counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    start = time.perf_counter()
    from whistodds.simulations import deal

    deal(LONG_WHIST, 10, seed=0)
    print(f"first call (import, and compile or load the cached kernel): {time.perf_counter() - start:.2f} s")

    for game in (LONG_WHIST, scotch_whist(6, 3), GLEEK):
        for threads in sorted({1, os.cpu_count() or 1}):
            best = min(_timed(lambda: deal(game, args.deals, seed=1, threads=threads)) for _ in range(args.repeats))
            where = "one core" if threads == 1 else f"{threads} threads"
            print(f"{game.name:<34} {args.deals:>10,} deals in {best:.3f} s = {args.deals / best:>12,.0f} deals/s ({where})")

    n = args.deals
    elapsed = _timed(lambda: simulate_holding_counts(of=4, n_deals=n, seed=1))
    print(f"partner holding, 4 named cards:  {n:>10,} deals in {elapsed:.3f} s = {n / elapsed:>12,.0f} deals/s")


def _timed(work) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
