"""The charts that compare the play models: what one deal gives the dealer's side and the dealer's advantage at
love-all, under each model the charts compare (the odds at each of Bob Short's scores are whist's:
:mod:`whistodds.families.whist.section.charts.sensitivity`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from matplotlib.figure import Figure

from whistodds.reports.style import COLOURS, MARKERS, finish, new_figure
from whistodds.simulations.play.models import PlayModel

SHORT_SOURCE = "Bob Short, Hoyle Abridged (1793)"  # the source of the scores the model charts are read at

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
