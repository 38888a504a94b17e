"""``whist-odds duel A B [GAME]``: two play models head to head on the same deals, the seats swapped."""

from __future__ import annotations

import time
from dataclasses import asdict, replace
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.progress import progress_bar
from whistodds.simulations import limits

if TYPE_CHECKING:
    from whistodds.simulations.duel import Duel

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

    The text output says it in a sentence; the other formats give the figures.  tricks_per_deal is A's side's
    tricks less B's side's, a deal (the mean of its two plays), p_odd_trick A's side's chance of more than half
    the tricks, each with its 95% interval (1.96 standard errors of the per-deal figures); the deals are
    played alone, nothing on the score.  Where the game has a score, p_game is A's side's chance of winning a
    game from love against B, from game_pairs pairs of whole games (one pair for every four deals): each
    pair is two games on the same cards, deal by deal, A's side at the seats of one side and then of the
    other, every player told the score (what it means for each hand); games_a_won of the 2 x game_pairs
    games, the 95% interval from the pairs' shares.  A model against itself gives exactly nothing and exactly
    0.5, and A against B is exactly the complement of B against A.

    Example: whist-odds duel expert hoyle long --deals 1000 --seed 1
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
    if run.fmt is OutputFormat.table:
        emit(duel_words(result, seed) + f"({row['seconds']:.1f} s; --format json for every figure)\n", out)
    else:
        emit(render(pd.DataFrame([row]), run.fmt), out)
    run.say_seed()


def _tricks_words(result: Duel) -> str:
    """``takes 1.11 (1.05-1.17) more tricks a deal than hoyle's``, or fewer, or as many."""
    a, b = result.model_a, result.model_b
    mean, low, high = result.tricks_per_deal, result.tricks_ci95_low, result.tricks_ci95_high
    if low == high == 0:
        return f"{a}'s side takes exactly as many tricks as {b}'s on every deal"
    if low < 0 < high:  # the interval holds nothing: signed bounds
        return (f"{a}'s side takes {mean:+.2f} tricks a deal against {b}'s ({low:+.2f} to {high:+.2f}: no "
                f"difference resolved)")
    more = "more" if mean > 0 else "fewer"
    first, last = sorted((abs(low), abs(high)))
    return f"{a}'s side takes {abs(mean):.2f} ({first:.2f}-{last:.2f}) {more} tricks a deal than {b}'s"


def duel_words(result: Duel, seed: int) -> str:
    """The duel in sentences, every figure with its 95% interval, wrapped to the terminal."""
    import textwrap

    from whistodds.reports.text.formats import terminal_width

    text = (f"{_tricks_words(result)}, and the odd trick in {result.p_odd_trick:.1%} of deals "
            f"({result.p_odd_trick_ci95_low:.1%}-{result.p_odd_trick_ci95_high:.1%}): {result.deals:,} deals of "
            f"{result.game} (seed {seed}), each played twice with the seats swapped, nothing on the score.")
    if result.p_game is not None and result.game_pairs is not None:
        text += (f" From love {result.model_a}'s side wins {result.p_game:.1%} of games against {result.model_b}'s "
                 f"({result.p_game_ci95_low:.1%}-{result.p_game_ci95_high:.1%}; {result.games_a_won:,} of "
                 f"{2 * result.game_pairs:,}): {result.game_pairs:,} pairs of whole games, each pair on the same "
                 f"cards with the seats swapped, every player told the score.")
    return textwrap.fill(text, width=min(terminal_width() or 100, 100)) + "\n"
