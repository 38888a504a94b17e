"""Hostile caches, outputs and input (issue 32): each failure the audit found, as a test.

A cache that cannot be turned against its user (nothing unpickled to check it, entries signed with the
user's key, a folder others can write refused), outputs that replace only regular files, numbers and CSV
files that never hang or raise a traceback, a report that is whole or absent under a kill at any instant.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.registry import get_game
from whistodds.reports.files import whole_file
from whistodds.simulations.compiled import check_folder, compiled_cache_folder, record_folder

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
KERNEL_ARGS = ("kernel", "long", "--model", "random", "--deals", "20000", "--seed", "3", "-f", "kernel-json")
HEADER = "id,source,quote,game,question,score,games,dealer,held,odds\n"
GOOD_ROW = "BS-5-3,Bob Short,5 -- 3 -- 7 -- 5,long-whist,game,5-3,,first,,7 to 5\n"


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def said(text: str, prefix: str = "whistodds:") -> list[str]:
    """The tool's own lines, less the notice that the play engine is being compiled (said whenever a run
    compiles it, as a run without a cache does, and not about the fault under test)."""
    return [line for line in text.splitlines()
            if line.startswith(prefix) and not line.startswith(f"{prefix} compiling the play engine")]


def no_traceback(result) -> None:
    assert result.exit_code in (0, 2), (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WHISTODDS_CACHE", str(folder))
    return folder


# --- 1. a cache the user alone controls ------------------------------------------------------------------

class _Planted:
    """Unpickling this creates the marker file: a planted cache file that runs code if it is ever read."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def _plant(folder: Path, marker: Path) -> Path:
    (index,) = sorted(folder.rglob("*.nbi"))[:1]  # beside any compiled function's index (the fixture has one)
    planted = index.parent / "dealing.planted-1.py311.nbi"
    planted.write_bytes(pickle.dumps(_Planted(marker)) + pickle.dumps(_Planted(marker)))
    return planted


def test_a_planted_pickle_is_never_run_and_is_reported(compiled_copy, tmp_path, capsys):
    marker = tmp_path / "marker"
    planted = _plant(compiled_copy, marker)
    assert check_folder(compiled_copy) == [planted]
    assert not marker.exists() and not planted.exists()
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and str(planted) in lines[0] and "never read" in lines[0]


def test_a_planted_pickle_in_the_manifest_is_never_run(compiled_copy, tmp_path, capsys):
    # Its sha256 added to the manifest, as an attacker without the user's key can: the manifest is not trusted.
    import hashlib

    marker = tmp_path / "marker"
    planted = _plant(compiled_copy, marker)
    manifest = compiled_copy / "manifest.json"
    document = json.loads(manifest.read_text())
    document["files"][str(planted.relative_to(compiled_copy))] = [planted.stat().st_size,
                                                                   hashlib.sha256(planted.read_bytes()).hexdigest()]
    manifest.write_text(json.dumps(document))
    assert planted in check_folder(compiled_copy)
    assert not marker.exists() and not planted.exists()
    assert "cannot be trusted" in capsys.readouterr().err


def test_a_planted_pickle_and_the_command_still_answers(compiled_copy, tmp_path):
    marker = tmp_path / "marker"
    planted = _plant(compiled_copy, marker)
    env = {**os.environ, "WHISTODDS_CACHE": str(compiled_copy.parents[1])}
    command = WHIST_ODDS + ["kernel", "long", "--model", "random", "--deals", "3000", "--seed", "1", "-f", "csv"]
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert not marker.exists() and not planted.exists()
    assert any(str(planted) in line for line in said(run.stderr))


def test_a_world_writable_cache_folder_is_refused_and_the_answer_still_comes(tmp_path, monkeypatch):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("WHISTODDS_CACHE", str(shared))
    result = invoke(*KERNEL_ARGS)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["counts"]
    lines = said(result.stderr)
    assert len(lines) == 1 and str(shared) in lines[0] and "others" in lines[0] and "without a cache" in lines[0]
    assert not (shared / "kernels").exists()


def test_a_group_writable_folder_inside_the_cache_is_refused(cache):
    (cache / "kernels").mkdir(parents=True)
    (cache / "kernels").chmod(0o775)
    result = invoke(*KERNEL_ARGS)
    assert result.exit_code == 0, result.output
    lines = said(result.stderr)
    assert len(lines) == 1 and str(cache / "kernels") in lines[0] and "group" in lines[0]


def test_a_symlinked_damaged_folder_is_never_followed(cache, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (cache / "kernels").mkdir(parents=True)
    (cache / "kernels" / "damaged").symlink_to(elsewhere)
    result = invoke(*KERNEL_ARGS)
    assert result.exit_code == 0, result.output
    assert "symbolic link" in said(result.stderr)[0]
    assert not any(elsewhere.iterdir())


def _forge(path: Path, signature: str | None) -> None:
    import hashlib

    document = json.loads(path.read_text())
    document["counts"][7][2] += 5
    body = {k: v for k, v in document.items() if k != "signature"}
    # An unkeyed sha256, as the cache used to carry, or another user's signature: neither is the user's own.
    document["signature"] = signature or hashlib.sha256(json.dumps([body], sort_keys=True).encode()).hexdigest()
    path.write_text(json.dumps(document))


@pytest.mark.parametrize("signature", [None, "0" * 64])
def test_forged_kernel_counts_are_set_aside(cache, signature):
    right = json.loads(invoke(*KERNEL_ARGS).stdout)["counts"]
    (entry,) = (cache / "kernels").glob("*.json")
    _forge(entry, signature)
    result = invoke(*KERNEL_ARGS)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["counts"] == right
    lines = said(result.stderr)
    assert len(lines) == 1 and str(entry) in lines[0] and "someone else" in lines[0]
    assert len(list((cache / "kernels" / "damaged").iterdir())) == 1


def test_the_key_is_the_users_alone(cache):
    from whistodds.cache import cache_key, key_path

    invoke(*KERNEL_ARGS)
    assert len(cache_key()) == 32
    assert stat.S_IMODE(key_path().stat().st_mode) == 0o600
    assert not stat.S_IMODE(cache.stat().st_mode) & 0o022


# --- 5. a full disk ------------------------------------------------------------------------------------

@pytest.fixture()
def full_tmpfs(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (the test fills a small one to make a full disk)")
    mount = tmp_path / "full"
    mount.mkdir()
    source = compiled_cache_folder()  # room for this run's compiled code, copied in, and more (the other
    # test process may compile into the shared folder, the inlined build among it, before the copy)
    size = sum(p.stat().st_size for p in source.rglob("*") if p.is_file()) if source and source.is_dir() else 0
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size // 2**20 + 32}m,mode=0700", "tmpfs", str(mount)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_a_full_cache_disk_still_answers(full_tmpfs):
    source = compiled_cache_folder()
    if source is not None and source.is_dir():  # this run's compiled code, so that only writing fails
        record_folder(source)  # what this test process compiled so far, recorded as its exit would record it
        shutil.copytree(source, full_tmpfs / "numba" / source.name)
    (full_tmpfs / "kernels").mkdir(exist_ok=True)
    try:  # the disk filled to the last byte (a disk already full refuses even the filler's opening)
        with (full_tmpfs / "filler").open("wb") as stream:
            while True:
                stream.write(b"\0" * 65536)
                stream.flush()
    except OSError:
        pass
    env = {**os.environ, "WHISTODDS_CACHE": str(full_tmpfs)}
    command = WHIST_ODDS + ["kernel", "long", "--model", "random", "--deals", "3000", "--seed", "1", "-f", "csv"]
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("tricks") or "," in run.stdout.splitlines()[0]
    lines = [line for line in said(run.stderr) if "compiling the play engine" not in line]
    assert len(lines) == 1 and "running without a cache" in lines[0], run.stderr


# --- 2. outputs replace only regular files -------------------------------------------------------------

ODDS = ("odds", "long", "--score", "5-3")


def test_out_a_symlink_is_refused_and_not_replaced(tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("keep")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    result = invoke(*ODDS, "--out", link)
    assert result.exit_code == 2 and "symbolic link" in result.stderr
    assert link.is_symlink() and target.read_text() == "keep"


def test_out_a_fifo_is_refused_and_not_replaced(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for command in (ODDS, ("gleek", "--deals", "1000", "--seed", "1"), ("cache", "info")):
        result = invoke(*command, "--out", fifo)
        assert result.exit_code == 2, (command, result.output)
        assert len(said(result.stderr, "whist-odds: error:")) == 1
        assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_whole_file_never_replaces_a_link(tmp_path):
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "nowhere")
    with pytest.raises(ValueError, match="not a regular file"):
        with whole_file(link) as temporary:
            temporary.write_text("x")
    assert link.is_symlink()


@pytest.mark.parametrize("command", [ODDS, ("cache", "info")])
def test_out_dash_is_standard_output(tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    result = invoke(*command, "--out", "-")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() and not (tmp_path / "-").exists()


def test_out_equal_to_the_input_is_refused(tmp_path):
    claims = tmp_path / "x.csv"
    claims.write_text(HEADER + GOOD_ROW)
    result = invoke("verify", "claims", claims, "--out", claims, "-f", "csv")
    assert result.exit_code == 2 and "input file" in result.stderr
    assert claims.read_text() == HEADER + GOOD_ROW


# --- 3 and 4. hostile numbers and CSV files ------------------------------------------------------------

def _claims(tmp_path: Path, text: str | bytes, name: str = "claims.csv") -> Path:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


@pytest.mark.parametrize("command", [("verify", "claims"), ("chart", "claims")])
def test_a_huge_exponent_answers_at_once_in_one_line(tmp_path, command):
    claims = _claims(tmp_path, HEADER + GOOD_ROW.replace("7 to 5", "1e999999999 to 1"))
    extra = ["--out", str(tmp_path / "c.png")] if command[0] == "chart" else []
    started = time.monotonic()
    result = invoke(*command, claims, *extra)
    assert time.monotonic() - started < 600  # a hang's bound (the number never built), not a speed
    no_traceback(result)
    assert result.exit_code == 2
    problems = [line for line in result.stderr.splitlines() if "row 2" in line]
    assert len(problems) == 1 and "odds" in problems[0] and "1e999999999" in problems[0]


def test_the_parser_alone_refuses_a_huge_exponent_in_no_time():
    from whistodds.odds.claims import parse_claim_odds

    started = time.monotonic()
    for text in ("1e999999999 to 1", "1e309 to 1", "9" * 5000 + " to 1", "1 to " + "1" * 100_000):
        with pytest.raises(ValueError):
            parse_claim_odds(text)
    assert time.monotonic() - started < 600  # a hang's bound (the number never built), not a speed


@pytest.mark.parametrize("odds", ["1e309 to 1", "-4 in 100", "-3 to 1", "1e13 to 1", "4 in 1" + "0" * 41])
def test_absurd_odds_are_refused(tmp_path, odds):
    result = invoke("verify", "claims", _claims(tmp_path, HEADER + GOOD_ROW.replace("7 to 5", odds)))
    assert result.exit_code == 2 and "row 2" in result.stderr and "odds" in result.stderr


def test_integers_over_4300_digits_are_a_clean_error(tmp_path):
    row = GOOD_ROW.replace("5-3", "1" * 5000 + "-3")
    result = invoke("verify", "claims", _claims(tmp_path, HEADER + row))
    no_traceback(result)
    assert result.exit_code == 2 and "row 2" in result.stderr and "score" in result.stderr
    assert "Exceeds the limit" not in result.stderr


def test_bare_cr_line_ends_are_read(tmp_path):
    lf = invoke("verify", "claims", _claims(tmp_path, HEADER + GOOD_ROW, "lf.csv"), "-f", "csv")
    cr = invoke("verify", "claims", _claims(tmp_path, (HEADER + GOOD_ROW).replace("\n", "\r"), "cr.csv"), "-f", "csv")
    bom = invoke("verify", "claims", _claims(tmp_path, b"\xef\xbb\xbf" + (HEADER + GOOD_ROW).replace("\n", "\r\n")
                                             .encode(), "bom.csv"), "-f", "csv")
    assert lf.exit_code == 0, lf.output
    assert cr.exit_code == 0 and cr.stdout == lf.stdout, cr.output
    assert bom.exit_code == 0 and bom.stdout == lf.stdout, bom.output


@pytest.mark.parametrize("size", [200_000, 20_000])
def test_an_over_long_cell_is_refused_naming_the_row(tmp_path, size):
    row = GOOD_ROW.replace("5 -- 3 -- 7 -- 5", "x" * size)
    result = invoke("verify", "claims", _claims(tmp_path, HEADER + GOOD_ROW.replace("BS-5-3", "A") + row))
    no_traceback(result)
    assert result.exit_code == 2 and "row 3" in result.stderr
    assert len(said(result.stderr, "whist-odds: error:")) == 2


def test_a_nul_is_refused_naming_the_line(tmp_path):
    result = invoke("verify", "claims", _claims(tmp_path, HEADER + GOOD_ROW.replace("Bob", "B\0b")))
    assert result.exit_code == 2 and "line 2" in result.stderr


def test_at_most_50_problems_are_listed(tmp_path):
    rows = "".join(GOOD_ROW.replace("BS-5-3", f"R{i}").replace("7 to 5", "never") for i in range(10_000))
    result = invoke("verify", "claims", _claims(tmp_path, HEADER + rows))
    lines = said(result.stderr, "whist-odds: error:")
    assert result.exit_code == 2 and len(lines) == 52 and lines[-1].endswith("and 9950 more")


def test_a_repeated_header_column_is_an_error(tmp_path):
    result = invoke("verify", "claims", _claims(tmp_path, HEADER.replace("\n", ",odds\n") + GOOD_ROW[:-1] + ",2 to 1\n"))
    assert result.exit_code == 2 and "more than once" in result.stderr and "odds" in result.stderr


def test_a_repeated_game_parameter_is_an_error():
    with pytest.raises(ValueError, match="given twice"):
        get_game("long-whist(target=1,target=2)")


# --- 7. spreadsheet-safe CSV, escaped Markdown ---------------------------------------------------------

def test_formula_cells_are_prefixed_and_markdown_is_escaped(tmp_path):
    row = GOOD_ROW.replace("BS-5-3", "=HYPERLINK(1)").replace("Bob Short", " @SUM(A1)") \
        .replace("5 -- 3 -- 7 -- 5", "+cmd|' /C calc'!A0 <script>alert(1)</script>")
    claims = _claims(tmp_path, HEADER + row)
    out = tmp_path / "out.csv"
    result = invoke("verify", "claims", claims, "-f", "csv", "--out", out)
    assert result.exit_code == 0, result.output
    import csv

    first = next(csv.DictReader(out.open()))
    assert first["id"] == "'=HYPERLINK(1)" and first["source"] == "'@SUM(A1)" and first["quote"].startswith("'+cmd")
    markdown = invoke("verify", "claims", claims, "-f", "markdown").stdout
    assert "<script>" not in markdown and "&lt;script&gt;" in markdown


# --- 8. --workers --------------------------------------------------------------------------------------

@pytest.mark.parametrize("count", [10**30, 257, 0, -1])
def test_workers_out_of_bounds_is_one_line(count):
    result = invoke(*KERNEL_ARGS, "--workers", count)
    assert result.exit_code == 2 and len(said(result.stderr, "whist-odds: error:")) == 1
    assert "1 to 256" in result.stderr and "Traceback" not in result.output


# --- 9. WHISTODDS_GAMES ---------------------------------------------------------------------------------

@pytest.mark.parametrize("body, name", [("raise SystemExit(0)\n", "SystemExit"),
                                        ("raise KeyboardInterrupt\n", "KeyboardInterrupt")])
def test_a_games_file_cannot_end_the_command(tmp_path, body, name):
    games = tmp_path / "games.py"
    games.write_text(body)
    env = {**os.environ, "WHISTODDS_GAMES": str(games)}
    run = subprocess.run(WHIST_ODDS + list(ODDS), env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "P(we win)" in run.stdout, run.stderr
    lines = said(run.stderr)
    assert len(lines) == 1 and str(games) in lines[0] and name in lines[0]


def test_a_relative_games_path_is_refused(tmp_path):
    (tmp_path / "games.py").write_text(f"open({str(tmp_path / 'ran')!r}, 'w').close()\n")
    env = {**os.environ, "WHISTODDS_GAMES": "games.py"}
    run = subprocess.run(WHIST_ODDS + list(ODDS), env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0 and not (tmp_path / "ran").exists()
    assert "relative path" in run.stderr


@pytest.mark.parametrize("how", ["readable by others", "a link", "damaged"])
def test_a_key_not_the_users_alone_means_no_cache(tmp_path, how):
    config = tmp_path / "config" / "whistodds"
    config.mkdir(parents=True)
    key = config / "cache-key"
    if how == "a link":
        (tmp_path / "elsewhere").write_text("00" * 32 + "\n")
        key.symlink_to(tmp_path / "elsewhere")
    else:
        key.write_text("00" * 32 + "\n" if how != "damaged" else "not hex\n")
        key.chmod(0o644 if how != "damaged" else 0o600)
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "WHISTODDS_CACHE": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", "from whistodds.cache import cache_dir; print(cache_dir())"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.stdout.strip() == "None"
    lines = said(run.stderr)
    assert len(lines) == 1 and "cache key" in lines[0] and "without a cache" in lines[0], run.stderr


def test_a_new_key_is_made_private(tmp_path):
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "WHISTODDS_CACHE": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", "from whistodds.cache import cache_dir; print(cache_dir())"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.stdout.strip() == str(tmp_path / "cache") and not said(run.stderr)
    key = tmp_path / "config" / "whistodds" / "cache-key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and len(bytes.fromhex(key.read_text())) == 32
    assert stat.S_IMODE((tmp_path / "cache").stat().st_mode) == 0o700
