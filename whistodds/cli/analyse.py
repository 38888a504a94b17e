"""``whist-odds analyse FILE.pbn``: the played hands of a PBN file walked card by card -- each legal card's
double-dummy value, the tricks the card played gave up, and P(odd trick) from the player's own view before and
after."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import (Model, RunOptions, check_deals, check_model, parse_score, resolve_game,
                                   run_options)
from whistodds.cli.output import check_writable
from whistodds.simulations import limits


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
    from whistodds.odds.analysis.boards import read_played_boards
    from whistodds.odds.positions.pbn import decode_pbn
    from whistodds.odds.questions.analyse import AnalyseQuestion
    from whistodds.user_files import read_user_file

    chosen = parse_boards(board)
    the_game = resolve_game(game)
    model = check_model(run.model, the_game)
    check_deals(run.deals, limits.MAX_DEAL, model=model, minimum=0)
    us, them = parse_score(score)
    text = decode_pbn(read_user_file(pbn, "the PBN file"))  # a regular file only: a FIFO never blocks
    if fmt is AnalyseFormat.html and run.out is None:
        raise ValueError("--format html writes a page: give --out FILE.html (or --out - for standard output)")
    check_writable(run.out, [pbn])
    played = read_played_boards(text, chosen, the_game, (us, them))
    if played.skipped:
        typer.echo(f"skipped {_boards_named(played.skipped)}: no cards in [Play] (analyse walks played hands)",
                   err=True)
    ask(AnalyseQuestion(played, model, run.deals, run.seed, str(pbn.name)), run, fmt.value)


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

