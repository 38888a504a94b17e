"""What a report section is: its id, title, question, table titles and charts, defined once, and a
``compute(context) -> SectionResult``; and the registry that keeps the sections in the order the page shows them.

>>> from whistodds.reports.sections import registered_sections
>>> [section.id for section in registered_sections()][:3]
['calculations', 'betting-table', 'claims']
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from whistodds.games.discovery import Discovery, family_modules, package_modules
from whistodds.simulations.play.models import compared_models

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.kernels import ContextKernel, CountedKernel
    from whistodds.simulations.play.models import PlayModel


@dataclass(frozen=True)
class ReportContext:
    """What several sections share: the size of the simulations, the seed, where charts go, the executor the
    simulations run on (the figures do not depend on it) and the play models the report compares.  A compared
    model with no shipped kernel for a game is simulated from the report's deals and seed (:meth:`kernel`)."""

    deals: int
    seed: int
    charts_dir: Path
    executor: Executor | None = None
    models: tuple[PlayModel, ...] = field(default_factory=lambda: tuple(compared_models()))
    _announced: set[tuple[str, str]] = field(default_factory=set, compare=False, repr=False)

    def simulated_deals(self, model: PlayModel, game: Game | None = None) -> int | None:
        """None where a shipped kernel serves ``model`` at ``game``; else the report's deals, from which the
        report simulates the model's kernel with its seed, saying so first in one line on stderr (once).

        >>> from whistodds.simulations.play.models import get_model
        >>> ReportContext(2000, 3, Path(".")).simulated_deals(get_model("hoyle")) is None
        True
        """
        from whistodds.cache import say
        from whistodds.games.families.whist import LONG_WHIST
        from whistodds.simulations.kernels import has_shipped_kernel

        game = LONG_WHIST if game is None else game
        if has_shipped_kernel(game, model):
            return None
        if model.slow:
            raise ValueError(f"report: play model {model.name!r} has no shipped kernel for {game.name} and is too "
                             f"slow to simulate one unasked; ship its kernel (whist-odds kernel ... --format "
                             f"kernel-json)")
        if (model.name, game.name) not in self._announced:
            self._announced.add((model.name, game.name))
            say(f"report: no shipped kernel for {model.name} at {game.name}; simulating one of {self.deals:,} deals "
                f"(seed {self.seed})")
        return self.deals

    def kernel(self, model: PlayModel, game: Game | None = None) -> CountedKernel | ContextKernel:
        """The kernel of ``model`` at ``game`` the report uses: the shipped one, else one simulated from the
        report's deals and seed (:meth:`simulated_deals`; cached as every seeded kernel is, so made once)."""
        from whistodds.games.families.whist import LONG_WHIST
        from whistodds.simulations.kernels import get_kernel

        game = LONG_WHIST if game is None else game
        deals = self.simulated_deals(model, game)
        return get_kernel(model, deals, None if deals is None else self.seed, game=game, executor=self.executor)

    def sample(self, divisor: int, least: int = 1000) -> int:
        """A smaller simulation for a costlier figure: the report's deals over ``divisor``, at least ``least``.

        >>> ReportContext(200_000, 1793, Path(".")).sample(4), ReportContext(2000, 3, Path(".")).sample(4)
        (50000, 1000)
        """
        return max(self.deals // divisor, least)


@dataclass(frozen=True)
class Verdict:
    """One line of the page's summary: what was checked, and the verdict in plain words with its figure."""

    checked: str
    verdict: str


@dataclass
class SectionResult:
    """What a section found: its tables (name -> table, by file name), findings (one sentence a line; an
    indented line is a detail of the one before), the summary's verdicts, and ``fill``, the values of the
    ``{fields}`` in the section's question, table titles, chart captions and readings (counts taken from the
    data, never typed).  ``charts`` (name -> PNG file) is filled from the section's charts once it is computed.
    ``shown``: for a table too wide to read whole, the view the page shows instead (its columns picked and
    written in words, the table's index kept, in the order shown); the CSV and Markdown files keep every column."""

    tables: dict[str, pd.DataFrame] = field(default_factory=dict)
    findings: list[str] = field(default_factory=list)
    verdicts: list[Verdict] = field(default_factory=list)
    fill: dict[str, str] = field(default_factory=dict)
    charts: dict[str, Path] = field(default_factory=dict)
    shown: dict[str, pd.DataFrame] = field(default_factory=dict)


DrawChart = Callable[[ReportContext, Mapping[str, "pd.DataFrame"]], "Figure"]


@dataclass(frozen=True)
class ChartFunction:
    """A chart's drawing function named by where it lives, ``"module:function"``, and imported when it is first
    called (or its parameters read): a section registers its charts without loading them, or matplotlib.

    >>> draw = ChartFunction("whistodds.reports.charts.games:rubber_chart")
    >>> "game" in inspect.signature(draw).parameters
    True
    """

    path: str

    def function(self) -> Callable[..., Figure]:
        """The function itself, imported."""
        module, name = self.path.split(":")
        function: Callable[..., Figure] = getattr(import_module(module), name)
        return function

    def __call__(self, *args: Any, **kwargs: Any) -> Figure:
        return self.function()(*args, **kwargs)

    @property
    def __signature__(self) -> inspect.Signature:
        return inspect.signature(self.function())


@dataclass(frozen=True)
class ChartSpec:
    """One chart of a section: its file name, caption and the sentence that tells how to read it; ``draw``
    makes it for the report from the section's tables, ``standalone`` (keyword ``model``, and ``game`` for a
    chart of one game) draws it on its own for ``whist-odds chart NAME`` and ``reports.charts.CHARTS``.
    Every chart of the report can be drawn alone, so both are required: the sections are the one list of
    charts, and the drawing code may live in the section's module."""

    name: str
    caption: str
    reading: str
    draw: DrawChart
    standalone: Callable[..., Figure]

    def __post_init__(self) -> None:
        if not callable(self.draw) or not callable(self.standalone):
            raise ValueError(f"chart {self.name!r}: draw and standalone must be functions returning a Figure "
                             f"(every chart of the report can be drawn alone)")


@dataclass(frozen=True)
class Section:
    """One question the report answers.  ``tables`` gives the title of each table the section writes, in the
    order shown (a title may name ``{rows}``, the table's length); ``order`` places it on the page."""

    id: str
    title: str
    question: str
    compute: Callable[[ReportContext], SectionResult]
    tables: Mapping[str, str] = field(default_factory=dict)
    charts: tuple[ChartSpec, ...] = ()
    order: int = 1000


_REGISTRY: dict[str, Section] = {}


def register_section(section: Section) -> Section:
    """Add ``section`` to the report (shown by its ``order``, then in the order registered); returns it."""
    if section.id in _REGISTRY:
        raise ValueError(f"section {section.id!r} is already registered; use another id than "
                         f"{', '.join(_REGISTRY)}")
    taken = {spec.name for other in _REGISTRY.values() for spec in other.charts}
    clash = sorted(taken & {spec.name for spec in section.charts})
    if clash:
        raise ValueError(f"section {section.id!r} draws charts another section draws: {', '.join(clash)}")
    _REGISTRY[section.id] = section
    return section


def unregister_section(section_id: str) -> None:
    """Take a registered section out of the report."""
    _discover()
    if section_id not in _REGISTRY:
        raise ValueError(f"no section {section_id!r}; use one of {', '.join(_REGISTRY)}")
    del _REGISTRY[section_id]


def registered_sections() -> tuple[Section, ...]:
    """The report's sections in the order the page shows them."""
    _discover()
    return tuple(sorted(_REGISTRY.values(), key=lambda section: section.order))


def _find_sections() -> None:
    """Import every module of this package and every game package's ``section``: each registers its own.  Run
    on the first look-up, never at import (a section's module imports this one)."""
    package_modules(__name__.rpartition(".")[0])
    family_modules("section")


_discover = Discovery(_find_sections)


def report_charts() -> tuple[ChartSpec, ...]:
    """Every chart the report draws, section by section."""
    return tuple(spec for section in registered_sections() for spec in section.charts)


def standalone_charts() -> dict[str, Callable[..., Figure]]:
    """The charts ``whist-odds chart NAME`` draws on their own, by name."""
    return {spec.name: spec.standalone for spec in report_charts()}


def run_section(section: Section, context: ReportContext) -> SectionResult:
    """Compute ``section`` and draw its charts under ``context.charts_dir``: each a PNG file, and an SVG with
    its text as text, which the page shows."""
    from whistodds.reports.page_svg import save_page_svg
    from whistodds.reports.style import save

    result = section.compute(context)
    for spec in section.charts:
        figure = spec.draw(context, result.tables)
        result.charts[spec.name] = save(figure, context.charts_dir / f"{spec.name}.png")
        save_page_svg(figure, context.charts_dir / f"{spec.name}.svg")
    return result


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve")


def number_word(count: int) -> str:
    """A count as a word in running prose, as the page writes small numbers; larger ones in figures.

    >>> number_word(6), number_word(44)
    ('six', '44')
    """
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else f"{count:,}"
