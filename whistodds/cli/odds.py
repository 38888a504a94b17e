"""``whist-odds odds``, ``table``, ``rubber`` and ``compare``: the chance of winning from any score, for any game."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import (
    DealOption,
    DealsOption,
    FinishOption,
    FormatOption,
    GameArgument,
    OutOption,
    PlayersOption,
    PolicyOption,
    QuietOption,
    SeedOption,
    SidesOption,
    VariantOption,
    WorkersOption,
    check_dealer,
    check_deals,
    check_policy,
    parse_score,
    resolve_game,
    workers,
)
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.progress import progress_bar

SCORE_GRID_FULL = 15  # a score table shows every score up to this target, else every fifth


def _kernel(game, policy: str, deals: int | None, seed: int | None, n_workers: int, quiet: bool):
    """The game's kernel: shipped (or its default simulation), or simulated from ``deals`` with ``seed``."""
    from whistodds.simulations.kernels import get_kernel

    with workers(n_workers) as executor, progress_bar(deals or 0, f"playing ({policy})",
                                                      quiet=quiet or deals is None) as advance:
        return get_kernel(policy, deals, seed if deals is not None else None, game=game, executor=executor,
                          progress=advance)


def _rules_line(game) -> str:
    announced = game.announced()
    return f"; rules: {announced} (the source is silent there)" if announced else ""


def odds(
    game: GameArgument,
    score: Annotated[str, typer.Option("--score", help="The score, ours first, e.g. 5-3 (one number a side).")],
    deal: DealOption = "us",
    policy: PolicyOption = "hoyle",
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = None,
    players: PlayersOption = None,
    sides: SidesOption = None,
    finish: FinishOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """The chance that "us" wins the game from a score, with its 95% interval and the odds in words.

    Two sides: exact, from the game's deal kernel (``--deals N`` simulates a fresh one); more sides:
    whole games simulated.
    """
    the_game = resolve_game(game, variant=variant, players=players, sides=sides, finish=finish)
    check_policy(policy)
    check_deals(deals)
    check_dealer(deal)
    check_writable(out)
    scores = parse_score(score, the_game.n_sides if the_game.has_score else 2)
    if the_game.has_score and the_game.n_sides > 2:
        _simulated_odds(the_game, scores, deal, policy, deals, seed, n_workers, quiet, fmt, out)
        return
    from whistodds.odds.game_odds import check_score, odds_at

    check_score(the_game, scores, deal)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet)
    result = odds_at(the_game, scores, deal, kernel, seed=seed if seed is not None else 0)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        import pandas as pd

        emit(render(pd.DataFrame([result]), fmt), out)
        return
    dealer = "we deal" if deal == "us" else "they deal"
    emit(f"{the_game.name} at {scores[0]}-{scores[1]}, {dealer}: P(we win) = {result['p_win']:.4f} "
         f"(95% interval {result['ci95_low']:.4f}-{result['ci95_high']:.4f}), {result['odds']}\n"
         f"play model {result['policy']}, kernel of {result['kernel_deals']:,} deals; "
         f"interval from the kernel's sampling error (Dirichlet posterior){_rules_line(the_game)}\n", out)


def _simulated_odds(the_game, scores, deal, policy, deals, seed, n_workers, quiet, fmt, out) -> None:
    import pandas as pd

    from whistodds.simulations.whole_games import simulate_games

    n_games = max((deals or 200_000) // 4, 1)
    with workers(n_workers) as executor, progress_bar(n_games, f"games ({policy})", quiet=quiet) as advance:
        result = simulate_games(the_game, n_games, scores, 0 if deal == "us" else 1, policy,
                                seed if seed is not None else 0, executor=executor, progress=advance)
    rows = [{"game": the_game.name, "side": k, "seats": " ".join(map(str, the_game.sides[k])), "score": scores[k],
             "p_win": rate.estimate, "se": rate.standard_error, "games": rate.trials}
            for k, rate in enumerate(result.win_rates())]
    text = render(pd.DataFrame(rows), fmt)
    if fmt in (OutputFormat.table, OutputFormat.markdown):
        text = (f"{the_game.name}: {the_game.title}, seat {0 if deal == 'us' else 1} deals first; "
                f"whole games simulated ({policy} play){_rules_line(the_game)}:\n" + text)
    emit(text, out)


def table(
    game: GameArgument,
    policy: PolicyOption = "hoyle",
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = None,
    players: PlayersOption = None,
    sides: SidesOption = None,
    finish: FinishOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """P(we win) at every score, with and against the deal (csv/json: with 95% intervals)."""
    from whistodds.odds.game_odds import odds_table, score_game

    the_game = score_game(resolve_game(game, variant=variant, players=players, sides=sides, finish=finish))
    check_policy(policy)
    check_deals(deals)
    check_writable(out)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet)
    result = odds_table(the_game, kernel, seed=seed if seed is not None else 0)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(result, fmt), out)
        return
    target = the_game.scoring.target
    shown = range(target) if target <= SCORE_GRID_FULL else sorted({s for s in range(target) if s % 5 == 0}
                                                                   | {target - 1})
    note = "" if target <= SCORE_GRID_FULL else " (every fifth score; csv/json: all)"
    parts = []
    for dealer, words in (("us", "we deal"), ("them", "they deal")):
        grid = result[result.dealer == dealer].pivot(index="us", columns="them", values="p_win").loc[shown, shown]
        grid.columns = [f"them {c}" for c in grid.columns]
        grid.index = [f"us {i}" for i in grid.index]
        parts.append(f"P(we win), {the_game.name}, {words}{note} (rows: our score; columns: theirs)\n"
                     + render(grid.reset_index(names="score"), fmt))
    parts.append(f"play model {kernel.policy}, kernel of {kernel.deals:,} deals; "
                 f"95% intervals with --format csv or json{_rules_line(the_game)}\n")
    emit("\n".join(parts), out)


def _parse_games(text: str) -> tuple[int, int]:
    games = parse_score(text, option="--games")
    if any(g not in (0, 1) for g in games):
        raise ValueError(f"--games {text!r} is not allowed; a rubber in play has 0 or 1 games won a side "
                         f"(it ends at two)")
    return games


def rubber(
    game: Annotated[str, typer.Argument(help="A game with a rubber: short (default) or long, with parameters.")
                    ] = "short",
    games: Annotated[str, typer.Option("--games", help="Games won so far, us-them, e.g. 1-0.")] = "0-0",
    score: Annotated[str, typer.Option("--score", help="Score in the game in play, us-them.")] = "0-0",
    deal: DealOption = "us",
    variant: VariantOption = None,
    policy: PolicyOption = "hoyle",
    deals: DealsOption = None,
    seed: SeedOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """The chance of winning the rubber, what it is worth, and the chance of a third game (short or long whist)."""
    import pandas as pd

    from whistodds.odds.game_odds import check_score
    from whistodds.odds.rubber import rubber_game, rubber_odds

    the_game = rubber_game(resolve_game(game, variant=variant))
    check_policy(policy)
    check_deals(deals)
    check_writable(out)
    won = _parse_games(games)
    us, them = parse_score(score)
    check_dealer(deal)
    check_score(the_game, (us, them), deal)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet)
    result = rubber_odds(won, (us, them), deal, kernel, game=the_game)
    distribution = pd.DataFrame({"net_points_us": list(result.distribution),
                                 "probability": list(result.distribution.values())})
    if fmt in (OutputFormat.csv, OutputFormat.json):
        summary = {"game": the_game.name, "games_us": won[0], "games_them": won[1], "us": us, "them": them,
                   "dealer": deal, "p_win_rubber": result.p_win, "expected_points": result.expected_points,
                   "p_three_games": result.p_three_games, "policy": kernel.policy}
        emit(render(distribution.assign(**summary), fmt), out)
        return
    emit(f"Rubber at {the_game.name}, games {won[0]}-{won[1]}, score {us}-{them}, "
         f"{'we' if deal == 'us' else 'they'} deal:\n"
         f"P(we win the rubber) = {result.p_win:.4f}; expected net points to us = {result.expected_points:+.3f}; "
         f"P(the rubber goes to three games) = {result.p_three_games:.4f}\n"
         f"({result.assumption}; play model {kernel.policy}, kernel of {kernel.deals:,} deals)\n\n"
         + render(distribution, fmt), out)


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
    check_policy(policy)
    check_writable(out)
    emit(render(long_short_comparison(policy), fmt), out)
