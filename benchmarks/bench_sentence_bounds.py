"""The costliest holding sentences the bounds accept (#46 item 3), and the issue's sentences they refuse.

Each is `whist-odds holding SENTENCE --trumps spades --seed 1` (1,000,000 deals simulated) in a fresh process;
``/usr/bin/time`` gives its wall and CPU seconds and its peak resident memory.  Goal: every accepted sentence
within the stated bound (the exact count's records, whistodds/simulations/limits.py) and a few seconds of CPU;
every refused one a line in about the time the command takes to start.

    python benchmarks/bench_sentence_bounds.py          # about a minute on two idle cores
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

COMMAND = shutil.which("whist-odds") or str(Path(__file__).resolve().parents[1] / ".venv" / "bin" / "whist-odds")
SEATS = ("me", "left", "partner", "right")
RANKS = ("aces", "kings", "queens", "knaves", "tens", "nines", "eights", "sevens")
CARDS = [rank + suit for suit in "SHDC" for rank in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]
GROUPS = ("any hand", "each hand", "no hand", "either side")
SHAPES = ("a void", "a singleton", "a 4-4-3-2 hand", "a five-card suit", "2 trumps", "a doubleton", "a 5-4-3-1 hand",
          "at least 3 trumps")

ACCEPTED = {
    "16 counts of ranks, or": " or ".join(f"{SEATS[i % 4]} holds {1 + i % 3} {RANKS[(i // 4) % 4]}" for i in range(16)),
    "16 counts by group, or": " or ".join(f"{GROUPS[i % 4]} holds {1 + i % 3} {RANKS[(i // 2) % 8]}"
                                          for i in range(16)),
    "16 patterns and counts, or": " or ".join(f"{SEATS[i % 4]} holds {SHAPES[(i + i // 4) % 8]}" for i in range(16)),
    "16 cards, or": " or ".join(f"{SEATS[i % 4]} holds {CARDS[i]}" for i in range(16)),
    "7 mixed, hand by hand": ("partner holds 2 aces or left holds AS and we hold at least 4 trumps or left holds AS or "
                              "we hold at least 4 trumps or left holds AS and right holds a void"),
}
REFUSED = {
    "500 brackets deep": "(" * 500 + "left holds AS" + ")" * 500,
    "156 statements (every seat, every card)": " or ".join(f"{seat} holds {card}" for card in CARDS[:39]
                                                           for seat in SEATS),
    "18 three-way ors joined by and": " and ".join(
        f"(left holds {CARDS[3 * i]} or partner holds {CARDS[3 * i + 1]} or right holds {CARDS[3 * i + 2]})"
        for i in range(17)) + " and (left holds 2C or partner holds 3C or right holds 4C)",
    "a 10 kB and chain": " and ".join(f"left holds {card}" for card in CARDS) * 12,
}


def measure(sentence: str) -> tuple[int, float, float, float]:
    """Exit code, wall seconds, CPU seconds (user and system), peak resident MB of one run."""
    with tempfile.NamedTemporaryFile("r") as report:
        result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", report.name, COMMAND, "holding",
                                 sentence, "--trumps", "spades", "--seed", "1"], capture_output=True, text=True)
        wall, user, system, peak = report.read().split()[-4:]
    return result.returncode, float(wall), float(user) + float(system), int(peak) / 1024


def main() -> None:
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}; load average: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; cores: {os.cpu_count()}")
    for kind, sentences in (("accepted", ACCEPTED), ("refused", REFUSED)):
        for name, sentence in sentences.items():
            code, wall, cpu, peak = measure(sentence)
            print(f"{kind:8}  exit {code}  {wall:6.1f} s wall  {cpu:6.1f} s CPU  {peak:6.0f} MB  {name}")


if __name__ == "__main__":
    main()
