"""The report's charts as SVG inside the page: text kept as text (it scales with the page and reads at any
zoom), each chart's element ids made its own so that several charts live in one document, and a least width
so that its smallest text is never drawn under :data:`LEAST_TEXT_PX` pixels (a narrower screen scrolls the
chart sideways, as it does a wide table).

>>> svg = ('<?xml version="1.0"?><svg width="100pt" height="50pt" viewBox="0 0 100 50"><defs><style '
...        'type="text/css">*{stroke-linejoin: round}</style></defs><g id="a"><text style="font-size: 6px">x</text>'
...        '<use xlink:href="#a"/><path clip-path="url(#a)"/></g></svg>')
>>> print(page_svg(svg, "c1", "A chart"))  # doctest: +NORMALIZE_WHITESPACE
<svg viewBox="0 0 100 50" class="chart-svg" role="img" aria-label="A chart"
 style="min-width: 150px; stroke-linejoin: round"><title>A chart</title><defs></defs><g id="c1-a"><text
 style="font-size: 6px">x</text><use xlink:href="#c1-a"/><path clip-path="url(#c1-a)"/></g></svg>
"""

from __future__ import annotations

import html
import math
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from matplotlib.figure import Figure

LEAST_TEXT_PX = 9.0  # the smallest chart text the page draws, in CSS pixels

_FONT_SIZE = re.compile(r"font-size:\s*([0-9.]+)px")
_STYLE = re.compile(r"<style[^>]*>\s*\*\s*\{([^}]*)\}\s*</style>")


def save_page_svg(figure: Figure, path: str | Path) -> Path:
    """Write ``figure`` as the SVG the page inlines: its text as text (not glyph outlines), no date, fixed ids."""
    import matplotlib

    path = Path(path)
    with matplotlib.rc_context({"svg.hashsalt": "whistodds", "svg.fonttype": "none"}):
        figure.savefig(path, format="svg", metadata={"Date": None})
    return path


def smallest_text(svg: str) -> float:
    """The smallest font size in ``svg``, in its own units (matplotlib's points); 10 if it has no text.

    >>> smallest_text('<text style="font-size: 10px"/><text style="font-size: 8.5px"/>')
    8.5
    """
    sizes = [float(size) for size in _FONT_SIZE.findall(svg)]
    return min(sizes) if sizes else 10.0


def page_svg(svg: str, prefix: str, label: str) -> str:
    """``svg`` (a matplotlib SVG file's text) as markup to put inside an HTML page: no XML prologue or
    metadata, its ids prefixed with ``prefix``, its sheet's rule for every element made the root's style, a
    title and label for screen readers, and a least width in CSS pixels at which its smallest text is
    :data:`LEAST_TEXT_PX`."""
    svg = svg[svg.index("<svg"):]
    svg = re.sub(r"<metadata>.*?</metadata>", "", svg, flags=re.S)
    inherited = ""
    rule = _STYLE.search(svg)
    if rule is not None:
        inherited = "; ".join(part.strip() for part in rule.group(1).split(";") if part.strip())
        svg = svg[:rule.start()] + svg[rule.end():]
    svg = re.sub(r'\bid="([^"]+)"', rf'id="{prefix}-\1"', svg)
    svg = re.sub(r"url\(#([^)]+)\)", rf"url(#{prefix}-\1)", svg)
    svg = re.sub(r'href="#([^"]+)"', rf'href="#{prefix}-\1"', svg)
    root_end = svg.index(">")
    root = svg[:root_end]
    view_box = re.search(r'viewBox="([^"]+)"', root)
    width = float(view_box.group(1).split()[2]) if view_box else 576.0
    least = math.ceil(width * LEAST_TEXT_PX / smallest_text(svg))
    root = re.sub(r'\s(width|height)="[^"]*"', "", root)
    root = re.sub(r'\s(xmlns:xlink|xmlns|version)="[^"]*"', "", root)
    style = f"min-width: {least}px" + (f"; {inherited}" if inherited else "")
    label = html.escape(label)
    root += f' class="chart-svg" role="img" aria-label="{label}" style="{style}"'
    return f"{root}><title>{label}</title>{svg[root_end + 1:].strip()}".replace("\n", " ").strip()
