"""Section: long whist against short, the dealer's advantage, and the rubber."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.charts.games import long_short_chart, rubber_chart
from whistodds.reports.charts.models import dealer_advantage_chart
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section
from whistodds.reports.sections.summary_words import advantage, chance

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

HIS_DEALER_CHANCE = 21 / 41  # 'ten and a half to ten in favour of the dealer'


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.odds.long_short import long_short_comparison
    from whistodds.odds.rubber import rubber_odds, rubber_table

    comparison = pd.concat([long_short_comparison(model if context.simulated_deals(model) is None
                                                  else context.kernel(model)) for model in context.models],
                           ignore_index=True)
    odds = rubber_odds()
    tables = {"long_against_short": comparison, "rubber_states": rubber_table(),
              "rubber_value": pd.DataFrame({"net_points_to_first_dealer": list(odds.distribution),
                                            "probability": list(odds.distribution.values())})}
    hoyle = comparison[comparison.model == "hoyle"].set_index("game")
    findings = [
        f"The dealer's advantage from love-all (hoyle play): long whist "
        f"{hoyle.loc['long-whist', 'dealer_advantage_pp']:+.2f} pp, "
        f"short whist {hoyle.loc['short-whist', 'dealer_advantage_pp']:+.2f} pp.",
        f"The side behind after the first deal goes on to win "
        f"{hoyle.loc['long-whist', 'p_behind_after_first_deal_recovers']:.3f} "
        f"of long games but {hoyle.loc['short-whist', 'p_behind_after_first_deal_recovers']:.3f} of short ones: by "
        f"this measure the five-point game does not give the side behind a better chance of recovering within one "
        f"game.",
        f"A rubber from love-all is worth {odds.expected_points:+.3f} points to the side dealing first; it wins "
        f"{odds.p_win:.3f} of rubbers, and {odds.p_three_games:.3f} of rubbers go to a third game.",
    ]
    long_advantage = hoyle.loc["long-whist", "dealer_advantage_pp"]
    his = 100 * (HIS_DEALER_CHANCE - 0.5)
    long_back, short_back = (hoyle.loc[g, "p_behind_after_first_deal_recovers"] for g in ("long-whist", "short-whist"))
    verdicts = [
        Verdict("'ten and a half to ten in favour of the dealer' at the start of a game",
                f"{'close' if abs(long_advantage - his) <= 1 else 'not borne out'}: his odds give the dealer "
                f"{advantage(his)}, the model {advantage(long_advantage)} (long whist, hoyle play)."),
        Verdict("Short whist made 'to give the loser a chance of recovering his loss' (1911 Britannica)",
                f"{'not borne out within a game' if short_back <= long_back else 'borne out'}: the side behind after "
                f"the first deal wins {chance(short_back)} of short games against {chance(long_back)} of long "
                f"ones."),
    ]
    return SectionResult(tables=tables, findings=findings, verdicts=verdicts)


def _dealer_advantage(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return dealer_advantage_chart()


def _long_short(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return long_short_chart()


def _rubber(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return rubber_chart()


SECTION = register_section(Section(
    id="long-short", order=70,
    title="Long whist against short, and the rubber",
    question="Was the five-point game, as the story goes, a better chance for the side behind? And how much is the "
             "deal worth at the start of a game?",
    compute=compute,
    tables={"long_against_short": "Long whist against short: the deal and the side behind's chances",
            "rubber_states": "The rubber at short whist: the chance from every state of games",
            "rubber_value": "The value of a rubber to the side that deals first"},
    charts=(
        ChartSpec("dealer-advantage", "The dealer's advantage at the start of a game.",
                  "How much better than an even chance the dealer's side has at love-all, with the 95% interval on "
                  "each bar; the dashed line is Bob Short's 'ten and a half to ten'.",
                  _dealer_advantage, dealer_advantage_chart),
        ChartSpec("long-short", "Long against short: how often the side behind recovers.",
                  "Each point is a score of love to d, where d is the points the side ahead has; it shows how often "
                  "the side behind still wins the game. Compare the two games at the same share of the game.",
                  _long_short, long_short_chart),
        ChartSpec("rubber-value", "The value of a rubber at short whist.",
                  "What a rubber from love-all is worth to the side that deals first: each bar is one result.",
                  _rubber, rubber_chart),
    ),
))
