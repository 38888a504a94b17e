"""Section: Gleek (its sets, buying the stock, the settlement) and progressive whist (is skill rewarded?).

Its chart is in :mod:`~whistodds.families.gleek.section.chart`, the answer of ``whist-odds gleek`` in
:mod:`~whistodds.families.gleek.section.text`; progressive whist's chart is shared
(:mod:`whistodds.reports.charts.history`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.families.gleek.rules import GLEEK, GleekScoring
from whistodds.families.gleek.section import text as _text  # noqa: F401  (its answers' text, registered)
from whistodds.reports.sections.base import (ChartFunction, ChartSpec, ReportContext, Section, SectionResult, Verdict,
                                             register_section)
from whistodds.reports.sections.summary_words import chance, percent

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure


def _gleek_rules() -> GleekScoring:
    """The scoring of the registered Gleek, the game this section reports."""
    scoring = GLEEK.scoring
    if not isinstance(scoring, GleekScoring):
        raise ValueError(f"{GLEEK.name} is not scored as Gleek")
    return scoring


STAKE = _gleek_rules().settle_against  # each seat's tricks and honours are settled against this


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.families.gleek.odds import exact_sets, play_gleek, simulate_deal_values
    from whistodds.simulations.progressive import first_prize_table

    values = simulate_deal_values(context.deals, context.seed, executor=context.executor)
    from whistodds.simulations.play.models import get_model

    hoyle = get_model("hoyle")
    settled = pd.concat([play_gleek(context.sample(2), hoyle, context.seed, m, executor=context.executor)
                         for m in (False, True)], ignore_index=True)
    progressive = first_prize_table((2, 4, 6), (4, 10), skilled=1, n_evenings=context.sample(400, 50),
                                    seed=context.seed)
    tables = {"gleek_sets_exact": exact_sets(), "gleek_sets_and_ruff": values, "gleek_settlement": settled,
              "progressive_first_prize": progressive}
    buyer = _gleek_rules().stock_buyer
    after = values[(values.stage != "as dealt") & (values.seat == buyer)].iloc[0]
    dealt = values[(values.stage == "as dealt") & (values.seat == buyer)].iloc[0]
    best = progressive.sort_values("skill_ratio").iloc[-1]
    verdicts = [
        Verdict("Gleek: buying the stock",
                f"the {buyer} who buys it has the best ruff alone {chance(after.p_best_ruff_alone)} of the time "
                f"({percent(dealt.p_best_ruff_alone)} as dealt, without it) and "
                f"{'nets' if after.mean_net_pence >= 0 else 'loses'} {abs(after.mean_net_pence):.3f} pence a deal "
                f"from sets."),
        Verdict("Progressive whist: is skill rewarded?",
                f"most under the {best.system} system: one skilled player takes first prize "
                f"{chance(best.p_strongest_first)} of evenings, {best.skill_ratio:.1f} times chance ({best.tables} "
                f"tables, {best.sittings} sittings)."),
    ]
    return SectionResult(tables=tables, findings=_findings(context, tables, after, best), verdicts=verdicts)


def _findings(context: ReportContext, tables: Mapping[str, pd.DataFrame], after: pd.Series,
              best: pd.Series) -> list[str]:
    """The findings: ``after`` is the stock buyer's row of the sets once bought, ``best`` the progressive
    system that rewards skill most."""
    from whistodds.families.gleek.odds import exact_any_set
    from whistodds.simulations.intervals import Proportion

    values, settled = tables["gleek_sets_and_ruff"], tables["gleek_settlement"]
    any_set, receipts = exact_any_set()
    buyer = _gleek_rules().stock_buyer
    # Four aces take the ruff in one hand at most, so the seats' shares add up.
    by_aces = [Proportion(int(round(values[dealt].p_ruff_by_four_aces.sum() * context.deals)), context.deals)
               for dealt in (values.stage == "as dealt", values.stage != "as dealt")]
    play = settled[settled.trump_reading == "any trump"].set_index("seat")
    return [
        f"Gleek: a hand holds a mournival or gleek of aces, kings, queens or knaves {float(any_set):.4f} of the time "
        f"(exact), worth {float(receipts):.3f} pence a deal in receipts.",
        f"Buying the stock (the {buyer}, who keeps his trump honours, then trumps and high cards) lifts his chance "
        f"of the best ruff alone to {after.p_best_ruff_alone:.3f} ± {after.p_best_ruff_alone_se:.3f} "
        f"(from about a third) "
        f"and his expected net from sets to {after.mean_net_pence:+.3f} ± {after.mean_net_pence_se:.3f} pence.",
        f"Four aces, which beat every ruff (gleek.txt:39), take the ruff that the suit points would give another "
        f"hand or a tie in {by_aces[0].estimate:.4f} ± {by_aces[0].standard_error:.4f} of deals as dealt, "
        f"{by_aces[1].estimate:.4f} ± {by_aces[1].standard_error:.4f} after the stock is bought.",
        (f"In the play, with the stock bought, the settlements against {STAKE} sum to zero in every deal"
         if (play.mean_sum_of_settlements == 0).all() and (play.mean_sum_of_settlements_se == 0).all() else
         f"In the play the settlements against {STAKE} sum to {play.mean_sum_of_settlements.iloc[0]:+.2f} ± "
         f"{play.mean_sum_of_settlements_se.iloc[0]:.2f} a deal")
        + f"; the {buyer} wins "
        f"{play.loc[buyer, 'mean_settlement_pence']:+.2f} ± {play.loc[buyer, 'mean_settlement_pence_se']:.2f} "
        f"pence a deal, "
        + ", ".join(f"the {seat} {play.loc[seat, 'mean_settlement_pence']:+.2f} ± "
                    f"{play.loc[seat, 'mean_settlement_pence_se']:.2f}" for seat in play.index if seat != buyer)
        + " (hoyle play, any trump wins; the dealer counts the turn-up honour).",
        f"Progressive whist: relative to chance, one hoyle player among random players is rewarded most under the "
        f"{best.system} system ({best.tables} tables, {best.sittings} sittings: first prize {best.p_strongest_first:.3f} "
        f"± {best.se:.3f}, {best.skill_ratio:.1f} times chance); see the table for every system, table count and "
        f"number of sittings.",
    ]


def _settlement(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.gleek.section.chart import gleek_chart

    gleek = tables["gleek_settlement"]
    return gleek_chart(n_deals=context.sample(2), tables=[
        gleek[gleek.trump_reading == "any trump"], gleek[gleek.trump_reading != "any trump"]])


def _progressive(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.reports.charts.history import progressive_chart

    return progressive_chart(n_evenings=context.sample(400, 50), seed=context.seed)


SECTION = register_section(Section(
    id="gleek", order=100,
    title="Gleek, and progressive whist",
    question="How often are the sets of Gleek dealt, what is buying the stock worth, and does progressive whist "
             "reward the skilled player?",
    compute=compute,
    tables={"gleek_sets_exact": "Gleek: the exact chance of each mournival and gleek",
            "gleek_sets_and_ruff": "Gleek: sets and the ruff, as dealt and after the stock is bought",
            "gleek_settlement": f"Gleek: each seat's settlement against {STAKE} in the play",
            "progressive_first_prize": "Progressive whist: the skilled player's chance of first prize"},
    charts=(
        ChartSpec("gleek-settlement", f"Gleek: each seat's settlement against {STAKE}.",
                  f"What each seat wins or pays against {STAKE} in the play, under both readings of trumping.",
                  _settlement, ChartFunction(f"{__name__}.chart:gleek_chart")),
        ChartSpec("progressive-skill", "Progressive whist: the skilled player's chance of first prize.",
                  "How often one skilled player takes first prize, against the chance alone (dashed line).",
                  _progressive, ChartFunction("whistodds.reports.charts.history:progressive_chart")),
    ),
))
