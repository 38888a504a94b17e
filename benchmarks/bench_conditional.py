"""Conditional dealing (deals consistent with a position) against unconditional dealing, deals per second.

Run: .venv/bin/python benchmarks/bench_conditional.py [--deals N]
Target (issue 27): at least 10,000,000 deals per second on 2 cores for a position with my hand known.
The machine's load is printed too, at the start and beside every line (the one-minute load average when the
line was measured): other work on the cores slows every line, and a load of 1 or more on 2 cores leaves
the second thread little to gain.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

from whistodds.games import LONG_WHIST
from whistodds.games.position import Position

MY_HAND = "AS KS QS JS 10S 9H 8H 7H 6D 5D 4C 3C 2C"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=4_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    from whistodds.simulations.conditional import deal_position
    from whistodds.simulations.dealing import deal

    positions = {
        "my hand known": Position.from_options(hand=MY_HAND),
        "my hand, turn-up with left": Position.from_options(hand=MY_HAND, turn_up="2D", dealer="left"),
        "my hand, left void in spades": Position.from_options(hand=MY_HAND, shown_out=["left:spades"]),
        "nothing known": Position(),
    }
    for position in positions.values():
        deal_position(position, 10, seed=0)
    deal(LONG_WHIST, 10, seed=0)
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}; load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"cores: {os.cpu_count()}")
    for threads in sorted({1, os.cpu_count() or 1}):
        where = "one core" if threads == 1 else f"{threads} threads"
        best = min(_timed(lambda: deal(LONG_WHIST, args.deals, seed=1, threads=threads)) for _ in range(args.repeats))
        print(f"{'unconditional (dealing.deal)':<38} {args.deals:>10,} deals in {best:.3f} s = "
              f"{args.deals / best:>12,.0f} deals/s ({where}; load {os.getloadavg()[0]:.2f})")
        for name, position in positions.items():
            best = min(_timed(lambda: deal_position(position, args.deals, seed=1, threads=threads))
                       for _ in range(args.repeats))
            print(f"{'conditional: ' + name:<38} {args.deals:>10,} deals in {best:.3f} s = "
                  f"{args.deals / best:>12,.0f} deals/s ({where}; load {os.getloadavg()[0]:.2f})")


def _timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
