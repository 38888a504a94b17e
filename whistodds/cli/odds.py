"""``whist-odds odds``, ``table``, ``rubber`` and ``compare``: the chance of winning from any score, for any game.

Each command is options -> question -> answer -> text: the names given are read once here, at the door
(:mod:`whistodds.odds.questions.checks`), into a question that checks itself whole before any work
(:mod:`whistodds.odds.questions`); :func:`ask` answers it with the run's workers and progress bar, and
:func:`~whistodds.reports.text.answer_text` writes the answer.
"""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import (
    KERNEL_DEALS_LIMIT,
    DealOption,
    GameArgument,
    Model,
    RunOptions,
    VariantOption,
    check_model,
    parse_score,
    resolve_game,
    run_options,
)
from whistodds.cli.progress import answered as answered, ask as ask  # the commands' one way to answer
from whistodds.cli.output import check_writable
from whistodds.cli.position import DealerOption, TrumpsOption, TurnUpOption, hand_question
from whistodds.simulations import limits


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
    from whistodds.odds.questions import OddsQuestion
    from whistodds.odds.questions.checks import read_deal

    the_game = resolve_game(game, variant=variant, **run.rules)
    if hand is not None:  # the position before a card is played: the question of ``position``
        question = hand_question(the_game, hand, score, deal, seat, trumps, turn_up, run)
        check_writable(run.out)
        ask(question, run)
        return
    if trumps is not None or turn_up is not None or seat is not None:
        raise ValueError("--trumps, --turn-up and --dealer are for a hand; give --hand too")
    check_writable(run.out)
    ask(OddsQuestion(the_game, parse_score(score, the_game.n_sides if the_game.has_score else 2),
                     read_deal("us" if deal is None else deal), check_model(run.model, the_game), run.deals,
                     run.seed), run)


TableDealOption = Annotated[str | None, typer.Option("--deal", "-d", help=(
    "Only the scores where us or them deals next, or unknown (the mean of the two); default: both deals."))]


@run_options(deals=None, model=Model.one, flags=True, deals_limit=KERNEL_DEALS_LIMIT)
def table(game: GameArgument, variant: VariantOption = None, deal: TableDealOption = None, *,
          run: RunOptions) -> None:
    """P(we win) at every score, with and against the deal, or with who deals unknown (csv/json: with 95%
    intervals and the odds in words)."""
    from whistodds.odds.game_odds import score_game
    from whistodds.odds.questions import TableQuestion

    the_game = score_game(resolve_game(game, variant=variant, **run.rules))
    check_writable(run.out)
    ask(TableQuestion(the_game, check_model(run.model, the_game), deal, run.deals, run.seed), run)


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
    from whistodds.odds.questions import RubberQuestion
    from whistodds.odds.rubber import rubber_game

    the_game = rubber_game(resolve_game(game, variant=variant))
    check_writable(run.out)
    won, (us, them) = parse_score(games, option="--games"), parse_score(score)
    ask(RubberQuestion(the_game, check_model(run.model, the_game), (won[0], won[1]), (us, them), deal, run.deals,
                       run.seed), run)


@run_options(model=Model.one, seed=False, workers=False, quiet=False)
def compare(what: Annotated[str, typer.Argument(help="long-short")], *, run: RunOptions) -> None:
    """Long whist against short: the dealer's advantage and how often the side behind recovers."""
    from whistodds.games.families.whist import LONG_WHIST
    from whistodds.odds.questions import CompareQuestion

    check_writable(run.out)
    ask(CompareQuestion(what, check_model(run.model, LONG_WHIST)), run)
