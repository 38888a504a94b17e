"""``whist-odds analyse`` on a PBN file of several boards: without ``--board`` every board with cards in
``[Play]`` is walked in file order and the others are skipped in one line on stderr; ``--board 1,3`` picks
boards; every chosen board is checked before any work, a fault one line naming the board and the tag; each
board's P(odd trick) comes from a seed of its own, so a board's rows are the same walked alone or with others;
the progress bar counts every card of every board.  The round trip of a whole file is in test_analyse.py."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

pytest.importorskip("endplay")
runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]


def _short_play(text: str, tricks: int) -> str:
    """Each board's [Play] cut to its first ``tricks`` tricks (a line a trick), to keep the walk short."""
    out, kept = [], None
    for line in text.splitlines():
        if line.startswith("[Play"):
            kept = 0
        elif kept is not None and line and not line.startswith("["):
            kept += 1
            if kept > tricks:
                continue
        elif not line:
            kept = None
        out.append(line)
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def session(tmp_path_factory) -> Path:
    """Three boards of hoyle play, as deals --pbn writes them, each cut to its first two tricks."""
    folder = tmp_path_factory.mktemp("boards")
    path = folder / "deals.pbn"
    result = runner.invoke(app, ["deals", "long", "--deals", "3", "--seed", "11", "--model", "hoyle", "--pbn",
                                 "--out", str(path)])
    assert result.exit_code == 0, result.output
    path.write_text(_short_play(path.read_text(), 2))
    return path


def _rows(*arguments: str) -> list[dict]:
    result = runner.invoke(app, ["analyse", *arguments, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _of(rows: list[dict], board: int) -> list[dict]:
    return [row for row in rows if row["board"] == board]


def test_every_played_board_in_file_order(session):
    rows = _rows(str(session), "--deals", "0")
    boards = [row["board"] for row in rows]
    assert sorted(set(boards)) == [1, 2, 3] and boards == sorted(boards)
    assert all(len({(r["trick"], r["seat"]) for r in _of(rows, board)}) == 8 for board in (1, 2, 3))
    picked = _rows(str(session), "--deals", "0", "--board", "3,1")  # walked in file order, whatever the order given
    assert picked == _of(rows, 1) + _of(rows, 3)


def test_a_board_s_rows_are_the_same_walked_alone_or_with_others(session):
    together = _rows(str(session), "--deals", "30", "--seed", "4", "--board", "1,2")
    alone = _rows(str(session), "--deals", "30", "--seed", "4", "--board", "2")
    assert _of(together, 2) == alone
    odds = [row["p_odd_trick_before"] for row in alone]
    assert all(odds) and not set(odds) <= {0.0, 1.0}  # figures drawn from the seed, not certainties
    other = _rows(str(session), "--deals", "30", "--seed", "5", "--board", "2")
    assert [row["p_odd_trick_before"] for row in other] != odds  # the seed does drive them


def test_boards_without_play_are_skipped_in_one_line(session, tmp_path):
    text = session.read_text()
    board_2 = text.index('[Board "2"]')
    play = text.index("[Play", board_2)
    end = text.index("\n\n", play)
    bare = tmp_path / "bare.pbn"
    bare.write_text(text[:play] + text[end + 1:])  # board 2 keeps its deal, loses its play
    result = runner.invoke(app, ["analyse", str(bare), "--deals", "0", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.strip().splitlines() == ["skipped board 2: no cards in [Play] (analyse walks played hands)"]
    assert sorted({row["board"] for row in json.loads(result.stdout)}) == [1, 3]
    named = runner.invoke(app, ["analyse", str(bare), "--deals", "0", "--board", "2"])
    assert named.exit_code == 2 and named.output.strip().splitlines() == [
        "whist-odds: error: board 2 has no cards in [Play]; analyse walks played hands (write them with "
        "whist-odds deals --pbn)"]


def _board_3(text: str, change) -> str:
    start = text.index('[Board "3"]')
    return text[:start] + change(text[start:])


@pytest.mark.parametrize("change, arguments, message", [
    (lambda t: t.replace('[Contract "1', '[Contract "4'), [], 'board 3: [Contract "4'),
    (lambda t: t.replace('[Deal "N:', '[Deal "N:A'), [], "board 3: [Deal] gives N 14 cards"),
    (lambda t: t.replace('[Board "3"]', '[Board "1"]'), [], '[Board "1"] is in the PBN file 2 times'),
    (lambda t: t.replace('[Board "3"]', '[Board "3b"]'), [], 'line 31: [Board "3b"] is not allowed'),
    (lambda t: t, ["--board", "1,4"], "board 4 is not in the PBN file; its boards: 1, 2, 3"),
])
def test_a_bad_board_is_one_line_before_any_work(session, tmp_path, change, arguments, message):
    bad = tmp_path / "bad.pbn"
    bad.write_text(_board_3(session.read_text(), change))
    out = tmp_path / "rows.csv"
    result = runner.invoke(app, ["analyse", str(bad), "--deals", "0", "--format", "csv", "--out", str(out),
                                 *arguments])
    assert result.exit_code == 2
    assert message in result.output and len(result.output.strip().splitlines()) == 1
    assert not out.exists()


def test_an_inconsistent_board_stops_the_run_before_the_first_card(session):
    """Board 3's play has a card of another hand: the error comes before board 1 is walked at all."""
    from whistodds.odds.analysis import analyse_boards

    text = session.read_text()
    lines = _board_3(text, lambda t: t).splitlines()
    start = lines.index('[Board "3"]')
    play = next(i for i in range(start, len(lines)) if lines[i].startswith("[Play"))
    first, second = lines[play + 1].split()[:2]
    lines[play + 1] = lines[play + 1].replace(first, "XX", 1).replace(second, first, 1).replace("XX", second, 1)
    walked: list[int] = []
    with pytest.raises(ValueError, match=r"^line 40: board 3, \[Play\] trick 1: .* is not in the hand"):
        analyse_boards("\n".join(lines) + "\n", deals=0, progress=walked.append)
    assert walked == []


def test_a_file_with_no_board_played_is_one_line(session, tmp_path):
    bare = tmp_path / "bare.pbn"
    bare.write_text("\n".join(line for line in _short_play(session.read_text(), 0).splitlines()
                              if not line.startswith("[Play")) + "\n")
    result = runner.invoke(app, ["analyse", str(bare), "--deals", "0"])
    assert result.exit_code == 2 and result.output.strip().splitlines() == [
        "whist-odds: error: no board of the PBN file has cards in [Play] (its boards: 1, 2, 3); analyse walks "
        "played hands (write them with whist-odds deals --pbn)"]


@pytest.mark.parametrize("value", ["0", "1,x", "", "2,-1"])
def test_a_bad_board_option_is_one_line(session, value):
    result = runner.invoke(app, ["analyse", str(session), "--deals", "0", "--board", value])
    assert result.exit_code == 2
    assert f"--board {value!r} is not allowed" in result.output and len(result.output.strip().splitlines()) == 1


def test_the_progress_counts_every_card_of_every_board(session):
    from whistodds.odds.analysis import analyse_played
    from whistodds.odds.analysis.boards import read_played_boards

    played = read_played_boards(session.read_text())
    seen: list[int] = []
    analyses = analyse_played(played, deals=0, progress=seen.append)
    assert played.cards == 24 and sum(seen) == 24 == sum(len(a.steps) for a in analyses)


TWICE = """
import sys
from whistodds.cli.app import app
for extra in ([], ["--quiet"]):
    try:
        app(sys.argv[1:] + extra)
    except SystemExit as end:
        assert not end.code, end.code
    sys.stderr.write("\\n-- quiet --\\n")
    sys.stderr.flush()
"""


def test_the_progress_bar_shows_in_a_terminal_and_not_with_quiet(session):
    """The command run twice in one process, its stderr on a pseudo-terminal: the bar, then --quiet none."""
    main, side = pty.openpty()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"}
    process = subprocess.Popen([sys.executable, "-c", TWICE, "analyse", str(session), "--deals", "0", "--seed",
                                "1"], stdout=subprocess.DEVNULL, stderr=side, env=environment)
    os.close(side)
    shown = b""
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        shown += chunk
    assert process.wait(timeout=120) == 0
    os.close(main)
    bar, quiet = shown.decode("utf-8", "replace").split("-- quiet --")[:2]
    assert "analysing (cards)" in bar and "/24" in bar
    assert "analysing" not in quiet


def test_a_decided_odd_trick_is_exact_and_an_open_one_is_not():
    """P(odd trick) from the player's view is exact once every outcome still possible agrees (as in
    ``position``), and the two sides' figures at the last trick are then 1 and 0; early on it is estimated."""
    result = runner.invoke(app, ["analyse", str(ROOT / "examples" / "played-hands.pbn"), "--board", "1",
                                 "--deals", "20", "--seed", "1", "--format", "json", "--quiet"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    last = [row for row in rows if row["trick"] == 13]
    assert last and all(row["p_odd_trick_before_method"] == "exact" == row["p_odd_trick_after_method"]
                        for row in last)
    assert {row["p_odd_trick_before"] for row in last} == {0.0, 1.0}  # one side has it, the other has not
    first = [row for row in rows if row["trick"] == 1]
    assert all(row["p_odd_trick_before_method"] == "wilson" for row in first)
