"""``whist-odds progressive``: progressive whist, the game of the whist drives."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import RunOptions, run_options
from whistodds.cli.output import check_writable


@run_options(quiet=False)
def progressive(
    tables: Annotated[int, typer.Option("--tables", help="Tables of four.")] = 6,
    sittings: Annotated[int, typer.Option("--sittings", help="Sittings in the evening.")] = 10,
    system: Annotated[str, typer.Option("--system", help="comstock or britannica.")] = "comstock",
    skilled: Annotated[int, typer.Option("--skilled", help="Players who play hoyle; the rest play random.")] = 1,
    evenings: Annotated[int, typer.Option("--evenings", "-n", help="Evenings to simulate.")] = 2000,
    *,
    run: RunOptions,
) -> None:
    """Progressive whist: how often the strongest player takes first prize, and the final scores."""
    from whistodds.odds.questions.history import ProgressiveQuestion

    check_writable(run.out)
    ask(ProgressiveQuestion(tables, sittings, system, skilled, evenings, run.seed), run)
