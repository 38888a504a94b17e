"""Past one machine, and long runs that resume: a real Dask cluster of two worker processes, a worker
killed mid-run, runs interrupted by SIGINT and run again.  Every figure must equal a run in one process."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from compiled_code import copy_compiled_code
from typer.testing import CliRunner

from whistodds.cli.app import app

distributed = pytest.importorskip("distributed")

runner = CliRunner()
WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
BATCH = 250_000  # a kernel's batch (kernels.KERNEL_BATCH)


def kernel_args(deals: int, seed: int) -> list[str]:
    return ["kernel", "long", "--model", "random", "--deals", str(deals), "--seed", str(seed), "-f", "kernel-json"]


def counts_of(text: str) -> list:
    return json.loads(text)["counts"]


def in_process(args: list[str], cache: Path) -> tuple[list, str]:
    """The command run here, with a cache folder of its own: its counts and what it said on stderr."""
    result = runner.invoke(app, args, env={"WHISTODDS_CACHE": str(cache)})
    assert result.exit_code == 0, result.output
    return counts_of(result.stdout), result.stderr


def start(args: list[str], cache: Path, preamble: str = "") -> subprocess.Popen:
    """The command in a process of its own (SIGINT as at a terminal), reusing this run's compiled code."""
    copy_compiled_code(cache)
    command = [sys.executable, "-c", f"{preamble}from whistodds.cli.app import main; main()"]
    return subprocess.Popen(command + args, env={**os.environ, "WHISTODDS_CACHE": str(cache)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


@pytest.fixture(scope="module")
def cluster():
    """Two worker processes of one thread each, on 127.0.0.1 only, and a client of the same cluster."""
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address="127.0.0.1:0", silence_logs=50) as local, \
            distributed.Client(local, set_as_default=False) as client:
        client.wait_for_workers(2)
        yield local, client


REFERENCES: dict[tuple[int, int], list] = {}


def reference(deals: int, seed: int, tmp_path: Path) -> list:
    """The kernel's counts from ``--workers 1`` (this process), computed once."""
    if (deals, seed) not in REFERENCES:
        REFERENCES[deals, seed] = in_process(kernel_args(deals, seed) + ["--workers", "1"], tmp_path / "ref")[0]
    return REFERENCES[deals, seed]


def test_a_cluster_gives_the_counts_of_one_process(cluster, tmp_path):
    local, client = cluster
    counts, said = in_process(kernel_args(2_000_000, 11) + ["--scheduler", local.scheduler_address], tmp_path / "c")
    assert counts == reference(2_000_000, 11, tmp_path)
    assert "Traceback" not in said and not list((tmp_path / "c" / "checkpoints").glob("*.json"))
    # the same through a scheduler file
    client.write_scheduler_file(str(tmp_path / "scheduler.json"))
    shutil.rmtree(tmp_path / "c" / "kernels")
    assert in_process(kernel_args(2_000_000, 11) + ["--scheduler", str(tmp_path / "scheduler.json")],
                      tmp_path / "c")[0] == counts


def test_a_worker_killed_mid_run_changes_nothing(cluster, tmp_path):
    local, client = cluster
    deals, seed = 4_000_000, 12
    process = start(kernel_args(deals, seed) + ["--scheduler", local.scheduler_address], tmp_path / "c")
    deadline = time.monotonic() + 600
    busy: list = []
    while not busy and time.monotonic() < deadline and process.poll() is None:
        busy = [worker for worker, tasks in client.processing().items() if tasks]
        time.sleep(0.02)
    assert busy, "no worker ever took a batch"
    pid = client.run(os.getpid, workers=busy[:1])[busy[0]]
    os.kill(pid, signal.SIGKILL)  # the worker's process ends with its batches half done
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    assert busy[0] not in client.scheduler_info()["workers"]  # it was lost (its nanny starts another)
    assert counts_of(out) == reference(deals, seed, tmp_path)


def _checkpoints(cache: Path) -> list[Path]:
    return list((cache / "checkpoints").glob("*.json"))


def _interrupt(args: list[str], cache: Path, after: float) -> str:
    """Start the run, SIGINT ``after`` seconds past its first checkpoint (a batch just finished); what it said."""
    process = start(args, cache)
    deadline = time.monotonic() + 600
    while not _checkpoints(cache) and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.005)
    time.sleep(after)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=600)
    assert process.returncode == 130, err
    return err


@pytest.mark.parametrize("after", [0.0, 0.25], ids=["at-a-batch-boundary", "in-a-batch"])
def test_an_interrupted_run_resumes_to_the_same_counts(tmp_path, after):
    deals, seed, cache = 2_000_000, 13, tmp_path / "c"
    err = _interrupt(kernel_args(deals, seed) + ["--workers", "1"], cache, after)
    assert "Traceback" not in err and "batches kept; the same command resumes" in err, err
    (kept,) = _checkpoints(cache)
    done = len(json.loads(kept.read_text())["batches"])
    assert 1 <= done < deals // BATCH
    counts, said = in_process(kernel_args(deals, seed), cache)
    assert f"resuming: {done} of {deals // BATCH} batches done" in said
    assert counts == reference(deals, seed, tmp_path)
    assert not _checkpoints(cache)  # a finished run leaves none


def test_a_checkpoint_of_another_seed_is_never_used(tmp_path):
    deals, cache = 1_000_000, tmp_path / "c"
    _interrupt(kernel_args(deals, 14) + ["--workers", "1"], cache, 0.0)
    (theirs,) = _checkpoints(cache)
    mine = theirs.with_name(theirs.name.replace(f"-{deals}-14-", f"-{deals}-15-"))
    shutil.copy(theirs, mine)  # another seed's batches where this seed's would be
    counts, said = in_process(kernel_args(deals, 15), cache)
    assert "resuming" not in said and str(mine) in said and "damaged" in said
    assert counts == reference(deals, 15, tmp_path)
    assert theirs.exists() and not mine.exists()
    counts, said = in_process(kernel_args(deals, 14), cache)  # the seed's own checkpoint is still good
    assert "resuming: " in said and counts == reference(deals, 14, tmp_path)


def test_cache_clear_removes_checkpoints(tmp_path):
    cache = tmp_path / "c"
    _interrupt(kernel_args(1_000_000, 16) + ["--workers", "1"], cache, 0.0)
    assert json.loads(runner.invoke(app, ["cache", "info", "-f", "json"], env={"WHISTODDS_CACHE": str(cache)}
                                    ).stdout)[0]["checkpoints"] == 1
    assert runner.invoke(app, ["cache", "clear"], env={"WHISTODDS_CACHE": str(cache)}).exit_code == 0
    assert not _checkpoints(cache)


def test_scheduler_without_dask_says_what_to_install(tmp_path):
    process = start(["kernel", "long", "--deals", "1000", "--seed", "1", "--scheduler", "tcp://127.0.0.1:8786"],
                    tmp_path / "c", preamble="import sys; sys.modules['distributed'] = None; ")
    _, err = process.communicate(timeout=600)
    assert process.returncode == 2
    assert err.strip().splitlines() == ["whist-odds: error: --scheduler needs Dask's distributed: "
                                        "pip install 'whistodds[dask]'"]


@pytest.mark.parametrize("extra, said", [
    (["--workers", "2"], "--workers 2 and --scheduler together are not allowed"),
    ([], "give a scheduler's address (tcp://host:8786) or the path of its scheduler file"),
])
def test_scheduler_refused_before_any_work(tmp_path, extra, said):
    result = runner.invoke(app, ["kernel", "long", "--deals", "1000", "--seed", "1", "--scheduler",
                                 str(tmp_path / "no-such-file.json"), *extra], env={"WHISTODDS_CACHE": str(tmp_path)})
    assert result.exit_code == 2 and said in result.stderr and len(result.stderr.splitlines()) == 1


def test_the_expert_on_a_cluster_gives_the_counts_of_one_process(cluster):
    """The slow model's search draws from each deal's own stream: batches spread over two worker processes
    give the counts of one process (small batches here, so that both workers take some)."""
    from dataclasses import replace

    import numpy as np

    from whistodds.simulations.kernels import simulate_kernel
    from whistodds.simulations.play.models import get_model

    _, client = cluster
    small = replace(get_model("expert"), batch_deals=50)
    alone = simulate_kernel(small, 200, seed=21)
    spread = simulate_kernel(small, 200, seed=21, executor=client.get_executor())
    assert np.array_equal(alone.counts, spread.counts) and spread.deals == 200


def _dask(args: list[str], cache: Path, one_core: int | None = None, **env: str) -> subprocess.Popen:
    """``dask ARGS`` in a process (group) of its own on 127.0.0.1, with its own cache folder; kept to the CPU
    ``one_core`` if given."""
    pinned = (lambda: os.sched_setaffinity(0, {one_core})) if one_core is not None else None
    return subprocess.Popen([str(Path(sys.executable).with_name("dask")), *args], preexec_fn=pinned,
                            env={**os.environ, "WHISTODDS_CACHE": str(cache), **env}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


@pytest.fixture
def slow_compiling_cluster(tmp_path):
    """A scheduler that drops a worker silent for 5 s (Dask's worker-ttl, five minutes by default, here at its
    least: ten heartbeats), and two workers (each with its nanny) that must compile the play engines into empty
    caches, both on one CPU: the random model's compile, some 8 CPU-seconds, then takes a worker longer than 5 s."""
    file = tmp_path / "scheduler.json"
    scheduler = _dask(["scheduler", "--host", "127.0.0.1", "--port", "0", "--dashboard-address", "127.0.0.1:0",
                       "--scheduler-file", str(file)], tmp_path / "s", DASK_DISTRIBUTED__SCHEDULER__WORKER_TTL="5s")
    core = min(os.sched_getaffinity(0))
    workers = [_dask(["worker", "--scheduler-file", str(file), "--nthreads", "1", "--host", "127.0.0.1",
                      "--dashboard-address", "127.0.0.1:0"], tmp_path / f"w{n}", one_core=core) for n in range(2)]
    try:
        with distributed.Client(scheduler_file=str(file), timeout=600, set_as_default=False) as client:
            client.wait_for_workers(2, timeout=600)
            yield file, client
    finally:
        for process in (*workers, scheduler):
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_warm_compiles_on_every_worker_and_the_scheduler_keeps_them(slow_compiling_cluster, tmp_path):
    """The workers compile in a task, their event loops free: each keeps its heartbeat through the compile, so
    the scheduler drops none and restarts none, and the run goes on the workers it warmed."""
    file, client = slow_compiling_cluster
    before = set(client.scheduler_info()["workers"])
    process = start(kernel_args(1000, 17) + ["--warm", "--scheduler", str(file)], tmp_path / "c")
    out, err = process.communicate(timeout=1800)
    assert process.returncode == 0 and "Traceback" not in err, err
    assert "warmed random on 2 workers in " in err and counts_of(out), err
    dropped = [event for _, event in client.get_events("scheduler") if event.get("action") == "worker-ttl-timed-out"]
    assert not dropped and set(client.scheduler_info()["workers"]) == before, (dropped, err)
