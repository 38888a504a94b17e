"""``whist-odds gleek``: Gleek's sets, the ruff and the stock, the tricks settled against 22."""

from __future__ import annotations

from concurrent.futures import Executor
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.odds import answered
from whistodds.cli.options import GameOption, Model, RunOptions, check_model, resolve_game, run_options
from whistodds.cli.output import check_several, check_writable, emit, table_format
from whistodds.families.gleek.odds.questions import GLEEK_DEALS
from whistodds.families.gleek.rules import GLEEK
from whistodds.games.definition import Game
from whistodds.simulations import limits

if TYPE_CHECKING:
    from whistodds.families.gleek.odds.questions import GleekAnswer
    from whistodds.simulations.play.models import PlayModel


@run_options(deals=GLEEK_DEALS, model=Model.one, quiet=False, deals_limit=f"{limits.MAX_DEALS:,}")
def gleek(
    trumping: Annotated[str | None, typer.Option("--trumping", help="any (any trump wins) or match (only an equal "
                                                 "or higher trump takes a plain card): the game "
                                                 "gleek(trumping=...).")] = None,
    game_name: GameOption = GLEEK.name,
    *,
    run: RunOptions,
) -> None:
    """Gleek: mournivals and gleeks (exact and simulated), the ruff and the stock, the tricks settled against 22.

    Its rules are parameters of --game: gleek(stock_buyer=eldest|youngest|dealer|none,
    stock_order=discard-first|take-first, discard=tricks|ruff, four_aces=true|false, trumping=any|match).
    Four tables: --format json gives one object (the figures, then exact_sets, simulated_sets, ruff_and_sets
    and settlement as records), markdown a section each, csv a file each (--out gleek.csv: gleek-exact_sets.csv...).
    """
    from whistodds.families.gleek.odds.questions import GleekQuestion
    from whistodds.families.gleek.section.text import gleek_files

    deals, fmt, out = run.deals if run.deals is not None else GLEEK_DEALS, table_format(run.fmt), run.out
    check_writable(out)
    check_several(fmt, out, ["exact_sets", "simulated_sets", "ruff_and_sets", "settlement"])
    if trumping is not None and trumping not in ("any", "match"):
        raise ValueError(f"--trumping {trumping!r} is not allowed; use any or match")
    game = resolve_game(game_name, trumping=trumping)
    if game.family != GLEEK.family:  # the name as given (the question names the game it was read as)
        raise ValueError(f"--game {game_name!r} is not allowed; use {GLEEK.family}, with its rules as parameters")
    question = GleekQuestion(game, check_model(run.model, game, card_by_card=True), deals, run.seed)
    emit(gleek_files(answered(question, run), fmt), out)


def gleek_answer(game: str | Game = GLEEK.family, *, trumping: str | None = None, model: str | PlayModel | None = None,
                 deals: int = GLEEK_DEALS, seed: int | None = None, executor: Executor | None = None) -> GleekAnswer:
    """``whist-odds gleek`` for a notebook (``whistodds.api.gleek``): the names read here, as the command reads
    them; the answer's figures, the question and the seed.

    >>> said = gleek_answer(deals=100, seed=1)
    >>> said.question.game.name, said.settled.seat.tolist()
    ('gleek', ['dealer', 'eldest', 'youngest'])
    """
    from whistodds.families.gleek.odds.questions import GleekQuestion, gleek_game
    from whistodds.odds.questions import answer

    the_game = gleek_game(game if isinstance(game, Game) else resolve_game(game, trumping=trumping))
    question = GleekQuestion(the_game, check_model(model, the_game, card_by_card=True), deals, seed)
    return answer(question, executor=executor)


COMMANDS = {"gleek": gleek}  # registered by the command line (whistodds.cli.app), after its own
API = {"gleek": gleek_answer}  # whistodds.api's, found there on first use
