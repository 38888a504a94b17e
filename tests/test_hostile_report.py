"""Whole or absent (issue 32): a report killed at each rename of its swap leaves a report at --out, and the
leftovers of killed runs are removed by the next run that writes beside them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from whistodds.reports.files import check_replaceable, recover_folder, whole_folder

# --- 6. whole or absent --------------------------------------------------------------------------------

KILL_AT = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from whistodds.reports import files

    target, step, exchange = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "exchange"
    calls = []

    def kill_after(first, second):
        real(first, second)
        calls.append(1)
        if len(calls) == step:
            os.kill(os.getpid(), signal.SIGKILL)

    if exchange:
        assert files._EXCHANGE is not None
        real_exchange = files._EXCHANGE
        def real(first, second):
            assert real_exchange(first, second)
        files._EXCHANGE = lambda first, second: kill_after(first, second) or True
    else:
        real = os.replace
        files._EXCHANGE = None
        files._rename = kill_after
    with files.whole_folder(target) as temporary:
        (temporary / "index.html").write_text("new")
""")


@pytest.mark.parametrize("way, step", [("exchange", 1), ("renames", 1), ("renames", 2)])
def test_a_kill_at_each_rename_leaves_a_report(tmp_path, way, step):
    from whistodds.reports.files import _EXCHANGE

    if way == "exchange" and _EXCHANGE is None:
        pytest.skip("no renameat2(RENAME_EXCHANGE) on this system")
    target = tmp_path / "report"
    target.mkdir()
    (target / "index.html").write_text("old")
    run = subprocess.run([sys.executable, "-c", KILL_AT, str(target), str(step), way], capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == -signal.SIGKILL, run.stderr
    if way == "exchange" or step == 2:  # the new report is in place at once
        assert (target / "index.html").read_text() == "new"
    else:  # killed between the renames: the next run puts the old one back before anything else
        check_replaceable(target, {"index.html"})
        assert (target / "index.html").read_text() == "old"
    assert not recover_folder(target)


def test_old_leftovers_are_removed_and_recent_ones_kept(tmp_path):
    old_partial = tmp_path / ".report.partial-abcd1234"
    old_partial.mkdir()
    (old_partial / "big").write_bytes(b"x" * 1000)
    old_file = tmp_path / ".deals.csv.partial-wxyz9876"
    old_file.write_text("x")
    recent = tmp_path / ".other.partial-qwer5678"
    recent.mkdir()
    stranger = tmp_path / ".notes.partial-by-hand"
    stranger.write_text("mine")
    hours_ago = time.time() - 7200
    for path in (old_partial, old_file, stranger):
        os.utime(path, (hours_ago, hours_ago))
    from whistodds.reports.files import leftover_bytes

    assert leftover_bytes(tmp_path) == 1001
    with whole_folder(tmp_path / "report") as temporary:
        (temporary / "index.html").write_text("new")
    assert not old_partial.exists() and not old_file.exists()
    assert recent.exists() and stranger.exists()
