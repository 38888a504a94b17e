"""Section: three centuries of figures, the atlas of the books' figures checked, and what each wrong one's author
reckoned."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.charts import atlas as atlas_charts
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

OLD = 1900  # the old writers: sources printed before this year
MIN_FIGURES = 3  # a source is ranked best or worst on this many figures or more


def _size(figures: pd.DataFrame, by_source: pd.DataFrame) -> str:
    centuries = figures.groupby("century", sort=True).size()
    return (f"The atlas holds {len(figures)} printed figures from {len(by_source)} sources, {figures.year.min()} to "
            f"{figures.year.max()}: " + ", ".join(f"{count} of the {century} century"
                                                  for century, count in centuries.items()) + ".")


def _source_line(row: pd.Series) -> str:
    counts = ", ".join(f"{verdict} {int(row[verdict])}" for verdict in
                       ("exact", "close", "borne out", "overstates", "understates", "not borne out") if row[verdict])
    wrong = int(row.figures) - round(row.share_right * row.figures)
    tail = (f"; of its {wrong} not borne out, {int(row.explained)} found an explanation, {int(row.none_found)} none"
            if wrong else "")
    year = "" if str(row.year) in row.source else f" ({row.year})"
    return f"{row.source}{year}: {int(row.figures)} figure{'s' if row.figures != 1 else ''}; {counts}{tail}."


def _errors(figures: pd.DataFrame) -> list[str]:
    """Each error explained, with its quote's place and the methods; then, source by source, those none explains."""
    wrong = figures[~figures.verdict.isin(("exact", "close", "borne out"))]
    lines = [f"  {row.id} ({row.where}): '{row.odds}', {row.verdict} (the cards: {row.model_odds}); "
             f"{row.explanations}." for row in wrong[wrong.explained_by != "none found"].itertuples()]
    unexplained = wrong[wrong.explained_by == "none found"]
    for source, group in unexplained.groupby("source", sort=False):
        lines.append(f"  None found for {len(group)} of {source}: {', '.join(group.id)}.")
    return lines


def _best_and_worst(by_source: pd.DataFrame) -> list[Verdict]:
    old = by_source[(by_source.year < OLD) & (by_source.figures >= MIN_FIGURES)].sort_values(
        ["share_right", "figures"], ascending=[False, False], kind="stable")
    if old.empty:
        return []
    best, worst = old.iloc[0], old.iloc[-1]
    return [Verdict("The best of the old writers",
                    f"{best.source}: {round(best.share_right * best.figures)} of {best.figures} figures exact, close "
                    f"or borne out."),
            Verdict("The worst of the old writers",
                    f"{worst.source}: {round(worst.share_right * worst.figures)} of {worst.figures} figures exact, "
                    f"close or borne out; of the rest, {worst.explained} found an explanation.")]


ATLAS_SEED = 0  # the command line's seed for a shipped kernel's interval, and the explorer's


def compute(context: ReportContext) -> SectionResult:
    from whistodds.odds.explain.table import fit_methods, fit_methods_paragraph
    from whistodds.reports.atlas_table import atlas_by_source, atlas_figures, explained_atlas

    # The atlas as `whist-odds verify claims atlas` gives it (its game figures' intervals from seed 0, the command
    # line's for a shipped kernel), and as the explorer's table shows it: worked out once for both.
    claims, explained = explained_atlas(ATLAS_SEED)
    figures = atlas_figures(explained)
    by_source = atlas_by_source(figures)
    methods = fit_methods(claims, explained)
    wrong = figures[~figures.verdict.isin(("exact", "close", "borne out"))]
    found = wrong[wrong.explained_by != "none found"]
    verdicts = ", ".join(f"{verdict} {count}" for verdict, count in figures.verdict.value_counts().items())
    findings = [_size(figures, by_source), f"The verdicts: {verdicts}.",
                f"Of the {len(wrong)} figures not borne out, {len(found)} found an explanation (a method that "
                f"reproduces the printed figure at its printed precision) and {len(wrong) - len(found)} none:",
                *_errors(figures), "By source, in order of the year:", *(f"  {_source_line(row)}"
                                                                        for _, row in by_source.iterrows()),
                fit_methods_paragraph(methods)]
    shown = figures[["id", "source", "year", "quote", "odds", "verdict", "model_odds", "explained_by"]]
    return SectionResult(
        tables={"atlas_figures": figures, "atlas_by_source": by_source, "atlas_methods": methods},
        findings=findings, verdicts=_best_and_worst(by_source), shown={"atlas_figures": shown},
        fill={"figures": str(len(figures)), "sources": str(len(by_source))})


def _chart(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return atlas_charts.atlas_chart(tables["atlas_by_source"])


SECTION = register_section(Section(
    id="atlas", order=32,
    title="Three centuries of figures",
    question="How good were the old writers' figures, and where they erred, how did they reckon? The report checks "
             "the {figures} printed figures of the atlas, from {sources} sources, and names for each wrong one the "
             "ways of reckoning that reproduce it.",
    compute=compute,
    tables={"atlas_figures": "Every figure of the atlas: its source, verdict and the methods that reproduce it",
            "atlas_by_source": "The atlas by source: the verdicts, and the errors explained",
            "atlas_methods": "Which method reproduces most of each source's figures"},
    charts=(ChartSpec("atlas-verdicts", "Three centuries of figures: the verdicts on each source's figures, by year.",
                      "Each bar is one source, oldest at the top; its colours count its figures by verdict (greens "
                      "borne out, purples in error).", _chart, atlas_charts.shipped_atlas_chart),),
))
