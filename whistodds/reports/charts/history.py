"""The charts of the older games: three centuries of whist compared and progressive whist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.reports.style import COLOURS, Chart, finish, new_figure
from whistodds.simulations.play.models import PlayModel, default_model

if TYPE_CHECKING:
    import pandas as pd



def history_chart(model: PlayModel | None = None, table: pd.DataFrame | None = None) -> Figure:
    """Three centuries of whist: each game in date order, its dealer's advantage, how often the side behind
    after the first deal wins, and how often a hoyle side loses to a random one, with 95% intervals
    (``table``: a :func:`~whistodds.odds.history.history_table`, else one is made)."""
    import numpy as np

    from whistodds.odds.history import history_table

    table = history_table() if table is None else table
    name = (model or default_model()).name
    rows = table[table.model == name]
    if rows.empty:
        raise ValueError(f"model {name!r} has no rows in the history table; use one of "
                         f"{', '.join(dict.fromkeys(table.model))}")
    luck = table[table.model == "hoyle"].set_index("game")
    figure = Chart(figsize=(10.0, 8.5), dpi=120)
    panels = figure.subplots(3, 1, sharex=True)
    x = np.arange(len(rows))
    series = (
        (panels[0], 1.0, "dealer_advantage_pp", "dealer_advantage", COLOURS[name] if name in COLOURS else "#1f4e79",
         "Dealer's advantage,\npercentage points"),
        (panels[1], 100.0, "p_comeback", "p_comeback", COLOURS["exact"], "Side behind after the\nfirst deal wins, %"),
    )
    for axes, scale, column, stem, colour, label in series:
        value = rows[column].to_numpy() * scale
        low = rows[f"{stem}_low"].to_numpy() * scale
        high = rows[f"{stem}_high"].to_numpy() * scale
        axes.errorbar(x, value, yerr=[value - low, high - value], fmt="o", capsize=3, color=colour)
        axes.set_ylabel(label, fontsize=9)
        axes.grid(True, alpha=0.3)
    rubber = rows["rubber_advantage_pp"].to_numpy()
    has_rubber = ~np.isnan(rubber)
    if has_rubber.any():
        panels[0].errorbar(x[has_rubber] + 0.15, rubber[has_rubber],
                           yerr=[rubber[has_rubber] - rows["rubber_advantage_low"].to_numpy()[has_rubber],
                                 rows["rubber_advantage_high"].to_numpy()[has_rubber] - rubber[has_rubber]],
                           fmt="s", capsize=3, color=COLOURS["historical"], label="the rubber")
        panels[0].errorbar([], [], fmt="o", color=COLOURS.get(name, "#1f4e79"), label="a game")
        panels[0].legend(frameon=False, fontsize=8.5)
    panels[0].axhline(0, color="#555555", lw=0.8)
    if "p_hoyle_loses_game" in luck:
        games = luck.reindex(rows.game)
        value = 100 * games["p_hoyle_loses_game"].to_numpy()
        panels[2].errorbar(x, value, yerr=[value - 100 * games["p_hoyle_loses_game_low"].to_numpy(),
                                           100 * games["p_hoyle_loses_game_high"].to_numpy() - value],
                           fmt="o", capsize=3, color=COLOURS["against"], label="a game")
        if "p_hoyle_loses_rubber" in games:
            value = 100 * games["p_hoyle_loses_rubber"].to_numpy()
            panels[2].errorbar(x + 0.15, value, yerr=[value - 100 * games["p_hoyle_loses_rubber_low"].to_numpy(),
                                                      100 * games["p_hoyle_loses_rubber_high"].to_numpy() - value],
                               fmt="s", capsize=3, color=COLOURS["historical"], label="a rubber")
        panels[2].legend(frameon=False, fontsize=8.5)
    panels[2].set_ylabel("Hoyle side loses\nto random play, %", fontsize=9)
    panels[2].grid(True, alpha=0.3)
    panels[2].set_xticks(x, [f"{year}\n{game}" for year, game in zip(rows.year, rows.game)], rotation=60,
                         ha="right", fontsize=8.5)
    panels[0].set_title(f"Three centuries of whist: the deal, the comeback and the luck ({name} play)",
                        fontsize=12, loc="left")
    figure.text(0.01, 0.005, "Exact from each game's deal kernel (95% intervals from the kernel's deals); the luck measure "
                "simulated, hoyle against random seat by seat (95% Wilson intervals). Dates of the sources: Cotton "
                "1674, Fielding 1682, Seymour 1734, Hoyle 1742, short whist c.1805; American, dummy and double dummy "
                "as in the 1911 Britannica (britannica-1911-whist.txt:27-81).", fontsize=8.5, color="#555555",
                wrap=True)
    figure.tight_layout(rect=(0, 0.06, 1, 1))
    return figure


def progressive_chart(model: PlayModel | None = None, n_evenings: int = 600, seed: int = 1885) -> Figure:
    """Progressive whist: the strongest player's chance of first prize, by tables and system."""
    from whistodds.simulations.progressive import first_prize_table

    table = first_prize_table((2, 4, 6, 8), (10,), skilled=1, n_evenings=n_evenings, seed=seed)
    figure, axes = new_figure()
    for system, colour in (("comstock", COLOURS["hoyle"]), ("britannica", COLOURS["against"])):
        rows = table[table.system == system]
        axes.errorbar(rows.tables, rows.p_strongest_first, yerr=1.96 * rows.se, marker="o", capsize=3, color=colour,
                      label=f"{system}: {'four deals a sitting, stars' if system == 'comstock' else 'one hand a sitting'}")
    rows = table[table.system == "comstock"]
    axes.plot(rows.tables, rows.p_by_chance, ls="--", color="#777777", label="by chance alone (1 in the field)")
    axes.set_ylim(0, 1)
    return finish(figure, axes, title="Progressive whist: does the one skilled player take first prize?",
                  xlabel="Tables of four (ten sittings)", ylabel="P(the hoyle player takes first prize), 95% interval",
                  source=f"{n_evenings:,} evenings a point; one hoyle player, the rest random. Sources: Comstock (1885); "
                         "1911 Britannica, Progressive Whist.")
