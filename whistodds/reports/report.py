"""The full report: every table as CSV and Markdown, every chart as PNG, one self-contained index.html.

Each section of the page is a module of :mod:`whistodds.reports.sections` (its tables, charts, findings and
verdicts); this module runs them in order, writes what they made and renders the page.

>>> # build_report("report", deals=200_000, seed=1793)   # minutes: benchmarks/bench_report.py times it
"""

from __future__ import annotations

from collections.abc import Callable, Collection
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
                 only: Collection[str] | None = None, explorer: bool = True) -> Report:
    """Compute every section (or those named in ``only``) and write it under ``out``, with the odds explorer
    unless ``explorer`` is false; ``progress`` is told of each finished step.  Simulations run on ``executor``
    if given (the figures do not depend on it).

    The report is built in a hidden folder beside ``out`` and put in its place at the end: an
    interrupted or failed run leaves an earlier report there untouched, and no partial one.
    """
    from whistodds.reports.page import render_page

    deals = check_count(deals, "deals", MAX_REPORT_DEALS)
    if deals < 1000:
        raise ValueError(f"deals={deals!r} is not allowed; use 1000 to {MAX_REPORT_DEALS:,}")
    sections = chosen_sections(only)
    target = Path(out)
    check_replaceable(target, REPORT_ENTRIES)
    target.parent.mkdir(parents=True, exist_ok=True)
    with whole_folder(target) as folder:
        for sub in ("tables", "charts"):
            (folder / sub).mkdir()
        report = Report(folder, deals, seed)
        context = ReportContext(deals, seed, folder / "charts", executor)
        for section in sections:
            report.sections.append((section, run_section(section, context)))
            if progress is not None:
                progress(1)
        if explorer:
            _explorer(report, executor)
            if progress is not None:
                progress(1)
        for name, table in report.tables.items():
            spreadsheet_safe(table).to_csv(folder / "tables" / f"{name}.csv", index=False)
            (folder / "tables" / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
        (folder / "index.html").write_text(render_page(report), encoding="utf-8")
    report.out = target
    for _, result in report.sections:
        result.charts = {name: target / "charts" / path.name for name, path in result.charts.items()}
    return report


def n_steps(only: Collection[str] | None = None, explorer: bool = True) -> int:
    """The steps ``build_report`` reports progress on: one a section, and the explorer."""
    return len(chosen_sections(only)) + int(explorer)


def _explorer(report: Report, executor: Executor | None) -> None:
    from whistodds.reports.explorer import build_explorer, report_explorer_run

    deals, seed = report_explorer_run(report.deals, report.seed)
    build_explorer(report.out / "explorer.html", deals=deals, seed=seed, executor=executor)
    report.explorer = "explorer.html"
