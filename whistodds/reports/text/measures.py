"""The number a holding question asks rather than a chance (a mean, a count, a whole distribution), in every
format: the text of ``holding`` (the table format), or its rows as csv, json, markdown or html."""

from __future__ import annotations

from whistodds.odds.holdings.sentences.measures import measure_text
from whistodds.odds.questions.measure import MeasureAnswer
from whistodds.reports.text.formats import OutputFormat, render


def measure_answer_text(answer: MeasureAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """The number asked: a few lines (the table format), or its rows in csv, json, markdown or html.

    >>> from whistodds.games.position import Position
    >>> from whistodds.odds.questions import MeasureQuestion, answer
    >>> said = answer(MeasureQuestion("how many hands can be dealt", Position()))
    >>> print(measure_answer_text(said), end="")
    question:   how many hands can be dealt
    reading:    the number of different hands me can be dealt from the cards unseen
    count:      635,013,559,600
    >>> print(measure_answer_text(said, "csv"), end="")
    question,reading,count
    how many hands can be dealt,the number of different hands me can be dealt from the cards unseen,635013559600
    """
    fmt = OutputFormat(fmt)
    if fmt is OutputFormat.table:
        return measure_text(answer.figures)
    return render(answer.frame(), fmt)
