"""Options shared by several commands, declared once."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.output import OutputFormat

FormatOption = Annotated[OutputFormat, typer.Option("--format", "-f", help="Output format.")]
OutOption = Annotated[Path | None, typer.Option("--out", "-o", help="Write to this file instead of the terminal.")]
SeedOption = Annotated[int, typer.Option("--seed", "-s", help="Random seed; the same seed gives the same figures.")]
QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="Hide the progress bar.")]
GameOption = Annotated[str, typer.Option("--game", "-g", help="Game: long-whist, short-whist, scotch-whist(players=6,sides=2), ...")]


def deals_option(default: int) -> object:
    return typer.Option("--deals", "-n", help=f"Deals to simulate (default {default:,}).")
