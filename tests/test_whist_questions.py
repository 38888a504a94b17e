"""Whist's own commands as questions (whistodds/families/whist/odds/questions.py): each checked whole when made,
answered once, written by ``answer_text`` in every format; the Python API (whistodds.api.whist) gives what the
command line prints."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import FrozenInstanceError

import pytest
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.families.whist.odds.questions import (BobShortQuestion, CalculationsQuestion, EdgeQuestion,
                                                     RulesQuestion)
from whistodds.games import get_game
from whistodds.odds.questions import answer
from whistodds.reports.text import answer_text
from whistodds.simulations.play.models import get_model

HANG = 900  # seconds: a process this slow has hung


def invoke(*arguments: str) -> str:
    done = CliRunner().invoke(app, list(arguments))
    assert done.exit_code == 0, done.output
    return done.stdout


@pytest.mark.parametrize(("make", "said"), [
    (lambda: EdgeQuestion(get_game("short"), ()), "needs a game to more than nine; short-whist is played to 5"),
    (lambda: EdgeQuestion(get_game("long"), (), deals=0), "--deals 0 is not allowed"),
    (lambda: BobShortQuestion(get_model("hoyle"), "soon"), "eight_to_nine='soon' is not allowed"),
    (lambda: CalculationsQuestion(0), "--deals 0 is not allowed"),
    (lambda: CalculationsQuestion(100, seed=-1), "--seed -1 is not allowed"),
    (lambda: RulesQuestion(get_game("long"), get_model("random")), "--model 'random' is not allowed here"),
    (lambda: RulesQuestion(get_game("long"), get_model("hoyle"), ("nonsense",)), "nonsense"),
    (lambda: RulesQuestion(get_game("scotch"), get_model("hoyle"), against="double-dummy"),
     "--against double-dummy is not allowed for scotch-whist"),
])
def test_each_question_refuses_a_bad_value_in_one_line(make, said):
    with pytest.raises(ValueError, match=None) as error:
        make()
    assert said in str(error.value) and "\n" not in str(error.value)


def test_the_api_says_the_same_one_line_errors_as_the_command_line():
    with pytest.raises(ValueError, match="eight_to_nine='soon'"):
        api.bob_short(eight_to_nine="soon")
    done = CliRunner().invoke(app, ["verify", "bob-short", "--eight-to-nine", "soon"])
    assert done.exit_code == 2 and "eight_to_nine='soon'" in done.output


def test_a_question_is_frozen_and_keeps_its_checked_game():
    question = EdgeQuestion(get_game("long"), (get_model("hoyle"),))
    assert question.game.counts_tricks_and_honours and hash(question) == hash(question)
    with pytest.raises(FrozenInstanceError):
        question.deals = 5  # type: ignore[misc]


@pytest.mark.parametrize("fmt", ["csv", "json", "html"])
def test_bob_short_from_the_api_is_the_commands(fmt):
    said = api.bob_short(model="hoyle")
    assert said.seed == 0 and said.question.model.name == "hoyle"
    assert api.text(said, fmt) == invoke("verify", "bob-short", "--format", fmt)


def test_calculations_from_the_api_are_the_commands():
    said = api.calculations(deals=2000, seed=1)
    assert said.seed == 1
    for fmt in ("table", "markdown"):
        assert api.text(said, fmt) == invoke("verify", "calculations", "--deals", "2000", "--seed", "1",
                                             "--format", fmt, "--quiet")


def test_rules_from_the_api_are_the_commands():
    said = api.rules("short", rules=("XI",), deals=300, seed=2)
    assert said.frame().rule.tolist() == ["XI"] and said.question.games() == 75
    assert api.text(said, "json") == invoke("verify", "rules", "short", "--rules", "XI", "--deals", "300",
                                            "--seed", "2", "--format", "json", "--quiet")


def test_edge_from_the_api_is_the_commands():
    said = api.edge("long", models=("hoyle",), seed=3)
    assert said.frame().model.tolist() == ["hoyle"] and said.seed == 3
    assert api.text(said, "csv") == invoke("edge", "long", "--model", "hoyle", "--seed", "3", "--format", "csv")
    assert "eight love against nine love" in answer_text(said, "table")


def test_every_answer_is_written_as_one_html_table():
    said = answer(RulesQuestion(get_game("short"), get_model("hoyle"), ("XI",), deals=200, seed=1))
    for written in (answer_text(said, "html"), api.text(api.bob_short(), "html")):
        assert written.startswith("<table") and written.count("<table") == 1


def test_answer_text_finds_whists_answers_whatever_was_imported_first():
    # A process that never imports whist's section (its text) still has the answer written: answer_text looks
    # for the games' own writers on its first miss.
    script = ("from whistodds.families.whist.odds.questions import BobShortQuestion\n"
              "from whistodds.odds.questions import answer\n"
              "from whistodds.simulations.play.models import get_model\n"
              "from whistodds.reports.text.answers import answer_text\n"
              "print(answer_text(answer(BobShortQuestion(get_model('hoyle'))), 'csv').splitlines()[0])\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=HANG)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("entry,")


def test_an_object_that_is_no_answer_is_refused():
    with pytest.raises(TypeError, match="int is not an answer"):
        answer_text(3)
