"""Section: a check on the method, whole games played out deal by deal against the exact calculation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST
from whistodds.reports.charts.games import convergence_chart
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

STARTS = ((LONG_WHIST, (0, 0), "us"), (LONG_WHIST, (5, 3), "them"), (LONG_WHIST, (8, 9), "us"),
          (SHORT_WHIST, (0, 0), "us"), (SHORT_WHIST, (3, 1), "them"))  # game, score and dealer played from


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.odds.game_odds import win_probability
    from whistodds.simulations.play.models import get_model
    from whistodds.simulations.whole_games import simulate_games

    hoyle = get_model("hoyle")
    rows = []
    per_start = context.sample(4)
    for game, start, dealer in STARTS:
        result = simulate_games(game, per_start, start, dealer, hoyle, seed=context.seed, executor=context.executor)
        exact = win_probability(game, start, dealer, hoyle)
        rate = result.win_rate
        rows.append({"game": game.name, "us": start[0], "them": start[1], "dealer": dealer, "games": per_start,
                     "simulated_p_win": rate.estimate, "simulated_se": rate.standard_error, "exact_p_win": exact,
                     "z": (rate.estimate - exact) / rate.standard_error,
                     "mean_deals_per_game": result.mean_deals})
    table = pd.DataFrame(rows)
    largest = table.z.abs().max()
    findings = [
        f"Whole games with fresh deals against the exact calculation at {len(table)} starting scores: the largest "
        f"gap between the simulated and the exact chance is {largest:.2f} standard errors ({per_start:,} games "
        f"each, hoyle play)."
    ]
    verdict = Verdict(
        "A check on the method: whole games played out",
        f"{'they agree' if largest < 3 else 'a gap to look into'}: simulated games differ from the exact "
        f"calculation by at most {largest:.2f} standard errors at {len(table)} starting scores.")
    return SectionResult(tables={"whole_games_against_exact": table}, findings=findings, verdicts=[verdict])


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return convergence_chart(n_games=context.deals, seed=context.seed)


SECTION = register_section(Section(
    id="whole-games", order=80,
    title="A check on the method: whole games played out",
    question="The exact odds are calculated from single deals. Do games played out deal by deal, with fresh cards, "
             "come out the same?",
    compute=compute,
    tables={"whole_games_against_exact": "Whole games played out against the exact calculation"},
    charts=(ChartSpec("convergence", "Simulated whole games closing on the exact value.",
                      "The running estimate from simulated games (blue, with its 95% band) settles on the exact value "
                      "(red line) as more games are played.", _draw, convergence_chart),),
))
