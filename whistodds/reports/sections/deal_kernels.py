"""Section: what one deal is worth to the dealer's side, under each play model."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.charts.models import points_chart
from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, register_section

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.games.contexts import neutral
    from whistodds.games.families.whist import LONG_WHIST
    from whistodds.simulations.kernels.counted import DealKernel
    from whistodds.simulations.kernels import ContextKernel
    rows = []
    for model in context.models:
        if model.attends_to_score:
            # One kernel per play context: the neutral one is the deal where nothing turns on the score.
            kernels = context.kernel(model, LONG_WHIST)
            if not isinstance(kernels, ContextKernel):
                raise ValueError(f"play model {model.name!r} attends to the score but has no kernel per play context")
            kernel = kernels.kernel(neutral(LONG_WHIST))
            rows.append({"model": f"{model.name} (nothing at stake)", **kernel.summary(), "command": kernels.command,
                         "version": kernels.version})
            continue
        counted = context.kernel(model, LONG_WHIST)  # the shipped one, or simulated (PlayModel.compared)
        if not isinstance(counted, DealKernel):
            raise ValueError(f"play model {model.name!r}: its long-whist kernel counts no tricks by deal")
        rows.append({"model": model.name, **counted.summary(), "command": counted.command,
                     "version": counted.version})
    table = pd.DataFrame(rows)
    findings = [
        f"{r.model}: the dealer's side wins the odd trick {r.p_dealer_side_odd_trick:.4f} ± "
        f"{r.se_p_dealer_side_odd_trick:.4f} of deals, takes {r.mean_tricks_dealer_side:.3f} tricks and nets "
        f"{r.mean_net_points_dealer_side:+.3f} points a deal ({int(r.deals):,} deals)."
        for r in table.itertuples(index=False)
    ]
    return SectionResult(tables={"deal_kernels": table}, findings=findings)


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return points_chart()


SECTION = register_section(Section(
    id="deal-kernels", order=60,
    title="What one deal is worth",
    question="Every figure in the report is built on what a single deal gives the dealer's side. How much does the "
             "skill of the players change it?",
    compute=compute,
    tables={"deal_kernels": "What one deal gives the dealer's side, under each model of play"},
    charts=(ChartSpec("points-by-model", "What one deal gives the dealer's side under each model of play.",
                      "How many tricks the dealer's side takes in a deal, under each model of play.",
                      _draw, points_chart),),
))
