"""``whist-odds explore``: the odds explorer, one self-contained HTML page, written and opened in the browser."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.options import RunOptions, check_deals, run_options
from whistodds.cli.output import check_writable
from whistodds.simulations import limits

NoOpenOption = Annotated[bool, typer.Option("--no-open", help="Write the page but do not open it in the browser.")]


@run_options(deals=None, fmt=None, out=False, deals_limit=f"{limits.MAX_REPORT_DEALS:,}")
def explore(
    out: Annotated[Path, typer.Option("--out", "-o", help="The HTML file to write.")] = Path("explorer.html"),
    no_open: NoOpenOption = False,
    *,
    run: RunOptions,
) -> None:
    """Write the odds explorer (every game, rules, play model, score and deal: P(we win), its interval, the odds
    in words, the table as a heatmap, Bob Short's figure and the rubber) and open it in the browser.

    Kernels not shipped are the default ones ``whist-odds odds`` uses (200,000 deals, seed 0, cached);
    with --deals they are simulated from that many deals with the run's seed.
    """
    from whistodds.cli.progress import progress_bar
    from whistodds.reports.explorer import DEFAULT_SEED, build_explorer, n_tables
    from whistodds.simulations.kernels import DEFAULT_DEALS

    check_writable(out)
    check_deals(run.deals, limits.MAX_REPORT_DEALS)
    seed = DEFAULT_SEED if run.seed is None and run.deals is None else run.run_seed()
    with run.pool() as executor, progress_bar(n_tables(), "explorer", quiet=run.quiet) as advance:
        path = build_explorer(out, DEFAULT_DEALS if run.deals is None else run.deals, seed,
                              executor=executor, progress=advance)
    typer.echo(f"wrote {path}", err=True)
    if not no_open and sys.stdout.isatty():
        import webbrowser

        webbrowser.open(path.resolve().as_uri())
