"""Scotch Whist's command: ``whist-odds verify scotch-advice`` (does the source's advice about the ten pay?).
Its answer to ``whist-odds kernel`` (the points per deal of each side, or seat) is registered by its ``odds``."""

from __future__ import annotations

from concurrent.futures import Executor
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.odds import ask
from whistodds.cli.options import RunOptions, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.families.scotch.odds.questions import ADVICE_DEALS
from whistodds.games.definition import Game
from whistodds.simulations import limits

if TYPE_CHECKING:
    from whistodds.families.scotch.odds.questions import ScotchAdviceAnswer


@run_options(deals=ADVICE_DEALS, flags=True, quiet=False, deals_limit=f"{limits.MAX_DEALS:,}")
def scotch_advice(
    game: Annotated[str, typer.Option("--game", "-g", help="Scotch Whist, with its parameters.")] = "scotch",
    who: Annotated[str, typer.Option("--who", help="holder (only the player dealt the ten follows the advice) "
                                     "or everyone.")] = "holder",
    *,
    run: RunOptions,
) -> None:
    """Scotch Whist: does the source's advice about the ten pay? The same deals with and without it."""
    from whistodds.families.scotch.odds.questions import ScotchAdviceQuestion
    from whistodds.families.scotch.section import text  # noqa: F401  (the answer's text, registered)

    question = ScotchAdviceQuestion(resolve_game(game, **run.rules), who,
                                    run.deals if run.deals is not None else ADVICE_DEALS, run.seed)
    check_writable(run.out)
    ask(question, run)


def scotch_advice_answer(game: str | Game = "scotch", *, who: str = "holder", deals: int = ADVICE_DEALS,
                         seed: int | None = None, executor: Executor | None = None) -> ScotchAdviceAnswer:
    """``whist-odds verify scotch-advice`` for a notebook (``whistodds.api.scotch_advice``): does the source's
    advice about the ten pay? The same deals with and without it.

    >>> scotch_advice_answer(deals=2000, seed=1).result["advice_followed_by"]
    'holder'
    """
    from whistodds.families.scotch.odds.questions import ScotchAdviceQuestion
    from whistodds.odds.questions import answer

    the_game = game if isinstance(game, Game) else resolve_game(game)
    return answer(ScotchAdviceQuestion(the_game, who, deals, seed), executor=executor)


COMMANDS = {"verify scotch-advice": scotch_advice}  # registered by the command line (whistodds.cli.app)
API = {"scotch_advice": scotch_advice_answer}  # whistodds.api's, found there on first use
