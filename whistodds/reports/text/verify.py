"""The answers of ``whist-odds verify`` and ``history``: the sources' tables and claims checked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whistodds.reports.text.formats import OutputFormat, _frame, _records, render, several_tables
from whistodds.odds.printed_odds import Verdict

if TYPE_CHECKING:
    import pandas as pd


# The columns of the readable claims table (:func:`claims_view`), in the order shown.
CLAIM_COLUMNS = ["verdict", "claim", "model", "reading", "stated", "model's odds", "how far", "stated chance",
                 "model's chance (95%)", "best reading"]
NO_FIGURE = "no figure"  # a mean error over claims none of which states a figure ('a small odds')
NOT_CHECKED = "not checked"  # a model left out of a game's claims: no error to give


def _chance(value: float, low: float, high: float) -> str:
    """A model's chance with its 95% interval, or "exact" where it has none to have."""
    if low == high == value:
        return f"{value:.4f} (exact)"
    return f"{value:.4f} ({low:.4f}-{high:.4f})"


def claims_view(table: "pd.DataFrame") -> "pd.DataFrame":
    """The claims table as a reader takes it in (the text and Markdown of ``verify claims``, and the report's
    page): the verdict first, the odds as printed and the model's written in the author's own form side by side,
    how far in words, the two chances (the model's with its 95% interval) and whether the reading fits best; every
    cell a word or a figure.  The CSV and JSON keep every column of :func:`~whistodds.odds.claims.check.
    evaluate_claims`.

    >>> import pandas as pd
    >>> row = {"verdict": "understates", "id": "A", "model": "hoyle", "reading": "first", "odds": "5 to 4",
    ...        "model_odds": "3 to 2", "how_far": "understates it by 4.4 percentage points", "qualifier": None,
    ...        "stated_probability": 5 / 9, "model_probability": 0.6, "ci95_low": 0.59, "ci95_high": 0.61,
    ...        "best_reading": True}
    >>> claims_view(pd.DataFrame([row])).iloc[0].to_dict()  # doctest: +NORMALIZE_WHITESPACE
    {'verdict': 'understates', 'claim': 'A', 'model': 'hoyle', 'reading': 'first', 'stated': '5 to 4',
     "model's odds": '3 to 2', 'how far': 'understates it by 4.4 percentage points', 'stated chance': '0.5556',
     "model's chance (95%)": '0.6000 (0.5900-0.6100)', 'best reading': 'yes'}
    """
    import pandas as pd

    small = table["qualifier"].fillna("") == "a small odds"  # "a little over evens": no figure of his own
    view = pd.DataFrame({
        "verdict": table["verdict"], "claim": table["id"], "model": table["model"], "reading": table["reading"],
        "stated": table["odds"], "model's odds": table["model_odds"],
        "how far": [how or ("his figure, to his precision" if verdict == "exact" else "-")
                    for how, verdict in zip(table["how_far"].fillna(""), table["verdict"])],
        "stated chance": ["a little over 0.5" if is_small else f"{p:.4f}"
                          for p, is_small in zip(table["stated_probability"], small)],
        "model's chance (95%)": [_chance(v, lo, hi) for v, lo, hi in
                                 zip(table["model_probability"], table["ci95_low"], table["ci95_high"])],
        "best reading": ["yes" if best else "no" for best in table["best_reading"]],
    }, index=table.index)
    return view[CLAIM_COLUMNS + _play_view(table, view) + _number_view(table, view)]


def _number_view(table: "pd.DataFrame", view: "pd.DataFrame") -> list[str]:
    """For a table with figures that are numbers (:mod:`whistodds.odds.claims.figures`): the model's number with its
    95% interval added to ``view``, its chances "-" on those rows (and the number "-" on the others); the names of
    the columns added."""
    if "model_number" not in table or table["model_number"].isna().all():
        return []
    from whistodds.odds.claims.figures import shown_number

    numbers = table["model_number"].notna()
    for column in ("stated chance", "model's chance (95%)"):
        view.loc[numbers, column] = "-"
    view["model's number (95%)"] = [
        # "(exact)" only for a figure counted exactly: a simulated one whose interval is one number says so
        "-" if value != value else f"{shown_number(value)} (exact)" if low == high and model == "exact" else
        f"{shown_number(value)} ({shown_number(low)}-{shown_number(high)})"
        for value, low, high, model in zip(table["model_number"], table["number_low"], table["number_high"],
                                           table["model"])]
    return ["model's number (95%)"]


def _play_view(table: "pd.DataFrame", view: "pd.DataFrame") -> list[str]:
    """For a table with a holding answered under a play model: the share of the deals the play kept and the figure
    from the cards seen alone, added to ``view`` (each "-" on the other rows); the names of the columns added."""
    if "acceptance_rate" not in table or table["acceptance_rate"].isna().all():
        return []
    view["kept by the play"] = [
        "-" if rate != rate else f"{kept:,.0f} of {drawn:,.0f} ({rate:.4f})"
        for rate, kept, drawn in zip(table["acceptance_rate"], table["deals_kept_by_play"], table["deals_drawn"])]
    view["seen alone"] = ["-" if p != p else f"{fraction} = {p:.4f}" for fraction, p in
                          zip(table["seen_alone_fraction"].fillna(""), table["seen_alone_probability"])]
    return ["kept by the play", "seen alone"]


SUMMARY_NAMES = {"mean_abs_error_pp": "mean |error|, points", "mean_abs_error_log_odds": "mean |error|, log-odds",
                 "mean_abs_error_pct": "mean |error| of numbers, %",
                 "best_reading": "best reading", "not_checked": "not checked", "two_readings": "two readings"}


def summary_view(summary: "pd.DataFrame") -> "pd.DataFrame":
    """The claims summary with every cell a word or a figure and its columns named in words: a mean error over
    claims of which none states a figure (only 'a small odds') reads "no figure", that of a model left out of a
    game "not checked" (both are empty in the CSV and null in the JSON), each figure to four places.

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"model": ["hoyle", "random", "dd"], "mean_abs_error_pp": [1.5, float("nan"),
    ...                      float("nan")], "not_checked": ["", "", "no kernel"]})
    >>> list(summary_view(rows)["mean |error|, points"])
    ['1.5000', 'no figure', 'not checked']
    """
    import pandas as pd

    view = summary.copy()
    counts = [f"verdict: {verdict}" for verdict in Verdict if f"verdict: {verdict}" in view]
    if counts:  # one narrow column: the count of each verdict given, in the rule's order, named in its header
        header = " / ".join(c.removeprefix("verdict: ") for c in counts)
        cells = [" / ".join(str(int(row[c])) if row[c] == row[c] else "0" for c in counts) if not row.get("not_checked")
                 else "" for _, row in view.iterrows()]
        view = view.drop(columns=counts)
        view.insert(len(view.columns) - ("not_checked" in view), header, pd.Series(cells, index=view.index,
                                                                                  dtype=object))
    for column in ("mean_abs_error_pp", "mean_abs_error_log_odds", "mean_abs_error_pct"):
        if column in view:
            view[column] = [f"{value:.4f}" if value == value else NOT_CHECKED if reason else NO_FIGURE
                            for value, reason in zip(view[column], view["not_checked"].fillna(""))]
    return view.fillna("").rename(columns=SUMMARY_NAMES)


def summary_notes(summary: "pd.DataFrame") -> str:
    """The sentence under a summary that shows "no figure": why a mean error is missing there."""
    view = summary_view(summary)
    column = SUMMARY_NAMES["mean_abs_error_pp"]
    if column not in view or not (view[column] == NO_FIGURE).any():
        return ""
    if "mean_abs_error_pct" in summary:  # a table with numbers: a row may have odds, numbers or both
        return (f"('{NO_FIGURE}': the claims of that row state no figure of that kind to be in error (no odds, only "
                f"'a small odds' (a little over evens), or no numbers), so they have no mean error there; their "
                f"verdicts are counted)")
    return (f"('{NO_FIGURE}': the claims of that row state no figure to be in error, only 'a small odds' (a little "
            f"over evens), so they have no mean error; their verdicts are counted)")


def fit_view(fit: "pd.DataFrame") -> "pd.DataFrame":
    """The ways of making a table, ranked, as a reader takes them in: each mean absolute error with its 95%
    interval in one cell (the CSV keeps each bound in its column)."""
    import pandas as pd

    return pd.DataFrame({
        "rank": fit["rank"], "game": fit["game"], "method": fit["method"], "rules": fit["rules"],
        "dealer reading": fit["dealer_reading"], "claims": fit["claims"],
        "mean |error|, points (95%)": [f"{v:.2f} ({lo:.2f}-{hi:.2f})" for v, lo, hi in
                                       zip(fit["mean_abs_error_pp"], fit["ci95_low_pp"], fit["ci95_high_pp"])],
        "mean |error|, log-odds (95%)": [f"{v:.3f} ({lo:.3f}-{hi:.3f})" for v, lo, hi in zip(
            fit["mean_abs_error_log_odds"], fit["ci95_low_log_odds"], fit["ci95_high_log_odds"])],
        "mean error, points": [f"{v:+.2f}" for v in fit["mean_error_pp"]],
        "as good as the best": [f"{v:.1%} of resamples" for v in fit["share_of_resamples_as_good_as_best"]],
    }, index=fit.index)


def odds_read_aloud(table: "pd.DataFrame") -> list[str]:
    """How each claim's odds were read, once a claim and figure: the reading used, and any other reading with its
    verdict under each model."""
    lines = []
    for (ident, odds), group in table.groupby(["id", "odds"], sort=False):
        line = f"  {ident} '{odds}': {group.read_as.iloc[0]}"
        others = group[group.other_reading.fillna("").astype(bool)] if "other_reading" in group else group.iloc[:0]
        if not others.empty:
            line += "; the other reading, " + others.other_reading.iloc[0].split("; ")[0] + ", would be " + \
                ", ".join(f"{verdict} under {model}" for model, verdict in
                          zip(others.model, (o.rsplit("; ", 1)[-1] for o in others.other_reading)))
        if "figure_read" in group:
            line += f"; {group.figure_read.iloc[0]}"
        lines.append(line)
    return lines


def questions_read_aloud(table: "pd.DataFrame") -> list[str]:
    """How each claim's question was read, once a claim and reading (the ``question_read`` column)."""
    if "question_read" not in table:
        return []
    return [f"  {ident}: {said}" for ident, said in table[["id", "question_read"]].drop_duplicates().itertuples(
        index=False)]


def claims_text(table: "pd.DataFrame", summary: "pd.DataFrame", fmt: OutputFormat, *, fit: "pd.DataFrame | None" = None,
                paragraph: str = "") -> str | dict[str, str]:
    """Every claim against every model, the summary per source, and (with a fit) the best five ways of
    making the table with what they suggest: csv and json every column (:func:`several_tables` with a fit);
    the terminal's table and Markdown the readable views (:func:`claims_view`, :func:`summary_view`,
    :func:`fit_view`) with how the odds were read and the note on the verdicts."""
    from whistodds.odds.claims.check import THRESHOLD_NOTE
    from whistodds.reports.tables import safe_markdown_text, to_markdown

    fmt = OutputFormat(getattr(fmt, "value", fmt))
    if fmt in (OutputFormat.csv, OutputFormat.json):
        if fit is not None:  # several tables: one documented object, or a file each
            return several_tables({"claims": table, "summary": summary, "fit": fit}, fmt,
                                  {"verdicts": THRESHOLD_NOTE, "fit_paragraph": paragraph})
        return render(table, fmt)
    exact = set(table.model) <= {"exact"}  # holding and partner claims are counted, not simulated
    interval = "" if exact else "; the model's 95% interval comes from the deals of its kernel"
    if "acceptance_rate" in table and table["acceptance_rate"].notna().any():
        interval += (", or, for a holding with a play, from the deals the play kept, simulated under the play model "
                     "as whist-odds holding simulates it ('seen alone': the exact figure from the cards seen played, "
                     "nothing read from how)")
    note = (f"({THRESHOLD_NOTE}{interval}; 'model's odds' is the model's figure written as the author wrote his; "
            f"'best reading' marks the reading that fits its source best)") + _number_note(table)
    if fmt is OutputFormat.markdown:
        view = claims_view(table)
        if "quote" in table:  # a Markdown file is read at leisure: the source's own words beside each verdict
            view["quote"] = table["quote"].fillna("").to_numpy()
        parts = ["## claims\n", to_markdown(view), "How the odds were read:\n",
                 *(f"- {safe_markdown_text(line.strip())}" for line in odds_read_aloud(table)),
                 "", "How each question was read:\n",
                 *(f"- {safe_markdown_text(line.strip())}" for line in questions_read_aloud(table)),
                 "", safe_markdown_text(note) + "\n", "## summary\n", to_markdown(summary_view(summary)),
                 safe_markdown_text(summary_notes(summary))]
        if fit is not None:
            parts += ["## fit\n", to_markdown(fit_view(fit)), safe_markdown_text(paragraph) + "\n"]
        return "\n".join(parts)
    if fmt is OutputFormat.html:  # a page's: every sentence escaped, as every cell of its tables is
        parts = ["<h2>claims</h2>\n", render(claims_view(table), fmt), "<h3>How the odds were read</h3>\n",
                 html_paragraphs(odds_read_aloud(table)), "<h3>How each question was read</h3>\n",
                 html_paragraphs(questions_read_aloud(table)), html_paragraphs([note]), "<h2>summary</h2>\n",
                 render(summary_view(summary), fmt), html_paragraphs([summary_notes(summary)])]
        if fit is not None:
            parts += ["<h2>fit</h2>\n", render(fit_view(fit), fmt), html_paragraphs([paragraph])]
        return "".join(parts)
    parts = [render(claims_view(table), fmt), "How the odds were read:", *odds_read_aloud(table),
             "How each question was read:", *questions_read_aloud(table), note + "\n",
             "By source and model, at the best reading:", render(summary_view(summary), fmt)
             + (summary_notes(summary) + "\n" if summary_notes(summary) else "")]
    if fit is not None:
        parts += ["What did the author assume? The best five ways of making the table "
                  "(mean absolute error, with bootstrap 95% intervals over the claims):",
                  render(fit_view(fit.groupby("game", sort=False).head(5)), fmt), paragraph + "\n"]  # each game's best
    return "\n".join(parts)


def _number_note(table: "pd.DataFrame") -> str:
    """The rule of the verdicts on numbers, said once under a table that has any."""
    if "model_number" not in table or table["model_number"].isna().all():
        return ""
    from whistodds.odds.claims.numbers import NUMBER_RULE

    return (f" ({NUMBER_RULE}; the length of a game is simulated from whole games, its interval from the games "
            f"played; a mean or count of cards is exact)")


def html_paragraphs(lines: "list[str] | tuple[str, ...]") -> str:
    """Sentences as HTML paragraphs, each escaped (a claim's id or source is the user's text); blank ones left out.

    >>> html_paragraphs(["claim <A> & B", ""])
    '<p>claim &lt;A&gt; &amp; B</p>\\n'
    """
    from html import escape

    return "".join(f"<p>{escape(line.strip())}</p>\n" for line in lines if line.strip())


HISTORY_COLUMNS = ["year", "game", "model", "dealer_advantage_pp", "dealer_advantage_low", "dealer_advantage_high",
                   "rubber_advantage_pp", "p_comeback", "mean_deals", "p_hoyle_loses_game", "p_hoyle_loses_rubber"]


def history_text(table: "pd.DataFrame", fmt: OutputFormat) -> str:
    """The games in date order: the dealer's advantage, the comeback, the deals a game and the luck measure."""
    if _records(fmt):
        return render(table, fmt)
    columns = [c for c in HISTORY_COLUMNS if c in table]
    return (render(table, fmt, columns=columns)
            + "\nDealer's advantage: P(the side dealing first wins) - 50%, in percentage points (95% interval for "
              "the game; the rubber's in csv/json); comeback: P(the side behind after the first deal wins); "
              "exact from each game's deal kernel (kernel_deals 0: from whole games, dummy dealing first, where "
              "hoyle's sight of dummy makes the seat that deals matter). Luck: how often a side playing hoyle loses to one playing at "
              "random, simulated (intervals in csv/json). Sources: britannica-1911-whist.txt:27-81.\n")


def older_claims_text(table: "pd.DataFrame", fmt: OutputFormat) -> str:
    """The claims of the sources about the older games, with their figures and verdicts."""
    if _records(fmt):
        return render(table, fmt)
    return render(table, fmt, columns=["claim", "model", "figure", "value", "ci95_low", "ci95_high", "verdict"])
