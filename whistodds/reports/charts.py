"""The charts, by name: each a function returning a matplotlib Figure (Agg)."""

from __future__ import annotations

from collections.abc import Callable

from matplotlib.figure import Figure

from whistodds.reports.style import COLOURS, finish, new_figure

RULES_SOURCE = "Rules: Bob Short, Hoyle Abridged (1793); 1911 Encyclopaedia Britannica, 'Whist'."


def long_short_chart(policy: str = "hoyle") -> Figure:
    """How often the side behind recovers, long whist against short, by deficit as a share of the game."""
    from whistodds.games.scoring import LONG_WHIST_RULES, SHORT_WHIST_RULES
    from whistodds.odds.long_short import long_short_comparison, recovery_curve
    from whistodds.simulations.kernels import get_kernel

    kernel = get_kernel(policy)
    comparison = long_short_comparison(kernel).set_index("game")
    figure, axes = new_figure()
    for rules in (LONG_WHIST_RULES, SHORT_WHIST_RULES):
        curve = recovery_curve(rules, kernel)
        advantage = comparison.loc[rules.name, "dealer_advantage_pp"]
        axes.plot(curve.deficit_fraction, curve.p_recover, marker="o", color=COLOURS[rules.name],
                  label=f"{rules.name} ({rules.target} up): dealer's advantage from love-all {advantage:+.1f} pp")
        for row in curve.itertuples():
            axes.annotate(f"0-{row.deficit}", (row.deficit_fraction, row.p_recover), textcoords="offset points",
                          xytext=(4, 5), fontsize=7, color=COLOURS[rules.name])
    axes.axhline(0.5, color="#999999", lw=0.8, ls="--")
    axes.set_xlim(0, 1)
    axes.set_ylim(0, 0.55)
    return finish(
        figure, axes,
        title="Long whist against short: can the side behind recover?",
        xlabel="Deficit at love to d, as a share of the points for game",
        ylabel="P(the side behind wins the game), deal unknown",
        source=f"Exact game odds (DP) from the {kernel.policy} deal kernel, {kernel.deals:,} deals. {RULES_SOURCE}",
    )


CHARTS: dict[str, Callable[..., Figure]] = {
    "long-short": long_short_chart,
}
