"""Interrupts (Ctrl-C, SIGTERM) held over a few lines that must not be cut in two (:func:`held_interrupts`, for
:mod:`whistodds.cli.cluster`'s connection to a Dask scheduler).

SIGTERM's handler raises where Python stands (:func:`whistodds.cli.app.main`), so that every temporary file is
removed on the way out; but raised between the making of a coroutine and its handing to an event loop
(``loop.create_task(asyncio.wait_for(ask(), ...))``), it leaves that coroutine never awaited, and the
interpreter says so at exit, lines after the one the user was given.  Held here, the interrupt is acted on as
the block ends, where nothing is left half made.  Written by hand: ``signal.pthread_sigmask`` would hold the
signal for this thread only, and another thread taking it trips the handler here all the same.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_HELD = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def held_interrupts() -> Iterator[None]:
    """Within the block, SIGINT and SIGTERM are noted, not acted on; the first is acted on (its handler called)
    as the block ends.  Outside the main thread, where no handler runs, nothing is held.

    >>> with held_interrupts():
    ...     print("not cut in two")
    not cut in two
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple[int, FrameType | None]] = []

    def note(signum: int, frame: FrameType | None) -> None:
        caught.append((signum, frame))

    handlers = {number: signal.signal(number, note) for number in _HELD}
    try:
        yield
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
        if caught:
            signum, frame = caught[0]
            handler = handlers[signal.Signals(signum)]
            if callable(handler):
                handler(signum, frame)
            elif handler == signal.SIG_DFL:
                signal.raise_signal(signum)
