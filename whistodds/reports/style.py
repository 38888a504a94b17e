"""One look for every chart: title, axis labels, legend, and the source underneath.

Figures are made as :class:`Chart` objects (a plain :class:`matplotlib.figure.Figure`), not through
pyplot, so that importing whistodds never changes the user's matplotlib backend and no figure is left
open in a notebook's pyplot state; ``savefig`` picks its own renderer for the file (PNG or SVG, by its
suffix), and a chart shows itself in Jupyter as a PNG (``_repr_png_``) whatever the backend.
"""

from __future__ import annotations

import io
from pathlib import Path

from matplotlib.axes import Axes
from matplotlib.figure import Figure

FIGURE_SIZE = (8.0, 5.0)
DPI = 120
COLOURS = {"random": "#7f7f7f", "hoyle": "#1f4e79", "double-dummy": "#b5452b", "historical": "#2e7d32",
           "against": "#b5452b", "exact": "#7b3294"}
GAME_COLOURS = ("#1f4e79", "#b5452b", "#2e7d32", "#7b3294", "#7f7f7f")  # games drawn together, in turn


CHART_FORMATS = {".png": "png", ".svg": "svg"}


class Chart(Figure):
    """A matplotlib ``Figure`` that Jupyter displays inline as a PNG, with no pyplot and no backend chosen.

    >>> chart = Chart(figsize=(2, 1))
    >>> chart._repr_png_()[:4] == b"\\x89PNG"
    True
    """

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        self.savefig(buffer, format="png")
        return buffer.getvalue()


def new_figure(size: tuple[float, float] = FIGURE_SIZE) -> tuple[Figure, Axes]:
    figure = Chart(figsize=size, dpi=DPI)
    axes = figure.subplots()
    axes.grid(True, alpha=0.3)
    return figure, axes


def finish(figure: Figure, axes: Axes, *, title: str, xlabel: str, ylabel: str, source: str,
           legend: bool = True) -> Figure:
    """Title, labels, legend and a source line under the plot."""
    axes.set_title(title, fontsize=12, loc="left")
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    if legend:
        axes.legend(frameon=False, fontsize=9)
    figure.text(0.01, 0.01, source, fontsize=7.5, color="#555555", ha="left", va="bottom", wrap=True)
    figure.tight_layout(rect=(0, 0.05, 1, 1))
    return figure


def chart_format(path: str | Path) -> str:
    """The file format a chart is written in, from the file's suffix: png or svg; else a one-line error.

    >>> chart_format("long-short.svg")
    'svg'
    """
    suffix = Path(path).suffix.lower()
    if suffix not in CHART_FORMATS:
        raise ValueError(f"--out {str(path)!r}: charts are written as {' or '.join(CHART_FORMATS)} files")
    return CHART_FORMATS[suffix]


def save(figure: Figure, path: str | Path, format: str | None = None) -> Path:
    """Write ``figure`` to ``path`` as ``format`` (default: from the suffix, png or svg); an SVG carries no date
    and fixed element ids, so the same chart gives the same file."""
    import matplotlib

    path = Path(path)
    format = format or chart_format(path)
    if format != "svg":
        figure.savefig(path, format=format)
        return path
    with matplotlib.rc_context({"svg.hashsalt": "whistodds"}):
        figure.savefig(path, format=format, metadata={"Date": None})
    return path
