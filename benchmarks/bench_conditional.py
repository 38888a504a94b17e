"""Conditional dealing (deals consistent with a position) against unconditional dealing, deals per second.

Run: .venv/bin/python benchmarks/bench_conditional.py [--deals N]
Target (issue 27): at least 10,000,000 deals per second on 2 cores for a position with my hand known.
The machine's load is printed too, at the start and beside every line (the one-minute load average when the
line was measured): other work on the cores slows every line, and a load of 1 or more on 2 cores leaves
the second thread little to gain.  Each line is the best of --repeats runs with the spread (worst to best),
and the deals per CPU-second (the process's CPU time, every thread): the rate the code reaches on the CPU it
was given, which the load does not lower the way it lowers the wall-clock rate.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

from whistodds.games import LONG_WHIST
from whistodds.games.position import Position

MY_HAND = "AS KS QS JS 10S 9H 8H 7H 6D 5D 4C 3C 2C"
HOLDING = "partner holds KD"  # the holding simulation: deals and the test of the event, as a user waits for it


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=4_000_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    from whistodds.odds.holdings import prepare, simulate_holding
    from whistodds.simulations.conditional import deal_position
    from whistodds.simulations.dealing import deal

    positions = {
        "my hand known": Position.from_options(hand=MY_HAND),
        "my hand, turn-up with left": Position.from_options(hand=MY_HAND, turn_up="2D", dealer="left"),
        "my hand, left void in spades": Position.from_options(hand=MY_HAND, shown_out=["left:spades"]),
        "nothing known": Position(),
    }
    mine = positions["my hand known"]
    question = prepare(HOLDING, mine)
    for position in positions.values():
        deal_position(position, 10, seed=0)
    deal(LONG_WHIST, 10, seed=0)
    simulate_holding(question, mine, 10, seed=0)
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}; load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"cores: {os.cpu_count()}; best of {args.repeats}, the spread is worst-best; per CPU-second: deals over "
          "the process's CPU time (every thread), what the code does with the cores it was given")
    for threads in sorted({1, os.cpu_count() or 1}):
        where = "one core" if threads == 1 else f"{threads} threads"
        _line("unconditional (dealing.deal)", args, where,
              lambda: deal(LONG_WHIST, args.deals, seed=1, threads=threads))
        for name, position in positions.items():
            _line("conditional: " + name, args, where,
                  lambda: deal_position(position, args.deals, seed=1, threads=threads))
    _line(f"holding simulation: {HOLDING}", args, "every core",
          lambda: simulate_holding(question, mine, args.deals, seed=1))


def _line(name: str, args: argparse.Namespace, where: str, work: Callable[[], object]) -> None:
    walls, cpus = zip(*(_timed(work) for _ in range(args.repeats)))
    best, worst, cpu = args.deals / min(walls), args.deals / max(walls), args.deals / min(cpus)
    print(f"{name:<40} {args.deals:>10,} deals: best {best:>11,.0f}/s (spread {worst / 1e6:.1f}-{best / 1e6:.1f}M); "
          f"{cpu:>11,.0f} per CPU-second ({where}; load {os.getloadavg()[0]:.2f})")


def _timed(work: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


if __name__ == "__main__":
    main()
