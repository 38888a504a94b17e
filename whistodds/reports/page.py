"""The report's index.html, rendered from the Jinja2 template ``templates/report.html.j2``.

The page opens with a summary of verdicts, then a table of contents, one section per question (its sources
quoted, its findings, each chart with the sentence that explains it, its tables collapsed), and a glossary.
"""

from __future__ import annotations

import base64
import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from whistodds import __version__
from whistodds.reports.quotes import QUOTES, SOURCE_TITLES, Quote
from whistodds.reports.sections import CHART_READINGS, GLOSSARY, SECTIONS, TABLE_TITLES, Section

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.reports.report import Report

MAX_ROWS = 60  # rows shown in a collapsed table; the CSV has them all
LEADING_COLUMNS = {"text", "claim"}  # the source's own words, shown first so that a narrow page keeps them wide
PROSE_COLUMNS = {"text", "claim", "statement", "entry", "note", "reading", "verdict", "printed_odds", "source"}


@dataclass(frozen=True)
class Verdict:
    """One line of the summary: what was checked, the verdict in plain words with its figure, and the section
    (its id) that shows the evidence."""

    section: str
    checked: str
    verdict: str


_PLAIN = (
    (re.compile(r"(\d) pp\b"), r"\1 percentage points"),
    (re.compile(r"\bpp\b"), "percentage points"),
    (re.compile(r"\bexact DP\b"), "exact calculation"),
    (re.compile(r"\(DP\)"), "(exact calculation)"),
    (re.compile(r"\bDP\b"), "exact calculation"),
)


def plain_words(sentence: str) -> str:
    """A finding with its jargon spelled out; the numbers are left exactly as they are.

    >>> plain_words("off by 2.65 pp (95% 1.2-3.1), against the exact DP")
    'off by 2.65 percentage points (95% 1.2-3.1), against the exact calculation'
    """
    for pattern, words in _PLAIN:
        sentence = pattern.sub(words, sentence)
    return sentence.strip()


def human_title(name: str) -> str:
    """A table's title for a reader: from TABLE_TITLES, else its name in words.

    >>> human_title("deal_kernels"), human_title("some_new_table")
    ("What one deal gives the dealer's side, under each model of play", 'Some new table')
    """
    return TABLE_TITLES.get(name) or name.replace("_", " ").replace("-", " ").capitalize()


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return "" if value != value else f"{value:.4f}"
    return str(value)


def table_view(name: str, table: "pd.DataFrame") -> dict[str, Any]:
    """What the template needs of a table: title, file names, columns with their alignment, the first rows."""
    import pandas as pd

    first = [column for column in table.columns if str(column) in LEADING_COLUMNS]
    table = table[first + [column for column in table.columns if column not in first]]  # the 1793 text first
    columns = [{"name": str(column),
                "kind": "prose" if str(column) in PROSE_COLUMNS or (
                    table[column].dtype == object and table[column].astype(str).str.len().mean() > 24)
                else "text" if not pd.api.types.is_numeric_dtype(table[column]) else "number"}
               for column in table.columns]
    rows = [[_cell(value) for value in row] for row in table.head(MAX_ROWS).itertuples(index=False)]
    return {"name": name, "title": human_title(name), "rows": rows, "columns": columns, "n_rows": len(table),
            "csv": f"tables/{name}.csv", "markdown": f"tables/{name}.md", "cut": len(table) > MAX_ROWS}


def chart_view(name: str, path: Path, caption: str) -> dict[str, str]:
    """A chart embedded as a data: URI, with its caption, the sentence that explains it and its file."""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return {"name": name, "caption": caption, "reading": CHART_READINGS.get(name, ""),
            "src": f"data:image/png;base64,{data}", "file": f"charts/{name}.png"}


@dataclass
class _SectionView:
    id: str
    title: str
    question: str
    quotes: list[Quote] = field(default_factory=list)
    findings: list[list[dict[str, Any]]] = field(default_factory=list)
    charts: list[dict[str, str]] = field(default_factory=list)
    tables: list[dict[str, Any]] = field(default_factory=list)


def findings_list(lines: list[str]) -> list[dict[str, Any]]:
    """Findings as list items in plain words; an indented line is a detail of the item before it."""
    items: list[dict[str, Any]] = []
    for line in lines:
        if line.startswith("  ") and items:
            items[-1]["details"].append(plain_words(line))
        else:
            items.append({"text": plain_words(line), "details": []})
    return items


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "section"


def section_views(report: "Report", captions: dict[str, str]) -> list[_SectionView]:
    """The sections in order, each with its own findings, charts and tables; anything the known sections do
    not claim (a step added later) gets a section of its own, or goes under 'More charts and tables'."""
    used_findings: set[str] = set()
    used_charts: set[str] = set()
    used_tables: set[str] = set()
    views = []

    def fill(view: _SectionView, section: Section) -> None:
        for title in section.findings:
            if title in report.findings:
                view.findings.append(findings_list(report.findings[title]))
                used_findings.add(title)
        for name in section.charts:
            if name in report.charts:
                view.charts.append(chart_view(name, report.charts[name], captions.get(name, name)))
                used_charts.add(name)
        for name in section.tables:
            if name in report.tables:
                view.tables.append(table_view(name, report.tables[name]))
                used_tables.add(name)

    for section in SECTIONS:
        view = _SectionView(section.id, section.title, section.question, list(QUOTES.get(section.id, ())))
        fill(view, section)
        if view.findings or view.charts or view.tables:
            views.append(view)
    for title, lines in report.findings.items():
        if title not in used_findings:
            views.append(_SectionView(_slug(title), title, "", [], [findings_list(lines)]))
    rest = _SectionView("more", "More charts and tables", "")
    rest.charts = [chart_view(n, p, captions.get(n, n)) for n, p in report.charts.items() if n not in used_charts]
    rest.tables = [table_view(n, t) for n, t in report.tables.items() if n not in used_tables]
    if rest.charts or rest.tables:
        views.append(rest)
    return views


def _environment():
    from jinja2 import Environment, PackageLoader, StrictUndefined

    return Environment(loader=PackageLoader("whistodds.reports", "templates"), autoescape=True,
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def render_page(report: "Report", captions: dict[str, str]) -> str:
    """The whole index.html for ``report``, self-contained (charts embedded, style inline)."""
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    sections = section_views(report, captions)
    known = {view.id for view in sections}
    summary = [Verdict(line.section, plain_words(line.checked), plain_words(line.verdict))
               for line in report.summary if line.section in known]
    return _environment().get_template("report.html.j2").render(
        version=__version__, stamp=stamp, deals=report.deals, seed=report.seed, summary=summary,
        sections=sections, glossary=GLOSSARY, explorer=report.explorer, source_titles=SOURCE_TITLES)
