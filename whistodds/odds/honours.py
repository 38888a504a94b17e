"""Exact chances for the trump honours (ace, king, queen, knave of trumps).

The dealer holds the turn-up, a trump chosen uniformly from the trump suit, so
his side's honours are one more than a hypergeometric count when the turn-up is
an honour itself.

>>> [str(p) for p in dealer_side_honours_distribution()][:2]
['69/1666', '26/119']
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from whistodds.games.definition import GameDefinition
from whistodds.games.whist import LONG_WHIST


def _hypergeometric(population: int, successes: int, draws: int, k: int) -> Fraction:
    if k < 0 or k > successes or k > draws:
        return Fraction(0)
    return Fraction(comb(successes, k) * comb(population - successes, draws - k), comb(population, draws))


def dealer_side_honours_distribution(game: GameDefinition = LONG_WHIST) -> list[Fraction]:
    """P(the dealer's side holds 0, 1, 2, 3, 4 trump honours), exactly."""
    if game.turn_up != "dealer-last" or game.players != 4 or game.n_sides != 2:
        raise ValueError(f"the dealer's honours need four players in two sides with the dealer's turn-up, "
                         f"not {game.name!r}")
    n_honours = len(game.scoring.honour_ranks)
    per_suit = game.n_cards // 4
    side_cards = 2 * game.cards_per_player
    others = game.n_cards - 1  # every card but the turn-up
    side_others = side_cards - 1  # the side's cards but the turn-up
    turn_up_honour = Fraction(n_honours, per_suit)
    distribution = []
    for held in range(n_honours + 1):
        with_honour = _hypergeometric(others, n_honours - 1, side_others, held - 1)
        without = _hypergeometric(others, n_honours, side_others, held)
        distribution.append(turn_up_honour * with_honour + (1 - turn_up_honour) * without)
    return distribution
