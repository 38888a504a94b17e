"""How much the play model matters: the odds at each of Bob Short's scores under each model the charts compare."""

from __future__ import annotations

from matplotlib.figure import Figure

from whistodds.reports.charts.models import SHORT_SOURCE, charted_models
from whistodds.reports.style import COLOURS, MARKERS, finish, new_figure
from whistodds.simulations.play.models import PlayModel


def sensitivity_markers() -> dict[str, tuple[str, float]]:
    """Each charted model's marker and its offset from the row (0.22 apart, centred), so that none hides another.

    >>> markers = sensitivity_markers()
    >>> markers["random"][0], markers["double-dummy"][0], round(sum(offset for _, offset in markers.values()), 9)
    ('v', 's', 0.0)
    >>> offsets = sorted(offset for _, offset in markers.values())
    >>> {round(b - a, 9) for a, b in zip(offsets, offsets[1:])}  # 0.22 apart
    {0.22}
    """
    names = charted_models()
    return {name: (MARKERS[name], round((k - (len(names) - 1) / 2) * 0.22, 10)) for k, name in enumerate(names)}


def sensitivity_chart(model: PlayModel | None = None) -> Figure:
    """The odds at every entry of Bob Short's table under each play model, and his figures: one row per entry,
    each model with its own marker and a small offset so that none hides another."""
    import numpy as np

    from whistodds.families.whist.odds.bob_short import verify_bob_short
    from whistodds.simulations.play.models import get_model

    figure, axes = new_figure((8.0, 9.8))
    reading = "deal unknown"
    markers = sensitivity_markers()
    for name, (marker, offset) in markers.items():
        rows = verify_bob_short(get_model(name), draws=50)
        rows = rows[(rows.favours == "first-named") & (rows.reading == reading)]
        y = np.arange(len(rows))[::-1] + offset
        axes.plot(rows.model_probability, y, marker=marker, ms=6, lw=0, color=COLOURS[name],
                  label=f"model, {name} play",
                  markerfacecolor="none" if name == next(iter(markers)) else COLOURS[name])  # the first hollow
    rows_y = np.arange(len(rows))[::-1]
    axes.plot(rows.historical_probability, rows_y, marker="D", ms=6, lw=0, color=COLOURS["historical"],
              markerfacecolor="none", markeredgewidth=1.5, label="Bob Short (1793)")
    axes.set_yticks(rows_y, rows.entry, fontsize=8.5)
    axes.set_ylim(-0.8, len(rows) - 0.2)
    axes.grid(True, axis="y", alpha=0.15)
    axes.tick_params(axis="x", labelsize=10)
    axes.legend(frameon=True, framealpha=0.9, fontsize=10, loc="lower right")
    return finish(figure, axes, legend=False,
                  title="How much the play model matters:\nthe odds at each of Bob Short's scores",
                  xlabel=f"P(side ahead wins), {reading}", ylabel="Score (side ahead to side behind)",
                  source=f"Source: {SHORT_SOURCE}. Model: exact game odds from each shipped deal kernel.")
