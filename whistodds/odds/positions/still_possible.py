"""What is still possible from a moment of a hand, and so which of its figures are certain: exact, not estimated.

From a moment of a hand our side may still take any number of tricks from those it has won and its sure
winners to the hand's tricks less those the adversaries have won and their sure winners (:func:`sure_winners`:
a trump known to lie in a hand and higher than every trump outside that hand not yet gathered in a trick wins
the trick it is played to, whatever anyone plays, and every card of a hand is played before the hand ends;
so a hand of all thirteen trumps takes all thirteen tricks), and each trump honour whose place is not yet known (not in my
hand, not known in another, not seen played) may lie in any hand that has room for it and has not shown out
of trumps.  :func:`possible_outcomes` lists every such outcome (a superset of those a consistent deal can
give, never fewer).  The position scores them as it scores its deals (``position_odds.certain``: the same
scoring and the same exact solver, no second one); a figure that takes one value for every outcome still
possible -- P(odd trick), P(we win the game), P(we win the rubber), P(our tricks are t), P(our honours are h)
-- does not turn on where the unseen cards lie, and :func:`settle` reports it with ``Estimate.exact``.

>>> from whistodds.odds.positions.play_so_far import game_state
>>> state = game_state(hand="AH KH QH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC", trumps="hearts", dealer="right")
>>> ours, by_seat = possible_outcomes(state)
>>> sorted(set(ours.tolist())) == list(range(3, 14)), sorted(set(by_seat[:, 0].tolist()))  # AH KH QH: 3 sure
(True, [3])
>>> sorted(set(by_seat[:, 1:].sum(axis=1).tolist()))  # the jack of hearts: left, partner or right
[1]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.position import SEATS, Seat
from whistodds.odds.positions.play_so_far import GameState
from whistodds.simulations.estimate import Estimate

US_SEATS = (Seat.ME, Seat.PARTNER)

if TYPE_CHECKING:
    from whistodds.odds.positions.answers import CardOdds, PositionOdds

__all__ = ["Certain", "certain_figures", "possible_outcomes", "settle", "settle_cards", "sure_winners"]


def sure_winners(state: GameState) -> tuple[int, int]:
    """The tricks still to come that each side (us, them) takes whatever is played: in each hand, the trumps
    known to lie there (my hand, cards known in another, the turn-up with the dealer) higher than every trump
    outside that hand that is not yet gathered in a whole trick.  Sound under the rules of play alone: such a
    trump, when played, is beaten by no card of its trick (the higher trumps are gone or in the same hand,
    and a hand plays one card to a trick), and every card is played before the hand ends; the cards of the
    trick in progress count as outside (right's AS led to it below: my KS may have to fall under it).

    >>> from whistodds.odds.positions.play_so_far import game_state
    >>> sure_winners(game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", turn_up="2S", dealer="me"))
    (13, 0)
    >>> hand, first = "KS QS 3C 4C 5C 6C 7C 8C 9C 10C JC", "me:2C QC 3D AC; right:AS"
    >>> sure_winners(game_state(hand=hand + " 2S", trumps="spades", dealer="right", played=first))
    (0, 0)
    >>> sure_winners(game_state(hand=hand, trumps="spades", dealer="right", played=first + " 2S 4S 5S"))
    (2, 0)
    """
    game, position = state.game, state.position
    order = game.trump_rank_order or game.rank_order
    gathered = {card for _, card in state.played[:len(state.played) - len(state.played) % 4]}
    trumps = [card for card in game.cards if card // 13 == state.trump and card not in gathered]
    sure = [0, 0]
    for seat in SEATS:
        hand = {card for card in position.known[seat.index] if card // 13 == state.trump}
        outside = [order.index(card % 13 + 2) for card in trumps if card not in hand]
        top = max(outside, default=-1)
        sure[0 if seat in US_SEATS else 1] += sum(1 for card in hand if order.index(card % 13 + 2) > top)
    return sure[0], sure[1]


def possible_outcomes(state: GameState) -> tuple[np.ndarray, np.ndarray]:
    """Every outcome still possible from ``state``: our side's tricks in the whole hand ``(m,)`` and the trump
    honours each seat was dealt ``(m, 4)`` (by my seats, ``Seat.index``), every number of tricks between the
    sure winners of each side (:func:`sure_winners`) with every placing of the honours not yet known."""
    game, position = state.game, state.position
    honours = [state.trump * 13 + rank - 2 for rank in game.whist_rules.honour_ranks]
    played = {card: seat.index for seat, card in state.played}
    fixed = np.zeros(4, np.int64)
    places: list[list[int]] = []
    for card in honours:
        holder = played.get(card, next((seat for seat, hand in enumerate(position.known) if card in hand), None))
        if holder is not None:
            fixed[holder] += 1
            continue
        room = [seat.index for seat in SEATS if position.free[seat.index] > 0 and position.may_hold(seat, state.trump)]
        places.append(room or list(range(4)))
    splits = np.array(sorted({tuple(np.bincount(np.array(choice, np.int64), minlength=4).tolist())
                              for choice in product(*places)}), np.int64).reshape(-1, 4) + fixed[None, :]
    won_us, won_them = state.tricks_won
    sure_us, sure_them = sure_winners(state)
    reachable = np.arange(won_us + sure_us, game.cards_per_hand - won_them - sure_them + 1, dtype=np.int64)
    ours = np.repeat(reachable, splits.shape[0])
    by_seat = np.tile(splits, (reachable.size, 1))
    return ours, by_seat


@dataclass(frozen=True)
class Certain:
    """What the outcomes still possible decide: the figures that take one value in every one of them (None:
    it turns on the unseen cards), and the numbers of our tricks and our honours still possible."""

    tricks: tuple[int, ...]
    honours: tuple[int, ...]
    odd_trick: float | None
    game: float | None
    rubber: float | None


def certain_figures(ours: np.ndarray, our_honours: np.ndarray, odd_trick: int, game_value: np.ndarray | None,
                    rubber_value: np.ndarray | None) -> Certain:
    """The figures every outcome still possible agrees on, from each outcome's tricks (ours), honours (ours),
    P(game) and P(rubber) after it (None: the figure is not asked), ``odd_trick`` the tricks the odd trick needs.

    >>> certain_figures(np.array([7, 8]), np.array([2, 2]), 7, np.array([1.0, 1.0]), None)
    Certain(tricks=(7, 8), honours=(2,), odd_trick=1.0, game=1.0, rubber=None)
    """

    def one(values: np.ndarray | None) -> float | None:
        if values is None or values.size == 0 or not (values == values[0]).all():
            return None
        return float(values[0])

    def decided(values: np.ndarray | None) -> float | None:
        # A chance of the game or rubber inside (0, 1) is the kernel's worth of a score, an estimate even when
        # every outcome leads to it: only a game or rubber decided either way is certain.
        value = one(values)
        return value if value in (0.0, 1.0) else None

    return Certain(tuple(int(t) for t in np.unique(ours)), tuple(int(h) for h in np.unique(our_honours)),
                   one((ours >= odd_trick).astype(np.float64)), decided(game_value), decided(rubber_value))


def _settled(figure: Estimate, certain: float | None) -> Estimate:
    return figure if certain is None else Estimate.exact(certain)


def _share(figure: Estimate, count: int, possible: tuple[int, ...]) -> Estimate:
    """P(count) exact where ``count`` cannot happen (0) or is the only count possible (1)."""
    if count not in possible:
        return Estimate.exact(0.0)
    return Estimate.exact(1.0) if len(possible) == 1 else figure


def settle(result: PositionOdds, certain: Certain) -> PositionOdds:
    """``result`` with every figure ``certain`` decides made exact."""
    tricks = Estimate.exact(certain.tricks[0]) if len(certain.tricks) == 1 else result.tricks
    return replace(
        result, p_odd_trick=_settled(result.p_odd_trick, certain.odd_trick), tricks=tricks,
        tricks_distribution=tuple(_share(e, t, certain.tricks) for t, e in enumerate(result.tricks_distribution)),
        honours_distribution=tuple(_share(e, h, certain.honours) for h, e in enumerate(result.honours_distribution)),
        p_game=None if result.p_game is None else _settled(result.p_game, certain.game),
        p_rubber=None if result.p_rubber is None else _settled(result.p_rubber, certain.rubber))


def settle_cards(cards: list[CardOdds], certain: Certain, before: int) -> list[CardOdds]:
    """Each card's figures with those ``certain`` decides made exact (its tricks from this trick on: ours in
    the whole hand less ``before``, those won before it)."""
    tricks = Estimate.exact(certain.tricks[0] - before) if len(certain.tricks) == 1 else None
    return [replace(card, p_odd_trick=_settled(card.p_odd_trick, certain.odd_trick),
                    tricks=card.tricks if tricks is None else tricks,
                    p_game=None if card.p_game is None else _settled(card.p_game, certain.game),
                    p_rubber=None if card.p_rubber is None else _settled(card.p_rubber, certain.rubber))
            for card in cards]
