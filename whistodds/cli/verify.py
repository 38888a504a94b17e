"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.holding import DEFAULT_PLAY_DEALS
from whistodds.simulations.play.models import DEFAULT_MODEL
from whistodds.cli.options import (KERNEL_DEALS_LIMIT, Model, RunOptions, check_deals, check_model, resolve_game,
                                   run_options)
from whistodds.cli.output import check_several, check_writable, emit, table_format
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.odds.claims import COLUMNS
from whistodds.odds.printed_odds import FORMS_READ, VERDICT_RULE
from whistodds.reports import text as words

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

DEFAULT_DEALS = 1_000_000


@verify_app.command("calculations")
@run_options(deals=DEFAULT_DEALS, deals_limit=f"{limits.MAX_DEALS:,}")
def calculations(*, run: RunOptions) -> None:
    """Bob Short's six partner-holding Calculations (1793) against exact odds and simulation."""
    from whistodds.odds.books.calculations import verify_calculations
    from whistodds.odds.books.historical import bob_short_calculations

    deals = run.deals if run.deals is not None else DEFAULT_DEALS
    check_writable(run.out)
    check_deals(deals, limits.MAX_DEALS)
    sizes = {s.named_cards for s in bob_short_calculations()}
    seed = run.run_seed()
    with run.pool() as executor, progress_bar(deals * len(sizes), "dealing", quiet=run.quiet) as advance:
        table = verify_calculations(deals, seed, executor=executor, progress=advance)
    emit(words.calculations_text(table, deals, seed, table_format(run.fmt)), run.out)


@verify_app.command("bob-short")
@run_options(model=Model.one, seed=False, workers=False, quiet=False)
def bob_short(
    eight_to_nine: Annotated[str, typer.Option("--eight-to-nine", help="Reading of 'about 4 in 100': "
                                               "odds-104-to-100 or wins-52-in-100.")] = "odds-104-to-100",
    *,
    run: RunOptions,
) -> None:
    """Bob Short's betting table (1793), entry by entry, under three readings of "with the deal"."""
    from whistodds.odds.books.bob_short import verify_bob_short

    from whistodds.games.families.whist import LONG_WHIST

    model = check_model(run.model, LONG_WHIST)
    check_writable(run.out)
    emit(words.bob_short_text(verify_bob_short(model, eight_to_nine=eight_to_nine), table_format(run.fmt)), run.out)


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
    from whistodds.odds.claims import read_claims
    from whistodds.odds.claims.check import evaluate_claims, summarize_claims

    claims_list = read_claims(_claims_path(file))
    model = None if run.models is None else [check_model(name).name for name in run.models]  # claims name models
    deals, fmt, out = run.deals, table_format(run.fmt), run.out
    check_deals(deals, limits.MAX_KERNEL_DEALS)
    if fit and deals is not None:
        raise ValueError("--deals does not apply with --fit, which ranks the models by their shipped kernels")
    check_writable(out, inputs=[_claims_path(file)])
    if fit or explain:
        check_several(fmt, out, ["claims", "summary"] + (["explain"] if explain else []) + (["fit"] if fit else [])
                      + (["methods"] if fit and explain else []))
    played = any(claim.holding is not None and claim.holding.played for claim in claims_list)
    seed = run.run_seed(simulates=deals is not None or played)  # a play in a holding is simulated
    with progress_bar(len(claims_list), "claims", quiet=run.quiet) as advance:
        table = evaluate_claims(claims_list, model, deals=deals, seed=seed, progress=advance)
    ranking, paragraph = None, ""
    if fit:
        from whistodds.odds.claims.fit import fit_claims, fit_paragraph

        ranking = fit_claims(claims_list, seed=seed, model=model)
        paragraph = fit_paragraph(ranking)
    if explain:
        from whistodds.reports.text.explain import explained_text

        emit(explained_text(claims_list, table, fmt, fit=ranking, paragraph=paragraph), out)
        return
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


@verify_app.command("rules")
@run_options(deals=None, model=Model.one,
             deals_limit=f"{limits.MAX_RULE_DEALS:,} ({limits.MAX_DOUBLE_DUMMY_RULE_DEALS:,} with --against double-dummy)",
             model_help="The model whose rules are tested: hoyle or hoyle-score (default hoyle; the rules that "
                        "turn on the score are tested under hoyle-score).")
def rules(
    game: Annotated[str, typer.Argument(help="Any whist game of two sides (default long whist).")] = "long",
    rule_names: Annotated[str | None, typer.Option("--rules", help="The rules to test, comma-separated as the "
                                                   "sources number them (III,VII) or by maxim (third-hand-high); "
                                                   "default every rule the model plays.")] = None,
    against: Annotated[str, typer.Option("--against", help="Who the side measured plays against: hoyle, or "
                                         "double-dummy adversaries (every card of theirs solved by DDS; four-handed "
                                         "whist with the full pack only; 200 deals by default, against 20,000, "
                                         "and no whole games).")] = "hoyle",
    *,
    run: RunOptions,
) -> None:
    """Bob Short's rules (1793) and the 1911 Britannica's maxims, one by one: was their advice sound? Each rule
    hoyle or hoyle-score plays, on the same deals with it and without it, by each side in turn.

    Default 20,000 deals (and a quarter as many whole games); with --against double-dummy, 200 deals.
    """
    from whistodds.odds.rule_value import (DEFAULT_DEALS, DEFAULT_DOUBLE_DUMMY_DEALS, MAX_DOUBLE_DUMMY_DEALS,
                                           Against, check_against, check_rules, rule_values)
    from whistodds.simulations.play.models import DEFAULT_MODEL, get_model
    from whistodds.simulations.limits import MAX_RULE_DEALS
    from whistodds.reports.rule_table import rule_values_text

    the_game = resolve_game(game)
    model = get_model(run.model if run.model is not None else DEFAULT_MODEL)
    names = None if rule_names is None else [name for name in rule_names.split(",") if name.strip()]
    chosen = check_rules(model, names)
    check_model(model, the_game, card_by_card=True)
    opponents = check_against(against, the_game)
    double_dummy = opponents is Against.DOUBLE_DUMMY
    deals = run.deals if run.deals is not None else DEFAULT_DOUBLE_DUMMY_DEALS if double_dummy else DEFAULT_DEALS
    check_deals(deals, MAX_DOUBLE_DUMMY_DEALS if double_dummy else MAX_RULE_DEALS)
    check_writable(run.out)
    seed = run.run_seed()
    games = 0 if double_dummy else deals // 4
    steps, unit = (len(chosen) + 2, "plays") if double_dummy else (len(chosen), "rules")
    with run.pool() as executor, progress_bar(steps, unit, quiet=run.quiet) as advance:
        values = rule_values(the_game, model, [rule.name for rule in chosen], deals=deals, games=games, seed=seed,
                             executor=executor, progress=advance, against=opponents)
    emit(rule_values_text(values, the_game.name, model.name, deals, games if values and values[0].game else 0, seed,
                          table_format(run.fmt), against=opponents), run.out)
