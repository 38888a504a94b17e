"""``whist-odds odds``, ``table``, ``rubber`` and ``compare``: the chance of winning from any score, for any game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import (
    KERNEL_DEALS_LIMIT,
    DealOption,
    GameArgument,
    Model,
    RunOptions,
    VariantOption,
    check_dealer,
    check_deals,
    check_model,
    parse_score,
    resolve_game,
    run_options,
)
from whistodds.cli.output import check_writable, emit, table_format
from whistodds.cli.position import DealerOption, TrumpsOption, TurnUpOption, hand_odds
from whistodds.simulations import limits
from whistodds.cli.progress import progress_bar
from whistodds.reports import text as words

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.simulations.kernels import ContextKernel, CountedKernel
    from whistodds.simulations.play.models import PlayModel


def _kernel(game: Game, model: PlayModel, run: RunOptions) -> CountedKernel | ContextKernel:
    """The game's kernel: shipped (or its default simulation), or simulated from ``--deals`` with the run's seed."""
    from whistodds.simulations.kernels import get_kernel

    with run.pool() as executor, progress_bar(run.deals or 0, f"playing ({model.name})",
                                              quiet=run.quiet or run.deals is None, unit="deals") as advance:
        return get_kernel(model, run.deals, run.run_seed() if run.deals is not None else None, game=game,
                          executor=executor, progress=advance)


@run_options(deals=None, model=Model.one, flags=True, deals_limit=(
    f"{KERNEL_DEALS_LIMIT} for a deal kernel; where whole games are simulated, "
    f"{4 * limits.MAX_GAMES:,}, a quarter of them games"))
def odds(
    game: GameArgument,
    score: Annotated[str, typer.Option("--score", help="The score, ours first, e.g. 5-3 (one number a side).")],
    deal: Annotated[str | None, typer.Option("--deal", "-d", help=(
        "Who deals the next hand: us (the default), them, or unknown (the mean of the two, as a claims file reads "
        "a blank 'who deals'); with three sides or more, us is seat 0, them seat 1, or give a seat. With --hand "
        "and --dealer, the dealer's seat decides it."))] = None,
    variant: VariantOption = None,
    hand: Annotated[str | None, typer.Option("--hand", help=(
        "My hand, before a card is played: the chances holding it (needs --trumps or --turn-up)."))] = None,
    trumps: TrumpsOption = None,
    turn_up: TurnUpOption = None,
    seat: DealerOption = None,
    *,
    run: RunOptions,
) -> None:
    """The chance that "us" wins the game from a score, with its 95% interval and the odds in words.

    With --hand: the chances holding that hand before a card is played (P(odd trick), our tricks, P(game)),
    over the deals consistent with it, played by the model (whist-odds position for a hand in play).

    Two sides: exact, from the game's deal kernel (--deals N simulates a fresh one). More sides, or Dummy Whist
    under a model that reads dummy's hand (which seat deals matters): whole games simulated.
    """
    from whistodds.odds.game_odds import exact_solvable

    the_game = resolve_game(game, variant=variant, **run.rules)
    if hand is not None:
        hand_odds(the_game.name, hand, score, deal, seat, trumps, turn_up, run)
        return
    deal = "us" if deal is None else deal
    if trumps is not None or turn_up is not None or seat is not None:
        raise ValueError("--trumps, --turn-up and --dealer are for a hand; give --hand too")
    model = check_model(run.model, the_game)
    simulated = the_game.has_score and (the_game.n_sides > 2 or not exact_solvable(the_game, model))
    check_deals(run.deals, 4 * limits.MAX_GAMES if simulated else limits.MAX_KERNEL_DEALS, model=model)
    if simulated and run.deals is not None and run.deals < 4_000:
        raise ValueError(f"--deals {run.deals} is not allowed here; whole games of {the_game.name} are simulated, "
                         f"a quarter of the deals: use 4,000 or more (1,000 games)")
    if simulated and deal == "unknown" and the_game.n_sides == 2:
        raise ValueError(f"--deal unknown is not allowed here; {the_game.name} under {model.name} is simulated from whole "
                         f"games with one side dealing first: use us or them")
    dealer = check_dealer(deal, the_game)
    check_writable(run.out)
    scores = parse_score(score, the_game.n_sides if the_game.has_score else 2)
    if simulated:
        _simulated_odds(the_game, scores, dealer, model, run)
        return
    from whistodds.odds.game_odds import check_score, odds_at
    from whistodds.odds.odds_rows import exact_odds_row

    us, them = scores  # two sides: the exact odds are of two
    deal = str(dealer)  # a seat number is only given with three sides or more
    check_score(the_game, (us, them), "us" if deal == "unknown" else deal)
    kernel = _kernel(the_game, model, run)
    result = odds_at(the_game, (us, them), deal, kernel, seed=run.run_seed(simulates=run.deals is not None))
    emit(words.odds_text(the_game, exact_odds_row(the_game, result), table_format(run.fmt)), run.out)


def _simulated_odds(the_game: Game, scores: tuple[int, ...], deal: str | int, model: PlayModel, run: RunOptions
                    ) -> None:
    from whistodds.simulations.whole_games import simulate_games

    n_games = max((run.deals or 200_000) // 4, 1)
    first = deal if isinstance(deal, int) else {"us": 0, "them": 1}[deal]  # us or them (check_dealer)
    with run.pool() as executor, progress_bar(n_games, f"games ({model.name})", quiet=run.quiet) as advance:
        result = simulate_games(the_game, n_games, scores, first, model, run.run_seed(), executor=executor,
                                progress=advance)
    emit(words.simulated_odds_text(the_game, result, scores, first, model.name, table_format(run.fmt)), run.out)


TableDealOption = Annotated[str | None, typer.Option("--deal", "-d", help=(
    "Only the scores where us or them deals next, or unknown (the mean of the two); default: both deals."))]


@run_options(deals=None, model=Model.one, flags=True, deals_limit=KERNEL_DEALS_LIMIT)
def table(game: GameArgument, variant: VariantOption = None, deal: TableDealOption = None, *,
          run: RunOptions) -> None:
    """P(we win) at every score, with and against the deal, or with who deals unknown (csv/json: with 95%
    intervals and the odds in words)."""
    from whistodds.odds.game_odds import odds_table, score_game

    the_game = score_game(resolve_game(game, variant=variant, **run.rules))
    model = check_model(run.model, the_game)
    check_deals(run.deals, limits.MAX_KERNEL_DEALS, model=model)
    dealer = None if deal is None else str(check_dealer(deal))
    check_writable(run.out)
    kernel = _kernel(the_game, model, run)
    result = odds_table(the_game, kernel, seed=run.run_seed(simulates=run.deals is not None), estimates=True,
                        dealer=dealer)
    emit(words.odds_table_text(the_game, result, kernel, table_format(run.fmt)), run.out)


def _parse_games(text: str) -> tuple[int, int]:
    us, them = parse_score(text, option="--games")
    if any(g not in (0, 1) for g in (us, them)):
        raise ValueError(f"--games {text!r} is not allowed; a rubber in play has 0 or 1 games won a side "
                         f"(it ends at two)")
    return us, them


@run_options(deals=None, model=Model.one, deals_limit=KERNEL_DEALS_LIMIT)
def rubber(
    game: Annotated[str, typer.Argument(help="A game with a rubber: short (default) or long, with parameters.")
                    ] = "short",
    games: Annotated[str, typer.Option("--games", help="Games won so far, us-them, e.g. 1-0.")] = "0-0",
    score: Annotated[str, typer.Option("--score", help="Score in the game in play, us-them.")] = "0-0",
    deal: DealOption = "us",
    variant: VariantOption = None,
    *,
    run: RunOptions,
) -> None:
    """The chance of winning the rubber, with its 95% interval and the odds in words; what it is worth, and the
    chance of a third game (short or long whist)."""
    from whistodds.odds.game_odds import check_score
    from whistodds.odds.rubber import rubber_game, rubber_odds

    the_game = rubber_game(resolve_game(game, variant=variant))
    model = check_model(run.model, the_game)
    check_deals(run.deals, limits.MAX_KERNEL_DEALS, model=model)
    check_writable(run.out)
    won = _parse_games(games)
    us, them = parse_score(score)
    check_dealer(deal)
    check_score(the_game, (us, them), "us" if deal == "unknown" else deal)
    kernel = _kernel(the_game, model, run)
    result = rubber_odds(won, (us, them), deal, kernel, game=the_game,
                         seed=run.run_seed(simulates=run.deals is not None))
    emit(words.rubber_text(the_game, won, (us, them), deal, result, kernel, table_format(run.fmt)), run.out)


@run_options(model=Model.one, seed=False, workers=False, quiet=False)
def compare(what: Annotated[str, typer.Argument(help="long-short")], *, run: RunOptions) -> None:
    """Long whist against short: the dealer's advantage and how often the side behind recovers."""
    from whistodds.games.families.whist import LONG_WHIST
    from whistodds.odds.long_short import long_short_comparison

    if what != "long-short":
        raise ValueError(f"comparison {what!r} is not known; use long-short")
    model = check_model(run.model, LONG_WHIST)
    check_writable(run.out)
    emit(words.render(long_short_comparison(model), table_format(run.fmt)), run.out)
