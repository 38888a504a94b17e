"""``whist-odds serve``: the page, a local web application answering the same questions as the command line."""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    port: Annotated[int | None, typer.Option("--port", help="The port to listen on, 1-65535 (default: a free one).")
                    ] = None,
    no_open: Annotated[bool, typer.Option("--no-open", help="Do not open the page in the browser.")] = False,
    workers: Annotated[int, typer.Option("--workers", help=(
        "Questions answered at once, a worker process each (1-16); four more a worker wait their turn, and "
        "beyond that a question is refused until one ends."))] = 2,
    host: Annotated[str, typer.Option("--host", help=(
        "The address to listen on: 127.0.0.1 (this machine only) unless another is given, which says a warning: "
        "anyone who can reach that address can then ask questions of this machine."))] = "127.0.0.1",
) -> None:
    """Serve the page: ask a book's sentence, check a table, the odds at a score; the same figures as the
    command line (its JSON at /api/<command>). Listens on 127.0.0.1 only unless --host says otherwise."""
    import sys

    from whistodds.page.serve import LOOPBACK, serve as run

    from whistodds.page.jobs import MAX_RUNNING

    if port is not None and not 1 <= port <= 65535:
        raise ValueError(f"--port {port} is not allowed; use 1 to 65535, or leave it out for a free one")
    if not 1 <= workers <= MAX_RUNNING:
        raise ValueError(f"--workers {workers} is not allowed; use 1 to {MAX_RUNNING}")
    if host not in (LOOPBACK, "localhost"):
        typer.echo(f"whist-odds: warning: listening on {host}, not this machine alone: anyone who can reach it can "
                   "ask questions of this machine", err=True)

    def opened(address: str) -> None:
        if not no_open and sys.stdout.isatty():
            import webbrowser

            webbrowser.open(address)

    run(host, port, workers=workers, said=lambda line: typer.echo(line), on_start=opened)
