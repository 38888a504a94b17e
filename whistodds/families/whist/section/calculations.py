"""Section: does your partner hold it?  Bob Short's Calculations against the exact chance."""

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
from whistodds.reports.sections.summary_words import chance, difference
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure


HOLDING_CARDS = 6  # the partner-holding table goes up to this many cards


def compute(context: ReportContext) -> SectionResult:
    from whistodds.families.whist.odds.calculations import summarize_calculations, verify_calculations
    from whistodds.odds.holdings.partner import partner_holding_table

    table = verify_calculations(context.deals, context.seed, executor=context.executor)
    best = table[table.fits_best]
    exact = int((best.verdict == "exact").sum())
    close = int((best.verdict.isin(["close", "borne out"])).sum())
    worst = best.loc[best.error_pp.abs().idxmax()]
    count = number_word(len(best))
    verdict = Verdict(
        f"Bob Short's {count} Calculations (does your partner hold a card?)",
        f"{exact} of {len(best)} are exact at the precision he printed and {close} close or borne out (the "
        f"verdict of every claim); the furthest out, "
        f"{worst.statement}, {difference(worst.error_pp)}: he gives {chance(worst.historical_probability)}, the exact "
        f"chance is {chance(worst.exact_probability)}.")
    return SectionResult(
        tables={"partner_calculations": table, "partner_holding_table": partner_holding_table(HOLDING_CARDS)},
        findings=summarize_calculations(table), verdicts=[verdict],
        fill={"count": count, "Count": count.capitalize()})


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.whist.section.charts.bob_short import partner_chart

    return partner_chart(n_deals=context.deals, table=tables["partner_calculations"])


def partner_standalone(model: PlayModel | None = None) -> Figure:
    """His Calculations, the exact chance and a simulation, drawn alone (matplotlib imported only then)."""
    from whistodds.families.whist.section.charts.bob_short import partner_chart

    return partner_chart(model or get_model(DEFAULT_MODEL))


SECTION = register_section(Section(
    id="calculations", order=10,
    title="Does your partner hold it? Bob Short's Calculations",
    question="Bob Short gives {count} short rules for the chance that your partner holds certain cards. Are they "
             "right?",
    compute=compute,
    tables={"partner_calculations": "His {count} Calculations against the exact chance and a simulation",
            "partner_holding_table": "The exact chance of every partner holding, up to "
                                     f"{number_word(HOLDING_CARDS)} cards"},
    charts=(ChartSpec("partner-holdings", "The {count} Calculations: his figure, the exact chance and a simulation.",
                      "Each group of three bars is one of his statements: where the green bar (his figure) stands "
                      "level with the blue (the exact chance), he was right.", _draw, partner_standalone),),
))
