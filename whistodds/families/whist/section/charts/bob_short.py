"""The charts of Bob Short's figures checked: his betting table against the model, his error by score, and
his six Calculations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.games.families.whist import LONG_WHIST
from whistodds.reports.charts.models import SHORT_SOURCE
from whistodds.reports.style import COLOURS, finish, new_figure, text_colour_on
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model

if TYPE_CHECKING:
    import pandas as pd




def bob_short_chart(model: PlayModel | None = None, reading: str | None = None,
                    table: pd.DataFrame | None = None) -> Figure:
    """Bob Short's odds against the model's, one point per entry, with 95% intervals and the diagonal.

    ``table`` is a :func:`verify_bob_short` result already computed (else it is computed here)."""
    from whistodds.families.whist.odds.bob_short import summarize_bob_short, verify_bob_short

    chosen = model or get_model(LONG_WHIST.play_model)
    table = verify_bob_short(chosen) if table is None else table
    model_name = chosen.name
    best = reading or summarize_bob_short(table)["best_reading"]
    rows = table[(table.favours == "first-named") & (table.reading == best)]
    figure, axes = new_figure((7.5, 6.5))
    errors = [rows.model_probability - rows.ci95_low, rows.ci95_high - rows.model_probability]
    axes.errorbar(rows.historical_probability, rows.model_probability, yerr=errors, fmt="o", ms=4,
                  color=COLOURS.get(model_name, "#1f4e79"), ecolor="#999999",
                  label=f"the 44 table entries ({model_name} play)")
    axes.plot([0.5, 1], [0.5, 1], color="#555555", lw=0.8, ls="--", label="model = Bob Short")
    outliers = rows.reindex(rows.difference_pp.abs().sort_values(ascending=False).index).head(6)
    for row in outliers.itertuples():
        axes.annotate(f"{row.entry} ({row.historical_odds})", (row.historical_probability, row.model_probability),
                      textcoords="offset points", xytext=(5, -10), fontsize=8.5)
    axes.set_xlim(0.5, 0.95)
    axes.set_ylim(0.45, 0.95)
    return finish(figure, axes, title=f"Bob Short's betting odds against the model (reading: {best})",
                  xlabel="Bob Short's probability for the side ahead (from his odds)",
                  ylabel="Model probability, 95% interval",
                  source=f"Source: {SHORT_SOURCE}, 'Chances for laying wagers, with the deal'. Model: exact game odds, "
                         f"{model_name} deal kernel; bars: 95% intervals from the kernel's deals.")


def bob_short_residuals_chart(model: PlayModel | None = None, reading: str | None = None,
                              table: pd.DataFrame | None = None) -> Figure:
    """His error in percentage points laid out on the score grid."""
    import numpy as np

    from whistodds.families.whist.odds.bob_short import summarize_bob_short, verify_bob_short

    chosen = model or get_model(DEFAULT_MODEL)
    table = verify_bob_short(chosen) if table is None else table
    best = reading or summarize_bob_short(table)["best_reading"]
    rows = table[(table.favours == "first-named") & (table.reading == best)]
    grid = np.full((10, 8), np.nan)
    for row in rows.itertuples():
        grid[row.first, row.second] = row.difference_pp
    figure, axes = new_figure((7.5, 6.5))
    axes.grid(False)
    limit = np.nanmax(np.abs(grid))
    image = axes.imshow(grid, cmap="RdBu_r", vmin=-limit, vmax=limit, origin="lower", aspect="auto")
    for (first, second), value in np.ndenumerate(grid):
        if not np.isnan(value):
            axes.text(second, first, f"{value:+.1f}", ha="center", va="center", fontsize=9,
                      color=text_colour_on(tuple(image.cmap(image.norm(value)))))
    figure.colorbar(image, ax=axes, label="his probability minus the model's (percentage points)")
    axes.set_xticks(range(8))
    axes.set_yticks(range(10))
    axes.plot([], [], "s", color="#b5452b", label="red: he overstates the side ahead")
    axes.plot([], [], "s", color="#1f4e79", label="blue: he understates it")
    return finish(figure, axes, title=f"Where Bob Short errs, by score (reading: {best})",
                  xlabel="Score of the side behind", ylabel="Score of the side ahead",
                  source=f"Source: {SHORT_SOURCE}. Model: exact game odds, {chosen.name} deal kernel.")


def partner_chart(model: PlayModel | None = None, n_deals: int = 200_000, seed: int = 1793,
                  table: pd.DataFrame | None = None) -> Figure:
    """Bob Short's six Calculations: historical, exact and simulated side by side
    (``table``: a :func:`verify_calculations` result from ``n_deals`` deals)."""
    import numpy as np

    from whistodds.families.whist.odds.calculations import verify_calculations

    table = verify_calculations(n_deals, seed) if table is None else table
    rows = table[table.fits_best].reset_index(drop=True)
    x = np.arange(len(rows))
    figure, axes = new_figure()
    axes.bar(x - 0.27, rows.historical_probability, 0.27, color=COLOURS["historical"], label="Bob Short (1793)")
    axes.bar(x, rows.exact_probability, 0.27, color=COLOURS["hoyle"], label="exact (hypergeometric)")
    axes.bar(x + 0.27, rows.simulated_probability, 0.27, color=COLOURS["double-dummy"],
             yerr=1.96 * rows.simulated_se, capsize=3, label=f"simulated, {n_deals:,} deals (95% interval)")
    short = [r.replace("does not hold ", "not ").replace("holds ", "").replace("at least ", "≥ ") for r in rows.reading]
    axes.set_xticks(x, [f"{s}\n{r}" for s, r in zip(rows.statement, short)], fontsize=8.5)
    axes.set_ylim(0, 1)
    return finish(figure, axes, title="Does your partner hold them? Bob Short's Calculations checked",
                  xlabel="Statement, under the reading his figure fits", ylabel="Probability of the event stated",
                  source=f"Source: {SHORT_SOURCE}, CALCULATIONS. Exact: 39 unseen cards, 13 in partner's hand.")
