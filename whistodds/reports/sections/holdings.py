"""Section: where the cards lie.  The sources' statements about a holding, exact, simulated and judged."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.sections.base import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    number_word,
    register_section,
)
from whistodds.reports.style import COLOURS, finish, new_figure

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

LABELS = {"finessing-short": "finessing (Short)", "finessing-britannica": "finessing (Britannica)",
          "tenace-short": "tenace (Short)", "tenace-britannica": "tenace (Britannica)",
          "dealer-short": "ten and a half to ten"}


def compute(context: ReportContext) -> SectionResult:
    from whistodds.odds.holding_sources import NO_FIGURE, NOT_COMPARED, source_holdings

    table = source_holdings(context.sample(1, least=20_000), context.seed)
    judged = table[~table.verdict.isin([NO_FIGURE, NOT_COMPARED])]
    close = int(judged.verdict.isin(["exact", "close", "borne out"]).sum())
    worst = judged.loc[judged.difference_pp.abs().idxmax()]
    agree = int(((table.ci95_low <= table.exact_probability) & (table.exact_probability <= table.ci95_high)).sum())
    implied = table[table.verdict == NO_FIGURE]
    dealer = table[table.verdict == NOT_COMPARED]
    findings = [
        f"{close} of the {len(judged)} figures the sources give for a holding are within 2 percentage points of the "
        f"exact chance (at the reading each fits best); the furthest out, {worst.id} ({worst.source_line}), gives "
        f"{worst.odds} where the exact chance is {worst.exact_fraction}, about {worst.exact_odds}: "
        f"{worst.difference_pp:+.2f} points.",
        f"The simulated check ({table.deals.iloc[0]:,} deals drawn from the position, one stream a statement) holds "
        f"the exact figure inside its 95% interval for {agree} of {len(table)} statements.",
    ]
    for row in implied.itertuples():
        findings.append(f"{row.id} ({row.source_line}) gives no figure; as the question '{row.question}' "
                        f"({row.position}) the chance is {row.exact_fraction} = {row.exact_probability:.3f}, "
                        f"about {row.exact_odds}.")
    for row in dealer.itertuples():
        findings.append(f"{row.id} ({row.source_line}): {row.odds} is his chance of the game, not of a holding; "
                        f"beside it, '{row.question}' ({row.position}) is {row.exact_probability:.3f}, about "
                        f"{row.exact_odds}.")
    verdict = Verdict(f"Where the cards lie: {number_word(len(judged))} holding figures in the sources",
                      f"{close} of {len(judged)} within 2 points of the exact chance; the furthest out, {worst.id}, "
                      f"is off by {worst.difference_pp:+.2f} points.")
    return SectionResult(tables={"source_holdings": table}, findings=findings, verdicts=[verdict],
                         fill={"count": number_word(len(table)), "judged": number_word(len(judged))})


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


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return holdings_chart(tables["source_holdings"])


SECTION = register_section(Section(
    id="holdings", order=35,
    title="Where the cards lie",
    question="The sources make {count} statements about where the cards lie, {judged} of them with a figure. Are "
             "they right, counted exactly from what a player knows?",
    compute=compute,
    tables={"source_holdings": "The sources' holding statements: exact, simulated and judged"},
    charts=(ChartSpec("holdings", "The {count} holding statements: exact chance, simulation and the source's "
                                  "figure.",
                      "Each row is one statement: the bar is the exact chance, the dot the simulated one with its "
                      "95% interval, and the diamond the source's own figure, where it gives one.", _draw),),
))
