"""``whist-odds verify ...``: historical figures checked against exact results and simulation."""

from __future__ import annotations

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
    check_deals,
    check_policy,
    resolve_game,
)
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.progress import progress_bar
from whistodds.simulations.play.policies import POLICIES

verify_app = typer.Typer(cls=OneLineErrorGroup, help="Check historical tables.", no_args_is_help=True)

DEFAULT_DEALS = 1_000_000
TERSE_COLUMNS = [
    "statement",
    "reading",
    "historical_odds",
    "historical_probability",
    "exact_probability",
    "exact_odds",
    "simulated_probability",
    "simulated_se",
    "error_pp",
    "verdict",
    "fits_best",
]


@verify_app.command("calculations")
def calculations(
    deals: DealsOption = DEFAULT_DEALS,
    seed: SeedOption = 1793,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    quiet: QuietOption = False,
) -> None:
    """Bob Short's six partner-holding Calculations (1793) against exact odds and simulation."""
    from whistodds.odds.calculations import summarize_calculations, verify_calculations
    from whistodds.odds.historical import bob_short_calculations

    check_writable(out)
    check_deals(deals)
    sizes = {s.named_cards for s in bob_short_calculations()}
    with progress_bar(deals * len(sizes), "dealing", quiet=quiet) as advance:
        table = verify_calculations(deals, seed, progress=advance)
    if fmt is OutputFormat.table or fmt is OutputFormat.markdown:
        text = render(table, fmt, columns=TERSE_COLUMNS)
        source = table["source_line"].iloc[0].split(":")[0]
        text += (
            f"\nSource: Bob Short, Hoyle Abridged (1793), CALCULATIONS ({source}). "
            f"Exact: hypergeometric, 39 unseen cards, 13 in partner's hand. "
            f"Simulated: {deals:,} deals per number of named cards, seed {seed}.\n\n"
        )
        text += "\n".join(summarize_calculations(table)) + "\n"
    else:
        text = render(table, fmt)
    emit(text, out)


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
    table = verify_bob_short(policy, eight_to_nine=eight_to_nine)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(table, fmt), out)
        return
    emit(bob_short_report(table, fmt), out)


def bob_short_report(table, fmt: OutputFormat) -> str:
    """The wide table, the summary, the special entries and the verdicts under every play model."""
    from whistodds.odds.bob_short import (
        READINGS,
        proportional_rule_check,
        summarize_bob_short,
        verify_bob_short,
        worked_examples,
    )

    summary = summarize_bob_short(table)
    entries = table[table.favours == "first-named"]
    wide = entries.pivot(index="entry", columns="reading", values="model_probability")[list(READINGS)]
    wide.columns = ["p_first_deals", "p_other_deals", "p_deal_unknown"]
    best = entries[entries.reading == summary["best_reading"]].set_index("entry")
    first = entries.drop_duplicates("entry").set_index("entry")
    wide = first[["historical_odds", "historical_probability"]].join(wide)
    wide["difference_pp_best"] = best["difference_pp"]
    wide["verdict_best"] = best["verdict"]
    wide = wide.loc[first.index].reset_index()
    lines = [render(wide, fmt)]
    lines.append(f"Source: Bob Short, Hoyle Abridged (1793), CHANCES FOR LAYING WAGERS, WITH THE DEAL; "
                 f"model: exact game odds from the {summary['policy']} deal kernel.")
    lines.append(f"Best reading of 'with the deal': {summary['best_reading']}.")
    for row in summary["by_reading"].itertuples(index=False):
        lines.append(f"  {row.reading:<18} mean |error| {row.mean_abs_error_pp:5.2f} pp "
                     f"({row.mean_abs_error_log_odds:.3f} log-odds), mean error {row.mean_error_pp:+5.2f} pp")
    lines.append("Entries he gets most wrong (best reading): " + "; ".join(
        f"{r.entry} ({r.historical_odds}: {r.historical_probability:.3f} vs {r.model_probability:.3f}, "
        f"{r.difference_pp:+.1f} pp)" for r in summary["worst_entries"].itertuples(index=False)))
    lines.append("Verdicts (best reading): " + ", ".join(f"{k} {v}" for k, v in summary["verdicts"].items()))
    for r in summary["special"].itertuples(index=False):
        lines.append(f"{r.entry}, {r.reading}: his {r.historical_probability:.4f} vs model {r.model_probability:.4f} "
                     f"(95% {r.ci95_low:.4f}-{r.ci95_high:.4f}): {r.verdict}")
    rule = proportional_rule_check(summary["policy"])
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    lines.append(f"Proportional rule ('nearly in proportion to the points wanted') at the {len(rule)} scores below "
                 f"eight, deal unknown: mean |rule - model| {rule.difference_pp.abs().mean():.2f} pp, largest "
                 f"{worst.difference_pp:+.2f} pp at {worst.us}-{worst.them}.")
    examples = worked_examples(summary["policy"])
    for r in examples.itertuples(index=False):
        lines.append(f"Worked example at {r.score}: printed '{r.printed_odds}' ({r.printed_probability:.3f}); "
                     f"the rule gives {r.rule_probability:.3f}, his table '{r.table_odds}', model {r.model_p_deal_unknown:.3f}")
    lines.append("Under every play model (best reading, mean |error|, verdicts):")
    for name in POLICIES:
        try:
            other = summarize_bob_short(verify_bob_short(name, draws=50))
        except ValueError:
            lines.append(f"  {name:<13} no shipped kernel")
            continue
        best_row = other["by_reading"].set_index("reading").loc[other["best_reading"]]
        lines.append(f"  {name:<13} {other['best_reading']:<18} {best_row.mean_abs_error_pp:5.2f} pp   "
                     + ", ".join(f"{k} {v}" for k, v in other["verdicts"].items()))
    return "\n".join(lines) + "\n"


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
) -> None:
    """Scotch Whist: does the source's advice about the ten pay? The same deals with and without it."""
    import pandas as pd

    from whistodds.odds.scotch_checks import verify_scotch_advice

    the_game = resolve_game(game, players=players, sides=sides)
    check_writable(out)
    check_deals(deals)
    result = verify_scotch_advice(the_game, deals, seed, who=who)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(pd.DataFrame([result]), fmt), out)
        return
    emit(
        f"{result['game']}: {deals:,} deals, each played by 'hoyle' and again with the advice followed by "
        f"{'the holder of the ten (the rest play hoyle)' if who == 'holder' else 'every player'} (seed {seed}).\n"
        f"Points per deal for the side dealt the trump ten: without the advice {result['holder_points_without']:.3f}, "
        f"with it {result['holder_points_with']:.3f}; difference {result['difference']:+.3f} "
        f"± {result['se_difference']:.3f} (SE, paired), z = {result['z']:+.1f}.\n"
        f"The holder's side takes the ten {result['p_holder_takes_ten_without']:.3f} of deals without the advice, "
        f"{result['p_holder_takes_ten_with']:.3f} with it.\nVerdict: {result['verdict']}.\n"
        f"(With --who everyone, every player also plays to capture the counting trumps.)\n"
        f"Source: scotch-whist.txt ('the player who has been dealt the 10, either singleton or doubleton, would be "
        f"well advised to lead it'; all against all, 'get rid of all the cards in his shortest suit').\n", out)
