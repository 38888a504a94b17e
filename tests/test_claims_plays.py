"""Issue 47 items 1, 3 and 5: a claims row with a play in its question is answered as ``holding`` answers it
(never the cards seen alone, called exact); every row says how its question and its figure were read; the quote's
words settle a figure the odds cell leaves open (chance or edge)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

import pytest
from claims_files import write_claims as write_file
from hypothesis import HealthCheck, given, settings, strategies as st
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import format_card
from whistodds.odds.claims import COLUMNS
from whistodds.simulations.play.models import play_models

runner = CliRunner()
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
HEADER = list(COLUMNS) + ["hand", "turn_up", "trumps", "model", "reading"]
PARTNER_ACE = "your partner has the ace of spades given right led the queen of spades"
# The play models that choose card by card in the engine and are quick: the first two the registry lists.
PLAYING = [model.name for model in play_models() if model.choice is not None and not model.slow][:2]
CANNOT_PLAY = next(model.name for model in play_models() if model.kernel is None or model.choice is None)


def write_claims(path, rows):
    return write_file(path, rows, HEADER)


def invoke(*args):
    return runner.invoke(app, [str(arg) for arg in args], terminal_width=400)


def claims_rows(path, *extra):
    result = invoke("verify", "claims", path, "--format", "json", *extra)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def holding_row(sentence, *options):
    result = invoke("holding", sentence, "--format", "json", *options)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def same_figure(claim, answer):
    """The claims row's figure is the answer's: the same deals kept and meeting the condition, the same
    proportion and interval (the claims JSON prints 15 significant digits, holding's every digit)."""
    assert (claim["deals_drawn"], claim["deals_meeting_condition"]) == (answer["deals"],
                                                                       answer["deals_meeting_condition"])
    assert [claim[key] for key in ("model_probability", "ci95_low", "ci95_high")] == pytest.approx(
        [answer[key] for key in ("simulated_probability", "simulated_ci95_low", "simulated_ci95_high")],
        rel=1e-13, abs=1e-15)


# -- item 1: a play in the question ------------------------------------------------------------------------------

def test_a_play_condition_is_answered_as_holding_answers_it_not_exact(tmp_path):
    row = {"id": "P1", "source": "s", "game": "long", "question": "holding", "held": PARTNER_ACE,
           "odds": "12 to 26", "hand": CLUBS, "turn_up": "2H", "dealer": "partner"}
    path = write_claims(tmp_path / "play.csv", [row])
    [claim] = claims_rows(path, "--seed", 1, "--deals", 20_000)
    answer = holding_row(PARTNER_ACE, "--hand", CLUBS, "--turn-up", "2H", "--dealer", "partner", "--seed", 1,
                         "--deals", 20_000)
    assert claim["model"] == answer["model"] != "exact"
    same_figure(claim, answer)
    assert claim["ci95_low"] < claim["ci95_high"]  # simulated: the verdict is judged against an interval
    assert (claim["deals_kept_by_play"], claim["seen_alone_fraction"]) == (answer["deals_kept_by_play"],
                                                                           answer["seen_alone_fraction"])
    assert claim["seen_alone_fraction"] == "12/37"  # the queen seen played: 12 of 37 unseen, not 12/38
    assert claim["question_read"] == answer["reading"]
    text = invoke("verify", "claims", path, "--seed", 1, "--deals", 20_000).output
    assert "kept by the play" in text and "12/37 = 0.3243" in text and "exact" not in text.split("\n")[1]


def test_a_model_that_cannot_play_is_refused_in_one_line(tmp_path):
    row = {"id": "P1", "source": "s", "game": "long", "question": "holding", "held": PARTNER_ACE,
           "odds": "12 to 26", "hand": CLUBS, "turn_up": "2H", "dealer": "partner"}
    for rows, extra in (([{**row, "model": CANNOT_PLAY}], ()), ([row], ("--model", CANNOT_PLAY))):
        result = invoke("verify", "claims", write_claims(tmp_path / "bad.csv", rows), *extra)
        assert result.exit_code == 2 and "Traceback" not in result.output, result.output
        problem = [line for line in result.output.splitlines() if CANNOT_PLAY in line]
        assert len(problem) == 1 and "card by card" in problem[0], result.output
    plain = {**row, "held": "partner holds AS", "model": PLAYING[0]}  # no play: no model to name
    result = invoke("verify", "claims", write_claims(tmp_path / "plain.csv", [plain]))
    assert result.exit_code == 2 and "a holding question without a play is counted" in result.output


SEATS = ("me", "left", "partner", "right")


@st.composite
def play_questions(draw):
    """A hand, a dealer (not right: then I lead), the turn-up (in my hand if I deal), the eldest hand's lead of a
    card I do not hold, and a holding of a card: the options of ``holding`` and the same as a claims row."""
    cards = draw(st.permutations(range(52)))
    hand = cards[:13]
    dealer = draw(st.sampled_from(SEATS[:3]))
    turn_up = hand[0] if dealer == "me" else cards[13]  # the dealer holds the turn-up
    eldest = SEATS[SEATS.index(dealer) + 1]
    led, asked = cards[14], draw(st.sampled_from(cards[13:]))
    holder = draw(st.sampled_from(SEATS[1:]))
    sentence = f"{holder} holds {format_card(asked)} given {eldest} led {format_card(led)}"
    return {"held": sentence, "hand": " ".join(format_card(c) for c in hand), "turn_up": format_card(turn_up),
            "dealer": dealer, "model": draw(st.sampled_from([""] + PLAYING)), "seed": draw(st.integers(0, 10**6))}


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(question=play_questions())
def test_a_claims_row_and_holding_give_the_same_figure(tmp_path, question):
    row = {"id": "Q", "source": "s", "game": "long", "question": "holding", "odds": "evens",
           **{key: question[key] for key in ("held", "hand", "turn_up", "dealer", "model")}}
    path = write_claims(tmp_path / "q.csv", [row])
    seed, deals = question["seed"], 2_000
    options = ["--hand", row["hand"], "--turn-up", row["turn_up"], "--dealer", row["dealer"], "--seed", seed,
               "--deals", deals] + (["--model", row["model"]] if row["model"] else [])
    answer = invoke("holding", row["held"], "--format", "json", *options)
    claim = invoke("verify", "claims", path, "--format", "json", "--seed", seed, "--deals", deals)
    if answer.exit_code != 0:  # no deal kept, say: the claims row is refused too, never answered otherwise
        assert claim.exit_code == answer.exit_code == 2, (answer.output, claim.output)
        return
    assert claim.exit_code == 0, claim.output
    [checked], figures = json.loads(claim.output), json.loads(answer.output)
    assert checked["model"] == figures["model"]
    same_figure(checked, figures)


# -- item 3: every reading shown ---------------------------------------------------------------------------------

def test_every_row_says_how_its_question_and_figure_were_read(tmp_path):
    rows = [{"id": "T7", "source": "s", "game": "long", "question": "holding", "trumps": "hearts",
             "held": "we have seven trumps between us", "odds": "1 in 4"},
            {"id": "C2", "source": "s", "question": "partner", "held": "any 1 of 2", "odds": "5 to 4 against"},
            {"id": "AO", "source": "s", "game": "long", "question": "holding", "odds": "1 in 3",
             "held": "left holds AS or right holds AS and partner holds KS"}]
    path = write_claims(tmp_path / "read.csv", rows)
    checked = claims_rows(path)
    assert all(row["question_read"] and row["figure_read"] for row in checked)
    by_id = {(row["id"], row["reading"]): row for row in checked}
    assert "exactly 7 trumps [a bare count: exactly]" in by_id["T7", "-"]["question_read"]
    assert "at least 1 of the 2" in by_id["C2", "at-least"]["question_read"]
    assert "exactly 1 of the 2" in by_id["C2", "exactly"]["question_read"]
    assert "only this reading is checked here, not ((left holds AS" in by_id["AO", "-"]["question_read"]
    assert by_id["T7", "-"]["figure_read"].startswith("a chance, less likely than not")
    assert by_id["C2", "at-least"]["figure_read"].startswith("odds, less likely than not ('against'")
    table = list(csv.DictReader(io.StringIO(invoke("verify", "claims", path, "-f", "csv").output)))
    assert [row["question_read"] for row in table] == [row["question_read"] for row in checked]
    assert [row["figure_read"] for row in table] == [row["figure_read"] for row in checked]
    for fmt in ("table", "markdown"):
        shown = invoke("verify", "claims", path, "-f", fmt).output
        assert "[a bare count: exactly]" in shown and "this row exactly" in shown, fmt
        assert "a chance, less likely than not" in shown, fmt


# -- item 5: the quote's words -----------------------------------------------------------------------------------

def test_the_quotes_words_settle_an_open_reading(tmp_path):
    quotes = {"favour": ("8 to 9 is about 3 and a half in 100 in favour of the 8", "edge", "'in favour of'"),
              "odds": ("the odds are about 3 and a half in 100", "edge", "'odds'"),
              "chance": ("a chance of about 3 and a half in 100", "chance", "'chance'"),
              "none": ("", "chance", "the chance, the default"),
              "column": ("in favour of the 8", "chance", "the reading column says chance")}
    rows = [{"id": ident, "source": "s", "quote": quote, "question": "partner", "held": "at-least 1 of 2",
             "odds": "about 3 and a half in 100", "reading": "chance" if ident == "column" else ""}
            for ident, (quote, _, _) in quotes.items()]
    path = write_claims(tmp_path / "quotes.csv", rows)
    checked = {row["id"]: row for row in claims_rows(path)}
    for ident, (_, reading, words) in quotes.items():
        assert checked[ident]["odds_reading"] == reading, ident
        assert words in checked[ident]["figure_read"], (ident, checked[ident]["figure_read"])
    assert Fraction(checked["favour"]["stated_probability"]).limit_denominator(1000) == Fraction(207, 407)
    assert "the quote's words 'in favour of' settle it: the edge" in invoke("verify", "claims", path).output
