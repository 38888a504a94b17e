"""A table where one side plays ``hoyle`` (or ``hoyle-score``) and the other side's seats play double dummy.

The double-dummy model plays no cards of its own, so the play is built card by card, for every deal at once:
at each card of the hand, the engine is resumed at the cards so far (``play(deals, start=...)``) to find
the seat to move and the card the hoyle seats would play; where the seat to move is one of the double-dummy
seats, DDS's SolveBoard (:func:`~whistodds.simulations.play.double_dummy_cards.card_values`) rates every
legal card and the seat plays the one with the most tricks for its side.  Ties (equal cards, or cards worth
the same tricks) go to the lowest rank, then the lowest suit (clubs, diamonds, hearts, spades): a fixed rule,
so the same deals give the same play.  Four-handed whist with the full pack only (the double-dummy model's
``cannot_play``).

With ``base`` (an earlier play of the same deals, the same double-dummy side and model), a deal follows the
base's cards, without solving, until the hoyle seats first play a card the base did not; from there it is
solved afresh.  A rule switched off for the hoyle side thus costs solving only in the deals it changes.

>>> from whistodds.games import get_game
>>> from whistodds.simulations import deal
>>> from whistodds.simulations.play.models import get_model
>>> deals = deal(get_game("long-whist"), 2, seed=3)
>>> mixed = play_against_double_dummy(deals, get_model("hoyle"), double_dummy_side=1, seed=1)
>>> mixed.cards.shape, bool((mixed.tricks_by_side.sum(axis=1) == 13).all())
((2, 52), True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from whistodds.simulations.dealing import Deals
from whistodds.simulations.play.api import play, play_seeds
from whistodds.simulations.play.double_dummy_cards import card_values
from whistodds.simulations.play.models import PlayModel, open_hands_model
from whistodds.simulations.play.resume import in_play_order
from whistodds.simulations.seeding import SeedLike, as_generator


@dataclass(frozen=True)
class MixedPlay:
    """Deals played with one side's seats double dummy: ``cards`` in order of play ``(n, 52)``, the ``seats``
    that played them, and the tricks each side won, ``tricks_by_side`` ``(n, 2)``."""

    double_dummy_side: int
    cards: np.ndarray
    seats: np.ndarray
    tricks_by_side: np.ndarray


def double_dummy_choice(values: dict[int, int]) -> int:
    """The card a double-dummy seat plays: the most tricks for its side, ties to the lowest rank, then suit.

    >>> double_dummy_choice({12: 3, 11: 3, 25: 3, 0: 2})   # the ace and king of clubs, the ace of diamonds
    11
    """
    best = max(values.values())
    return min((code for code, tricks in values.items() if tricks == best), key=lambda code: (code % 13, code // 13))


def _subset(deals: Deals, rows: np.ndarray) -> Deals:
    return replace(deals, hands=deals.hands[rows], stock=deals.stock[rows], turn_up=deals.turn_up[rows],
                   trump=deals.trump[rows], dealer=deals.dealer[rows],
                   ruffer=None if deals.ruffer is None else deals.ruffer[rows])


def _only_legal_card(hand: set[int], so_far: np.ndarray, position: int) -> int | None:
    """The one legal card of a hand (the cards it still holds) at ``position``, or None if it has a choice."""
    if len(hand) == 1:
        return next(iter(hand))
    if position % 4 == 0:
        return None
    led = int(so_far[position - position % 4]) // 13
    following = [code for code in hand if code // 13 == led]
    return following[0] if len(following) == 1 else None


def play_against_double_dummy(
    deals: Deals,
    model: PlayModel,
    double_dummy_side: int,
    seed: SeedLike = None,
    *,
    contexts: tuple[np.ndarray | int, np.ndarray | int] | None = None,
    rules_off: np.ndarray | None = None,
    base: MixedPlay | None = None,
    progress: Callable[[int], None] | None = None,
    threads: int | None = None,
) -> MixedPlay:
    """Play ``deals`` with the seats of ``double_dummy_side`` double dummy and the other side's under ``model``
    (with ``contexts`` and ``rules_off`` as :func:`~whistodds.simulations.play.play` takes them); ``base``:
    an earlier play to follow until the hoyle seats depart from it.  ``progress(1)`` after each card of the hand;
    ``threads``: the model's play's, as :func:`~whistodds.simulations.play.play` takes them.
    """
    game = deals.game
    refusal = open_hands_model().cannot_play(game)
    if refusal is not None:
        raise ValueError(f"double-dummy seats cannot play {game.name}: double-dummy {refusal}")
    if double_dummy_side not in (0, 1):
        raise ValueError(f"double_dummy_side={double_dummy_side!r} is not allowed; use 0 or 1")
    n, total = deals.n_deals, game.n_cards
    if base is not None and (base.cards.shape != (n, total) or base.double_dummy_side != double_dummy_side):
        raise ValueError("base is not a play of these deals with the same double-dummy side")
    deal_seeds = play_seeds(as_generator(seed), n)
    side_of = np.array(game.seat_sides, np.int64)
    held = [[set(int(c) for c in deals.hands[d, seat]) for seat in range(game.players)] for d in range(n)]
    cards = np.zeros((n, total), np.uint8)
    on_base = np.full(n, base is not None)
    for position in range(total):
        resumed = play(deals, model, deal_seeds=deal_seeds, record=True, contexts=contexts, rules_off=rules_off,
                       start=cards[:, :position] if position else None, threads=threads)
        assert resumed.played is not None and resumed.leader is not None
        order, seats = in_play_order(resumed.played, resumed.leader)
        to_move = seats[:, position]
        double_dummy = side_of[to_move] == double_dummy_side
        cards[:, position] = order[:, position]
        if base is not None:
            on_base &= double_dummy | (order[:, position] == base.cards[:, position])
            cards[on_base, position] = base.cards[on_base, position]
        to_solve: list[int] = []
        for d in np.flatnonzero(double_dummy & ~on_base).tolist():
            only = _only_legal_card(held[d][int(to_move[d])], cards[d], position)
            if only is None:
                to_solve.append(d)
            else:
                cards[d, position] = only
        if to_solve:
            rows = np.array(to_solve)
            for row, values in zip(to_solve, card_values(_subset(deals, rows), cards[rows, :position])):
                cards[row, position] = double_dummy_choice(values)
        for row in range(n):
            held[row][int(to_move[row])].discard(int(cards[row, position]))
        if progress is not None:
            progress(1)
    final = play(deals, model, deal_seeds=deal_seeds, record=True, contexts=contexts, rules_off=rules_off,
                 start=cards, threads=threads)
    assert final.played is not None and final.leader is not None
    order, seats = in_play_order(final.played, final.leader)
    assert np.array_equal(order, cards)
    return MixedPlay(double_dummy_side, cards, seats, final.tricks_by_side)
