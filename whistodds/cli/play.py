"""``whist-odds deals`` and ``whist-odds kernel``: per-deal outcomes and deal kernels."""

from __future__ import annotations

from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Iterator

import typer

from whistodds.cli.options import FormatOption, OutOption, QuietOption
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.progress import progress_bar
from whistodds.simulations.play.policies import POLICIES, get_policy

PolicyOption = Annotated[str, typer.Option("--policy", "-p", help=f"Play model: {', '.join(POLICIES)}.")]
WorkersOption = Annotated[int, typer.Option("--workers", "-w", help="Worker processes (1: this process, every core).")]
KERNEL_GAMES = {"long": "long-whist", "long-whist": "long-whist", "short": "short-whist", "short-whist": "short-whist"}
_COMPASS = "NESW"


def _check_request(game: str, policy: str, out: Path | None, n_deals: int | None) -> None:
    """Every argument checked before any long run starts."""
    if game not in KERNEL_GAMES:
        raise ValueError(f"game {game!r} is not allowed here; use long or short")
    get_policy(policy)
    check_writable(out)
    if n_deals is not None and n_deals <= 0:
        raise ValueError(f"--deals {n_deals} is not allowed; use a positive number of deals")


@contextmanager
def _workers(count: int) -> Iterator[Executor | None]:
    if count < 1:
        raise ValueError(f"--workers {count} is not allowed; use 1 or more")
    if count == 1:
        yield None
        return
    with ProcessPoolExecutor(count) as pool:
        yield pool


def deals(
    game: Annotated[str, typer.Argument(help="long (or short: the same deal)")],
    n_deals: Annotated[int, typer.Option("--deals", "-n", help="Deals to play.")] = 100_000,
    policy: PolicyOption = "hoyle",
    seed: Annotated[int, typer.Option("--seed", "-s", help="Random seed.")] = 1,
    out: Annotated[Path, typer.Option("--out", "-o", help="deals.csv, deals.parquet, or deals.pbn with --pbn")] = Path(
        "deals.csv"
    ),
    pbn: Annotated[bool, typer.Option("--pbn", help="Write the deals in PBN for bridge tools.")] = False,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """Play deals and write one row per deal: tricks, honours by hand, turn-up, trumps."""
    _check_request(game, policy, out, n_deals)
    suffix = out.suffix.lower()
    if not pbn and suffix not in (".csv", ".parquet"):
        raise ValueError(f"--out {str(out)!r}: use a .csv or .parquet file (or --pbn)")
    if suffix == ".parquet":
        _require_parquet()
    from whistodds.simulations.outcomes import long_whist_outcomes

    with _workers(workers) as executor, progress_bar(n_deals, f"playing ({policy})", quiet=quiet) as advance:
        table = long_whist_outcomes(n_deals, policy, seed, executor, progress=advance, with_pbn=pbn)
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
    game: Annotated[str, typer.Argument(help="long (or short: the same kernel), or scotch")],
    policy: PolicyOption = "hoyle",
    n_deals: Annotated[int | None, typer.Option("--deals", "-n", help="Simulate this many deals (default: the shipped kernel).")] = None,
    seed: Annotated[int | None, typer.Option("--seed", "-s", help="Random seed for --deals.")] = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
    players: Annotated[int, typer.Option("--players", help="Scotch Whist: players, 2 to 8.")] = 4,
    sides: Annotated[int | None, typer.Option("--sides", help="Scotch Whist: number of sides.")] = None,
) -> None:
    """What one deal is worth: long/short whist, the joint distribution of the dealer's side's tricks
    and honours; Scotch Whist, the points per deal of each side (or seat)."""
    if game in ("scotch", "scotch-whist"):
        _scotch_kernel(policy, players, sides, n_deals, seed, fmt, out)
        return
    _check_request(game, policy, out, n_deals)
    from whistodds.simulations.kernels import get_kernel

    with _workers(workers) as executor, progress_bar(n_deals or 0, f"playing ({policy})",
                                                     quiet=quiet or n_deals is None) as advance:
        result = get_kernel(policy, n_deals, seed, executor=executor, progress=advance)
    if fmt is OutputFormat.json:
        emit(result.to_json(), out)
        return
    if fmt is OutputFormat.csv:
        emit(render(result.table(), fmt), out)
        return
    grid = result.table().pivot(index="tricks_dealer_side", columns="honours_dealer_side", values="probability")
    grid.columns = [f"honours_{h}" for h in grid.columns]
    grid = grid.reset_index()
    summary = result.summary()
    origin = f"shipped kernel ({result.command})" if n_deals is None else f"{summary['deals']:,} deals, seed {seed}"
    text = render(grid, fmt)
    text += (
        f"\nDeal kernel, long/short whist, policy {result.policy}: {origin}\n"
        f"P(dealer's side wins the odd trick) = {summary['p_dealer_side_odd_trick']:.4f}"
        f" ± {summary['se_p_dealer_side_odd_trick']:.4f} (SE)\n"
        f"Mean tricks, dealer's side = {summary['mean_tricks_dealer_side']:.3f}"
        f" ± {summary['se_mean_tricks_dealer_side']:.3f}\n"
        f"Mean net points per deal, dealer's side (tricks over six and honours, long-whist values) = "
        f"{summary['mean_net_points_dealer_side']:+.3f} ± {summary['se_mean_net_points_dealer_side']:.3f}\n"
    )
    emit(text, out)


def _scotch_kernel(policy, players, sides, n_deals, seed, fmt, out) -> None:
    from whistodds.games.scotch import scotch_whist
    from whistodds.odds.scotch_checks import scotch_points_table

    the_game = scotch_whist(players, sides)
    get_policy(policy)
    check_writable(out)
    if n_deals is not None and n_deals <= 0:
        raise ValueError(f"--deals {n_deals} is not allowed; use a positive number of deals")
    table = scotch_points_table(the_game, policy, n_deals or 100_000, seed if seed is not None else 0)
    text = render(table, fmt)
    if fmt in (OutputFormat.table, OutputFormat.markdown):
        text = (f"Points per deal, {the_game.title} ({policy} play; seat 0 deals; counting trumps knave 11, "
                f"ace 4, king 3, queen 2, ten 10, and a point a card taken beyond those dealt):\n" + text)
    emit(text, out)
