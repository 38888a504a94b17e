"""``whist-odds gleek`` and ``whist-odds progressive``: the other games in the sources."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import GameOption, Model, RunOptions, check_model, resolve_game, run_options
from whistodds.cli.output import check_several, check_writable, emit, table_format
from whistodds.games.families.gleek import GLEEK
from whistodds.simulations import limits
from whistodds.reports import text as words


@run_options(deals=200_000, model=Model.one, quiet=False, deals_limit=f"{limits.MAX_DEALS:,}")
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
    from whistodds.odds.gleek import exact_any_set, exact_sets, play_gleek, simulate_deal_values, simulate_sets_by_seat

    deals, fmt, out = run.deals if run.deals is not None else 200_000, table_format(run.fmt), run.out
    check_writable(out)
    check_several(fmt, out, ["exact_sets", "simulated_sets", "ruff_and_sets", "settlement"])
    if not 100 <= deals <= limits.MAX_DEALS:
        raise ValueError(f"--deals {deals} is not allowed; use 100 to {limits.MAX_DEALS:,}")
    if trumping is not None and trumping not in ("any", "match"):
        raise ValueError(f"--trumping {trumping!r} is not allowed; use any or match")
    game = resolve_game(game_name, trumping=trumping)
    if game.family != GLEEK.family:
        raise ValueError(f"--game {game_name!r} is not allowed; use {GLEEK.family}, with its rules as parameters")
    model = check_model(run.model, game, card_by_card=True)
    seed = run.run_seed()
    sets = exact_sets(game)
    any_set, receipts = exact_any_set(game)
    with run.pool() as executor:
        by_seat = simulate_sets_by_seat(deals, seed, game=game, executor=executor)
        values = simulate_deal_values(deals, seed, game=game, executor=executor)
        settled = play_gleek(min(deals, 100_000), model, seed, game=game, executor=executor)
    emit(words.gleek_text(game, sets, any_set, receipts, by_seat, values, settled, deals, seed, model.name, fmt), out)


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
    from whistodds.simulations.progressive import simulate_evenings

    check_writable(run.out)
    if not 2 <= evenings <= limits.MAX_EVENINGS:
        raise ValueError(f"--evenings {evenings} is not allowed; use 2 to {limits.MAX_EVENINGS:,}")
    seed = run.run_seed()
    with run.pool() as executor:
        result = simulate_evenings(tables, sittings, system, skilled, evenings, seed, executor=executor)
    emit(words.progressive_text(result, system, tables, sittings, skilled, evenings, seed, table_format(run.fmt)),
         run.out)
