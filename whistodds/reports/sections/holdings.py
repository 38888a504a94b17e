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
from whistodds.reports.sections.summary_words import difference
from whistodds.reports.charts.holdings import holdings_chart, holdings_standalone

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

def compute(context: ReportContext) -> SectionResult:
    from whistodds.odds.holdings.sources import NO_FIGURE, NOT_COMPARED, source_holdings
    from whistodds.odds.printed_odds import TOLERANCE

    table = source_holdings(context.sample(1, least=20_000), context.seed)
    judged = table[~table.verdict.isin([NO_FIGURE, NOT_COMPARED])]
    close = int(judged.verdict.isin(["exact", "close", "borne out"]).sum())
    worst = judged.loc[judged.difference_pp.abs().idxmax()]
    agree = int(((table.ci95_low <= table.exact_probability) & (table.exact_probability <= table.ci95_high)).sum())
    implied = table[table.verdict == NO_FIGURE]
    dealer = table[table.verdict == NOT_COMPARED]
    findings = [
        f"{close} of the {len(judged)} figures the sources give for a holding are exact at the precision printed or "
        f"within a factor of "
        f"{float(TOLERANCE):g} on the odds of the exact chance (at the reading each fits best); the furthest out, {worst.id} ({worst.source_line}), gives "
        f"{worst.odds} where the exact chance is {worst.exact_fraction}, about {worst.exact_odds}: it "
        f"{difference(worst.difference_pp)}.",
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
                      f"{close} of {len(judged)} within a factor of {float(TOLERANCE):g} on the odds of the exact "
                      f"chance; the furthest out, {worst.id}, "
                      f"{difference(worst.difference_pp)}.")
    return SectionResult(tables={"source_holdings": table}, findings=findings, verdicts=[verdict],
                         fill={"count": number_word(len(table)), "judged": number_word(len(judged))})


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
                      "95% interval, and the diamond the source's own figure, where it gives one.", _draw,
                      holdings_standalone),),
))
