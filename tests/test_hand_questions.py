"""The questions about a hand (#48): ``holding``, ``position``, ``odds GAME --hand`` and ``partner`` each build one
frozen question, from the command line's options or the Python API's arguments alike; the same figures for the
same seed both ways, in every format (html too), and bad input refused with the same one line before any work."""

import dataclasses
import json
from html.parser import HTMLParser

import pytest
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.games.position import Position
from whistodds.odds.questions import (HoldingQuestion, PartnerQuestion, PositionAnswer, PositionQuestion,
                                      answer)
from whistodds.odds.questions.position import hand_state
from whistodds.reports.text import answer_text
from whistodds.simulations.play.models import get_model

runner = CliRunner()
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
MID_HAND = "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C"
PLAYED = "me:10C 2D QC KC; right:AS"
FRESH = "AH KH QH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C"


def cli(*args):
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


# The same options given both ways: the command's arguments, and the API's call (names, as a notebook gives them).
SAME = [
    (["holding", "partner holds KS", "--hand", CLUBS, "--seed", "1", "--deals", "20000"],
     lambda: api.holding("partner holds KS", hand=CLUBS, seed=1, deals=20_000)),
    (["holding", "partner holds the ace of spades given right led the queen of spades", "--hand", CLUBS, "--trumps",
      "hearts", "--dealer", "partner", "--model", "random", "--seed", "3", "--deals", "3000"],
     lambda: api.holding("partner holds the ace of spades given right led the queen of spades", hand=CLUBS,
                         trumps="hearts", dealer="partner", model="random", seed=3, deals=3000)),
    (["position", "--hand", MID_HAND, "--played", PLAYED, "--trumps", "hearts", "--deal", "them", "--score", "8-7",
      "--seed", "1", "--deals", "600", "--quiet"],
     lambda: api.position(MID_HAND, played=PLAYED, trumps="hearts", deal="them", score="8-7", seed=1, deals=600)),
    (["position", "--hand", MID_HAND, "--played", PLAYED, "--trumps", "hearts", "--deal", "them", "--score", "3-2",
      "--games", "1-0", "--game", "short", "--seed", "2", "--deals", "600", "--quiet"],
     lambda: api.position(MID_HAND, played=PLAYED, trumps="hearts", deal="them", score=(3, 2), games="1-0",
                          game="short", seed=2, deals=600)),
    (["odds", "long", "--score", "5-3", "--hand", FRESH, "--trumps", "hearts", "--seed", "1", "--deals", "600",
      "--quiet"],
     lambda: api.position(FRESH, trumps="hearts", score="5-3", cards=False, seed=1, deals=600)),
    (["partner", "--of", "3", "--at-least", "1", "--exactly", "1", "--seed", "1", "--deals", "20000", "--quiet"],
     lambda: api.partner(3, at_least=1, exactly=1, seed=1, deals=20_000)),
]


@pytest.mark.parametrize(("args", "call"), SAME, ids=[" ".join(args[:2]) for args, _ in SAME])
def test_the_command_line_and_the_api_give_the_same_answer_in_every_format(args, call):
    said = call()
    for fmt in ("table", "csv", "json", "markdown", "html"):
        given = "text" if args[0] == "holding" and fmt == "table" else fmt
        assert cli(*args, "-f", given) == api.text(said, fmt), fmt


class _Cells(HTMLParser):
    """The html's tags and its cells' text, as a browser would read them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.cells: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        if data.strip():
            self.cells.append(data.strip())


@pytest.mark.parametrize("call", [call for _, call in SAME[::2]], ids=["holding", "position", "odds --hand"])
def test_html_is_one_table_of_the_same_cells_as_the_csv(call):
    said = call()
    page = _Cells()
    page.feed(api.text(said, "html"))
    assert page.tags.count("table") == 1 and "script" not in page.tags
    header = api.text(said, "csv").splitlines()[0].split(",")
    assert page.cells[:len(header)] == header


def test_the_seed_is_kept_with_the_answer_and_repeats_it():
    said = api.position(FRESH, trumps="hearts", score="5-3", cards=False, deals=400)  # no seed: one drawn
    again = api.position(FRESH, trumps="hearts", score="5-3", cards=False, deals=400, seed=said.seed)
    assert again.result == said.result and again.question.seed == said.seed
    assert json.loads(api.text(said, "json"))["seed"] == said.seed


def test_odds_hand_is_the_position_question_before_a_card_is_played():
    """``odds --hand`` asks the position's figures alone (no card's), from the same deals as ``position``."""
    alone = api.position(FRESH, trumps="hearts", score="5-3", deal="them", cards=False, seed=4, deals=500)
    with_cards = api.position(FRESH, trumps="hearts", score="5-3", deal="them", seed=4, deals=500)  # I lead
    assert alone.cards is None and with_cards.cards is not None and len(with_cards.cards) == 13
    assert alone.result == with_cards.result


def test_a_question_is_frozen_hashable_and_checked_whole_when_made():
    long, hoyle = get_game("long"), get_model("hoyle")
    mine = Position.from_options(hand=CLUBS)
    state = hand_state(long, MID_HAND, played=PLAYED, deal="them", trumps="hearts", score=(8, 7))
    questions = [HoldingQuestion("partner holds KS", mine, seed=1), PositionQuestion(state, hoyle, seed=1),
                 PartnerQuestion(long, 3, at_least=1, seed=1)]
    for question in questions:
        assert hash(question) == hash(dataclasses.replace(question))
        with pytest.raises(dataclasses.FrozenInstanceError):
            question.seed = 2  # type: ignore[misc]
    with pytest.raises(ValueError, match="score 8-10 is not allowed"):
        dataclasses.replace(questions[1], state=dataclasses.replace(state, score=(8, 10)))  # checked again
    said = answer(questions[1])
    assert isinstance(said, PositionAnswer) and said.question is questions[1] and said.seed == 1
    assert answer_text(said, "csv") == api.text(said, "csv")


BAD = [
    (["holding", "partner holds KS", "--hand", CLUBS, "--deals", "0"],
     lambda: api.holding("partner holds KS", hand=CLUBS, deals=0), "--deals 0 is not allowed"),
    (["holding", "partner holdz KS", "--hand", CLUBS],
     lambda: api.holding("partner holdz KS", hand=CLUBS), "holdz"),
    (["holding", "partner holds KS given right led QS", "--hand", CLUBS, "--model", "double-dummy"],
     lambda: api.holding("partner holds KS given right led QS", hand=CLUBS, model="double-dummy"),
     "--model 'double-dummy' is not allowed for a play in the question"),
    (["position", "--hand", MID_HAND + " 10C", "--trumps", "hearts", "--games", "2-0"],
     lambda: api.position(MID_HAND + " 10C", trumps="hearts", games=(2, 0)), "--games '2-0'"),
    (["position", "--hand", MID_HAND + " 10C", "--trumps", "hearts", "--score", "10-2"],
     lambda: api.position(MID_HAND + " 10C", trumps="hearts", score="10-2"), "score 10-2 is not allowed"),
    (["position", "--hand", MID_HAND + " 10C", "--trumps", "hearts", "--deal", "them", "--dealer", "me"],
     lambda: api.position(MID_HAND + " 10C", trumps="hearts", deal="them", dealer="me"), "--dealer me"),
    (["position", "--hand", MID_HAND + " 10C", "--trumps", "hearts", "--played", "right:2S"],
     lambda: api.position(MID_HAND + " 10C", trumps="hearts", played="right:2S"), "it is left to play"),
    (["position", "--hand", MID_HAND + " 10C", "--trumps", "hearts", "--deals", "0"],
     lambda: api.position(MID_HAND + " 10C", trumps="hearts", deals=0), "--deals 0 is not allowed"),
    (["odds", "long", "--score", "12-3", "--hand", FRESH, "--trumps", "hearts"],
     lambda: api.position(FRESH, trumps="hearts", score="12-3", cards=False), "score 12-3 is not allowed"),
    (["odds", "long", "--score", "5-3", "--hand", FRESH],
     lambda: api.position(FRESH, score="5-3", cards=False), "trumps are not given"),
    (["partner", "--of", "3"], lambda: api.partner(3), "give --at-least K or --exactly K"),
    (["partner", "--of", "3", "--at-least", "5"], lambda: api.partner(3, at_least=5), "--at-least 5"),
    (["partner", "--of", "60", "--exactly", "1"], lambda: api.partner(60, exactly=1), "--of 60"),
    (["partner", "--of", "3", "--at-least", "1", "--game", "gleek"], lambda: api.partner(3, at_least=1, game="gleek"),
     "no partnerships"),
]


@pytest.mark.parametrize(("args", "call", "said"), BAD, ids=[" ".join(args[:3]) + f" {n}" for n, (args, _, _)
                                                             in enumerate(BAD)])
def test_bad_input_is_the_same_one_line_from_the_command_line_and_the_api(args, call, said):
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert "\n" not in line and said in line, line
    with pytest.raises(ValueError) as refused:
        call()
    assert line == f"whist-odds: error: {refused.value}"
