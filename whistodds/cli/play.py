"""``whist-odds deals`` and ``whist-odds kernel``: per-deal outcomes and deal kernels, for any game with a score."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.options import (
    DealsOption,
    FinishOption,
    FormatOption,
    GameArgument,
    OutOption,
    PlayersOption,
    PolicyOption,
    QuietOption,
    SeedOption,
    SidesOption,
    VariantOption,
    WorkersOption,
    check_deals,
    check_policy,
    resolve_game,
    workers,
)
from whistodds.cli.output import OutputFormat, check_writable, emit
from whistodds.cli.progress import progress_bar
from whistodds.reports import text as words

DEFAULT_DEALS_WRITTEN = 100_000
SCOTCH_POINTS_DEALS = 100_000


def deals(
    game: GameArgument,
    n_deals: DealsOption = DEFAULT_DEALS_WRITTEN,
    policy: PolicyOption = "hoyle",
    seed: SeedOption = 1,
    variant: VariantOption = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="deals.csv, deals.parquet, or deals.pbn with --pbn")] = Path(
        "deals.csv"
    ),
    pbn: Annotated[bool, typer.Option("--pbn", help="Write the deals in PBN for bridge tools.")] = False,
    n_workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """Play deals of a four-handed whist game and write one row per deal: tricks, honours by hand, turn-up, trumps."""
    from whistodds.simulations.outcomes import whist_outcomes

    the_game = resolve_game(game, variant=variant)
    check_policy(policy)
    check_deals(n_deals)
    check_writable(out)
    suffix = out.suffix.lower()
    if not pbn and suffix not in (".csv", ".parquet"):
        raise ValueError(f"--out {str(out)!r}: use a .csv or .parquet file (or --pbn)")
    if suffix == ".parquet":
        _require_parquet()
    with workers(n_workers) as executor, progress_bar(n_deals, f"playing ({policy})", quiet=quiet) as advance:
        table = whist_outcomes(n_deals, policy, seed, executor, game=the_game, progress=advance, with_pbn=pbn)
    if pbn:
        emit(_pbn_text(table, policy, seed), out)
    elif suffix == ".parquet":
        _write_parquet(table, out)
    else:
        emit(table.to_csv(index=False), out)


def _require_parquet() -> None:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise ValueError("writing .parquet needs pyarrow: pip install pyarrow (or write .csv)") from None


def _write_parquet(table, out: Path) -> None:
    temporary = out.with_name(f".{out.name}.tmp")
    try:
        table.to_parquet(temporary, index=False)
        temporary.replace(out)
    finally:
        temporary.unlink(missing_ok=True)
    typer.echo(f"wrote {out}", err=True)


def _pbn_text(table, policy: str, seed: int) -> str:
    lines = ['% PBN 2.1', f'% whistodds deals: policy {policy}, seed {seed}; whist, no bidding: trumps are the turn-up']
    for number, row in enumerate(table.itertuples(index=False), start=1):
        lines += [
            '[Event "whistodds"]',
            f'[Board "{number}"]',
            '[Dealer "N"]',
            '[Vulnerable "None"]',
            f'[Deal "{row.pbn}"]',
            f'[Note "trumps {row.trumps}; turn-up {row.turn_up}; '
            f'dealer side (N-S) took {row.tricks_dealer_side} tricks ({policy})"]',
            "",
        ]
    return "\n".join(lines)


def kernel(
    game: GameArgument,
    policy: PolicyOption = "hoyle",
    n_deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = None,
    players: PlayersOption = None,
    sides: SidesOption = None,
    finish: FinishOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """What one deal is worth: whist, the joint distribution of the dealer's side's tricks and honours
    (default: the shipped kernel); Scotch Whist, the points per deal of each side (or seat)."""
    from whistodds.games.scoring import TRICKS_AND_HONOURS
    from whistodds.odds.scotch_checks import scotch_points_table
    from whistodds.simulations.kernels import get_kernel, has_shipped_kernel

    the_game = resolve_game(game, variant=variant, players=players, sides=sides, finish=finish)
    if not the_game.has_score:
        raise ValueError(f"game {the_game.name!r} has no deal kernel: it is not played to a score")
    check_policy(policy)
    check_deals(n_deals)
    check_writable(out)
    if the_game.scoring.outcome_kind != TRICKS_AND_HONOURS:
        with workers(n_workers) as executor:
            table = scotch_points_table(the_game, policy, n_deals or SCOTCH_POINTS_DEALS, seed or 0, executor=executor)
        emit(words.points_text(the_game, table, policy, fmt), out)
        return
    with workers(n_workers) as executor, progress_bar(n_deals or 0, f"playing ({policy})",
                                                      quiet=quiet or n_deals is None) as advance:
        result = get_kernel(policy, n_deals, seed, game=the_game, executor=executor, progress=advance)
    emit(words.kernel_text(the_game, result, n_deals is None and has_shipped_kernel(the_game, policy), fmt), out)
