"""``whist-odds verify bob-short``, ``verify calculations`` and ``verify rules``: Bob Short's betting table, his
Calculations and his rules (with the 1911 Britannica's maxims) checked; each options -> question
(:mod:`whistodds.families.whist.odds.questions`) -> answer -> text."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, check_model, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.families.whist.odds.questions import CALCULATIONS_DEALS
from whistodds.simulations import limits


@run_options(deals=CALCULATIONS_DEALS, deals_limit=f"{limits.MAX_DEALS:,}")
def calculations(*, run: RunOptions) -> None:
    """Bob Short's six partner-holding Calculations (1793) against exact odds and simulation."""
    from whistodds.cli.odds import ask
    from whistodds.families.whist.odds.questions import CalculationsQuestion

    deals = run.deals if run.deals is not None else CALCULATIONS_DEALS
    check_writable(run.out)
    check_deals(deals, limits.MAX_DEALS)
    ask(CalculationsQuestion(deals, run.seed), run)


@run_options(model=Model.one, seed=False, workers=False, quiet=False)
def bob_short(
    eight_to_nine: Annotated[str, typer.Option("--eight-to-nine", help="Reading of 'about 4 in 100': "
                                               "odds-104-to-100 or wins-52-in-100.")] = "odds-104-to-100",
    *,
    run: RunOptions,
) -> None:
    """Bob Short's betting table (1793), entry by entry, under three readings of "with the deal"."""
    from whistodds.cli.odds import ask
    from whistodds.families.whist.odds.questions import BobShortQuestion
    from whistodds.games.families.whist import LONG_WHIST

    model = check_model(run.model, LONG_WHIST)
    check_writable(run.out)
    ask(BobShortQuestion(model, eight_to_nine), run)


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
    from whistodds.cli.odds import ask
    from whistodds.families.whist.odds.questions import RulesQuestion
    from whistodds.simulations.play.models import DEFAULT_MODEL, get_model

    the_game = resolve_game(game)
    model = get_model(run.model if run.model is not None else DEFAULT_MODEL)
    names = None if rule_names is None else tuple(name for name in rule_names.split(",") if name.strip())
    question = RulesQuestion(the_game, model, names, against, run.deals, run.seed)
    check_writable(run.out)
    ask(question, run)
