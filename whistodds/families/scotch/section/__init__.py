"""Section: Scotch Whist (Catch the Ten), its odds at every score and the source's advice on the trump ten.

Its chart is in :mod:`~whistodds.families.scotch.section.chart`, its answers in words (the points per deal, the
advice tested) in :mod:`~whistodds.families.scotch.section.text`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.families.scotch.rules import scotch_whist
from whistodds.families.scotch.section import text as _text  # noqa: F401  (its answers' text, registered)
from whistodds.reports.sections.base import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    number_word,
    register_section,
)
from whistodds.reports.sections.summary_words import by_kind
from whistodds.simulations.play.models import DEFAULT_MODEL

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

FORMS = ((2, 2), (3, 3), (4, 2), (4, 4), (5, 5), (6, 2), (6, 3), (7, 7), (8, 2), (8, 4))  # (players, sides) tested
FOUR = scotch_whist(4, 2)  # the form whose odds at every score the report shows
PLAYERS, SIDES = number_word(FOUR.players), number_word(len(FOUR.sides))
PARTNERSHIP, ALONE = ("partnership form", "partnership forms"), ("form where each plays for himself",
                                                                 "forms where each plays for himself")
ADVICE_WORDS = {"the advice helps the holder's side": "helps", "the advice costs the holder's side": "costs",
                "no detectable effect": "makes no detectable difference"}


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.odds.game_odds import odds_table
    from whistodds.families.scotch.odds import scotch_points_table, verify_scotch_advice
    from whistodds.simulations.kernels import simulate_kernel
    from whistodds.simulations.estimate import Estimate
    from whistodds.simulations.play.models import get_model

    hoyle = get_model("hoyle")
    kernel = simulate_kernel(hoyle, context.deals, context.seed, game=FOUR, executor=context.executor)
    odds = odds_table(FOUR, kernel, seed=0)
    points = []
    advice = []
    for players, sides in FORMS:
        game = scotch_whist(players, sides)
        each = context.sample(4)
        points.append(scotch_points_table(game, hoyle, each, context.seed, executor=context.executor).assign(
            game=game.title))
        result = verify_scotch_advice(game, each, context.seed, executor=context.executor)
        advice.append({"game": game.title, **{key: value for name, figure in result.items() for key, value in (
            figure.columns(name) if isinstance(figure, Estimate) else {name: figure}).items()}})
    advice_table = pd.DataFrame(advice).drop(columns="game").assign(game=[a["game"] for a in advice])
    lines = [f"{row.game}: {row.verdict} ({row.difference:+.2f} ± {row.se:.2f} points a deal for the "
             f"side dealt the trump ten)." for row in advice_table.itertuples(index=False)]
    # By kind of form, as the figures fall: partnerships, and each playing for himself.
    kinds = [PARTNERSHIP if sides < players else ALONE for players, sides in FORMS]
    short = [ADVICE_WORDS.get(verdict, verdict) for verdict in advice_table.verdict]
    verdict = Verdict("Scotch Whist: 'well advised to lead' the trump ten",
                      f"for the side dealt the ten, the advice {by_kind(short, kinds)}.")
    findings = ["The source's advice about the trump ten, tested on the same deals with and without it "
                "(only the player dealt the ten follows it; everyone else plays hoyle):", *lines]
    return SectionResult(
        tables={"odds_scotch_whist_4_players": odds, "scotch_points_per_deal": pd.concat(points, ignore_index=True),
                "scotch_advice": advice_table},
        findings=findings, verdicts=[verdict])


def scotch_heatmap(model: PlayModel | None = None, game: Game = FOUR) -> Figure:
    """Scotch Whist to 41, four players in two sides (or ``game``): P(we win) from every score under ``model``."""
    from whistodds.families.scotch.section.chart import scotch_heatmap_chart

    return scotch_heatmap_chart(model, game=game)


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.scotch.section.chart import scotch_heatmap_chart

    return scotch_heatmap_chart(n_deals=context.deals, table=tables["odds_scotch_whist_4_players"])


SECTION = register_section(Section(
    id="scotch", order=90,
    title="Scotch Whist (Catch the Ten)",
    question=f"Is the source's advice about the trump ten sound, and what are the odds at every score of the game "
             f"to {FOUR.score_rules.target}?",
    compute=compute,
    tables={"odds_scotch_whist_4_players": f"Scotch Whist to {FOUR.score_rules.target}, {PLAYERS} players: the chance "
                                           f"of winning from every score",
            "scotch_points_per_deal": "Scotch Whist: the points of a deal, by players and sides",
            "scotch_advice": "Scotch Whist: the advice to lead the trump ten, tested"},
    charts=(ChartSpec("heatmap-scotch",
                      f"Scotch Whist to {FOUR.score_rules.target}, {PLAYERS} players in {SIDES} sides: the same.",
                      f"The chance of winning from every score of the game to {FOUR.score_rules.target}, with the deal "
                      f"above and against it below.", _draw, scotch_heatmap),),
))
