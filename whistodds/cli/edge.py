"""``whist-odds edge [GAME]``: why the old tables put eight love above nine love, the dealer's edge moved."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.odds.eight_nine import TOP_EDGE
from whistodds.simulations import limits

TERSE = ["model", "dealer_p_odd_trick", "p_win_8_0", "p_win_9_0", "difference", "threshold", "kernel"]


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
    text = render(pd.DataFrame(rows), run.fmt, columns=TERSE)
    if run.fmt is OutputFormat.table:
        text = edge_words(pd.DataFrame(rows)) + "\n" + text
    emit(text, run.out)


def _model_words(row: Any) -> str:
    """One model's figures in a sentence: its edge, eight against nine there, the moved edge, honours apart."""
    higher = "eight" if row.difference > 0 else "nine"
    low, high = sorted((100 * abs(row.difference_ci95_low), 100 * abs(row.difference_ci95_high)))
    interval = f", 95% interval {low:.2f} to {high:.2f}" if row.difference_ci95_low * row.difference_ci95_high > 0 \
        else f", 95% interval {100 * row.difference_ci95_low:+.2f} to {100 * row.difference_ci95_high:+.2f}"
    ends = (getattr(row, "threshold_ci95_low", None), getattr(row, "threshold_ci95_high", None))
    threshold = f" (95% interval {ends[0]:.4f} to {ends[1]:.4f})" if all(
        isinstance(end, float) and end == end for end in ends) else ""
    apart = "eight" if row.difference_honours_apart > 0 else "nine"
    return (f"{row.model}: the dealer's side takes the odd trick in {row.dealer_p_odd_trick:.1%} of deals; there "
            f"P(we win) is {row.p_win_8_0:.4f} at eight love and {row.p_win_9_0:.4f} at nine love, {higher} above by "
            f"{100 * abs(row.difference):.2f} points in 100{interval}; with the edge moved, {row.threshold_note}"
            f"{threshold}; with honours apart from tricks, {apart} above by "
            f"{100 * abs(row.difference_honours_apart):.1f} points in 100.")


def edge_words(table: Any) -> str:
    """The finding (:func:`~whistodds.reports.sections.eight_nine.finding`), then a sentence a model, wrapped."""
    import textwrap

    from whistodds.reports.sections.eight_nine import finding
    from whistodds.reports.text.formats import terminal_width

    width = min(terminal_width() or 100, 100)
    game = table.game.iloc[0]
    paragraphs = [f"{game}, eight love against nine love, solved exactly from each model's own deals (P(we win), "
                  f"the mean of the two deals). {finding(table)}"]
    paragraphs += [_model_words(row) for row in table.itertuples()]
    return "\n".join(textwrap.fill(paragraph, width=width, subsequent_indent="  " if i else "")
                     for i, paragraph in enumerate(paragraphs)) + "\n"


edge.__doc__ = (edge.__doc__ or "").replace("{TOP_EDGE}", f"{TOP_EDGE}")
