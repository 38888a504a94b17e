"""The charts, by name: each a function returning a matplotlib Figure (a :class:`~whistodds.reports.style.Chart`,
shown inline in Jupyter; no pyplot, no backend chosen).

The charts live by concept in :mod:`~whistodds.reports.charts.games` (long and short whist as games),
:mod:`~whistodds.reports.charts.models` (the play models compared), :mod:`~whistodds.reports.charts.history`
(the older games), :mod:`~whistodds.reports.charts.heatmaps` (the score grids) and
:mod:`~whistodds.reports.charts.claims`; this module names them all (whist's own charts, Bob Short's figures
checked and his rules' worth, are in its package, :mod:`whistodds.families.whist.section.charts`).  ``whist-odds chart --list`` lists every chart the report draws, from its sections.

The charts by the name ``whist-odds chart`` takes are ``CHARTS``, derived from the report's sections (each
:class:`~whistodds.reports.sections.ChartSpec` states how its chart is drawn alone): one list, kept by the
sections that draw them, so a section's drawing code may live in the section's own module.  The sections
import the modules above, never this one.

>>> from whistodds.reports import charts
>>> {"long-short", "heatmap-long", "heatmap-whisk"} <= set(charts.CHARTS)
True
"""

from __future__ import annotations

from whistodds.reports.charts.claims import shipped_claims_chart, shipped_fit_chart
from whistodds.reports.charts.games import convergence_chart, long_short_chart, rubber_chart
from whistodds.reports.charts.heatmaps import (
    RULES_SOURCE,
    attention_chart,
    game_heatmap,
    heatmap_chart,
)
from whistodds.reports.charts.history import history_chart, progressive_chart
from whistodds.reports.charts.models import (
    SHORT_SOURCE,
    charted_models,
    dealer_advantage_chart,
    points_chart,
)

__all__ = ["CHARTS", "RULES_SOURCE", "SHORT_SOURCE", "attention_chart", "charted_models", "convergence_chart",
           "dealer_advantage_chart", "game_heatmap", "heatmap_chart", "history_chart", "long_short_chart",
           "points_chart", "progressive_chart", "rubber_chart", "shipped_claims_chart", "shipped_fit_chart"]


def __getattr__(name: str) -> object:
    if name == "CHARTS":  # derived from the sections on each use: a section registered later shows
        from whistodds.reports.sections import standalone_charts

        return standalone_charts()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
