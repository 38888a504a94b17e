"""The answers about a game's odds: at one score, at every score, the rubber, the deal kernel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whistodds.odds.words import estimate_in_words
from whistodds.reports.text.formats import (KernelFormat, OutputFormat, _format, _frame, _records,
                                            render, rules_note)
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import get_model

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.odds.rubber import RubberOdds
    from whistodds.simulations.kernels.protocol import Kernel
    from whistodds.simulations.play.models import PlayModel

SCORE_GRID_FULL = 15  # a score table shows every score up to this target, else every fifth


DEALER_WORDS = {"us": "we deal", "them": "they deal", "unknown": "who deals next unknown (the mean of the two deals)"}


def interval_words(model: PlayModel, deals: int, what: str = "95% interval") -> str:
    """Where an exact answer's 95% interval comes from, in plain words: the deals its kernel counted (one
    kernel, or one per play context).

    >>> from whistodds.simulations.play.models import get_model
    >>> interval_words(get_model("hoyle"), 10_000_000)
    '95% interval from the 10,000,000 deals of its kernel'
    """
    if model.attends_to_score:
        return (f"{what} from the {deals:,} deals of its kernels, one for each play context (what the score "
                f"means for the hand)")
    return f"{what} from the {deals:,} deals of its kernel"


def odds_text(game: Game, result: dict[str, Any], fmt: OutputFormat) -> str:
    """P(we win) at one score, with its interval and the odds in words."""
    if _records(fmt):
        return render(_frame(result), fmt)
    dealer = DEALER_WORDS[result["dealer"]]
    return (f"{game.name} at {result['us']}-{result['them']}, {dealer}: P(we win) = {result['p_win']:.4f} "
            f"(95% interval {result['ci95_low']:.4f}-{result['ci95_high']:.4f}), {result['odds']}\n"
            f"play model {result['model']}; {interval_words(get_model(result['model']), result['kernel_deals'])}"
            f"{rules_note(game)}\n")


def simulated_odds_text(game: Game, rows: list[dict[str, Any]] | tuple[dict[str, Any], ...], first_dealer: int,
                        model: PlayModel, fmt: OutputFormat) -> str:
    """Each side's chance from a score, from whole games simulated (three sides or more, or where the exact
    solver's state does not decide the deal): the rows of
    :func:`~whistodds.odds.odds_rows.simulated_odds_rows`, the one shape of ``odds``."""
    rows = list(rows)
    if _records(fmt):
        return render(_frame(rows), fmt)
    text = render(_frame(rows), fmt, columns=["game", "side", "seats", "score", "p_win", "se", "ci95_low",
                                              "ci95_high", "odds"])
    return (f"{game.name}: {game.title}, seat {first_dealer} deals first; whole games simulated ({model.name} play), "
            f"{rows[0]['games_simulated']:,} of them{rules_note(game)}:\n" + text)


def odds_table_text(game: Game, result: "pd.DataFrame", kernel: Kernel, fmt: OutputFormat) -> str:
    """P(we win) at every score as two grids, with and against the deal, or the one grid of the deal asked
    (records: the whole table)."""
    if _records(fmt):
        return render(result, fmt)
    target = game.score_rules.target
    shown = list(range(target)) if target <= SCORE_GRID_FULL else sorted(
        {s for s in range(target) if s % 5 == 0} | {target - 1})
    note = "" if target <= SCORE_GRID_FULL else " (every fifth score; csv/json: all)"
    parts = []
    for dealer, words in DEALER_WORDS.items():
        if dealer not in set(result.dealer):  # --deal: one of the grids
            continue
        grid = result[result.dealer == dealer].pivot(index="us", columns="them", values="p_win").loc[shown, shown]
        grid.columns = [f"them {c}" for c in grid.columns]
        grid.index = [f"us {i}" for i in grid.index]
        parts.append(f"P(we win), {game.name}, {words}{note} (rows: our score; columns: theirs)\n"
                     + render(grid.reset_index(names="score"), fmt))
    parts.append(f"play model {kernel.model}; {interval_words(get_model(kernel.model), kernel.deals, '95% intervals')}, and "
                 f"the odds in words, with --format csv or json{rules_note(game)}\n")
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
                   "them": score[1], "dealer": dealer, **result.p_win.columns("p_win_rubber"), "odds": result.odds,
                   "expected_points": result.expected_points, "p_three_games": result.p_three_games,
                   "model": kernel.model, "kernel_deals": kernel.deals, "kernel_seed": kernel.seed}
        return render(distribution.assign(**summary), fmt)
    return (f"Rubber at {game.name}, games {games[0]}-{games[1]}, score {score[0]}-{score[1]}, "
            f"{DEALER_WORDS[dealer]}:\n"
            f"P(we win the rubber) = {estimate_in_words(result.p_win)}; expected net points to us = "
            f"{result.expected_points:+.3f}; P(the rubber goes to three games) = {result.p_three_games:.4f}\n"
            f"({result.assumption}; play model {kernel.model}; {interval_words(get_model(kernel.model), kernel.deals)})\n\n"
            + render(distribution, fmt))


def kernel_text(game: Game, kernel: Kernel, shipped: bool, fmt: OutputFormat | KernelFormat) -> str:
    """A whist deal kernel: the grid of the dealer's side's tricks and honours, and its summary (csv, json,
    markdown: the tidy table, a row per tricks and honours, and per context; ``kernel-json``: the kernel
    document, as shipped)."""
    from whistodds.games.scoring import WhistScoring
    from whistodds.simulations.kernels.context import ContextKernel
    from whistodds.simulations.kernels.deal import DealKernel

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
            f"\nDeal kernels per play context, {game.name}, model {kernel.model}: {origin}\n"
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
    deals = int(summary["deals"])
    odd_trick = Estimate.proportion(round(float(summary["p_dealer_side_odd_trick"]) * deals), deals)
    return render(grid.reset_index(), fmt) + (
        f"\nDeal kernel, {game.name}, model {kernel.model}: {origin}\n"
        f"P(dealer's side wins the odd trick) = {estimate_in_words(odd_trick)}\n"
        f"Mean tricks, dealer's side = {summary['mean_tricks_dealer_side']:.3f}"
        f" ± {summary['se_mean_tricks_dealer_side']:.3f}\n"
        f"Mean net points per deal, dealer's side (tricks over {scoring.book}"
        f"{' and honours' if scoring.honours else ''}, {game.name} values) = "
        f"{summary['mean_net_points_dealer_side']:+.3f} ± {summary['se_mean_net_points_dealer_side']:.3f}\n")
