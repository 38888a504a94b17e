"""The full report: every table as CSV and Markdown, every chart as PNG, one self-contained index.html.

Each section of the page is a module of :mod:`whistodds.reports.sections` (its tables, charts, findings and
verdicts); this module runs them in order, writes what they made and renders the page.

>>> # build_report("report", deals=200_000, seed=1793)   # minutes: benchmarks/bench_report.py times it
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from concurrent.futures import Executor
from pathlib import Path

import pandas as pd

from whistodds.reports.files import check_replaceable, whole_folder
from whistodds.reports.findings import Report as Report
from whistodds.reports.sections import ReportContext, Section, SectionResult, registered_sections, run_section
from whistodds.simulations.batches import check_count
from whistodds.simulations.limits import MAX_REPORT_DEALS
from whistodds.reports.tables import spreadsheet_safe, to_markdown

DEFAULT_DEALS = 200_000
REPORT_ENTRIES = {"index.html", "tables", "charts", "explorer.html"}  # what a report folder holds, and so may be replaced
DEFAULT_SEED = 1793
EXPLORER_PAGE = "explorer.html"


def chosen_sections(only: Collection[str] | None = None) -> tuple[Section, ...]:
    """The registered sections, or those of them whose ids are in ``only`` (in the page's order)."""
    sections = registered_sections()
    if only is None:
        return sections
    unknown = sorted(set(only) - {section.id for section in sections})
    if unknown:
        raise ValueError(f"unknown section {', '.join(map(repr, unknown))}; use one of "
                         f"{', '.join(section.id for section in sections)}")
    return tuple(section for section in sections if section.id in only)


def build_report(out: str | Path, deals: int = DEFAULT_DEALS, seed: int = DEFAULT_SEED,
                 progress: Callable[[int], None] | None = None, executor: Executor | None = None, *,
                 only: Collection[str] | None = None, explorer: bool = True, jobs: int | None = None) -> Report:
    """Compute every section (or those named in ``only``) and write it under ``out``, with the odds explorer
    unless ``explorer`` is false; ``progress`` is told of each finished step.  The steps run side by side on
    ``jobs`` processes (default: one a core, :func:`~whistodds.reports.steps.report_jobs`; one, in this
    process, when there is one step or an ``executor`` is given), the simulations within a step on ``executor``
    if given; the figures and files depend on neither.

    The report is built in a hidden folder beside ``out`` and put in its place at the end: an
    interrupted or failed run leaves an earlier report there untouched, and no partial one.
    """
    from whistodds.reports.page import render_page
    from whistodds.reports.steps import report_jobs

    deals = check_count(deals, "deals", MAX_REPORT_DEALS)
    if deals < 1000:
        raise ValueError(f"deals={deals!r} is not allowed; use 1000 to {MAX_REPORT_DEALS:,}")
    sections = chosen_sections(only)
    if jobs is None:
        jobs = 1 if executor is not None else report_jobs(n_steps(only, explorer))
    elif isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise ValueError(f"jobs={jobs!r} is not allowed; use a whole number 1 or more")
    target = Path(out)
    check_replaceable(target, REPORT_ENTRIES)
    target.parent.mkdir(parents=True, exist_ok=True)
    with whole_folder(target) as folder:
        for sub in ("tables", "charts"):
            (folder / sub).mkdir()
        report = Report(folder, deals, seed)
        _run(report, sections, explorer, executor, jobs, progress)
        for name, table in report.tables.items():
            spreadsheet_safe(table).to_csv(folder / "tables" / f"{name}.csv", index=False)
            (folder / "tables" / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
        (folder / "index.html").write_text(render_page(report), encoding="utf-8")
    report.out = target
    for _, result in report.sections:
        result.charts = {name: target / "charts" / path.name for name, path in result.charts.items()}
    return report


def _run(report: Report, sections: Sequence[Section], explorer: bool, executor: Executor | None, jobs: int,
         progress: Callable[[int], None] | None) -> None:
    """Run the sections and the explorer into ``report``: in this process in turn (one job, or an executor for
    the simulations), else side by side (:func:`~whistodds.reports.steps.run_steps`), the explorer, the longest
    step, first."""
    from whistodds.reports.explorer import report_explorer_run
    from whistodds.reports.steps import Step, run_steps

    charts = report.out / "charts"
    if jobs == 1 or executor is not None:
        context = ReportContext(report.deals, report.seed, charts, executor)
        for section in sections:
            report.sections.append((section, run_section(section, context)))
            if progress is not None:
                progress(1)
        if explorer:
            _explorer(report, executor)
            if progress is not None:
                progress(1)
        return
    steps = [Step(section, report.deals, report.seed, charts) for section in sections]
    if explorer:
        deals, seed = report_explorer_run(report.deals, report.seed)
        steps.insert(0, Step(None, deals, seed, charts, report.out / "explorer.html"))
    results = run_steps(steps, jobs, None if progress is None else lambda: progress(1))
    report.sections.extend((section, result) for section, result in zip(sections, results[int(explorer):])
                           if result is not None)
    if explorer:
        report.explorer = EXPLORER_PAGE


def n_steps(only: Collection[str] | None = None, explorer: bool = True) -> int:
    """The steps ``build_report`` reports progress on: one a section, and the explorer."""
    return len(chosen_sections(only)) + int(explorer)


def _explorer(report: Report, executor: Executor | None) -> None:
    from whistodds.reports.explorer import build_explorer, report_explorer_run

    deals, seed = report_explorer_run(report.deals, report.seed)
    build_explorer(report.out / EXPLORER_PAGE, deals=deals, seed=seed, executor=executor)
    report.explorer = EXPLORER_PAGE
