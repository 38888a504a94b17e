"""Section: was his advice sound?  Each rule ``hoyle`` plays, on the same deals with it and without it.

The rules that turn on the score are tested under ``hoyle-score`` (each deal at a random score), the rest
under ``hoyle``; the table is ordered by the tricks a rule gains per deal, each rule quoted with its line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.families.whist.section.charts.advice import advice_chart, advice_standalone, advice_table
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

TABLE = "advice_long_whist"


def _words(row: Mapping[str, object]) -> str:
    return (f"{row['rule']} ({row['source_file']}:{str(row['source']).split(':')[1]}, \"{row['quote']}\"): "
            f"{float(row['tricks_per_deal']):+.3f} tricks a deal (95% {float(row['tricks_ci95_low']):+.3f} to "  # type: ignore[arg-type]
            f"{float(row['tricks_ci95_high']):+.3f}), deciding a card in {float(row['decides']):.1%} of deals")  # type: ignore[arg-type]


def compute(context: ReportContext) -> SectionResult:
    deals, games = context.sample(10, 2000), context.sample(40, 500)
    table = advice_table(deals, games, context.seed, context.executor)
    records = table.to_dict("records")
    wins = [row for row in records if row["verdict"] == "wins tricks"]
    costs = [row for row in records if row["verdict"] == "costs tricks"]
    unclear = [row for row in records if row["verdict"] not in ("wins tricks", "costs tricks")]
    findings = [
        f"Long whist, {deals:,} deals (each played unchanged and with each side in turn without the rule) and "
        f"{games:,} whole games a side from love-all for each rule: {len(wins)} rules win tricks, {len(costs)} "
        f"cost tricks, {len(unclear)} show no effect we can measure.",
    ]
    if wins:
        findings.append("Worth most: " + "; ".join(_words(row) for row in wins[:3]) + ".")
    if costs:
        findings.append("Costing most: " + "; ".join(_words(row) for row in costs[::-1][:3]) + ".")
    verdicts = []
    if records:
        best, worst = records[0], records[-1]
        verdicts.append(Verdict("Bob Short's rules and the Britannica's maxims, one by one (long whist)",
                                f"the best is {best['rule']}, \"{best['quote']}\", "
                                f"{float(best['tricks_per_deal']):+.3f} tricks a deal; the worst is "
                                f"{worst['rule']}, \"{worst['quote']}\", {float(worst['tricks_per_deal']):+.3f} "
                                f"({worst['verdict']})."))
    return SectionResult(tables={TABLE: table}, findings=findings, verdicts=verdicts)


def _draw(context: ReportContext, tables: Mapping[str, "pd.DataFrame"]) -> Figure:
    return advice_chart(tables[TABLE])


SECTION = register_section(Section(
    id="advice", order=55,
    title="Was his advice sound?",
    question="Bob Short printed standing rules (1793), and the 1911 Britannica gives maxims for each hand. "
             "Which of them win tricks, which cost tricks, and which make no difference?",
    compute=compute,
    tables={TABLE: "Long whist: each rule with and without, tricks, odd trick and game, with 95% intervals"},
    charts=(ChartSpec("advice-long", "Long whist: the tricks each rule gains its side per deal, with its 95% "
                                     "interval.",
                      "A dot right of the line is a rule that wins tricks; a bar that crosses the line is a rule "
                      "whose effect these deals cannot tell from none.", _draw, advice_standalone),),
))
