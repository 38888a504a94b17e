"""``whist-odds cache info`` and ``whist-odds cache clear``: what the cache holds, and emptying it."""

from __future__ import annotations

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.options import RunOptions, run_options
from whistodds.cli.output import check_writable, emit, table_format

cache_app = typer.Typer(cls=OneLineErrorGroup, help="Show or empty the cache of compiled code, deal kernels and the "
                        "checkpoints of stopped runs.",
                        no_args_is_help=True)


@cache_app.command("info")
@run_options(seed=False, workers=False, quiet=False)
def info(*, run: RunOptions) -> None:
    """The cache folder, its size, and what it holds."""
    from whistodds.cache import cache_info
    from whistodds.reports.text import cache_text

    check_writable(run.out)
    emit(cache_text(cache_info(), table_format(run.fmt)), run.out)


@cache_app.command("clear")
def clear() -> None:
    """Empty the cache folder: compiled code (made again on the next run, a minute or two), deal kernels, and
    the checkpoints of stopped runs (a stopped run then starts again from nothing)."""
    from whistodds.cache import cache_root, clear_cache

    typer.echo(f"removed {clear_cache()} files from {cache_root()}", err=True)
