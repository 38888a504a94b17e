"""Nothing a test starts may listen beyond loopback (a Dask scheduler's or worker's dashboard included): the
TCP sockets listening on an address outside 127.0.0.0/8 and ::1, held by a process or any of its descendants.

tests/conftest.py watches each test process (each of pytest-xdist's workers watches its own) with
:class:`Watch`, a thread that looks twice a second while the tests run, and fails a test module in which one was
seen.  psutil comes with distributed (the test extras).
"""

from __future__ import annotations

import ipaddress
import threading

import psutil

INTERVAL = 0.5  # seconds between looks: a Dask process lives for seconds at least


def _loopback(host: str) -> bool:
    """Whether ``host`` (a listening socket's address) is on loopback: 127.0.0.0/8, ::1 or ::ffff:127.x.

    >>> _loopback("127.0.0.1"), _loopback("::1"), _loopback("::ffff:127.0.0.1"), _loopback("0.0.0.0"), _loopback("::")
    (True, True, True, False, False)
    """
    address = ipaddress.ip_address(host.split("%")[0])
    mapped = getattr(address, "ipv4_mapped", None)
    return address.is_loopback or (mapped is not None and mapped.is_loopback)


def beyond_loopback(root: int) -> list[str]:
    """Each TCP socket listening outside loopback held by the process ``root`` or a descendant of it, as
    ``"pid 123 (python -m distributed.cli.dask_scheduler ...) listens on 0.0.0.0:8787"``.

    >>> import os
    >>> beyond_loopback(os.getpid())
    []
    """
    try:
        top = psutil.Process(root)
        processes = [top, *top.children(recursive=True)]
    except psutil.Error:  # the root is gone: nothing of it listens
        return []
    found = []
    for process in processes:
        try:
            sockets = process.net_connections(kind="tcp")
            listening = [s.laddr for s in sockets if s.status == psutil.CONN_LISTEN and not _loopback(s.laddr.ip)]
            if listening:
                command = " ".join(process.cmdline())[:160]
        except psutil.Error:  # ended while looked at, or not ours to look into
            continue
        found += [f"pid {process.pid} ({command}) listens on {address.ip}:{address.port}" for address in listening]
    return found


class Watch:
    """A thread looking every :data:`INTERVAL` seconds at what ``root`` and its descendants listen on; what it
    saw beyond loopback is kept until taken (:meth:`take`).  Processes in :attr:`exempt` (a test's planted offender)
    are passed over."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.exempt: set[int] = set()
        self.lock = threading.Lock()  # held while a planted offender is started and exempted
        self._seen: dict[str, None] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="listening-watch", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def look(self) -> None:
        with self.lock:
            for line in beyond_loopback(self.root):
                if int(line.split()[1]) not in self.exempt:
                    self._seen[line] = None

    def take(self) -> list[str]:
        """What was seen since the last take, after one more look."""
        self.look()
        with self.lock:
            seen, self._seen = list(self._seen), {}
        return seen

    def _run(self) -> None:
        while not self._stop.wait(INTERVAL):
            self.look()
