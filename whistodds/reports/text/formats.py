"""The five formats every answer is written in, and the helpers every answer's text shares.

``table`` is the terminal's view: a terse table, fitted to the terminal's width, with the sentences
around it.  ``csv``, ``json`` (records: ``pandas.read_json(text)`` reads it back), ``markdown`` (a
pipe table) and ``html`` (a ``<table>``, every cell escaped, for a page) give the same full table and
nothing else (:func:`several_tables` for an answer of several).
"""

from __future__ import annotations

import json
from enum import Enum
from typing import TYPE_CHECKING, Any

from html import escape

from whistodds.reports.tables import spreadsheet_safe, to_html, to_markdown
from whistodds.simulations.estimate import Estimate, Method

if TYPE_CHECKING:  # pandas loads only when a table is rendered
    import pandas as pd

    from whistodds.games.definition import Game

SCORE_GRID_FULL = 15  # a score table shows every score up to this target, else every fifth
MIN_CELL_WIDTH = 24  # a text cell is cut (with ...) to no less than this when the terminal is narrow


class OutputFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"


class KernelFormat(str, Enum):
    """``whist-odds kernel``'s formats: the four tables, and ``kernel-json``, the kernel document itself
    (counts, seed, version and the command that regenerates it), as shipped in ``simulations/data``."""

    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"
    kernel_json = "kernel-json"


def _format(fmt: Any) -> OutputFormat:
    return OutputFormat(getattr(fmt, "value", fmt))


def terminal_width() -> int | None:
    """The width a terminal table is fitted to: the terminal's (``shutil.get_terminal_size``) when printing
    to one or when ``COLUMNS`` is set, else None (no limit: a pipe or a file keeps whole lines)."""
    import os
    import shutil
    import sys

    if os.environ.get("COLUMNS") or sys.stdout.isatty():
        return shutil.get_terminal_size().columns
    return None


def render(table: "pd.DataFrame", fmt: OutputFormat | str, *, columns: list[str] | None = None,
           width: int | None = None) -> str:
    """The table as text; ``columns`` picks what the terse ``table`` format shows, which is fitted to
    ``width`` columns (default :func:`terminal_width`): wrapped into blocks of columns, long text cut.

    >>> import pandas as pd
    >>> frame = pd.DataFrame({"score": ["5-3", "8-9"], "p_win": [0.627, 0.5]})
    >>> print(render(frame, "csv"), end="")
    score,p_win
    5-3,0.627
    8-9,0.5
    >>> pd.read_json(__import__("io").StringIO(render(frame, "json"))).equals(frame)
    True
    >>> print(render(frame, "markdown"), end="")
    | score | p_win |
    |---|---|
    | 5-3 | 0.6270 |
    | 8-9 | 0.5000 |
    >>> print(render(frame.head(1), "html"), end="")
    <table class="answer">
    <thead><tr><th>score</th><th>p_win</th></tr></thead>
    <tbody>
    <tr><td>5-3</td><td>0.6270</td></tr>
    </tbody>
    </table>
    """
    fmt = _format(fmt)
    text: str
    if fmt is OutputFormat.csv:
        text = spreadsheet_safe(table).to_csv(index=False)
        return text
    if fmt is OutputFormat.json:
        text = table.to_json(orient="records", indent=2, double_precision=15)
        return text + "\n"
    if fmt is OutputFormat.markdown:
        return to_markdown(table)
    if fmt is OutputFormat.html:
        return to_html(table)
    shown = table[columns] if columns else table
    width = terminal_width() if width is None else width
    if width is None:
        text = shown.to_string(index=False, float_format=lambda x: f"{x:.4f}")
        return text + "\n"
    text = shown.to_string(index=False, float_format=lambda x: f"{x:.4f}", line_width=width,
                           max_colwidth=max(MIN_CELL_WIDTH, width // 2))
    return text + "\n"


def several_tables(tables: dict[str, "pd.DataFrame"], fmt: OutputFormat | str, about: dict[str, Any] | None = None
                   ) -> str | dict[str, str]:
    """An answer made of several tables: json, one object (``about``'s entries, then each table's records
    under its name); markdown, a section a table; csv, one text a table by name (the command line writes
    ``FILE-NAME.csv`` for each); ``table`` is not for this function.

    >>> import pandas as pd
    >>> parts = {"sets": pd.DataFrame({"set": ["gleek"], "p": [0.1]}), "ruff": pd.DataFrame({"seat": [0]})}
    >>> sorted(json.loads(several_tables(parts, "json", {"game": "gleek"})))
    ['game', 'ruff', 'sets']
    >>> sorted(several_tables(parts, "csv"))
    ['ruff', 'sets']
    """
    fmt = _format(fmt)
    if fmt is OutputFormat.json:
        document = dict(about or {})
        document.update({name: json.loads(table.to_json(orient="records", double_precision=15))
                         for name, table in tables.items()})
        return json.dumps(document, indent=1) + "\n"
    if fmt is OutputFormat.csv:
        return {name: render(table, fmt) for name, table in tables.items()}
    if fmt is OutputFormat.markdown:
        head = "".join(f"- {key}: {value}\n" for key, value in (about or {}).items())
        return (head + "\n" if head else "") + "\n".join(f"## {name}\n\n{render(table, fmt)}"
                                                        for name, table in tables.items())
    if fmt is OutputFormat.html:
        head = "".join(f"<li>{escape(str(key))}: {escape(str(value))}</li>\n" for key, value in (about or {}).items())
        return (f"<ul>\n{head}</ul>\n" if head else "") + "".join(
            f"<h2>{escape(name)}</h2>\n{render(table, fmt)}" for name, table in tables.items())
    raise ValueError(f"--format {fmt.value} is not allowed here; use csv, json, markdown or html")


def estimate_keys(table: "pd.DataFrame", name: str, se: str, low: str | None = None, high: str | None = None,
                  trials: str | None = None) -> "pd.DataFrame":
    """A table written by the API with its own names for a figure's uncertainty (``se_difference``,
    ``simulated_ci95_low``, ...) as the command line writes every figure: the keys of an
    :class:`~whistodds.simulations.estimate.Estimate` after ``name``; a simulated proportion
    (``trials`` given) with its counts and the method ``wilson``, else a simulated mean, ``normal``, its
    interval ± 1.96 SE where the table has none.

    >>> import pandas as pd
    >>> row = estimate_keys(pd.DataFrame({"mean_points": [2.0], "se_mean_points": [0.5]}), "mean_points",
    ...                     "se_mean_points")
    >>> list(row), round(float(row.ci95_high[0]), 4)
    (['mean_points', 'se', 'ci95_low', 'ci95_high', 'method'], 2.98)
    """
    import pandas as pd

    rows = []
    for record in table.to_dict("records"):
        if trials is not None:
            figure = Estimate(record[name], record[se], record[low], record[high], Method.wilson,
                              int(round(record[name] * record[trials])), int(record[trials]))
        elif low is not None and high is not None:
            figure = Estimate(record[name], record[se], record[low], record[high], Method.normal)
        else:
            figure = Estimate.mean(record[name], record[se])
        out: dict[str, Any] = {}
        for key, value in record.items():
            if key == name:
                out.update(figure.columns(name))
            elif key not in (se, low, high, trials):
                out[key] = value
        rows.append(out)
    return pd.DataFrame(rows)


def _records(fmt: OutputFormat | str) -> bool:
    """csv, json and markdown: the full table alone."""
    return _format(fmt) is not OutputFormat.table


def _frame(rows: list[dict[str, Any]] | dict[str, Any]) -> "pd.DataFrame":
    import pandas as pd

    return pd.DataFrame(rows if isinstance(rows, list) else [rows])


def rules_note(game: Game) -> str:
    """The rules an answer names although the source leaves them open, e.g. Scotch Whist's finish."""
    announced = game.announced()
    return f"; rules: {announced} (the source is silent there)" if announced else ""
