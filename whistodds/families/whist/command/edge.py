"""``whist-odds edge [GAME]``: why the old tables put eight love above nine love, the dealer's edge moved."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.simulations import limits
from whistodds.simulations.play.models import get_model, play_models

TOP_EDGE = 0.95  # the highest edge searched, as the help says it (the study's own, checked equal by its tests)


@run_options(deals=None, deals_limit=f"{limits.MAX_KERNEL_DEALS:,}", model=Model.several)
def edge(
    game: Annotated[str, typer.Argument(help="A game scored by tricks and honours to more than nine, with its rules "
                                              "as parameters.")] = "long",
    *,
    run: RunOptions,
) -> None:
    """Why did the old tables rank eight love above nine love?  The dealer's edge put to the test.

    Bob Short's Hoyle Abridged (1793), in its table of wagers headed WITH THE DEAL, lays 5 to 1 on the side at
    eight love and 9 to 2 on the side at nine love (bob-short-hoyle-abridged-1793.txt, lines 369 and 370):
    eight ranks above nine, though nine is a point nearer the game.  Under every play model here nine ranks
    above eight.  Two readings might reconcile them: that the dealer's side took the odd trick less often in
    his day than in the models' play (a smaller edge to the dealer), or that the tables reckoned the honours
    apart from the tricks.

    For each play model with a kernel for the game (its own deals, counted: shipped or in your cache; with
    --deals, simulated, as for the expert) the game is solved exactly from eight love and from nine love, and
    the text says in words: which score gives the better chance of the game at the model's own edge (P(we
    win), the mean of the two deals, since who deals next is unknown, with its 95% interval from posterior
    draws of the kernel); whether any edge of the dealer's from an even deal to {TOP_EDGE} puts eight as high
    as nine, and up to which edge (the threshold); and which ranks higher were the dealer's honours
    independent of his tricks.  A table of the figures follows; --format json gives every column (p_honours_H,
    each deal apart, the intervals, threshold_note, difference_honours_apart, the kernel's deals and seed).

    Note: the mathematics of the moved edge.  Let P(t, h) be the model's chance that the dealer's side takes t
    tricks and holds honours h in a deal, and b the book (6 tricks).  The edge is moved by an exponential tilt
    within each honours column: Q(t, h) = P(h) P(t, h) exp(theta [t > b]) / sum over s of P(s, h) exp(theta
    [s > b]), theta found by bisection (brentq) so that Q gives the dealer's side the odd trick (t > b) with the
    chance p wanted.  The odds of the odd trick are thus multiplied by exp(theta) whatever the honours; the
    honours P(h) are kept exactly, and so is the spread of tricks within the deals won and within those lost;
    of all distributions with these honours and this chance of the odd trick, Q is the nearest to P (least
    Kullback-Leibler divergence).  A model with a kernel per play context (hoyle-score) has every context
    tilted by the same theta, its edge read where nothing is at stake.  The threshold is the first edge above
    an even deal (0.5) at which P(win at 8-0) - P(win at 9-0) turns negative: the edges 0.50, 0.51, ...,
    {TOP_EDGE} are scanned and the crossing found by brentq; none where eight is below nine at an even deal
    already, or as high at every edge.  Honours apart: Q(t, h) = P(t) P(h), the product of the two marginals,
    at the model's own edge.

    Example: whist-odds edge long (every model with a kernel at hand); --format json for every figure.
    """
    from whistodds.cli.odds import ask
    from whistodds.families.whist.odds.questions import EdgeQuestion

    check_writable(run.out)
    check_deals(run.deals, limits.MAX_KERNEL_DEALS)
    the_game = resolve_game(game, **run.rules)
    models = tuple(get_model(name) for name in run.models) if run.models else play_models()
    ask(EdgeQuestion(the_game, models, run.deals, run.seed), run)


edge.__doc__ = (edge.__doc__ or "").replace("{TOP_EDGE}", f"{TOP_EDGE}")
