"""One look for every chart: title, axis labels, legend, and the source underneath.

Figures are made as :class:`Chart` objects (a plain :class:`matplotlib.figure.Figure`), not through
pyplot, so that importing whistodds never changes the user's matplotlib backend and no figure is left
open in a notebook's pyplot state; ``savefig`` picks its own renderer for the file (PNG or SVG, by its
suffix), and a chart shows itself in Jupyter as a PNG (``_repr_png_``) whatever the backend.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping
from pathlib import Path

from matplotlib.axes import Axes
from matplotlib.figure import Figure

from whistodds.simulations.play.models import play_models

FIGURE_SIZE = (8.0, 5.0)
DPI = 120
# Colours of what is not a play model; each play model has its own (PlayModel.colour).
OTHER_COLOURS = {"historical": "#2e7d32", "against": "#b5452b", "exact": "#7b3294"}


class _Colours(Mapping[str, str]):
    """Every registered play model's colour by its name, then ``OTHER_COLOURS``: read from the registry on each
    use, so a model registered later is drawn in its own colour.

    >>> COLOURS["hoyle"], COLOURS["historical"]
    ('#1f4e79', '#2e7d32')
    """

    def _all(self) -> dict[str, str]:
        return {**{model.name: model.colour for model in play_models()}, **OTHER_COLOURS}

    def __getitem__(self, name: str) -> str:
        return self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


class _Markers(Mapping[str, str]):
    """Every registered play model's marker in charts, by its name (PlayModel.marker).

    >>> MARKERS["random"], MARKERS["double-dummy"]
    ('v', 's')
    """

    def _all(self) -> dict[str, str]:
        return {model.name: model.marker for model in play_models()}

    def __getitem__(self, name: str) -> str:
        return self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


COLOURS: Mapping[str, str] = _Colours()
MARKERS: Mapping[str, str] = _Markers()
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
    axes.set_title(title, fontsize=13, loc="left")
    axes.set_xlabel(xlabel, fontsize=11)
    axes.set_ylabel(ylabel, fontsize=11)
    axes.tick_params(labelsize=10)
    if legend:
        axes.legend(frameon=False, fontsize=10)
    figure.text(0.01, 0.01, source, fontsize=8.5, color="#555555", ha="left", va="bottom", wrap=True)
    figure.tight_layout(rect=(0, 0.06, 1, 1))
    return figure


def relative_luminance(rgb: tuple[float, ...]) -> float:
    """The WCAG relative luminance of an sRGB colour given as 0-1 floats (alpha ignored).

    >>> round(relative_luminance((1, 1, 1)), 3), round(relative_luminance((0, 0, 0)), 3)
    (1.0, 0.0)
    """
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(float(c)) for c in rgb[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


DARK_TEXT, LIGHT_TEXT = "#111111", "#ffffff"


def text_colour_on(rgb: tuple[float, ...]) -> str:
    """Dark or light text, whichever contrasts more with a cell of colour ``rgb`` (0-1 floats).

    >>> text_colour_on((0.02, 0.19, 0.38)), text_colour_on((0.97, 0.97, 0.97))
    ('#ffffff', '#111111')
    """
    background = relative_luminance(rgb)
    on_dark = (1.0 + 0.05) / (background + 0.05)           # white text
    on_light = (background + 0.05) / (relative_luminance((0.067, 0.067, 0.067)) + 0.05)  # near-black text
    return LIGHT_TEXT if on_dark > on_light else DARK_TEXT


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
