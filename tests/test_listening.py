"""The suite's own check that nothing a test starts listens beyond loopback (tests/listening.py, watched by
tests/conftest.py): a planted process listening on every interface is named, one listening on loopback is not."""

from __future__ import annotations

import os
import shlex
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from listening import Watch, beyond_loopback

LISTEN = ("import socket, sys; server = socket.create_server((sys.argv[1], 0), family=socket.{family}); "
          "print(server.getsockname()[1], flush=True); sys.stdin.read()")


def listener(watch: Watch, host: str, family: str = "AF_INET") -> Iterator[int]:
    """A process of its own listening on ``host``, left out of the suite's own watch (it is planted): its port."""
    with watch.lock:  # exempted before it can be seen
        process = subprocess.Popen([sys.executable, "-c", LISTEN.format(family=family), host], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True)
        watch.exempt.add(process.pid)
    try:
        yield int(process.stdout.readline())
    finally:
        process.kill()
        process.wait()
        watch.exempt.discard(process.pid)


@pytest.fixture
def planted(listening_watch: Watch, request) -> Iterator[int]:
    yield from listener(listening_watch, *request.param)


@pytest.mark.parametrize("planted, shown", [(("0.0.0.0",), "0.0.0.0"), (("::", "AF_INET6"), "::")],
                         indirect=["planted"], ids=["every-ipv4-interface", "every-ipv6-interface"])
def test_a_process_listening_on_every_interface_is_named(planted, shown):
    found = beyond_loopback(os.getpid())
    assert any(line.endswith(f" listens on {shown}:{planted}") and "socket.create_server" in line for line in found), \
        found


@pytest.mark.parametrize("planted", [("127.0.0.1",), ("127.0.0.2",), ("::1", "AF_INET6")], indirect=True,
                         ids=["127.0.0.1", "127.0.0.2", "ipv6-loopback"])
def test_a_process_listening_on_loopback_is_not_named(planted):
    assert not [line for line in beyond_loopback(os.getpid()) if line.endswith(f":{planted}")]


def test_the_readmes_local_cluster_listens_on_loopback_only(tmp_path):
    """The manual's recipe for a Dask cluster on one machine (its page on the play models), run as written (on a
    free port): its scheduler, nannies, workers and their dashboards listen on loopback only."""
    distributed = pytest.importorskip("distributed")
    readme = (Path(__file__).resolve().parents[1] / "docs" / "guide" / "models.md").read_text(encoding="utf-8")
    recipe = [line.removesuffix(" &") for line in readme.splitlines()
              if line.startswith(("dask scheduler --host 127.0.0.1 ", "dask worker tcp://127.0.0.1:"))]
    assert len(recipe) == 2, recipe
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dask = str(Path(sys.executable).with_name("dask"))
    started = [subprocess.Popen([dask, *shlex.split(line.replace("8786", str(port)))[1:]], cwd=tmp_path,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
               for line in recipe]
    try:
        with distributed.Client(f"tcp://127.0.0.1:{port}", timeout=300, set_as_default=False) as client:
            client.wait_for_workers(2, timeout=600)
        assert beyond_loopback(os.getpid()) == []
    finally:
        for process in started:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
