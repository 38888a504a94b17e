"""``whist-odds gleek`` and ``whist-odds progressive``: the other games in the sources."""

from __future__ import annotations

from typing import Annotated

import typer

from whistodds.cli.options import (
    DealsOption,
    FormatOption,
    OutOption,
    PolicyOption,
    QuietOption,
    SeedOption,
    WorkersOption,
    check_policy,
    workers,
)
from whistodds.cli.output import OutputFormat, check_writable, emit, render


def gleek(
    deals: DealsOption = 200_000,
    seed: SeedOption = 1674,
    policy: PolicyOption = "hoyle",
    trumping: Annotated[str, typer.Option("--trumping", help="any (any trump wins) or match (only an equal or "
                                          "higher trump takes a plain card): the game gleek(trumping=...).")] = "any",
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    n_workers: WorkersOption = 1,
) -> None:
    """Gleek: mournivals and gleeks (exact and simulated), the ruff and the stock, the tricks settled against 22."""
    import pandas as pd

    from whistodds.games.registry import get_game
    from whistodds.odds.gleek import exact_any_set, exact_sets, play_gleek, simulate_deal_values, simulate_sets_by_seat

    check_writable(out)
    if deals < 100:
        raise ValueError(f"--deals {deals} is not allowed; use 100 or more")
    if trumping not in ("any", "match"):
        raise ValueError(f"--trumping {trumping!r} is not allowed; use any or match")
    check_policy(policy, card_by_card=True)
    game = get_game("gleek", trumping=trumping)
    sets = exact_sets()
    any_set, receipts = exact_any_set()
    by_seat = simulate_sets_by_seat(deals, seed)
    values = simulate_deal_values(deals, seed)
    with workers(n_workers) as executor:
        settled = play_gleek(min(deals, 100_000), policy, seed, game=game, executor=executor)
    if fmt in (OutputFormat.csv, OutputFormat.json):
        tables = [sets.assign(table="exact_sets"), by_seat.assign(table="simulated_sets"),
                  values.assign(table="ruff_and_sets"), settled.assign(table="settlement")]
        emit(render(pd.concat(tables, ignore_index=True), fmt), out)
        return
    text = "\n".join([
        "Gleek (three players, 44 cards, twelve each, eight to the stock). Source: gleek.txt.",
        "Mournivals and gleeks in one hand, exactly (every seat alike):",
        render(sets, fmt),
        f"P(at least one mournival or gleek of aces, kings, queens or knaves) = {float(any_set):.5f} "
        f"({any_set}); expected receipts {float(receipts):.4f} pence a deal (paid by both opponents); "
        f"expected net 0 by symmetry.",
        f"Simulated by seat ({deals:,} deals, seed {seed}):",
        render(by_seat, fmt),
        "Sets and the ruff by seat, as dealt and after the eldest buys the stock (keeps his five best "
        "ruff cards, takes the seven face-down cards):",
        render(values, fmt),
        f"The twelve tricks ({policy} play, {'only an equal or higher trump takes a plain card' if trumping == 'match' else 'any trump wins'}), "
        "3 a trick, honours Tib 15, Tom 9, king 3, queen 3 to the player dealt them (the turn-up to the "
        "dealer), settled against 22:",
        render(settled, fmt),
    ])
    emit(text + "\n", out)


def progressive(
    tables: Annotated[int, typer.Option("--tables", help="Tables of four.")] = 6,
    sittings: Annotated[int, typer.Option("--sittings", help="Sittings in the evening.")] = 10,
    system: Annotated[str, typer.Option("--system", help="comstock or britannica.")] = "comstock",
    skilled: Annotated[int, typer.Option("--skilled", help="Players who play hoyle; the rest play random.")] = 1,
    evenings: Annotated[int, typer.Option("--evenings", "-n", help="Evenings to simulate.")] = 2000,
    seed: SeedOption = 1885,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
    quiet: QuietOption = False,
    n_workers: WorkersOption = 1,
) -> None:
    """Progressive whist: how often the strongest player takes first prize, and the final scores."""
    import numpy as np
    import pandas as pd

    from whistodds.simulations.progressive import simulate_evenings

    check_writable(out)
    with workers(n_workers) as executor:
        result = simulate_evenings(tables, sittings, system, skilled, evenings, seed, executor=executor)
    p, se = result.p_first_prize(0)
    scores = result.final_scores
    summary = pd.DataFrame([{
        "system": system, "tables": tables, "sittings": sittings, "skilled": skilled, "evenings": evenings,
        "p_strongest_first_prize": p, "se": se, "p_by_chance": 1 / (4 * tables),
        "strongest_mean_score": scores[:, 0].mean(), "field_mean_score": scores.mean(),
        "field_score_p10": np.quantile(scores, 0.1), "field_score_median": np.median(scores),
        "field_score_p90": np.quantile(scores, 0.9)}])
    if fmt in (OutputFormat.csv, OutputFormat.json):
        emit(render(summary, fmt), out)
        return
    who = "player 0 (hoyle)" if skilled else "player 0 (all play random)"
    emit(f"Progressive whist, {system} system, {tables} tables, {sittings} sittings, {skilled} skilled "
         f"(hoyle) among {4 * tables} players, {evenings:,} evenings (seed {seed}):\n"
         f"P({who} takes first prize) = {p:.4f} ± {se:.4f} (SE); by chance alone {1 / (4 * tables):.4f}\n"
         + render(summary, fmt), out)
