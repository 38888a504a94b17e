"""``whist-odds partner``: the chance your partner holds some of the cards you do not."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import GameOption, RunOptions, run_options
from whistodds.cli.output import check_writable
from whistodds.odds.questions.partner import DEFAULT_DEALS
from whistodds.simulations import limits


@run_options(deals=DEFAULT_DEALS, deals_limit=f"{limits.MAX_DEALS:,}")
def partner(
    of: Annotated[int, typer.Option("--of", help="How many named cards (ones you do not hold).")],
    at_least: Annotated[int | None, typer.Option("--at-least", help="He holds at least this many of them.")] = None,
    exactly: Annotated[int | None, typer.Option("--exactly", help="He holds exactly this many of them.")] = None,
    game: GameOption = "long",
    *,
    run: RunOptions,
) -> None:
    """Exact and simulated chance that your partner holds K of M named cards you do not hold.

    Example: whist-odds partner --of 3 --at-least 1
    """
    from whistodds.cli.progress import ask
    from whistodds.games.registry import get_game
    from whistodds.odds.questions import PartnerQuestion

    check_writable(run.out)
    if at_least is None and exactly is None:
        raise ValueError("give --at-least K or --exactly K (or both)")
    the_game = get_game(game)
    ask(PartnerQuestion(the_game, of, at_least, exactly, run.deals if run.deals is not None else DEFAULT_DEALS,
                        run.seed), run)
