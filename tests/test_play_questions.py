"""One question per command (#48), for the commands about play and the games as a whole: duel, analyse, history,
progressive, kernel, gleek and verify scotch-advice.  The command line and the Python API build the same question
and print the same answer for the same options and seed, in every format; bad input is one line, before any work."""

import json

import pytest
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.odds.analysis import EXAMPLE
from whistodds.odds.questions import answer
from whistodds.odds.questions.duel import DuelQuestion
from whistodds.odds.questions.history import HistoryQuestion, ProgressiveQuestion
from whistodds.odds.questions.kernel import KernelAnswer, KernelQuestion
from whistodds.reports.text import answer_text
from whistodds.simulations.play.models import get_model

runner = CliRunner()
FORMATS = ["table", "csv", "json", "markdown", "html"]


def cli_text(*args):
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


# The same options given both ways, each answer's figures fixed by its seed (the duel's seconds aside).
SAME = [
    (["progressive", "--tables", "2", "--sittings", "2", "--evenings", "3", "--seed", "1"],
     lambda: api.progressive(tables=2, sittings=2, evenings=3, seed=1)),
    (["kernel", "short"], lambda: api.kernel("short")),
    (["kernel", "long", "--deals", "300", "--seed", "1", "--model", "random"],
     lambda: api.kernel("long", model="random", deals=300, seed=1)),
    (["kernel", "scotch", "--deals", "300", "--seed", "1"], lambda: api.kernel("scotch", deals=300, seed=1)),
    (["verify", "scotch-advice", "--deals", "200", "--seed", "1"], lambda: api.scotch_advice(deals=200, seed=1)),
    (["gleek", "--deals", "100", "--seed", "1"], lambda: api.gleek(deals=100, seed=1)),
]


@pytest.mark.parametrize("fmt", ["table", "json", "html"])
@pytest.mark.parametrize(("args", "call"), SAME, ids=[" ".join(args[:2]) for args, _ in SAME])
def test_the_command_line_and_the_api_write_the_same_answer(args, call, fmt):
    assert cli_text(*args, "--format", fmt) == api.text(call(), fmt)


def test_a_duel_is_the_same_both_ways_but_for_its_seconds():
    said = api.duel("random", "hoyle", "short", deals=200, seed=1)
    row = json.loads(cli_text("duel", "random", "hoyle", "short", "--deals", "200", "--seed", "1", "-f", "json"))[0]
    assert {**row, "seconds": 0} == {**json.loads(api.text(said, "json"))[0], "seconds": 0}
    assert said.result == api.duel(get_model("random"), get_model("hoyle"), get_game("short"), deals=200,
                                   seed=1).result


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_answer_is_written_in_every_format(fmt):
    answers = [api.progressive(tables=2, sittings=2, evenings=3, seed=1), api.kernel("short"),
               api.duel("random", "hoyle", "short", deals=100, seed=2), api.analyse(EXAMPLE, deals=0),
               api.scotch_advice(deals=200, seed=1), api.kernel("scotch", deals=200, seed=1)]
    for said in answers:
        text = api.text(said, fmt)
        assert text.strip(), type(said).__name__
        if fmt == "json":
            json.loads(text)


def test_the_kernel_document_is_a_kernel_answers_format_too():
    said = api.kernel("short")
    assert isinstance(said, KernelAnswer) and said.shipped
    document = json.loads(answer_text(said, "kernel-json"))
    assert document["deals"] == said.kernel.deals


def test_a_question_without_a_seed_draws_one_where_it_simulates_and_repeats_with_it():
    drawn = answer(ProgressiveQuestion(tables=2, sittings=2, evenings=3))
    again = answer(ProgressiveQuestion(tables=2, sittings=2, evenings=3, seed=drawn.seed))
    assert answer_text(drawn, "json") == answer_text(again, "json")
    assert answer(KernelQuestion(get_game("short"), get_model("hoyle"))).seed == 0  # the shipped kernel: nothing drawn


@pytest.mark.parametrize(("make", "message"), [
    (lambda: DuelQuestion(get_model("random"), get_model("hoyle"), get_game("long"), deals=0),
     "--deals 0 is not allowed; use 1 to 1,000,000,000"),
    (lambda: DuelQuestion(get_model("random"), get_model("hoyle"), get_game("scotch-whist(players=6,sides=3)")),
     "a duel is between two sides, and scotch-whist(players=6,sides=3) has 3"),
    (lambda: HistoryQuestion(deals=399), "--deals 399 is not allowed; use 400 to 1,000,000,000"),
    (lambda: ProgressiveQuestion(system="duplicate"), "system='duplicate' is not allowed; use comstock or britannica"),
    (lambda: KernelQuestion(get_game("short"), get_model("hoyle"), seed=3),
     "--seed has no effect without --deals (the shipped kernel is shown)"),
    (lambda: api.gleek("long"), "--game 'long-whist' is not allowed; use gleek, with its rules as parameters"),
    (lambda: api.scotch_advice(who="nobody"), "who='nobody' is not allowed; use holder or everyone"),
    (lambda: api.analyse(EXAMPLE, deals=-1), "--deals -1 is not allowed; use 0 to 100,000,000"),
])
def test_bad_input_is_one_line_before_any_work(make, message):
    with pytest.raises(ValueError) as raised:
        make()
    assert str(raised.value) == message


@pytest.mark.parametrize(("args", "line"), [
    (["duel", "random", "hoyle", "--deals", "0"], "--deals 0 is not allowed; use 1 to 1,000,000,000"),
    (["history", "--deals", "10"], "--deals 10 is not allowed; use 400 to 1,000,000,000"),
    (["progressive", "--evenings", "1"], "--evenings 1 is not allowed; use 2 to 10,000,000"),
    (["kernel", "short", "--seed", "3"], "--seed has no effect without --deals (the shipped kernel is shown)"),
    (["gleek", "--game", "long"], "--game 'long' is not allowed; use gleek, with its rules as parameters"),
])
def test_the_command_line_says_the_same_line_and_exits_2(args, line):
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and line in result.output, result.output
