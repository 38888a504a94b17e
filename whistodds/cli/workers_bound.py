"""The bound on ``--workers``: 1 to 256 processes, one line beyond it (never an ``OverflowError``)."""

from __future__ import annotations

import typer

MAX_WORKERS = 256


def check_workers(value: int | None) -> int | None:
    """``--workers`` as given, if 1 to :data:`MAX_WORKERS`; else a one-line usage error (exit 2).

    >>> check_workers(4)
    4
    >>> try:
    ...     check_workers(10**30)
    ... except typer.BadParameter as error:
    ...     print(error.message)
    --workers 1000000000000000000000000000000 is not allowed; use 1 to 256
    """
    if value is not None and not 1 <= value <= MAX_WORKERS:
        shown = str(value) if len(str(value)) <= 40 else f"{str(value)[:20]}... ({len(str(value))} digits)"
        raise typer.BadParameter(f"--workers {shown} is not allowed; use 1 to {MAX_WORKERS}")
    return value
