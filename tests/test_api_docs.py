"""The Python API's odds and claims functions (issue 30, item 10): each takes the play model as ``model=``, as the
command line takes ``--model``, and has a docstring naming every parameter with a runnable example (the examples
run as doctests under pytest)."""

from __future__ import annotations

import inspect
import re

import pytest

from whistodds.odds.claims import read_claims
from whistodds.odds.claims.check import evaluate_claims, summarize_claims
from whistodds.odds.claims.models import models_by_game
from whistodds.odds.claims.fit import fit_claims, fit_paragraph
from whistodds.odds.game_odds import odds_at, odds_table, win_probability
from whistodds.odds.odds_rows import exact_odds_row
from whistodds.odds.words import format_odds, parse_odds

API = [odds_at, odds_table, win_probability, read_claims, evaluate_claims, summarize_claims, models_by_game,
       fit_claims, fit_paragraph, exact_odds_row, format_odds, parse_odds]
TAKE_A_MODEL = [odds_at, odds_table, win_probability, evaluate_claims, fit_claims]


@pytest.mark.parametrize("function", API, ids=lambda f: f.__name__)
def test_each_function_names_its_parameters_and_shows_an_example(function):
    doc = inspect.getdoc(function) or ""
    assert ">>> " in doc, f"{function.__name__} has no runnable example"
    for name in inspect.signature(function).parameters:
        assert re.search(rf"\b{name}\b", doc), f"{function.__name__}'s docstring does not name its parameter {name!r}"


@pytest.mark.parametrize("function", TAKE_A_MODEL, ids=lambda f: f.__name__)
def test_each_takes_model_as_the_command_line_does(function):
    assert "model" in inspect.signature(function).parameters
