"""Poisoned cache files (issue 37): every kind of file read back from the cache or a checkpoint, made unreadable
(nested 100,000 deep, a link, a FIFO, a folder, too large), through the command line with real files in a
temporary cache.  Each run exits 0 with the answer of an untouched cache and one line naming the file set
aside; the next run says nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()
WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
NESTED = "[" * 100_000 + "]" * 100_000 + "\n"  # the file: python3 -c "print('['*100000+']'*100000)"


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def said(text: str) -> list[str]:
    """The tool's own lines, less the notice that the play engine is being compiled (not about the cache)."""
    return [line for line in text.splitlines()
            if line.startswith("whistodds:") and "compiling the play engine" not in line]


def answer(result) -> str:
    """What a run printed, for comparing runs: a kernel's counts (its JSON also says when it was made), else
    the whole output."""
    assert result.exit_code == 0, (result.output, result.exception)
    assert "Traceback" not in result.output
    try:
        return json.dumps(json.loads(result.stdout)["counts"])
    except (ValueError, KeyError):
        return result.stdout


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WHISTODDS_CACHE", str(folder))
    return folder


def _checkpoint(game: str, model: str, deals: int, seed: int) -> Path:
    from whistodds.games.registry import get_game
    from whistodds.simulations.checkpoint import checkpoint_path
    from whistodds.simulations.kernels.deal import KERNEL_BATCH
    from whistodds.simulations.play.models import get_model

    path = checkpoint_path(get_game(game), get_model(model), deals, seed, KERNEL_BATCH)
    assert path is not None
    return path


# Each kind of file: the command that reads it back, and where it is (after a first run filled the cache).
KINDS = {
    "deal kernel": (("kernel", "long", "--model", "random", "--deals", "20000", "--seed", "3", "-f", "kernel-json"),
                    lambda cache: next((cache / "kernels").glob("long-whist-*.json"))),
    "scoring-moments kernel": (("odds", "scotch", "--score", "0-0", "--model", "random", "--deals", "2000", "--seed",
                                "3", "-f", "csv"),
                               lambda cache: next((cache / "kernels").glob("scotch-whist-*.json"))),
    "kernel of one play context": (("kernel", "long", "--model", "hoyle-score", "--deals", "1000", "--seed", "3",
                                    "-f", "csv"),
                                   lambda cache: next((cache / "kernels").glob("*-context-10-0-*.json"))),
    "checkpoint of deal counts": (("kernel", "long", "--model", "random", "--deals", "300000", "--seed", "3", "-f",
                                   "kernel-json"),
                                  lambda cache: _checkpoint("long", "random", 300_000, 3)),
    "checkpoint of scoring moments": (("odds", "scotch", "--score", "0-0", "--model", "random", "--deals", "300000",
                                       "--seed", "3", "-f", "csv"),
                                      lambda cache: _checkpoint("scotch", "random", 300_000, 3)),
}


def _set_aside(cache: Path, victim: Path) -> list[Path]:
    return list((victim.parent / "damaged").glob(f"{victim.name}.*"))


@pytest.mark.parametrize("kind", KINDS)
def test_a_deeply_nested_cache_file_is_set_aside_and_the_run_goes_on(cache, kind):
    args, where = KINDS[kind]
    right = answer(invoke(*args))
    victim = where(cache)
    if victim.parent.name == "checkpoints":  # a finished run leaves none: plant it, and simulate again
        for made in (cache / "kernels").glob("*.json"):
            made.unlink()
        victim.parent.mkdir(parents=True, exist_ok=True)
    victim.write_text(NESTED)
    result = invoke(*args)
    assert answer(result) == right
    lines = said(result.stderr)
    assert len(lines) == 1 and str(victim) in lines[0] and "nested more than" in lines[0], result.stderr
    (aside,) = _set_aside(cache, victim)
    assert aside.read_text() == NESTED
    again = invoke(*args)  # the next run: clean
    assert answer(again) == right and not said(again.stderr)


# --- a checkpoint that is not a regular file: never followed, never waited on -----------------------------

CHECKPOINTED = KINDS["checkpoint of deal counts"][0]


def _signed_checkpoint(path: Path, deals: int, seed: int) -> None:
    """A checkpoint of the run CHECKPOINTED, signed with the user's key (as the user's own run writes one),
    whose first batch is a forgery (every deal in one cell): resumed from, it would change the counts."""
    from whistodds import __version__
    from whistodds.games.registry import get_game
    from whistodds.simulations.checkpoint import Checkpoint, checkpoint_key
    from whistodds.simulations.kernels.counted import DealKernel
    from whistodds.simulations.kernels.deal import KERNEL_BATCH, _encode_deal_batch
    from whistodds.simulations.play.models import get_model

    game = get_game("long")
    counts = np.zeros(game.score_rules.outcome_shape(), np.int64)
    counts[7, 0] = KERNEL_BATCH
    checkpoint = Checkpoint(path, checkpoint_key(game, get_model("random"), deals, seed, KERNEL_BATCH), 2, _encode_deal_batch)
    checkpoint.record(0, DealKernel(counts, "random", None, __version__, "", game.name))
    checkpoint.write()
    assert path.is_file()


def test_a_checkpoint_that_is_a_link_is_never_followed(cache, tmp_path):
    # The issue: a link to a checkpoint was followed ("resuming: 13 of 40"); the manual: links in the cache are
    # never followed.  The link is set aside (what it points to is left alone) and the run starts afresh.
    right = answer(invoke(*CHECKPOINTED))
    for made in (cache / "kernels").glob("*.json"):
        made.unlink()
    elsewhere = tmp_path / "elsewhere.json"
    _signed_checkpoint(elsewhere, 300_000, 3)
    kept = elsewhere.read_bytes()
    link = _checkpoint("long", "random", 300_000, 3)
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(elsewhere)
    result = invoke(*CHECKPOINTED)
    assert answer(result) == right
    lines = said(result.stderr)
    assert len(lines) == 1 and str(link) in lines[0] and "symbolic link" in lines[0], result.stderr
    assert "resuming" not in result.stderr
    (aside,) = _set_aside(cache, link)
    assert aside.is_symlink() and elsewhere.read_bytes() == kept
    again = invoke(*CHECKPOINTED)
    assert answer(again) == right and not said(again.stderr)


def test_a_signed_checkpoint_in_place_is_still_resumed(cache, tmp_path):
    # The check of the link above is the link's, not the checkpoint's: the same file in place is resumed.
    path = _checkpoint("long", "random", 300_000, 3)
    path.parent.mkdir(parents=True, exist_ok=True)
    _signed_checkpoint(path, 300_000, 3)
    result = invoke(*CHECKPOINTED)
    assert result.exit_code == 0 and "resuming: 1 of 2 batches done" in result.stderr, result.output
    assert json.loads(result.stdout)["counts"][7][0] >= 250_000  # the forged batch was taken as done


@pytest.mark.parametrize("what", ["a FIFO", "a folder", "too large", "not UTF-8", "a dangling link"])
def test_a_checkpoint_that_cannot_be_read_is_set_aside(cache, tmp_path, what):
    from whistodds.simulations.checkpoint import MAX_CHECKPOINT_BYTES

    path = _checkpoint("long", "random", 300_000, 3)
    path.parent.mkdir(parents=True, exist_ok=True)
    if what == "a FIFO":
        os.mkfifo(path)
    elif what == "a folder":
        path.mkdir()
        (path / "inside").write_text("{}")
    elif what == "too large":
        with path.open("wb") as stream:  # sparse: nothing is written, only its size
            stream.truncate(MAX_CHECKPOINT_BYTES + 1)
    elif what == "not UTF-8":
        path.write_bytes(b'{"cache_key": "\xff\xfe"}')
    else:
        path.symlink_to(tmp_path / "nowhere")
    result = invoke(*CHECKPOINTED)
    assert result.exit_code == 0, result.output
    lines = said(result.stderr)
    assert len(lines) == 1 and str(path) in lines[0] and "damaged" in lines[0], result.stderr
    assert len(_set_aside(cache, path)) == 1 and not os.path.lexists(path)
    again = invoke(*CHECKPOINTED)
    assert again.exit_code == 0 and not said(again.stderr)


# --- the compiled-code manifest (checked when a process starts: a process of its own) ----------------------

@pytest.mark.parametrize("what", ["nested", "a folder"])
def test_a_poisoned_manifest_is_set_aside_and_the_next_run_is_clean(compiled_copy, what):
    manifest = compiled_copy / "manifest.json"
    manifest.unlink()
    if what == "nested":
        manifest.write_text(NESTED)
    else:
        manifest.mkdir()
    env = {**os.environ, "WHISTODDS_CACHE": str(compiled_copy.parents[1])}
    command = WHIST_ODDS + ["kernel", "long", "--model", "random", "--deals", "3000", "--seed", "1", "-f", "csv"]
    first = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert first.returncode == 0 and "Traceback" not in first.stderr, first.stderr
    lines = said(first.stderr)
    assert len(lines) == 1 and str(manifest) in lines[0] and "cannot be trusted" in lines[0], first.stderr
    assert len(list((compiled_copy / "damaged").glob("manifest.json.*"))) == 1
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert not said(again.stderr), again.stderr


# --- the user's cache key (read back by every run; not JSON) ----------------------------------------------

def test_a_cache_key_that_is_a_fifo_is_never_waited_on(tmp_path):
    config = tmp_path / "config" / "whistodds"
    config.mkdir(parents=True)
    os.mkfifo(config / "cache-key", 0o600)
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "WHISTODDS_CACHE": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", "from whistodds.cache import cache_dir; print(cache_dir())"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "None"
    lines = said(run.stderr)
    assert len(lines) == 1 and "cache key" in lines[0] and "without a cache" in lines[0], run.stderr
