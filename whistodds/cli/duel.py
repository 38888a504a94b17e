"""``whist-odds duel A B [GAME]``: two play models head to head on the same deals, the seats swapped."""

from __future__ import annotations

import time
from dataclasses import asdict, replace
from typing import Annotated

import typer

from whistodds.cli.options import RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import check_writable, emit, render
from whistodds.cli.progress import progress_bar
from whistodds.simulations import limits

DEFAULT_DEALS = 2_000


@run_options(deals=DEFAULT_DEALS, deals_limit=f"{limits.MAX_DEALS:,}")
def duel(
    model_a: Annotated[str, typer.Argument(help="The play model of A's side.")],
    model_b: Annotated[str, typer.Argument(help="The play model of B's side.")],
    game: Annotated[str, typer.Argument(help="A game of two sides, with its rules as parameters.")] = "long",
    *,
    run: RunOptions,
) -> None:
    """A's side against B's: the same deals played twice, the partnerships' seats swapped.

    tricks_per_deal is A's side's tricks less B's side's, a deal (the mean of its two plays), p_odd_trick A's
    side's chance of more than half the tricks, each with its 95% interval; where the game has a score,
    p_game is A's side's chance of winning a game from love against B, from whole games (one for every four
    deals, half begun by each side dealing), with its Wilson interval.

    Example: whist-odds duel expert hoyle long --deals 1000 --seed 1 --format json
    """
    import pandas as pd

    from whistodds.simulations.duel import duel as play_duel
    from whistodds.simulations.play.models import get_model

    deals, out = run.deals if run.deals is not None else DEFAULT_DEALS, run.out
    check_writable(out)
    check_deals(deals, limits.MAX_DEALS)
    the_game = resolve_game(game, **run.rules)
    a, b = get_model(model_a), get_model(model_b)  # an unknown name: one line naming the models, before any work
    run = replace(run, models=(model_a, model_b))  # the models a cluster's --warm loads
    seed = run.run_seed()
    start = time.perf_counter()
    with run.pool() as executor, progress_bar(deals, "duel", quiet=run.quiet) as advance:
        result = play_duel(a, b, the_game, deals, seed, executor=executor, progress=advance)
    row = asdict(result) | {"seconds": round(time.perf_counter() - start, 3)}
    emit(render(pd.DataFrame([row]), run.fmt), out)
    run.say_seed()
