"""Section: Bob Short's 1793 betting table against the model, under each play model and reading of the deal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple, cast

from whistodds.reports.sections.base import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    number_word,
    register_section,
)
from whistodds.reports.sections.summary_words import chance, difference, points
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure


def table_name(model: PlayModel) -> str:
    """The file name of Bob Short's table checked under ``model``.

    >>> from whistodds.simulations.play.models import get_model
    >>> table_name(get_model("hoyle-score"))
    'bob_short_hoyle_score'
    """
    return f"bob_short_{model.name.replace('-', '_')}"


class _Summary(NamedTuple):
    """``summarize_bob_short`` of one play model's table, typed."""

    best_reading: str
    by_reading: pd.DataFrame
    verdicts: dict[str, int]
    special: pd.DataFrame


def _summary(table: pd.DataFrame) -> _Summary:
    from whistodds.families.whist.odds.bob_short import summarize_bob_short

    summary = summarize_bob_short(table)
    return _Summary(cast(str, summary["best_reading"]), cast("pd.DataFrame", summary["by_reading"]),
                    cast("dict[str, int]", summary["verdicts"]), cast("pd.DataFrame", summary["special"]))


def compute(context: ReportContext) -> SectionResult:
    import pandas as pd

    from whistodds.odds.printed_odds import TOLERANCE
    from whistodds.families.whist.odds.bob_short import READING_WORDS, verify_bob_short, with_whose_chance

    tables: dict[str, pd.DataFrame] = {}
    lines = []
    summaries = []
    for played in context.models:
        model = played.name  # as the tables and the sentences name it
        table = verify_bob_short(played, seed=context.seed, deals=context.simulated_deals(played))
        tables[table_name(played)] = with_whose_chance(table)  # each figure says whose chance it is
        summary = _summary(table)
        by_reading = summary.by_reading.assign(model=model, best=lambda t, b=summary.best_reading: t.reading == b)
        summaries.append(by_reading)
        best = by_reading[by_reading.best].iloc[0]
        counted = ", ".join(f"{k} {v}" for k, v in summary.verdicts.items())
        lines.append(f"Under {model} play the reading of 'with the deal' that fits best is {best.reading}: mean "
                     f"absolute error {best.mean_abs_error_pp:.2f} pp over the {_entries(table, best.reading)} "
                     f"entries ({counted}).")
        for row in summary.special.itertuples(index=False):
            lines.append(f"  {model}: {row.entry}, {row.chance_of}: his {row.historical_probability:.4f} against "
                         f"{row.model_probability:.4f} (95% {row.ci95_low:.4f}-{row.ci95_high:.4f}), {row.verdict}.")
    tables["bob_short_summary"] = pd.concat(summaries, ignore_index=True)
    rule, examples = _rule_and_examples(tables, lines)
    hoyle = _summary(tables[table_name(get_model("hoyle"))])
    best = hoyle.by_reading.set_index("reading").loc[hoyle.best_reading]
    counts = hoyle.verdicts
    entries = _entries(tables[table_name(get_model("hoyle"))], hoyle.best_reading)
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    eight_nine = hoyle.special[hoyle.special.entry == "8 to 9"].iloc[-1]
    verdicts = [
        Verdict(f"Bob Short's 1793 betting table ({entries} scores of long whist)",
                f"roughly right: read {READING_WORDS[hoyle.best_reading]} ({hoyle.best_reading}), his odds are "
                f"{points(best.mean_abs_error_pp)} from sound (hoyle) play on average, either way; "
                f"{counts.get('exact', 0)} of {entries} are exact at the precision he printed and "
                f"{counts.get('close', 0)} close (within a factor of {float(TOLERANCE):g} on the odds), "
                f"{counts.get('understates', 0)} understate the side ahead's chance and "
                f"{counts.get('overstates', 0)} overstate it."),
        Verdict("His rule 'nearly in proportion to the points wanted'",
                f"a fair rule of thumb: {points(rule.difference_pp.abs().mean())} from the model on average, "
                f"either way; at worst, at {worst.us}-{worst.them}, it "
                f"{difference(worst.difference_pp, more='gives the side ahead too much', less='gives the side ahead too little')}."),
        Verdict("'8 to 9 is a small odds in favor of the deal; about 4 in 100 only'",
                f"{eight_nine.verdict}: whichever side deals at 8 to 9 wins {chance(eight_nine.model_probability)} "
                f"of games in the model ({eight_nine.chance_of}), against his "
                f"{chance(eight_nine.historical_probability)}."),
    ]
    return SectionResult(tables=tables, findings=lines, verdicts=verdicts, fill={"entries": str(entries)})


def _entries(table: pd.DataFrame, reading: str) -> int:
    """How many entries of his table (the scores he gives for the side ahead) ``table`` checks under ``reading``."""
    return int(((table.favours == "first-named") & (table.reading == reading)).sum())


def _rule_and_examples(tables: dict[str, pd.DataFrame], lines: list[str]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """His rule of proportion and his worked examples of it: their tables, and a finding on each."""
    from whistodds.families.whist.odds.bob_short import proportional_rule_check, worked_examples

    rule = proportional_rule_check()
    tables["proportional_rule"] = rule
    examples = worked_examples()
    tables["worked_examples"] = examples
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    lines.append(f"His rule 'nearly in proportion to the points wanted' is off by {rule.difference_pp.abs().mean():.2f} "
                 f"pp on average at the {len(rule)} scores below eight (hoyle play, deal unknown), at worst "
                 f"{worst.difference_pp:+.2f} pp at {worst.us}-{worst.them}.")
    second = examples.iloc[1]
    lines.append(f"His second worked example prints '{second.printed_odds}' at {second.score}, where his own rule "
                 f"and table give {second.table_odds} ({second.table_probability:.3f}); the model says "
                 f"{second.model_p_deal_unknown:.3f}.")
    return rule, examples


# The charts are drawn by functions imported when drawn (matplotlib with them), so that a command that only
# writes whist's answers in words, which imports this package, draws nothing.


def _bob_short(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.whist.section.charts.bob_short import bob_short_chart

    return bob_short_chart(table=tables[table_name(get_model("hoyle"))])


def _residuals(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.whist.section.charts.bob_short import bob_short_residuals_chart

    return bob_short_residuals_chart(table=tables[table_name(get_model("hoyle"))])


def _sensitivity(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    from whistodds.families.whist.section.charts.sensitivity import sensitivity_chart

    return sensitivity_chart()


def bob_short_standalone(model: PlayModel | None = None) -> Figure:
    """Bob Short's odds against the model's (default: long whist's own), drawn alone."""
    from whistodds.families.whist.section.charts.bob_short import bob_short_chart

    return bob_short_chart(model or get_model(LONG_WHIST.play_model))


def residuals_standalone(model: PlayModel | None = None) -> Figure:
    """His error laid out on the score grid, drawn alone."""
    from whistodds.families.whist.section.charts.bob_short import bob_short_residuals_chart

    return bob_short_residuals_chart(model or get_model(DEFAULT_MODEL))


def sensitivity_standalone(model: PlayModel | None = None) -> Figure:
    """The odds at each of his scores under each model of play, drawn alone."""
    from whistodds.families.whist.section.charts.sensitivity import sensitivity_chart

    return sensitivity_chart(model or get_model(DEFAULT_MODEL))


def charted_count() -> int:
    """How many models the sensitivity chart compares: those of ``charted_models`` (shared charts, which load
    matplotlib), counted here without them.

    >>> from whistodds.families.whist.section.charts.sensitivity import sensitivity_markers
    >>> charted_count() == len(sensitivity_markers())
    True
    """
    from whistodds.simulations.kernels import shipped_file
    from whistodds.simulations.play.models import compared_models

    return sum(1 for model in compared_models()
               if not model.attends_to_score and shipped_file(LONG_WHIST, model) in model.shipped_kernels)


SECTION = register_section(Section(
    id="betting-table", order=20,
    title="Bob Short's 1793 betting table",
    question="His table of chances for laying wagers 'with the deal' gives the chance of the side ahead at {entries} "
             "scores of long whist. How close is it to the true odds, and what did he mean by 'with the deal'?",
    compute=compute,
    tables={
        "bob_short_hoyle": "Bob Short's table against hoyle play (a sound player of 1793)",
        "bob_short_random": "Bob Short's table against random play",
        "bob_short_hoyle_score": "Bob Short's table against hoyle play that attends to the score",
        "bob_short_double_dummy": "Bob Short's table against double-dummy play",
        "bob_short_summary": "His table's error under each reading of 'with the deal' and each model of play",
        "proportional_rule": "His rule of proportion against the model, at the {rows} scores below eight",
        "worked_examples": "His worked examples of the rule",
    },
    charts=(
        ChartSpec("bob-short", "Bob Short's probability for the side ahead against the model's (hoyle play), best "
                               "reading.",
                  "Each dot is one entry of his table; dots on the dashed diagonal are entries he got right, dots "
                  "above it are scores where the side ahead is likelier to win than he says.",
                  _bob_short, bob_short_standalone),
        ChartSpec("bob-short-residuals", "His error at each score of the table.",
                  "The same entries laid out by score: red cells are scores where he overstates the side ahead's "
                  "chance, blue where he understates it; the number is the gap in percentage points.",
                  _residuals, residuals_standalone),
        ChartSpec("model-sensitivity", "The odds at each score of his table under each model of play.",
                  f"One row per entry of his table: where the markers of the "
                  f"{number_word(charted_count())} models of play lie close together, the skill of "
                  "the players hardly matters to the odds; the hollow diamond is his figure.",
                  _sensitivity, sensitivity_standalone),
    ),
))
