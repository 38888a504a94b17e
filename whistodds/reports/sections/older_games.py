"""Section: the older games, from ruff-and-honours (1674) to double dummy (1911), compared."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.games.registry import get_game
from whistodds.reports.charts.heatmaps import game_heatmap, heatmap_chart
from whistodds.reports.charts.history import history_chart
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section
from whistodds.reports.sections.summary_words import advantage as advantage_words

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

OLDER_GAMES = ("ruff-and-honours", "whisk", "whisk-and-swabbers", "american-whist", "dummy-whist", "double-dummy")
# Those with an exact heatmap under their own play model: not Dummy Whist, whose hoyle reads dummy's hand
# (the exact solver refuses it; tests/test_report.py checks this list against exact_solvable).
HEATMAP_GAMES = tuple(name for name in OLDER_GAMES if name != "dummy-whist")
HISTORY_DRAWS, HISTORY_RUBBER_DRAWS = 50, 10  # Dirichlet draws for the history table's exact intervals (kept small)


def history_matches(deals: int) -> int:
    """Games (and rubbers) of hoyle against random per older game, and of Dummy Whist under hoyle, for the
    report: a hundredth of its deals, at least 1,000, to keep the section to a few seconds.

    >>> history_matches(200_000), history_matches(2000)
    (2000, 1000)
    """
    return max(deals // 100, 1000)


def compute(context: ReportContext) -> SectionResult:
    from whistodds.odds.history import history_table

    matches = history_matches(context.deals)
    table = history_table(matches=matches, seed=context.seed, draws=HISTORY_DRAWS, rubber_draws=HISTORY_RUBBER_DRAWS)
    hoyle = table[table.model == "hoyle"].set_index("game")
    exact = hoyle[hoyle.kernel_deals > 0]
    largest, smallest = exact.dealer_advantage_pp.idxmax(), exact.dealer_advantage_pp.idxmin()
    luckiest = hoyle.p_hoyle_loses_game.idxmax()
    left_out = [name for name in OLDER_GAMES if name not in HEATMAP_GAMES]

    def advantage(game: str) -> str:
        row = hoyle.loc[game]
        return f"{row.dealer_advantage_pp:+.2f} pp ({row.dealer_advantage_low:+.2f} to {row.dealer_advantage_high:+.2f})"

    def in_words(game: str) -> str:  # the summary's: in percentage points, in words
        row = hoyle.loc[game]
        return advantage_words(row.dealer_advantage_pp, row.dealer_advantage_low, row.dealer_advantage_high)

    verdicts = []
    if "double-dummy" in hoyle.index:
        row = hoyle.loc["double-dummy"]
        word = ("borne out" if row.dealer_advantage_high < 0 else "not borne out" if row.dealer_advantage_low > 0
                else "too close to call")
        verdicts.append(Verdict(
            "Double Dummy: 'the deal is a disadvantage' (1911 Britannica)",
            f"{word}: from love-all, under hoyle play, the dealer has {in_words('double-dummy')}."))
    verdicts.append(Verdict(
        "The older games, 1674 to 1911",
        f"the deal is worth most at {largest} ({in_words(largest)}) and least at {smallest} "
        f"({in_words(smallest)})."))
    findings = [
        f"Under hoyle play the exact dealer's advantage from love-all (95% interval) is largest at {largest}, "
        f"{advantage(largest)}, and smallest at {smallest}, {advantage(smallest)}"
        + "".join(f"; at {name}, from whole games, {advantage(name)}" for name in left_out if name in hoyle.index)
        + f". A hoyle side loses most often to a random one at {luckiest}: {hoyle.p_hoyle_loses_game[luckiest]:.3f} "
        f"of games ({hoyle.p_hoyle_loses_game_low[luckiest]:.3f} to {hoyle.p_hoyle_loses_game_high[luckiest]:.3f}).",
        f"Exact figures from each game's deal kernel ({HISTORY_DRAWS} redraws of the kernel for the game's intervals, "
        f"{HISTORY_RUBBER_DRAWS} for the rubber's); the luck measure from {matches:,} games and rubbers of hoyle "
        f"against random per game" + (f"; {', '.join(left_out)} under hoyle (which reads dummy's hand, so which "
                                      f"seat deals matters) from {matches:,} whole games and rubbers, dummy dealing "
                                      f"first, and no exact heatmap" if left_out else "") + ".",
    ]
    return SectionResult(tables={"history": table}, findings=findings, verdicts=verdicts)


def _history(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return history_chart(table=tables["history"])


def _heatmap(name: str) -> ChartSpec:
    """The heatmap of older game ``name`` under its own play model."""

    def draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
        from whistodds.simulations.play.models import get_model

        game = get_game(name)
        return heatmap_chart(game, get_model(game.play_model))

    def standalone(model: PlayModel | None = None, game: Game = get_game(name)) -> Figure:
        return game_heatmap(model, game)

    return ChartSpec(f"heatmap-{name}",
                     f"{name}: P(we win) from every score, with and against the deal (its own play model).",
                     "Read as the long whist chart, for this game under its own play model: with the deal above, "
                     "against it below; the deeper the blue, the likelier we are to win.", draw, standalone)


SECTION = register_section(Section(
    id="older-games", order=110,
    title="The older games, from ruff-and-honours to double dummy",
    question="How did the deal, the chance of a comeback and the part of luck change from Cotton's games of 1674 to "
             "the whist of the nineteenth century?",
    compute=compute,
    tables={"history": "The older games compared: the deal, the comeback and the luck"},
    charts=(
        ChartSpec("history", "Three centuries of whist: the games in date order, hoyle play (95% intervals).",
                  "The games in date order: the dealer's advantage (top), how often the side behind after the first "
                  "deal recovers (middle), and how often a skilled side loses to an unskilled one (bottom).",
                  _history, history_chart),
        *(_heatmap(name) for name in HEATMAP_GAMES),
    ),
))
