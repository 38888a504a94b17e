"""``whist-odds progressive``: progressive whist, the game of the whist drives; ``whist-odds game-length``: how many
deals a game lasts."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import GameArgument, Model, RunOptions, check_model, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.simulations.limits import LENGTH_GAMES, MIN_LENGTH_GAMES


@run_options(quiet=False)
def progressive(
    tables: Annotated[int, typer.Option("--tables", help="Tables of four.")] = 6,
    sittings: Annotated[int, typer.Option("--sittings", help="Sittings in the evening.")] = 10,
    system: Annotated[str, typer.Option("--system", help="comstock or britannica.")] = "comstock",
    skilled: Annotated[int, typer.Option("--skilled", help="Players who play hoyle; the rest play random.")] = 1,
    evenings: Annotated[int, typer.Option("--evenings", "-n", help="Evenings to simulate.")] = 2000,
    *,
    run: RunOptions,
) -> None:
    """Progressive whist: how often the strongest player takes first prize, and the final scores."""
    from whistodds.odds.questions.history import ProgressiveQuestion

    check_writable(run.out)
    ask(ProgressiveQuestion(tables, sittings, system, skilled, evenings, run.seed), run)


@run_options(model=Model.one)
def game_length(
    game: GameArgument,
    score: Annotated[str, typer.Option("--score", help="The score to start from, ours first (default love-all).")
                     ] = "0-0",
    deal: Annotated[str, typer.Option("--deal", "-d", help="Who deals first: us (the default) or them.")] = "us",
    games: Annotated[int, typer.Option("--games", "-n", help=(
        f"Whole games to simulate (at least {MIN_LENGTH_GAMES}; default {LENGTH_GAMES:,}: the mean's 95% "
        f"interval about +-0.03 deals)."))] = LENGTH_GAMES,
    statistic: Annotated[str, typer.Option("--statistic", help=(
        "The figure asked first: mode (the most frequent number, a book's 'commonly'), mean ('on an average'), "
        "median, or decile9 ('seldom more than': nine games in ten end within it); every one is given."))
                         ] = "mean",
    *,
    run: RunOptions,
) -> None:
    """How many deals a game lasts: the mean, the mode, the median and the ninth decile, each with its 95%
    interval, and the whole distribution, from whole games simulated (a claims file's game-length row)."""
    from whistodds.api.length import game_length_question

    the_game = resolve_game(game)
    question = game_length_question(the_game, model=check_model(run.model, the_game), score=score, deal=deal,
                                    games=games, seed=run.seed, statistic=statistic)
    check_writable(run.out)
    ask(question, run)
