"""Where a command's batches run: this process, a pool of local processes (``--workers``), or a Dask
cluster (``--scheduler``).

The figures never depend on it: every batch's random stream is fixed by the seed and the batch's
index (:mod:`whistodds.simulations.batches`).  ``--scheduler`` takes a scheduler's address
(``tcp://host:8786``) or the path of a scheduler file (``dask scheduler --scheduler-file``), and needs
Dask's distributed (``pip install 'whistodds[dask]'``); the workers must run the same version of
whistodds.  A worker lost in the run has its batches run again by Dask elsewhere.  ``--scheduler``
with ``--workers`` is refused: the cluster's workers are the workers.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from whistodds.cache import say

if TYPE_CHECKING:
    from distributed import Client

INSTALL = "pip install 'whistodds[dask]'"
CONNECT_TIMEOUT = "20s"
SCHEMES = ("tcp://", "tls://", "inproc://", "ucx://", "ws://", "wss://")


@contextmanager
def executor_for(workers: int = 1, scheduler: str | None = None) -> Iterator[Executor | None]:
    """The executor a command's batches run on: None for this process (``workers`` 1, no ``scheduler``),
    a pool of ``workers`` processes, or the Dask cluster at ``scheduler``; closed when the block ends.

    >>> with executor_for(1) as executor:
    ...     print(executor)
    None
    """
    if workers < 1:
        raise ValueError(f"--workers {workers} is not allowed; use 1 or more")
    if scheduler is None:
        if workers == 1:
            yield None
            return
        with ProcessPoolExecutor(workers) as pool:
            yield pool
        return
    if workers != 1:
        raise ValueError(f"--workers {workers} and --scheduler together are not allowed; the cluster's workers run "
                         f"the batches: give one of them")
    client = connect(scheduler)
    try:
        check_workers(client, scheduler)
        yield client.get_executor(pure=False)  # type: ignore[no-untyped-call]  # distributed is not annotated
    finally:
        client.close()  # type: ignore[no-untyped-call]  # distributed is not annotated


def connect(scheduler: str) -> "Client":
    """A Dask client of the scheduler at an address or named by a scheduler file; a one-line error
    (``ValueError``) when Dask is not installed or no scheduler answers."""
    try:
        from distributed import Client
    except ImportError:
        raise ValueError(f"--scheduler needs Dask's distributed: {INSTALL}") from None
    if scheduler.startswith(SCHEMES):
        where = {"address": scheduler}
    elif Path(scheduler).is_file():
        where = {"scheduler_file": scheduler}
    elif ":" in scheduler and not Path(scheduler).suffix:
        where = {"address": f"tcp://{scheduler}"}
    else:
        raise ValueError(f"--scheduler {scheduler!r} is not allowed; give a scheduler's address (tcp://host:8786) "
                         f"or the path of its scheduler file")
    try:
        return Client(**where, timeout=CONNECT_TIMEOUT, set_as_default=False)  # type: ignore[no-untyped-call]
    except (OSError, ValueError) as error:  # OSError covers the time-out of a scheduler that never answered
        raise ValueError(f"--scheduler {scheduler}: no Dask scheduler answered ({' '.join(str(error).split())[:200]})"
                         ) from None


def worker_version() -> tuple[str, str]:
    """This process's whistodds version and compiled-code fingerprint (run on each worker)."""
    from whistodds import __version__
    from whistodds.simulations.fingerprint import code_fingerprint

    return __version__, code_fingerprint()


def check_workers(client: "Client", scheduler: str) -> None:
    """A one-line error when a worker runs another version of whistodds (or none), whose batches would
    not be this version's; one line when there is no worker yet (the run waits for them)."""
    try:
        found = client.run(worker_version)
    except ImportError:
        raise ValueError(f"the workers of {scheduler} cannot import whistodds; install it there "
                         f"({INSTALL})") from None
    if not found:
        say(f"the scheduler {scheduler} has no workers yet; the run starts when one joins")
        return
    mine = worker_version()
    other = {address: seen for address, seen in found.items() if tuple(seen) != mine}
    if other:
        address, (version, fingerprint) = next(iter(other.items()))
        raise ValueError(f"the worker {address} runs whistodds {version} (simulation code {fingerprint}), not "
                         f"{mine[0]} ({mine[1]}): {len(other)} of {len(found)} workers differ; install this version "
                         f"there")
