"""Bob Short's rules and the Britannica's maxims, each with and without, on the same deals: the report's table
of them (long whist) and its chart of the tricks each rule gains."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.simulations.play.models import PlayModel

ADVICE_DEALS, ADVICE_GAMES, ADVICE_SEED = 20_000, 5_000, 1793  # as the default report measures them
ADVICE_MODELS = ("hoyle", "hoyle-score")  # the models whose rules are switches


def advice_table(deals: int, games: int, seed: int, executor: object = None) -> "pd.DataFrame":
    """Long whist: every rule's record (:meth:`~whistodds.families.whist.odds.rule_value.RuleValue.record`) with the model it
    was tested under and its words, best first."""
    import pandas as pd

    from whistodds.games.families.whist import LONG_WHIST
    from whistodds.families.whist.odds.rule_value import rule_values
    from whistodds.simulations.play.models import get_model
    from whistodds.simulations.play.rule_switches import QUOTES, RULES, SOURCES

    frames = []
    for model, names in (("hoyle", [rule.name for rule in RULES if not rule.score_only]),
                         ("hoyle-score", [rule.name for rule in RULES if rule.score_only])):
        values = rule_values(LONG_WHIST, get_model(model), names, deals=deals, games=games, seed=seed,
                             executor=executor)  # type: ignore[arg-type]
        frame = pd.DataFrame([value.record() for value in values])
        frame.insert(1, "model", model)
        frames.append(frame)
    table = pd.concat(frames, ignore_index=True).sort_values("tricks_per_deal", ascending=False, kind="stable")
    if table["game_note"].isna().all():  # every rule has its P(game): no reason to give for one left out
        table = table.drop(columns="game_note")
    table["quote"] = [QUOTES[name] for name in table["rule"]]
    table["source_file"] = [SOURCES[source.split(":")[0]] for source in table["source"]]
    return table.reset_index(drop=True)


def advice_chart(table: "pd.DataFrame") -> Figure:
    """Tricks per deal each rule gains its side, with its 95% interval, one row a rule, best at the top."""
    from whistodds.reports.style import new_figure, finish

    ordered = table.iloc[::-1]
    figure, axes = new_figure((10.0, 8.0))
    rows = range(len(ordered))
    value = ordered["tricks_per_deal"].to_numpy(float)
    low, high = ordered["tricks_ci95_low"].to_numpy(float), ordered["tricks_ci95_high"].to_numpy(float)
    colours = ["#1f4e79" if v == "wins tricks" else "#b5452b" if v == "costs tricks" else "#7f7f7f"
               for v in ordered["verdict"]]
    axes.errorbar(value, rows, xerr=[value - low, high - value], fmt="none", ecolor="#555555", capsize=2)
    axes.scatter(value, rows, c=colours, zorder=3, s=22)
    axes.axvline(0, color="#333333", lw=0.8)
    axes.set_yticks(list(rows))
    axes.set_yticklabels([f"{rule} ({source})" for rule, source in zip(ordered["rule"], ordered["source"])],
                         fontsize=8.5)
    return finish(figure, axes, legend=False, title="Was his advice sound? Tricks a rule gains its side per deal",
                  xlabel="Tricks per deal (95% interval)", ylabel="Rule (source:line)",
                  source="Long whist; the same deals with the rule and without it, each side in turn. Blue: wins "
                         "tricks; red: costs tricks; grey: no effect we can measure. Score rules under hoyle-score.")


def advice_standalone(model: PlayModel | None = None) -> Figure:
    """``whist-odds chart advice-long``: the chart as the default report draws it.  Every rule is measured under
    the model that plays it (``hoyle``, and ``hoyle-score`` for the rules that turn on the score), so
    ``model`` must be one of those two."""
    if model is not None and model.name not in ADVICE_MODELS:
        raise ValueError(f"chart 'advice-long' measures the rules of {' and '.join(ADVICE_MODELS)}; "
                         f"--model {model.name} plays none of them")
    return advice_chart(advice_table(ADVICE_DEALS, ADVICE_GAMES, ADVICE_SEED))
