"""Connecting to a Dask scheduler (``--scheduler``) within a time limit (``--scheduler-timeout``), and
saying in one line what went wrong: an address or scheduler file checked here before any connection, a
first exchange with the scheduler under a deadline of our own, the client closed (with its thread) on
every failure.

Written by hand because distributed's ``Client`` does not hold to its own ``timeout``: against a port
that accepts and says nothing it waits for ever; an HTTP server or junk bytes give ``MemoryError`` or
``struct.error``; a scheduler file that is not JSON an ``AssertionError``; and a client that failed to
start blocks the interpreter's exit for twice the timeout in ``Client.__del__``.
"""

from __future__ import annotations

import json
import logging
import re
import stat
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from whistodds.interrupts import held_interrupts

if TYPE_CHECKING:
    import asyncio

    from distributed import Client

INSTALL = "pip install 'whistodds[dask]'"
DEFAULT_TIMEOUT = 20.0  # seconds: --scheduler-timeout's default
MAX_TIMEOUT = 3600.0
MAX_SCHEDULER_FILE = 1 << 20  # bytes: a scheduler file is a few hundred
SHOWN = 80  # characters of a hostile address shown in an error
CLOSE_WITHIN = 2.0  # seconds given to closing a client that failed
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}"
                   r"[A-Za-z0-9])?\.?|\[[0-9A-Fa-f:.]{2,45}\]")
_REFUSED_SCHEMES = {
    "inproc": "an inproc:// address names a scheduler inside one process; give its tcp:// address",
    "ucx": "ucx:// is not supported; give the scheduler's tcp:// address",
}
_SCHEMES = ("tcp", "tls", "ws", "wss")


class ClusterLost(Exception):
    """The cluster failed part-way through a run (scheduler gone, a batch that kills its workers): the
    command line says it in one line and exits 1; the batches done are kept in the run's checkpoint."""


def shown(text: str) -> str:
    """``text`` as it may appear in a one-line error: printable, at most :data:`SHOWN` characters.

    >>> shown("tcp://h:1"), shown("a\\nb")
    ('tcp://h:1', "'a\\\\nb'")
    """
    text = text if text.isprintable() and text.strip() == text and text else repr(text)
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


def check_timeout(value: float | None) -> float | None:
    """``--scheduler-timeout`` as given, if above 0 and at most an hour; else a one-line error.

    >>> check_timeout(2.5)
    2.5
    """
    if value is not None and not 0 < value <= MAX_TIMEOUT:  # NaN fails this too
        raise ValueError(f"--scheduler-timeout {value:g} is not allowed; use more than 0 and at most "
                         f"{MAX_TIMEOUT:g} seconds")
    return value


def scheduler_address(given: str, option: str = "--scheduler") -> str:
    """The scheduler's address named by ``given``: an address (``tcp://host:port``, or ``host:port`` for
    TCP) checked for its form, or the address held by a scheduler file (checked the same way); else a
    one-line ``ValueError`` naming it and what is allowed.  Nothing is connected to.

    >>> scheduler_address("127.0.0.1:8786")
    'tcp://127.0.0.1:8786'
    >>> scheduler_address("inproc://x")
    Traceback (most recent call last):
    ...
    ValueError: --scheduler inproc://x is not allowed: an inproc:// address names a scheduler inside one process; give its tcp:// address
    """
    if "://" in given:
        return _address(given, given, option)
    path = Path(given) if given and "\x00" not in given and len(given) < 4096 else None
    try:
        mode = path.stat().st_mode if path is not None else None
    except (OSError, ValueError):
        mode = None
    if mode is not None:
        return _read_scheduler_file(given, path, mode, option)  # type: ignore[arg-type]
    if re.fullmatch(r"[^/\\:]+:[0-9]+|\[[^/\\]+\]:[0-9]+", given):  # host:port, TCP
        return _address(f"tcp://{given}", given, option)
    raise ValueError(f"{option} {shown(given)} is not allowed; give a scheduler's address (tcp://host:8786) or the "
                     f"path of its scheduler file")


def _address(address: str, given: str, option: str) -> str:
    scheme, _, place = address.partition("://")
    scheme = scheme.lower()
    if scheme in _REFUSED_SCHEMES:
        raise ValueError(f"{option} {shown(given)} is not allowed: {_REFUSED_SCHEMES[scheme]}")
    if scheme not in _SCHEMES:
        raise ValueError(f"{option} {shown(given)} is not allowed: use tcp://host:port (or {', '.join(_SCHEMES[1:])}"
                         f"://), e.g. tcp://10.0.0.1:8786")
    host, colon, port = place.rpartition(":")
    if not colon or not host or not _HOST.fullmatch(host) or len(host) > 255 or not (
            port.isascii() and port.isdigit() and len(port) <= 5 and 1 <= int(port) <= 65535):
        raise ValueError(f"{option} {shown(given)} is not allowed: give the scheduler's host and port, "
                         f"{scheme}://host:port with a port from 1 to 65535, e.g. {scheme}://10.0.0.1:8786")
    if scheme in ("tls", "wss"):
        import dask

        if not dask.config.get("distributed.comm.tls.client.cert", None):
            raise ValueError(f"{option} {shown(given)}: {scheme}:// needs the client's certificate in Dask's "
                             f"configuration (distributed.comm.tls.client.cert and .key, distributed.comm.tls.ca-file)")
    return f"{scheme}://{host}:{int(port)}"


def _read_scheduler_file(given: str, path: Path, mode: int, option: str) -> str:
    """The address held by the scheduler file at ``path``, read without following it into anything but a
    regular file of at most :data:`MAX_SCHEDULER_FILE` bytes."""
    what = f"{option} {shown(given)}"
    if not stat.S_ISREG(mode):
        raise ValueError(f"{what} is not a regular file; give a scheduler file (dask scheduler --scheduler-file) or "
                         f"an address (tcp://host:8786)")
    try:
        with path.open("rb") as file:
            data = file.read(MAX_SCHEDULER_FILE + 1)
    except OSError as error:
        raise ValueError(f"{what} cannot be read ({error.strerror or error})") from None
    problem = None
    document: Any = None
    if len(data) > MAX_SCHEDULER_FILE:
        problem = f"it is larger than {MAX_SCHEDULER_FILE:,} bytes"
    else:
        try:
            document = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            problem = "it is not JSON"
    if problem is None and not (isinstance(document, dict) and isinstance(document.get("address"), str)):
        problem = 'it holds no "address"'
    if problem is not None:
        raise ValueError(f"{what} is not a scheduler file: {problem} (dask scheduler --scheduler-file writes one)")
    return _address(document["address"], document["address"], f"{what}: its address")


def _quiet_distributed() -> None:
    """distributed's own log lines (a lost connection, a failed reconnection) would be lines beside ours."""
    silent = logging.CRITICAL + 1
    for name, logger in [("distributed", logging.getLogger("distributed")),
                         *logging.Logger.manager.loggerDict.items()]:
        if isinstance(logger, logging.Logger) and (name == "distributed" or name.startswith("distributed.")):
            logger.setLevel(silent)  # Dask's configuration gives each of its loggers a level of its own
            for handler in logger.handlers:
                handler.setLevel(silent)


def connect(scheduler: str, timeout: float | None = None) -> "Client":
    """A Dask client of the scheduler named by ``scheduler`` (an address or a scheduler file), connected
    within ``timeout`` seconds (default :data:`DEFAULT_TIMEOUT`); else a one-line ``ValueError`` naming
    the address and what went wrong, the client closed and its thread ended."""
    timeout = DEFAULT_TIMEOUT if timeout is None else timeout
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise ValueError(f"--scheduler needs Dask's distributed: {INSTALL}") from None
    deadline = time.monotonic() + timeout  # from here: loading distributed is no part of the scheduler's answer
    address = scheduler_address(scheduler)
    name = shown(scheduler) if address in (scheduler, f"tcp://{scheduler}") else f"{shown(scheduler)} ({address})"
    _quiet_distributed()
    _probe(address, name, deadline, timeout)
    return _start_client(address, name, deadline, timeout)


def _probe(address: str, name: str, deadline: float, timeout: float) -> None:
    """Ask the address who it is, in an event loop of our own under the deadline: a Dask scheduler says so."""
    import asyncio

    from distributed.comm.core import connect as open_comm
    from distributed.security import Security

    async def ask() -> Any:
        if address.startswith(("tcp://", "ws://")):  # a refused connection said at once, not retried to the deadline
            host, _, port = address.partition("://")[2].rpartition(":")
            _, writer = await asyncio.open_connection(host.strip("[]"), int(port))
            writer.close()
        security = Security().get_connection_args("client")  # type: ignore[no-untyped-call]
        comm = await open_comm(address, timeout=max(deadline - time.monotonic(), 0.01),  # type: ignore[no-untyped-call]
                               **security)
        try:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()
        finally:
            comm.abort()

    # A task left holding an interrupt (SIGTERM while connecting) would be reported at exit as "never retrieved",
    # a traceback after the one line the user was given: this private loop reports nothing of its own; and an
    # interrupt waits while the coroutines are made and handed to the loop (else one is never awaited, and said so).
    with held_interrupts():
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(lambda _loop, _context: None)
        task = loop.create_task(asyncio.wait_for(ask(), max(deadline - time.monotonic(), 0.01)))
    try:
        answer = loop.run_until_complete(task)
    except (TimeoutError, asyncio.TimeoutError):
        raise ValueError(f"--scheduler {name}: no Dask scheduler answered within {timeout:g} s (--scheduler-timeout)"
                         ) from None
    except ConnectionRefusedError:
        raise ValueError(f"--scheduler {name}: nothing listens there (connection refused)") from None
    except OSError as error:
        said = " ".join(str(error.strerror or error).split())[:120]
        if "Timed out" in said:  # distributed's own deadline of the connection, the same time limit
            raise ValueError(f"--scheduler {name}: no Dask scheduler answered within {timeout:g} s "
                             f"(--scheduler-timeout)") from None
        raise ValueError(f"--scheduler {name}: cannot be reached ({said or type(error).__name__})") from None
    except Exception as error:  # junk bytes, an HTTP server: whatever the decoder made of them
        raise ValueError(f"--scheduler {name}: what answered there is not a Dask scheduler (it sent what a "
                         f"scheduler does not: {type(error).__name__})") from None
    finally:
        if task.done() and not task.cancelled():
            task.exception()  # retrieved, so that an interrupt inside it (SIGTERM) is not logged again at exit
        _close_loop(loop)
    if not (isinstance(answer, dict) and answer.get("type") == "Scheduler"):
        kind = answer.get("type") if isinstance(answer, dict) else None
        what = f"a Dask {kind}" if isinstance(kind, str) and kind.isidentifier() else "not a Dask scheduler"
        raise ValueError(f"--scheduler {name}: what answered there is {what}; give the scheduler's address")


def _close_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what is left in ``loop`` and close it, without waiting on its executor's threads."""
    import asyncio

    try:
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        if pending:  # a task holding an interrupt raises it again here, before any coroutine given here would start:
            gathered = asyncio.gather(*pending, return_exceptions=True)  # a future, so none is left never awaited
            loop.call_later(0.5, loop.stop)
            loop.run_until_complete(gathered)
    except BaseException:  # noqa: BLE001  an interrupt while closing: the loop is closed all the same
        pass
    finally:
        loop.close()


def _start_client(address: str, name: str, deadline: float, timeout: float) -> "Client":
    """distributed's client of ``address``, started in a thread of its own so that the deadline holds
    whatever it does; closed (and its loop's thread stopped) when it fails or is too late."""
    from distributed import Client

    made: list[Any] = []
    failed: list[BaseException] = []

    class OneClient(Client):  # distributed is not annotated
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            made.append(self)
            super().__init__(*args, **kwargs)  # type: ignore[no-untyped-call]

        def __del__(self) -> None:  # closed by close_client, within a bound; never again at exit
            pass

    def start() -> None:
        try:
            OneClient(address, timeout=max(deadline - time.monotonic(), 0.01), set_as_default=False)
        except BaseException as error:  # noqa: BLE001  said by the caller's thread
            failed.append(error)

    thread = threading.Thread(target=start, name="whistodds-connect", daemon=True)
    thread.start()
    try:
        thread.join(max(deadline - time.monotonic(), 0.01))
        if thread.is_alive():
            raise ValueError(f"--scheduler {name}: the scheduler did not take this client within {timeout:g} s "
                             f"(--scheduler-timeout)")
        if failed or not made:
            error = failed[0] if failed else None
            said = " ".join(str(error).split())[:120] if error is not None else ""
            raise ValueError(f"--scheduler {name}: the scheduler did not take this client "
                             f"({type(error).__name__}{': ' + said if said else ''})")
    except BaseException:
        for client in made:
            close_client(client)
        raise
    return made[0]  # type: ignore[no-any-return]


def close_client(client: "Client", within: float = CLOSE_WITHIN) -> None:
    """Close ``client`` within ``within`` seconds, whatever state it is in, and stop its loop's thread:
    nothing of it is left to keep the process alive or to speak at exit."""
    try:
        if client.status not in ("closed", "newly-created"):
            client.close(timeout=within)  # type: ignore[no-untyped-call]
    except BaseException:  # noqa: BLE001  a client that cannot close in time is left to its daemon thread
        pass
    finally:
        try:
            client.status = "closed"
            client._loop_runner.stop(timeout=within)  # type: ignore[no-untyped-call]
        except BaseException:  # noqa: BLE001
            pass


def worker_version() -> tuple[str, str]:
    """This process's whistodds version and compiled-code fingerprint (run on each worker)."""
    from whistodds import __version__
    from whistodds.simulations.fingerprint import code_fingerprint

    return __version__, code_fingerprint()


def check_workers(client: "Client", scheduler: str, timeout: float | None = None) -> None:
    """A one-line error when a worker runs another version of whistodds (or none), whose batches would
    not be this version's, or does not answer within ``timeout`` seconds; one line when there is no
    worker yet (the run waits for them)."""
    timeout = DEFAULT_TIMEOUT if timeout is None else timeout
    name = shown(scheduler)
    try:
        found = client.run(worker_version, callback_timeout=timeout)
    except ImportError:
        raise ValueError(f"the workers of {name} cannot import whistodds; install it there ({INSTALL})") from None
    except TimeoutError:  # asyncio's too (the same class since Python 3.11)
        raise ValueError(f"--scheduler {name}: its workers did not say their version within {timeout:g} s "
                         f"(--scheduler-timeout)") from None
    except Exception as error:  # a worker or the scheduler lost while asked
        raise ValueError(f"--scheduler {name}: its workers could not be asked their version "
                         f"({type(error).__name__}: {' '.join(str(error).split())[:120]})") from None
    if not found:
        from whistodds.cache import say

        say(f"the scheduler {name} has no workers yet; the run starts when one joins")
        return
    mine = worker_version()
    other = {address: seen for address, seen in found.items() if tuple(seen) != mine}
    if other:
        address, (version, fingerprint) = next(iter(other.items()))
        raise ValueError(f"the worker {address} runs whistodds {version} (simulation code {fingerprint}), not "
                         f"{mine[0]} ({mine[1]}): {len(other)} of {len(found)} workers differ; install this version "
                         f"there")


def lost(error: BaseException, client: "Client", scheduler: str) -> ClusterLost | None:
    """The one-line :class:`ClusterLost` for ``error`` raised by a run on the cluster, if the cluster is
    what failed: the scheduler gone (its batches cancelled) or a batch that killed its workers."""
    from concurrent.futures import CancelledError

    from distributed.comm.core import CommClosedError
    from distributed.scheduler import KilledWorker

    name = shown(scheduler)
    if isinstance(error, KilledWorker):
        return ClusterLost(f"the cluster at {name} lost the workers running a batch, one after another "
                           f"({' '.join(str(error).split())[:120]})")
    if isinstance(error, (CancelledError, CommClosedError)) or client.status != "running":
        return ClusterLost(f"the scheduler at {name} was lost mid-run (the connection closed)")
    return None
