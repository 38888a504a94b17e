"""``whist-odds duel A B [GAME]``: two play models head to head on the same deals, the seats swapped."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import RunOptions, check_deals, check_model, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.odds.questions.duel import DUEL_DEALS
from whistodds.simulations import limits


@run_options(deals=DUEL_DEALS, deals_limit=f"{limits.MAX_DEALS:,}")
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
    from whistodds.odds.questions.duel import DuelQuestion

    check_writable(run.out)
    check_deals(run.deals, limits.MAX_DEALS)
    the_game = resolve_game(game, **run.rules)
    a, b = check_model(model_a), check_model(model_b)  # an unknown name: one line naming the models, before any work
    run = replace(run, models=(model_a, model_b))  # the models a cluster's --warm loads
    ask(DuelQuestion(a, b, the_game, run.deals if run.deals is not None else DUEL_DEALS, run.seed), run)
