"""Tables as text: Markdown pipe tables from tidy DataFrames (the page renders its HTML tables itself), and
CSV a spreadsheet opens safely: a text cell beginning with ``= + - @`` (after blanks) gets a leading ``'``, so
that a claim's id, source or quote is never run as a formula; Markdown escapes HTML."""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

_FORMULA = re.compile(r"\s*[=+\-@]")
_NUMBER = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*")


def spreadsheet_cell(value: object) -> object:
    """A text cell a spreadsheet will not read as a formula: ``'`` before one beginning with ``= + - @``
    (after blanks); numbers, a number written as text and a lone ``-`` are left as they are.

    >>> spreadsheet_cell("=HYPERLINK(1)"), spreadsheet_cell("  @SUM(A1)"), spreadsheet_cell("-3"), spreadsheet_cell(0.5)
    ("'=HYPERLINK(1)", "'  @SUM(A1)", '-3', 0.5)
    """
    if isinstance(value, str) and _FORMULA.match(value) and value.strip() != "-" and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


def spreadsheet_safe(table: "pd.DataFrame") -> "pd.DataFrame":
    """``table`` with every text cell made :func:`spreadsheet_cell` (the same table if none needs it)."""
    import pandas as pd

    text_columns = [name for name in table.columns
                    if table[name].dtype == object or pd.api.types.is_string_dtype(table[name].dtype)]
    if not text_columns:
        return table
    safe = table.copy()
    for name in text_columns:
        safe[name] = safe[name].map(spreadsheet_cell)
    safe.columns = [spreadsheet_cell(str(name)) if isinstance(name, str) else name for name in table.columns]
    return safe


def _cell(value: object) -> str:
    if value is None:  # empty, as in the CSV
        return ""
    if isinstance(value, float):
        return f"{value:.4f}"
    return html.escape(str(value), quote=False).replace("|", "\\|")


def to_markdown(table: "pd.DataFrame") -> str:
    """A GitHub-style pipe table (floats to four places)."""
    header = "| " + " | ".join(_cell(str(name)) for name in table.columns) + " |"
    rule = "|" + "|".join("---" for _ in table.columns) + "|"
    body = ["| " + " | ".join(_cell(v) for v in row) + " |" for row in table.itertuples(index=False)]
    return "\n".join([header, rule, *body]) + "\n"
