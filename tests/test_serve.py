"""``whist-odds serve`` as a program sees it: ``/api/<command>`` gives the command line's bytes for the same
options and seed, bad input is a 400 with the command line's one line, a file too big a 413, a question can be
followed and cancelled, the server listens on loopback only and stops cleanly on Ctrl-C."""

from __future__ import annotations

import json
import time

import psutil
import pytest
from typer.testing import CliRunner

from tests.listening import beyond_loopback
from tests.page_server import server, start_server  # noqa: F401 (server: a fixture)
from whistodds.cli.app import app

runner = CliRunner()


def cli(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize(("path", "command"), [
    ("odds?game=long&score=7-4&deal=them&seed=1", ["odds", "long", "--score", "7-4", "--deal", "them", "--seed", "1"]),
    ("table?game=short&seed=1&format=csv", ["table", "short", "--seed", "1", "--format", "csv"]),
    ("rubber?games=1-0&seed=1", ["rubber", "--games", "1-0", "--seed", "1"]),
    ("compare?what=long-short&format=markdown", ["compare", "long-short", "--format", "markdown"]),
])
def test_the_api_gives_the_command_lines_bytes(server, path, command):
    status, headers, body = server.get("/api/" + path)
    fmt = "json" if "format=" not in path else path.split("format=")[1].split("&")[0]
    assert status == 200, body
    assert body.decode() == cli(*command, *([] if "--format" in command else ["--format", fmt]))
    assert headers["content-type"].split(";")[0] in ("application/json", "text/csv", "text/markdown")


@pytest.mark.parametrize(("path", "status", "message"), [
    ("odds?game=long&score=10-4", 400, "score 10-4 is not allowed"),
    ("odds?gaem=long", 400, "gaem is not an option of odds; use one of game, score"),
    ("odds?game=long&score=7-4&seed=x", 400, "seed 'x' is not allowed; give a whole number"),
    ("odds?game=long&score=7-4&format=pdf", 400, "format 'pdf' is not allowed"),
    ("odds?game=long&score=7-4&seed=1&seed=2", 400, "seed is given twice; give it once"),
    ("odds?game=nowhere-whist&score=1-0", 400, "nowhere-whist"),
    ("no-such-command", 404, "is not a command of the page"),
])
def test_bad_input_is_one_line_and_a_400(server, path, status, message):
    got, body = server.json("/api/" + path)
    assert got == status and message in body["error"] and "\n" not in body["error"], body


def test_the_same_one_line_as_the_command_line(server):
    result = runner.invoke(app, ["odds", "long", "--score", "10-4"])
    assert result.exit_code == 2
    _, body = server.json("/api/odds?game=long&score=10-4")
    assert body["error"] in result.output


def test_a_body_too_big_is_a_413_and_another_host_is_refused(server):
    from whistodds.page.doors import MAX_BODY

    status, body = server.json("/api/odds?game=long&score=7-4", method="POST", body=b"a" * (MAX_BODY + 1),
                               headers={"Content-Type": "text/csv"})
    assert status == 413 and "over" in body["error"]
    status, _, _ = server.get("/api/odds?game=long&score=7-4&seed=1", headers={"Host": "attacker.example"})
    assert status == 400


def test_a_job_is_followed_to_its_answer(server):
    status, state = server.json("/api/jobs/odds?game=short&score=3-2&seed=1", method="POST")
    assert status == 202 and state["state"] in ("queued", "running", "done")
    while state["state"] in ("queued", "running"):
        time.sleep(0.2)
        status, state = server.json(f"/api/jobs/{state['job']}")
    assert state["state"] == "done" and state["seed"] == 1
    assert state["answer"] == json.loads(cli("odds", "short", "--score", "3-2", "--seed", "1", "--format", "json"))


def test_a_long_job_can_be_cancelled(server):
    # a fresh kernel of 2,000,000 deals: batches of 250,000, each checking the cancel flag
    status, state = server.json("/api/jobs/table?game=short&model=random&deals=2000000&seed=5", method="POST")
    assert status == 202
    while state["state"] == "queued" or (state["state"] == "running" and state["done"] == 0):
        time.sleep(0.2)
        _, state = server.json(f"/api/jobs/{state['job']}")
    status, cancelled = server.json(f"/api/jobs/{state['job']}", method="DELETE")
    assert status == 200 and cancelled["state"] in ("cancelled", "done")
    _, later = server.json(f"/api/jobs/{state['job']}")
    assert later["state"] == cancelled["state"]


def test_it_listens_on_loopback_only(server):
    assert beyond_loopback(server.process.pid) == []
    listening = [c.laddr.ip for c in psutil.Process(server.process.pid).net_connections(kind="tcp")
                 if c.status == psutil.CONN_LISTEN]
    assert listening == ["127.0.0.1"]


def test_ctrl_c_stops_it_cleanly_with_its_workers():
    started = start_server()
    assert started.json("/api/odds?game=long&score=1-0&seed=1")[0] == 200  # the workers have started
    children = psutil.Process(started.process.pid).children(recursive=True)
    assert children
    assert started.stop() == 0
    _, stderr = started.process.communicate()
    assert "Traceback" not in stderr
    gone, alive = psutil.wait_procs(children, timeout=60)
    assert not alive


def test_a_full_queue_is_refused_in_one_line_and_told_its_place():
    from whistodds.page.jobs import QUEUED_EACH

    started = start_server("--workers", "1")
    try:
        jobs = []
        for seed in range(1 + QUEUED_EACH):  # one answered, the rest waiting: every slot taken
            status, state = started.json(f"/api/jobs/table?game=short&model=random&deals=4000000&seed={seed}",
                                         method="POST")
            assert status == 202, state
            jobs.append(state["job"])
        status, refused = started.json("/api/jobs/table?game=short&model=random&deals=4000000&seed=99",
                                       method="POST")
        assert status == 503 and "ask again when one has ended" in refused["error"]
        _, last = started.json(f"/api/jobs/{jobs[-1]}")
        assert last["state"] == "queued" and last["place"] == QUEUED_EACH - 1
        for job in reversed(jobs):
            assert started.json(f"/api/jobs/{job}", method="DELETE")[1]["state"] in ("cancelled", "done")
    finally:
        assert started.stop() == 0


@pytest.mark.parametrize("option", [["--workers", "0"], ["--port", "0"]])
def test_bad_serve_options_are_one_line(option):
    result = runner.invoke(app, ["serve", "--no-open", *option])
    assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1, result.output


def test_the_docs_examples_answer(server):
    """Each ``/api/...`` example of the page's guide answers 200, the bytes of the command it stands for."""
    from pathlib import Path

    guide = Path(__file__).resolve().parents[1] / "docs" / "guide" / "page.md"
    examples = [line.strip() for line in guide.read_text(encoding="utf-8").splitlines()
                if line.strip().startswith("/api/")]
    assert len(examples) >= 4
    for example in examples:
        status, _, body = server.get(example)
        assert status == 200, (example, body)


def test_a_holding_question_and_a_claims_file_give_the_command_lines_bytes(server):
    import urllib.parse
    from pathlib import Path

    hand = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
    query = urllib.parse.urlencode({"question": "partner holds at least 1 of AS KS", "hand": hand, "seed": "1"})
    status, _, body = server.get("/api/holding?" + query)
    assert status == 200, body
    assert body.decode() == cli("holding", "partner holds at least 1 of AS KS", "--hand", hand, "--seed", "1",
                                "--format", "json")
    example = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"
    status, _, body = server.get("/api/claims?seed=1&format=csv", method="POST", body=example.read_bytes(),
                                 headers={"Content-Type": "text/csv"})
    assert status == 200, body
    assert body.decode() == cli("verify", "claims", str(example), "--seed", "1", "--format", "csv")


def test_a_posted_file_is_its_text_never_a_path_of_this_machine(server):
    """The body is the file's text: a path sent as the body is read as a (bad) claims file, not opened."""
    from pathlib import Path

    shipped = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"
    status, body = server.json("/api/claims", method="POST", body=str(shipped).encode(),
                               headers={"Content-Type": "text/csv"})
    assert status == 400 and "the file posted" in body["error"], body


def test_an_option_given_again_is_the_command_lines_repeated_option(server):
    import urllib.parse

    hand = "AS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
    query = urllib.parse.urlencode([("question", "partner holds KS"), ("hand", hand), ("known", "left:QS"),
                                    ("known", "right:JS"), ("seed", "1")])
    status, _, body = server.get("/api/holding?" + query)
    assert status == 200, body
    assert body.decode() == cli("holding", "partner holds KS", "--hand", hand, "--known", "left:QS", "--known",
                                "right:JS", "--seed", "1", "--format", "json")


@pytest.mark.parametrize("extra", [[], ["--explain"]])
def test_a_claims_answer_in_html_escapes_the_files_own_words(server, extra, tmp_path):
    """A claim's id, source and quote are the user's text: in html (the page's format) every one is escaped, in
    the sentences between the tables as in their cells -- from the command line and from the page alike."""
    import urllib.parse

    planted = '<script>alert("x")</script>'
    text = ("id,source,quote,game,question,score,games,dealer,held,odds\n"
            f"\"{planted}\",\"{planted}\",\"{planted}\",long-whist,partner,,,,at-least 1 of 2,2 to 1\n")
    claims = tmp_path / "planted.csv"
    claims.write_text(text, encoding="utf-8")
    written = cli("verify", "claims", str(claims), "--format", "html", *extra)
    assert "<script>" not in written and "&lt;script&gt;" in written
    query = urllib.parse.urlencode({"format": "html", **({"explain": "true"} if extra else {})})
    status, _, body = server.get("/api/claims?" + query, method="POST", body=text.encode(),
                                 headers={"Content-Type": "text/csv"})
    assert status == 200, body
    assert "<script>" not in body.decode() and "&lt;script&gt;" in body.decode()
