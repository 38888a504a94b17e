"""``whist-odds progressive``: progressive whist, the game of the whist drives."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import RunOptions, run_options
from whistodds.cli.output import check_writable, emit, table_format
from whistodds.simulations import limits
from whistodds.reports import text as words


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
    from whistodds.simulations.progressive import simulate_evenings

    check_writable(run.out)
    if not 2 <= evenings <= limits.MAX_EVENINGS:
        raise ValueError(f"--evenings {evenings} is not allowed; use 2 to {limits.MAX_EVENINGS:,}")
    seed = run.run_seed()
    with run.pool() as executor:
        result = simulate_evenings(tables, sittings, system, skilled, evenings, seed, executor=executor)
    emit(words.progressive_text(result, system, tables, sittings, skilled, evenings, seed, table_format(run.fmt)),
         run.out)
