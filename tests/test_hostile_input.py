"""Hostile input (issue 37, items 3 and 6): torn PBN files, inputs that are not regular files, an old report set
aside by a killed swap, and a link to ``javascript:`` in Markdown -- each as a test through the command line with
real files, each failing on the code before the fix."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
PLAYED = (ROOT / "examples" / "played-hands.pbn").read_text(encoding="utf-8")
WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
HEADER = "id,source,quote,game,question,score,games,dealer,held,odds\n"
GOOD_ROW = "BS-5-3,Bob Short,5 -- 3 -- 7 -- 5,long-whist,game,5-3,,first,,7 to 5\n"
MAX_LINE = 200  # the bound on an error line, "whist-odds: error: " included


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def one_short_line(result, exit_code: int = 2) -> str:
    """The run's one line on stderr, at most 200 characters, after exit 2 (no traceback)."""
    assert result.exit_code == exit_code, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= MAX_LINE, lines
    assert lines[0].startswith("whist-odds: error: ") and "Traceback" not in result.output
    return lines[0]


def line_of(text: str, line: str) -> int:
    """The number (from 1) of the first line of ``text`` that is ``line``."""
    return text.splitlines().index(line) + 1


# --- 3. torn PBN files --------------------------------------------------------------------------------------

def _changed(old: str, new: str) -> tuple[str, int]:
    """The example with its first line ``old`` made ``new``, and that line's number."""
    assert f"\n{old}\n" in PLAYED
    return PLAYED.replace(f"\n{old}\n", f"\n{new}\n", 1), line_of(PLAYED, old)


TORN = {  # name: (text, the line named, words the message holds)
    "five cards on a [Play] line": (*_changed("SA S2 S3 S8", "S4 S2 S3 S8 SA"), "a [Play] line of 5 cards"),
    "three cards on a [Play] line": (*_changed("SA S2 S3 S8", "SA S2 S3"), "a [Play] line of 3 cards"),
    "a tag we do not read, missing its ]": (*_changed('[Event "whistodds"]', '[Event "whistodds"'), "no closing ']'"),
    "a tag we read, missing its ]": (*_changed('[Contract "1D"]', '[Contract "1D"'), "no closing ']'"),
    "a value missing its closing quote": (*_changed('[Dealer "N"]', '[Dealer "N]'), "no closing quote"),
    "a 5,000-digit board number": (*_changed('[Board "1"]', f'[Board "{"9" * 5000}"]'), "at most 9 digits"),
    "a stray line between tags": (*_changed('[Declarer "N"]', 'Declarer "N"'), "is not a tag"),
    "a tag given twice in a board": (*_changed('[Result "8"]', '[Dealer "N"]'), "a second [Dealer] tag"),
    "a card after the end of the play": (*_changed("H6 H2 HQ H5", "H6 H2 HQ H5 * S4"), "after '*'"),
    "a card that is no card": (*_changed("H6 H2 HQ H5", "H6 H2 HQ H10"), "is not a card"),
    "a card after an unfinished trick": (_changed("H6 H2 HQ H5", "H6 H2 - -")[0], line_of(PLAYED, "S4 S5 SJ D3"),
                                         "a card after trick 2, which is not whole"),
    "a revoke": (*_changed("H6 H2 HQ H5", "H6 D7 HQ H5"), "is a revoke: S holds hearts"),
    "a deal of 14 cards": (*_changed('[Deal "N:8.JT85.32.AKJT74 AKQ4.K96.854.652 T9752.432.AKT7.Q J63.AQ7.QJ96.983"]',
                                     '[Deal "N:A8.JT85.32.AKJT74 AKQ4.K96.854.652 T9752.432.AKT7.Q J63.AQ7.QJ96.983"]'),
                           "gives N 14 cards"),
    "a long contract": (*_changed('[Contract "1D"]', f'[Contract "1D{"x" * 5000}"]'), "[Contract"),
}


@pytest.mark.parametrize("name", list(TORN))
@pytest.mark.parametrize("command", ["analyse", "position"])
def test_a_torn_pbn_file_is_one_line_naming_the_line(tmp_path, name, command):
    text, line, words = TORN[name]
    path = tmp_path / "torn.pbn"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out.csv"
    arguments = (["analyse", path, "--deals", "0"] if command == "analyse" else
                 ["position", "--pbn", path, "--after", "3", "-q"])
    message = one_short_line(invoke(*arguments, "-f", "csv", "--out", out))
    assert message.startswith(f"whist-odds: error: line {line}: ") and words in message, message
    assert not out.exists()


def test_a_comment_never_closed_names_the_line_it_opens_on(tmp_path):
    path = tmp_path / "torn.pbn"
    text, line = _changed("SK S9 D6 C4", "SK S9 D6 C4 {the play turns here")
    path.write_text(text, encoding="utf-8")
    message = one_short_line(invoke("analyse", path, "--deals", "0"))
    assert message.startswith(f"whist-odds: error: line {line}: a comment opened with '{{' is never closed")


def test_pbn_comments_notes_and_markers_are_read(tmp_path):
    """What PBN 2.1 allows is read as before: comments (; and {} over lines), a note =1=, annotations, '-' for
    cards not given after a claim and '*', '%' lines, a quote escaped in a value we do not read, '#'."""
    lines = PLAYED.splitlines()
    start = lines.index('[Board "2"]') - 1
    end = lines.index("", start + 1)
    first_board = "\n".join(lines[:start]) + "\n"
    marked = (first_board.replace('[Event "whistodds"]', '[Event "the \\"club\\" game"] ; a comment')
              .replace("SA S2 S3 S8", "SA! S2 {a note} S3 =1= S8 $3 {a long\ncomment} ; and another")
              .replace("D5 DT D9 C7\nD8 DA DJ CT", "% an escape line\nD5 DT D9 C7\n- DA DJ -\n*"))
    second = "\n".join(lines[start:end]).replace('[Dealer "N"]', '[Dealer "#"]')  # the previous board's
    path = tmp_path / "marked.pbn"
    path.write_text(marked + "\n" + second + "\n", encoding="utf-8")
    result = invoke("analyse", path, "--deals", "0", "-f", "json")
    assert result.exit_code == 0, result.output
    import json

    rows = json.loads(result.stdout)
    assert sorted({row["board"] for row in rows}) == [1, 2]
    assert max(row["trick"] for row in rows if row["board"] == 1) == 13  # the 13th trick, two cards of it


def test_an_unknown_board_of_100000_is_one_short_line(tmp_path):
    deal = PLAYED.split('[Deal "')[1].split('"')[0]
    path = tmp_path / "many.pbn"
    path.write_text("".join(f'[Board "{k}"]\n[Deal "{deal}"]\n\n' for k in range(1, 100_001)), encoding="utf-8")
    for arguments in (["analyse", path, "--board", "100001"], ["position", "--pbn", path, "--board", "100001"]):
        message = one_short_line(invoke(*arguments))
        assert message == ("whist-odds: error: board 100001 is not in the PBN file; its boards: 1, 2, 3, 4, 5 and "
                           "99,995 more")


# --- the fuzz: mutated PBN text read, exit 0 or 2 with one short line, never a traceback, never a hang ---------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

SIGNIFICANT = list('[]"{};%*-+=!?$#\\ \t\n\r') + list("SHDCAKQJT98765432NESW:.")
TOKENS = ["SA", "H2", "-", "+", "*", "=1=", "$2", "{", "}", ";", "[Play \"E\"]", "[Deal \"#\"]", "[Board \"2\"]",
          "[Contract \"1S\"]", "[Dealer \"E\"]", '"', "]", "[", "10H", "S", "9" * 300, "\x00", "é"]


def _cut(text: str, tricks: int) -> str:
    """The first board of ``text`` with its first ``tricks`` tricks: a valid file that analyses quickly."""
    lines = text.splitlines()
    play = next(k for k, line in enumerate(lines) if line.startswith("[Play"))
    return "\n".join(lines[:play + 1 + tricks]) + "\n"


def _mutate(text: str, operations: list[tuple[str, int, int]]) -> str:
    for operation, where, which in operations:
        if operation in ("delete line", "duplicate line", "swap lines"):
            lines = text.split("\n")
            k, j = where % len(lines), which % len(lines)
            if operation == "delete line":
                del lines[k]
            elif operation == "duplicate line":
                lines.insert(k, lines[k])
            else:
                lines[k], lines[j] = lines[j], lines[k]
            text = "\n".join(lines)
        elif operation in ("delete token", "duplicate token", "insert token"):
            parts = re.split(r"(\s+)", text)
            k = where % len(parts)
            if operation == "delete token":
                del parts[k]
            elif operation == "duplicate token":
                parts.insert(k, parts[k] + " ")
            else:
                parts.insert(k, TOKENS[which % len(TOKENS)])
            text = "".join(parts)
        elif text:
            k = where % len(text)
            if operation == "delete character":
                text = text[:k] + text[k + 1:]
            elif operation == "duplicate character":
                text = text[:k] + text[k] + text[k:]
            else:
                text = text[:k] + SIGNIFICANT[which % len(SIGNIFICANT)] + text[k:]
    return text


OPERATIONS = st.lists(st.tuples(st.sampled_from(["delete character", "duplicate character", "insert character",
                                                 "delete token", "duplicate token", "insert token", "delete line",
                                                 "duplicate line", "swap lines"]),
                                st.integers(0, 10**6), st.integers(0, 10**6)), min_size=1, max_size=4)


@settings(max_examples=150, deadline=None)
@given(operations=OPERATIONS, seed=st.integers(0, 3))
def test_fuzzed_pbn_text_is_read_or_refused_in_one_line(operations, seed):
    """The reader alone, many mutations: it reads the text or raises one short ValueError line."""
    from random_pbn import random_pbn

    from whistodds.odds.analysis.boards import read_played_boards

    base = PLAYED if seed == 0 else random_pbn(seed, 9 * seed)[0]
    text = _mutate(base, operations)
    started = time.monotonic()
    try:
        read_played_boards(text)
    except ValueError as error:
        message = str(error)
        assert "\n" not in message and len("whist-odds: error: " + message) <= MAX_LINE, message
        assert type(error) is ValueError or type(error).__name__ == "ClaimsFileError", type(error)
    assert time.monotonic() - started < 600  # a hang's bound, not a speed


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(operations=OPERATIONS, command=st.sampled_from(["analyse", "position"]))
def test_fuzzed_pbn_files_exit_0_or_2_in_one_line(tmp_path, operations, command):
    """Through the command line: exit 0, or exit 2 with one line of at most 200 characters, and no hang."""
    path = tmp_path / "fuzz.pbn"
    path.write_bytes(_mutate(_cut(PLAYED, 2), operations).encode("utf-8", "surrogatepass"))
    arguments = (["analyse", path, "--deals", "0", "-f", "csv"] if command == "analyse" else
                 ["position", "--pbn", path, "--after", "2", "-q", "-f", "csv"])
    started = time.monotonic()
    result = invoke(*arguments)
    if result.exit_code != 0:
        one_short_line(result)
    else:
        assert result.exception is None
    assert time.monotonic() - started < 600  # a hang's bound, not a speed


# --- 6. inputs that are not regular files ----------------------------------------------------------------------

def _run(*arguments, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([*WHIST_ODDS, *map(str, arguments)], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)


COMMANDS = {"verify claims": ["verify", "claims", "{path}", "-f", "csv"],
            "chart claims": ["chart", "claims", "{path}", "--out", "{folder}/chart.png"],
            "analyse": ["analyse", "{path}", "--deals", "0"],
            "position --pbn": ["position", "--pbn", "{path}", "-q"]}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_fifo_given_as_an_input_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "claims.csv"
    os.mkfifo(fifo)
    arguments = [part.format(path=fifo, folder=tmp_path) for part in COMMANDS[command]]
    started = time.monotonic()
    try:
        run = _run(*arguments)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command} on a FIFO still waits after 600 s")
    assert run.returncode == 2, (run.returncode, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= MAX_LINE and "is a FIFO (named pipe), not a regular file" in lines[0]
    assert time.monotonic() - started < 600  # a hang's bound, not a speed


def test_a_folder_and_a_socket_are_refused_in_one_line(tmp_path):
    listening = socket.socket(socket.AF_UNIX)
    try:
        listening.bind(str(tmp_path / "s.csv"))
        for path, kind in ((tmp_path, "a folder"), (tmp_path / "s.csv", "a socket")):
            message = one_short_line(invoke("verify", "claims", path, "-f", "csv"))
            assert f"is {kind}, not a regular file" in message
            message = one_short_line(invoke("analyse", path, "--deals", "0"))
            assert f"is {kind}, not a regular file" in message
    finally:
        listening.close()


def test_a_file_swapped_for_a_fifo_after_the_first_look_is_refused(tmp_path, monkeypatch):
    """The path is looked at, then opened without waiting and looked at again through the handle: a FIFO put
    in its place in between is refused too, without blocking."""
    from whistodds import user_files

    path = tmp_path / "claims.csv"
    path.write_text(HEADER + GOOD_ROW)
    real_open = os.open

    def swapped(name, flags, *rest):
        if Path(name) == path:
            path.unlink()
            os.mkfifo(path)
        return real_open(name, flags, *rest)

    monkeypatch.setattr(user_files.os, "open", swapped)
    with pytest.raises(ValueError, match="is a FIFO"):
        user_files.read_user_file(path, "the claims file")


# --- 6. an old report set aside is not another command's leftover ---------------------------------------------

def test_an_old_report_set_aside_survives_another_command_writing_beside_it(tmp_path):
    aside = tmp_path / ".report.old-abcd1234"
    (aside / "report").mkdir(parents=True)
    (aside / "report" / "index.html").write_text("the only copy")
    done = tmp_path / ".done.old-wxyz9876"  # a swap that finished: the new one is in place, this is a leftover
    (done / "done").mkdir(parents=True)
    (tmp_path / "done").mkdir()
    hours_ago = time.time() - 7200
    for path in (aside, done):
        os.utime(path, (hours_ago, hours_ago))
    result = invoke("odds", "long", "--score", "5-3", "-f", "csv", "--out", tmp_path / "odds.csv")
    assert result.exit_code == 0, result.output
    assert (aside / "report" / "index.html").read_text() == "the only copy"
    assert not done.exists()
    from whistodds.reports.files import check_replaceable

    check_replaceable(tmp_path / "report", {"index.html"})  # the next report run puts it back first
    assert (tmp_path / "report" / "index.html").read_text() == "the only copy" and not aside.exists()


# --- 6. a javascript: link in Markdown ---------------------------------------------------------------------

def test_markdown_makes_no_link_but_to_safe_schemes(tmp_path):
    from markdown_it import MarkdownIt

    quote = ("[click](javascript:alert(1)) ![x](JaVaScript:alert(2)) [d](data:text/html,x) "
             "[Hoyle](https://example.org/hoyle) [mail](mailto:a@example.org) [up](../notes.html) [top](#top)")
    claims = tmp_path / "claims.csv"
    claims.write_text(HEADER + GOOD_ROW.replace("5 -- 3 -- 7 -- 5", f'"{quote}"'))
    result = invoke("verify", "claims", claims, "-f", "markdown")
    assert result.exit_code == 0, result.output
    renderer = MarkdownIt("commonmark").enable("table")
    renderer.validateLink = lambda url: True  # a renderer that filters nothing, as many do
    page = renderer.render(result.stdout)
    links = re.findall(r'(?:href|src)="([^"]*)"', page)
    assert links and all(re.match(r"(https?:|mailto:|\.\./|#)", link) for link in links), links
    assert {"https://example.org/hoyle", "mailto:a@example.org", "../notes.html", "#top"} <= set(links)
    assert "javascript:alert(1)" in page  # the words stay, as text
