"""``whist-odds odds`` and ``whist-odds table``: the chance of winning from any score."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import FormatOption, OutOption, QuietOption
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.play import PolicyOption, WorkersOption, _workers
from whistodds.cli.progress import progress_bar
from whistodds.simulations.play.policies import get_policy

SCORE_GAMES = {"long": "long-whist", "long-whist": "long-whist", "short": "short-whist", "short-whist": "short-whist"}
DealOption = Annotated[str, typer.Option("--deal", "-d", help="Who deals the next hand: us or them.")]
DealsOption = Annotated[int | None, typer.Option("--deals", "-n", help="Simulate a fresh kernel from this many deals.")]
SeedOption = Annotated[int | None, typer.Option("--seed", "-s", help="Seed for --deals.")]
VariantOption = Annotated[str, typer.Option("--variant", "-v", help="Rules variant: standard; long: no-honours, club; "
                                            "short: honours-halved, no-honours.")]


def _score_game(game: str) -> str:
    if game not in SCORE_GAMES:
        raise ValueError(f"game {game!r} is not allowed; use long or short")
    return SCORE_GAMES[game]


def _parse_score(text: str) -> tuple[int, int]:
    parts = text.replace(":", "-").split("-")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"--score {text!r} is not allowed; write us-them, e.g. 5-3")
    return int(parts[0]), int(parts[1])


def _kernel(policy: str, deals: int | None, seed: int | None, workers: int, quiet: bool):
    from whistodds.simulations.kernels import get_kernel

    get_policy(policy)
    if deals is not None and deals <= 0:
        raise ValueError(f"--deals {deals} is not allowed; use a positive number of deals")
    with _workers(workers) as executor, progress_bar(deals or 0, f"playing ({policy})",
                                                     quiet=quiet or deals is None) as advance:
        return get_kernel(policy, deals, seed if deals is not None else None, executor=executor, progress=advance)


def odds(
    game: Annotated[str, typer.Argument(help="long or short")],
    score: Annotated[str, typer.Option("--score", help="The score, us-them, e.g. 5-3.")],
    deal: DealOption = "us",
    policy: PolicyOption = "hoyle",
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = "standard",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """The chance that "us" wins the game from a score, with its 95% interval and the odds in words."""
    from whistodds.odds.game_odds import check_score, odds_at, rules_for

    rules = rules_for(_score_game(game), variant)
    check_writable(out)
    us, them = _parse_score(score)
    if deal not in ("us", "them"):
        raise ValueError(f"--deal {deal!r} is not allowed; use us or them")
    check_score(rules, (us, them), deal)
    kernel = _kernel(policy, deals, seed, workers, quiet)
    result = odds_at(rules, (us, them), deal, kernel)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        import pandas as pd

        emit(render(pd.DataFrame([result]), fmt), out)
        return
    dealer = "we deal" if deal == "us" else "they deal"
    text = (
        f"{rules.name}{'' if variant == 'standard' else f' ({variant})'} at {us}-{them}, {dealer}: P(we win) = {result['p_win']:.4f} "
        f"(95% interval {result['ci95_low']:.4f}-{result['ci95_high']:.4f}), {result['odds']}\n"
        f"play model {result['policy']}, kernel of {result['kernel_deals']:,} deals; "
        f"interval from the kernel's sampling error (Dirichlet posterior)\n"
    )
    emit(text, out)


def table(
    game: Annotated[str, typer.Argument(help="long or short")],
    policy: PolicyOption = "hoyle",
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = "standard",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """P(we win) at every score, with and against the deal (csv/json: with 95% intervals)."""
    from whistodds.odds.game_odds import odds_table, rules_for

    rules = rules_for(_score_game(game), variant)
    check_writable(out)
    kernel = _kernel(policy, deals, seed, workers, quiet)
    result = odds_table(rules, kernel)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(result, fmt), out)
        return
    parts = []
    for dealer, words in (("us", "we deal"), ("them", "they deal")):
        grid = result[result.dealer == dealer].pivot(index="us", columns="them", values="p_win")
        grid.columns = [f"them {c}" for c in grid.columns]
        grid.index = [f"us {i}" for i in grid.index]
        grid = grid.reset_index(names="score")
        parts.append(f"P(we win), {rules.name}, {words} (rows: our score; columns: theirs)\n" + render(grid, fmt))
    parts.append(f"play model {kernel.policy}, kernel of {kernel.deals:,} deals; "
                 f"95% intervals with --format csv or json\n")
    emit("\n".join(parts), out)


def _parse_games(text: str) -> tuple[int, int]:
    games = _parse_score(text.replace("--score", "--games"))
    if any(g not in (0, 1) for g in games):
        raise ValueError(f"--games {text!r} is not allowed; a rubber in play has 0 or 1 games won a side "
                         f"(it ends at two)")
    return games


def rubber(
    games: Annotated[str, typer.Option("--games", help="Games won so far, us-them, e.g. 1-0.")] = "0-0",
    score: Annotated[str, typer.Option("--score", help="Score in the game in play, us-them.")] = "0-0",
    deal: DealOption = "us",
    variant: Annotated[str, typer.Option("--variant", "-v", help="standard, honours-halved, no-honours, "
                                         "rubber-bonus-4.")] = "standard",
    policy: PolicyOption = "hoyle",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
) -> None:
    """Short whist: the chance of winning the rubber, what it is worth, and the chance of a third game."""
    import pandas as pd

    from whistodds.odds.game_odds import check_score
    from whistodds.odds.rubber import rubber_odds, rubber_rules

    check_writable(out)
    rules = rubber_rules(variant)
    won = _parse_games(games)
    us, them = _parse_score(score)
    if deal not in ("us", "them"):
        raise ValueError(f"--deal {deal!r} is not allowed; use us or them")
    check_score(rules.game, (us, them), deal)
    kernel = _kernel(policy, None, None, 1, True)
    result = rubber_odds(won, (us, them), deal, kernel, variant=rules)
    distribution = pd.DataFrame({"net_points_us": list(result.distribution),
                                 "probability": list(result.distribution.values())})
    if fmt in (OutputFormat.csv, OutputFormat.json):
        summary = {"games_us": won[0], "games_them": won[1], "us": us, "them": them, "dealer": deal,
                   "variant": variant, "p_win_rubber": result.p_win, "expected_points": result.expected_points,
                   "p_three_games": result.p_three_games, "policy": kernel.policy}
        emit(render(distribution.assign(**summary), fmt), out)
        return
    text = (
        f"Rubber at short whist ({variant}), games {won[0]}-{won[1]}, score {us}-{them}, "
        f"{'we' if deal == 'us' else 'they'} deal:\n"
        f"P(we win the rubber) = {result.p_win:.4f}; expected net points to us = {result.expected_points:+.3f}; "
        f"P(the rubber goes to three games) = {result.p_three_games:.4f}\n"
        f"({result.assumption}; play model {kernel.policy}, kernel of {kernel.deals:,} deals)\n\n"
        + render(distribution, fmt)
    )
    emit(text, out)


def compare(
    what: Annotated[str, typer.Argument(help="long-short")],
    policy: PolicyOption = "hoyle",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
) -> None:
    """Long whist against short: the dealer's advantage and how often the side behind recovers."""
    from whistodds.odds.long_short import long_short_comparison

    if what != "long-short":
        raise ValueError(f"comparison {what!r} is not known; use long-short")
    check_writable(out)
    emit(render(long_short_comparison(_kernel(policy, None, None, 1, True)), fmt), out)
