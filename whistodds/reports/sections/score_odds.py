"""Section: the odds at every score of long and short whist."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST
from whistodds.reports.charts.heatmaps import game_heatmap
from whistodds.reports.sections.base import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    number_word,
    register_section,
)
from whistodds.simulations.play.models import DEFAULT_MODEL, get_model

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel


def table_name(game: str) -> str:
    """The file name of a game's odds at every score.

    >>> table_name("long-whist")
    'odds_long_whist'
    """
    return f"odds_{game.replace('-', '_')}"


def compute(context: ReportContext) -> SectionResult:
    from whistodds.games.families.whist import LONG_AGAINST_SHORT
    from whistodds.odds.game_odds import odds_table

    tables = {}
    lines = []
    for game in LONG_AGAINST_SHORT:
        table = odds_table(game, get_model(DEFAULT_MODEL), seed=context.seed)
        tables[table_name(game.name)] = table
        start = table[(table.us == 0) & (table.them == 0) & (table.dealer == "us")].iloc[0]
        lines.append(f"{game.name} ({game.score_rules.target} up): at love-all the dealer's side wins {start.p_win:.4f} "
                     f"of games (95% {start.ci95_low:.4f}-{start.ci95_high:.4f}), hoyle play; every score is in "
                     f"the table below.")
    return SectionResult(tables=tables, findings=lines)


def long_heatmap(model: PlayModel | None = None, game: Game = LONG_WHIST) -> Figure:
    """Long whist (or ``game``): P(we win) from every score under ``model``."""
    return game_heatmap(model, game)


def short_heatmap(model: PlayModel | None = None, game: Game = SHORT_WHIST) -> Figure:
    """Short whist (or ``game``): P(we win) from every score under ``model``."""
    return game_heatmap(model, game)


def _long(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return long_heatmap()


def _short(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return short_heatmap()


SECTION = register_section(Section(
    id="score-odds", order=40,
    title="The odds at every score",
    question=f"What is the chance of winning the game from any score, at long whist "
             f"({number_word(LONG_WHIST.score_rules.target)} up) and short whist "
             f"({number_word(SHORT_WHIST.score_rules.target)} up)?",
    compute=compute,
    tables={"odds_long_whist": "Long whist: the chance of winning from every score (hoyle play)",
            "odds_short_whist": "Short whist: the chance of winning from every score (hoyle play)"},
    charts=(
        ChartSpec("heatmap-long", "Long whist: P(we win) from every score, with and against the deal.",
                  "Find the score (ours up the side, theirs along the bottom): the deeper the blue, the likelier we "
                  "are to win; the upper panel is with the deal, the lower against it.", _long, long_heatmap),
        ChartSpec("heatmap-short", "Short whist: the same.",
                  "Read as the long whist chart: with the deal above, against it below.", _short, short_heatmap),
    ),
))
