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
from whistodds.reports.glossary import glossary
from whistodds.reports.quotes import QUOTES, SOURCE_TITLES, Quote
from whistodds.reports.sections import Section, SectionResult

if TYPE_CHECKING:
    import pandas as pd
    from jinja2 import Environment

    from whistodds.reports.findings import Report
    from whistodds.simulations.play.models import PlayModel

MAX_ROWS = 60  # rows shown in a collapsed table; the CSV has them all
LEADING_COLUMNS = {"text", "claim"}  # the source's own words, shown first so that a narrow page keeps them wide
# A table that gives verdicts shows first the verdict, then the figure it rests on (the gap, then the two
# probabilities set against each other), then the words checked: what a reader looks for, at the left.
VERDICT_FIRST = ("verdict", "how_far", "difference_pp", "stated_probability", "historical_probability", "model_probability",
                 "exact_probability", "quote", "text", "claim")
PROSE_COLUMNS = {"text", "claim", "statement", "entry", "note", "reading", "verdict", "printed_odds", "source",
                 "read_as", "how_far", "other_reading"}


@dataclass(frozen=True)
class SummaryLine:
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
    """A table's title for a reader when its section gives none: its name in words.

    >>> human_title("some_new_table")
    'Some new table'
    """
    return name.replace("_", " ").replace("-", " ").capitalize()


def table_title(section: Section, result: SectionResult, name: str) -> str:
    """The title ``section`` gives table ``name``, its ``{fields}`` filled from the result (``{rows}``: the
    table's length), else the name in words."""
    title = section.tables.get(name)
    if title is None:
        return human_title(name)
    return title.format_map({**result.fill, "rows": f"{len(result.tables[name]):,}"})


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return "" if value != value else f"{value:.4f}"
    return str(value)


def leading_columns(columns: list[Any]) -> list[Any]:
    """The columns in the order the page shows them: a table with a verdict leads with it and its figures
    (:data:`VERDICT_FIRST`); any other with the source's own words (:data:`LEADING_COLUMNS`).

    >>> leading_columns(["id", "quote", "model_probability", "verdict", "difference_pp", "model"])
    ['verdict', 'difference_pp', 'model_probability', 'quote', 'id', 'model']
    >>> leading_columns(["statement", "text", "p"])
    ['text', 'statement', 'p']
    """
    names = [str(column) for column in columns]
    lead = [name for name in VERDICT_FIRST if name in names] if "verdict" in names else \
        [name for name in names if name in LEADING_COLUMNS]
    first = [columns[names.index(name)] for name in lead]
    return first + [column for column in columns if column not in first]


def table_parts(table: "pd.DataFrame") -> list[tuple[str, "pd.DataFrame"]]:
    """A long table (over :data:`MAX_ROWS` rows) that mixes sources, split by its ``source`` column, in order of
    first appearance: (the part of the source's name after its book, rows); else the table whole, ("", table).

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"source": ["B: Rules"] * 40 + ["B: Calculations"] * 30, "x": range(70)})
    >>> [(name, len(part)) for name, part in table_parts(rows)]
    [('Rules', 40), ('Calculations', 30)]
    """
    if len(table) <= MAX_ROWS or "source" not in table.columns or table["source"].nunique() < 2:
        return [("", table)]
    return [(str(source).split(": ", 1)[-1], table[table["source"] == source])
            for source in dict.fromkeys(table["source"])]


def table_view(name: str, table: "pd.DataFrame", title: str, *, ordered: bool = False) -> dict[str, Any]:
    """What the template needs of a table: title, file names, columns with their alignment, the first rows
    (its columns in :func:`leading_columns` order unless ``ordered``: a section's view, shown as it is)."""
    import pandas as pd

    if not ordered:
        table = table[leading_columns(list(table.columns))]
    # A section's view names its own columns: prose there is long text, whatever the column's name.
    columns = [{"name": str(column),
                "kind": "prose" if (str(column) in PROSE_COLUMNS and not ordered) or (
                    table[column].dtype == object and table[column].astype(str).str.len().mean() > 24)
                else "text" if not pd.api.types.is_numeric_dtype(table[column]) else "number"}
               for column in table.columns]
    rows = [[_cell(value) for value in row] for row in table.head(MAX_ROWS).itertuples(index=False)]
    return {"name": name, "title": title, "rows": rows, "columns": columns, "n_rows": len(table),
            "csv": f"tables/{name}.csv", "markdown": f"tables/{name}.md", "cut": len(table) > MAX_ROWS,
            "whole": len(table)}


def chart_view(name: str, path: Path, caption: str, reading: str) -> dict[str, Any]:
    """A chart for the page, with its caption, the sentence that explains it and its file: its SVG inline
    (text as text) when the report wrote one beside the PNG, else the PNG as a data: URI."""
    from markupsafe import Markup

    from whistodds.reports.page_svg import page_svg

    svg = path.with_suffix(".svg")
    view: dict[str, Any] = {"name": name, "caption": caption, "reading": reading, "file": f"charts/{name}.png",
                            "svg": None, "src": None}
    if svg.is_file():
        view["svg"] = Markup(page_svg(svg.read_text(encoding="utf-8"), f"chart-{name}", caption))
    else:
        view["src"] = "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")
    return view


@dataclass
class _SectionView:
    id: str
    title: str
    question: str
    quotes: list[Quote] = field(default_factory=list)
    findings: list[list[dict[str, Any]]] = field(default_factory=list)
    charts: list[dict[str, Any]] = field(default_factory=list)
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


def section_view(section: Section, result: SectionResult) -> _SectionView:
    """What the template needs of one section: its heading, question and sources quoted, its findings, each
    chart with its caption and reading, and its tables (those it titles first, in its order)."""
    fill = result.fill
    view = _SectionView(section.id, section.title.format_map(fill), section.question.format_map(fill),
                        list(QUOTES.get(section.id, ())))
    if result.findings:
        view.findings.append(findings_list(result.findings))
    for spec in section.charts:
        if spec.name in result.charts:
            view.charts.append(chart_view(spec.name, result.charts[spec.name], spec.caption.format_map(fill),
                                          spec.reading.format_map(fill)))
    names = [name for name in section.tables if name in result.tables]
    names += [name for name in result.tables if name not in section.tables]
    for name in names:
        title = table_title(section, result, name)
        parts = table_parts(result.tables[name])
        shown = result.shown.get(name)  # the section's readable view of a wide table, row for row
        for part_name, part in parts:
            view.tables.append(table_view(name, part if shown is None else shown.loc[part.index],
                                          f"{title}: {part_name}" if part_name else title, ordered=shown is not None))
            view.tables[-1]["whole"] = len(result.tables[name])
    return view


def shipped_kernel_deals(models: tuple[PlayModel, ...] | None = None) -> dict[str, int]:
    """The deals behind each model's shipped deal kernel (None: random, hoyle and double-dummy's), by name, for
    the page's note on how the figures were made.

    >>> shipped_kernel_deals()["hoyle"]
    10000000
    """
    from whistodds.simulations.kernels import shipped_kernel
    from whistodds.simulations.play.models import get_model

    chosen = tuple(map(get_model, ("random", "hoyle", "double-dummy"))) if models is None else models
    return {model.name: shipped_kernel(model).deals for model in chosen}


def _environment() -> Environment:
    from jinja2 import Environment, PackageLoader, StrictUndefined

    return Environment(loader=PackageLoader("whistodds.reports", "templates"), autoescape=True,
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def render_page(report: "Report") -> str:
    """The whole index.html for ``report``, self-contained (charts embedded, style inline): its sections in
    order, those that show nothing left out, and the summary read from their verdicts."""
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    sections = []
    summary = []
    for section, result in report.sections:
        view = section_view(section, result)
        if not (view.findings or view.charts or view.tables):
            continue
        sections.append(view)
        summary += [SummaryLine(section.id, plain_words(line.checked), plain_words(line.verdict))
                    for line in result.verdicts]
    return _environment().get_template("report.html.j2").render(
        version=__version__, stamp=stamp, deals=report.deals, seed=report.seed, summary=summary,
        sections=sections, glossary=glossary(), explorer=report.explorer, source_titles=SOURCE_TITLES,
        kernel_deals=shipped_kernel_deals())
