"""The charts, by name: each a function returning a matplotlib Figure (a :class:`~whistodds.reports.style.Chart`,
shown inline in Jupyter; no pyplot, no backend chosen).

The charts live by concept in :mod:`~whistodds.reports.charts.games` (long and short whist as games),
:mod:`~whistodds.reports.charts.models` (the play models compared), :mod:`~whistodds.reports.charts.bob_short`
(his figures checked), :mod:`~whistodds.reports.charts.history` (the older games),
:mod:`~whistodds.reports.charts.heatmaps` (the score grids) and :mod:`~whistodds.reports.charts.claims`; this module
names them all.  ``whist-odds chart --list`` lists every chart the report draws, from its sections.
"""

from __future__ import annotations

from collections.abc import Callable

from matplotlib.figure import Figure

from whistodds.reports.charts.advice import advice_standalone
from whistodds.reports.charts.bob_short import SHORT_SOURCE, bob_short_chart, bob_short_residuals_chart, partner_chart
from whistodds.reports.charts.claims import shipped_claims_chart, shipped_fit_chart
from whistodds.reports.charts.games import convergence_chart, long_short_chart, rubber_chart
from whistodds.reports.charts.heatmaps import (
    RULES_SOURCE,
    attention_chart,
    game_heatmap,
    heatmap_chart,
    scotch_heatmap_chart,
)
from whistodds.reports.charts.history import gleek_chart, history_chart, progressive_chart
from whistodds.reports.charts.holdings import holdings_standalone
from whistodds.reports.charts.models import (
    charted_models,
    dealer_advantage_chart,
    points_chart,
    sensitivity_chart,
    sensitivity_markers,
)
from whistodds.simulations.play.models import DEFAULT_MODEL

__all__ = ["CHARTS", "RULES_SOURCE", "SHORT_SOURCE", "attention_chart", "bob_short_chart",
           "bob_short_residuals_chart", "charted_models", "convergence_chart", "dealer_advantage_chart",
           "game_heatmap", "gleek_chart", "heatmap_chart", "history_chart", "long_short_chart", "partner_chart",
           "points_chart", "progressive_chart", "rubber_chart", "scotch_heatmap_chart", "sensitivity_chart",
           "sensitivity_markers", "shipped_claims_chart", "shipped_fit_chart"]


def _heatmap_long(model: str | None = None, game: str = "long-whist") -> Figure:
    return game_heatmap(model, game)


def _heatmap_short(model: str | None = None, game: str = "short-whist") -> Figure:
    return game_heatmap(model, game)


def _attention_long(model: str = DEFAULT_MODEL, game: str = "long-whist") -> Figure:
    from whistodds.games.registry import get_game
    from whistodds.odds.game_odds import score_game

    return attention_chart(score_game(get_game(game)))


CHARTS: dict[str, Callable[..., Figure]] = {
    "long-short": long_short_chart,
    "bob-short": bob_short_chart,
    "bob-short-residuals": bob_short_residuals_chart,
    "heatmap-long": _heatmap_long,
    "heatmap-short": _heatmap_short,
    "heatmap-scotch": scotch_heatmap_chart,
    "attention-long": _attention_long,
    "partner-holdings": partner_chart,
    "points-by-model": points_chart,
    "model-sensitivity": sensitivity_chart,
    "convergence": convergence_chart,
    "rubber-value": rubber_chart,
    "dealer-advantage": dealer_advantage_chart,
    "gleek-settlement": gleek_chart,
    "progressive-skill": progressive_chart,
    "claims-bob-short": shipped_claims_chart,
    "claims-fit": shipped_fit_chart,
    "history": history_chart,
    "holdings": holdings_standalone,
    "advice-long": advice_standalone,
}
"""The charts that are not one game's own heatmap, by the name ``whist-odds chart`` takes (each older game's
heatmap is ``heatmap-NAME``, :func:`game_heatmap`)."""
