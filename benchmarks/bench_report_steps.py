"""The report's steps one by one, each step's wall and CPU seconds, from an empty cache and then warm, at one
commit or two compared in interleaved runs; and its tables written as the report writes them (CSV and Markdown),
to compare two commits byte for byte.

    python benchmarks/bench_report_steps.py [--commit HEAD] [--commit OLD] [--rounds 1] [--out FOLDER]
                                            [--steps N] [--no-warm] [--cache-from OLD]

Each repository at ``--commit`` is cloned into a temporary folder and run from there in a fresh process
(``PYTHONPATH`` the clone, ``WHISTODDS_CACHE`` a new empty folder), then again in a second fresh process on the
cache the first one left (warm).  With two commits, each round runs the first commit then the second (empty,
then warm), so that a busy machine slows both alike; a shared machine is judged by CPU seconds (user + system
of the process and of any it waited for, ``resource.getrusage``), not by one wall figure.  With
``--cache-from OLD`` the cache is first filled by a run of ``OLD`` (a cache left by older code), and the
commits then run on a copy of it.

A step "simulates" when it adds to the cache: compiled code (``numba``) or a simulated kernel (``kernels``),
which is printed beside it.  The steps: the imports, each section (its tables and charts), the odds explorer
and the page (the tables written, the HTML rendered); ``--steps`` stops after that many sections.  The report's
default size and seed (200,000 deals, seed 1793); the one-minute load average is printed beside each step, and
a summary of the medians at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]

STEPS = """
import json, os, resource, sys, time
from pathlib import Path

def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

out, steps, record = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
cache = Path(os.environ["WHISTODDS_CACHE"])
timings = []

def cached() -> dict[str, int]:
    files = [path.relative_to(cache).parts[0] for path in cache.rglob("*") if path.is_file()] if cache.exists() else []
    return {part: files.count(part) for part in set(files)}

def step(name, run):
    before, load, started, used = cached(), os.getloadavg()[0], time.perf_counter(), cpu()
    value = run()
    seconds, cpu_seconds = time.perf_counter() - started, cpu() - used
    after = cached()
    added = ", ".join(f"{after[part] - before.get(part, 0)} {part}" for part in sorted(after)
                      if after[part] > before.get(part, 0))
    timings.append({"step": name, "wall": seconds, "cpu": cpu_seconds, "load": load, "added": added})
    print(f"  {name:16} {seconds:6.1f} s wall {cpu_seconds:6.1f} s CPU  (load average {load:.2f})"
          + (f"  added to the cache: {added}" if added else ""), flush=True)
    return value

def imports():
    from whistodds.reports import report, sections
    return report, sections

report_module, sections_module = step("imports", imports)
DEFAULT_DEALS, DEFAULT_SEED = report_module.DEFAULT_DEALS, report_module.DEFAULT_SEED
from whistodds.reports.tables import spreadsheet_safe, to_markdown
for sub in ("charts", "tables"):
    (out / sub).mkdir(parents=True, exist_ok=True)
context = sections_module.ReportContext(DEFAULT_DEALS, DEFAULT_SEED, out / "charts")
page = report_module.Report(out, DEFAULT_DEALS, DEFAULT_SEED)
chosen = sections_module.registered_sections()[:steps]
for section in chosen:
    result = step(section.id, lambda: sections_module.run_section(section, context))
    page.sections.append((section, result))
    (out / f"{section.id}-findings.txt").write_text("\\n".join(result.findings) + "\\n", encoding="utf-8")
if len(chosen) == len(sections_module.registered_sections()):
    step("explorer", lambda: report_module._explorer(page, None))
    def write_page():
        from whistodds.reports.page import render_page
        for name, table in page.tables.items():
            spreadsheet_safe(table).to_csv(out / "tables" / f"{name}.csv", index=False)
            (out / "tables" / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
        (out / "index.html").write_text(render_page(page), encoding="utf-8")
    step("page", write_page)
else:
    for name, table in page.tables.items():
        spreadsheet_safe(table).to_csv(out / "tables" / f"{name}.csv", index=False)
        (out / "tables" / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
timings.append({"step": "process", "wall": time.perf_counter() - START, "cpu": cpu(), "load": os.getloadavg()[0],
                "added": ""})
print(f"  {'in all':16} {timings[-1]['wall']:6.1f} s wall {timings[-1]['cpu']:6.1f} s CPU (the process, "
      f"interpreter start and imports included)", flush=True)
record.write_text(json.dumps(timings), encoding="utf-8")
"""


def clone_at(commit: str, folder: Path) -> tuple[str, Path]:
    """The short hash of ``commit`` and a clone of the repository checked out at it, under ``folder``."""
    # The commit named here (a worktree's HEAD is its own branch, not the clone's default one).
    short = subprocess.run(["git", "rev-parse", "--short", commit], cwd=REPOSITORY, capture_output=True,
                           text=True, check=True).stdout.strip()
    clone = folder / f"clone-{short}"
    if not clone.exists():
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(REPOSITORY), str(clone)], check=True)
        subprocess.run(["git", "checkout", "--quiet", short], cwd=clone, check=True)
    return short, clone


def run_steps(clone: Path, cache: Path, out: Path, steps: int, title: str) -> list[dict[str, object]]:
    """One fresh process running the steps from ``clone`` on ``cache``; its timings."""
    record = out.parent / f"{out.name}.json"
    print(title, flush=True)
    environment = {**os.environ, "PYTHONPATH": str(clone), "WHISTODDS_CACHE": str(cache), "WHISTODDS_QUIET": "1"}
    program = "import time\nSTART = time.perf_counter()\n" + STEPS
    subprocess.run([sys.executable, "-c", program, str(out), str(steps), str(record)], cwd=clone,
                   env=environment, check=True)
    timings: list[dict[str, object]] = json.loads(record.read_text(encoding="utf-8"))
    return timings


def summary(results: dict[tuple[str, str], list[list[dict[str, object]]]]) -> None:
    """The median wall and CPU seconds of each step, for each commit and cache."""
    print("\nmedians over the rounds (wall / CPU seconds):")
    columns = list(results)
    names: list[str] = []
    for runs in results.values():
        for run in runs:
            names += [str(timing["step"]) for timing in run if timing["step"] not in names]
    print(f"  {'step':16}" + "".join(f"  {commit + ' ' + cache:>22}" for commit, cache in columns))
    for name in names:
        cells = []
        for column in columns:
            walls = [float(str(t["wall"])) for run in results[column] for t in run if t["step"] == name]
            cpus = [float(str(t["cpu"])) for run in results[column] for t in run if t["step"] == name]
            cells.append(f"{statistics.median(walls):9.1f} / {statistics.median(cpus):6.1f} CPU" if walls else
                         f"{'-':>22}")
        print(f"  {name:16}" + "".join(f"  {cell:>22}" for cell in cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", action="append", help="a commit to run (give two to compare; default HEAD)")
    parser.add_argument("--out", type=Path, help="write the steps' tables here, a folder per run (default: a "
                                                 "temporary folder)")
    parser.add_argument("--steps", type=int, default=99, help="stop after this many sections")
    parser.add_argument("--rounds", type=int, default=1, help="interleaved rounds (each commit once a round)")
    parser.add_argument("--no-warm", action="store_true", help="only from an empty cache")
    parser.add_argument("--no-empty", action="store_true", help="fill the cache untimed, then time warm runs")
    parser.add_argument("--cache-from", help="first fill the cache with a run of this (older) commit")
    options = parser.parse_args()
    commits = options.commit or ["HEAD"]
    with tempfile.TemporaryDirectory(prefix="bench-report-steps-") as name:
        folder = Path(name)
        out = options.out or folder / "tables"
        clones = [clone_at(commit, folder) for commit in commits]
        print(f"report steps, commits {', '.join(short for short, _ in clones)}, on {os.cpu_count()} cores; "
              f"tables in {out}")
        stale = None
        if options.cache_from:
            old, old_clone = clone_at(options.cache_from, folder)
            stale = folder / "stale-cache"
            run_steps(old_clone, stale, folder / "stale-out", options.steps, f"filling a cache with {old}")
        results: dict[tuple[str, str], list[list[dict[str, object]]]] = {}
        for round_number in range(1, options.rounds + 1):
            for short, clone in clones:
                cache = folder / f"cache-{short}-{round_number}"
                if stale is not None:
                    shutil.copytree(stale, cache, symlinks=True)
                first = "a cache left by older code" if stale is not None else "an empty cache"
                kinds = ([] if options.no_empty else [("empty" if stale is None else "stale", first)]) + \
                        ([] if options.no_warm else [("warm", "the warm cache")])
                if options.no_empty:
                    run_steps(clone, cache, out / f"{short}-fill-{round_number}", options.steps,
                              f"round {round_number}, commit {short}: filling the cache (untimed)")
                for kind, words in kinds:
                    run = run_steps(clone, cache, out / f"{short}-{kind}-{round_number}", options.steps,
                                    f"round {round_number}, commit {short}, from {words}:")
                    results.setdefault((short, kind), []).append(run)
        summary(results)
        if len(clones) == 2:
            (a, _), (b, _) = clones
            kind = "warm" if not options.no_warm else next(iter(results))[1]
            same = subprocess.run(["diff", "-r", str(out / f"{a}-{kind}-1" / "tables"),
                                   str(out / f"{b}-{kind}-1" / "tables")], capture_output=True, text=True)
            print(f"\ndiff -r of the two commits' tables ({kind}, round 1): "
                  + ("identical" if same.returncode == 0 else f"DIFFERENT\n{same.stdout[:2000]}"))


if __name__ == "__main__":
    main()
