"""The number a holding question asks rather than a chance (a mean, a count, a whole distribution), in a format
of ``holding --format``: text, or its rows as csv, json or markdown."""

from __future__ import annotations

from whistodds.games.position import Position
from whistodds.odds.holdings.sentences.measures import answer_measure, measure_text, read_measure


def measure_output(text: str, position: Position, suit: str | None, fmt: str) -> str:
    """The number asked, in a format of ``holding --format``: text, or its rows as csv, json or markdown."""
    answer = answer_measure(read_measure(text, suit=suit), position)
    if fmt == "text":
        return measure_text(answer)
    import pandas as pd

    from whistodds.reports.text.formats import render

    return render(pd.DataFrame(answer.rows()), fmt)
