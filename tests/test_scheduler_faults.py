"""A scheduler that does not answer, or answers wrongly, or dies mid-run (issue 37): real sockets and a real
Dask cluster on 127.0.0.1 only, through the command line in processes of their own.  Every failure is one
line naming the address, within ``--scheduler-timeout``, and nothing is left to keep the process alive."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from compiled_code import copy_compiled_code
from listening import beyond_loopback
from typer.testing import CliRunner

from whistodds.cli.app import app

distributed = pytest.importorskip("distributed")

SHORT = 2  # --scheduler-timeout where it must run out (a silent port)
LONG = 600  # --scheduler-timeout where the answer comes first: a busy machine's slowness is no failure
HANG = 900  # seconds after which a command is taken to hang: far beyond either, and minutes beyond a busy machine's
BATCH = 250_000


class Server:
    """A TCP server on 127.0.0.1 that accepts every connection and then ``answer``\\ s it."""

    def __init__(self, answer: str) -> None:
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port = self.socket.getsockname()[1]
        self.answer = answer
        self.held: list[socket.socket] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            self.held.append(connection)  # held open: a silent server never closes
            try:
                if self.answer == "junk":
                    connection.sendall(bytes(range(256)) * 8)
                elif self.answer == "http":
                    connection.recv(4096)
                    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Type: text/html\r\nContent-Length: 11"
                                       b"\r\n\r\nBad Request")
            except OSError:
                pass

    def close(self) -> None:
        self.socket.close()
        for connection in self.held:
            connection.close()


@pytest.fixture
def server(request) -> Iterator[Server]:
    running = Server(request.param)
    yield running
    running.close()


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def whist_odds(args: list[str], cache: Path) -> subprocess.Popen:
    """The command in a process of its own, with the compiled code of this run."""
    copy_compiled_code(cache)
    return subprocess.Popen([sys.executable, "-c", "from whistodds.cli.app import main; main()", *args],
                            env={**os.environ, "WHISTODDS_CACHE": str(cache)}, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def refused(scheduler: str, cache: Path, *said: str, here: bool = False, timeout: int = LONG) -> str:
    """Run a kernel against ``scheduler`` with ``--scheduler-timeout`` ``timeout``: exit 2, one line naming it and
    saying ``said``; in a process of its own (whose exit no thread may hold up, and which must not hang), or
    ``here`` where nothing is connected to."""
    args = ["kernel", "long", "--deals", "1000", "--seed", "3", "--scheduler", scheduler,
            "--scheduler-timeout", str(timeout)]
    if here:
        result = CliRunner().invoke(app, args, env={"WHISTODDS_CACHE": str(cache)})
        code, err = result.exit_code, result.stderr
    else:
        process = whist_odds(args, cache)
        try:
            _, err = process.communicate(timeout=HANG)
        finally:
            process.kill()
        code = process.returncode
    assert code == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    (line,) = err.strip().splitlines()
    assert line.startswith("whist-odds: error: --scheduler ") and scheduler[:60] in line, line
    for words in said:
        assert words in line, line
    return line


@pytest.mark.parametrize("server, said, timeout", [
    ("silent", f"no Dask scheduler answered within {SHORT} s", SHORT),
    ("junk", "not a Dask scheduler", LONG),
    ("http", "not a Dask scheduler", LONG),
], indirect=["server"], ids=["silent", "junk", "http"])
def test_a_port_that_is_no_scheduler_is_one_line_in_time(server, said, timeout, tmp_path):
    refused(f"tcp://127.0.0.1:{server.port}", tmp_path, said, timeout=timeout)
    refused(f"127.0.0.1:{server.port}", tmp_path, said, timeout=timeout)  # host:port alone is TCP


def test_a_port_with_nothing_listening_says_so(tmp_path):
    refused(f"tcp://127.0.0.1:{unused_port()}", tmp_path, "nothing listens there")


@pytest.mark.parametrize("address, said", [
    ("tcp://", "give the scheduler's host and port"),
    ("tcp://127.0.0.1", "give the scheduler's host and port"),
    ("tcp://127.0.0.1:0", "port from 1 to 65535"),
    ("tcp://127.0.0.1:99999", "port from 1 to 65535"),
    ("inproc://x", "inside one process"),
    ("ucx://127.0.0.1:8786", "ucx:// is not supported"),
    ("tls://127.0.0.1:8786", "needs the client's certificate"),
    ("http://127.0.0.1:8786", "use tcp://host:port"),
])
def test_an_address_that_cannot_be_a_schedulers_is_refused(address, said, tmp_path):
    refused(address, tmp_path, said, here=True)


@pytest.mark.parametrize("content, said", [
    (b"not json at all", "it is not JSON"),
    (b"{}", 'it holds no "address"'),
    (bytes(range(256)) * 4, "it is not JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "it is not JSON"),
    (b'{"address": 8786}', 'it holds no "address"'),
    (b'{"address": "inproc://x"}', "inside one process"),
], ids=["text", "empty-object", "binary", "deep", "number", "inproc"])
def test_a_bad_scheduler_file_is_one_line(content, said, tmp_path):
    (tmp_path / "scheduler.json").write_bytes(content)
    refused(str(tmp_path / "scheduler.json"), tmp_path / "c", said, here=True)


@pytest.mark.parametrize("server", ["silent"], indirect=True)
def test_a_scheduler_file_naming_a_silent_port(server, tmp_path):
    (tmp_path / "scheduler.json").write_text(json.dumps({"address": f"tcp://127.0.0.1:{server.port}"}))
    refused(str(tmp_path / "scheduler.json"), tmp_path / "c", "no Dask scheduler answered", str(server.port),
            timeout=SHORT)


def test_a_fifo_is_not_read_as_a_scheduler_file(tmp_path):
    os.mkfifo(tmp_path / "scheduler.json")
    refused(str(tmp_path / "scheduler.json"), tmp_path / "c", "is not a regular file", here=True)


@pytest.mark.parametrize("server", ["silent"], indirect=True)
def test_sigterm_while_connecting_ends_at_once(server, tmp_path):
    """SIGTERM at several points of connecting (the probe's two connections), twenty times: each time one line,
    exit 143, where the connection alone would wait an hour."""
    for attempt in range(20):
        held = len(server.held)
        process = whist_odds(["kernel", "long", "--deals", "1000", "--seed", "3", "--scheduler",
                              f"tcp://127.0.0.1:{server.port}", "--scheduler-timeout", "3600"], tmp_path)
        deadline = time.monotonic() + HANG
        while len(server.held) == held and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        assert len(server.held) > held, process.communicate()
        time.sleep(attempt % 5 * 0.01)
        process.send_signal(signal.SIGTERM)
        try:
            _, err = process.communicate(timeout=120)  # a hang: SIGTERM ignored until the hour is out
        finally:
            process.kill()
        assert process.returncode == 143 and err.strip().splitlines() == [
            "whist-odds: interrupted; no file was written"], f"attempt {attempt}: {err}"


def test_scheduler_timeout_is_checked_and_needs_a_scheduler(tmp_path):
    for args, said in [(["--scheduler", "tcp://127.0.0.1:1", "--scheduler-timeout", "0"],
                        "--scheduler-timeout 0 is not allowed"),
                       (["--scheduler-timeout", "5"], "--scheduler-timeout has no effect without --scheduler"),
                       (["--warm"], "--warm has no effect without --scheduler")]:
        result = CliRunner().invoke(app, ["kernel", "long", "--deals", "1000", "--seed", "3", *args],
                                    env={"WHISTODDS_CACHE": str(tmp_path)})
        assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1 and said in result.stderr, \
            result.stderr


# --- a real cluster whose scheduler dies mid-run -------------------------------------------------------------------

def _dask(module: str, *args: str, cache: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", module, *args], env={**os.environ, "WHISTODDS_CACHE": str(cache)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


@pytest.fixture
def cluster(tmp_path) -> Iterator[tuple[Path, subprocess.Popen]]:
    """A scheduler and one worker of one thread, each a process of its own on 127.0.0.1; the scheduler file."""
    file, cache = tmp_path / "scheduler.json", tmp_path / "c"
    copy_compiled_code(cache)  # the worker loads this run's compiled code, shared with the command
    # the dashboards on loopback too: the installed distributed ignores --no-dashboard and listens on 0.0.0.0
    scheduler = _dask("distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", "0", "--dashboard-address",
                      "127.0.0.1:0", "--scheduler-file", str(file), cache=cache)
    worker = _dask("distributed.cli.dask_worker", "--scheduler-file", str(file), "--nthreads", "1", "--no-nanny",
                   "--host", "127.0.0.1", "--dashboard-address", "127.0.0.1:0", "--death-timeout", "10", cache=cache)
    try:
        with distributed.Client(scheduler_file=str(file), timeout=HANG, set_as_default=False) as client:
            client.wait_for_workers(1, timeout=HANG)
        yield file, scheduler
    finally:
        for process in (worker, scheduler):
            process.kill()
            process.wait()


def test_the_cluster_listens_on_loopback_only(cluster):
    """The scheduler, the worker and both their dashboards on 127.0.0.1 (the installed distributed ignores
    --no-dashboard: its dashboard listened on 0.0.0.0:8787)."""
    assert beyond_loopback(os.getpid()) == []


def _kernel(deals: int, seed: int) -> list[str]:
    return ["kernel", "long", "--model", "random", "--deals", str(deals), "--seed", str(seed), "-f", "kernel-json",
            "--quiet"]


def test_a_scheduler_killed_mid_run_keeps_the_batches_and_the_rerun_resumes(cluster, tmp_path):
    file, scheduler = cluster
    deals, seed, cache = 3 * BATCH, 21, tmp_path / "c"
    process = whist_odds(_kernel(deals, seed) + ["--scheduler", str(file), "--scheduler-timeout", "30"], cache)
    deadline = time.monotonic() + HANG
    while not list((cache / "checkpoints").glob("*.json")) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert process.poll() is None, process.communicate()
    scheduler.kill()  # the scheduler's process ends with batches on the way
    try:
        _, err = process.communicate(timeout=HANG)
    finally:
        process.kill()
    assert process.returncode == 1 and "Traceback" not in err, err
    (line,) = err.strip().splitlines()
    from whistodds.cli.cluster import SHOWN

    shown = str(file)[:SHOWN - 3]  # a long address is cut to SHOWN characters, "..." at its end
    assert line.startswith(f"whist-odds: error: the scheduler at {shown}") and " was lost mid-run" in line and \
        "batches kept; the same command resumes from them" in line, line
    (kept,) = (cache / "checkpoints").glob("*.json")
    done = len(json.loads(kept.read_text())["batches"])
    assert 1 <= done < deals // BATCH
    rerun = whist_odds(_kernel(deals, seed), cache)
    resumed, said = rerun.communicate(timeout=HANG)
    assert rerun.returncode == 0 and f"resuming: {done} of {deals // BATCH} batches done" in said, said
    whole = CliRunner().invoke(app, _kernel(deals, seed), env={"WHISTODDS_CACHE": str(tmp_path / "whole")})
    assert whole.exit_code == 0 and "resuming" not in whole.stderr, whole.stderr
    assert json.loads(resumed)["counts"] == json.loads(whole.stdout)["counts"]
    assert not list((cache / "checkpoints").glob("*.json"))


def test_warm_loads_the_model_on_every_worker_before_the_run(cluster, tmp_path):
    file, _ = cluster
    process = whist_odds(["kernel", "long", "--model", "random", "--deals", "1000", "--seed", "1", "--warm",
                          "--scheduler", str(file), "-f", "kernel-json"], tmp_path / "c")
    out, err = process.communicate(timeout=HANG)
    assert process.returncode == 0 and "Traceback" not in err, err
    assert "warmed random on 1 worker in " in err and json.loads(out)["counts"], err
