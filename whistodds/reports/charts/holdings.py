"""The chart of the sources' holding statements: exact chance, simulation and the source's figure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.reports.style import COLOURS, finish, new_figure

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

LABELS = {"finessing-short": "finessing (Short)", "finessing-britannica": "finessing (Britannica)",
          "tenace-short": "tenace (Short)", "tenace-britannica": "tenace (Britannica)",
          "dealer-short": "ten and a half to ten"}
HOLDING_DEALS, HOLDING_SEED = 200_000, 1793  # as the default report draws it (its deals and seed)


def holdings_chart(table: pd.DataFrame) -> Figure:
    """Each statement: the exact chance (bar), the simulated one with its 95% interval, and the source's figure
    where it gives one."""
    import numpy as np

    figure, axes = new_figure((8.0, 6.5))
    y = np.arange(len(table))[::-1]
    axes.barh(y, table.exact_probability, 0.6, color=COLOURS["exact"], alpha=0.55, label="exact (by counting)")
    low = table.simulated_probability - table.ci95_low
    high = table.ci95_high - table.simulated_probability
    axes.errorbar(table.simulated_probability, y, xerr=[low, high], fmt="o", ms=3.5, color=COLOURS["hoyle"],
                  capsize=3, label=f"simulated, {int(table.deals.iloc[0]):,} deals (95% interval)")
    stated = table.stated_probability.notna() & table.difference_pp.notna()
    axes.scatter(table.stated_probability[stated], y[stated.to_numpy()], marker="D", s=36, zorder=3,
                 color=COLOURS["historical"], label="the source's figure")
    game = table.stated_probability.notna() & table.difference_pp.isna()  # a chance of the game, not compared
    if game.any():
        axes.scatter(table.stated_probability[game], y[game.to_numpy()], marker="D", s=36, zorder=3,
                     facecolors="none", edgecolors=COLOURS["historical"], label="his chance of the game (not compared)")
    axes.set_yticks(y, [LABELS.get(i, i.replace("calculation-", "Calculation ")) for i in table.id], fontsize=9)
    axes.set_xlim(0, 1)
    axes.legend(frameon=False, fontsize=8.5, loc="upper center", bbox_to_anchor=(0.45, -0.1), ncol=2)
    return finish(figure, axes, legend=False, title="Where the cards lie: the sources' holdings, exact and simulated",
                  xlabel="Probability of the holding stated", ylabel="",
                  source="Sources: Bob Short, Hoyle Abridged (1793), lines 168, 188, 350, 401-421; 1911 Britannica, "
                         "'Whist', lines 111, 135. 'Ten and a half to ten' is a chance of the game, beside the "
                         "chance that the dealer holds more trumps than eldest hand.")


def holdings_standalone(model: object = None) -> Figure:
    """``whist-odds chart holdings``: the chart as the default report draws it.  No play model enters a
    holding (the chances are counted, and checked on deals drawn from the position), so ``model`` (the chart
    command gives every chart one) is not read."""
    from whistodds.odds.holdings.sources import source_holdings

    return holdings_chart(source_holdings(HOLDING_DEALS, HOLDING_SEED))
