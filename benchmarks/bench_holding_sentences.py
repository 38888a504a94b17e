"""Holding sentences (#40): the exact pattern counts over four hands, and simulated joined questions.

Run: .venv/bin/python benchmarks/bench_holding_sentences.py [--deals N]
Targets: an exact count that enumerates patterns over four hands within a second; a simulated question at
least 10,000,000 consistent deals a second (the dealing and the test of every statement, as a user waits).
Each line is the best of --repeats runs; the load average is printed, as other work on the cores slows them.
"""

from __future__ import annotations

import argparse
import os
import time

from whistodds.games.position import Position

EXACT = ("each hand holds a 4-3-3-3 hand", "no hand holds a void", "each hand holds no singleton or void",
         "partner holds a 4-4-3-2 hand and left holds a 5-3-3-2 hand",
         "any hand holds a void or any hand holds 13 cards of one suit",
         "partner holds a void given we hold at least 8 trumps", "either side holds all four honours",
         "left holds KS and right holds AS or partner holds QS")
SIMULATED = ("we hold at least 7 trumps and left holds a void", "partner holds KD",
             "(left holds a singleton or right holds a singleton) and not partner holds a 4-4-3-2 hand")
MY_HAND = "AS KS QS JS 10S 9H 8H 7H 6D 5D 4C 3C 2C"


def best(repeats: int, run) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=4_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    from whistodds.odds.holdings import simulate_sentence
    from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, sentence_exact

    print(f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}; load average: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; cores: {os.cpu_count()}; best of {args.repeats}")
    nothing = Position.from_options(trumps="spades")
    for text in EXACT:
        resolved = resolve_sentence(parse_sentence(text), nothing)
        figure = sentence_exact(resolved, nothing)
        seconds = best(args.repeats, lambda: sentence_exact(resolved, nothing))
        shown = "out of reach (simulated)" if figure is None else f"{float(figure):.6f}"
        print(f"exact      {seconds:7.3f} s  {shown:>24}  {text}")
    mine = Position.from_options(hand=MY_HAND, trumps="spades")
    simulate_sentence(resolve_sentence(parse_sentence(SIMULATED[0]), mine), mine, 10, seed=0)
    for text in SIMULATED:
        resolved = resolve_sentence(parse_sentence(text), mine)
        seconds = best(args.repeats, lambda: simulate_sentence(resolved, mine, args.deals, seed=1))
        print(f"simulated  {args.deals / seconds / 1e6:7.1f} M deals/s  ({args.deals:,} deals, my hand known)  {text}")


if __name__ == "__main__":
    main()
