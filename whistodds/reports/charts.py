"""The charts, by name: each a function returning a matplotlib Figure (a :class:`~whistodds.reports.style.Chart`,
shown inline in Jupyter; no pyplot, no backend chosen)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from matplotlib.figure import Figure

from whistodds.games.whist import LONG_WHIST
from whistodds.reports.heatmaps import RULES_SOURCE, attention_chart, heatmap_chart, scotch_heatmap_chart
from whistodds.reports.style import COLOURS, GAME_COLOURS, MARKERS, Chart, finish, new_figure, text_colour_on

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.simulations.kernel_protocol import Kernel

__all__ = ["CHARTS", "attention_chart", "heatmap_chart", "scotch_heatmap_chart"]  # the heatmaps live in heatmaps.py


def charted_models() -> tuple[str, ...]:
    """The play models the charts of models compare: every compared model that does not attend to the score
    whose long-whist deal kernel ships (random, hoyle and double-dummy), in registration order.

    >>> charted_models()
    ('random', 'hoyle', 'double-dummy')
    """
    from whistodds.simulations.kernels import SHIPPED_GAME, shipped_file
    from whistodds.simulations.play.models import compared_models

    return tuple(model.name for model in compared_models()
                 if not model.attends_to_score and shipped_file(SHIPPED_GAME, model.name) in model.shipped_kernels)


def long_short_chart(policy: str = "hoyle") -> Figure:
    """How often the side behind recovers, long whist against short, by deficit as a share of the game."""
    from whistodds.games.whist import LONG_AGAINST_SHORT
    from whistodds.odds.long_short import long_short_comparison, recovery_curve
    from whistodds.simulations.kernels import get_kernel

    kernel = get_kernel(policy)
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
        source=f"Exact game odds (exact calculation) from the {kernel.policy} deal kernel, {kernel.deals:,} deals. {RULES_SOURCE}",
    )


CHARTS: dict[str, Callable[..., Figure]] = {
    "long-short": long_short_chart,
}

SHORT_SOURCE = "Bob Short, Hoyle Abridged (1793)"


def bob_short_chart(policy: str = LONG_WHIST.play_model, reading: str | None = None,
                    table: pd.DataFrame | None = None) -> Figure:
    """Bob Short's odds against the model's, one point per entry, with 95% intervals and the diagonal.

    ``table`` is a :func:`verify_bob_short` result already computed (else it is computed here)."""
    from whistodds.odds.bob_short import summarize_bob_short, verify_bob_short

    table = verify_bob_short(policy) if table is None else table
    best = reading or summarize_bob_short(table)["best_reading"]
    rows = table[(table.favours == "first-named") & (table.reading == best)]
    figure, axes = new_figure((7.5, 6.5))
    errors = [rows.model_probability - rows.ci95_low, rows.ci95_high - rows.model_probability]
    axes.errorbar(rows.historical_probability, rows.model_probability, yerr=errors, fmt="o", ms=4,
                  color=COLOURS.get(policy, "#1f4e79"), ecolor="#999999", label=f"the 44 table entries ({policy} play)")
    axes.plot([0.5, 1], [0.5, 1], color="#555555", lw=0.8, ls="--", label="model = Bob Short")
    outliers = rows.reindex(rows.difference_pp.abs().sort_values(ascending=False).index).head(6)
    for row in outliers.itertuples():
        axes.annotate(f"{row.entry} ({row.historical_odds})", (row.historical_probability, row.model_probability),
                      textcoords="offset points", xytext=(5, -10), fontsize=7.5)
    axes.set_xlim(0.5, 0.95)
    axes.set_ylim(0.45, 0.95)
    return finish(figure, axes, title=f"Bob Short's betting odds against the model (reading: {best})",
                  xlabel="Bob Short's probability for the side ahead (from his odds)",
                  ylabel="Model probability, 95% interval",
                  source=f"Source: {SHORT_SOURCE}, 'Chances for laying wagers, with the deal'. Model: exact game odds, "
                         f"{policy} deal kernel; bars: kernel sampling error.")


def bob_short_residuals_chart(policy: str = "hoyle", reading: str | None = None, table: pd.DataFrame | None = None
                              ) -> Figure:
    """His error in percentage points laid out on the score grid."""
    import numpy as np

    from whistodds.odds.bob_short import summarize_bob_short, verify_bob_short

    table = verify_bob_short(policy) if table is None else table
    best = reading or summarize_bob_short(table)["best_reading"]
    rows = table[(table.favours == "first-named") & (table.reading == best)]
    grid = np.full((10, 8), np.nan)
    for row in rows.itertuples():
        grid[row.first, row.second] = row.difference_pp
    figure, axes = new_figure((7.5, 6.5))
    axes.grid(False)
    limit = np.nanmax(np.abs(grid))
    image = axes.imshow(grid, cmap="RdBu_r", vmin=-limit, vmax=limit, origin="lower", aspect="auto")
    for (first, second), value in np.ndenumerate(grid):
        if not np.isnan(value):
            axes.text(second, first, f"{value:+.1f}", ha="center", va="center", fontsize=9,
                      color=text_colour_on(tuple(image.cmap(image.norm(value)))))
    figure.colorbar(image, ax=axes, label="his probability minus the model's (percentage points)")
    axes.set_xticks(range(8))
    axes.set_yticks(range(10))
    axes.plot([], [], "s", color="#b5452b", label="red: he overstates the side ahead")
    axes.plot([], [], "s", color="#1f4e79", label="blue: he understates it")
    return finish(figure, axes, title=f"Where Bob Short errs, by score (reading: {best})",
                  xlabel="Score of the side behind", ylabel="Score of the side ahead",
                  source=f"Source: {SHORT_SOURCE}. Model: exact game odds, {policy} deal kernel.")


def _games() -> tuple[Game, Game]:
    from whistodds.games.whist import LONG_AGAINST_SHORT

    return LONG_AGAINST_SHORT


def partner_chart(policy: str = "hoyle", n_deals: int = 200_000, seed: int = 1793,
                  table: pd.DataFrame | None = None) -> Figure:
    """Bob Short's six Calculations: historical, exact and simulated side by side
    (``table``: a :func:`verify_calculations` result from ``n_deals`` deals)."""
    import numpy as np

    from whistodds.odds.calculations import verify_calculations

    table = verify_calculations(n_deals, seed) if table is None else table
    rows = table[table.fits_best].reset_index(drop=True)
    x = np.arange(len(rows))
    figure, axes = new_figure()
    axes.bar(x - 0.27, rows.historical_probability, 0.27, color=COLOURS["historical"], label="Bob Short (1793)")
    axes.bar(x, rows.exact_probability, 0.27, color=COLOURS["hoyle"], label="exact (hypergeometric)")
    axes.bar(x + 0.27, rows.simulated_probability, 0.27, color=COLOURS["double-dummy"],
             yerr=1.96 * rows.simulated_se, capsize=3, label=f"simulated, {n_deals:,} deals (95% interval)")
    short = [r.replace("does not hold ", "not ").replace("holds ", "").replace("at least ", "≥ ") for r in rows.reading]
    axes.set_xticks(x, [f"{s}\n{r}" for s, r in zip(rows.statement, short)], fontsize=8)
    axes.set_ylim(0, 1)
    return finish(figure, axes, title="Does your partner hold them? Bob Short's Calculations checked",
                  xlabel="Statement, under the reading his figure fits", ylabel="Probability of the event stated",
                  source=f"Source: {SHORT_SOURCE}, CALCULATIONS. Exact: 39 unseen cards, 13 in partner's hand.")


def points_chart(policy: str = "hoyle") -> Figure:
    """The dealer's side's tricks per deal under each play model."""
    import numpy as np

    from whistodds.simulations.kernels import shipped_kernel

    figure, axes = new_figure()
    for name in charted_models():
        kernel = shipped_kernel(name)
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

    >>> sensitivity_markers()
    {'random': ('v', -0.22), 'hoyle': ('o', 0.0), 'double-dummy': ('s', 0.22)}
    """
    names = charted_models()
    return {name: (MARKERS[name], round((k - (len(names) - 1) / 2) * 0.22, 10)) for k, name in enumerate(names)}


def sensitivity_chart(policy: str = "hoyle") -> Figure:
    """The odds at every entry of Bob Short's table under each play model, and his figures: one row per entry,
    each model with its own marker and a small offset so that none hides another."""
    import numpy as np

    from whistodds.odds.bob_short import verify_bob_short

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


def convergence_chart(policy: str = "hoyle", n_games: int = 200_000, seed: int = 1793) -> Figure:
    """The Monte Carlo estimate closing on the exact value as games are simulated."""
    import numpy as np

    from whistodds.odds.game_odds import win_probability
    from whistodds.simulations.whole_games import simulate_games

    result = simulate_games(_games()[0], n_games, (0, 0), "us", policy, seed, keep_games=True)
    wins = np.cumsum(result.wins[np.random.default_rng(seed).permutation(n_games)])
    n = np.arange(1, n_games + 1)
    estimate = wins / n
    band = 1.96 * np.sqrt(np.maximum(estimate * (1 - estimate), 1e-12) / n)
    exact = win_probability(_games()[0], (0, 0), "us", policy)
    figure, axes = new_figure()
    axes.plot(n, estimate, color=COLOURS.get(policy, "#1f4e79"), lw=1, label="simulated games, running estimate")
    axes.fill_between(n, estimate - band, estimate + band, color="#9ecae1", alpha=0.5, label="95% interval")
    axes.axhline(exact, color="#b5452b", lw=1.2, label=f"exact calculation: {exact:.4f}")
    axes.set_xscale("log")
    axes.set_xlim(100, n_games)
    axes.set_ylim(exact - 0.06, exact + 0.06)
    return finish(figure, axes, title="Whole games simulated close on the exact odds (long whist, dealer at love-all)",
                  xlabel="Games simulated (fresh deals, played by the engine)", ylabel="P(the dealer's side wins)",
                  source=f"Simulation: {n_games:,} games, seed {seed}, {policy} play. Exact: calculated from the shipped kernel.")


def rubber_chart(policy: str = "hoyle") -> Figure:
    """What a rubber of short whist is worth, from love-all."""
    from whistodds.odds.rubber import rubber_odds

    odds = rubber_odds(model=policy)
    figure, axes = new_figure()
    values = list(odds.distribution)
    colours = [COLOURS["hoyle"] if v > 0 else COLOURS["against"] for v in values]
    axes.bar(values, list(odds.distribution.values()), color=colours,
             label=f"P(win) {odds.p_win:.3f}; expected {odds.expected_points:+.3f} points; "
                   f"P(three games) {odds.p_three_games:.3f}")
    axes.set_xticks(values)
    return finish(figure, axes, title="The value of a rubber at short whist, to the side that deals first",
                  xlabel="Net rubber points to the first dealer's side", ylabel="Probability",
                  source=f"Exact: game endings calculated from the {policy} deal kernel. Rules: 1911 Britannica, "
                         "Short Whist (treble, double, single; two for the rubber; the losers' game deducted).")


def dealer_advantage_chart(policy: str = "hoyle") -> Figure:
    """The dealer's advantage from love-all in each game, under each model of play, with 95% intervals
    (the deal kernel's sampling error, by Dirichlet draws)."""
    import numpy as np

    from whistodds.games.scotch import scotch_whist
    from whistodds.games.whist import LONG_AGAINST_SHORT
    from whistodds.odds.game_odds import odds_at
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.play.models import cannot_play

    scotch = scotch_whist(4, 2)
    figure, axes = new_figure()
    names = charted_models()
    for k, name in enumerate(names):
        games: list[tuple[Game, Kernel | str]] = [(game, name) for game in LONG_AGAINST_SHORT]
        if cannot_play(name, scotch) is None:  # Scotch Whist, four players in two sides (no double-dummy solver)
            games.append((scotch, get_kernel(name, 100_000, 1868, game=scotch)))
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
                         f"whiskers: 95% intervals from the kernels' sampling error. Source: {SHORT_SOURCE}; scotch-whist.txt.")


def _heatmap_long(policy: str = "hoyle") -> Figure:
    return heatmap_chart(_games()[0], policy)


def _heatmap_short(policy: str = "hoyle") -> Figure:
    return heatmap_chart(_games()[1], policy)


CHARTS.update({
    "bob-short": bob_short_chart,
    "bob-short-residuals": bob_short_residuals_chart,
    "heatmap-long": _heatmap_long,
    "heatmap-short": _heatmap_short,
    "heatmap-scotch": scotch_heatmap_chart,
    "attention-long": lambda: attention_chart(_games()[0]),
    "partner-holdings": partner_chart,
    "points-by-model": points_chart,
    "model-sensitivity": sensitivity_chart,
    "convergence": convergence_chart,
    "rubber-value": rubber_chart,
    "dealer-advantage": dealer_advantage_chart,
})


def gleek_chart(policy: str = "hoyle", n_deals: int = 100_000, seed: int = 1674,
                tables: Sequence[pd.DataFrame] | None = None) -> Figure:
    """Gleek: each seat's settlement against 22, under both readings of trumping
    (``tables``: the two :func:`play_gleek` results, any trump first)."""
    import numpy as np

    from whistodds.odds.gleek import play_gleek

    figure, axes = new_figure()
    for k, match in enumerate((False, True)):
        table = play_gleek(n_deals, policy, seed, match) if tables is None else tables[k]
        x = np.arange(len(table)) + (k - 0.5) * 0.35
        axes.bar(x, table.mean_settlement_pence, 0.35, yerr=1.96 * table.mean_settlement_pence_se, capsize=3,
                 color=COLOURS["hoyle"] if not match else COLOURS["against"],
                 label="any trump wins" if not match else "only an equal or higher trump takes a plain card")
    axes.axhline(0, color="#555555", lw=0.8)
    axes.set_xticks(np.arange(3), ["dealer", "eldest", "youngest"])
    buyer = "no one" if table.stock_buyer.iloc[0] == "none" else table.stock_buyer.iloc[0]
    return finish(figure, axes, title="Gleek: what each seat wins or pays against 22 in the play",
                  xlabel="Seat", ylabel="Mean settlement per deal (pence), 95% interval",
                  source=f"{n_deals:,} deals played by the engine ({policy}); the {buyer} buys the stock; honours "
                         "to the player who holds them in the play, the turn-up to the dealer. Source: gleek.txt "
                         "(Cotton 1674; Willughby c.1670).")


def progressive_chart(policy: str = "hoyle", n_evenings: int = 600, seed: int = 1885) -> Figure:
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


CHARTS.update({"gleek-settlement": gleek_chart, "progressive-skill": progressive_chart})



def _shipped_claims_chart(policy: str = "hoyle") -> Figure:
    from whistodds.reports.claims_charts import shipped_claims_chart

    return shipped_claims_chart(policy)


CHARTS["claims-bob-short"] = _shipped_claims_chart


def history_chart(policy: str = "hoyle", table: pd.DataFrame | None = None) -> Figure:
    """Three centuries of whist: each game in date order, its dealer's advantage, how often the side behind
    after the first deal wins, and how often a hoyle side loses to a random one, with 95% intervals
    (``table``: a :func:`~whistodds.odds.history.history_table`, else one is made)."""
    import numpy as np

    from whistodds.odds.history import history_table

    table = history_table() if table is None else table
    rows = table[table.policy == policy]
    if rows.empty:
        raise ValueError(f"policy {policy!r} has no rows in the history table; use one of "
                         f"{', '.join(dict.fromkeys(table.policy))}")
    luck = table[table.policy == "hoyle"].set_index("game")
    figure = Chart(figsize=(10.0, 8.5), dpi=120)
    panels = figure.subplots(3, 1, sharex=True)
    x = np.arange(len(rows))
    series = (
        (panels[0], 1.0, "dealer_advantage_pp", "dealer_advantage", COLOURS[policy] if policy in COLOURS else "#1f4e79",
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
        panels[0].errorbar([], [], fmt="o", color=COLOURS.get(policy, "#1f4e79"), label="a game")
        panels[0].legend(frameon=False, fontsize=8)
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
        panels[2].legend(frameon=False, fontsize=8)
    panels[2].set_ylabel("Hoyle side loses\nto random play, %", fontsize=9)
    panels[2].grid(True, alpha=0.3)
    panels[2].set_xticks(x, [f"{year}\n{game}" for year, game in zip(rows.year, rows.game)], rotation=60,
                         ha="right", fontsize=7.5)
    panels[0].set_title(f"Three centuries of whist: the deal, the comeback and the luck ({policy} play)",
                        fontsize=12, loc="left")
    figure.text(0.01, 0.005, "Exact from each game's deal kernel (95% Dirichlet intervals); the luck measure "
                "simulated, hoyle against random seat by seat (95% Wilson intervals). Dates of the sources: Cotton "
                "1674, Fielding 1682, Seymour 1734, Hoyle 1742, short whist c.1805; American, dummy and double dummy "
                "as in the 1911 Britannica (britannica-1911-whist.txt:27-81).", fontsize=7, color="#555555",
                wrap=True)
    figure.tight_layout(rect=(0, 0.04, 1, 1))
    return figure


CHARTS["history"] = history_chart
