"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.errors import OneLineErrorGroup
from whistodds.cli.options import (
    DealsOption,
    FormatOption,
    OutOption,
    PlayersOption,
    PolicyOption,
    QuietOption,
    SeedOption,
    SidesOption,
    SchedulerOption,
    WorkersOption,
    check_deals,
    check_policy,
    resolve_game,
    workers,
)
from whistodds.cli.output import OutputFormat, check_several, check_writable, emit
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.reports import text as words

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

DEFAULT_DEALS = 1_000_000


@verify_app.command("calculations")
def calculations(
    deals: DealsOption = DEFAULT_DEALS,
    seed: SeedOption = 1793,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    quiet: QuietOption = False,
    n_workers: WorkersOption = 1,
    scheduler: SchedulerOption = None,
) -> None:
    """Bob Short's six partner-holding Calculations (1793) against exact odds and simulation."""
    from whistodds.odds.calculations import verify_calculations
    from whistodds.odds.historical import bob_short_calculations

    check_writable(out)
    check_deals(deals, limits.MAX_DEALS)
    sizes = {s.named_cards for s in bob_short_calculations()}
    with workers(n_workers, scheduler) as executor, \
            progress_bar(deals * len(sizes), "dealing", quiet=quiet, unit="deals") as advance:
        table = verify_calculations(deals, seed, executor=executor, progress=advance)
    emit(words.calculations_text(table, deals, seed, fmt), out)


@verify_app.command("bob-short")
def bob_short(
    policy: PolicyOption = "hoyle",
    eight_to_nine: Annotated[str, typer.Option("--eight-to-nine", help="Reading of 'about 4 in 100': "
                                               "odds-104-to-100 or wins-52-in-100.")] = "odds-104-to-100",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
) -> None:
    """Bob Short's betting table (1793), entry by entry, under three readings of "with the deal"."""
    from whistodds.odds.bob_short import verify_bob_short

    check_policy(policy)
    check_writable(out)
    emit(words.bob_short_text(verify_bob_short(policy, eight_to_nine=eight_to_nine), fmt), out)


@verify_app.command("claims")
def claims(
    file: Annotated[Path, typer.Argument(help="A claims file (CSV): id, source, quote, game, question, score, games, "
                                         "dealer, held, odds. 'bob-short-1793' names the shipped one.")],
    policy: Annotated[list[str] | None, typer.Option("--policy", "-p", help="Play model (repeat for several; "
                                                     "default: every model with a shipped kernel).")] = None,
    deals: DealsOption = None,
    seed: SeedOption = 0,
    fit: Annotated[bool, typer.Option("--fit", help="Rank every way of making the table (models, rules, readings "
                                      "of the deal, simple methods) by how well it fits the claims.")] = False,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    quiet: QuietOption = False,
) -> None:
    """Any historical table of odds, as a claims file, against every model: verdicts in plain words.

    With --fit, three tables (claims, summary, fit): --format json gives one object, markdown a section each,
    csv a file each (--out fit.csv: fit-claims.csv, fit-summary.csv, fit-fit.csv).
    """
    from whistodds.odds.claims import read_claims
    from whistodds.odds.claims_check import evaluate_claims, summarize_claims

    claims_list = read_claims(_claims_path(file))
    for name in policy or ():
        check_policy(name)
    check_deals(deals, limits.MAX_KERNEL_DEALS)
    if fit and deals is not None:
        raise ValueError("--deals does not apply with --fit, which ranks the models by their shipped kernels")
    check_writable(out)
    if fit:
        check_several(fmt, out, ["claims", "summary", "fit"])
    with progress_bar(len(claims_list), "claims", quiet=quiet) as advance:
        table = evaluate_claims(claims_list, policy, deals=deals, seed=seed, progress=advance)
    ranking, paragraph = None, ""
    if fit:
        from whistodds.odds.fit import fit_claims, fit_paragraph

        ranking = fit_claims(claims_list, seed=seed or 0, policies=policy)
        paragraph = fit_paragraph(ranking)
    emit(words.claims_text(table, summarize_claims(table), fmt, fit=ranking, paragraph=paragraph), out)


def _claims_path(file: Path) -> Path:
    """A claims file given by path, or a shipped one by name."""
    from whistodds.odds.claims import shipped_claims_path

    if not file.exists() and file.suffix == "" and len(file.parts) == 1:
        return shipped_claims_path(file.name)
    return file


@verify_app.command("scotch-advice")
def scotch_advice(
    game: Annotated[str, typer.Option("--game", "-g", help="Scotch Whist, with its parameters.")] = "scotch",
    players: PlayersOption = None,
    sides: SidesOption = None,
    deals: DealsOption = 100_000,
    who: Annotated[str, typer.Option("--who", help="holder (only the player dealt the ten follows the advice) "
                                     "or everyone.")] = "holder",
    seed: SeedOption = 1868,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    scheduler: SchedulerOption = None,
) -> None:
    """Scotch Whist: does the source's advice about the ten pay? The same deals with and without it."""
    from whistodds.odds.scotch_checks import verify_scotch_advice

    the_game = resolve_game(game, players=players, sides=sides)
    ignored = sorted(set(dict(the_game.params)) & {"finish", "target"})
    if ignored:
        raise ValueError(f"--game: {', '.join(ignored)} does not apply here (the check counts the points of a deal)")
    check_writable(out)
    check_deals(deals, limits.MAX_DEALS)
    with workers(n_workers, scheduler) as executor:
        result = verify_scotch_advice(the_game, deals, seed, who=who, executor=executor)
    emit(words.scotch_advice_text(result, deals, who, seed, fmt), out)
