"""Charts of claims checked: each claim against the model, and the ways of making a table that fit it best."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.reports.style import COLOURS, finish, new_figure
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model

if TYPE_CHECKING:
    import pandas as pd


def claims_chart(table: pd.DataFrame, worst: int = 6) -> Figure:
    """Each claim's stated probability against the model's, with the model's 95% interval and the
    diagonal; the claims furthest from the model labelled.  ``table`` is an ``evaluate_claims`` result (a row whose
    figure is a number, not odds, is left out)."""
    rows = table[table.best_reading & table.model_probability.notna()]  # a figure that is a number has no chance
    figure, axes = new_figure((7.5, 6.5))
    for model, group in rows.groupby("model", sort=False):
        errors = [group.model_probability - group.ci95_low, group.ci95_high - group.model_probability]
        axes.errorbar(group.stated_probability, group.model_probability, yerr=errors, fmt="o", ms=4,
                      color=COLOURS.get(model, "#1f4e79"), ecolor="#999999", label=f"{model} ({len(group)} claims)")
    low = min(rows.stated_probability.min(), rows.model_probability.min()) - 0.03
    high = max(rows.stated_probability.max(), rows.model_probability.max()) + 0.03
    axes.plot([low, high], [low, high], color="#555555", lw=0.8, ls="--", label="model = claim")
    for row in rows.reindex(rows.difference_pp.abs().sort_values(ascending=False).index).head(worst).itertuples():
        axes.annotate(f"{row.id} ({row.odds})", (row.stated_probability, row.model_probability),
                      textcoords="offset points", xytext=(5, -10), fontsize=8.5)
    axes.set_xlim(low, high)
    axes.set_ylim(low, high)
    sources = "; ".join(sorted(set(rows.source)))
    return finish(figure, axes, title="The claims against the model (best reading)",
                  xlabel="Probability stated (from the odds as printed)", ylabel="Model probability, 95% interval",
                  source=f"Claims: {sources[:150]}{'...' if len(sources) > 150 else ''}")


def fit_chart(ranking: pd.DataFrame, shown: int = 10) -> Figure:
    """The ways of making a table that fit its claims best: mean absolute error with a bootstrap 95% interval."""
    import numpy as np

    rows = ranking.head(shown).iloc[::-1]
    figure, axes = new_figure((8.0, 0.45 * len(rows) + 1.8))
    labels = [f"{r.method}, {r.rules}, {r.dealer_reading}" if r.rules != "-" else r.method
              for r in rows.itertuples()]
    y = np.arange(len(rows))
    axes.errorbar(rows.mean_abs_error_pp, y, xerr=[rows.mean_abs_error_pp - rows.ci95_low_pp,
                                                     rows.ci95_high_pp - rows.mean_abs_error_pp],
                  fmt="o", color=COLOURS["hoyle"], ecolor="#999999", capsize=3)
    axes.set_yticks(y, labels, fontsize=9)
    figure = finish(figure, axes, legend=False, title="What did the author assume?\nThe best fits",
                    xlabel="Mean absolute error over the claims\n(percentage points, 95% bootstrap interval)",
                    ylabel="", source=f"{int(ranking.claims.iloc[0])} claims; models of play, rules, readings of "
                                      f"the deal and simple methods\n(proportional rule, even-chance race).")
    axes.tick_params(axis="y", labelsize=9)
    figure.tight_layout(rect=(0, 0.06, 1, 1))
    return figure


def shipped_claims_chart(model: PlayModel | None = None) -> Figure:
    """Bob Short's shipped claims against the model under ``model`` (None: the default play model)."""
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims.check import evaluate_claims

    chosen = model if model is not None else get_model(DEFAULT_MODEL)
    return claims_chart(evaluate_claims(read_claims(shipped_claims_path("bob-short-1793")), [chosen]))


def shipped_fit_chart(model: PlayModel | None = None, seed: int = 1793) -> Figure:
    """The ways of making Bob Short's table that fit his shipped claims about the game best (as the report
    ranks them, from ``seed``; ``model`` is not used: every way is ranked)."""
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims.fit import fit_claims

    claims = read_claims(shipped_claims_path("bob-short-1793"))
    return fit_chart(fit_claims([claim for claim in claims if claim.question == "game"], seed=seed))
