"""A cases file's verdicts in the five formats of ``whist-odds verify cases``: text (a paragraph a case),
csv, json (records: one object a case, exactly the keys of :data:`~whistodds.odds.cases.judge.KEYS`), markdown
and html (one self-contained page, every cell escaped)."""

from __future__ import annotations

import html
import json
from enum import Enum
from typing import TYPE_CHECKING

from whistodds.reports.text.formats import OutputFormat

if TYPE_CHECKING:
    from whistodds.odds.cases.judge import CaseVerdict
    from whistodds.odds.questions import CasesAnswer


class CasesFormat(str, Enum):
    text = "text"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"


def cases_answer_text(answer: CasesAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """A :class:`~whistodds.odds.questions.CasesAnswer` in ``fmt``: the terminal's ``table`` is ``verify cases``'
    text (a paragraph a case); csv, json, markdown and html as :func:`cases_text` writes them."""
    fmt = OutputFormat(getattr(fmt, "value", fmt))
    return cases_text(list(answer.verdicts), CasesFormat.text if fmt is OutputFormat.table else CasesFormat(fmt.value))


def cases_format(fmt: CasesFormat | str) -> OutputFormat:
    """The table format of a ``verify cases --format``: ``text`` is the terminal's ``table``.

    >>> cases_format("text"), cases_format("html")
    (<OutputFormat.table: 'table'>, <OutputFormat.html: 'html'>)
    """
    fmt = CasesFormat(getattr(fmt, "value", fmt))
    return OutputFormat.table if fmt is CasesFormat.text else OutputFormat(fmt.value)


def cases_rows(verdicts: list[CaseVerdict]) -> list[dict[str, object]]:
    """One row a case, the keys of :data:`KEYS` in order."""
    return [verdict.row() for verdict in verdicts]


def _cell(value: object) -> str:
    if isinstance(value, list):
        return " ".join(str(item) for item in value)
    return "" if value is None else str(value)


def cases_text(verdicts: list[CaseVerdict], fmt: CasesFormat | str) -> str:
    """The verdicts as text in ``fmt``.

    >>> from whistodds.odds.cases import read_cases
    >>> from whistodds.odds.cases.judge import judge_cases
    >>> cases = read_cases("x.csv", text="id,source,quote,game,hands,trumps,leader,card\\n"
    ...                    "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,N,AS\\n")
    >>> print(cases_text(judge_cases(cases), "csv"), end="")
    id,card,card_tricks,best_tricks,best_cards,card_is_best,stated_tricks,stated_tricks_right,method,verdict
    A,AS,0,0,AS KS,True,,,"double-dummy, exact",the book's card is best
    """
    from whistodds.odds.cases.judge import KEYS
    from whistodds.reports.tables import spreadsheet_safe

    fmt = CasesFormat(getattr(fmt, "value", fmt))
    rows = cases_rows(verdicts)
    if fmt is CasesFormat.json:
        return json.dumps(rows, indent=1, ensure_ascii=False) + "\n"
    if fmt is CasesFormat.csv:
        import pandas as pd

        frame = pd.DataFrame([{key: _cell(row[key]) for key in KEYS} for row in rows], columns=list(KEYS))
        text: str = spreadsheet_safe(frame).to_csv(index=False)
        return text
    if fmt is CasesFormat.markdown:
        head = "| " + " | ".join(KEYS) + " |\n|" + "---|" * len(KEYS) + "\n"
        return head + "".join("| " + " | ".join(_cell(row[key]).replace("|", "\\|").replace("\n", " ")
                                                 for key in KEYS) + " |\n" for row in rows)
    if fmt is CasesFormat.html:
        body = "".join("<tr>" + "".join(f"<td>{html.escape(_cell(row[key]))}</td>" for key in KEYS) + "</tr>\n"
                       for row in rows)
        return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>The books' cases judged"
                "</title></head>\n<body><table>\n<tr>" + "".join(f"<th>{key}</th>" for key in KEYS) + "</tr>\n"
                + body + "</table></body></html>\n")
    lines = []
    for verdict, row in zip(verdicts, rows):
        case = verdict.case
        lines.append(f"{case.id} ({case.source}): {case.mover if case.ending else 'the player to move'} plays {row['card']}: {row['verdict']}.")
        figures = ", ".join(
            f"{_name(f.card)} {f.tricks.value:g}" if verdict.exact else f"{_name(f.card)} {f.tricks.value:.2f}"
            for f in verdict.cards)
        lines.append(f"    tricks from this trick on: {figures} ({row['method']})")
    return "\n".join(lines) + "\n"


def _name(card: int) -> str:
    from whistodds.games.cards import format_card

    return format_card(card)


def cases_pbn(verdicts: list[CaseVerdict]) -> str:
    """Every case with all hands known as a PBN board (``[Event]`` its id; the others have no deal to write)."""
    from whistodds.odds.positions.ending import ending_pbn

    boards = [ending_pbn(verdict.case.ending, str(number), event=verdict.case.id)
              for number, verdict in enumerate((v for v in verdicts if v.case.ending is not None), start=1)
              if verdict.case.ending is not None]
    return '% PBN 2.1\n% EXPORT\n\n' + "\n".join(boards)
