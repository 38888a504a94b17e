"""``whist-odds explore``: the odds explorer, one self-contained HTML page, written and opened in the browser."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.options import (DealsOption, QuietOption, SchedulerOption, SeedOption, WorkersOption, check_deals,
                                   workers)
from whistodds.cli.output import check_writable
from whistodds.simulations import limits

NoOpenOption = Annotated[bool, typer.Option("--no-open", help="Write the page but do not open it in the browser.")]


def explore(
    out: Annotated[Path, typer.Option("--out", "-o", help="The HTML file to write.")] = Path("explorer.html"),
    no_open: NoOpenOption = False,
    deals: DealsOption = None,
    seed: SeedOption = None,
    quiet: QuietOption = False,
    n_workers: WorkersOption = 1,
    scheduler: SchedulerOption = None,
) -> None:
    """Write the odds explorer (every game, rules, play model, score and deal: P(we win), its interval, the odds
    in words, the table as a heatmap, Bob Short's figure and the rubber) and open it in the browser.

    Kernels not shipped are simulated from --deals deals (default 200,000) with --seed (default 0), as
    ``whist-odds odds`` does by default, and cached.
    """
    from whistodds.cli.progress import progress_bar
    from whistodds.reports.explorer import DEFAULT_DEALS, DEFAULT_SEED, build_explorer, n_tables

    check_writable(out)
    check_deals(deals, limits.MAX_REPORT_DEALS)
    with workers(n_workers, scheduler) as executor, progress_bar(n_tables(), "explorer", quiet=quiet) as advance:
        path = build_explorer(out, DEFAULT_DEALS if deals is None else deals, DEFAULT_SEED if seed is None else seed,
                              executor=executor, progress=advance)
    typer.echo(f"wrote {path}", err=True)
    if not no_open and sys.stdout.isatty():
        import webbrowser

        webbrowser.open(path.resolve().as_uri())
