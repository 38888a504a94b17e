"""``whist-odds cache info`` and ``whist-odds cache clear``: what the cache holds, and emptying it."""

from __future__ import annotations

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.options import FormatOption, OutOption
from whistodds.cli.output import OutputFormat, check_writable, emit

cache_app = typer.Typer(cls=OneLineErrorGroup, help="Show or empty the cache of compiled code, deal kernels and the "
                        "checkpoints of stopped runs.",
                        no_args_is_help=True)


@cache_app.command("info")
def info(fmt: FormatOption = OutputFormat.table, out: OutOption = None) -> None:
    """The cache folder, its size, and what it holds."""
    from whistodds.cache import cache_info
    from whistodds.reports.text import cache_text

    check_writable(out)
    emit(cache_text(cache_info(), fmt), out)


@cache_app.command("clear")
def clear() -> None:
    """Empty the cache folder: compiled code (made again on the next run, a minute or two), deal kernels, and
    the checkpoints of stopped runs (a stopped run then starts again from nothing)."""
    from whistodds.cache import cache_root, clear_cache

    typer.echo(f"removed {clear_cache()} files from {cache_root()}", err=True)
