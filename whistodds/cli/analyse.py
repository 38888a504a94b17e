"""``whist-odds analyse FILE.pbn``: the played hands of a PBN file walked card by card -- each legal card's
double-dummy value, the tricks the card played gave up, and P(odd trick) from the player's own view before and
after."""

from __future__ import annotations

import json
from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, check_model, parse_score, run_options
from whistodds.cli.output import check_writable, emit
from whistodds.simulations import limits


ODDS = ("p_odd_trick_before", "p_odd_trick_after")  # the figures with an interval


class AnalyseFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"


@run_options(deals=None, model=Model.one, fmt=None, deals_none="no P(odd trick), the double-dummy values alone")
def analyse(
    pbn: Annotated[Path, typer.Argument(help="A PBN file of played hands, as deals --pbn writes it.")],
    board: Annotated[str | None, typer.Option("--board", help=(
        "The boards to walk: a number, or several as 1,3 (walked in file order). Default: every board with "
        "cards in [Play]; the others are skipped, said in one line on stderr."))] = None,
    game: Annotated[str, typer.Option("--game", help="The game (whist of four hands), e.g. long, short.")
                    ] = "long",
    score: Annotated[str, typer.Option("--score", help=(
        "The score before each hand, North-South's first, e.g. 8-7 (each player takes it from his side's "
        "view)."))] = "0-0",
    fmt: Annotated[AnalyseFormat, typer.Option("--format", "-f", help=(
        "table, csv, json or markdown (one row per legal card at each card played, every board's, with its "
        "board), or html (one page: a list of the boards, then each board's hand diagram and analysis trick by "
        "trick)."))] = AnalyseFormat.table,
    *,
    run: RunOptions,
) -> None:
    """Played hands card by card: at each card, every legal card's double-dummy tricks (his side's, from that
    trick on), the tricks the card played gave up (lost), and P(odd trick) as the player saw it, before and
    after his card, each with its 95% interval.

    Every board of the file with cards in [Play] is walked, in file order, unless --board names some; every
    board is checked before any work. P(odd trick) is over 1,000 consistent deals by default (its interval
    about +-0.03; 100 under double-dummy, each deal solved), played on by the model (hoyle by default), from a
    seed of each board's own (a board's figures do not depend on the boards walked with it); --deals 0 leaves
    it out.

    Example: whist-odds analyse deals.pbn --format html --out hands.html
    """
    from whistodds.cli.progress import progress_bar
    from whistodds.games.registry import get_game
    from whistodds.odds.analysis import DEFAULT_DEALS, DEFAULT_SOLVED_DEALS, analyse_played
    from whistodds.odds.analysis.boards import read_played_boards

    chosen = parse_boards(board)
    the_game = get_game(game)
    model = check_model(run.model, the_game)
    solved = model.choice is None
    deals = (DEFAULT_SOLVED_DEALS if solved else DEFAULT_DEALS) if run.deals is None else run.deals
    check_deals(deals, limits.MAX_DEAL, model=model, minimum=0)
    us, them = parse_score(score)
    from whistodds.odds.positions.pbn import decode_pbn
    from whistodds.user_files import read_user_file

    text = decode_pbn(read_user_file(pbn, "the PBN file"))  # a regular file only: a FIFO never blocks
    if fmt is AnalyseFormat.html and run.out is None:
        raise ValueError("--format html writes a page: give --out FILE.html (or --out - for standard output)")
    check_writable(run.out, [pbn])
    played = read_played_boards(text, chosen, the_game, (us, them))
    if played.skipped:
        typer.echo(f"skipped {_boards_named(played.skipped)}: no cards in [Play] (analyse walks played hands)",
                   err=True)
    seed = run.run_seed(simulates=deals > 0)
    with run.pool() as executor, progress_bar(played.cards, "analysing (cards)", quiet=run.quiet) as advance:
        analyses = analyse_played(played, model, deals, seed, progress=advance, executor=executor)
    emit(analysis_text(analyses, fmt, str(pbn.name)), run.out)


def parse_boards(text: str | None) -> list[int] | None:
    """``--board`` as board numbers (None: every played board); a one-line error for anything else.

    >>> parse_boards("3"), parse_boards("1, 3"), parse_boards(None)
    ([3], [1, 3], None)
    """
    if text is None:
        return None
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isdigit() and len(part) <= 9 and int(part) >= 1 for part in parts):
        raise ValueError(f"--board {text!r} is not allowed; give a board number from 1, or several as 1,3")
    return [int(part) for part in parts]


def _boards_named(names: tuple[str, ...]) -> str:
    """The boards skipped, a few named and the rest counted (a file of 100,000 boards: one short line).

    >>> _boards_named(("2",)), _boards_named(tuple(str(n) for n in range(1, 9)))
    ('board 2', 'boards 1, 2, 3, 4, 5 and 3 more')
    """
    from whistodds.odds.pbn_text import named_few

    return f"board {named_few(names)}" if len(names) == 1 else f"boards {named_few(names)}"


def analysis_text(analyses: Sequence[object], fmt: AnalyseFormat, source: str) -> str:
    """The analyses in ``fmt``: every board's rows (table, csv, json, markdown) or the HTML page."""
    import pandas as pd

    from whistodds.odds.analysis import Analysis
    from whistodds.reports.text import OutputFormat, render
    from whistodds.reports.text.position import flat_cell

    boards = [analysis for analysis in analyses if isinstance(analysis, Analysis)]
    assert len(boards) == len(analyses)
    if fmt is AnalyseFormat.html:
        from whistodds.reports.analysis_page import render_analysis

        return render_analysis(boards, source)
    rows = [row for analysis in boards for row in analysis.rows()]
    if fmt in (AnalyseFormat.json, AnalyseFormat.csv):  # each figure numeric, with its interval's columns
        return json.dumps(rows, indent=2) + "\n" if fmt is AnalyseFormat.json else render(pd.DataFrame(rows),
                                                                                         OutputFormat.csv)
    # table and markdown: each P(odd trick) one cell, "value (low-high)", as position's figures
    odds = [name for name in ODDS if any(row[name] is not None for row in rows)]  # none with --deals 0
    cells = [{**{key: value for key, value in row.items() if not key.startswith(ODDS)},
              **{name: flat_cell(row, name) for name in odds}} for row in rows]
    # lost belongs to the card played, so it stands beside it, before the legal cards' own figures
    columns = ["board", "trick", "seat", "played", "lost", "card", "tricks", "best", "behind", *odds]
    if fmt is AnalyseFormat.markdown:
        return render(pd.DataFrame(cells), OutputFormat.markdown)
    return render(pd.DataFrame(cells), OutputFormat.table, columns=columns)
