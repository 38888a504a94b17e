"""One look for every chart: title, axis labels, legend, and the source underneath.

Figures are made as plain :class:`matplotlib.figure.Figure` objects, not through pyplot, so that
importing whistodds never changes the user's matplotlib backend and no figure is left open in a
notebook's pyplot state; ``savefig`` picks its own renderer for the file.
"""

from __future__ import annotations

from pathlib import Path

from matplotlib.axes import Axes
from matplotlib.figure import Figure

FIGURE_SIZE = (8.0, 5.0)
DPI = 120
COLOURS = {"random": "#7f7f7f", "hoyle": "#1f4e79", "double-dummy": "#b5452b", "historical": "#2e7d32",
           "against": "#b5452b", "exact": "#7b3294"}
GAME_COLOURS = ("#1f4e79", "#b5452b", "#2e7d32", "#7b3294", "#7f7f7f")  # games drawn together, in turn


def new_figure(size: tuple[float, float] = FIGURE_SIZE) -> tuple[Figure, Axes]:
    figure = Figure(figsize=size, dpi=DPI)
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


def save(figure: Figure, path: str | Path) -> Path:
    path = Path(path)
    figure.savefig(path, format="png")
    return path
