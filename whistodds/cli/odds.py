"""``whist-odds odds`` and ``whist-odds table``: the chance of winning from any score."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import FormatOption, OutOption, QuietOption
from whistodds.cli.output import OutputFormat, check_writable, emit, render
from whistodds.cli.play import PolicyOption, WorkersOption, _workers
from whistodds.cli.progress import progress_bar
from whistodds.simulations.play.policies import get_policy

SCORE_GAMES = {"long": "long-whist", "long-whist": "long-whist", "short": "short-whist", "short-whist": "short-whist",
               "scotch": "scotch-whist", "scotch-whist": "scotch-whist"}
PlayersOption = Annotated[int, typer.Option("--players", help="Scotch Whist: players, 2 to 8.")]
SidesOption = Annotated[int | None, typer.Option("--sides", help="Scotch Whist: number of sides (default: "
                                                 "two for 4, 6 or 8 players, else each for himself).")]
FinishOption = Annotated[str, typer.Option("--finish", help="Scotch Whist, when two pass 41 in one deal: "
                                           "highest, count-out or ten-first.")]
DealOption = Annotated[str, typer.Option("--deal", "-d", help="Who deals the next hand: us or them.")]
DealsOption = Annotated[int | None, typer.Option("--deals", "-n", help="Simulate a fresh kernel from this many deals.")]
SeedOption = Annotated[int | None, typer.Option("--seed", "-s", help="Seed for --deals.")]
VariantOption = Annotated[str, typer.Option("--variant", "-v", help="Rules variant: standard; long: no-honours, club; "
                                            "short: honours-halved, no-honours.")]


def _score_game(game: str) -> str:
    if game not in SCORE_GAMES:
        raise ValueError(f"game {game!r} is not allowed; use long or short")
    return SCORE_GAMES[game]


def _parse_score(text: str, sides: int = 2, option: str = "--score") -> tuple[int, ...]:
    parts = text.replace(":", "-").split("-")
    if len(parts) != sides or not all(p.strip().isdigit() for p in parts):
        example = "5-3" if sides == 2 else "-".join(str(10 * k) for k in range(sides))
        raise ValueError(f"{option} {text!r} is not allowed; write one number per side, us first, e.g. {example}")
    return tuple(int(p) for p in parts)


def _scotch(players: int, sides: int | None, finish: str):
    from whistodds.games.scotch import ScotchScoring, scotch_whist

    if sides is None:
        sides = 2 if players in (4, 6, 8) else None
    return scotch_whist(players, sides), ScotchScoring(finish=finish)


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
    players: PlayersOption = 4,
    sides: SidesOption = None,
    finish: FinishOption = "highest",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """The chance that "us" wins the game from a score, with its 95% interval and the odds in words."""
    from whistodds.odds.game_odds import check_score, odds_at, rules_for

    if _score_game(game) == "scotch-whist":
        _scotch_odds(score, deal, policy, players, sides, finish, deals, seed, fmt, out)
        return
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
    players: PlayersOption = 4,
    sides: SidesOption = None,
    finish: FinishOption = "highest",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    workers: WorkersOption = 1,
    quiet: QuietOption = False,
) -> None:
    """P(we win) at every score, with and against the deal (csv/json: with 95% intervals)."""
    from whistodds.odds.game_odds import odds_table, rules_for

    if _score_game(game) == "scotch-whist":
        _scotch_table(policy, players, sides, finish, deals, seed, fmt, out)
        return
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
    games = _parse_score(text, option="--games")
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


def _scotch_odds(score, deal, policy, players, sides, finish, deals, seed, fmt, out) -> None:
    import pandas as pd

    from whistodds.odds.scotch_odds import check_scotch_score, scotch_kernel, scotch_odds_at
    from whistodds.simulations.scotch import simulate_scotch_games

    the_game, scoring = _scotch(players, sides, finish)
    check_writable(out)
    get_policy(policy)
    if deal not in ("us", "them"):
        raise ValueError(f"--deal {deal!r} is not allowed; use us or them")
    scores = _parse_score(score, the_game.n_sides)
    for points in scores:
        if not 0 <= points < scoring.target:
            raise ValueError(f"--score {score!r} is not allowed: scores run 0-{scoring.target - 1} while a game is "
                             f"in play (it is over at {scoring.target})")
    n = deals or 200_000
    if the_game.n_sides == 2:
        check_scotch_score(scoring, scores, deal)
        kernel = scotch_kernel(the_game, policy, n, seed if seed is not None else 0, scoring)
        result = scotch_odds_at(kernel, scoring, scores, deal)
        if fmt in (OutputFormat.csv, OutputFormat.json):
            emit(render(pd.DataFrame([result]), fmt), out)
            return
        emit(f"{the_game.title}, finish '{finish}', at {scores[0]}-{scores[1]}, "
             f"{'we' if deal == 'us' else 'they'} deal: P(we win) = {result['p_win']:.4f} "
             f"(95% interval {result['ci95_low']:.4f}-{result['ci95_high']:.4f}), {result['odds']}\n"
             f"exact DP on a kernel of {kernel.deals:,} {policy} deals; finish rule '{finish}' "
             f"(the source is silent when both sides pass {scoring.target} in one deal)\n", out)
        return
    games = simulate_scotch_games(the_game, n // 4, scores, 0 if deal == "us" else 1, policy,
                                  seed if seed is not None else 0, scoring=scoring)
    rows = [{"side": k, "seats": " ".join(map(str, the_game.sides[k])), "score": scores[k],
             "p_win": rate.estimate, "se": rate.standard_error, "games": rate.trials, "finish": finish}
            for k, rate in enumerate(games.win_rates())]
    text = render(pd.DataFrame(rows), fmt)
    if fmt in (OutputFormat.table, OutputFormat.markdown):
        text = (f"{the_game.title}, finish '{finish}', seat {0 if deal == 'us' else 1} deals first; "
                f"whole games simulated ({policy} play):\n" + text)
    emit(text, out)


def _scotch_table(policy, players, sides, finish, deals, seed, fmt, out) -> None:
    from whistodds.odds.scotch_odds import scotch_kernel, scotch_odds_table

    the_game, scoring = _scotch(players, sides, finish)
    check_writable(out)
    get_policy(policy)
    if the_game.n_sides != 2:
        raise ValueError(f"the score table needs two sides; {the_game.title} has {the_game.n_sides} "
                         f"(use 'whist-odds odds scotch' with one score per side)")
    kernel = scotch_kernel(the_game, policy, deals or 200_000, seed if seed is not None else 0, scoring)
    result = scotch_odds_table(kernel, scoring)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(result, fmt), out)
        return
    grid = result[result.dealer == "us"].pivot(index="us", columns="them", values="p_win")
    picked = sorted({c for c in grid.columns if c % 5 == 0} | {scoring.target - 1})
    grid = grid.loc[picked, picked]
    grid.columns = [f"them {c}" for c in grid.columns]
    grid.index = [f"us {i}" for i in grid.index]
    emit(f"P(we win), {the_game.title}, finish '{finish}', we deal (every fifth score; csv/json: all)\n"
         + render(grid.reset_index(names="score"), fmt), out)
