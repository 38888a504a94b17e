"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.holding import DEFAULT_PLAY_DEALS
from whistodds.simulations.play.models import DEFAULT_MODEL
from whistodds.cli.options import KERNEL_DEALS_LIMIT, Model, RunOptions, check_deals, check_model, run_options
from whistodds.cli.output import check_several, check_writable, emit, table_format
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.odds.claims import COLUMNS
from whistodds.odds.claims.numbers import NUMBER_RULE
from whistodds.odds.printed_odds import FORMS_READ, VERDICT_RULE
from whistodds.reports import text as words

if TYPE_CHECKING:
    from whistodds.odds.questions import ClaimsQuestion

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

CLAIMS_HELP = f"""Any historical table of odds, as a claims file, against every play model that plays each claim's game:
verdicts in plain words, and each model left out of a game named in the summary.

{VERDICT_RULE}.

Every printed form of odds is read: {FORMS_READ}; how it was read is said. 'N in M' is a chance unless the figure
says 'in favour of' or the optional reading column says edge, or else the quote's words settle it ('in favour of',
'against', 'odds', '4 to 1 on': the edge; 'chance': the chance). 'N to M' is odds on its first side unless the figure
or the quote says 'against' ('the odds against that are 16,959 to 1'). Each row says how its question and its figure
were read (question_read, figure_read).

A holding with a play after 'given' ('given right led the queen of spades') is answered as whist-odds holding
answers it: simulated under the row's model column, else each --model that chooses card by card, else {DEFAULT_MODEL},
from --deals deals (default {DEFAULT_PLAY_DEALS:,}) and the seed; the row names the model, the share of deals
kept and the exact figure from the cards seen alone.

A figure that is a number, not odds: a holding sentence that asks a mean or a count ('the average number of trumps
partner holds', '3 1/4'), or question game-length (the deals a game lasts, from whole games simulated: a quarter of
--deals games, default 20,000; 'commonly' the mode, 'on an average' the mean, 'seldom more than' the ninth decile,
else the mean, or the optional statistic column: mode, mean, median, decile9). {NUMBER_RULE}.

Columns: {', '.join(COLUMNS)} and the optional reading and model; any other column (a line, a note) is allowed and
carried into every result row.

With --fit, three tables (claims, summary, fit): --format json gives one object, markdown a section each,
csv a file each (--out fit.csv: fit-claims.csv, fit-summary.csv, fit-fit.csv).

With --explain, each figure not judged exact, close or borne out is given every method that reproduces it at the
author's precision, with the figure it gives, or 'none found' (a table more, explain; with --fit, a table methods:
which method reproduces most of each source's figures). 'atlas' names the shipped atlas of the books' figures.
"""


@verify_app.command("claims", help=CLAIMS_HELP)
@run_options(deals=None, model=Model.several, workers=False, deals_limit=KERNEL_DEALS_LIMIT)
def claims(
    file: Annotated[Path, typer.Argument(help="A claims file (CSV): id, source, quote, game, question, score, games, "
                                         "dealer, held, odds. 'bob-short-1793' and 'atlas' name shipped ones.")],
    fit: Annotated[bool, typer.Option("--fit", help="Rank, for each game in the file, every way of making its "
                                      "figures (models, rules, readings of the deal, simple methods) by how well "
                                      "it fits the claims.")] = False,
    explain: Annotated[bool, typer.Option("--explain", help="For each figure not borne out, the methods that "
                                          "reproduce it at the author's precision (independent-cards, either-side, "
                                          "complement, misprint, ...), or 'none found'.")] = False,
    *,
    run: RunOptions,
) -> None:
    from whistodds.cli.odds import ask

    question = claims_question(file, run, fit=fit, explain=explain)
    check_writable(run.out, inputs=[Path(question.name)])
    if fit or explain:
        check_several(table_format(run.fmt), run.out, ["claims", "summary"] + (["explain"] if explain else [])
                      + (["fit"] if fit else []) + (["methods"] if fit and explain else []))
    ask(question, run)


def claims_question(file: Path, run: RunOptions, **asked: Any) -> ClaimsQuestion:
    """The question of ``verify claims FILE``: the file read and checked whole (a shipped one by name), the
    models named, then the question checked whole; ``asked``: the command's own options (``fit``, ...)."""
    from whistodds.odds.questions import ClaimsQuestion
    from whistodds.odds.questions.claims import claims_from_file, claims_path

    path = claims_path(file)
    claims = claims_from_file(path)
    from whistodds.simulations.play.models import get_model

    models = None if run.models is None else tuple(get_model(name) for name in run.models)  # names read once
    return ClaimsQuestion(claims, str(path), models, deals=run.deals, seed=run.seed, **asked)


CASES_HELP = """The books' problems and cases, as a cases file (CSV): for each, the book's card against every legal
card, and its stated result.

Every hand known (columns hands, trumps, leader): each card's double-dummy tricks, exact. A player's view (hand,
dealer, played, known, score, trumps, turn_up, model): each legal card played now and the rest by the play
model over the same consistent deals (20,000 by default), with 95% intervals; best_cards are those whose
interval of difference from the best includes 0. 'books' names the shipped file.
"""


@verify_app.command("cases", help=CASES_HELP)
@run_options(deals=None, model=Model.one, fmt=None, workers=False, deals_limit=f"{limits.MAX_DEAL:,}")
def cases(
    file: Annotated[Path, typer.Argument(help="A cases file (CSV): id, source, quote, game, card, then hands, "
                                         "trumps, leader or a player's view. 'books' names the shipped one.")],
    fmt: Annotated[str, typer.Option("--format", help="text, csv, json, markdown or html.")] = "text",
    pbn: Annotated[Path | None, typer.Option("--pbn", help="Also write each case with every hand known as a "
                                             "PBN board (its id the [Event]).")] = None,
    *,
    run: RunOptions,
) -> None:
    from dataclasses import replace

    from whistodds.cli.odds import ask
    from whistodds.odds.questions import CasesQuestion
    from whistodds.odds.questions.cases import cases_from_file, cases_path
    from whistodds.reports.text.cases import CasesFormat, cases_format, cases_pbn
    from whistodds.simulations.play.models import get_model

    if fmt not in [member.value for member in CasesFormat]:
        raise ValueError(f"--format {fmt!r} is not allowed; use text, csv, json, markdown or html")
    path = cases_path(file)
    found = cases_from_file(path)
    model = None if run.model is None else get_model(run.model)
    question = CasesQuestion(found, str(path), model, run.deals, run.seed)
    check_writable(run.out, inputs=[path])
    if pbn is not None:
        check_writable(pbn, inputs=[path])
        if run.out is not None and pbn.resolve() == run.out.resolve():
            raise ValueError("--pbn and --out name the same file; give two")
    said = ask(question, replace(run, fmt=cases_format(fmt)))
    if pbn is not None:
        emit(cases_pbn(list(said.verdicts)), pbn)

