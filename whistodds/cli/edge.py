"""``whist-odds edge [GAME]``: why the old tables put eight love above nine love, the dealer's edge moved."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import check_writable, emit, render
from whistodds.odds.eight_nine import EDGE_HELP, TOP_EDGE
from whistodds.simulations import limits

TERSE = ["model", "dealer_p_odd_trick", "p_win_8_0", "p_win_9_0", "difference", "threshold", "kernel"]


@run_options(deals=None, deals_limit=f"{limits.MAX_KERNEL_DEALS:,}", model=Model.several)
def edge(
    game: Annotated[str, typer.Argument(help="A game scored by tricks and honours to more than nine, with its rules "
                                              "as parameters.")] = "long",
    *,
    run: RunOptions,
) -> None:
    """Eight love against nine love under each play model, and the dealer's edge at which eight ranks as high.

    For each play model with a kernel for the game (shipped or in your cache; with --deals, simulated for a
    model that ships none, such as the expert), one row: dealer_p_odd_trick, the dealer's side's chance of the
    odd trick in one deal, and p_honours_H of holding H honours; p_win_8_0 and p_win_9_0, P(we win) from eight
    love and nine love, the mean of the two deals (then each deal), with their difference and 95% intervals.

    threshold: the dealer's chance of the odd trick at or below which eight love ranks at least as high as nine
    love (on the mean of the two deals; threshold_we_deal and threshold_they_deal for each), from the exact game
    solved for the model's own deals with the dealer's edge moved. {EDGE_HELP} It is the first edge above even
    where P(win at 8-0) - P(win at 9-0) turns negative (brentq between the points of a grid 0.01 apart, even
    to {TOP_EDGE}); empty where eight ranks below nine at an even deal already, threshold_note saying so.
    difference_honours_apart: the difference were the dealer's honours independent of his tricks.

    Example: whist-odds edge long --format json (every model with a kernel at hand).
    """
    import pandas as pd

    from whistodds.cache import say
    from whistodds.odds.eight_nine import check_game, eight_nine_row, model_kernels
    from whistodds.simulations.play.models import get_model, model_names

    check_writable(run.out)
    check_deals(run.deals, limits.MAX_KERNEL_DEALS)
    the_game = check_game(resolve_game(game, **run.rules))
    models = tuple(get_model(name).name for name in run.models) if run.models else model_names()
    seed = run.run_seed(simulates=run.deals is not None)
    with run.pool() as executor:
        kernels = model_kernels(the_game, models, run.deals, seed if run.deals is not None else None, executor,
                                say=say)
    if not kernels:
        raise ValueError(f"no play model has a kernel for {the_game.name}; give --deals to simulate them")
    rows = [eight_nine_row(the_game, kernel, seed=seed, source=source) for kernel, source in kernels]
    emit(render(pd.DataFrame(rows), run.fmt, columns=TERSE), run.out)


edge.__doc__ = (edge.__doc__ or "").replace("{EDGE_HELP}", EDGE_HELP).replace("{TOP_EDGE}", f"{TOP_EDGE}")
