"""The report's steps one by one from an empty cache, how long each takes and what it simulates, and
its tables written as the report writes them (CSV and Markdown), to compare two commits byte for byte.

    python benchmarks/bench_report_steps.py [--commit HEAD] [--out FOLDER] [--steps N]

The repository at ``--commit`` is cloned into a temporary folder and run from there in a fresh process
(``PYTHONPATH`` the clone, ``WHISTODDS_CACHE`` a new empty folder).  A step "simulates" when it adds to the
cache: compiled code (``numba``) or a simulated kernel (``kernels``), which is printed beside it; the run
stops after ``--steps`` steps (by default four: the claims section is the third).  The report's default size
and seed (200,000 deals, seed 1793); the one-minute load average is printed beside each step.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]

STEPS = """
import os, sys, time
from pathlib import Path
from whistodds.reports.report import DEFAULT_DEALS, DEFAULT_SEED
from whistodds.reports.sections import ReportContext, registered_sections, run_section
from whistodds.reports.tables import spreadsheet_safe, to_markdown

out, steps = Path(sys.argv[1]), int(sys.argv[2])
cache = Path(os.environ["WHISTODDS_CACHE"])
(out / "charts").mkdir(parents=True, exist_ok=True)
context = ReportContext(DEFAULT_DEALS, DEFAULT_SEED, out / "charts")

def cached() -> dict[str, int]:
    files = [path.relative_to(cache).parts[0] for path in cache.rglob("*") if path.is_file()] if cache.exists() else []
    return {part: files.count(part) for part in set(files)}

for number, section in enumerate(registered_sections()[:steps], 1):
    before, load, started = cached(), os.getloadavg()[0], time.perf_counter()
    result = run_section(section, context)
    seconds = time.perf_counter() - started
    after = cached()
    added = ", ".join(f"{after[part] - before.get(part, 0)} {part}" for part in sorted(after)
                      if after[part] > before.get(part, 0))
    for name, table in result.tables.items():
        spreadsheet_safe(table).to_csv(out / f"{name}.csv", index=False)
        (out / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
    (out / f"{section.id}-findings.txt").write_text("\\n".join(result.findings) + "\\n", encoding="utf-8")
    print(f"  step {number} {section.id:16} {seconds:6.1f} s  (load average {load:.2f})"
          + (f"  added to the cache: {added}" if added else ""), flush=True)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="HEAD", help="the commit to run")
    parser.add_argument("--out", type=Path, help="write the steps' tables here (default: a temporary folder)")
    parser.add_argument("--steps", type=int, default=4, help="stop after this many steps")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-report-steps-") as folder:
        clone, cache = Path(folder) / "clone", Path(folder) / "cache"
        # The commit named here (a worktree's HEAD is its own branch, not the clone's default one).
        commit = subprocess.run(["git", "rev-parse", "--short", options.commit], cwd=REPOSITORY, capture_output=True,
                                text=True, check=True).stdout.strip()
        subprocess.run(["git", "clone", "--quiet", str(REPOSITORY), str(clone)], check=True)
        subprocess.run(["git", "checkout", "--quiet", commit], cwd=clone, check=True)
        out = options.out or Path(folder) / "tables"
        print(f"report steps from an empty cache, commit {commit}, on {os.cpu_count()} cores; tables in {out}")
        environment = {**os.environ, "PYTHONPATH": str(clone), "WHISTODDS_CACHE": str(cache)}
        subprocess.run([sys.executable, "-c", STEPS, str(out), str(options.steps)], cwd=clone, env=environment,
                       check=True)


if __name__ == "__main__":
    main()
