"""The report's charts: their captions, and the step that draws them (from the tables already computed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.reports.style import save

if TYPE_CHECKING:
    from whistodds.reports.report import Report

OLDER_GAMES = ("ruff-and-honours", "whisk", "whisk-and-swabbers", "american-whist", "dummy-whist", "double-dummy")
# Those with an exact heatmap under their own play model: not Dummy Whist, whose hoyle reads dummy's hand
# (the exact solver refuses it; tests/test_report.py checks this list against exact_solvable).
HEATMAP_GAMES = tuple(name for name in OLDER_GAMES if name != "dummy-whist")
CHART_CAPTIONS = {
    "bob-short": "Bob Short's probability for the side ahead against the model's (hoyle play), best reading.",
    "bob-short-residuals": "His error at each score of the table.",
    "model-sensitivity": "The odds at each score of his table under each model of play.",
    "heatmap-long": "Long whist: P(we win) from every score, with and against the deal.",
    "heatmap-short": "Short whist: the same.",
    "heatmap-scotch": "Scotch Whist to 41, four players in two sides: the same.",
    "attention-long": "Long whist: how much P(we win) moves when both sides attend to the score (hoyle-score) "
                      "rather than neither (hoyle).",
    "partner-holdings": "The six Calculations: his figure, the exact chance and a simulation.",
    "points-by-model": "What one deal gives the dealer's side under each model of play.",
    "convergence": "Simulated whole games closing on the exact value.",
    "dealer-advantage": "The dealer's advantage at the start of a game.",
    "long-short": "Long against short: how often the side behind recovers.",
    "gleek-settlement": "Gleek: each seat's settlement against 22.",
    "progressive-skill": "Progressive whist: the skilled player's chance of first prize.",
    "rubber-value": "The value of a rubber at short whist.",
    "claims-bob-short": "Bob Short's claims (the wager table, his rules and Calculations) against the model, best reading.",
    "claims-fit": "What did he assume? The ways of making his table that fit it best.",
    "history": "Three centuries of whist: the games in date order, hoyle play (95% intervals).",
    **{f"heatmap-{name}": f"{name}: P(we win) from every score, with and against the deal (its own play model)."
       for name in HEATMAP_GAMES},
}


def draw_charts(report: "Report") -> None:
    """Draw every chart as a PNG under the report's charts folder, reusing the tables already computed."""
    from whistodds.reports import charts, claims_charts

    # Charts drawn from tables the report has already computed reuse them.
    tables = report.tables
    gleek = tables["gleek_settlement"]
    for name in CHART_CAPTIONS:
        if name == "partner-holdings":
            figure = charts.partner_chart(n_deals=report.deals, table=tables["partner_calculations"])
        elif name == "claims-bob-short":
            figure = claims_charts.claims_chart(tables["claims_bob_short"][tables["claims_bob_short"].policy.isin(
                ["hoyle", "exact"])])
        elif name == "claims-fit":
            figure = claims_charts.fit_chart(tables["claims_fit"])
        elif name == "bob-short":
            figure = charts.bob_short_chart(table=tables["bob_short_hoyle"])
        elif name == "bob-short-residuals":
            figure = charts.bob_short_residuals_chart(table=tables["bob_short_hoyle"])
        elif name == "attention-long":
            figure = charts.attention_chart(table=tables["attention_long_whist"])
        elif name == "heatmap-scotch":
            figure = charts.scotch_heatmap_chart(n_deals=report.deals, table=tables["odds_scotch_whist_4_players"])
        elif name == "gleek-settlement":
            figure = charts.gleek_chart(n_deals=max(report.deals // 2, 1000), tables=[
                gleek[gleek.trump_reading == "any trump"], gleek[gleek.trump_reading != "any trump"]])
        elif name == "progressive-skill":
            figure = charts.progressive_chart(n_evenings=max(report.deals // 400, 50), seed=report.seed)
        elif name == "convergence":
            figure = charts.convergence_chart(n_games=report.deals, seed=report.seed)
        elif name == "history":
            figure = charts.history_chart(table=tables["history"])
        elif name.removeprefix("heatmap-") in HEATMAP_GAMES:
            from whistodds.games.registry import get_game

            game = get_game(name.removeprefix("heatmap-"))
            figure = charts.heatmap_chart(game, game.play_model)
        else:
            figure = charts.CHARTS[name]()
        report.charts[name] = save(figure, report.out / "charts" / f"{name}.png")
