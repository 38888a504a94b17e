"""Section: every claim of the shipped claims file checked, and the ways of making his table that fit it best."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.charts import claims as claims_charts
from whistodds.reports.sections.base import (ChartSpec, ReportContext, Section, SectionResult, Verdict, number_word,
                                             register_section)
from whistodds.reports.sections.summary_words import points

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

CLAIMS_FILE = "bob-short-1793"


def compute(context: ReportContext) -> SectionResult:
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims.check import THRESHOLD_NOTE, evaluate_claims, summarize_claims
    from whistodds.odds.claims.fit import fit_claims, fit_paragraph
    from whistodds.reports.text.verify import claims_view, fit_view, summary_notes, summary_view

    claims = read_claims(shipped_claims_path(CLAIMS_FILE))
    table = evaluate_claims(claims, seed=context.seed)
    summary = summarize_claims(table)
    ranking = fit_claims([c for c in claims if c.question == "game"], seed=context.seed)
    verdict_columns = [column for column in summary.columns if column.startswith("verdict: ")]
    lines = []
    for (_, row), error in zip(summary.iterrows(), summary_view(summary)["mean |error|, points"]):
        counts = ", ".join(f"{column.removeprefix('verdict: ')} {int(row[column])}" for column in verdict_columns
                           if row[column] > 0)
        if row.not_checked:
            lines.append(f"{row.source}, {row.model}: {row.claims} claims not checked ({row.not_checked}).")
            continue
        error = (f"mean absolute error {row.mean_abs_error_pp:.2f} percentage points"
                 if row.mean_abs_error_pp == row.mean_abs_error_pp else f"{error} to be in error")
        lines.append(f"{row.source}, {row.model}: {row.claims} claims, {error} (best reading: {row.best_reading}); "
                     f"{counts}.")
    verdicts = []
    best = ranking.iloc[0]
    hoyle = summary[summary.model == "hoyle"]
    if not hoyle.empty:  # its first row is the largest part of the file, his betting table
        first = hoyle.iloc[0]
        part = first.source.split(": ", 1)[-1]  # 'Chances for laying wagers, with the deal'
        # The fit reads every claim about whole games, his table's and those in his other parts (his rules'
        # worked examples): say which, so that the two counts add up.
        fitted = int(best.claims)
        others = fitted - int(first.claims)
        besides = (f"those {int(first.claims)} and {number_word(others)} more from elsewhere in the book"
                   if others > 0 else "the same claims")
        verdicts.append(Verdict(
            f"His {part[:1].lower()}{part[1:]}, as the claims file reads it ({int(first.claims)} claims)",
            f"{points(first.mean_abs_error_pp)} from hoyle play on average, either way; over all {fitted} claims "
            f"about whole games ({besides}), the closest fit to how he made them is {best.method}"
            + (f" under the {best.rules}" if best.rules != "-" else "")
            + f" ({points(best.mean_abs_error_pp)} on average)."))
    notes = [summary_notes(summary)] if summary_notes(summary) else []
    return SectionResult(
        tables={"claims_bob_short": table, "claims_summary": summary, "claims_fit": ranking},
        findings=[*lines, f"({THRESHOLD_NOTE}; 'model's odds' is the model's figure written as he wrote his.)",
                  *notes, fit_paragraph(ranking)], verdicts=verdicts,
        # The page shows each table as a reader takes it in, within the window; the CSV keeps every column.
        shown={"claims_bob_short": claims_view(table), "claims_summary": summary_view(summary),
               "claims_fit": fit_view(ranking)})


def _claims(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    table = tables["claims_bob_short"]
    return claims_charts.claims_chart(table[table.model.isin(["hoyle", "exact"])])


def _fit(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return claims_charts.fit_chart(tables["claims_fit"])


SECTION = register_section(Section(
    id="claims", order=30,
    title="Every claim checked, and what he assumed",
    question="The report reads every figure in the claims files (his table, his rules and his Calculations) and asks "
             "which way of making the table fits them best.",
    compute=compute,
    tables={"claims_bob_short": "Every claim in the Bob Short claims file against the model",
            "claims_summary": "The claims file: the error and the verdicts under each model of play",
            "claims_fit": "Ways of making his table, ranked by how well they fit his claims"},
    charts=(
        ChartSpec("claims-bob-short", "Bob Short's claims (the wager table, his rules and Calculations) against the "
                                      "model, best reading.",
                  "Each dot is one claim; on the diagonal the claim and the model agree.",
                  _claims, claims_charts.shipped_claims_chart),
        ChartSpec("claims-fit", "What did he assume? The ways of making his table that fit it best.",
                  "The ways of making his table that fit his claims best, best at the top; overlapping bars mean the "
                  "claims cannot tell the two ways apart.", _fit, claims_charts.shipped_fit_chart),
    ),
))
