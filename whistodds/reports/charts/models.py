"""The charts that compare the play models: what one deal gives the dealer's side, the odds at each of Bob
Short's scores, and the dealer's advantage at love-all, under each model the charts compare."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from matplotlib.figure import Figure

from whistodds.reports.charts.bob_short import SHORT_SOURCE
from whistodds.reports.style import COLOURS, MARKERS, finish, new_figure
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.simulations.kernels.protocol import Kernel



def charted_models() -> tuple[str, ...]:
    """The play models the charts of models compare: every compared model that does not attend to the score
    whose long-whist deal kernel ships (random, hoyle and double-dummy), in registration order.

    >>> {"random", "hoyle", "double-dummy"} <= set(charted_models()), "hoyle-score" in charted_models()
    (True, False)
    """
    from whistodds.games.families.whist import LONG_WHIST
    from whistodds.simulations.kernels import shipped_file
    from whistodds.simulations.play.models import compared_models

    return tuple(model.name for model in compared_models()
                 if not model.attends_to_score and shipped_file(LONG_WHIST, model) in model.shipped_kernels)


def points_chart(model: PlayModel | None = None) -> Figure:
    """The dealer's side's tricks per deal under each play model."""
    import numpy as np

    from whistodds.simulations.kernels import shipped_kernel
    from whistodds.simulations.play.models import get_model

    figure, axes = new_figure()
    for name in charted_models():
        kernel = shipped_kernel(get_model(name))
        tricks = kernel.probabilities.sum(axis=1)
        summary = kernel.summary()
        axes.plot(np.arange(14), tricks, marker="o", ms=3.5, color=COLOURS[name],
                  label=f"{name}: mean {summary['mean_tricks_dealer_side']:.2f} tricks, "
                        f"{summary['mean_net_points_dealer_side']:+.2f} net points a deal ({kernel.deals:,} deals)")
    axes.set_xticks(range(14))
    axes.set_ylim(0, axes.get_ylim()[1] * 1.3)  # room for the legend above the curves
    axes.legend(frameon=False, fontsize=9.5, loc="upper left")
    return finish(figure, axes, legend=False, title="What one deal gives the dealer's side, by model of play",
                  xlabel="Tricks won by the dealer's side", ylabel="Share of deals",
                  source="Shipped deal kernels (long whist). Net points: tricks over six and honours, both sides.")


def sensitivity_markers() -> dict[str, tuple[str, float]]:
    """Each charted model's marker and its offset from the row (0.22 apart, centred), so that none hides another.

    >>> markers = sensitivity_markers()
    >>> markers["random"][0], markers["double-dummy"][0], round(sum(offset for _, offset in markers.values()), 9)
    ('v', 's', 0.0)
    >>> offsets = sorted(offset for _, offset in markers.values())
    >>> {round(b - a, 9) for a, b in zip(offsets, offsets[1:])}  # 0.22 apart
    {0.22}
    """
    names = charted_models()
    return {name: (MARKERS[name], round((k - (len(names) - 1) / 2) * 0.22, 10)) for k, name in enumerate(names)}


def sensitivity_chart(model: PlayModel | None = None) -> Figure:
    """The odds at every entry of Bob Short's table under each play model, and his figures: one row per entry,
    each model with its own marker and a small offset so that none hides another."""
    import numpy as np

    from whistodds.odds.books.bob_short import verify_bob_short

    figure, axes = new_figure((8.0, 9.8))
    reading = "deal unknown"
    markers = sensitivity_markers()
    for name, (marker, offset) in markers.items():
        rows = verify_bob_short(name, draws=50)
        rows = rows[(rows.favours == "first-named") & (rows.reading == reading)]
        y = np.arange(len(rows))[::-1] + offset
        axes.plot(rows.model_probability, y, marker=marker, ms=6, lw=0, color=COLOURS[name],
                  label=f"model, {name} play",
                  markerfacecolor="none" if name == next(iter(markers)) else COLOURS[name])  # the first hollow
    rows_y = np.arange(len(rows))[::-1]
    axes.plot(rows.historical_probability, rows_y, marker="D", ms=6, lw=0, color=COLOURS["historical"],
              markerfacecolor="none", markeredgewidth=1.5, label="Bob Short (1793)")
    axes.set_yticks(rows_y, rows.entry, fontsize=8.5)
    axes.set_ylim(-0.8, len(rows) - 0.2)
    axes.grid(True, axis="y", alpha=0.15)
    axes.tick_params(axis="x", labelsize=10)
    axes.legend(frameon=True, framealpha=0.9, fontsize=10, loc="lower right")
    return finish(figure, axes, legend=False,
                  title="How much the play model matters:\nthe odds at each of Bob Short's scores",
                  xlabel=f"P(side ahead wins), {reading}", ylabel="Score (side ahead to side behind)",
                  source=f"Source: {SHORT_SOURCE}. Model: exact game odds from each shipped deal kernel.")


def dealer_advantage_chart(model: PlayModel | None = None) -> Figure:
    """The dealer's advantage from love-all in each game, under each model of play, with 95% intervals
    (the deal kernel's sampling error, by Dirichlet draws)."""
    import numpy as np

    from whistodds.games.families.whist import LONG_AGAINST_SHORT
    from whistodds.games.registry import get_game
    from whistodds.odds.game_odds import odds_at
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.play.models import get_model

    scotch = get_game("scotch-whist(players=4,sides=2)")  # by name: the chart compares the games, not one game's
    figure, axes = new_figure()
    names = charted_models()
    for k, name in enumerate(names):
        chosen = get_model(name)
        games: list[tuple[Game, Kernel | PlayModel]] = [(game, chosen) for game in LONG_AGAINST_SHORT]
        if chosen.cannot_play(scotch) is None:  # Scotch Whist, four players in two sides (no double-dummy solver)
            games.append((scotch, get_kernel(chosen, 100_000, 1868, game=scotch)))
        rows = [odds_at(game, (0, 0), "us", kernel, draws=100, seed=1793) for game, kernel in games]
        advantage = np.array([100 * (cast(float, r["p_win"]) - 0.5) for r in rows])
        errors = [advantage - [100 * (cast(float, r["ci95_low"]) - 0.5) for r in rows],
                  [100 * (cast(float, r["ci95_high"]) - 0.5) for r in rows] - advantage]
        x = np.arange(len(advantage)) + (k - (len(names) - 1) / 2) * 0.27 + np.where(np.arange(len(advantage)) == 2, 0.135, 0)
        axes.bar(x, advantage, 0.27, color=COLOURS[name], yerr=errors, capsize=3, ecolor="#333333",
                 label=f"{name} play")
    axes.hlines(100 * (21 / 41 - 0.5), -0.45, 0.45, color=COLOURS["historical"], ls="--",
                label="Bob Short: 'ten and a half to ten' (long whist)")
    axes.set_xticks(np.arange(3), [*(g.name for g in LONG_AGAINST_SHORT), "scotch-whist to 41\n(4 players, 2 sides)"],
                    fontsize=10)
    axes.set_ylim(0, axes.get_ylim()[1] * 1.45)  # room for the legend above the bars
    axes.legend(frameon=False, fontsize=9.5, loc="upper left", ncols=2)
    return finish(figure, axes, legend=False, title="The dealer's advantage at the start of a game",
                  xlabel="Game", ylabel="P(dealer's side wins) - 50%\n(percentage points, 95% interval)",
                  source=f"Exact game odds: shipped deal kernels (whist), 100,000 simulated deals (Scotch Whist); "
                         f"whiskers: 95% intervals from the kernels' deals. Source: {SHORT_SOURCE}; scotch-whist.txt.")
