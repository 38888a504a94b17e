"""Shipped data is checked (#46 item 6): every data file's sha256 is recorded in the package, the record can
never go stale unnoticed, and a damaged installation (a copy of the package with one kernel file changed,
nested, emptied or removed) is refused in one line naming the file, exit 2, never a figure read from it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import whistodds
from whistodds.simulations.play.models import get_model

HANG = 600  # seconds: only a hang fails this (a refused run takes a second or two)
KERNEL = f"simulations/data/kernel-long-whist-{get_model('expert').name}.json"


def test_the_recorded_digests_are_those_of_the_data_files_now():
    """Fails until ``python scripts/data_digests.py`` is run after a data file changes."""
    from whistodds.package_data import DIGESTS, HERE, recompute

    recorded = json.loads((HERE / DIGESTS).read_text(encoding="utf-8"))
    assert recorded == recompute()
    assert KERNEL in recorded and any(name.endswith(".csv") for name in recorded)


def _triple(path: Path) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    document["counts"] = [[3 * count for count in row] for row in document["counts"]]
    path.write_text(json.dumps(document), encoding="utf-8")


def _one_cell(path: Path) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    document["counts"][8][0] += 5000
    path.write_text(json.dumps(document), encoding="utf-8")


DAMAGE = {
    "counts tripled": (_triple, "is not the file shipped"),
    "one cell changed": (_one_cell, "is not the file shipped"),
    "nested brackets": (lambda path: path.write_text("[" * 100_000 + "]" * 100_000), "is not the file shipped"),
    "emptied": (lambda path: path.write_text(""), "is empty"),
    "removed": (lambda path: path.unlink(), "is missing"),
}


def _copy(tmp_path: Path) -> Path:
    """A copy of the installed package in a folder of its own: ``site/whistodds``."""
    copy = tmp_path / "site" / "whistodds"
    shutil.copytree(Path(whistodds.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def _odds(copy: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``odds long --score 8-0 --model expert`` run from the copy (the expert's shipped kernel read)."""
    env = {**os.environ, "PYTHONPATH": str(copy.parent), "WHISTODDS_CACHE": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "whistodds", "odds", "long", "--score", "8-0", "--model", "expert"]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=HANG, cwd=tmp_path)


def test_an_intact_copy_of_the_package_answers(tmp_path):
    copy = _copy(tmp_path)
    result = _odds(copy, tmp_path)
    assert result.returncode == 0 and "P(we win)" in result.stdout and not result.stderr, result.stderr


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_data_file_is_one_line_and_exit_2(tmp_path, damage):
    copy = _copy(tmp_path)
    damage_file, words = DAMAGE[damage]
    damage_file(copy / KERNEL)
    result = _odds(copy, tmp_path)
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and str(copy / KERNEL) in lines[0] and words in lines[0], result.stderr
    assert "reinstall whistodds" in lines[0]
