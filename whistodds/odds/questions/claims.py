"""``whist-odds verify claims``'s question: any historical table of odds, as claims, against the play models, and
its answer (with ``fit``: every way of making the table, ranked by how well it fits).

The claims are read and checked whole at the door, from a file, a shipped file by name or the CSV text itself
(:func:`claims_from_file`, :func:`claims_from_text`: a bad file is every bad row in one error, before any work);
the question holds the rows, the name they came from, and the play models as objects.
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

    from whistodds.odds.claims import Claim


def claims_path(file: str | Path) -> Path:
    """A claims file given by path, or a shipped one by its name (a bare word with no suffix that is no file here).

    >>> claims_path("bob-short-1793").name
    'bob-short-1793.csv'
    """
    from whistodds.odds.claims import shipped_claims_path

    path = Path(file)
    if not path.exists() and path.suffix == "" and len(path.parts) == 1:
        return shipped_claims_path(path.name)
    return path


def claims_from_file(file: str | Path) -> tuple[Claim, ...]:
    """Every claim of a claims file (a path, or a shipped file's name), read and checked whole: a bad file is one
    error listing every bad row, before any work.

    >>> claims_from_file("bob-short-1793")[0].id
    'BS-1-0'
    """
    from whistodds.odds.claims import read_claims

    return tuple(read_claims(claims_path(file)))


def claims_from_text(text: str, name: str) -> tuple[Claim, ...]:
    """Every claim of a claims file given as its CSV text (a web page's upload), its problems reported under
    ``name``, as :func:`claims_from_file` reports a file's.

    >>> claims_from_text("id,source,quote,game,question,score,games,dealer,held,odds\\n"
    ...                  "A,me,,long,game,12-3,,first,,7 to 4\\n", "mine.csv")
    Traceback (most recent call last):
    whistodds.odds.claims.ClaimsFileError: mine.csv: 1 problem(s); nothing was computed
    row 2, id A: score '12-3' is not allowed; scores run 0-9 while a game of long-whist is in play
    """
    from whistodds.odds.claims import read_claims

    return tuple(read_claims(name, text=text))


@dataclass(frozen=True)
class ClaimsQuestion:
    """The ``claims`` read from ``name`` (a path, a shipped file's name, or an upload's), each against the play
    ``models`` that play its game (None: every model that can, game by game); with ``fit``, every way of making
    each game's figures ranked.  ``deals`` simulates each kernel (None: the shipped ones; not with ``fit``), and
    draws the deals of a holding with a play; ``seed`` the posterior draws and anything simulated (None: drawn
    where something is simulated, else 0).

    >>> from whistodds.simulations.play.models import get_model
    >>> scotch = claims_from_text("id,source,quote,game,question,score,games,dealer,held,odds\\n"
    ...                           "S,s,,scotch,game,30-25,,first,,5 to 4\\n", "scotch.csv")
    >>> ClaimsQuestion(scotch, "scotch.csv", (get_model("double-dummy"),))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: --model double-dummy cannot check claim S: it solves four-handed whist with the full pack (DDS), ...
    >>> ClaimsQuestion(scotch, "scotch.csv", fit=True, deals=1000)
    Traceback (most recent call last):
    ...
    ValueError: --deals does not apply with --fit, which ranks the models by their shipped kernels
    """

    claims: tuple[Claim, ...]
    name: str
    models: tuple[PlayModel, ...] | None = None
    fit: bool = False
    deals: int | None = None
    seed: int | None = None
    explain: bool = False  # each figure not borne out with the methods that reproduce it (odds.explain)

    def __post_init__(self) -> None:
        from whistodds.odds.claims.check import refuse_before_work

        if not self.claims:
            raise ValueError("no claims to check")
        check_deals(self.deals, limits.MAX_KERNEL_DEALS)
        if self.fit and self.deals is not None:
            raise ValueError("--deals does not apply with --fit, which ranks the models by their shipped kernels")
        check_seed_value(self.seed)
        refuse_before_work(list(self.claims), self.models, self.deals)

    def __hash__(self) -> int:  # a claim keeps its row's extra columns in a dict: hashed by what names it
        return hash((self.name, tuple(claim.id for claim in self.claims), self.models, self.fit, self.deals,
                     self.seed, self.explain))

    @property
    def simulates(self) -> bool:
        """Whether answering draws deals: kernels simulated (``deals``), a holding with a play in it, or whole games
        played for the length of a game."""
        return self.deals is not None or any(claim.holding is not None and claim.holding.played
                                             or claim.question == "game-length" for claim in self.claims)

    @property
    def work(self) -> Work:
        return Work(len(self.claims), "claims")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> ClaimsAnswer:
        from whistodds.odds.claims.check import evaluate_claims, summarize_claims

        seed = run_seed(self.seed, self.simulates)
        table = evaluate_claims(list(self.claims), self.models, deals=self.deals, seed=seed, progress=progress)
        ranking, paragraph = None, ""
        if self.fit:
            from whistodds.odds.claims.fit import fit_claims, fit_paragraph

            ranking = fit_claims(list(self.claims), seed=seed, model=self.models)
            paragraph = fit_paragraph(ranking)
        explained = methods = None
        if self.explain:
            from whistodds.odds.explain.table import explain_claims, fit_methods

            explained = explain_claims(list(self.claims), table)
            methods = fit_methods(list(self.claims), explained) if self.fit else None
        return ClaimsAnswer(self, seed, table, summarize_claims(table), ranking, paragraph, explained, methods)


@dataclass(frozen=True)
class ClaimsAnswer:
    """The answer to a :class:`ClaimsQuestion`: a row a claim, model and reading (``table``), the summary by
    source, game and model, and with a fit the ranking and what it suggests, with the question and its seed."""

    question: ClaimsQuestion
    seed: int
    table: "pd.DataFrame"
    summary: "pd.DataFrame"
    fit: "pd.DataFrame | None" = None
    paragraph: str = ""
    explained: "pd.DataFrame | None" = None  # with explain: each claim's row with its explanations
    methods: "pd.DataFrame | None" = None  # with explain and fit: each source's figures each method reproduces

    def frame(self) -> "pd.DataFrame":
        """The claims checked, a row a claim, model and reading."""
        return self.table
