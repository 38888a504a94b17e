"""Scotch Whist's chart: P(we win) from every score of the game to 41, with and against the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.families.scotch.rules import scotch_whist
from whistodds.reports.charts.heatmaps import _heatmap
from whistodds.simulations.play.models import PlayModel, default_model

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game


def scotch_heatmap_chart(model: PlayModel | None = None, players: int = 4, n_deals: int = 200_000, seed: int = 1868,
                         table: pd.DataFrame | None = None, game: Game | None = None) -> Figure:
    """Scotch Whist to 41, two sides: P(we win) from every score, with and against the deal
    (``table``: an :func:`odds_table` already computed from ``n_deals`` deals; ``game``: another game of
    two sides, else Scotch Whist for ``players``)."""
    from whistodds.odds.game_odds import odds_table, score_game
    from whistodds.simulations.kernels import get_kernel

    named = "Scotch Whist" if game is None else None
    game = scotch_whist(players, 2) if game is None else score_game(game)
    chosen = default_model() if model is None else model
    if table is None:
        table = odds_table(game, get_kernel(chosen, n_deals, seed, game=game), draws=0)
    return _heatmap(table, game.score_rules.target,
                    f"{named or game.name} to {game.score_rules.target}, {game.players} players in two sides: the "
                    f"chance of winning, {chosen.name} play",
                    f"Exact calculation on {n_deals:,} simulated deals; when both sides pass 41 in one deal the higher total "
                    f"wins (the rule finish=highest: the source is silent). Source: scotch-whist.txt (The American Hoyle, "
                    f"1868).")
