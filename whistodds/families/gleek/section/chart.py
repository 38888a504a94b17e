"""Gleek's chart: each seat's settlement against 22 in the play, under both readings of trumping."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.reports.style import COLOURS, finish, new_figure
from whistodds.simulations.play.models import PlayModel, default_model

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pandas as pd


def gleek_chart(model: PlayModel | None = None, n_deals: int = 100_000, seed: int = 1674,
                tables: Sequence[pd.DataFrame] | None = None) -> Figure:
    """Gleek: each seat's settlement against 22, under both readings of trumping
    (``tables``: the two :func:`play_gleek` results, any trump first)."""
    import numpy as np

    from whistodds.families.gleek.odds import play_gleek

    model = default_model() if model is None else model
    figure, axes = new_figure()
    for k, match in enumerate((False, True)):
        table = play_gleek(n_deals, model, seed, match) if tables is None else tables[k]
        x = np.arange(len(table)) + (k - 0.5) * 0.35
        axes.bar(x, table.mean_settlement_pence, 0.35, yerr=1.96 * table.mean_settlement_pence_se, capsize=3,
                 color=COLOURS["hoyle"] if not match else COLOURS["against"],
                 label="any trump wins" if not match else "only an equal or higher trump takes a plain card")
    axes.axhline(0, color="#555555", lw=0.8)
    axes.set_xticks(np.arange(3), ["dealer", "eldest", "youngest"])
    buyer = "no one" if table.stock_buyer.iloc[0] == "none" else table.stock_buyer.iloc[0]
    return finish(figure, axes, title="Gleek: what each seat wins or pays against 22 in the play",
                  xlabel="Seat", ylabel="Mean settlement per deal (pence), 95% interval",
                  source=f"{n_deals:,} deals played by the engine ({model.name}); the {buyer} buys the stock; honours "
                         "to the player who holds them in the play, the turn-up to the dealer. Source: gleek.txt "
                         "(Cotton 1674; Willughby c.1670).")
