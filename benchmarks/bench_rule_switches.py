"""The cost of the rule switches (issue 29) to ``hoyle``'s throughput: the engine and ``hoyle`` as they stand
(every rule a run-time switch, all on) against the same two files before the switches, compiled in this
process from git (``--baseline``, a commit before them), on the same deals.

Run: .venv/bin/python benchmarks/bench_rule_switches.py [--deals N] [--repeats R] [--baseline COMMIT]
The two are timed interleaved, one thread each, R times; the median of each, their ratio and the load
average (the machine is shared) are printed.  Target: the switches cost at most 5%.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numba
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from whistodds.games import LONG_WHIST  # noqa: E402
from whistodds.simulations import deal  # noqa: E402
from whistodds.simulations.play import build  # noqa: E402
from whistodds.simulations.play.api import play_seeds, sight_masks  # noqa: E402
from whistodds.simulations.play.arguments import DealBatch, Outputs, Rules, Table  # noqa: E402
from whistodds.simulations.play.models import get_model  # noqa: E402
from whistodds.simulations.play.compiled.tables import strength_tables  # noqa: E402


def _baseline_module(commit: str, path: str, name: str, folder: Path) -> object:
    """``path`` as it was at ``commit``, imported as module ``name``."""
    text = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{path}"], capture_output=True, text=True,
                          check=True).stdout
    for moved in ("bits", "suits"):  # the baseline's helpers, moved (unchanged) into play/compiled/ since
        text = text.replace(f"whistodds.simulations.play.{moved} ", f"whistodds.simulations.play.compiled.{moved} ")
    file = folder / f"{name}.py"
    file.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _arguments(deals: object, n: int) -> tuple[object, ...]:
    """The engine's arguments for long whist under ``hoyle``, every seat, no recording (the plain loop)."""
    game = LONG_WHIST
    tables = strength_tables(game)
    batch = DealBatch(play_seeds(np.random.default_rng(1), n), np.ascontiguousarray(deals.hands),
                      np.asarray(deals.dealer, np.uint8), np.asarray(deals.trump, np.uint8), False)
    table = Table(0, np.zeros((1, 4), np.int64), np.array(game.seat_sides, np.int64), 2, 1,
                  np.array([14], np.int64), np.array([0], np.int64), sight_masks(game), np.zeros((1, 4), np.int64))
    rules = Rules(tables.card_keys, tables.plain_code, tables.trump_code, np.zeros(13, np.int64), -1, False, 12)
    outputs = Outputs(False, np.empty((n, 2), np.int64), np.empty((n, 2), np.int64), np.empty((0, 0, 0), np.uint8),
                      np.empty((0, 0), np.uint8), np.empty((0, 0), np.uint8))
    return batch, table, rules, outputs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--baseline", default="5f5cd28", help="a commit before the rule switches")
    args = parser.parse_args()
    n = args.deals
    deals = deal(LONG_WHIST, n, seed=1)
    batch, table, rules, outputs = _arguments(deals, n)
    with tempfile.TemporaryDirectory() as folder:
        sys.path.insert(0, folder)
        old_hoyle = _baseline_module(args.baseline, "whistodds/simulations/play/hoyle.py", "baseline_hoyle", Path(folder))
        old_engine = _baseline_module(args.baseline, "whistodds/simulations/play/engine.py", "baseline_engine",
                                      Path(folder))
        names = {"_choose": build._dispatch([old_hoyle.choose_hoyle]),  # type: ignore[attr-defined]
                 "_choose_lead": build._dispatch([old_hoyle.lead_hoyle]), "_ATTENDING": 0}  # type: ignore[attr-defined]
        before = numba.njit(nogil=True)(build._rebind(old_engine.play_range, names, "baseline"))  # type: ignore[attr-defined]
        now = build.engine((get_model("hoyle"),)).play_range
        old_table = tuple(table)[:8]  # the engine before the switches reads eight fields
        old_batch = tuple(batch)[:5]  # five of the deals' fields (no ``start``: play from the first card)
        old_outputs = tuple(outputs)[:6]  # and six of the outputs' (no ``random_states``); the same arrays
        start = time.perf_counter()
        before(0, 1000, old_batch, old_table, rules, old_outputs, None)
        print(f"compiled the engine before the switches ({args.baseline}) in {time.perf_counter() - start:.0f} s")
        now(0, 1000, batch, table, rules, outputs, None)
        tricks_before = outputs.tricks.copy()
        timings: dict[str, list[float]] = {"before": [], "switches": []}
        for _ in range(args.repeats):
            for label, run, deals_in, arguments, out in (("before", before, old_batch, old_table, old_outputs),
                                                         ("switches", now, batch, table, outputs)):
                start = time.perf_counter()
                run(0, n, deals_in, arguments, rules, out, None)
                timings[label].append(n / (time.perf_counter() - start))
                if label == "before":
                    tricks_before = outputs.tricks.copy()
        same = bool(np.array_equal(tricks_before, outputs.tricks))
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores; "
          f"{n:,} long-whist deals, one thread, hoyle every seat, {args.repeats} interleaved runs")
    for label in timings:
        print(f"  {label:9}: median {statistics.median(timings[label]):>10,.0f} deals/s  "
              f"(runs: {', '.join(f'{rate:,.0f}' for rate in timings[label])})")
    ratio = statistics.median(timings["switches"]) / statistics.median(timings["before"])
    print(f"  with the switches / without: {ratio:.3f} (cost {100 * (1 - ratio):+.1f}%; target at most 5%); "
          f"same tricks: {same}")


if __name__ == "__main__":
    main()
