"""Whist's answers in words, in every format: ``whist-odds edge`` (eight love against nine love), ``verify
bob-short`` (his betting table), ``verify calculations`` (his Calculations) and ``verify rules`` (each rule's
worth), registered with :func:`~whistodds.reports.text.answer_text`, which finds them on its first miss."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from whistodds.families.whist.odds.questions import BobShortAnswer, CalculationsAnswer, EdgeAnswer, RulesAnswer
from whistodds.reports.text.answers import answer_text
from whistodds.reports.text.formats import OutputFormat, _records, estimate_keys, render

if TYPE_CHECKING:
    import pandas as pd

EDGE_COLUMNS = ["model", "dealer_p_odd_trick", "p_win_8_0", "p_win_9_0", "difference", "threshold", "kernel"]

CALCULATION_COLUMNS = ["statement", "reading", "historical_odds", "historical_probability", "exact_probability",
                       "exact_odds", "simulated_probability", "se", "error_pp", "verdict", "fits_best"]


def calculations_text(table: "pd.DataFrame", deals: int, seed: int, fmt: OutputFormat) -> str:
    """Bob Short's Calculations: each statement under each reading, and the summary."""
    from whistodds.families.whist.odds.calculations import summarize_calculations

    shown = estimate_keys(table, "simulated_probability", "simulated_se", "simulated_ci95_low", "simulated_ci95_high",
                          trials="deals")
    if _records(fmt):
        return render(shown, fmt)
    source = table["source_line"].iloc[0].split(":")[0]
    return (render(shown, fmt, columns=CALCULATION_COLUMNS)
            + f"\nSource: Bob Short, Hoyle Abridged (1793), CALCULATIONS ({source}). "
              f"Exact: hypergeometric, 39 unseen cards, 13 in partner's hand. "
              f"Simulated: {deals:,} deals per number of named cards, seed {seed}.\n\n"
            + "\n".join(summarize_calculations(table)) + "\n")


def bob_short_text(table: "pd.DataFrame", fmt: OutputFormat) -> str:
    """The wide table, the summary, the special entries and the verdicts under every play model."""
    from whistodds.families.whist.odds.bob_short import (
        READINGS,
        proportional_rule_check,
        summarize_bob_short,
        verify_bob_short,
        with_whose_chance,
        worked_examples,
    )
    from whistodds.simulations.play.models import get_model, play_models

    if _records(fmt):
        return render(with_whose_chance(table), fmt)
    summary = summarize_bob_short(table)
    model = cast(str, summary["model"])
    by_reading, worst_entries, special = (cast("pd.DataFrame", summary[key])
                                          for key in ("by_reading", "worst_entries", "special"))
    verdicts = cast("dict[str, int]", summary["verdicts"])
    entries = table[table.favours == "first-named"]
    wide = entries.pivot(index="entry", columns="reading", values="model_probability")[list(READINGS)]
    wide.columns = ["p_first_deals", "p_other_deals", "p_deal_unknown"]
    best = entries[entries.reading == summary["best_reading"]].set_index("entry")
    first = entries.drop_duplicates("entry").set_index("entry")
    wide = first[["historical_odds", "historical_probability"]].join(wide)
    wide["difference_pp_best"] = best["difference_pp"]
    wide["verdict_best"] = best["verdict"]
    wide = wide.loc[first.index].reset_index()
    lines = [render(wide, fmt)]
    lines.append("Each figure is the chance of the side ahead (the side named first: at 5 to 3, the side at 5): "
                 "p_first_deals with that side dealing, p_other_deals with the other side dealing, p_deal_unknown "
                 "the mean of the two.")
    lines.append(f"Source: Bob Short, Hoyle Abridged (1793), CHANCES FOR LAYING WAGERS, WITH THE DEAL; "
                 f"model: exact game odds from the {model} deal kernel.")
    lines.append(f"Best reading of 'with the deal': {summary['best_reading']}.")
    for row in by_reading.itertuples(index=False):
        lines.append(f"  {row.reading:<18} mean |error| {row.mean_abs_error_pp:5.2f} pp "
                     f"({row.mean_abs_error_log_odds:.3f} log-odds), mean error {row.mean_error_pp:+5.2f} pp")
    lines.append("Entries he gets most wrong (best reading): " + "; ".join(
        f"{r.entry} ({r.historical_odds}: {r.historical_probability:.3f} vs {r.model_probability:.3f}, "
        f"{r.difference_pp:+.1f} pp)" for r in worst_entries.itertuples(index=False)))
    lines.append("Verdicts (best reading): " + ", ".join(f"{k} {v}" for k, v in verdicts.items()))
    for r in special.itertuples(index=False):
        complement = ""  # the side at 9 dealing: the side at 8's chance too, as odds long --deal them gives it
        if r.chance_of.startswith("side at ") and r.entry == "8 to 9" and not r.chance_of.startswith("side at 8"):
            complement = f"; so side at 8, the side at 9 dealing: {1 - r.model_probability:.4f}"
        lines.append(f"{r.entry}, {r.chance_of}: his {r.historical_probability:.4f} vs model "
                     f"{r.model_probability:.4f} (95% {r.ci95_low:.4f}-{r.ci95_high:.4f}{complement}): {r.verdict}")
    rule = proportional_rule_check(get_model(model))
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    lines.append(f"Proportional rule ('nearly in proportion to the points wanted') at the {len(rule)} scores below "
                 f"eight, deal unknown: mean |rule - model| {rule.difference_pp.abs().mean():.2f} pp, largest "
                 f"{worst.difference_pp:+.2f} pp at {worst.us}-{worst.them}.")
    for r in worked_examples(get_model(model)).itertuples(index=False):
        lines.append(f"Worked example at {r.score}: printed '{r.printed_odds}' ({r.printed_probability:.3f}); "
                     f"the rule gives {r.rule_probability:.3f}, his table '{r.table_odds}', model "
                     f"{r.model_p_deal_unknown:.3f}")
    lines.append("Under every play model (best reading, mean |error|, verdicts):")
    for other_model in play_models():
        name = other_model.name
        try:
            other = summarize_bob_short(verify_bob_short(other_model, draws=50))
        except ValueError:
            lines.append(f"  {name:<13} no shipped kernel")
            continue
        best_row = cast("pd.DataFrame", other["by_reading"]).set_index("reading").loc[other["best_reading"]]
        lines.append(f"  {name:<13} {other['best_reading']:<18} {best_row.mean_abs_error_pp:5.2f} pp   "
                     + ", ".join(f"{k} {v}" for k, v in cast("dict[str, int]", other["verdicts"]).items()))
    return "\n".join(lines) + "\n"


def _model_words(row: Any) -> str:
    """One model's figures in a sentence: its edge, eight against nine there, the moved edge, honours apart."""
    higher = "eight" if row.difference > 0 else "nine"
    low, high = sorted((100 * abs(row.difference_ci95_low), 100 * abs(row.difference_ci95_high)))
    interval = f", 95% interval {low:.2f} to {high:.2f}" if row.difference_ci95_low * row.difference_ci95_high > 0 \
        else f", 95% interval {100 * row.difference_ci95_low:+.2f} to {100 * row.difference_ci95_high:+.2f}"
    ends = (getattr(row, "threshold_ci95_low", None), getattr(row, "threshold_ci95_high", None))
    threshold = f" (95% interval {ends[0]:.4f} to {ends[1]:.4f})" if all(
        isinstance(end, float) and end == end for end in ends) else ""
    apart = "eight" if row.difference_honours_apart > 0 else "nine"
    return (f"{row.model}: the dealer's side takes the odd trick in {row.dealer_p_odd_trick:.1%} of deals; there "
            f"P(we win) is {row.p_win_8_0:.4f} at eight love and {row.p_win_9_0:.4f} at nine love, {higher} above by "
            f"{100 * abs(row.difference):.2f} points in 100{interval}; with the edge moved, {row.threshold_note}"
            f"{threshold}; with honours apart from tricks, {apart} above by "
            f"{100 * abs(row.difference_honours_apart):.1f} points in 100.")


def edge_words(table: Any) -> str:
    """The finding (:func:`~whistodds.families.whist.section.eight_nine.finding`), then a sentence a model,
    wrapped."""
    import textwrap

    from whistodds.families.whist.section.eight_nine import finding
    from whistodds.reports.text.formats import terminal_width

    width = min(terminal_width() or 100, 100)
    game = table.game.iloc[0]
    paragraphs = [f"{game}, eight love against nine love, solved exactly from each model's own deals (P(we win), "
                  f"the mean of the two deals). {finding(table)}"]
    paragraphs += [_model_words(row) for row in table.itertuples()]
    return "\n".join(textwrap.fill(paragraph, width=width, subsequent_indent="  " if i else "")
                     for i, paragraph in enumerate(paragraphs)) + "\n"


def edge_text(table: "pd.DataFrame", fmt: OutputFormat) -> str:
    """``whist-odds edge``: for ``table``, the finding and a sentence a model above the terse table; else every
    column in ``fmt``."""
    text = render(table, fmt, columns=EDGE_COLUMNS)
    return edge_words(table) + "\n" + text if fmt is OutputFormat.table else text


@answer_text.register
def _edge(answer: EdgeAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return edge_text(answer.table, OutputFormat(fmt))


@answer_text.register
def _bob_short(answer: BobShortAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return bob_short_text(answer.table, OutputFormat(fmt))


@answer_text.register
def _calculations(answer: CalculationsAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return calculations_text(answer.table, answer.question.deals, answer.seed, OutputFormat(fmt))


@answer_text.register
def _rules(answer: RulesAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.families.whist.section.rule_table import rule_values_text

    question, values = answer.question, list(answer.values)
    games = question.games() if values and values[0].game else 0
    return rule_values_text(values, question.game, question.model, question.deals_played(), games, answer.seed,
                            OutputFormat(fmt), against=question.opponents())
