"""``whist-odds holding``: the chance of any holding question about the unseen cards, from a position."""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated

import typer

from whistodds.cli.options import check_deals, check_seed
from whistodds.simulations import limits

DEFAULT_DEALS = 1_000_000
DEFAULT_SEED = 1793


class HoldingFormat(str, Enum):
    text = "text"
    json = "json"


def holding(
    question: Annotated[str, typer.Argument(help=(
        "The question, e.g. 'partner holds at least 1 of AS KS QS', 'dealer holds at least 6 trumps', "
        "'partner holds a higher spade than right', 'dealer holds more trumps than eldest', 'not left holds KS'."))],
    hand: Annotated[str | None, typer.Option("--hand", help="My hand, e.g. 'AS KS 10H ...' (all of it).")] = None,
    known: Annotated[list[str] | None, typer.Option("--known", help=(
        "Cards known to lie in another hand, SEAT:CARDS (e.g. partner:AS KS); repeat for more seats."))] = None,
    seen: Annotated[str | None, typer.Option("--seen", help=(
        "Cards seen played: plain ('AS KS'), or trick by trick, each card as SEAT:CARD in the order played, "
        "tricks split by ';' ('left:5S partner:KS right:2S me:AS; me:3H left:2D'): a player who did not "
        "follow suit is known to hold none of it."))] = None,
    sizes: Annotated[str | None, typer.Option("--sizes", help=(
        "Cards each hand holds now: me=N,left=N,partner=N,right=N (default: from the cards seen played)."))] = None,
    trumps: Annotated[str | None, typer.Option("--trumps", help="The trump suit (C D H S or its name).")] = None,
    turn_up: Annotated[str | None, typer.Option("--turn-up", help=(
        "The turned-up card; the dealer holds it until he plays it (needs --dealer)."))] = None,
    dealer: Annotated[str | None, typer.Option("--dealer", help="The dealer's seat: me, left, partner, right.")
                      ] = None,
    shown_out: Annotated[list[str] | None, typer.Option("--shown-out", help=(
        "Suits a player has shown out of, SEAT:SUIT,SUIT (e.g. left:spades,hearts); repeat for more seats."))
    ] = None,
    deals: Annotated[int, typer.Option("--deals", "-n", help=f"Deals to simulate, 1 or more; at most "
                                                             f"{limits.MAX_DEALS:,}.")] = DEFAULT_DEALS,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Random seed, 0 or more; the same seed gives the same "
                                      "figures.", callback=check_seed)] = DEFAULT_SEED,
    fmt: Annotated[HoldingFormat, typer.Option("--format", "-f", help="text, or json.")] = HoldingFormat.text,
) -> None:
    """Exact and simulated chance of a holding question, given what one player knows.

    Seats are named from my view: me, left (plays after me), partner, right; dealer and eldest (give --dealer);
    any hand, each hand, no hand.

    Example: whist-odds holding "partner holds at least 1 of AS KS" --hand "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
    """
    from whistodds.games.position import Position
    from whistodds.odds.holdings.exact import exact_probability
    from whistodds.odds.holdings import prepare, simulate_holding
    from whistodds.odds.words import estimate_in_words, format_odds
    from whistodds.simulations.estimate import Estimate

    check_deals(deals, limits.MAX_DEALS)
    position = Position.from_options(hand=hand, known=known or (), seen=seen, sizes=sizes, trumps=trumps,
                                     turn_up=turn_up, dealer=dealer, shown_out=shown_out or ())
    event = prepare(question, position)  # every error before any work
    exact = exact_probability(event, position)
    simulated = simulate_holding(event, position, deals, seed)
    odds = format_odds(exact if exact is not None else simulated.estimate)
    figure = Estimate.proportion(simulated.successes, simulated.trials)  # the simulated one, with its interval
    if fmt is HoldingFormat.json:
        typer.echo(json.dumps({
            "question": question,
            "position": position.describe(),
            "exact_fraction": None if exact is None else f"{exact.numerator}/{exact.denominator}",
            "exact_probability": None if exact is None else float(exact),
            "odds": odds,
            "simulated_probability": simulated.estimate,
            "simulated_se": simulated.standard_error,
            "simulated_ci95_low": figure.ci95_low,
            "simulated_ci95_high": figure.ci95_high,
            "deals": deals,
            "seed": seed,
        }, indent=2))
        return
    lines = [f"question:   {question}", f"position:   {position.describe()}"]
    if exact is None:
        lines.append("exact:      out of reach of counting here; the figure below is simulated")
    else:
        lines.append(f"exact:      {exact.numerator}/{exact.denominator} = "
                     f"{estimate_in_words(Estimate.exact(float(exact)), digits=6, style='plain')}")
    lines.append(f"simulated:  {estimate_in_words(figure, digits=6, style='plain')}; {deals:,} deals, seed {seed}")
    typer.echo("\n".join(lines))
