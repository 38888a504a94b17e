"""Tables as text: Markdown pipe tables and HTML, from tidy DataFrames."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.4f}"
    return str(value).replace("|", "\\|")


def to_markdown(table: "pd.DataFrame") -> str:
    """A GitHub-style pipe table (floats to four places)."""
    header = "| " + " | ".join(map(str, table.columns)) + " |"
    rule = "|" + "|".join("---" for _ in table.columns) + "|"
    body = ["| " + " | ".join(_cell(v) for v in row) + " |" for row in table.itertuples(index=False)]
    return "\n".join([header, rule, *body]) + "\n"


def to_html(table: "pd.DataFrame", max_rows: int = 60) -> str:
    """An HTML table (the first ``max_rows`` rows; the CSV has them all)."""
    shown = table.head(max_rows)
    html = shown.to_html(index=False, float_format=lambda x: f"{x:.4f}", border=0, classes="table")
    if len(table) > max_rows:
        html += f"<p class='note'>First {max_rows} of {len(table)} rows; the CSV file has them all.</p>"
    return html
