"""A partnership's count and a hand pattern joined by 'or' (#50 item 3): each counted exactly, warm.

Run: .venv/bin/python benchmarks/bench_exact_or.py [--repeats N]
Target: each exact answer within a second, warm (the sentence read and the count made, after a first run).
Each line is the best of --repeats runs; the load average is printed, as other work on the cores slows them.
"""

from __future__ import annotations

import argparse
import os
import time

from whistodds.games.position import Position
from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, sentence_exact

SENTENCES = ("left holds a void or right holds a void",
             "left holds a singleton or right holds a 4-4-3-2 hand",
             "me and partner hold at least 7 trumps between them or left holds a void",
             "we hold at least 8 trumps between them or right holds a singleton",
             "left and right hold at most 4 trumps between them or partner holds a 4-4-3-2 hand",
             "me and partner hold at least 7 trumps between them and left holds a void",
             "me and partner hold at least 7 trumps between them or left holds a void or right holds a void",
             "we hold at least 9 trumps between them or left holds no singleton or void")
POSITIONS = {"nothing seen": Position.from_options(trumps="spades"),
             "my hand seen": Position.from_options(hand="AS KS 2S 3S AH KH 2H 3D 4D 5D 2C 3C 4C", trumps="spades")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    for name, position in POSITIONS.items():
        for sentence in SENTENCES:
            def run() -> object:
                return sentence_exact(resolve_sentence(parse_sentence(sentence), position), position)

            figure = run()  # the first run warms the caches
            times = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                run()
                times.append(time.perf_counter() - start)
            shown = "out of reach" if figure is None else f"{float(figure):.6f}"  # type: ignore[arg-type]
            print(f"{min(times):7.3f} s  {shown:>12}  {name}: {sentence}")


if __name__ == "__main__":
    main()
