"""The full report: every table as CSV and Markdown, every chart as PNG, one self-contained index.html.

>>> # build_report("report", deals=200_000, seed=1793)   # about half a minute
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from whistodds.reports.files import check_replaceable, whole_folder
from whistodds.reports.page import Verdict, render_page
from whistodds.reports.report_charts import CHART_CAPTIONS, HEATMAP_GAMES, OLDER_GAMES, draw_charts
from whistodds.simulations.batches import check_count
from whistodds.simulations.limits import MAX_REPORT_DEALS
from whistodds.simulations.play.policies import MODELS_OF_PLAY
from whistodds.reports.tables import spreadsheet_safe, to_markdown

DEFAULT_DEALS = 200_000
REPORT_ENTRIES = {"index.html", "tables", "charts", "explorer.html"}  # what a report folder holds, and so may be replaced
DEFAULT_SEED = 1793
POLICIES = MODELS_OF_PLAY


@dataclass
class Report:
    """What the report found: tables, charts and sentences, in the order they are shown."""

    out: Path
    deals: int
    seed: int
    tables: dict[str, pd.DataFrame] = field(default_factory=dict)
    charts: dict[str, Path] = field(default_factory=dict)
    findings: dict[str, list[str]] = field(default_factory=dict)
    executor: Executor | None = None
    summary: list[Verdict] = field(default_factory=list)  # the page's opening verdicts, in order
    explorer: str | None = None  # the odds explorer's page, relative to the report folder


def _steps(report: Report) -> list[tuple[str, Callable[[Report], None]]]:
    return [
        ("partner-holding calculations", _calculations),
        ("Bob Short's betting table", _betting_table),
        ("claims checked", _claims),
        ("odds at every score", _score_odds),
        ("attending to the score", _score_attention),
        ("deal kernels and play models", _kernels),
        ("the rubber and long against short", _short_whist),
        ("whole games simulated", _whole_games),
        ("Scotch Whist", _scotch),
        ("Gleek and progressive whist", _other_games),
        ("the older games", _older_games),
        ("charts", _charts),
        ("the odds explorer", _explorer),
    ]


def build_report(out: str | Path, deals: int = DEFAULT_DEALS, seed: int = DEFAULT_SEED,
                 progress: Callable[[int], None] | None = None, executor: Executor | None = None) -> Report:
    """Compute everything and write it under ``out``; ``progress`` is told of each finished step.
    Simulations run on ``executor`` if given (the figures do not depend on it).

    The report is built in a hidden folder beside ``out`` and put in its place at the end: an
    interrupted or failed run leaves an earlier report there untouched, and no partial one.
    """
    deals = check_count(deals, "deals", MAX_REPORT_DEALS)
    if deals < 1000:
        raise ValueError(f"deals={deals!r} is not allowed; use 1000 to {MAX_REPORT_DEALS:,}")
    target = Path(out)
    check_replaceable(target, REPORT_ENTRIES)
    target.parent.mkdir(parents=True, exist_ok=True)
    with whole_folder(target) as folder:
        for sub in ("tables", "charts"):
            (folder / sub).mkdir()
        report = Report(folder, deals, seed, executor=executor)
        for _, step in _steps(report):
            step(report)
            if progress is not None:
                progress(1)
        for name, table in report.tables.items():
            spreadsheet_safe(table).to_csv(folder / "tables" / f"{name}.csv", index=False)
            (folder / "tables" / f"{name}.md").write_text(to_markdown(table), encoding="utf-8")
        (folder / "index.html").write_text(render_page(report, CHART_CAPTIONS), encoding="utf-8")
    report.out = target
    report.charts = {name: target / "charts" / path.name for name, path in report.charts.items()}
    return report


def n_steps() -> int:
    return len(_steps(Report(Path("."), 0, 0)))


def _calculations(report: Report) -> None:
    from whistodds.odds.calculations import summarize_calculations, verify_calculations
    from whistodds.odds.partner import partner_holding_table

    table = verify_calculations(report.deals, report.seed, executor=report.executor)
    report.tables["partner_calculations"] = table
    report.tables["partner_holding_table"] = partner_holding_table(6)
    report.findings["Bob Short's Calculations (partner holdings)"] = summarize_calculations(table)
    best = table[table.fits_best]
    close = int((best.verdict.isin(["close", "exact"])).sum())
    worst = best.loc[best.error_pp.abs().idxmax()]
    report.summary.append(Verdict(
        "calculations", "Bob Short's six Calculations (does your partner hold a card?)",
        f"{close} of {len(best)} are within a percentage point of the exact chance; the furthest out, "
        f"{worst.statement}, is off by {worst.error_pp:+.2f} percentage points."))


def _betting_table(report: Report) -> None:
    from whistodds.odds.bob_short import (
        DEFAULT_CLOSE_PP,
        READING_WORDS,
        proportional_rule_check,
        summarize_bob_short,
        verify_bob_short,
        worked_examples,
    )

    lines = []
    summaries = []
    for policy in POLICIES:
        table = verify_bob_short(policy, seed=report.seed)
        report.tables[f"bob_short_{policy.replace('-', '_')}"] = table
        summary = summarize_bob_short(table)
        by_reading = summary["by_reading"].assign(policy=policy, best=lambda t, b=summary["best_reading"]: t.reading == b)
        summaries.append(by_reading)
        best = by_reading[by_reading.best].iloc[0]
        verdicts = ", ".join(f"{k} {v}" for k, v in summary["verdicts"].items())
        lines.append(f"Under {policy} play the reading of 'with the deal' that fits best is {best.reading}: mean "
                     f"absolute error {best.mean_abs_error_pp:.2f} pp over the 44 entries ({verdicts}).")
        for row in summary["special"].itertuples(index=False):
            lines.append(f"  {policy}: {row.entry}, {row.reading}: his {row.historical_probability:.4f} against "
                         f"{row.model_probability:.4f} (95% {row.ci95_low:.4f}-{row.ci95_high:.4f}), {row.verdict}.")
    report.tables["bob_short_summary"] = pd.concat(summaries, ignore_index=True)
    rule = proportional_rule_check()
    report.tables["proportional_rule"] = rule
    examples = worked_examples()
    report.tables["worked_examples"] = examples
    worst = rule.loc[rule.difference_pp.abs().idxmax()]
    lines.append(f"His rule 'nearly in proportion to the points wanted' is off by {rule.difference_pp.abs().mean():.2f} pp "
                 f"on average at the 64 scores below eight (hoyle play, deal unknown), at worst {worst.difference_pp:+.2f} pp "
                 f"at {worst.us}-{worst.them}.")
    second = examples.iloc[1]
    lines.append(f"His second worked example prints '{second.printed_odds}' at {second.score}, where his own rule "
                 f"and table give {second.table_odds} ({second.table_probability:.3f}); the model says "
                 f"{second.model_p_deal_unknown:.3f}.")
    report.findings["Bob Short's betting table (long whist)"] = lines
    hoyle = summarize_bob_short(report.tables["bob_short_hoyle"])
    best = hoyle["by_reading"].set_index("reading").loc[hoyle["best_reading"]]
    counts = hoyle["verdicts"]
    report.summary.append(Verdict(
        "betting-table", "Bob Short's 1793 betting table (44 scores of long whist)",
        f"roughly right: read {READING_WORDS[hoyle['best_reading']]} ({hoyle['best_reading']}), his odds are off by "
        f"{best.mean_abs_error_pp:.2f} percentage points on average against sound (hoyle) play; "
        f"{counts.get('close', 0)} of 44 are within {DEFAULT_CLOSE_PP:g} percentage points, "
        f"{counts.get('understates the odds', 0)} understate the side ahead's chance and "
        f"{counts.get('overstates the odds', 0)} overstate it."))
    report.summary.append(Verdict(
        "betting-table", "His rule 'nearly in proportion to the points wanted'",
        f"a fair rule of thumb: off by {rule.difference_pp.abs().mean():.2f} percentage points on average, at worst "
        f"{worst.difference_pp:+.2f} at {worst.us}-{worst.them}."))
    special = hoyle["special"]
    eight_nine = special[special.entry == "8 to 9"].iloc[-1]
    report.summary.append(Verdict(
        "betting-table", "'8 to 9 is a small odds in favor of the deal; about 4 in 100 only'",
        f"{eight_nine.verdict}: whichever side deals at 8 to 9 wins {eight_nine.model_probability:.3f} of games "
        f"in the model ({eight_nine.reading}), against his {eight_nine.historical_probability:.3f}."))


def _claims(report: Report) -> None:
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims_check import THRESHOLD_NOTE, evaluate_claims, summarize_claims
    from whistodds.odds.fit import fit_claims, fit_paragraph

    claims = read_claims(shipped_claims_path("bob-short-1793"))
    table = evaluate_claims(claims, seed=report.seed)
    summary = summarize_claims(table)
    ranking = fit_claims([c for c in claims if c.question == "game"], seed=report.seed)
    report.tables["claims_bob_short"] = table
    report.tables["claims_summary"] = summary
    report.tables["claims_fit"] = ranking
    verdicts = [column for column in summary.columns if column.startswith("verdict: ")]
    lines = []
    for _, row in summary.iterrows():
        counts = ", ".join(f"{column.removeprefix('verdict: ')} {int(row[column])}" for column in verdicts
                           if row[column] > 0)
        lines.append(f"{row.source}, {row.policy}: {row.claims} claims, mean absolute error "
                     f"{row.mean_abs_error_pp:.2f} percentage points (best reading: {row.best_reading}); {counts}.")
    report.findings["Claims checked (the shipped claims files)"] = [
        *lines, f"({THRESHOLD_NOTE}.)", fit_paragraph(ranking)]
    best = ranking.iloc[0]
    hoyle = summary[summary.policy == "hoyle"]
    if not hoyle.empty:  # its first row is the largest part of the file, his betting table
        first = hoyle.iloc[0]
        part = first.source.split(": ", 1)[-1]  # 'Chances for laying wagers, with the deal'
        report.summary.append(Verdict(
            "claims", f"His {part[:1].lower()}{part[1:]}, as the claims file reads it ({int(first.claims)} claims)",
            f"off by {first.mean_abs_error_pp:.2f} percentage points on average against hoyle play; over the "
            f"{int(best.claims)} claims about the game, the closest fit to how he made them is {best.method}"
            + (f" under the {best.rules}" if best.rules != "-" else "")
            + f" ({best.mean_abs_error_pp:.2f} percentage points)."))


def _score_odds(report: Report) -> None:
    from whistodds.odds.game_odds import odds_table

    from whistodds.games.whist import LONG_AGAINST_SHORT

    lines = []
    for game in LONG_AGAINST_SHORT:
        table = odds_table(game, "hoyle", seed=report.seed)
        report.tables[f"odds_{game.name.replace('-', '_')}"] = table
        start = table[(table.us == 0) & (table.them == 0) & (table.dealer == "us")].iloc[0]
        lines.append(f"{game.name} ({game.scoring.target} up): at love-all the dealer's side wins {start.p_win:.4f} "
                     f"of games (95% {start.ci95_low:.4f}-{start.ci95_high:.4f}), hoyle play; every score is in "
                     f"the table below.")
    report.findings["The odds at every score"] = lines


def _score_attention(report: Report) -> None:
    from whistodds.games.whist import LONG_AGAINST_SHORT
    from whistodds.odds.score_attention import attention_difference_table, attention_worth

    lines = []
    for game in LONG_AGAINST_SHORT:
        table = attention_difference_table(game, seed=report.seed)
        report.tables[f"attention_{game.name.replace('-', '_')}"] = table
        clear = table[(table.ci95_low > 0) | (table.ci95_high < 0)]
        top = table.loc[table.difference.abs().nlargest(3).index]
        moves = "; ".join(f"{r.us}-{r.them}, {'we' if r.dealer == 'us' else 'they'} deal: {r.p_win_plain:.4f} to "
                          f"{r.p_win_attending:.4f} ({r.difference * 100:+.2f} pp, 95% {r.ci95_low * 100:+.2f} to "
                          f"{r.ci95_high * 100:+.2f})" for r in top.itertuples())
        worth = attention_worth(game, max(report.deals // 4, 1000), report.seed, executor=report.executor)
        low, high = worth.interval95
        lines.append(f"{game.name}: with both sides attending to the score, P(we win) moves by more than its "
                     f"interval at {len(clear)} of {len(table)} score and deal states; the most: {moves}.")
        lines.append(f"{game.name}: a side attending to the score against one that does not wins "
                     f"{worth.estimate:.4f} of games from love-all (95% {low:.4f}-{high:.4f}; {worth.trials:,} games, "
                     f"each side dealing first in half).")
        if game is LONG_AGAINST_SHORT[0]:
            report.summary.append(Verdict(
                "attention", "Rule XXVI, 'Attend to the score' (long whist)",
                f"{'worth something' if low > 0.5 else 'no clear gain' if high >= 0.5 else 'a loss'}: a side that "
                f"attends to the score wins {worth.estimate:.4f} of games against one that does not (95% interval "
                f"{low:.4f}-{high:.4f})."))
    report.findings["Attending to the score (hoyle-score against hoyle)"] = lines


def _kernels(report: Report) -> None:
    from whistodds.games.contexts import neutral
    from whistodds.games.whist import LONG_WHIST
    from whistodds.simulations.kernels import get_kernel, shipped_kernel
    from whistodds.simulations.play.policies import get_policy

    rows = []
    for policy in POLICIES:
        if get_policy(policy).attends_to_score:
            # One kernel per play context: the neutral one is the deal where nothing turns on the score.
            kernels = get_kernel(policy, game=LONG_WHIST)
            kernel = kernels.kernel(neutral(LONG_WHIST))
            rows.append({"policy": f"{policy} (nothing at stake)", **kernel.summary(), "command": kernels.command,
                         "version": kernels.version})
            continue
        kernel = shipped_kernel(policy)
        rows.append({"policy": policy, **kernel.summary(), "command": kernel.command, "version": kernel.version})
    table = pd.DataFrame(rows)
    report.tables["deal_kernels"] = table
    report.findings["What one deal is worth"] = [
        f"{r.policy}: the dealer's side wins the odd trick {r.p_dealer_side_odd_trick:.4f} ± "
        f"{r.se_p_dealer_side_odd_trick:.4f} of deals, takes {r.mean_tricks_dealer_side:.3f} tricks and nets "
        f"{r.mean_net_points_dealer_side:+.3f} points a deal ({int(r.deals):,} deals)."
        for r in table.itertuples(index=False)
    ]


def _short_whist(report: Report) -> None:
    from whistodds.odds.long_short import long_short_comparison
    from whistodds.odds.rubber import rubber_odds, rubber_table

    comparison = pd.concat([long_short_comparison(p) for p in POLICIES], ignore_index=True)
    report.tables["long_against_short"] = comparison
    report.tables["rubber_states"] = rubber_table()
    odds = rubber_odds()
    report.tables["rubber_value"] = pd.DataFrame(
        {"net_points_to_first_dealer": list(odds.distribution), "probability": list(odds.distribution.values())})
    hoyle = comparison[comparison.policy == "hoyle"].set_index("game")
    report.findings["Short whist and the rubber"] = [
        f"The dealer's advantage from love-all (hoyle play): long whist {hoyle.loc['long-whist', 'dealer_advantage_pp']:+.2f} pp, "
        f"short whist {hoyle.loc['short-whist', 'dealer_advantage_pp']:+.2f} pp.",
        f"The side behind after the first deal goes on to win {hoyle.loc['long-whist', 'p_behind_after_first_deal_recovers']:.3f} "
        f"of long games but {hoyle.loc['short-whist', 'p_behind_after_first_deal_recovers']:.3f} of short ones: by this "
        f"measure the five-point game does not give the side behind a better chance of recovering within one game.",
        f"A rubber from love-all is worth {odds.expected_points:+.3f} points to the side dealing first; it wins "
        f"{odds.p_win:.3f} of rubbers, and {odds.p_three_games:.3f} of rubbers go to a third game.",
    ]
    long_advantage = hoyle.loc["long-whist", "dealer_advantage_pp"]
    his = 100 * (21 / 41 - 0.5)
    report.summary.append(Verdict(
        "long-short", "'ten and a half to ten in favour of the dealer' at the start of a game",
        f"{'close' if abs(long_advantage - his) <= 1 else 'not borne out'}: his odds give the dealer {his:+.2f} "
        f"percentage points over an even chance, the model {long_advantage:+.2f} (long whist, hoyle play)."))
    long_back, short_back = (hoyle.loc[g, "p_behind_after_first_deal_recovers"] for g in ("long-whist", "short-whist"))
    report.summary.append(Verdict(
        "long-short", "Short whist made 'to give the loser a chance of recovering his loss' (1911 Britannica)",
        f"{'not borne out within a game' if short_back <= long_back else 'borne out'}: the side behind after the "
        f"first deal wins {short_back:.3f} of short games against {long_back:.3f} of long ones."))


def _whole_games(report: Report) -> None:
    from whistodds.odds.game_odds import win_probability
    from whistodds.simulations.whole_games import simulate_games

    rows = []
    per_start = max(report.deals // 4, 1000)
    from whistodds.games.whist import LONG_WHIST, SHORT_WHIST

    for game, start, dealer in ((LONG_WHIST, (0, 0), "us"), (LONG_WHIST, (5, 3), "them"), (LONG_WHIST, (8, 9), "us"),
                                (SHORT_WHIST, (0, 0), "us"), (SHORT_WHIST, (3, 1), "them")):
        result = simulate_games(game, per_start, start, dealer, "hoyle", seed=report.seed, executor=report.executor)
        exact = win_probability(game, start, dealer, "hoyle")
        rate = result.win_rate
        rows.append({"game": game.name, "us": start[0], "them": start[1], "dealer": dealer, "games": per_start,
                     "simulated_p_win": rate.estimate, "simulated_se": rate.standard_error, "exact_p_win": exact,
                     "z": (rate.estimate - exact) / rate.standard_error,
                     "mean_deals_per_game": result.mean_deals})
    table = pd.DataFrame(rows)
    report.tables["whole_games_against_exact"] = table
    largest = table.z.abs().max()
    report.findings["Checks"] = [
        f"Whole games with fresh deals against the exact calculation at {len(table)} starting scores: the largest "
        f"gap between the simulated and the exact chance is {largest:.2f} standard errors ({per_start:,} games "
        f"each, hoyle play)."
    ]
    report.summary.append(Verdict(
        "whole-games", "A check on the method: whole games played out",
        f"{'they agree' if largest < 3 else 'a gap to look into'}: simulated games differ from the exact "
        f"calculation by at most {largest:.2f} standard errors at {len(table)} starting scores."))


def _scotch(report: Report) -> None:
    from whistodds.games.scotch import scotch_whist
    from whistodds.odds.game_odds import odds_table
    from whistodds.odds.scotch_checks import scotch_points_table, verify_scotch_advice
    from whistodds.simulations.kernels import simulate_kernel

    four = scotch_whist(4, 2)
    kernel = simulate_kernel("hoyle", report.deals, report.seed, game=four, executor=report.executor)
    report.tables["odds_scotch_whist_4_players"] = odds_table(four, kernel, seed=0)
    points = []
    advice = []
    for players, sides in ((2, 2), (3, 3), (4, 2), (4, 4), (5, 5), (6, 2), (6, 3), (7, 7), (8, 2), (8, 4)):
        game = scotch_whist(players, sides)
        each = max(report.deals // 4, 1000)
        points.append(scotch_points_table(game, "hoyle", each, report.seed, executor=report.executor).assign(
            game=game.title))
        advice.append({"game": game.title, **verify_scotch_advice(game, each, report.seed,
                                                                   executor=report.executor)})
    report.tables["scotch_points_per_deal"] = pd.concat(points, ignore_index=True)
    advice_table = pd.DataFrame(advice).drop(columns="game").assign(game=[a["game"] for a in advice])
    report.tables["scotch_advice"] = advice_table
    lines = [f"{row.game}: {row.verdict} ({row.difference:+.2f} ± {row.se_difference:.2f} points a deal for the "
             f"side dealt the trump ten)." for row in advice_table.itertuples(index=False)]
    helps = advice_table.verdict.value_counts()
    report.summary.append(Verdict(
        "scotch", "Scotch Whist: 'well advised to lead' the trump ten",
        "; ".join(f"{verdict} in {count} of {len(advice_table)} forms of the game" for verdict, count in helps.items())
        + "."))
    report.findings["Scotch Whist (Catch the Ten) to 41"] = [
        "The source's advice about the trump ten, tested on the same deals with and without it "
        "(only the player dealt the ten follows it; everyone else plays hoyle):",
        *lines,
    ]


def _other_games(report: Report) -> None:
    from whistodds.games.gleek import GLEEK
    from whistodds.odds.gleek import exact_any_set, exact_sets, play_gleek, simulate_deal_values
    from whistodds.simulations.intervals import Proportion
    from whistodds.simulations.progressive import first_prize_table

    report.tables["gleek_sets_exact"] = exact_sets()
    values = simulate_deal_values(report.deals, report.seed, executor=report.executor)
    report.tables["gleek_sets_and_ruff"] = values
    settled = pd.concat([play_gleek(max(report.deals // 2, 1000), "hoyle", report.seed, m, executor=report.executor)
                         for m in (False, True)], ignore_index=True)
    report.tables["gleek_settlement"] = settled
    evenings = max(report.deals // 400, 50)
    progressive = first_prize_table((2, 4, 6), (4, 10), skilled=1, n_evenings=evenings, seed=report.seed)
    report.tables["progressive_first_prize"] = progressive
    any_set, receipts = exact_any_set()
    buyer = GLEEK.scoring.stock_buyer
    after = values[(values.stage != "as dealt") & (values.seat == buyer)].iloc[0]
    # Four aces take the ruff in one hand at most, so the seats' shares add up.
    by_aces = [Proportion(int(round(values[dealt].p_ruff_by_four_aces.sum() * report.deals)), report.deals)
               for dealt in (values.stage == "as dealt", values.stage != "as dealt")]
    play = settled[settled.trump_reading == "any trump"].set_index("seat")
    best = progressive.sort_values("skill_ratio").iloc[-1]
    report.summary.append(Verdict(
        "gleek", "Gleek: buying the stock",
        f"the {buyer} who buys it has the best ruff alone {after.p_best_ruff_alone:.3f} of the time (about a third "
        f"without it) and nets {after.mean_net_pence:+.3f} pence a deal from sets."))
    report.summary.append(Verdict(
        "gleek", "Progressive whist: is skill rewarded?",
        f"most under the {best.system} system: one skilled player takes first prize {best.p_strongest_first:.3f} of "
        f"evenings, {best.skill_ratio:.1f} times chance ({best.tables} tables, {best.sittings} sittings)."))
    report.findings["Gleek and progressive whist"] = [
        f"Gleek: a hand holds a mournival or gleek of aces, kings, queens or knaves {float(any_set):.4f} of the time "
        f"(exact), worth {float(receipts):.3f} pence a deal in receipts.",
        f"Buying the stock (the {buyer}, who keeps his trump honours, then trumps and high cards) lifts his chance "
        f"of the best ruff alone to {after.p_best_ruff_alone:.3f} ± {after.se_p_best_ruff:.3f} (from about a third) "
        f"and his expected net from sets to {after.mean_net_pence:+.3f} ± {after.se_net:.3f} pence.",
        f"Four aces, which beat every ruff (gleek.txt:39), take the ruff that the suit points would give another "
        f"hand or a tie in {by_aces[0].estimate:.4f} ± {by_aces[0].standard_error:.4f} of deals as dealt, "
        f"{by_aces[1].estimate:.4f} ± {by_aces[1].standard_error:.4f} after the stock is bought.",
        ("In the play, with the stock bought, the settlements against 22 sum to zero in every deal"
         if (play.mean_sum_of_settlements == 0).all() and (play.se_sum_of_settlements == 0).all() else
         f"In the play the settlements against 22 sum to {play.mean_sum_of_settlements.iloc[0]:+.2f} ± "
         f"{play.se_sum_of_settlements.iloc[0]:.2f} a deal")
        + f"; the {buyer} wins "
        f"{play.loc[buyer, 'mean_settlement_pence']:+.2f} ± {play.loc[buyer, 'se_settlement']:.2f} pence a deal, "
        + ", ".join(f"the {seat} {play.loc[seat, 'mean_settlement_pence']:+.2f} ± "
                    f"{play.loc[seat, 'se_settlement']:.2f}" for seat in play.index if seat != buyer)
        + " (hoyle play, any trump wins; the dealer counts the turn-up honour).",
        f"Progressive whist: relative to chance, one hoyle player among random players is rewarded most under the "
        f"{best.system} system ({best.tables} tables, {best.sittings} sittings: first prize {best.p_strongest_first:.3f} "
        f"± {best.se:.3f}, {best.skill_ratio:.1f} times chance); see the table for every system, table count and "
        f"number of sittings.",
    ]


HISTORY_DRAWS, HISTORY_RUBBER_DRAWS = 50, 10  # Dirichlet draws for the history table's exact intervals (kept small)


def history_matches(deals: int) -> int:
    """Games (and rubbers) of hoyle against random per older game, and of Dummy Whist under hoyle, for the
    report: a hundredth of its deals, at least 1,000, to keep the section to a few seconds."""
    return max(deals // 100, 1000)


def _older_games(report: Report) -> None:
    from whistodds.odds.history import history_table

    matches = history_matches(report.deals)
    table = history_table(matches=matches, seed=report.seed, draws=HISTORY_DRAWS, rubber_draws=HISTORY_RUBBER_DRAWS)
    report.tables["history"] = table
    hoyle = table[table.policy == "hoyle"].set_index("game")
    exact = hoyle[hoyle.kernel_deals > 0]
    largest, smallest = exact.dealer_advantage_pp.idxmax(), exact.dealer_advantage_pp.idxmin()
    luckiest = hoyle.p_hoyle_loses_game.idxmax()
    left_out = [name for name in OLDER_GAMES if name not in HEATMAP_GAMES]

    def advantage(game: str) -> str:
        row = hoyle.loc[game]
        return f"{row.dealer_advantage_pp:+.2f} pp ({row.dealer_advantage_low:+.2f} to {row.dealer_advantage_high:+.2f})"

    if "double-dummy" in hoyle.index:
        row = hoyle.loc["double-dummy"]
        word = ("borne out" if row.dealer_advantage_high < 0 else "not borne out" if row.dealer_advantage_low > 0
                else "too close to call")
        report.summary.append(Verdict(
            "older-games", "Double Dummy: 'the deal is a disadvantage' (1911 Britannica)",
            f"{word}: the dealer's advantage from love-all is {advantage('double-dummy')} "
            f"(hoyle play, 95% interval)."))
    report.summary.append(Verdict(
        "older-games", "The older games, 1674 to 1911",
        f"the deal is worth most at {largest} ({advantage(largest)}) and least at {smallest} "
        f"({advantage(smallest)})."))
    report.findings["The older games (ruff-and-honours to double dummy)"] = [
        f"Under hoyle play the exact dealer's advantage from love-all (95% interval) is largest at {largest}, "
        f"{advantage(largest)}, and smallest at {smallest}, {advantage(smallest)}"
        + "".join(f"; at {name}, from whole games, {advantage(name)}" for name in left_out if name in hoyle.index)
        + f". A hoyle side loses most often to a random one at {luckiest}: {hoyle.p_hoyle_loses_game[luckiest]:.3f} "
        f"of games ({hoyle.p_hoyle_loses_game_low[luckiest]:.3f} to {hoyle.p_hoyle_loses_game_high[luckiest]:.3f}).",
        f"Exact figures from each game's deal kernel ({HISTORY_DRAWS} redraws of the kernel for the game's intervals, "
        f"{HISTORY_RUBBER_DRAWS} for the rubber's); the luck measure from {matches:,} games and rubbers of hoyle "
        f"against random per game" + (f"; {', '.join(left_out)} under hoyle (which reads dummy's hand, so which "
                                      f"seat deals matters) from {matches:,} whole games and rubbers, dummy dealing "
                                      f"first, and no exact heatmap" if left_out else "") + ".",
    ]


def _explorer(report: Report) -> None:
    from whistodds.reports.explorer import REPORT_DEALS, build_explorer

    build_explorer(report.out / "explorer.html", deals=min(report.deals, REPORT_DEALS), seed=report.seed,
                   executor=report.executor)
    report.explorer = "explorer.html"


def _charts(report: Report) -> None:
    draw_charts(report)
