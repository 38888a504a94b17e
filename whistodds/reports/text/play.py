"""The answers about play: a duel of two play models, and played hands analysed card by card."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING

from whistodds.reports.text.formats import OutputFormat, render, terminal_width

if TYPE_CHECKING:
    from whistodds.odds.analysis import Analysis
    from whistodds.simulations.duel import Duel

ODDS = ("p_odd_trick_before", "p_odd_trick_after")  # the figures of an analysis with an interval


def duel_text(result: Duel, seed: int, seconds: float, fmt: OutputFormat) -> str:
    """A duel: in sentences (table), else its figures in one row with the seconds taken."""
    import pandas as pd

    if fmt is OutputFormat.table:
        return duel_words(result, seed) + f"({seconds:.1f} s; --format json for every figure)\n"
    return render(pd.DataFrame([asdict(result) | {"seconds": seconds}]), fmt)


def _tricks_words(result: Duel) -> str:
    """``takes 1.11 (1.05-1.17) more tricks a deal than hoyle's``, or fewer, or as many."""
    a, b = result.model_a, result.model_b
    mean, low, high = result.tricks_per_deal, result.tricks_ci95_low, result.tricks_ci95_high
    if low == high == 0:
        return f"{a}'s side takes exactly as many tricks as {b}'s on every deal"
    if low < 0 < high:  # the interval holds nothing: signed bounds
        return (f"{a}'s side takes {mean:+.2f} tricks a deal against {b}'s ({low:+.2f} to {high:+.2f}: no "
                f"difference resolved)")
    more = "more" if mean > 0 else "fewer"
    first, last = sorted((abs(low), abs(high)))
    return f"{a}'s side takes {abs(mean):.2f} ({first:.2f}-{last:.2f}) {more} tricks a deal than {b}'s"


def duel_words(result: Duel, seed: int) -> str:
    """The duel in sentences, every figure with its 95% interval, wrapped to the terminal."""
    import textwrap

    text = (f"{_tricks_words(result)}, and the odd trick in {result.p_odd_trick:.1%} of deals "
            f"({result.p_odd_trick_ci95_low:.1%}-{result.p_odd_trick_ci95_high:.1%}): {result.deals:,} deals of "
            f"{result.game} (seed {seed}), each played twice with the seats swapped, nothing on the score.")
    if result.p_game is not None and result.game_pairs is not None:
        text += (f" From love {result.model_a}'s side wins {result.p_game:.1%} of games against {result.model_b}'s "
                 f"({result.p_game_ci95_low:.1%}-{result.p_game_ci95_high:.1%}; {result.games_a_won:,} of "
                 f"{2 * result.game_pairs:,}): {result.game_pairs:,} pairs of whole games, each pair on the same "
                 f"cards with the seats swapped, every player told the score.")
    return textwrap.fill(text, width=min(terminal_width() or 100, 100)) + "\n"


def analysis_text(analyses: Sequence[Analysis], fmt: OutputFormat | str, source: str) -> str:
    """The analyses in ``fmt``: every board's rows (table, csv, json, markdown) or, html, the page of the
    boards read from ``source`` (a file's name)."""
    import pandas as pd

    from whistodds.reports.text.position import flat_cell

    fmt = OutputFormat(fmt)
    if fmt is OutputFormat.html:
        from whistodds.reports.analysis_page import render_analysis

        return render_analysis(list(analyses), source)
    rows = [row for analysis in analyses for row in analysis.rows()]
    if fmt in (OutputFormat.json, OutputFormat.csv):  # each figure numeric, with its interval's columns
        return json.dumps(rows, indent=2) + "\n" if fmt is OutputFormat.json else render(pd.DataFrame(rows),
                                                                                         OutputFormat.csv)
    # table and markdown: each P(odd trick) one cell, "value (low-high)", as position's figures
    odds = [name for name in ODDS if any(row[name] is not None for row in rows)]  # none with --deals 0
    cells = [{**{key: value for key, value in row.items() if not key.startswith(ODDS)},
              **{name: flat_cell(row, name) for name in odds}} for row in rows]
    # lost belongs to the card played, so it stands beside it, before the legal cards' own figures
    columns = ["board", "trick", "seat", "played", "lost", "card", "tricks", "best", "behind", *odds]
    if fmt is OutputFormat.markdown:
        return render(pd.DataFrame(cells), OutputFormat.markdown)
    return render(pd.DataFrame(cells), OutputFormat.table, columns=columns)
