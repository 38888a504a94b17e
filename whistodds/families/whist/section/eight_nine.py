"""Section: why the old tables put eight love above nine love, with the dealer's edge moved."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from whistodds.reports.sections.base import ChartSpec, ReportContext, Section, SectionResult, Verdict, register_section
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.kernels import Kernel
    from whistodds.simulations.play.models import PlayModel

GAME = "long-whist"  # Bob Short's table is for long whist, ten up
INTERVAL_DRAWS = 100  # posterior draws of each kernel for the intervals
HIS_LABELS = ("8 to 0", "9 to 0")  # his entries for eight love and nine love (bob_short_table's labels)


def _kernels(context: ReportContext | None) -> tuple[list[tuple[Kernel, str]], list[str]]:
    """The kernels compared, with where each came from, and a line for each model left out: the report's
    models (shipped, else simulated from the report's deals) and the expert where a kernel of it is cached."""
    from whistodds.games.registry import get_game
    from whistodds.families.whist.odds.eight_nine import cached_kernel, model_kernels
    from whistodds.simulations.kernels import has_shipped_kernel
    from whistodds.simulations.play.models import compared_models, play_models

    game = get_game(GAME)
    notes: list[str] = []
    if context is None:  # drawn alone: the models whose kernels ship
        kernels = model_kernels(game, tuple(m for m in compared_models() if has_shipped_kernel(game, m)), None, None)
    else:
        kernels = [(context.kernel(model, game), "shipped" if context.simulated_deals(model, game) is None
                    else "simulated") for model in context.models if _plays(game, model)]
    shown = {kernel.model for kernel, _ in kernels}
    for model in play_models():
        if model.name in shown or not _plays(game, model):
            continue
        cached = cached_kernel(game, model)
        if cached is not None:
            kernels.append((cached, "cached"))
            notes.append(f"{model.name}: no kernel of it ships; the one in the cache ({cached.deals:,} deals, seed "
                         f"{cached.seed}) is used.")
        else:
            notes.append(f"{model.name}: left out, no kernel of it at long whist ships or is cached "
                         f"(whist-odds edge --model {model.name} --deals N simulates one).")
    return kernels, notes


def _plays(game: Game, model: PlayModel) -> bool:
    from whistodds.odds.game_odds import exact_solvable
    from whistodds.simulations.play.models import cannot_play

    return cannot_play(model, game) is None and exact_solvable(game, model)


def eight_nine_tables(context: ReportContext | None, draws: int = INTERVAL_DRAWS, seed: int = 1793
                      ) -> tuple[dict[str, pd.DataFrame], list[str]]:
    """The section's tables: one row a model (``eight_nine``) and its curve against the dealer's edge
    (``eight_nine_curves``); and the notes on the models taken or left out."""
    import pandas as pd

    from whistodds.families.whist.odds.eight_nine import edge_curves, eight_nine_row
    from whistodds.games.registry import get_game

    game = get_game(GAME)
    kernels, notes = _kernels(context)
    rows = [eight_nine_row(game, kernel, draws=draws, seed=seed, source=source) for kernel, source in kernels]
    curves = []
    for kernel, _ in kernels:
        curve = edge_curves(game, kernel)
        curves.append(pd.DataFrame({"model": kernel.model, "dealer_p_odd_trick": curve["edge"],
                                    "difference": curve["mean"], "difference_we_deal": curve["we_deal"],
                                    "difference_they_deal": curve["they_deal"]}))
    return {"eight_nine": pd.DataFrame(rows), "eight_nine_curves": pd.concat(curves, ignore_index=True)}, notes


def _his_entries() -> tuple[Any, Any]:
    from whistodds.families.whist.odds.bob_short import bob_short_table

    entries = {entry.label: entry for entry in bob_short_table()}
    return entries[HIS_LABELS[0]], entries[HIS_LABELS[1]]


def _span(values: pd.Series) -> str:
    """Points in 100, from the least to the most (one figure where they agree to a tenth)."""
    low, high = f"{100 * values.min():+.1f}", f"{100 * values.max():+.1f}"
    return low if low == high else f"{low} to {high}"


def finding(table: pd.DataFrame) -> str:
    """The finding in one sentence, from the table's figures."""
    eight, nine = _his_entries()
    spread, apart = _span(table.difference), _span(table.difference_honours_apart)
    below_everywhere = table.threshold_note.str.startswith("eight ranks below nine at every edge")  # threshold()'s note
    if table.threshold.isna().all() and below_everywhere.all():
        first = (f"No dealer's edge explains the old ranking: under every model here nine love ranks above eight "
                 f"love at every edge from an even deal up ({spread} points in 100 at the models' own edges)")
    else:
        thresholds = ", ".join(f"{r.model} {r.threshold:.3f}" if r.threshold is not None and r.threshold == r.threshold
                               else f"{r.model} none" for r in table.itertuples())
        first = (f"Eight love ranks at least as high as nine love only where the dealer's chance of the odd trick "
                 f"is at or below the threshold ({thresholds}; {spread} points in 100 at the models' own edges)")
    if not (table.difference_honours_apart >= 0).all():
        return f"{first}."
    return (f"{first}; but were the dealer's honours independent of his tricks, eight would rank above nine under "
            f"every model ({apart}), as Bob Short has it ({eight.odds} against {nine.odds}): his ranking fits a "
            f"reckoning that takes honours and tricks apart.")


def compute(context: ReportContext) -> SectionResult:
    tables, notes = eight_nine_tables(context, seed=context.seed)
    table = tables["eight_nine"]
    eight, nine = _his_entries()
    lines = [finding(table)]
    for r in table.itertuples():
        threshold = "none" if r.threshold is None or r.threshold != r.threshold else f"{r.threshold:.4f}"
        lines.append(f"  {r.model}: the dealer takes the odd trick {r.dealer_p_odd_trick:.4f} of deals; P(win) "
                     f"{r.p_win_8_0:.4f} at eight love, {r.p_win_9_0:.4f} at nine love (the mean of the two deals; "
                     f"difference {r.difference:+.4f}, 95% {r.difference_ci95_low:+.4f} to "
                     f"{r.difference_ci95_high:+.4f}); threshold {threshold} ({r.threshold_note}).")
    lines += [f"  {note}" for note in notes]
    lines.append(f"Bob Short: eight love \"{eight.text}\" ({eight.source_line}), nine love \"{nine.text}\" "
                 f"({nine.source_line}). Both Hoyles: the shipped sources hold one Hoyle, Bob Short's Hoyle Abridged "
                 f"(1793), quoted here; Hoyle's own ranking is not among them, so it is not quoted.")
    his = float(eight.probability - nine.probability)
    below = (table.difference < 0).all()
    verdicts = [Verdict(f"Bob Short ranks eight love ({eight.odds}) above nine love ({nine.odds})",
                        f"{'not borne out under any model' if below else 'borne out under some models'}: his table "
                        f"gives eight {100 * his:+.1f} points in 100 over nine, the models "
                        f"{100 * table.difference.min():+.1f} to {100 * table.difference.max():+.1f} (long whist, "
                        f"the mean of the two deals).")]
    return SectionResult(tables=tables, findings=lines, verdicts=verdicts)


def draw_eight_nine(rows: pd.DataFrame, curves: pd.DataFrame) -> Figure:
    """P(win at 8-0) - P(win at 9-0) against the dealer's chance of the odd trick, a curve a model, each model
    marked at its own edge; Bob Short's difference as a dashed line."""
    from whistodds.families.whist.odds.eight_nine import EVEN, TOP_EDGE
    from whistodds.reports.style import COLOURS, MARKERS, finish, new_figure

    eight, nine = _his_entries()
    figure, axes = new_figure()
    for row in rows.itertuples():
        curve = curves[curves.model == row.model]
        colour = COLOURS[row.model] if row.model in COLOURS else "#555555"
        axes.plot(curve.dealer_p_odd_trick, 100 * curve.difference, color=colour, lw=1.6)
        axes.plot([row.dealer_p_odd_trick], [100 * row.difference], ls="none", color=colour,
                  marker=MARKERS[row.model] if row.model in MARKERS else "o", ms=8, markeredgecolor="#111111",
                  label=f"{row.model}: own edge {row.dealer_p_odd_trick:.3f}, {100 * row.difference:+.2f}")
    his = 100 * float(eight.probability - nine.probability)
    axes.axhline(his, color=COLOURS["historical"], ls="--", lw=1.2,
                 label=f"Bob Short: eight love {eight.odds}, nine love {nine.odds} ({his:+.1f})")
    axes.axhline(0, color="#111111", lw=0.8)
    axes.set_xlim(EVEN, TOP_EDGE)
    low, high = axes.get_ylim()
    axes.set_ylim(low, high + (high - low) * 0.5)  # room for the legend above the curves
    axes.legend(frameon=False, fontsize=9, loc="upper right")
    return finish(figure, axes, legend=False, title="Eight love against nine love, the dealer's edge moved",
                  xlabel="The dealer's side's chance of the odd trick in one deal",
                  ylabel="P(win at 8-0) - P(win at 9-0), points in 100",
                  source="Long whist, exact; each model's own deals tilted on the odd trick within each honours "
                         "count; the mean of the two deals. Above 0: eight ranks above nine.")


def eight_nine_chart(model: PlayModel | None = None) -> Figure:
    """The chart on its own: every compared model whose long-whist kernel ships (and any cached expert)."""
    tables, _ = eight_nine_tables(None, draws=0)
    return draw_eight_nine(tables["eight_nine"], tables["eight_nine_curves"])


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return draw_eight_nine(tables["eight_nine"], tables["eight_nine_curves"])


SECTION = register_section(Section(
    id="eight-nine", order=45,
    title="Why eight above nine?",
    question="Bob Short puts eight love above nine love; every model of play here puts nine above eight. Would a "
             "smaller dealer's edge put eight back above nine?",
    compute=compute,
    tables={"eight_nine": "Eight love against nine love, under each model of play",
            "eight_nine_curves": "P(win at 8-0) - P(win at 9-0) against the dealer's chance of the odd trick"},
    charts=(ChartSpec("eight-nine", "Eight love against nine love as the dealer's edge moves.",
                      "Each curve is one model of play, its deals tilted to give the dealer the chance of the odd "
                      "trick along the bottom; the marker is the model's own edge. Above the line at 0, eight love "
                      "ranks above nine love; the dashed line is Bob Short's table.",
                      _draw, eight_nine_chart),),
))
