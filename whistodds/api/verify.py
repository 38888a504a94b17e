"""The Python API of ``verify claims`` and ``verify cases``, for a notebook: a file (or its CSV text) in, the
verdicts out.

Each function reads what it is given once, at its door, as the command line does: a claims or cases file by
its path, a shipped one by its name (``bob-short-1793``, ``britannica-older-games``; ``books``), or the CSV text
itself (any text with a line break in it), checked whole (a bad file is one ``ValueError`` listing every bad row,
before any work); the play models by name.  It builds the command's question
(:mod:`whistodds.odds.questions`) and returns its answer: the figures (``.frame()``), the question it answered
and the seed it used.  :func:`whistodds.api.text` writes an answer as the command prints it.

>>> from whistodds.api import text
>>> said = claims("id,source,quote,game,question,score,games,dealer,held,odds\\n"
...               "A,me,,long,game,8-9,,first,,evens\\n", model="hoyle", seed=1)
>>> said.frame()[["id", "model", "verdict"]].to_dict("records")
[{'id': 'A', 'model': 'hoyle', 'verdict': 'understates'}]
>>> print(text(said, "csv").splitlines()[0][:24])
id,source,quote,game,que
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from pathlib import Path

from whistodds.odds.questions import CasesAnswer, CasesQuestion, ClaimsAnswer, ClaimsQuestion, answer
from whistodds.odds.questions.cases import cases_from_file, cases_from_text, cases_path
from whistodds.odds.questions.claims import claims_from_file, claims_from_text, claims_path
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel, get_model

TEXT_NAME = "the text given"  # what the problems of a file given as its text are reported under, unless named


def _is_text(file_or_text: str | Path) -> bool:
    """Whether the argument is a file's CSV text (a line break in it) rather than a path or a shipped name."""
    return isinstance(file_or_text, str) and ("\n" in file_or_text or "\r" in file_or_text)


def claims(file_or_text: str | Path, *, fit: bool = False, explain: bool = False,
           model: str | PlayModel | Sequence[str | PlayModel] | None = None, deals: int | None = None,
           seed: int | None = None, name: str | None = None, progress: ProgressCallback | None = None,
           executor: Executor | None = None) -> ClaimsAnswer:
    """``whist-odds verify claims FILE``: every claim against every play model that plays its game, with a
    verdict in words; ``fit``: every way of making each game's figures, ranked (``verify claims --fit``);
    ``explain``: each figure not borne out with the methods that reproduce it (``--explain``).

    ``file_or_text``: a claims file's path, a shipped one's name, or its CSV text (its problems reported under
    ``name``); ``model``: one play model or several, by name or as objects (None: every model that can);
    ``deals``: simulate each kernel (None: the shipped ones); ``seed``: as the command line's; ``progress``:
    called with 1 after each claim; ``executor``: unused (the claims are checked in this process), taken as
    every answer takes it.

    >>> said = claims("bob-short-1793", model="hoyle", seed=0)
    >>> said.question.name.endswith("bob-short-1793.csv"), set(said.frame().model) <= {"hoyle", "exact"}
    (True, True)
    """
    if _is_text(file_or_text):
        rows, where = claims_from_text(str(file_or_text), name or TEXT_NAME), name or TEXT_NAME
    else:
        path = claims_path(file_or_text)
        rows, where = claims_from_file(path), str(path)
    models = None if model is None else tuple(get_model(one) for one in (
        [model] if isinstance(model, (str, PlayModel)) else model))
    question = ClaimsQuestion(rows, where, models, fit, deals, seed, explain=explain)
    return answer(question, executor=executor, progress=progress)


def cases(file_or_text: str | Path = "books", *, model: str | PlayModel | None = None, deals: int | None = None,
          seed: int | None = None, name: str | None = None, progress: ProgressCallback | None = None,
          executor: Executor | None = None) -> CasesAnswer:
    """``whist-odds verify cases FILE``: each case's card from the books against every legal card, and its
    stated result.

    ``file_or_text``: a cases file's path, a shipped one's name (``books``), or its CSV text (its problems
    reported under ``name``); ``model``: the play model of a player's-view case that names none (None: the
    default); ``deals``: consistent deals a player's-view case (None: 20,000); ``seed``: as the command line's;
    ``progress``: called with 1 after each case; ``executor``: unused, taken as every answer takes it.

    >>> said = cases("id,source,quote,game,hands,trumps,leader,card,tricks\\n"
    ...              "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,W,KC,2\\n")
    >>> said.frame()[["id", "card_is_best", "verdict"]].to_dict("records")
    [{'id': 'A', 'card_is_best': True, 'verdict': "the book's card is best; the stated result is right"}]
    """
    if _is_text(file_or_text):
        rows, where = cases_from_text(str(file_or_text), name or TEXT_NAME), name or TEXT_NAME
    else:
        path = cases_path(file_or_text)
        rows, where = cases_from_file(path), str(path)
    chosen = None if model is None else get_model(model)
    return answer(CasesQuestion(rows, where, chosen, deals, seed), executor=executor, progress=progress)


def claims_text_question(text: str, *, fit: bool = False, explain: bool = False,
                         model: str | Sequence[str] | None = None, deals: int | None = None, seed: int | None = None,
                         name: str = "the file posted") -> ClaimsQuestion:
    """``verify claims``'s question of a claims file's CSV text only (never a path: what a web page is sent),
    read and checked whole, its problems reported under ``name``."""
    rows = claims_from_text(text, name)
    models = None if model is None else tuple(get_model(one) for one in ([model] if isinstance(model, str)
                                                                          else model))
    return ClaimsQuestion(rows, name, models, fit, deals, seed, explain=explain)


def cases_text_question(text: str, *, model: str | None = None, deals: int | None = None, seed: int | None = None,
                        name: str = "the file posted") -> CasesQuestion:
    """``verify cases``'s question of a cases file's CSV text only (never a path: what a web page is sent)."""
    return CasesQuestion(cases_from_text(text, name), name, None if model is None else get_model(model), deals, seed)
