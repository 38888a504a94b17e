"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.options import FormatOption, OutOption, QuietOption, SeedOption, deals_option
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.progress import progress_bar
from whistodds.odds.calculations import DEFAULT_SEED, summarize_calculations, verify_calculations
from whistodds.odds.historical import bob_short_calculations

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

DEFAULT_DEALS = 1_000_000
TERSE_COLUMNS = [
    "statement",
    "reading",
    "historical_odds",
    "historical_probability",
    "exact_probability",
    "exact_odds",
    "simulated_probability",
    "simulated_se",
    "error_pp",
    "verdict",
    "fits_best",
]


@verify_app.command("calculations")
def calculations(
    deals: Annotated[int, deals_option(DEFAULT_DEALS)] = DEFAULT_DEALS,
    seed: SeedOption = DEFAULT_SEED,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    quiet: QuietOption = False,
) -> None:
    """Bob Short's six partner-holding Calculations (1793) against exact odds and simulation."""
    check_writable(out)
    if deals <= 0:
        raise ValueError(f"--deals {deals} is not allowed; use a positive number of deals")
    sizes = {s.named_cards for s in bob_short_calculations()}
    with progress_bar(deals * len(sizes), "dealing", quiet=quiet) as advance:
        table = verify_calculations(deals, seed, progress=advance)
    if fmt is OutputFormat.table or fmt is OutputFormat.markdown:
        text = render(table, fmt, columns=TERSE_COLUMNS)
        source = table["source_line"].iloc[0].split(":")[0]
        text += (
            f"\nSource: Bob Short, Hoyle Abridged (1793), CALCULATIONS ({source}). "
            f"Exact: hypergeometric, 39 unseen cards, 13 in partner's hand. "
            f"Simulated: {deals:,} deals per number of named cards, seed {seed}.\n\n"
        )
        text += "\n".join(summarize_calculations(table)) + "\n"
    else:
        text = render(table, fmt)
    emit(text, out)
