"""``whist-odds deals`` and ``whist-odds kernel``: per-deal outcomes and deal kernels, for any game with a score."""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import (
    KERNEL_DEALS_LIMIT,
    FourHandedGameArgument,
    GameArgument,
    Model,
    RunOptions,
    VariantOption,
    check_deals,
    check_model,
    resolve_game,
    run_options,
)
from whistodds.cli.output import KernelFormat, check_writable, emit, table_format
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.reports.files import human_bytes, leftover_bytes, whole_file
from whistodds.reports.pbn import pbn_text

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

DEFAULT_DEALS_WRITTEN = 100_000
CSV_BYTES, PBN_BYTES = 45, 480  # about what one deal takes in each format, to check the disk before a run


@run_options(deals=DEFAULT_DEALS_WRITTEN, model=Model.one, fmt=None, out=False,
             deals_limit=f"{limits.MAX_TABLE_DEALS:,} (and what the disk holds)")
def deals(
    game: FourHandedGameArgument,
    variant: VariantOption = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="deals.csv, deals.parquet, or deals.pbn with --pbn")] = Path(
        "deals.csv"
    ),
    pbn: Annotated[bool, typer.Option("--pbn", help="Write the deals in PBN for bridge tools: dealer, trumps (as a "
                                      "contract), hands, result and the play.")] = False,
    *,
    run: RunOptions,
) -> None:
    """Play deals of a four-handed whist game and write one row per deal: tricks, honours by hand, turn-up, trumps."""
    from whistodds.simulations.outcomes import iter_whist_outcomes

    the_game = resolve_game(game, variant=variant)
    model = check_model(run.model, the_game)
    n_deals = run.deals if run.deals is not None else DEFAULT_DEALS_WRITTEN
    check_deals(n_deals, limits.MAX_TABLE_DEALS, model=model)
    check_writable(out)
    suffix = out.suffix.lower()
    if not pbn and suffix not in (".csv", ".parquet"):
        raise ValueError(f"--out {str(out)!r}: use a .csv or .parquet file (or --pbn)")
    if suffix == ".parquet":
        _require_parquet()
    folder = out.parent if str(out.parent) else Path(".")
    free = shutil.disk_usage(folder).free + leftover_bytes(folder)  # a killed run's leftovers go first
    needed = n_deals * (PBN_BYTES if pbn else CSV_BYTES)
    if needed > free:
        raise ValueError(f"--deals {n_deals:,} would write about {human_bytes(needed)} to {str(out)!r}, "
                         f"more than the {human_bytes(free)} free there")
    seed = run.run_seed()
    with run.pool() as executor, progress_bar(n_deals, f"playing ({model.name})", quiet=run.quiet,
                                              unit="deals") as advance, \
            whole_file(out) as temporary:
        batches = iter_whist_outcomes(n_deals, model, seed, executor, game=the_game, progress=advance, with_pbn=pbn)
        if suffix == ".parquet":
            _write_parquet(batches, temporary)
        else:
            with temporary.open("w", encoding="utf-8") as stream:
                first = 1
                for table in batches:
                    stream.write(pbn_text(table, model, seed, first) if pbn else
                                 table.to_csv(index=False, header=first == 1))
                    first += len(table)
    typer.echo(f"wrote {out}", err=True)


def _require_parquet() -> None:
    try:
        import pyarrow  # noqa: F401  (only to say so before the run)
    except ImportError:
        raise ValueError("writing .parquet needs pyarrow: pip install pyarrow (or write .csv)") from None


def _write_parquet(batches: Iterable[pd.DataFrame], path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    writer = None
    try:
        for table in batches:
            arrow = pa.Table.from_pandas(table, preserve_index=False)
            writer = writer or pq.ParquetWriter(path, arrow.schema)
            writer.write_table(arrow)
    finally:
        if writer is not None:
            writer.close()


@run_options(deals=None, model=Model.one, fmt=KernelFormat, flags=True,
             deals_limit=f"{KERNEL_DEALS_LIMIT} for whist, {limits.MAX_DEALS:,} for Scotch Whist")
def kernel(game: GameArgument, variant: VariantOption = None, *, run: RunOptions) -> None:
    """What one deal is worth: whist, the joint distribution of the dealer's side's tricks and honours
    (default: the shipped kernel); Scotch Whist, the points per deal of each side (or seat)."""
    from whistodds.odds.questions.kernel import KernelQuestion

    the_game = resolve_game(game, variant=variant, **run.rules)
    question = KernelQuestion(the_game, check_model(run.model, the_game), run.deals, run.seed)
    check_writable(run.out)
    if not the_game.counts_tricks_and_honours and run.fmt is KernelFormat.kernel_json:
        raise ValueError(f"--format kernel-json is the document of a whist deal kernel, not of {the_game.name}'s "
                         f"points; use table, csv, json or markdown")
    ask(question, run, run.fmt)
