"""Faults outside the tool: damaged and unwritable caches, interrupts, file modes, impossible sizes.

Each fault leaves the user's data whole and the next run working, with at most one line said about it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from compiled_code import copy_compiled_code
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.simulations.compiled import check_folder, compiled_cache_folder
from whistodds.games import get_game
from whistodds.simulations.play.models import get_model

runner = CliRunner()
WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "garble":
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes(b ^ 0x5A for b in data[middle:middle + 64]) + data[middle + 64:])
    else:
        raise ValueError(how)


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WHISTODDS_CACHE", str(folder))
    return folder


# --- deal kernels cached on demand -------------------------------------------------------------------

KERNEL_ARGS = ("kernel", "long", "--model", "random", "--deals", "20000", "--seed", "3", "-f", "kernel-json")


def _kernel_counts(result) -> list:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["counts"]


def _change_counts(path: Path) -> None:
    document = json.loads(path.read_text())
    document["counts"][7][2] += 5  # the file still parses, has the right shape and a plausible total
    path.write_text(json.dumps(document))


def _drop_key(path: Path) -> None:
    document = json.loads(path.read_text())
    del document["counts"]
    path.write_text(json.dumps(document))


@pytest.mark.parametrize("fault", ["truncate", "empty", "garble", "counts", "missing key"])
def test_a_damaged_kernel_is_set_aside_and_made_again(cache, fault):
    right = _kernel_counts(invoke(*KERNEL_ARGS))
    (entry,) = (cache / "kernels").glob("*.json")
    {"counts": _change_counts, "missing key": _drop_key}.get(fault, lambda p: damage(p, fault))(entry)
    result = invoke(*KERNEL_ARGS)
    assert _kernel_counts(result) == right
    said = [line for line in result.stderr.splitlines() if line.startswith("whistodds:")]
    assert len(said) == 1 and str(entry) in said[0] and "damaged" in said[0]
    assert len(list((cache / "kernels" / "damaged").iterdir())) == 1
    assert _kernel_counts(invoke(*KERNEL_ARGS)) == right  # and the remade entry is good
    assert len(list((cache / "kernels" / "damaged").iterdir())) == 1


def test_an_unwritable_cache_folder_means_no_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WHISTODDS_CACHE", str(blocker / "cache"))
    result = invoke(*KERNEL_ARGS)
    assert result.exit_code == 0, result.output
    said = [line for line in result.stderr.splitlines() if line.startswith("whistodds:")]
    assert len(said) == 1 and "running without a cache" in said[0]
    assert compiled_cache_folder() is None


def test_cache_info_and_clear(cache):
    _kernel_counts(invoke(*KERNEL_ARGS))
    info = json.loads(invoke("cache", "info", "-f", "json").stdout)[0]
    assert info["folder"] == str(cache) and info["kernels"] == 1
    result = invoke("cache", "clear")
    assert result.exit_code == 0 and "removed" in result.stderr
    assert json.loads(invoke("cache", "info", "-f", "json").stdout)[0]["files"] == 0


# --- compiled code --------------------------------------------------------------------------------------

@pytest.mark.parametrize("fault", ["truncate", "empty", "garble"])
@pytest.mark.parametrize("kind", [".nbi", ".nbc"])
def test_a_damaged_compiled_file_is_found_before_numba_reads_it(compiled_copy, fault, kind, capsys):
    victim = sorted(compiled_copy.rglob(f"dealing._deal_kernel*{kind}"))[0]
    # (numba keeps a folder per checkout of the sources; the damaged function is removed from its own)
    others = {p: p.read_bytes() for p in compiled_copy.rglob("*.nb?")
              if not (p.parent == victim.parent and "_deal_kernel" in p.name)}
    damage(victim, fault)
    assert check_folder(compiled_copy) == [victim]
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and str(victim) in said[0]
    assert not any(victim.parent.glob("dealing._deal_kernel*"))  # that function is compiled again
    assert all(p.read_bytes() == data for p, data in others.items())  # and nothing else is lost
    assert check_folder(compiled_copy) == []


def test_a_damaged_compiled_file_and_the_next_run_works(compiled_copy):
    victim = sorted(compiled_copy.rglob("dealing._deal_kernel*.nbc"))[0]
    damage(victim, "garble")
    env = {**os.environ, "WHISTODDS_CACHE": str(compiled_copy.parents[1])}
    command = WHIST_ODDS + ["kernel", "long", "--model", "random", "--deals", "3000", "--seed", "1", "-f", "csv"]
    first = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    # (a copy made before this session compiled the play engine also says it compiles it: not a fault)
    said = [line for line in first.stderr.splitlines()
            if line.startswith("whistodds:") and "compiling the play engine" not in line]
    assert len(said) == 1 and str(victim) in said[0]
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert not [line for line in again.stderr.splitlines() if line.startswith("whistodds:")]


def test_a_damaged_manifest_means_compiling_again_never_reading(compiled_copy, capsys):
    # Reading a file to check it would be unpickling it: a manifest that cannot be trusted removes them all.
    damage(compiled_copy / "manifest.json", "garble")
    assert check_folder(compiled_copy)
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "manifest" in said[0] and "cannot be trusted" in said[0]
    assert not any(compiled_copy.rglob("*.nb?"))


# --- interrupts -----------------------------------------------------------------------------------------

def _start(args, cwd, cache_folder):
    env = {**os.environ, "WHISTODDS_CACHE": str(cache_folder)}
    copy_compiled_code(cache_folder)  # reuse this run's compiled code
    # SIGINT as at a terminal, even when the suite itself runs in the background (where the shell ignores it,
    # and a child that inherits that could not be interrupted at all)
    return subprocess.Popen(WHIST_ODDS + args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _stop_after(process, started: Path | None, seconds: float, how: int) -> tuple[int, str]:
    deadline = time.monotonic() + 120
    while started is not None and not any(started.parent.glob(started.name)) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(seconds)
    process.send_signal(how)
    _, err = process.communicate(timeout=120)
    return process.returncode, err


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_deals_file_is_never_written(tmp_path, how):
    out = tmp_path / "deals.csv"
    out.write_text("the user's old file\n")
    process = _start(["deals", "long", "--deals", "3000000", "--model", "random", "--out", out.name, "--quiet"],
                     tmp_path, tmp_path / "cache")
    code, err = _stop_after(process, tmp_path / ".deals.csv.partial-*", 0.5, how)
    assert code == (143 if how == signal.SIGTERM else 130), err
    assert "interrupted" in err and "Traceback" not in err
    assert out.read_text() == "the user's old file\n"
    assert not list(tmp_path.glob(".deals.csv*"))


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_report_leaves_the_old_one_untouched(tmp_path, how):
    old = tmp_path / "report"
    (old / "tables").mkdir(parents=True)
    files = {old / "index.html": b"<html>the old report</html>", old / "tables" / "a.csv": b"a,b\n1,2\n"}
    for path, data in files.items():
        path.write_bytes(data)
    process = _start(["report", "--out", "report", "--deals", "1000", "--quiet"], tmp_path, tmp_path / "cache")
    code, err = _stop_after(process, tmp_path / ".report.partial-*", 1.0, how)
    assert code == (143 if how == signal.SIGTERM else 130), err
    assert "Traceback" not in err
    assert {p: p.read_bytes() for p in old.rglob("*") if p.is_file()} == files
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache") == ["report"]


# --- file modes -----------------------------------------------------------------------------------------

def _alive(process) -> bool:
    import psutil

    try:
        return process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _pool_processes(command) -> list:
    """The processes of the command's pool: its children but the resource tracker a spawned pool starts (it
    ends when the command does)."""
    import psutil

    processes = []
    for child in command.children():
        try:
            if "resource_tracker" not in " ".join(child.cmdline()):
                processes.append(child)
        except psutil.Error:  # gone meanwhile
            pass
    return processes


@pytest.mark.parametrize("workers", [1, 2], ids=["steps-pool", "process-pool"])
def test_sigterm_stops_a_long_report_and_its_pool(tmp_path, workers):
    """SIGTERM with the report's simulations under way (in the pool of the report's steps, one process a core, or
    with --workers 2 here, its batches in a pool of two processes): one line, exit 143, nothing written, and the
    pool's processes stopped with it, not left to finish the steps or batches they were given."""
    import psutil

    from whistodds.reports.report import n_steps
    from whistodds.reports.steps import report_jobs

    steps = report_jobs(n_steps())
    expected = workers if workers > 1 else steps if steps > 1 else 0
    process = _start(["report", "--out", "report", "--deals", "20000000", "--quiet", "--workers", str(workers)],
                     tmp_path, tmp_path / "cache")
    command, deadline = psutil.Process(process.pid), time.monotonic() + 600
    pool: list[psutil.Process] = []
    while process.poll() is None and time.monotonic() < deadline and not (
            list(tmp_path.glob(".report.partial-*")) and len(pool := _pool_processes(command)) >= expected):
        time.sleep(0.05)
    time.sleep(3)  # batches under way
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=600)  # a hang's bound: the run itself would take hours
    finally:
        process.kill()
    assert process.returncode == 143 and err.strip().splitlines() == [
        "whist-odds: interrupted; no file was written"], err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["cache"]
    assert len(pool) == expected, pool
    while any(_alive(child) for child in pool):
        assert time.monotonic() < deadline + 600, f"the pool's processes outlived the command: {pool}"
        time.sleep(0.1)


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600)])
def test_files_take_the_umask(tmp_path, umask, mode):
    previous = os.umask(umask)
    try:
        out = tmp_path / "odds.csv"
        assert invoke("odds", "long", "--score", "5-3", "-f", "csv", "--out", out).exit_code == 0
        assert out.stat().st_mode & 0o777 == mode
        chart = tmp_path / "c.png"
        assert invoke("chart", "long-short", "--out", chart).exit_code == 0
        assert chart.stat().st_mode & 0o777 == mode
    finally:
        os.umask(previous)


def test_an_overwritten_file_keeps_its_mode(tmp_path):
    out = tmp_path / "odds.csv"
    out.write_text("old")
    out.chmod(0o640)
    assert invoke("odds", "long", "--score", "5-3", "-f", "csv", "--out", out).exit_code == 0
    assert out.stat().st_mode & 0o777 == 0o640 and out.read_text().startswith("game,")


def test_write_errors_name_the_users_path(tmp_path):
    target = tmp_path / "missing" / "x.csv"
    result = invoke("odds", "long", "--score", "5-3", "--out", target)
    assert result.exit_code == 2 and str(target) in result.output
    for empty in ("", "."):
        result = invoke("odds", "long", "--score", "5-3", "--out", empty)
        assert result.exit_code == 2 and "--out" in result.output
        assert invoke("report", "--out", empty).exit_code == 2


# --- sizes, checked before any work ---------------------------------------------------------------------

SIMULATING = [
    ["odds", "long", "--score", "5-3", "--deals"],
    ["odds", "scotch", "--players", "6", "--sides", "3", "--score", "1-2-3", "--deals"],
    ["table", "short", "--deals"],
    ["table", "scotch", "--deals"],
    ["rubber", "long", "--deals"],
    ["kernel", "long", "--deals"],
    ["kernel", "scotch", "--deals"],
    ["deals", "long", "--deals"],
    ["partner", "--of", "2", "--at-least", "1", "--deals"],
    ["verify", "calculations", "--deals"],
    ["verify", "scotch-advice", "--deals"],
    ["gleek", "--deals"],
    ["progressive", "--evenings"],
    ["report", "--out", "never-written", "--deals"],
]


@pytest.mark.parametrize("size", [10**12, 2**70, 0, -1])
@pytest.mark.parametrize("command", SIMULATING, ids=lambda c: " ".join(c[:2]))
def test_impossible_sizes_are_refused_before_any_work(command, size, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    start = time.monotonic()
    result = invoke(*command, str(size))
    elapsed = time.monotonic() - start
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and command[-1] in lines[0] and "Traceback" not in result.output
    assert elapsed < 600  # refused, not run: the run itself would take days (a hang's bound, not a speed)
    assert not list(tmp_path.iterdir())


def test_api_counts_are_checked_at_the_edge():
    from whistodds.simulations import deal
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.whole_games import simulate_games

    for bad, error in [(True, TypeError), (1.5, TypeError), ("10", TypeError), (0, ValueError), (10**20, ValueError)]:
        with pytest.raises(error, match="n_deals="):
            get_kernel(get_model("random"), bad, seed=1)
        with pytest.raises(error, match="n_games="):
            simulate_games(get_game("long"), bad)
    with pytest.raises(ValueError, match="threads=0"):
        deal(get_game("long-whist"), 10, threads=0)
    assert deal(get_game("long-whist"), 10, seed=1).hands.shape == (10, 4, 13)
    assert np.array_equal(deal(get_game("long"), 10, seed=1).hands, deal(get_game("long-whist"), 10, seed=1).hands)


def test_the_report_replaces_only_an_earlier_report(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    thesis = tmp_path / "thesis"
    thesis.mkdir()
    (thesis / "chapter1.txt").write_text("notes")
    for out in ("thesis", "..", "."):
        result = invoke("report", "--out", out, "--deals", "1000")
        assert result.exit_code == 2 and "--out" in result.output, out
    assert (thesis / "chapter1.txt").read_text() == "notes" and sorted(p.name for p in tmp_path.iterdir()) == ["thesis"]


def test_cache_clear_removes_only_what_whistodds_keeps(cache):
    _kernel_counts(invoke(*KERNEL_ARGS))
    (cache / "pip").mkdir()
    (cache / "pip" / "wheel").write_text("someone else's")
    (cache / "notes.txt").write_text("mine")
    assert invoke("cache", "clear").exit_code == 0
    assert (cache / "pip" / "wheel").read_text() == "someone else's" and (cache / "notes.txt").exists()
    assert not (cache / "kernels").exists()


def test_more_api_arguments_are_checked():
    from whistodds.odds.claims.check import evaluate_claims
    from whistodds.odds.game_odds import odds_at
    from whistodds.odds.words import parse_odds

    with pytest.raises(TypeError, match="odds 5"):
        parse_odds(5)
    for score in [(5.5, 3), (True, 3)]:
        with pytest.raises(ValueError, match="score="):
            odds_at(get_game("long"), score, "us")
    with pytest.raises(ValueError, match="no claims"):
        evaluate_claims([])
    result = invoke("kernel", "long", "--model", "double-dummy", "--deals", "10000000000")
    assert result.exit_code == 2 and "1,000,000" in result.output
