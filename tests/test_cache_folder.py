"""The cache folder under load (#46 items 7 and 11): a compiled-code cache whose lock another process holds
(stopped with Ctrl-Z) is waited for a bounded time, said in one line, and the run goes on without it; a command
refused for a bad argument never touches it; a cache folder that is a symbolic link is refused in one line.
Real processes (the lock held by one stopped with SIGSTOP) and real folders, through the command line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from whistodds.simulations.compiled import LOCK
from whistodds.simulations.fingerprint import code_fingerprint

WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
LOCK_WAIT_VARIABLE = "WHISTODDS_LOCK_WAIT"  # seconds to wait for the lock (the manual's, docs/guide/caches.md)
HANG = 600  # seconds: only a hang fails this (a locked run compiles its code for itself: seconds to a minute)
KERNEL = ["kernel", "long", "--model", "random", "--deals", "3000", "--seed", "1", "-f", "csv"]
HOLD = ("import fcntl, os, sys\n"
        "handle = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)\n"
        "fcntl.flock(handle, fcntl.LOCK_EX)\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n")


def _run(*args: str, cache: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(WHIST_ODDS + list(args), env={**os.environ, "WHISTODDS_CACHE": str(cache), **env},
                          capture_output=True, text=True, timeout=HANG)


def _said(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("whistodds:")]


@contextmanager
def _lock_held_by_a_stopped_process(cache: Path) -> Iterator[subprocess.Popen[str]]:
    """This version's compiled-code folder in ``cache``, its lock held by another process, stopped (SIGSTOP)."""
    folder = cache / "numba" / code_fingerprint()
    folder.mkdir(parents=True, mode=0o700)
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(folder / LOCK)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        os.kill(holder.pid, signal.SIGSTOP)
        yield holder
    finally:
        os.kill(holder.pid, signal.SIGCONT)
        holder.kill()
        holder.wait(timeout=HANG)


def test_a_lock_held_by_a_stopped_process_is_waited_for_a_bounded_time_then_the_run_goes_on(tmp_path):
    cache = tmp_path / "cache"
    with _lock_held_by_a_stopped_process(cache) as holder:
        locked = _run(*KERNEL, cache=cache, **{LOCK_WAIT_VARIABLE: "1"})
    assert locked.returncode == 0 and locked.stdout, locked.stderr
    lines = _said(locked.stderr)
    assert len(lines) == 1 and "locked by another process" in lines[0] and f"pid {holder.pid}" in lines[0], lines
    assert "running without it" in lines[0]
    free = _run(*KERNEL, cache=cache)  # the lock free again: the same answer, nothing said
    assert free.returncode == 0 and free.stdout == locked.stdout and not _said(free.stderr), free.stderr


def test_a_command_refused_for_a_bad_argument_never_waits_for_the_lock(tmp_path):
    """No bound given: the default wait would be said; a refused command never takes the lock at all."""
    cache = tmp_path / "cache"
    with _lock_held_by_a_stopped_process(cache):
        result = _run("position", "--hand", "AS KS", cache=cache)
    assert result.returncode == 2 and not result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("whist-odds: error:") and "trumps" in lines[0], lines


def test_a_cache_folder_that_is_a_symbolic_link_is_refused_in_one_line(tmp_path):
    target = tmp_path / "elsewhere"
    target.mkdir(mode=0o700)
    link = tmp_path / "cache"
    link.symlink_to(target)
    result = _run(*KERNEL, cache=link)
    assert result.returncode == 0 and result.stdout, result.stderr
    lines = _said(result.stderr)
    assert len(lines) == 1 and str(link) in lines[0] and "symbolic link" in lines[0], lines
    assert "running without a cache" in lines[0]
    assert not any(target.iterdir())  # nothing written through the link
