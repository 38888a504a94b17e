"""Section: does it pay to attend to the score?  hoyle-score against hoyle, score by score and game by game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.games.families.whist import LONG_WHIST
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section
from whistodds.reports.sections.summary_words import chance
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game


def table_name(game: str) -> str:
    """The file name of what attending to the score changes in ``game``.

    >>> table_name("short-whist")
    'attention_short_whist'
    """
    return f"attention_{game.replace('-', '_')}"


def compute(context: ReportContext) -> SectionResult:
    from whistodds.games.families.whist import LONG_AGAINST_SHORT
    from whistodds.families.whist.odds.score_attention import attention_difference_table, attention_worth

    tables = {}
    lines = []
    verdicts = []
    for game in LONG_AGAINST_SHORT:
        table = attention_difference_table(game, seed=context.seed)
        tables[table_name(game.name)] = table
        clear = table[(table.ci95_low > 0) | (table.ci95_high < 0)]
        top = table.loc[table.difference.abs().nlargest(3).index]
        moves = "; ".join(f"{r.us}-{r.them}, {'we' if r.dealer == 'us' else 'they'} deal: {r.p_win_plain:.4f} to "
                          f"{r.p_win_attending:.4f} ({r.difference * 100:+.2f} pp, 95% {r.ci95_low * 100:+.2f} to "
                          f"{r.ci95_high * 100:+.2f})" for r in top.itertuples())
        worth = attention_worth(game, context.sample(4), context.seed, executor=context.executor)
        low, high = worth.interval95
        lines.append(f"{game.name}: with both sides attending to the score, P(we win) moves by more than its "
                     f"interval at {len(clear)} of {len(table)} score and deal states; the most: {moves}.")
        lines.append(f"{game.name}: a side attending to the score against one that does not wins "
                     f"{worth.estimate:.4f} of games from love-all (95% {low:.4f}-{high:.4f}; {worth.trials:,} games, "
                     f"each side dealing first in half).")
        if game is LONG_AGAINST_SHORT[0]:
            verdicts.append(Verdict(
                "Rule XXVI, 'Attend to the score' (long whist)",
                f"{'worth something' if low > 0.5 else 'no clear gain' if high >= 0.5 else 'a loss'}: a side that "
                f"attends to the score wins {chance(worth.estimate, low, high)} of games against one that does "
                f"not."))
    return SectionResult(tables=tables, findings=lines, verdicts=verdicts)


def attention_long(model: PlayModel | None = None, game: Game = LONG_WHIST) -> Figure:
    """Long whist (or ``game``): how much P(we win) moves when both sides attend to the score (hoyle-score
    against hoyle)."""
    from whistodds.families.whist.odds.score_attention import attention_difference_table
    from whistodds.odds.game_odds import score_game
    from whistodds.reports.charts.heatmaps import attention_chart

    if model is not None and model.name != "hoyle":
        raise ValueError(f"model {model.name!r} is not allowed for chart attention-long, which sets hoyle-score "
                         f"against hoyle; use hoyle")
    return attention_chart(attention_difference_table(score_game(game), draws=100))


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.reports.charts.heatmaps import attention_chart

    return attention_chart(table=tables[table_name("long-whist")])


SECTION = register_section(Section(
    id="attention", order=50,
    title="Does it pay to attend to the score?",
    question="Bob Short's rule XXVI says to attend to the score. How much do the odds move when players do?",
    compute=compute,
    tables={"attention_long_whist": "Long whist: what attending to the score changes, score by score",
            "attention_short_whist": "Short whist: what attending to the score changes, score by score"},
    charts=(ChartSpec("attention-long", "Long whist: how much P(we win) moves when both sides attend to the score "
                                        "(hoyle-score) rather than neither (hoyle).",
                      "Purple cells are scores where attending to the score helps the side whose chance is shown, "
                      "orange where it costs them; '?' marks a change too small to be sure of.",
                      _draw, attention_long),),
))
