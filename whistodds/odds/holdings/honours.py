"""Exact chances for the trump honours (ace, king, queen, knave of trumps).

The dealer holds the turn-up, a trump chosen uniformly from the trump suit, so
his side's honours are one more than a hypergeometric count when the turn-up is
an honour itself.

>>> [str(p) for p in dealer_side_honours_distribution()][:2]
['69/1666', '26/119']
>>> str(honours_in_one_hand(3))  # a side holding three honours has them all in one hand
'11/50'
"""

from __future__ import annotations

from fractions import Fraction
from math import comb, perm

from whistodds.games.definition import GameDefinition
from whistodds.games.scoring import WhistScoring
from whistodds.games.families.whist import LONG_WHIST


def _hypergeometric(population: int, successes: int, draws: int, k: int) -> Fraction:
    if k < 0 or k > successes or k > draws:
        return Fraction(0)
    return Fraction(comb(successes, k) * comb(population - successes, draws - k), comb(population, draws))


def _honour_ranks(game: GameDefinition) -> tuple[int, ...]:
    """The trump ranks that are honours in ``game``, or a ``ValueError`` for a game not scored as whist."""
    if not isinstance(game.scoring, WhistScoring):
        raise ValueError(f"{game.name} has no trump honours; use a whist game")
    return game.scoring.honour_ranks


def dealer_side_honours_distribution(game: GameDefinition = LONG_WHIST) -> list[Fraction]:
    """P(the dealer's side holds 0, 1, 2, 3, 4 trump honours), exactly."""
    if game.turn_up != "dealer-last" or game.players != 4 or game.n_sides != 2:
        raise ValueError(f"the dealer's honours need four players in two sides with the dealer's turn-up, "
                         f"not {game.name!r}")
    n_honours = len(_honour_ranks(game))
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


SIDES = ("dealer", "other", "any")


def _placed(honours: int, k: int, region: int, outside: int, population: int) -> Fraction:
    """P(exactly ``k`` of ``honours`` cards dealt among ``population`` places fall in ``region`` places and the
    others in ``outside`` places (the two apart))."""
    if k < 0 or k > honours:
        return Fraction(0)
    return Fraction(comb(honours, k) * perm(region, k) * perm(outside, honours - k), perm(population, honours))


def _one_hand_and_held(game: GameDefinition, held: int, side: str) -> tuple[Fraction, Fraction]:
    """P(the side holds exactly ``held`` honours, all in one hand) and P(it holds exactly ``held``)."""
    n_honours = len(_honour_ranks(game))
    hand = game.cards_per_player
    others = game.n_cards - 1  # every place but the turn-up, which the dealer holds
    turn_up_honour = Fraction(n_honours, game.n_cards // 4)
    together = Fraction(0)
    held_at_all = Fraction(0)
    for chance, loose, held_loose in ((turn_up_honour, n_honours - 1, held - (side == "dealer")),
                                      (1 - turn_up_honour, n_honours, held)):
        if side == "dealer":  # the dealer's other places (hand - 1) and his partner's (hand)
            region, hands = 2 * hand - 1, ((hand - 1,) if loose < n_honours else (hand - 1, hand))
        else:  # the other side's two hands
            region, hands = 2 * hand, (hand, hand)
        outside = others - region
        held_at_all += chance * _placed(loose, held_loose, region, outside, others)
        together += chance * sum(_placed(loose, held_loose, places, outside, others) for places in hands)
    return together, held_at_all


def honours_in_one_hand(held: int = 3, side: str = "any", game: GameDefinition = LONG_WHIST) -> Fraction:
    """P(all of a side's trump honours lie in one of its two hands | it holds exactly ``held``), exactly: the
    dealer's side (who holds the turn-up), the other side, or ``any`` side holding them (for ``held`` more
    than half the honours, which only one side can hold).  The call at eight under ``call_needs=two-and-one``
    fails on such a holding: the partner has no honour to answer.

    >>> str(honours_in_one_hand(3, "dealer")), str(honours_in_one_hand(3, "other")), str(honours_in_one_hand(4))
    ('11/50', '11/50', '11/115')
    """
    if game.turn_up != "dealer-last" or game.players != 4 or game.n_sides != 2:
        raise ValueError(f"honours in one hand need four players in two sides with the dealer's turn-up, "
                         f"not {game.name!r}")
    n_honours = len(_honour_ranks(game))
    if side not in SIDES:
        raise ValueError(f"side={side!r} is not allowed; use {', '.join(SIDES)}")
    lowest = n_honours // 2 + 1 if side == "any" else 1
    if isinstance(held, bool) or not isinstance(held, int) or not lowest <= held <= n_honours:
        raise ValueError(f"held={held!r} is not allowed; use {lowest} to {n_honours}"
                         + (" (more than half the honours: only one side can hold them)" if side == "any" else ""))
    parts = [_one_hand_and_held(game, held, s) for s in (("dealer", "other") if side == "any" else (side,))]
    return sum((p[0] for p in parts), Fraction(0)) / sum((p[1] for p in parts), Fraction(0))
