"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.holding import DEFAULT_PLAY_DEALS
from whistodds.simulations.play.models import DEFAULT_MODEL
from whistodds.cli.options import KERNEL_DEALS_LIMIT, Model, RunOptions, check_deals, check_model, run_options
from whistodds.cli.output import check_several, check_writable, emit, table_format
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.odds.claims import COLUMNS
from whistodds.odds.printed_odds import FORMS_READ, VERDICT_RULE
from whistodds.reports import text as words

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

CLAIMS_HELP = f"""Any historical table of odds, as a claims file, against every play model that plays each claim's game:
verdicts in plain words, and each model left out of a game named in the summary.

{VERDICT_RULE}.

Every printed form of odds is read: {FORMS_READ}; how it was read is said. 'N in M' is a chance unless the figure
says 'in favour of' or the optional reading column says edge, or else the quote's words settle it ('in favour of',
'against', 'odds', '4 to 1 on': the edge; 'chance': the chance). Each row says how its question and its figure were
read (question_read, figure_read).

A holding with a play after 'given' ('given right led the queen of spades') is answered as whist-odds holding
answers it: simulated under the row's model column, else each --model that chooses card by card, else {DEFAULT_MODEL},
from --deals deals (default {DEFAULT_PLAY_DEALS:,}) and the seed; the row names the model, the share of deals
kept and the exact figure from the cards seen alone.

Columns: {', '.join(COLUMNS)} and the optional reading and model; any other column (a line, a note) is allowed and
carried into every result row.

With --fit, three tables (claims, summary, fit): --format json gives one object, markdown a section each,
csv a file each (--out fit.csv: fit-claims.csv, fit-summary.csv, fit-fit.csv).
"""


@verify_app.command("claims", help=CLAIMS_HELP)
@run_options(deals=None, model=Model.several, workers=False, deals_limit=KERNEL_DEALS_LIMIT)
def claims(
    file: Annotated[Path, typer.Argument(help="A claims file (CSV): id, source, quote, game, question, score, games, "
                                         "dealer, held, odds. 'bob-short-1793' names the shipped one.")],
    fit: Annotated[bool, typer.Option("--fit", help="Rank, for each game in the file, every way of making its "
                                      "figures (models, rules, readings of the deal, simple methods) by how well "
                                      "it fits the claims.")] = False,
    *,
    run: RunOptions,
) -> None:
    from whistodds.odds.claims import read_claims
    from whistodds.odds.claims.check import evaluate_claims, summarize_claims

    claims_list = read_claims(_claims_path(file))
    model = None if run.models is None else [check_model(name).name for name in run.models]  # claims name models
    deals, fmt, out = run.deals, table_format(run.fmt), run.out
    check_deals(deals, limits.MAX_KERNEL_DEALS)
    if fit and deals is not None:
        raise ValueError("--deals does not apply with --fit, which ranks the models by their shipped kernels")
    check_writable(out, inputs=[_claims_path(file)])
    if fit:
        check_several(fmt, out, ["claims", "summary", "fit"])
    played = any(claim.holding is not None and claim.holding.played for claim in claims_list)
    seed = run.run_seed(simulates=deals is not None or played)  # a play in a holding is simulated
    with progress_bar(len(claims_list), "claims", quiet=run.quiet) as advance:
        table = evaluate_claims(claims_list, model, deals=deals, seed=seed, progress=advance)
    ranking, paragraph = None, ""
    if fit:
        from whistodds.odds.claims.fit import fit_claims, fit_paragraph

        ranking = fit_claims(claims_list, seed=seed, model=model)
        paragraph = fit_paragraph(ranking)
    emit(words.claims_text(table, summarize_claims(table), fmt, fit=ranking, paragraph=paragraph), out)


def _claims_path(file: Path) -> Path:
    """A claims file given by path, or a shipped one by name."""
    from whistodds.odds.claims import shipped_claims_path

    if not file.exists() and file.suffix == "" and len(file.parts) == 1:
        return shipped_claims_path(file.name)
    return file


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
    from whistodds.odds.cases import read_cases, shipped_cases_path
    from whistodds.odds.cases.judge import DEFAULT_DEALS, judge_cases
    from whistodds.reports.text.cases import CasesFormat, cases_pbn, cases_text

    if fmt not in [member.value for member in CasesFormat]:
        raise ValueError(f"--format {fmt!r} is not allowed; use text, csv, json, markdown or html")
    path = file if file.exists() or file.suffix or len(file.parts) > 1 else shipped_cases_path(file.name)
    found = read_cases(path)
    model = None if run.model is None else check_model(run.model)
    deals = run.deals if run.deals is not None else DEFAULT_DEALS
    check_deals(deals, limits.MAX_DEAL)
    check_writable(run.out, inputs=[path])
    if pbn is not None:
        check_writable(pbn, inputs=[path])
        if run.out is not None and pbn.resolve() == run.out.resolve():
            raise ValueError("--pbn and --out name the same file; give two")
    seed = run.run_seed(simulates=any(case.ending is None for case in found))
    with progress_bar(len(found), "cases", quiet=run.quiet) as advance:
        verdicts = judge_cases(found, deals, seed, model, progress=advance)
    if pbn is not None:
        emit(cases_pbn(verdicts), pbn)
    emit(cases_text(verdicts, CasesFormat(fmt)), run.out)
