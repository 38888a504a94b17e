"""The page (``whist-odds serve``) measured as a browser would use it: the time from start to the first answer,
the warm latency of an odds question and of a holding question (median and 95th percentile), and requests a
second for the odds question, several clients at once.

    python benchmarks/bench_page.py [--requests 200] [--clients 4]

The server is started as a process of its own (``python -m whistodds serve --no-open``) on 127.0.0.1 and a
free port, and stopped by SIGINT.  Warm: each question asked once first (its kernel loaded, its answer kept),
then asked ``--requests`` times; a kept answer is what a second reader of the same question gets.  A fresh
question (a new seed each time: nothing kept) is timed too, the work of a worker process.  The one-minute load
average is printed beside each figure.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor


def start() -> tuple[subprocess.Popen[str], str, float]:
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "whistodds", "serve", "--no-open"], stdout=subprocess.PIPE,
                               text=True)
    assert process.stdout is not None
    address = process.stdout.readline().split()[3]
    return process, address, started


def get(address: str, path: str) -> float:
    began = time.perf_counter()
    with urllib.request.urlopen(address + path, timeout=600) as reply:
        reply.read()
    return time.perf_counter() - began


def describe(name: str, seconds: list[float]) -> None:
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    print(f"  {name}: median {1000 * statistics.median(seconds):.1f} ms, 95th percentile {1000 * p95:.1f} ms "
          f"({len(seconds)} requests; load {os.getloadavg()[0]:.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--clients", type=int, default=4)
    args = parser.parse_args()
    odds = "api/odds?game=long&score=7-4&deal=them&seed=1"
    holding = "api/holding?" + urllib.parse.urlencode({"question": "partner holds at least 1 of AS KS",
                                                      "hand": "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC", "seed": "1"})
    process, address, started = start()
    try:
        first = get(address, odds)
        print(f"start to first answer: {time.perf_counter() - started:.2f} s (the first answer alone {first:.2f} s; "
              f"load {os.getloadavg()[0]:.1f})")
        for name, path in (("odds, warm", odds), ("holding, warm", holding)):
            try:
                get(address, path)
            except urllib.error.HTTPError as error:
                print(f"  {name}: not answered ({error.code})")
                continue
            describe(name, [get(address, path) for _ in range(args.requests)])
        describe("odds, a fresh seed each time (answered by a worker)",
                 [get(address, odds.replace("seed=1", f"seed={1000 + n}")) for n in range(max(args.requests // 10, 5))])
        began = time.perf_counter()
        with ThreadPoolExecutor(args.clients) as clients:
            list(clients.map(lambda _: get(address, odds), range(args.requests)))
        elapsed = time.perf_counter() - began
        print(f"  odds, {args.clients} clients at once: {args.requests / elapsed:.0f} requests a second "
              f"(load {os.getloadavg()[0]:.1f})")
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=120)


if __name__ == "__main__":
    main()
