"""``whist-odds analyse FILE.pbn``: a played hand walked card by card -- each legal card's double-dummy value, the
tricks the card played gave up, and P(odd trick) from the player's own view before and after."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, check_model, parse_score, run_options
from whistodds.cli.output import check_writable, emit
from whistodds.simulations import limits


class AnalyseFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"


@run_options(deals=None, model=Model.one, workers=False, fmt=None)
def analyse(
    pbn: Annotated[Path, typer.Argument(help="A PBN file of played hands, as deals --pbn writes it.")],
    board: Annotated[int, typer.Option("--board", help="The board of the PBN file.")] = 1,
    game: Annotated[str, typer.Option("--game", help="The game (whist of four hands), e.g. long, short.")
                    ] = "long",
    score: Annotated[str, typer.Option("--score", help="The score before the hand, ours first, e.g. 8-7.")
                     ] = "0-0",
    fmt: Annotated[AnalyseFormat, typer.Option("--format", "-f", help=(
        "table, csv, json or markdown (one row per legal card at each card played), or html (one page: the "
        "hand diagram and the analysis trick by trick)."))] = AnalyseFormat.table,
    *,
    run: RunOptions,
) -> None:
    """A played hand card by card: at each card, every legal card's double-dummy tricks (his side's, from that
    trick on), the tricks the card played gave up (lost), and P(odd trick) as the player saw it, before and
    after his card, each with its 95% interval.

    P(odd trick) is over 1,000 consistent deals by default (its interval about +-0.03; 100 under double-dummy,
    each deal solved), played on by the model (hoyle by default); --deals 0 leaves it out.

    Example: whist-odds analyse deals.pbn --board 1 --format html --out hand.html
    """
    from whistodds.games.registry import get_game
    from whistodds.odds.analysis import DEFAULT_DEALS, DEFAULT_SOLVED_DEALS, analyse_board
    from whistodds.simulations.play.models import get_model

    the_game = get_game(game)
    model = check_model(run.model, the_game)
    solved = get_model(model).choice is None
    deals = (DEFAULT_SOLVED_DEALS if solved else DEFAULT_DEALS) if run.deals is None else run.deals
    if deals != 0:
        check_deals(deals, limits.MAX_DEAL, policy=model)
    us, them = parse_score(score)
    try:
        text = pbn.read_text(encoding="utf-8", errors="strict")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"{pbn}: cannot be read ({error.__class__.__name__})") from None
    if fmt is AnalyseFormat.html and run.out is None:
        raise ValueError("--format html writes a page: give --out FILE.html (or --out - for standard output)")
    check_writable(run.out, [pbn])
    seed = run.run_seed(simulates=deals > 0)
    analysis = analyse_board(text, board, the_game, (us, them), model, deals, seed)
    emit(analysis_text(analysis, fmt, str(pbn.name)), run.out)


def analysis_text(analysis: object, fmt: AnalyseFormat, source: str) -> str:
    """The analysis in ``fmt``: rows (table, csv, json, markdown) or the HTML page."""
    import pandas as pd

    from whistodds.odds.analysis import Analysis
    from whistodds.reports.text import OutputFormat, render

    assert isinstance(analysis, Analysis)
    if fmt is AnalyseFormat.html:
        from whistodds.reports.analysis_page import render_analysis

        return render_analysis([analysis], source)
    rows = analysis.rows()
    if fmt is AnalyseFormat.json:
        return json.dumps(rows, indent=2) + "\n"
    return render(pd.DataFrame(rows), OutputFormat(fmt.value),
                  columns=["trick", "seat", "played", "card", "tricks", "lost", "p_odd_trick_before",
                           "p_odd_trick_after"])
