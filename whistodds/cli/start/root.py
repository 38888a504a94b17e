"""The root command's own option and the words every command's help shares, in a module that imports nothing
but typer: ``whist-odds --version`` loads this, not the commands (see :mod:`whistodds.cli.start.lazy`)."""

from __future__ import annotations

from typing import Annotated

import typer

SEED_RULE = ("the same seed gives the same figures; without --seed a run that simulates draws one and says it "
               "on stderr, and one that simulates nothing (a shipped or default kernel) draws its interval from "
               "seed 0")
REPORT_SEED = 1793  # whist-odds report's default: its tables are the shipped ones


def _show_version(value: bool) -> None:
    if value:
        from whistodds import __version__

        typer.echo(f"whist-odds {__version__}")
        raise typer.Exit()


VersionOption = Annotated[bool, typer.Option("--version", help="Print the version and exit.", is_eager=True,
                                             callback=_show_version)]
