"""Processes sharing one compiled-code cache: each function is recorded as soon as it is saved, under the
folder's lock, so a run starting while another compiles (or several compiling at once) removes nothing.
Real processes, real numba compiles (whistodds.simulations.compiled)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# A process that compiles ``count`` small functions of a module of its own into the shared cache, after the
# file ``start`` appears; then says it is done (file ``done``) and stays alive until ``leave`` appears.
WORKER = """
import sys, time, importlib
from pathlib import Path
import whistodds.simulations.compiled  # numba's cache folder, checked
folder, name, count, start, done, leave = sys.argv[1:]
module = Path(folder) / f"{name}.py"
module.write_text("import numba\\n" + "".join(
    f"@numba.njit(cache=True)\\ndef f{k}(x):\\n    return x * {k + 2} + {k}\\n" for k in range(int(count))))
sys.path.insert(0, folder)
while not Path(start).exists():
    time.sleep(0.01)
functions = importlib.import_module(name)
for k in range(int(count)):
    assert getattr(functions, f"f{k}")(3) == 3 * (k + 2) + k
Path(done).write_text("done")
while not Path(leave).exists():
    time.sleep(0.01)
"""


def _environment(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "WHISTODDS_CACHE": str(tmp_path / "cache"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "PYTHONPATH": str(ROOT)}


def _worker(tmp_path: Path, name: str, count: int, start: Path, leave: Path) -> tuple[subprocess.Popen[str], Path]:
    done = tmp_path / f"{name}.done"
    process = subprocess.Popen([sys.executable, "-c", WORKER, str(tmp_path / "modules"), name, str(count), str(start),
                                str(done), str(leave)], env=_environment(tmp_path), stderr=subprocess.PIPE, text=True)
    return process, done


def _wait_for(paths: list[Path], processes: list[subprocess.Popen[str]], seconds: float = 240) -> None:
    deadline = time.monotonic() + seconds
    while not all(path.exists() for path in paths):
        for process in processes:
            if process.poll() is not None and process.returncode != 0:
                pytest.fail(f"a compiling process failed: {process.stderr.read() if process.stderr else ''}")
        assert time.monotonic() < deadline, "the compiling processes did not finish"
        time.sleep(0.05)


def _check_in_new_process(tmp_path: Path) -> str:
    """Start a run on the shared cache (its check of the folder) and return what it said on stderr."""
    result = subprocess.run([sys.executable, "-c", "import whistodds.simulations.compiled"], env=_environment(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stderr


def _manifest(tmp_path: Path) -> dict[str, list[object]]:
    [manifest] = (tmp_path / "cache" / "numba").glob("*/manifest.json")
    files: dict[str, list[object]] = json.loads(manifest.read_text())["files"]
    return files


def _finish(processes: list[subprocess.Popen[str]], leave: Path) -> list[str]:
    leave.write_text("leave")
    said = []
    for process in processes:
        _, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
        said.append(stderr)
    return said


def test_a_run_starting_while_another_compiles_keeps_its_code(tmp_path: Path) -> None:
    (tmp_path / "modules").mkdir()
    assert _check_in_new_process(tmp_path) == ""  # the cache folder and the user's key, made
    start, leave = tmp_path / "start", tmp_path / "leave"
    start.write_text("start")
    compiling, done = _worker(tmp_path, "alive", 2, start, leave)
    try:
        _wait_for([done], [compiling])  # its code is saved, and the process has not exited
        said = _check_in_new_process(tmp_path)
        assert "compiled-code" not in said, said  # nothing removed as "not recorded by your runs"
        assert sum(name.endswith(".nbi") and "alive" in name for name in _manifest(tmp_path)) == 2
    finally:
        [stderr] = _finish([compiling], leave)
    assert "compiled-code" not in stderr
    assert _check_in_new_process(tmp_path) == ""


def test_processes_compiling_at_once_record_every_function(tmp_path: Path) -> None:
    (tmp_path / "modules").mkdir()
    assert _check_in_new_process(tmp_path) == ""
    start, leave = tmp_path / "start", tmp_path / "leave"
    workers = [_worker(tmp_path, f"writer{k}", 4, start, leave) for k in range(4)]
    processes = [process for process, _ in workers]
    try:
        time.sleep(1.0)  # every process importing numba, then all compile at once
        start.write_text("start")
        _wait_for([done for _, done in workers], processes)
        said = _check_in_new_process(tmp_path)
    finally:
        stderrs = _finish(processes, leave)
    assert "compiled-code" not in said + "".join(stderrs), said + "".join(stderrs)
    recorded = [name for name in _manifest(tmp_path) if name.endswith(".nbi") and "writer" in name]
    assert len(recorded) == 16, recorded  # four processes, four functions each, none lost to another's write
    # and each recorded file is there as recorded: a later run removes nothing
    assert _check_in_new_process(tmp_path) == ""
