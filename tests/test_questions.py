"""One question per command (#48): the command line and the Python API build the same question, get the same
figures for the same options and seed, and refuse bad input with the same one line, before any work."""

import dataclasses
import json

import pytest
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST
from whistodds.odds.questions import (CompareQuestion, OddsQuestion, RubberQuestion, TableQuestion, answer)
from whistodds.simulations.play.models import DEFAULT_MODEL, get_model, play_models

runner = CliRunner()
LONG, SHORT = LONG_WHIST.name, SHORT_WHIST.name
RANDOM = next(model.name for model in play_models() if not model.reads_sight and model.kernel is not None
              and model.name != DEFAULT_MODEL and not model.attends_to_score)


def cli_json(*args):
    result = runner.invoke(app, [*args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def api_json(said):
    return json.loads(api.text(said, "json"))


# The same options given both ways: the command's arguments, and the API's call (names, as a notebook gives them).
SAME = [
    (["odds", LONG, "--score", "7-4", "--deal", "them", "--seed", "1"],
     lambda: api.odds(LONG, "7-4", "them", seed=1)),
    (["odds", SHORT, "--score", "3-1", "--deal", "unknown", "--model", RANDOM, "--deals", "3000", "--seed", "5"],
     lambda: api.odds(SHORT, (3, 1), "unknown", model=RANDOM, deals=3000, seed=5)),
    (["table", SHORT, "--deal", "us", "--model", RANDOM, "--seed", "2"],
     lambda: api.table(SHORT, deal="us", model=RANDOM, seed=2)),
    (["rubber", SHORT, "--games", "1-0", "--score", "2-3", "--deal", "unknown", "--seed", "3"],
     lambda: api.rubber(SHORT, games="1-0", score="2-3", deal="unknown", seed=3)),
    (["compare", "long-short", "--model", RANDOM], lambda: api.compare("long-short", model=RANDOM)),
]


@pytest.mark.parametrize(("args", "call"), SAME, ids=[" ".join(args[:2]) for args, _ in SAME])
def test_the_command_line_and_the_api_give_the_same_figures(args, call):
    assert cli_json(*args) == api_json(call())


def test_a_simulated_answer_is_the_same_both_ways_and_repeats_with_its_seed():
    args = ["odds", "scotch-whist(players=6,sides=3)", "--score", "0-10-20", "--deal", "2", "--deals", "4000",
            "--seed", "7", "--quiet"]
    said = api.odds("scotch-whist(players=6,sides=3)", "0-10-20", "2", deals=4000, seed=7)
    assert cli_json(*args) == api_json(said)
    assert len(said.rows) == 3 and said.rows[0]["games_simulated"] == 1000
    drawn = api.odds(LONG, "7-4", deals=2000)  # no seed: one drawn, and said, since it simulates a kernel
    assert api.odds(LONG, "7-4", deals=2000, seed=drawn.seed).rows == drawn.rows
    assert api.odds(LONG, "7-4").seed == 0  # nothing simulated: the interval's draws from seed 0


BAD = [
    (["odds", LONG, "--score", "10-4"], lambda: api.odds(LONG, "10-4"), "score 10-4 is not allowed"),
    (["odds", LONG, "--score", "7-4", "--deal", "me"], lambda: api.odds(LONG, "7-4", "me"), "--deal 'me'"),
    (["odds", LONG, "--score", "7-4-1"], lambda: api.odds(LONG, "7-4-1"), "--score '7-4-1'"),
    (["odds", LONG, "--score", "7-4", "--deals", "0"], lambda: api.odds(LONG, "7-4", deals=0), "--deals 0"),
    (["odds", "scotch-whist(players=6,sides=3)", "--score", "0-0-0", "--deals", "100"],
     lambda: api.odds("scotch-whist(players=6,sides=3)", "0-0-0", deals=100), "use 4,000 or more"),
    (["table", SHORT, "--deal", "me"], lambda: api.table(SHORT, deal="me"), "--deal 'me'"),
    (["table", "gleek"], lambda: api.table("gleek"), "gleek has no score"),
    (["rubber", SHORT, "--games", "2-0"], lambda: api.rubber(SHORT, games="2-0"), "--games '2-0'"),
    (["rubber", SHORT, "--score", "5-0"], lambda: api.rubber(SHORT, score="5-0"), "score 5-0 is not allowed"),
    (["compare", "short-long"], lambda: api.compare("short-long"), "comparison 'short-long' is not known"),
]


@pytest.mark.parametrize(("args", "call", "said"), BAD, ids=[" ".join(args) for args, _, _ in BAD])
def test_bad_input_is_the_same_one_line_from_the_command_line_and_the_api(args, call, said):
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert "\n" not in line and said in line
    with pytest.raises(ValueError) as refused:
        call()
    assert line == f"whist-odds: error: {refused.value}"


def test_a_question_is_frozen_hashable_and_checked_when_made():
    long, hoyle = get_game(LONG), get_model(DEFAULT_MODEL)
    questions = [OddsQuestion(long, (7, 4), "them", hoyle, seed=1), TableQuestion(long, hoyle),
                 RubberQuestion(get_game(SHORT), hoyle, games=(1, 0)), CompareQuestion("long-short", hoyle)]
    for question in questions:
        assert hash(question) == hash(dataclasses.replace(question))
        with pytest.raises(dataclasses.FrozenInstanceError):
            question.model = get_model(RANDOM)  # type: ignore[misc]
    assert len({questions[0], OddsQuestion(long, (7, 4), "them", hoyle, seed=1)}) == 1
    with pytest.raises(ValueError, match="score 7-10 is not allowed"):
        dataclasses.replace(questions[0], score=(7, 10))  # a question changed is checked again
    assert answer(questions[0]).question is questions[0]
