"""``whist-odds partner``: the chance your partner holds some of the cards you do not."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import GameOption, RunOptions, check_deals, run_options
from whistodds.cli.output import check_writable, emit, render
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar

DEFAULT_DEALS = 200_000


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
    import pandas as pd

    from whistodds.games.registry import get_game
    from whistodds.odds.holdings.partner import partner_holding, simulate_partner_holding
    from whistodds.odds.words import format_odds

    deals, out = run.deals if run.deals is not None else DEFAULT_DEALS, run.out
    check_writable(out)
    if at_least is None and exactly is None:
        raise ValueError("give --at-least K or --exactly K (or both)")
    check_deals(deals, limits.MAX_DEALS)
    questions = [("at least", {"at_least": at_least}), ("exactly", {"exactly": exactly})]
    questions = [(words, q) for words, q in questions if next(iter(q.values())) is not None]
    the_game = get_game(game)
    for _, question in questions:  # validate every question before any simulation starts
        try:
            partner_holding(**question, of=of, game=the_game)
        except ValueError as error:  # the API names its arguments; say the options instead
            message = str(error)
            for argument, option in (("to of=", "to "), ("at-least=", "--at-least "), ("exactly=", "--exactly "),
                                     ("of=", "--of ")):
                message = message.replace(argument, option)
            raise ValueError(message) from None
    rows = []
    seed = run.run_seed()
    with run.pool() as executor, progress_bar(deals * len(questions), "dealing", quiet=run.quiet) as advance:
        for words, question in questions:
            exact = partner_holding(**question, of=of, game=the_game)
            simulated = simulate_partner_holding(
                **question, of=of, n_deals=deals, seed=seed, game=the_game, executor=executor, progress=advance
            )
            held = next(iter(question.values()))
            rows.append(
                {
                    "question": f"partner holds {words} {held} of {of}",
                    "game": the_game.name,
                    "exact_fraction": str(exact),
                    "exact_probability": float(exact),
                    "odds": format_odds(exact),
                    **simulated.columns("simulated_probability"),
                    "seed": seed,
                }
            )
    emit(render(pd.DataFrame(rows), run.fmt), out)
