"""Tables as text: Markdown pipe tables from tidy DataFrames (the page renders its HTML tables itself), and
CSV a spreadsheet opens safely: a text cell beginning with ``= + - @`` (after blanks) gets a leading ``'``, so
that a claim's id, source or quote is never run as a formula; Markdown escapes HTML and makes no link but to
http, https, mailto, a relative path or a fragment (:func:`safe_markdown_text`)."""

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


SAFE_SCHEMES = ("http", "https", "mailto")  # a link to anything else is not made: javascript:, data:, vbscript:...
_LINK = re.compile(r"\]\s*\(")  # where an inline link or image begins its destination: [text](dest)
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")


def _unsafe_link(destination: str) -> bool:
    """Whether a Markdown link destination names a scheme other than http, https and mailto (a relative link or
    a fragment names none); as a browser reads it, after the entities are undone and blanks and control
    characters dropped (``java&#115;cript:``, ``java\tscript:``)."""
    text = html.unescape(html.unescape(destination))
    text = "".join(character for character in text if character > " " and character != "\x7f").lstrip("<")
    scheme = _SCHEME.match(text)
    return scheme is not None and scheme.group(1).lower() not in SAFE_SCHEMES


def safe_markdown_text(text: str) -> str:
    """A cell's text for a Markdown table: HTML escaped, ``|`` escaped, lines joined (a new line would end the
    row and could start a link definition), and a link to any scheme but http, https and mailto unmade (its
    ``(`` escaped, so that no renderer makes it a link); relative links and fragments are kept.

    >>> print(safe_markdown_text("[Hoyle](https://example.org) | [x](javascript:alert(1)) <b>"))
    [Hoyle](https://example.org) \\| [x]\\(javascript:alert(1)) &lt;b&gt;
    """
    text = html.escape(" ".join(text.splitlines()), quote=False).replace("|", "\\|")
    parts = []
    position = 0
    for found in _LINK.finditer(text):
        if _unsafe_link(text[found.end():]):
            parts.append(text[position:found.end() - 1] + "\\(")
            position = found.end()
    return "".join(parts) + text[position:]


def _cell(value: object) -> str:
    if value is None:  # empty, as in the CSV
        return ""
    if isinstance(value, float):
        return "" if value != value else f"{value:.4f}"  # NaN: empty, as in the CSV, never "nan"
    return safe_markdown_text(str(value))


def to_html(table: "pd.DataFrame") -> str:
    """An HTML ``<table>`` (floats to four places, NaN empty as in the CSV, every cell escaped), one row a line.

    Written here rather than by ``DataFrame.to_html``, whose output (borders, a ``dataframe`` class, its own
    spacing) changes between pandas versions; a page wants the same bytes for the same answer."""
    from html import escape

    def cell(value: object) -> str:
        if value is None or (isinstance(value, float) and value != value):
            return ""
        return escape(f"{value:.4f}" if isinstance(value, float) else str(value))

    header = "<thead><tr>" + "".join(f"<th>{escape(str(name))}</th>" for name in table.columns) + "</tr></thead>"
    body = ["<tr>" + "".join(f"<td>{cell(v)}</td>" for v in row) + "</tr>" for row in table.itertuples(index=False)]
    return "\n".join(['<table class="answer">', header, "<tbody>", *body, "</tbody>", "</table>"]) + "\n"


def to_markdown(table: "pd.DataFrame") -> str:
    """A GitHub-style pipe table (floats to four places)."""
    header = "| " + " | ".join(_cell(str(name)) for name in table.columns) + " |"
    rule = "|" + "|".join("---" for _ in table.columns) + "|"
    body = ["| " + " | ".join(_cell(v) for v in row) + " |" for row in table.itertuples(index=False)]
    return "\n".join([header, rule, *body]) + "\n"
