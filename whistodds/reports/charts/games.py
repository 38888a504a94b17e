"""The charts of long and short whist as games: can the side behind recover, what a rubber is worth, and whole
games simulated closing on the exact odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from whistodds.reports.charts.heatmaps import RULES_SOURCE
from whistodds.reports.style import COLOURS, GAME_COLOURS, finish, new_figure
from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST
from whistodds.simulations.play.models import PlayModel, default_model

if TYPE_CHECKING:
    from whistodds.games.definition import Game


def long_short_chart(model: PlayModel | None = None) -> Figure:
    """How often the side behind recovers, long whist against short, by deficit as a share of the game."""
    from whistodds.games.families.whist import LONG_AGAINST_SHORT
    from whistodds.odds.long_short import long_short_comparison, recovery_curve
    from whistodds.simulations.kernels import get_kernel

    kernel = get_kernel(model or default_model())
    comparison = long_short_comparison(kernel).set_index("game")
    figure, axes = new_figure()
    for game, colour in zip(LONG_AGAINST_SHORT, GAME_COLOURS):
        curve = recovery_curve(game, kernel)
        target = game.score_rules.target
        advantage = comparison.loc[game.name, "dealer_advantage_pp"]
        axes.plot(curve.deficit_fraction, curve.p_recover, marker="o", color=colour,
                  label=f"{game.name} ({target} up): dealer's advantage from love-all "
                        f"{advantage:+.1f} percentage points")
        for row in curve.itertuples():
            axes.annotate(f"0-{row.deficit}", (row.deficit_fraction, row.p_recover), textcoords="offset points",
                          xytext=(4, 5), fontsize=9, color=colour)
    axes.axhline(0.5, color="#999999", lw=0.8, ls="--")
    axes.set_xlim(0, 1)
    axes.set_ylim(0, 0.55)
    return finish(
        figure, axes,
        title="Long whist against short: can the side behind recover?",
        xlabel="How far behind: at love to d (d = the points the side ahead has; labels 0-d),\n"
               "as a share of the points needed for game",
        ylabel="P(the side behind wins the game), deal unknown",
        source=f"Exact game odds (exact calculation) from the {kernel.model} deal kernel, {kernel.deals:,} deals. {RULES_SOURCE}",
    )


def _games() -> tuple[Game, Game]:
    from whistodds.games.families.whist import LONG_AGAINST_SHORT

    return LONG_AGAINST_SHORT


def convergence_chart(model: PlayModel | None = None, n_games: int = 200_000, seed: int = 1793,
                      game: Game = LONG_WHIST) -> Figure:
    """The Monte Carlo estimate closing on the exact value as games are simulated (``game``: default long whist)."""
    import numpy as np

    from whistodds.odds.game_odds import score_game, win_probability
    from whistodds.simulations.whole_games import simulate_games

    played, chosen = score_game(game), model or default_model()
    result = simulate_games(played, n_games, (0, 0), "us", chosen, seed, keep_games=True)
    wins = np.cumsum(result.wins[np.random.default_rng(seed).permutation(n_games)])
    n = np.arange(1, n_games + 1)
    estimate = wins / n
    band = 1.96 * np.sqrt(np.maximum(estimate * (1 - estimate), 1e-12) / n)
    exact = win_probability(played, (0, 0), "us", chosen)
    figure, axes = new_figure()
    axes.plot(n, estimate, color=COLOURS.get(chosen.name, "#1f4e79"), lw=1, label="simulated games, running estimate",
              rasterized=True)  # 200,000 points: an image inside an SVG, whose text stays text
    axes.fill_between(n, estimate - band, estimate + band, color="#9ecae1", alpha=0.5, label="95% interval",
                      rasterized=True)
    axes.axhline(exact, color="#b5452b", lw=1.2, label=f"exact calculation: {exact:.4f}")
    axes.set_xscale("log")
    axes.set_xlim(100, n_games)
    axes.set_ylim(exact - 0.06, exact + 0.06)
    return finish(figure, axes, title=f"Whole games simulated close on the exact odds ({'long whist' if played is _games()[0] else played.name}, "
                        "dealer at love-all)",
                  xlabel="Games simulated (fresh deals, played by the engine)", ylabel="P(the dealer's side wins)",
                  source=f"Simulation: {n_games:,} games, seed {seed}, {chosen.name} play. Exact: calculated from the shipped kernel.")


def rubber_chart(model: PlayModel | None = None, game: Game = SHORT_WHIST) -> Figure:
    """What a rubber of short whist (or of ``game``, a game with a rubber) is worth, from love-all."""
    from whistodds.odds.rubber import rubber_odds

    chosen = model or default_model()
    odds = rubber_odds(model=chosen, game=game)
    named = "short whist" if game.name == "short-whist" else game.name
    figure, axes = new_figure()
    values = list(odds.distribution)
    colours = [COLOURS["hoyle"] if v > 0 else COLOURS["against"] for v in values]
    axes.bar(values, list(odds.distribution.values()), color=colours,
             label=f"P(win) {odds.p_win:.3f}; expected {odds.expected_points:+.3f} points; "
                   f"P(three games) {odds.p_three_games:.3f}")
    axes.set_xticks(values)
    return finish(figure, axes, title=f"The value of a rubber at {named}, to the side that deals first",
                  xlabel="Net rubber points to the first dealer's side", ylabel="Probability",
                  source=f"Exact: game endings calculated from the {chosen.name} deal kernel. Rules: 1911 Britannica, "
                         "Short Whist (treble, double, single; two for the rubber; the losers' game deducted).")

