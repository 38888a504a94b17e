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
    GamePolicyOption,
    OutOption,
    PlayersOption,
    PolicyOption,
    QuietOption,
    SeedOption,
    SidesOption,
    VariantOption,
    SchedulerOption,
    WorkersOption,
    check_dealer,
    check_deals,
    check_policy,
    parse_score,
    resolve_game,
    resolve_seed,
    workers,
)
from whistodds.cli.output import OutputFormat, check_writable, emit
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.reports import text as words


def _kernel(game, policy: str, deals: int | None, seed: int | None, n_workers: int, quiet: bool,
            scheduler: str | None = None):
    """The game's kernel: shipped (or its default simulation), or simulated from ``deals`` with ``seed``."""
    from whistodds.simulations.kernels import get_kernel

    with workers(n_workers, scheduler) as executor, progress_bar(deals or 0, f"playing ({policy})",
                                                      quiet=quiet or deals is None, unit="deals") as advance:
        return get_kernel(policy, deals, resolve_seed(seed) if deals is not None else None, game=game,
                          executor=executor, progress=advance)


def odds(
    game: GameArgument,
    score: Annotated[str, typer.Option("--score", help="The score, ours first, e.g. 5-3 (one number a side).")],
    deal: DealOption = "us",
    policy: GamePolicyOption = None,
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = None,
    players: PlayersOption = None,
    sides: SidesOption = None,
    finish: FinishOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    scheduler: SchedulerOption = None,
    quiet: QuietOption = False,
) -> None:
    """The chance that "us" wins the game from a score, with its 95% interval and the odds in words.

    Two sides: exact, from the game's deal kernel (``--deals N`` simulates a fresh one); more sides, or
    Dummy Whist under a model that reads dummy's hand (which seat deals matters): whole games simulated.
    """
    from whistodds.odds.game_odds import exact_solvable

    the_game = resolve_game(game, variant=variant, players=players, sides=sides, finish=finish)
    policy = check_policy(policy, the_game)
    simulated = the_game.has_score and (the_game.n_sides > 2 or not exact_solvable(the_game, policy))
    check_deals(deals, 4 * limits.MAX_GAMES if simulated else limits.MAX_KERNEL_DEALS, policy=policy)
    if simulated and deals is not None and deals < 4_000:
        raise ValueError(f"--deals {deals} is not allowed here; whole games of {the_game.name} are simulated, "
                         f"a quarter of the deals: use 4,000 or more (1,000 games)")
    deal = check_dealer(deal, the_game)
    check_writable(out)
    scores = parse_score(score, the_game.n_sides if the_game.has_score else 2)
    if simulated:
        _simulated_odds(the_game, scores, deal, policy, deals, seed, n_workers, quiet, fmt, out, scheduler)
        return
    from whistodds.odds.game_odds import check_score, odds_at

    check_score(the_game, scores, deal)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet, scheduler)
    emit(words.odds_text(the_game, odds_at(the_game, scores, deal, kernel, seed=seed or 0), fmt), out)


def _simulated_odds(the_game, scores, deal, policy, deals, seed, n_workers, quiet, fmt, out, scheduler) -> None:
    from whistodds.simulations.whole_games import simulate_games

    n_games = max((deals or 200_000) // 4, 1)
    first = {"us": 0, "them": 1}.get(deal, deal)
    with workers(n_workers, scheduler) as executor, progress_bar(n_games, f"games ({policy})", quiet=quiet,
                                                                unit="games") as advance:
        result = simulate_games(the_game, n_games, scores, first, policy, seed or 0, executor=executor,
                                progress=advance)
    emit(words.simulated_odds_text(the_game, result, scores, first, policy, fmt), out)


def table(
    game: GameArgument,
    policy: GamePolicyOption = None,
    deals: DealsOption = None,
    seed: SeedOption = None,
    variant: VariantOption = None,
    players: PlayersOption = None,
    sides: SidesOption = None,
    finish: FinishOption = None,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
    scheduler: SchedulerOption = None,
    quiet: QuietOption = False,
) -> None:
    """P(we win) at every score, with and against the deal (csv/json: with 95% intervals)."""
    from whistodds.odds.game_odds import odds_table, score_game

    the_game = score_game(resolve_game(game, variant=variant, players=players, sides=sides, finish=finish))
    policy = check_policy(policy, the_game)
    check_deals(deals, limits.MAX_KERNEL_DEALS, policy=policy)
    check_writable(out)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet, scheduler)
    emit(words.odds_table_text(the_game, odds_table(the_game, kernel, seed=seed or 0), kernel, fmt), out)


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
    scheduler: SchedulerOption = None,
    quiet: QuietOption = False,
) -> None:
    """The chance of winning the rubber, what it is worth, and the chance of a third game (short or long whist)."""
    from whistodds.odds.game_odds import check_score
    from whistodds.odds.rubber import rubber_game, rubber_odds

    the_game = rubber_game(resolve_game(game, variant=variant))
    check_policy(policy, the_game)
    if seed is not None and deals is None:
        raise ValueError("--seed has no effect without --deals (the rubber is exact from the shipped kernel)")
    check_deals(deals, limits.MAX_KERNEL_DEALS, policy=policy)
    check_writable(out)
    won = _parse_games(games)
    us, them = parse_score(score)
    check_dealer(deal)
    check_score(the_game, (us, them), deal)
    kernel = _kernel(the_game, policy, deals, seed, n_workers, quiet, scheduler)
    result = rubber_odds(won, (us, them), deal, kernel, game=the_game)
    emit(words.rubber_text(the_game, won, (us, them), deal, result, kernel, fmt), out)


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
    emit(words.render(long_short_comparison(policy), fmt), out)
