"""The server: uvicorn on 127.0.0.1 (or a host asked for), on the port given or a free one, its address said in
one line, stopped cleanly by Ctrl-C (SIGINT) or SIGTERM."""

from __future__ import annotations

import socket
from collections.abc import Callable

LOOPBACK = "127.0.0.1"


def free_port(host: str = LOOPBACK) -> int:
    """A port free on ``host`` now (the system's choice)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def serve(host: str = LOOPBACK, port: int | None = None, *, workers: int = 2, said: Callable[[str], None] = print,
          on_start: Callable[[str], None] | None = None) -> None:
    """Serve the page on ``host``:``port`` until stopped; once it listens, ``said`` gets the one line with its
    address and ``on_start`` the address (to open a browser)."""
    import uvicorn

    from whistodds.page.app import make_app

    port = free_port(host) if port is None else port
    address = f"http://{host}:{port}/"
    app = make_app(tuple(dict.fromkeys((host, LOOPBACK, "localhost"))), running=workers)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False, lifespan="on")
    server = uvicorn.Server(config)
    started = server.startup

    async def startup(sockets: object = None) -> None:
        await started(sockets)  # type: ignore[arg-type]
        if server.started:  # listening: the address is said only once it answers
            said(f"whistodds page at {address} (Ctrl-C stops it)")
            if on_start is not None:
                on_start(address)
    server.startup = startup  # type: ignore[method-assign]
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn has shut down gracefully, then passes Ctrl-C on: the stop asked for
        pass
    said("whistodds page stopped")
