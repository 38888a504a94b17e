"""``verify claims`` and ``verify cases`` as questions (#48 items 1-2): each question checks itself whole with the
command line's one-line errors, a bad file is every bad row before any work, the API answers what the command
line prints (in every format, html too), and claims or cases given as CSV text answer as the file does."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds import api
from whistodds.cli.app import app
from whistodds.odds.questions import CasesQuestion, ClaimsQuestion
from whistodds.odds.questions.cases import cases_from_file, cases_from_text
from whistodds.odds.questions.claims import claims_from_file, claims_from_text
from whistodds.reports.text.answers import answer_files, answer_text
from whistodds.simulations import limits
from whistodds.simulations.play.models import get_model

runner = CliRunner()
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"
HEAD = "id,source,quote,game,question,score,games,dealer,held,odds\n"
SCOTCH = HEAD + "S,s,,scotch,game,30-25,,first,,5 to 4\n"
CASES = ("id,source,quote,game,hands,trumps,leader,card,tricks\n"
         "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,W,KC,2\n"
         "B,me,,long,N:A... .A.. ..A. ...A,spades,N,AS,1\n")
BOOKS_FIRST = next(line.split(",")[0] for line in (Path(__file__).resolve().parents[1] / "whistodds" / "odds" / "data"
                                                  / "cases" / "books.csv").read_text(encoding="utf-8").splitlines()[1:])
FORMATS = ["table", "csv", "json", "markdown", "html"]


def _cli(*arguments: str) -> str:
    result = runner.invoke(app, list(arguments))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize(("asked", "message"), [
    ({"deals": 0}, f"--deals 0 is not allowed; use 1 to {limits.MAX_KERNEL_DEALS:,}"),
    ({"fit": True, "deals": 1000}, "--deals does not apply with --fit, which ranks the models by their shipped "
                                   "kernels"),
    ({"seed": -1}, "--seed -1 is not allowed; use a whole number, 0 or more"),
    ({"models": (get_model("double-dummy"),)}, "--model double-dummy cannot check claim S: it solves four-handed "
                                                "whist with the full pack (DDS)"),
])
def test_a_claims_question_refuses_in_one_line(asked, message):
    with pytest.raises(ValueError) as refused:
        ClaimsQuestion(claims_from_text(SCOTCH, "scotch.csv"), "scotch.csv", **asked)
    assert str(refused.value).startswith(message) and "\n" not in str(refused.value)


def test_a_question_without_claims_or_cases_is_refused():
    with pytest.raises(ValueError, match="no claims to check"):
        ClaimsQuestion((), "none.csv")
    with pytest.raises(ValueError, match="has a header but no cases"):
        CasesQuestion((), "none.csv")


@pytest.mark.parametrize(("asked", "message"), [
    ({"deals": 0}, f"--deals 0 is not allowed; use 1 to {limits.MAX_DEAL:,}"),
    ({"seed": -2}, "--seed -2 is not allowed; use a whole number, 0 or more"),
])
def test_a_cases_question_refuses_in_one_line(asked, message):
    with pytest.raises(ValueError) as refused:
        CasesQuestion(cases_from_text(CASES, "cases.csv"), "cases.csv", **asked)
    assert str(refused.value) == message


def test_a_bad_file_is_every_bad_row_before_any_work():
    text = HEAD + "A,me,,long,game,12-3,,first,,7 to 4\nB,me,,nowhere,game,1-3,,first,,7 to 4\n"
    with pytest.raises(ValueError) as refused:
        claims_from_text(text, "mine.csv")
    lines = str(refused.value).splitlines()
    assert lines[0] == "mine.csv: 2 problem(s); nothing was computed"
    assert lines[1].startswith("row 2, id A: score '12-3'") and lines[2].startswith("row 3, id B: game 'nowhere'")
    with pytest.raises(ValueError) as refused:
        cases_from_text(CASES.replace(",KC,2", ",XX,2").replace(",AS,1", ",KS,1"), "mine.csv")
    lines = str(refused.value).splitlines()
    assert lines[0] == "mine.csv: 2 problem(s); nothing was computed" and len(lines) == 3


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_api_answers_claims_as_the_command_line_prints_them(fmt):
    said = api.claims(str(EXAMPLE), seed=1)
    assert api.text(said, fmt) == _cli("verify", "claims", str(EXAMPLE), "--seed", "1", "--format", fmt, "-q")
    assert said.seed == 1 and said.question.models is None and said.question.name == str(EXAMPLE)


def test_html_is_the_claims_and_the_summary_as_escaped_tables_with_the_words_around_them():
    page = api.text(api.claims(HEAD + "A,<b>me</b>,,long,game,8-9,,first,,evens\n", model="hoyle", seed=1), "html")
    assert page.count("<table") == 2 and "&lt;b&gt;me&lt;/b&gt;" in page and "<b>me</b>" not in page
    assert "<h3>How the odds were read</h3>" in page and "<p>" in page  # the words around, as paragraphs


def test_claims_from_csv_text_answer_as_from_the_file():
    text = EXAMPLE.read_text(encoding="utf-8")
    assert claims_from_text(text, str(EXAMPLE)) == claims_from_file(EXAMPLE)
    from_text, from_file = api.claims(text, seed=1), api.claims(EXAMPLE, seed=1)
    assert from_text.frame().equals(from_file.frame())
    assert all(api.text(from_text, fmt) == api.text(from_file, fmt) for fmt in FORMATS)
    assert from_text.question.name == "the text given" and api.claims(text, name="up.csv").question.name == "up.csv"


def test_a_fit_in_csv_is_three_files_and_one_text_is_refused():
    said = api.claims("bob-short-1793", fit=True, model="random")
    files = answer_files(said, "csv")
    assert isinstance(files, dict) and list(files) == ["claims", "summary", "fit"]
    with pytest.raises(ValueError, match="^--format csv gives 3 tables, one file each"):
        answer_text(said, "csv")
    assert said.fit is not None and said.fit["rank"].iloc[0] == 1 and said.paragraph.startswith("Over ")


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_api_answers_cases_as_the_command_line_prints_them(tmp_path, fmt):
    path = tmp_path / "cases.csv"
    path.write_text(CASES, encoding="utf-8")
    said = api.cases(str(path))
    printed = _cli("verify", "cases", str(path), "--format", "text" if fmt == "table" else fmt, "-q")
    assert api.text(said, fmt) == printed
    assert api.text(api.cases(CASES), fmt) == printed  # the same file given as its text
    assert said.seed == 0 and [verdict.case.id for verdict in said.verdicts] == ["A", "B"]


def test_the_shipped_files_are_read_by_name():
    assert claims_from_file("bob-short-1793")[0].id == "BS-1-0"
    assert cases_from_file("books")[0].id == BOOKS_FIRST
    with pytest.raises(ValueError, match="no shipped claims file 'nothere'"):
        api.claims("nothere")
