"""Chart of the atlas: the verdicts on each source's figures, the sources in order of their year."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.reports.style import finish, new_figure
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

VERDICT_COLOURS = {"exact": "#1b7837", "close": "#7fbf7b", "borne out": "#a6dba0", "overstates": "#c2a5cf",
                   "understates": "#762a83", "not borne out": "#999999"}


def _label(source: str, year: int) -> str:
    """A source's name, cut to fit, with its year where the name does not give it whole."""
    short = f"{source[:44]}..." if len(source) > 47 else source
    return short if str(year) in short else f"{short} ({year})"


def atlas_chart(by_source: pd.DataFrame) -> Figure:
    """One bar a source (its year beside its name, oldest at the top): the count of each verdict on its figures.
    ``by_source`` is :func:`~whistodds.reports.atlas_table.atlas_by_source`'s table."""
    rows = by_source.sort_values("year", ascending=False, kind="stable")
    figure, axes = new_figure((9.5, max(4.0, 0.36 * len(rows) + 1.5)))
    labels = [_label(source, year) for source, year in zip(rows.source, rows.year)]
    left = [0.0] * len(rows)
    for verdict, colour in VERDICT_COLOURS.items():
        counts = rows[verdict].tolist()
        if sum(counts):
            axes.barh(labels, counts, left=left, color=colour, label=verdict)
            left = [a + b for a, b in zip(left, counts)]
    axes.tick_params(axis="y", labelsize=8)
    return finish(figure, axes, title="The verdicts on each source's figures",
                  xlabel="Printed figures", ylabel="", source="The shipped atlas of the books' figures (verify claims atlas)")


def shipped_atlas_chart(model: PlayModel | None = None, seed: int = 0) -> Figure:
    """The shipped atlas's verdicts by source, as the report draws them (``model`` is not used: a game or rubber
    figure is checked under the default play model, a holding by counting the cards)."""
    from whistodds.reports.atlas_table import atlas_by_source, atlas_figures, explained_atlas

    return atlas_chart(atlas_by_source(atlas_figures(explained_atlas(seed)[1])))
