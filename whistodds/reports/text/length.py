"""The length of a game as text (:class:`~whistodds.odds.questions.length.GameLengthAnswer`): the question as read,
each statistic with its 95% interval, then the distribution, a row a number of deals (CSV and JSON: the rows)."""

from __future__ import annotations

from whistodds.odds.game_length import MEANING, Statistic
from whistodds.odds.questions.length import GameLengthAnswer
from whistodds.reports.text.formats import OutputFormat, render


def length_lines(answer: GameLengthAnswer) -> list[str]:
    """The reading, then each statistic with its 95% interval, one a line."""
    lines = [answer.reading]
    for statistic in Statistic:
        value, low, high = answer.figure(statistic)
        figure = f"{value:.3f} (95% interval {low:.3f}-{high:.3f})" if statistic is Statistic.MEAN else \
            f"{value:g}" + ("" if low == high else f" (95% interval {low:g}-{high:g})")
        lines.append(f"{statistic.value}: {figure}: {MEANING[statistic]}")
    return lines


def length_text(answer: GameLengthAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """The answer in ``fmt``: the figures' lines before the distribution (as text, Markdown or HTML paragraphs),
    the distribution alone in CSV and JSON."""
    from html import escape

    fmt = OutputFormat(getattr(fmt, "value", fmt))
    table = render(answer.frame(), fmt)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        return table
    lines = length_lines(answer)
    if fmt is OutputFormat.html:
        return "".join(f"<p>{escape(line)}</p>\n" for line in lines) + table
    return "\n".join(lines) + "\n\n" + table
