"""Answers in words: every table or summary the command line prints, as text in one of four formats.

``table`` is the terminal's view: a terse table, fitted to the terminal's width, with the sentences
around it.  ``csv``, ``json`` (records: ``pandas.read_json(text)`` reads it back) and ``markdown`` (a
pipe table) give the same full table and nothing else.  An answer made of several tables gives them as
one documented JSON object, as Markdown sections, or as one CSV file a table (:func:`several_tables`),
never as one stacked frame.  The command line only parses, calls the API, and writes what these
functions return, so a notebook user gets the same words from the same calls.

A simulated or posterior figure is written with the keys of its
:class:`~whistodds.simulations.estimate.Estimate`, the same in every command: the figure's own name for
its value (``p_win``, ``p_win_rubber``, ``simulated_probability``, ...), then ``se``, ``ci95_low``,
``ci95_high``, ``method`` (exact, wilson, normal or posterior), and for a proportion ``successes`` and
``trials``.
"""

from __future__ import annotations

import json
from enum import Enum
from typing import TYPE_CHECKING, Any, cast

from whistodds.reports.tables import spreadsheet_safe, to_markdown
from whistodds.simulations.estimate import Estimate, Method

if TYPE_CHECKING:  # pandas loads only when a table is rendered
    from fractions import Fraction

    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.odds.rubber import RubberOdds
    from whistodds.simulations.kernel_protocol import Kernel
    from whistodds.simulations.progressive import Evenings
    from whistodds.simulations.whole_games import GameSimulation

CALCULATION_COLUMNS = ["statement", "reading", "historical_odds", "historical_probability", "exact_probability",
                       "exact_odds", "simulated_probability", "se", "error_pp", "verdict", "fits_best"]
SCORE_GRID_FULL = 15  # a score table shows every score up to this target, else every fifth
MIN_CELL_WIDTH = 24  # a text cell is cut (with ...) to no less than this when the terminal is narrow


class OutputFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"


class KernelFormat(str, Enum):
    """``whist-odds kernel``'s formats: the four tables, and ``kernel-json``, the kernel document itself
    (counts, seed, version and the command that regenerates it), as shipped in ``simulations/data``."""

    table = "table"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    kernel_json = "kernel-json"


def _format(fmt: Any) -> OutputFormat:
    return OutputFormat(getattr(fmt, "value", fmt))


def terminal_width() -> int | None:
    """The width a terminal table is fitted to: the terminal's (``shutil.get_terminal_size``) when printing
    to one or when ``COLUMNS`` is set, else None (no limit: a pipe or a file keeps whole lines)."""
    import os
    import shutil
    import sys

    if os.environ.get("COLUMNS") or sys.stdout.isatty():
        return shutil.get_terminal_size().columns
    return None


def render(table: "pd.DataFrame", fmt: OutputFormat | str, *, columns: list[str] | None = None,
           width: int | None = None) -> str:
    """The table as text; ``columns`` picks what the terse ``table`` format shows, which is fitted to
    ``width`` columns (default :func:`terminal_width`): wrapped into blocks of columns, long text cut.

    >>> import pandas as pd
    >>> frame = pd.DataFrame({"score": ["5-3", "8-9"], "p_win": [0.627, 0.5]})
    >>> print(render(frame, "csv"), end="")
    score,p_win
    5-3,0.627
    8-9,0.5
    >>> pd.read_json(__import__("io").StringIO(render(frame, "json"))).equals(frame)
    True
    >>> print(render(frame, "markdown"), end="")
    | score | p_win |
    |---|---|
    | 5-3 | 0.6270 |
    | 8-9 | 0.5000 |
    """
    fmt = _format(fmt)
    text: str
    if fmt is OutputFormat.csv:
        text = spreadsheet_safe(table).to_csv(index=False)
        return text
    if fmt is OutputFormat.json:
        text = table.to_json(orient="records", indent=2, double_precision=15)
        return text + "\n"
    if fmt is OutputFormat.markdown:
        return to_markdown(table)
    shown = table[columns] if columns else table
    width = terminal_width() if width is None else width
    if width is None:
        text = shown.to_string(index=False, float_format=lambda x: f"{x:.4f}")
        return text + "\n"
    text = shown.to_string(index=False, float_format=lambda x: f"{x:.4f}", line_width=width,
                           max_colwidth=max(MIN_CELL_WIDTH, width // 2))
    return text + "\n"


def several_tables(tables: dict[str, "pd.DataFrame"], fmt: OutputFormat | str, about: dict[str, Any] | None = None
                   ) -> str | dict[str, str]:
    """An answer made of several tables: json, one object (``about``'s entries, then each table's records
    under its name); markdown, a section a table; csv, one text a table by name (the command line writes
    ``FILE-NAME.csv`` for each); ``table`` is not for this function.

    >>> import pandas as pd
    >>> parts = {"sets": pd.DataFrame({"set": ["gleek"], "p": [0.1]}), "ruff": pd.DataFrame({"seat": [0]})}
    >>> sorted(json.loads(several_tables(parts, "json", {"game": "gleek"})))
    ['game', 'ruff', 'sets']
    >>> sorted(several_tables(parts, "csv"))
    ['ruff', 'sets']
    """
    fmt = _format(fmt)
    if fmt is OutputFormat.json:
        document = dict(about or {})
        document.update({name: json.loads(table.to_json(orient="records", double_precision=15))
                         for name, table in tables.items()})
        return json.dumps(document, indent=1) + "\n"
    if fmt is OutputFormat.csv:
        return {name: render(table, fmt) for name, table in tables.items()}
    if fmt is OutputFormat.markdown:
        head = "".join(f"- {key}: {value}\n" for key, value in (about or {}).items())
        return (head + "\n" if head else "") + "\n".join(f"## {name}\n\n{render(table, fmt)}"
                                                        for name, table in tables.items())
    raise ValueError(f"--format {fmt.value} is not allowed here; use csv, json or markdown")


def estimate_keys(table: "pd.DataFrame", name: str, se: str, low: str | None = None, high: str | None = None,
                  trials: str | None = None) -> "pd.DataFrame":
    """A table written by the API with its own names for a figure's uncertainty (``se_difference``,
    ``simulated_ci95_low``, ...) as the command line writes every figure: the keys of an
    :class:`~whistodds.simulations.estimate.Estimate` after ``name``; a simulated proportion
    (``trials`` given) with its counts and the method ``wilson``, else a simulated mean, ``normal``, its
    interval ± 1.96 SE where the table has none.

    >>> import pandas as pd
    >>> row = estimate_keys(pd.DataFrame({"mean_points": [2.0], "se_mean_points": [0.5]}), "mean_points",
    ...                     "se_mean_points")
    >>> list(row), round(float(row.ci95_high[0]), 4)
    (['mean_points', 'se', 'ci95_low', 'ci95_high', 'method'], 2.98)
    """
    import pandas as pd

    rows = []
    for record in table.to_dict("records"):
        if trials is not None:
            figure = Estimate(record[name], record[se], record[low], record[high], Method.wilson,
                              int(round(record[name] * record[trials])), int(record[trials]))
        elif low is not None and high is not None:
            figure = Estimate(record[name], record[se], record[low], record[high], Method.normal)
        else:
            figure = Estimate.mean(record[name], record[se])
        out: dict[str, Any] = {}
        for key, value in record.items():
            if key == name:
                out.update(figure.columns(name))
            elif key not in (se, low, high, trials):
                out[key] = value
        rows.append(out)
    return pd.DataFrame(rows)


def _records(fmt: OutputFormat | str) -> bool:
    """csv, json and markdown: the full table alone."""
    return _format(fmt) is not OutputFormat.table


def _frame(rows: list[dict[str, Any]] | dict[str, Any]) -> "pd.DataFrame":
    import pandas as pd

    return pd.DataFrame(rows if isinstance(rows, list) else [rows])


def rules_note(game: Game) -> str:
    """The rules an answer names although the source leaves them open, e.g. Scotch Whist's finish."""
    announced = game.announced()
    return f"; rules: {announced} (the source is silent there)" if announced else ""


def _kernel_words(policy: str, deals: int) -> str:
    """How the deals behind an answer were counted: one kernel, or one per play context."""
    from whistodds.simulations.play.policies import get_policy

    if get_policy(policy).attends_to_score:
        return f"a kernel for each play context (what the score means for the hand), {deals:,} deals in all"
    return f"kernel of {deals:,} deals"


def odds_text(game: Game, result: dict[str, Any], fmt: OutputFormat) -> str:
    """P(we win) at one score, with its interval and the odds in words."""
    if _records(fmt):
        return render(_frame(result), fmt)
    dealer = "we deal" if result["dealer"] == "us" else "they deal"
    return (f"{game.name} at {result['us']}-{result['them']}, {dealer}: P(we win) = {result['p_win']:.4f} "
            f"(95% interval {result['ci95_low']:.4f}-{result['ci95_high']:.4f}), {result['odds']}\n"
            f"play model {result['policy']}, {_kernel_words(result['policy'], result['kernel_deals'])}; "
            f"interval from the kernel's sampling error (Dirichlet posterior){rules_note(game)}\n")


def simulated_odds_text(game: Game, simulation: GameSimulation, scores: tuple[int, ...], first_dealer: int, policy: str,
                        fmt: OutputFormat) -> str:
    """Each side's chance from a score, from whole games simulated (three sides or more, or where the exact
    solver's state does not decide the deal)."""
    rows = [{"game": game.name, "side": k, "seats": " ".join(map(str, game.sides[k])), "score": scores[k],
             **rate.columns("p_win")} for k, rate in enumerate(simulation.win_rates())]
    if _records(fmt):
        return render(_frame(rows), fmt)
    text = render(_frame(rows), fmt, columns=["game", "side", "seats", "score", "p_win", "se", "ci95_low",
                                              "ci95_high"])
    return (f"{game.name}: {game.title}, seat {first_dealer} deals first; whole games simulated ({policy} play), "
            f"{rows[0]['trials']:,} of them{rules_note(game)}:\n" + text)


def odds_table_text(game: Game, result: "pd.DataFrame", kernel: Kernel, fmt: OutputFormat) -> str:
    """P(we win) at every score as two grids, with and against the deal (records: the whole table)."""
    if _records(fmt):
        return render(result, fmt)
    target = game.score_rules.target
    shown = list(range(target)) if target <= SCORE_GRID_FULL else sorted(
        {s for s in range(target) if s % 5 == 0} | {target - 1})
    note = "" if target <= SCORE_GRID_FULL else " (every fifth score; csv/json: all)"
    parts = []
    for dealer, words in (("us", "we deal"), ("them", "they deal")):
        grid = result[result.dealer == dealer].pivot(index="us", columns="them", values="p_win").loc[shown, shown]
        grid.columns = [f"them {c}" for c in grid.columns]
        grid.index = [f"us {i}" for i in grid.index]
        parts.append(f"P(we win), {game.name}, {words}{note} (rows: our score; columns: theirs)\n"
                     + render(grid.reset_index(names="score"), fmt))
    parts.append(f"play model {kernel.policy}, {_kernel_words(kernel.policy, kernel.deals)}; "
                 f"95% intervals with --format csv or json{rules_note(game)}\n")
    return "\n".join(parts)


def rubber_text(game: Game, games: tuple[int, int], score: tuple[int, int], dealer: str, result: RubberOdds,
                kernel: Kernel,
                fmt: OutputFormat) -> str:
    """The rest of a rubber: P(win), expected net points, P(three games) and the distribution."""
    import pandas as pd

    distribution = pd.DataFrame({"net_points_us": list(result.distribution),
                                 "probability": list(result.distribution.values())})
    if _records(fmt):
        summary = {"game": game.name, "games_us": games[0], "games_them": games[1], "us": score[0],
                   "them": score[1], "dealer": dealer, **result.p_win.columns("p_win_rubber"),
                   "expected_points": result.expected_points, "p_three_games": result.p_three_games,
                   "policy": kernel.policy, "kernel_deals": kernel.deals, "kernel_seed": kernel.seed}
        return render(distribution.assign(**summary), fmt)
    return (f"Rubber at {game.name}, games {games[0]}-{games[1]}, score {score[0]}-{score[1]}, "
            f"{'we' if dealer == 'us' else 'they'} deal:\n"
            f"P(we win the rubber) = {result.p_win.value:.4f} (95% interval {result.p_win.ci95_low:.4f}-"
            f"{result.p_win.ci95_high:.4f}); expected net points to us = {result.expected_points:+.3f}; "
            f"P(the rubber goes to three games) = {result.p_three_games:.4f}\n"
            f"({result.assumption}; play model {kernel.policy}, {_kernel_words(kernel.policy, kernel.deals)})\n\n"
            + render(distribution, fmt))


def kernel_text(game: Game, kernel: Kernel, shipped: bool, fmt: OutputFormat | KernelFormat) -> str:
    """A whist deal kernel: the grid of the dealer's side's tricks and honours, and its summary (csv, json,
    markdown: the tidy table, a row per tricks and honours, and per context; ``kernel-json``: the kernel
    document, as shipped)."""
    from whistodds.games.scoring import WhistScoring
    from whistodds.simulations.context_kernels import ContextKernel
    from whistodds.simulations.deal_kernels import DealKernel

    if getattr(fmt, "value", fmt) == KernelFormat.kernel_json.value:
        return kernel.to_json()
    if not isinstance(kernel, (DealKernel, ContextKernel)):
        raise ValueError(f"the kernel of {game.name} is not a whist deal kernel (tricks and honours)")
    fmt = _format(fmt)
    if _records(fmt):
        return render(kernel.table(), fmt)
    if isinstance(kernel, ContextKernel):  # kernels per play context (the only kernels that vary by state)
        origin = f"shipped kernels ({kernel.command})" if shipped else f"{kernel.deals:,} deals, seed {kernel.seed}"
        return render(kernel.context_table(), fmt) + (
            f"\nDeal kernels per play context, {game.name}, policy {kernel.policy}: {origin}\n"
            f"A context is what the score means for the hand: the dealer's side wins the game this hand with "
            f"win_at tricks or more ({game.cards_per_hand + 1}: it cannot), and the others win it if the dealer's "
            f"side takes fewer than save_at (0: they cannot).\n")
    table = kernel.table()
    if "honours_in_one_hand" in table:  # call_needs=two-and-one: the honours, and whether in one hand
        grid = table.pivot(index="tricks_dealer_side", columns=["honours_in_one_hand", "honours_dealer_side"],
                           values="probability")
        grid.columns = [f"honours_{h}" + ("_in_one_hand" if split else "") for split, h in grid.columns]
    else:
        grid = table.pivot(index="tricks_dealer_side", columns="honours_dealer_side", values="probability")
        grid.columns = [f"honours_{h}" for h in grid.columns]
    summary = kernel.summary()
    scoring = game.scoring
    if not isinstance(scoring, WhistScoring):
        raise ValueError(f"{game.name} is not scored as whist (tricks over a book, honours)")
    origin = f"shipped kernel ({kernel.command})" if shipped else f"{summary['deals']:,} deals, seed {kernel.seed}"
    return render(grid.reset_index(), fmt) + (
        f"\nDeal kernel, {game.name}, policy {kernel.policy}: {origin}\n"
        f"P(dealer's side wins the odd trick) = {summary['p_dealer_side_odd_trick']:.4f}"
        f" ± {summary['se_p_dealer_side_odd_trick']:.4f} (SE)\n"
        f"Mean tricks, dealer's side = {summary['mean_tricks_dealer_side']:.3f}"
        f" ± {summary['se_mean_tricks_dealer_side']:.3f}\n"
        f"Mean net points per deal, dealer's side (tricks over {scoring.book}"
        f"{' and honours' if scoring.honours else ''}, {game.name} values) = "
        f"{summary['mean_net_points_dealer_side']:+.3f} ± {summary['se_mean_net_points_dealer_side']:.3f}\n")


def points_text(game: Game, table: "pd.DataFrame", policy: str, fmt: OutputFormat) -> str:
    """Scotch Whist: points per deal of each side."""
    from whistodds.games.cards import RANK_NAMES

    text = render(table, fmt)
    if _records(fmt):
        return text
    names = {**RANK_NAMES, 10: "ten"}
    counting = ", ".join(f"{names.get(rank, str(rank))} {value}" for rank, value in game.counted_trumps.items())
    return (f"Points per deal, {game.name}: {game.title} ({policy} play; seat 0 deals; counting trumps {counting}, "
            f"and a point a card taken beyond those dealt):\n" + text)


def calculations_text(table: "pd.DataFrame", deals: int, seed: int, fmt: OutputFormat) -> str:
    """Bob Short's Calculations: each statement under each reading, and the summary."""
    from whistodds.odds.calculations import summarize_calculations

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
    from whistodds.odds.bob_short import (
        READINGS,
        proportional_rule_check,
        summarize_bob_short,
        verify_bob_short,
        worked_examples,
    )
    from whistodds.simulations.play.policies import POLICIES

    if _records(fmt):
        return render(table, fmt)
    summary = summarize_bob_short(table)
    policy = cast(str, summary["policy"])
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
    lines.append(f"Source: Bob Short, Hoyle Abridged (1793), CHANCES FOR LAYING WAGERS, WITH THE DEAL; "
                 f"model: exact game odds from the {policy} deal kernel.")
    lines.append(f"Best reading of 'with the deal': {summary['best_reading']}.")
    for row in by_reading.itertuples(index=False):
        lines.append(f"  {row.reading:<18} mean |error| {row.mean_abs_error_pp:5.2f} pp "
                     f"({row.mean_abs_error_log_odds:.3f} log-odds), mean error {row.mean_error_pp:+5.2f} pp")
    lines.append("Entries he gets most wrong (best reading): " + "; ".join(
        f"{r.entry} ({r.historical_odds}: {r.historical_probability:.3f} vs {r.model_probability:.3f}, "
        f"{r.difference_pp:+.1f} pp)" for r in worst_entries.itertuples(index=False)))
    lines.append("Verdicts (best reading): " + ", ".join(f"{k} {v}" for k, v in verdicts.items()))
    for r in special.itertuples(index=False):
        lines.append(f"{r.entry}, {r.reading}: his {r.historical_probability:.4f} vs model {r.model_probability:.4f} "
                     f"(95% {r.ci95_low:.4f}-{r.ci95_high:.4f}): {r.verdict}")
    rule = proportional_rule_check(policy)
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    lines.append(f"Proportional rule ('nearly in proportion to the points wanted') at the {len(rule)} scores below "
                 f"eight, deal unknown: mean |rule - model| {rule.difference_pp.abs().mean():.2f} pp, largest "
                 f"{worst.difference_pp:+.2f} pp at {worst.us}-{worst.them}.")
    for r in worked_examples(policy).itertuples(index=False):
        lines.append(f"Worked example at {r.score}: printed '{r.printed_odds}' ({r.printed_probability:.3f}); "
                     f"the rule gives {r.rule_probability:.3f}, his table '{r.table_odds}', model "
                     f"{r.model_p_deal_unknown:.3f}")
    lines.append("Under every play model (best reading, mean |error|, verdicts):")
    for name in POLICIES:
        try:
            other = summarize_bob_short(verify_bob_short(name, draws=50))
        except ValueError:
            lines.append(f"  {name:<13} no shipped kernel")
            continue
        best_row = cast("pd.DataFrame", other["by_reading"]).set_index("reading").loc[other["best_reading"]]
        lines.append(f"  {name:<13} {other['best_reading']:<18} {best_row.mean_abs_error_pp:5.2f} pp   "
                     + ", ".join(f"{k} {v}" for k, v in cast("dict[str, int]", other["verdicts"]).items()))
    return "\n".join(lines) + "\n"


def scotch_advice_text(result: dict[str, Any], deals: int, who: str, seed: int, fmt: OutputFormat) -> str:
    """The source's advice about the ten, tested on the same deals with and without it."""
    if _records(fmt):
        figures = {key: value for key, value in result.items() if key != "difference"}
        return render(_frame({**figures, **result["difference"].columns("difference")}), fmt)
    return (
        f"{result['game']}: {deals:,} deals, each played by 'hoyle' and again with the advice followed by "
        f"{'the holder of the ten (the rest play hoyle)' if who == 'holder' else 'every player'} (seed {seed}).\n"
        f"Points per deal for the side dealt the trump ten: without the advice {result['holder_points_without']:.3f}, "
        f"with it {result['holder_points_with']:.3f}; difference {result['difference']:+.3f} "
        f"± {result['difference'].se:.3f} (SE, paired), z = {result['z']:+.1f}.\n"
        f"The holder's side takes the ten {result['p_holder_takes_ten_without']:.3f} of deals without the advice, "
        f"{result['p_holder_takes_ten_with']:.3f} with it.\nVerdict: {result['verdict']}.\n"
        f"(With --who everyone, every player also plays to capture the counting trumps.)\n"
        f"Source: scotch-whist.txt ('the player who has been dealt the 10, either singleton or doubleton, would be "
        f"well advised to lead it'; all against all, 'get rid of all the cards in his shortest suit').\n")


GLEEK_TABLES_NOTE = ("Gleek, four tables: exact_sets (mournivals and gleeks in one hand, exactly), simulated_sets "
                     "(the same by seat, simulated), ruff_and_sets (sets and the ruff by seat, as dealt and after the "
                     "stock), settlement (the twelve tricks settled against 22)")


def gleek_tables(sets: "pd.DataFrame", by_seat: "pd.DataFrame", values: "pd.DataFrame", settled: "pd.DataFrame"
                 ) -> dict[str, "pd.DataFrame"]:
    """Gleek's four tables by name, as :func:`several_tables` writes them."""
    return {"exact_sets": sets, "simulated_sets": by_seat, "ruff_and_sets": values, "settlement": settled}


def gleek_text(game: Game, sets: "pd.DataFrame", any_set: Fraction, receipts: Fraction, by_seat: "pd.DataFrame",
               values: "pd.DataFrame", settled: "pd.DataFrame", deals: int, seed: int, policy: str,
               fmt: OutputFormat) -> str | dict[str, str]:
    """Gleek: the sets exactly and by seat, the ruff and the stock, the tricks settled against 22 (csv: one
    text a table, by name; json: one object, see ``GLEEK_TABLES_NOTE``)."""
    if _records(fmt):
        return several_tables(gleek_tables(sets, by_seat, values, settled), fmt, {
            "what": GLEEK_TABLES_NOTE, "game": game.name, "policy": policy, "deals": deals, "seed": seed,
            "p_any_set": float(any_set), "p_any_set_fraction": str(any_set),
            "expected_receipts_pence": float(receipts)})
    from whistodds.games.gleek import GleekScoring

    scoring = game.scoring
    if not isinstance(scoring, GleekScoring):
        raise ValueError(f"{game.name} is not scored as Gleek")
    honours = dict(scoring.honour_values)
    trumping = "only an equal or higher trump takes a plain card" if game.trump_must_match else "any trump wins"
    if scoring.stock_buyer == "none":
        stock = "no one buys the stock: its seven face-down cards stay out of play"
        bought = "as dealt (no one buys the stock):"
    else:
        order = ("puts out seven, then takes" if scoring.stock_order == "discard-first"
                 else "takes them and then puts out seven")
        keeps = "trumps and high cards" if scoring.discard == "tricks" else "his best suit for the ruff"
        stock = (f"the {scoring.stock_buyer} buys the stock and {order} the {scoring.stock_exchanged} face-down "
                 f"cards, keeping his trump honours, then {keeps}")
        bought = f"as dealt and after {stock}:"
    aces = "four aces beat every ruff" if scoring.four_aces else "four aces count only as a suit in the ruff"
    return "\n".join([
        f"{game.name}: {game.title}, 44 cards, twelve each, eight to the stock{rules_note(game)}. "
        f"Source: gleek.txt.",
        "Mournivals and gleeks in one hand, exactly (every seat alike):",
        render(sets, fmt),
        f"P(at least one mournival or gleek of aces, kings, queens or knaves) = {float(any_set):.5f} "
        f"({any_set}); expected receipts {float(receipts):.4f} pence a deal (paid by both opponents); "
        f"expected net 0 by symmetry.",
        f"Simulated by seat ({deals:,} deals, seed {seed}):",
        render(by_seat, fmt),
        f"Sets and the ruff by seat ({aces}), {bought}",
        render(values, fmt),
        f"The twelve tricks ({policy} play, {trumping}; {stock}), {scoring.points_per_trick} a trick, honours Tib "
        f"{honours[14]}, Tom {honours[11]}, king {honours[13]}, queen {honours[12]} to the player who holds them in "
        f"the play (the turn-up to the dealer), settled against {scoring.settle_against}:",
        render(settled, fmt),
    ]) + "\n"


def progressive_text(evenings: Evenings, system: str, tables: int, sittings: int, skilled: int, n_evenings: int, seed: int,
                     fmt: OutputFormat) -> str:
    """Progressive whist: the strongest player's chance of first prize, and the field's scores."""
    first = evenings.p_first_prize()  # ties counted as a share: a mean, not a count of successes
    field = evenings.field
    summary = _frame({
        "system": system, "tables": tables, "sittings": sittings, "skilled": skilled, "evenings": n_evenings,
        **first.columns("p_strongest_first_prize"), "p_by_chance": 1 / (4 * tables),
        "strongest_mean_score": evenings.strongest.mean, "field_mean_score": field.mean,
        "field_score_p10": field.quantile(0.1), "field_score_median": field.quantile(0.5),
        "field_score_p90": field.quantile(0.9)})
    if _records(fmt):
        return render(summary, fmt)
    who = "player 0 (hoyle)" if skilled else "player 0 (all play random)"
    return (f"Progressive whist, {system} system, {tables} tables, {sittings} sittings, {skilled} skilled "
            f"(hoyle) among {4 * tables} players, {n_evenings:,} evenings (seed {seed}):\n"
            f"P({who} takes first prize) = {first.value:.4f} ± {first.se:.4f} (SE); "
            f"by chance alone {1 / (4 * tables):.4f}\n"
            + render(summary, fmt))


def cache_text(info: dict[str, Any], fmt: OutputFormat) -> str:
    """What the cache holds."""
    if _records(fmt):
        return render(_frame(info), fmt)
    state = "" if info["exists"] else " (not created yet)"
    return (f"cache folder: {info['folder']}{state}\n"
            f"{info['files']} files, {info['bytes'] / 1e6:.1f} MB: {info['kernels']} deal kernels, compiled code for "
            f"{info['compiled_code_versions']} version(s) of the simulation code, "
            f"{info['damaged_entries_set_aside']} damaged entries set aside\n"
            f"(whist-odds cache clear empties it; WHISTODDS_CACHE moves it)\n")


CLAIM_COLUMNS = ["id", "policy", "reading", "odds", "stated_probability", "model_probability", "ci95_low",
                 "ci95_high", "difference_pp", "difference_log_odds", "verdict", "best_reading"]


def claims_text(table: "pd.DataFrame", summary: "pd.DataFrame", fmt: OutputFormat, *, fit: "pd.DataFrame | None" = None,
                paragraph: str = "") -> str | dict[str, str]:
    """Every claim against every model, the summary per source, and (with a fit) the best five ways of
    making the table with what they suggest."""
    from whistodds.odds.claims_check import THRESHOLD_NOTE

    if fit is not None and _records(fmt):  # several tables: one documented object, sections or files
        return several_tables({"claims": table, "summary": summary, "fit": fit}, fmt,
                              {"verdicts": THRESHOLD_NOTE, "fit_paragraph": paragraph})
    if _records(fmt):
        return render(table, fmt)
    parts = [render(table, fmt, columns=CLAIM_COLUMNS), f"({THRESHOLD_NOTE}; the model's 95% interval is its "
             f"kernel's sampling error; 'best_reading' marks the reading that fits its source best)\n",
             "By source and model, at the best reading:", render(summary, fmt)]
    if fit is not None:
        parts += ["What did the author assume? The best five ways of making the table "
                  "(mean absolute error, with bootstrap 95% intervals over the claims):",
                  render(fit.head(5), fmt), paragraph + "\n"]
    return "\n".join(parts)


HISTORY_COLUMNS = ["year", "game", "policy", "dealer_advantage_pp", "dealer_advantage_low", "dealer_advantage_high",
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
    return render(table, fmt, columns=["claim", "policy", "figure", "value", "ci95_low", "ci95_high", "verdict"])
