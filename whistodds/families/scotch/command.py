"""Scotch Whist's commands: ``whist-odds verify scotch-advice`` (does the source's advice about the ten pay?),
and its answer to ``whist-odds kernel`` (the points per deal of each side, or seat)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import RunOptions, check_deals, resolve_game, run_options
from whistodds.cli.output import check_writable, emit, table_format
from whistodds.cli.play import register_points_answer
from whistodds.families.scotch.rules import ScotchScoring
from whistodds.simulations import limits

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

POINTS_DEALS = 100_000  # the deals of whist-odds kernel scotch without --deals


def points(game: Game, model: PlayModel, run: RunOptions) -> str | dict[str, str]:
    """``whist-odds kernel`` for Scotch Whist: the points per deal of each side (or seat)."""
    from whistodds.families.scotch.odds import scotch_points_table
    from whistodds.families.scotch.section.text import points_text

    with run.pool() as executor:
        table = scotch_points_table(game, model, run.deals or POINTS_DEALS, run.run_seed(), executor=executor)
    return points_text(game, table, model.name, table_format(run.fmt))


register_points_answer(ScotchScoring, points)


@run_options(deals=100_000, flags=True, quiet=False, deals_limit=f"{limits.MAX_DEALS:,}")
def scotch_advice(
    game: Annotated[str, typer.Option("--game", "-g", help="Scotch Whist, with its parameters.")] = "scotch",
    who: Annotated[str, typer.Option("--who", help="holder (only the player dealt the ten follows the advice) "
                                     "or everyone.")] = "holder",
    *,
    run: RunOptions,
) -> None:
    """Scotch Whist: does the source's advice about the ten pay? The same deals with and without it."""
    from whistodds.families.scotch.odds import verify_scotch_advice
    from whistodds.families.scotch.section.text import scotch_advice_text

    the_game = resolve_game(game, **run.rules)
    ignored = sorted(set(dict(the_game.params)) & {"finish", "target"})
    if ignored:
        raise ValueError(f"--game: {', '.join(ignored)} does not apply here (the check counts the points of a deal)")
    deals = run.deals if run.deals is not None else 100_000
    check_writable(run.out)
    check_deals(deals, limits.MAX_DEALS)
    seed = run.run_seed()
    with run.pool() as executor:
        result = verify_scotch_advice(the_game, deals, seed, who=who, executor=executor)
    emit(scotch_advice_text(result, deals, who, seed, table_format(run.fmt)), run.out)


COMMANDS = {"verify scotch-advice": scotch_advice}  # registered by the command line (whistodds.cli.app)
