"""Where the play engine's time goes, function by function: the compiled functions of hoyle's engine sampled by
Linux ``perf`` while it plays, each one's share of the samples that fell in the engine.

    python benchmarks/profile_play.py [--deals 200000] [--plays 10] [--build units|inlined]

The engine is compiled afresh in a fresh process (an empty cache of its own, ``WHISTODDS_CACHE``), so that its
object code is at hand: the addresses and sizes of its functions (numba's own library, and ``nm`` on its object
code) are written where ``perf`` looks for the symbols of code made at run time (``/tmp/perf-<pid>.map``).  The
process then plays ``--deals`` deals ``--plays`` times on one thread, and ``perf report`` gives the samples by
symbol; those in the engine's functions are printed, each as a share of them all.  A function that LLVM inlined
into its caller counts in the caller.  Needs ``perf`` (Debian's ``linux-perf``) and ``nm`` (binutils).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

PLAY = """
import os, subprocess, sys
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.dealing import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.build import engine
from whistodds.simulations.play.models import get_model
deals, plays, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
hoyle = get_model("hoyle")
play(deal(LONG_WHIST, 10, seed=1), hoyle, seed=1, record=False, threads=1)  # compiled now, in this process
symbols = []
for overload in engine((hoyle,), inlined=os.environ["WHISTODDS_ENGINE_BUILD"] == "inlined").play_range.overloads.values():
    library = overload.library
    objects = os.path.join(folder, "engine.o")
    with open(objects, "wb") as out:
        out.write(library._get_compiled_object())  # numba's object code for the loop and all it calls
    listed = subprocess.run(["nm", "-S", "--defined-only", objects], capture_output=True, text=True, check=True)
    for line in listed.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            address = library.get_pointer_to_function(parts[3])
            if address:
                symbols.append((address, int(parts[1], 16), parts[3]))
with open(f"/tmp/perf-{os.getpid()}.map", "w") as out:
    out.writelines(f"{address:x} {size:x} {name}\\n" for address, size, name in sorted(symbols))
cards = deal(LONG_WHIST, deals, seed=2)
for _ in range(plays):
    play(cards, hoyle, seed=1, record=False, threads=1)
"""


def readable(symbol: str) -> str:
    """A compiled function's name from numba's mangled one: ``hoyle.lead._lead`` (its build's digest dropped)."""
    if not symbol.startswith("_ZN"):
        return symbol
    parts, at = [], 3
    while at < len(symbol) and symbol[at].isdigit():
        digits = re.match(r"\d+", symbol[at:])
        assert digits is not None
        at += len(digits.group())
        parts.append(symbol[at:at + int(digits.group())])
        at += int(digits.group())
    name = ".".join(parts[3:] if parts[:3] == ["whistodds", "simulations", "play"] else parts)
    return re.sub(r"__\w*?_[0-9a-f]{10}(_inlined)?$", "", name).replace("compiled.", "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--plays", type=int, default=10)
    parser.add_argument("--build", choices=["units", "inlined"], default="units")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="profile-play-") as name:
        folder = Path(name)
        environment = {**os.environ, "WHISTODDS_CACHE": str(folder / "cache"), "WHISTODDS_QUIET": "1",
                       "WHISTODDS_ENGINE_BUILD": options.build}
        data = folder / "perf.data"
        subprocess.run(["perf", "record", "--quiet", "-F", "999", "-o", str(data), sys.executable, "-c", PLAY,
                        str(options.deals), str(options.plays), name], env=environment, check=True)
        report = subprocess.run(["perf", "report", "--stdio", "-i", str(data), "--sort", "sym", "--percent-limit",
                                 "0"], capture_output=True, text=True, check=True).stdout
    shares: dict[str, float] = {}
    for line in report.splitlines():
        found = re.match(r"\s*([\d.]+)%\s+\[\.\]\s+(\S+)", line)
        if found and "whistodds" in found.group(2) and "cpython" not in found.group(2):
            key = readable(found.group(2))
            shares[key] = shares.get(key, 0.0) + float(found.group(1))
    total = sum(shares.values())
    print(f"hoyle's play engine ({options.build} build), {options.plays} plays of {options.deals:,} deals on one "
          f"thread: each compiled function's share of the samples in the engine")
    for function, share in sorted(shares.items(), key=lambda item: -item[1]):
        print(f"  {share / total:6.1%}  {function}")


if __name__ == "__main__":
    main()
