"""A page server for the tests: ``whist-odds serve`` started as a process of its own on 127.0.0.1 and a free
port, its address read from the one line it prints, stopped by SIGINT as a person's Ctrl-C."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

START_LIMIT = 300  # seconds for the server to say its address: a hang, not a speed (two cores, both busy)


@dataclass
class Server:
    process: subprocess.Popen[str]
    address: str

    def get(self, path: str, *, method: str = "GET", body: bytes | None = None,
            headers: dict[str, str] | None = None, timeout: float = 600) -> tuple[int, dict[str, str], bytes]:
        """The status, headers and body of a request to ``path`` (errors included: a 400 is an answer)."""
        request = urllib.request.Request(self.address + path.lstrip("/"), data=body, method=method,
                                         headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as reply:
                return reply.status, dict(reply.headers), reply.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def json(self, path: str, **kwargs: object) -> tuple[int, object]:
        status, _, body = self.get(path, **kwargs)  # type: ignore[arg-type]
        return status, json.loads(body)

    def stop(self) -> int:
        """Ctrl-C, and the exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=120)


def start_server(*extra: str) -> Server:
    process = subprocess.Popen([sys.executable, "-m", "whistodds", "serve", "--no-open", *extra],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()  # blocks until the line; a hang is caught by the suite's timeout
    if not line.startswith("whistodds page at "):
        process.kill()
        raise AssertionError(f"serve said {line!r}; stderr: {process.stderr.read() if process.stderr else ''}")
    return Server(process, line.split()[3])


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    """One server for a module of tests (imported by each as a fixture), stopped at its end."""
    started = start_server()
    yield started
    started.stop()
