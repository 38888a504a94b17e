"""The score-grid charts: the chance of winning (or its change) at every score, with the deal above and
against it below, each cell's number in dark or light text by its colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.games.families.whist import LONG_WHIST
from whistodds.reports.style import Chart, text_colour_on
from whistodds.simulations.play.models import PlayModel, default_model

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game

RULES_SOURCE = "Rules: Bob Short, Hoyle Abridged (1793); 1911 Encyclopaedia Britannica, 'Whist'."


def heatmap_chart(game: Game | None = None, model: PlayModel | None = None) -> Figure:
    """P(we win) over the score grid of any two-side score game (default long whist), with and against the deal."""
    from whistodds.odds.game_odds import odds_table, score_game

    game, chosen = score_game(game or LONG_WHIST), model or default_model()
    target = game.score_rules.target
    return _heatmap(odds_table(game, chosen, draws=0), target,
                    f"{game.name} ({target} up): the chance of winning from every score, {chosen.name} play",
                    f"Exact game odds (exact calculation), {chosen.name} deal kernel. {RULES_SOURCE}")


def game_heatmap(model: PlayModel | None = None, game: Game = LONG_WHIST) -> Figure:
    """The heatmap of any two-side score game named with its rules (``"long-whist(call_at=none)"``), under
    ``model`` (default the game's own play model): what ``whist-odds chart heatmap-NAME --game G`` draws."""
    from whistodds.odds.game_odds import score_game
    from whistodds.simulations.play.models import get_model

    game = score_game(game)
    return heatmap_chart(game, model or get_model(game.play_model))


HEATMAP_SIZE = (6.2, 9.8)  # two panels, one above the other: legible when the page is a phone's width


def _source_line(figure: Figure, source: str, width: int = 95) -> None:
    """The source under the panels, wrapped, as the figure's x label so that the layout makes room for it."""
    import textwrap

    figure.supxlabel("\n".join(textwrap.wrap(source, width)), x=0.01, ha="left", fontsize=8.5, color="#555555")


def _heatmap(table: pd.DataFrame, target: int, title: str, source: str) -> Figure:
    import numpy as np

    figure = Chart(figsize=HEATMAP_SIZE, dpi=120, layout="constrained")
    panels = figure.subplots(2, 1)
    ticks = range(target) if target <= 10 else range(0, target, 5)
    for axes, dealer, words in zip(panels, ("us", "them"), ("we deal the next hand", "they deal the next hand")):
        grid = table[table.dealer == dealer].pivot(index="us", columns="them", values="p_win").to_numpy()
        image = axes.imshow(grid, cmap="RdBu", vmin=0, vmax=1, origin="lower")
        if target <= 10:
            for (us, them), value in np.ndenumerate(grid):
                axes.text(them, us, f"{value:.2f}", ha="center", va="center", fontsize=8.5 if target > 5 else 12,
                          color=text_colour_on(image.cmap(image.norm(value))))
        axes.set_title(words, fontsize=12, loc="left")
        axes.set_xlabel("their score", fontsize=11)
        axes.set_ylabel("our score", fontsize=11)
        axes.set_xticks(list(ticks))
        axes.set_yticks(list(ticks))
        axes.tick_params(labelsize=10)
    bar = figure.colorbar(image, ax=list(panels), shrink=0.7)
    bar.set_label("P(we win the game)\nblue: we are favourites; red: they are", fontsize=10)
    figure.suptitle("\n".join(_wrap(title, 60)), x=0.01, ha="left", fontsize=13)
    _source_line(figure, source, 90)
    return figure


def _wrap(text: str, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width)


def attention_chart(table: pd.DataFrame) -> Figure:
    """P(win) under ``hoyle-score`` minus under ``hoyle`` at every score of a whist game, with and against the
    deal (``table``: whist's ``attention_difference_table``): where attending to the score moves the odds."""
    import numpy as np

    target = int(table.us.max()) + 1
    limit = max(float(table.difference.abs().max()), 0.005)
    figure = Chart(figsize=HEATMAP_SIZE, dpi=120, layout="constrained")
    panels = figure.subplots(2, 1)
    for axes, dealer, words in zip(panels, ("us", "them"), ("we deal the next hand", "they deal the next hand")):
        part = table[table.dealer == dealer]
        grid = part.pivot(index="us", columns="them", values="difference").to_numpy() * 100
        clear = (part.ci95_low > 0) | (part.ci95_high < 0)
        sure = part.assign(clear=clear).pivot(index="us", columns="them", values="clear").to_numpy()
        image = axes.imshow(grid, cmap="PuOr", vmin=-limit * 100, vmax=limit * 100, origin="lower")
        if target <= 10:
            for (us, them), value in np.ndenumerate(grid):
                axes.text(them, us, f"{value:+.1f}" + ("" if sure[us, them] else "?"), ha="center", va="center",
                          fontsize=8.5, color=text_colour_on(image.cmap(image.norm(value))))
        axes.set_title(words, fontsize=12, loc="left")
        axes.set_xlabel("their score", fontsize=11)
        axes.set_ylabel("our score", fontsize=11)
        axes.tick_params(labelsize=10)
        axes.set_xticks(list(range(target)))
        axes.set_yticks(list(range(target)))
    bar = figure.colorbar(image, ax=list(panels), shrink=0.7)
    bar.set_label("hoyle-score minus hoyle,\npercentage points of P(we win)", fontsize=10)
    figure.suptitle("\n".join(_wrap(f"{table.game.iloc[0]}: what attending to the score (rule XXVI) changes, "
                                     "both sides attending", 60)), x=0.01, ha="left", fontsize=13)
    _source_line(figure, "Exact calculation on each model's kernels; '?' marks a difference whose 95% interval "
                 "includes zero. Sources: bob-short-hoyle-abridged-1793.txt:316; britannica-1911-whist.txt:111,117.",
                 90)
    return figure
