"""``whist-odds verify cases``'s question: the books' problems and cases, each book's card against every legal
card, and its answer.

The cases are read and checked whole at the door, from a file, a shipped file by name (``books``) or the CSV
text itself (:func:`cases_from_file`, :func:`cases_from_text`: a bad file is every bad row in one error, before
any work); the question holds the rows, the name they came from, and the play model as an object.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.cases import Case
    from whistodds.odds.cases.judge import CaseVerdict


def cases_path(file: str | Path) -> Path:
    """A cases file given by path, or a shipped one by its name (a bare word with no suffix that is no file here).

    >>> cases_path("books").name
    'books.csv'
    """
    from whistodds.odds.cases import shipped_cases_path

    path = Path(file)
    return path if path.exists() or path.suffix or len(path.parts) > 1 else shipped_cases_path(path.name)


def cases_from_file(file: str | Path) -> tuple[Case, ...]:
    """Every case of a cases file (a path, or a shipped file's name), read and checked whole: a bad file is one
    error listing every bad row, before any work.

    >>> len(cases_from_file("books")) > 10
    True
    """
    from whistodds.odds.cases import read_cases

    return tuple(read_cases(cases_path(file)))


def cases_from_text(text: str, name: str) -> tuple[Case, ...]:
    """Every case of a cases file given as its CSV text (a web page's upload), its problems reported under
    ``name``, as :func:`cases_from_file` reports a file's.

    >>> cases_from_text("id,source,quote,game,hands,trumps,leader,card\\n"
    ...                 "A,me,,long,N:A... .A.. ..A. ...A,spades,N,KS\\n", "mine.csv")
    Traceback (most recent call last):
    whistodds.odds.cases.CasesFileError: mine.csv: 1 problem(s); nothing was computed
    row 2, id A: card 'KS' is not allowed; it is N to play, who holds AS
    """
    from whistodds.odds.cases import read_cases

    return tuple(read_cases(name, text=text))


@dataclass(frozen=True)
class CasesQuestion:
    """The ``cases`` read from ``name`` (a path, a shipped file's name, or an upload's), each judged: exact where
    every hand is known; else under the case's own model, or ``model`` (None: the default), over ``deals``
    consistent deals (None: 20,000) drawn from ``seed`` (None: drawn where a case is simulated, else 0).

    >>> CasesQuestion(cases_from_file("books"), "books", deals=0)
    Traceback (most recent call last):
    ...
    ValueError: --deals 0 is not allowed; use 1 to 100,000,000
    """

    cases: tuple[Case, ...]
    name: str
    model: PlayModel | None = None
    deals: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        from whistodds.odds.cases.judge import DEFAULT_DEALS

        if not self.cases:
            raise ValueError(f"the cases file {self.name!r} has a header but no cases")
        if self.deals is None:  # the default, said in the answer's question
            object.__setattr__(self, "deals", DEFAULT_DEALS)
        check_deals(self.deals, limits.MAX_DEAL)
        check_seed_value(self.seed)

    def __hash__(self) -> int:  # a case's position holds sets and arrays: hashed by what names it
        return hash((self.name, tuple(case.id for case in self.cases), self.model, self.deals, self.seed))

    @property
    def simulates(self) -> bool:
        """Whether answering draws deals: a case seen from one player's view."""
        return any(case.ending is None for case in self.cases)

    @property
    def work(self) -> Work:
        return Work(len(self.cases), "cases")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> CasesAnswer:
        from whistodds.odds.cases.judge import judge_cases

        seed = run_seed(self.seed, self.simulates)
        assert self.deals is not None  # set when made
        verdicts = judge_cases(list(self.cases), self.deals, seed, self.model, progress=progress)
        return CasesAnswer(self, seed, tuple(verdicts))


@dataclass(frozen=True)
class CasesAnswer:
    """The answer to a :class:`CasesQuestion`: each case's verdict, in order, with the question and its seed."""

    question: CasesQuestion
    seed: int
    verdicts: tuple[CaseVerdict, ...]

    def frame(self) -> "pd.DataFrame":
        """One row a case, the columns of ``verify cases --format csv``."""
        import pandas as pd

        from whistodds.odds.cases.judge import KEYS

        return pd.DataFrame([verdict.row() for verdict in self.verdicts], columns=list(KEYS))
