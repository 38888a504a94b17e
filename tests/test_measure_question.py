"""A number asked in words (a mean, a whole distribution, a count of hands) is a question of its own,
:class:`~whistodds.odds.questions.MeasureQuestion`: built once at the door from the command line, the Python API
or the page's builder, checked whole when made, answered exactly and written by ``answer_text`` in every format;
the command line, the API and a real page server give the same bytes for the same sentence."""

from __future__ import annotations

import json
import urllib.parse
from dataclasses import FrozenInstanceError
from fractions import Fraction
from io import StringIO

import pandas as pd
import pytest
from typer.testing import CliRunner

from books_counter import count
from tests.page_server import server  # noqa: F401 (a fixture)
from whistodds import api
from whistodds.cli.app import app
from whistodds.games.position import Position
from whistodds.odds.questions import MeasureAnswer, MeasureQuestion, answer
from whistodds.reports.text.answers import answer_text

runner = CliRunner()
HAND = "AS KS QS 2H 3H 4H 5H 6D 7D 8D 9C 10C JC"  # three spades, four hearts: ten spades and nine hearts unseen
FORMATS = ("table", "csv", "json", "markdown", "html")


def cli(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize(("sentence", "options", "spec"), [
    ("the average number of trumps partner holds", {"trumps": "spades"}, "mean:52:13:13"),
    ("partner's length in spades", {"hand": HAND}, "mean:39:13:10"),
    ("how many hearts partner holds on average", {"hand": HAND}, "mean:39:13:9"),
    ("Number of different hands a named player can receive", {}, "hands:52:13"),
])
def test_the_number_is_the_counters_from_the_api_and_the_pages_builder(sentence, options, spec):
    said = api.holding(sentence, **options)
    built = api.QUESTIONS["holding"](question=sentence, **options)
    assert isinstance(said, MeasureAnswer) and isinstance(built, MeasureQuestion)
    assert built == said.question and answer(built) == said
    assert (said.count if said.count is not None else said.mean) == count(spec)


def test_a_distribution_is_every_count_with_its_chance_summing_to_one():
    said = api.holding("partner's length in spades", hand=HAND)
    chances = dict(said.figures.chances)
    assert sum(chances.values()) == 1 and set(chances) == set(range(11))  # ten spades unseen: 0 to 10
    from math import comb
    assert chances[4] == Fraction(comb(10, 4) * comb(29, 9), comb(39, 13))  # a hypergeometric term, by hand
    assert len(said.rows) == 11


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_is_the_command_lines_bytes_and_reads_back(fmt):
    said = api.holding("partner's length in spades", hand=HAND)
    written = answer_text(said, fmt)
    assert written == cli("holding", "partner's length in spades", "--hand", HAND, "--format",
                          "text" if fmt == "table" else fmt)
    if fmt == "table":
        assert written.startswith("question:   partner's length in spades\nreading:    the chance of each number")
    elif fmt == "csv":
        assert pd.read_csv(StringIO(written))["fraction"].tolist() == [row["fraction"] for row in said.rows]
    elif fmt == "json":
        assert [row["number"] for row in json.loads(written)] == list(range(11))
    else:
        assert "partner&#x27;s length" in written or "partner's length" in written


def test_a_question_is_frozen_hashable_and_checked_whole_when_made():
    question = MeasureQuestion("the average number of aces partner holds", Position())
    assert hash(question) == hash(MeasureQuestion("the average number of aces partner holds", Position()))
    with pytest.raises(FrozenInstanceError):
        question.sentence = "x"  # type: ignore[misc]
    with pytest.raises(ValueError, match="give the dealer's seat"):
        MeasureQuestion("Number of different hands the dealer can receive", Position())
    with pytest.raises(ValueError, match="the number of hands is of one seat"):
        MeasureQuestion("how many hands we can be dealt", Position())
    with pytest.raises(ValueError, match="stopped at"):
        api.holding_question("the average number of aces")


def test_the_same_one_line_from_the_command_line_and_the_api():
    result = runner.invoke(app, ["holding", "Number of different hands the dealer can receive"])
    assert result.exit_code == 2
    with pytest.raises(ValueError) as raised:
        api.holding("Number of different hands the dealer can receive")
    assert str(raised.value) in " ".join(result.output.split())


def test_a_real_page_answers_a_mean_as_the_command_line(server):  # noqa: F811 (the fixture)
    query = urllib.parse.urlencode({"question": "the average number of trumps partner holds", "trumps": "spades"})
    status, _, body = server.get("/api/holding?" + query)
    assert status == 200, body
    assert body.decode() == cli("holding", "the average number of trumps partner holds", "--trumps", "spades",
                                "--format", "json")
    assert json.loads(body)[0]["mean_fraction"] == "13/4"
