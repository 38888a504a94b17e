"""What runs in a worker process of the page: one question answered, its progress written to shared memory and
its cancelling read from it.

The pool's processes are started once (``spawn``: nothing of the server's state is inherited) with two shared
arrays of :data:`SLOTS` entries, one a job's slot: the deals (or games) done so far, and a flag the server sets
to cancel.  The progress callback every simulation takes adds to the slot's count and, when the flag is set,
raises :class:`Cancelled`, which stops the simulation between two batches; an exact answer that simulates
nothing runs to its end (its work is bounded by its question) and is then thrown away.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

_done: Any = None  # the shared arrays, set in each worker by :func:`start`
_cancel: Any = None


class Cancelled(Exception):
    """The question was cancelled while it was being answered."""


def start(done: Any, cancel: Any) -> None:
    """A worker's start: keep the shared arrays and import the API once (the first answer is then quick)."""
    global _done, _cancel
    _done, _cancel = done, cancel
    import whistodds.api  # noqa: F401
    import whistodds.reports.text  # noqa: F401


def _progress(slot: int, command: str) -> Callable[[int], None]:
    def progress(done: int) -> None:
        if _cancel is not None and _cancel[slot]:
            raise Cancelled(command)
        if _done is not None:
            with _done.get_lock():
                _done[slot] += done
    return progress


def _written(said: Any, fmt: str, command: str) -> tuple[str, int | None]:
    from whistodds.api import text

    written = text(said, fmt)
    if not isinstance(written, str):  # csv of an answer of several tables: a file each on the command line
        raise ValueError(f"format {fmt} gives {len(written)} files for {command}; use json, markdown or html")
    return written, getattr(said, "seed", None)


def answer_in_worker(slot: int, command: str, asked: Any, fmt: str) -> tuple[str, int | None]:
    """The answer of ``command`` to ``asked`` (its question, or the names its API function takes) written in
    ``fmt``, and the seed it used; a ``ValueError`` for a value its door refuses (one line, as the command
    line's)."""
    from whistodds.odds.questions import answer
    from whistodds.page.doors import door_for

    progress = _progress(slot, command)
    if not isinstance(asked, dict):
        return _written(answer(asked, progress=progress), fmt, command)
    door = door_for(command)
    kwargs = dict(asked)
    if "progress" in inspect.signature(door.function).parameters:
        kwargs["progress"] = progress
    return _written(door.function(**kwargs), fmt, command)
