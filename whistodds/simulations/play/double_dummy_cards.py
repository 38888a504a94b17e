"""The double-dummy value of every legal card part-way through a hand: DDS's SolveBoard through ``endplay``.

Each deal is the four hands as dealt (seat 0 North, clockwise), trumps, the eldest hand leading, and the
cards played so far in order of play; the solver then gives, for each legal card of the player to move, the
tricks his side takes from the current trick on (the current trick included) with all four hands open.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from whistodds.simulations.dealing import Deals
from whistodds.simulations.play.double_dummy import _endplay, to_pbn

_SUIT_LETTERS = "CDHS"
_RANK_LETTERS = "23456789TJQKA"


def _endplay_cards() -> tuple[Any, Any, dict[int, Any]]:
    """endplay's Card type, solve_board and its mode for every card, and every card code as endplay's Card."""
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode
    from endplay.types import Card

    cards = {code: Card(_SUIT_LETTERS[code // 13] + _RANK_LETTERS[code % 13]) for code in range(52)}
    return solve_board, SolveMode.Default, cards  # every legal card, each with its tricks


def card_values(deals: Deals, start: np.ndarray, progress: Callable[[int], None] | None = None
                ) -> list[dict[int, int]]:
    """For each deal, after the cards ``start`` (``(1 or n, k)`` card codes in order of play): every legal card
    of the player to move (a card code) and the tricks his side takes from the current trick on if he plays it,
    double dummy.  Needs the ``endplay`` extra.

    >>> from whistodds.games import LONG_WHIST
    >>> from whistodds.simulations import deal
    >>> deals = deal(LONG_WHIST, 2, seed=1)
    >>> values = card_values(deals, np.zeros((1, 0), np.uint8))
    >>> [max(v.values()) for v in values] == [int(t) for t in double_dummy_tricks_of_eldest(deals)]
    True
    """
    game = deals.game
    if game.players != 4 or game.n_cards != 52 or game.n_sides != 2:
        raise ValueError(f"double-dummy play is for four-player 52-card whist, not {game.name!r}")
    _, _, Deal, Denom, Player = _endplay()
    solve_board, legal_all, cards = _endplay_cards()
    back = {(card.suit, card.rank): code for code, card in cards.items()}
    denominations = {0: Denom.clubs, 1: Denom.diamonds, 2: Denom.hearts, 3: Denom.spades}
    start = np.atleast_2d(start)
    values = []
    for d in range(deals.n_deals):
        board = Deal.from_pbn(to_pbn(deals.hands[d]))
        board.trump = denominations[int(deals.trump[d])]
        board.first = Player((int(deals.dealer[d]) + 1) % 4)
        for code in start[d if start.shape[0] > 1 else 0]:
            board.play(cards[int(code)])
        values.append({back[(card.suit, card.rank)]: int(tricks) for card, tricks in solve_board(board, legal_all)})
        if progress is not None:
            progress(1)
    return values


def double_dummy_tricks_of_eldest(deals: Deals) -> np.ndarray:
    """The tricks of the eldest hand's side with perfect play (``double_dummy_tricks``), for comparison."""
    from whistodds.simulations.play.double_dummy import double_dummy_tricks

    side_of = np.array(deals.game.seat_sides)
    eldest_side = side_of[(deals.dealer.astype(np.int64) + 1) % 4]
    tricks: np.ndarray = double_dummy_tricks(deals)[np.arange(deals.n_deals), eldest_side]
    return tricks


def ending_card_values(hands: str, trump: int, leader: int, trick: tuple[int, ...] = ()) -> dict[int, int]:
    """An ending (or a whole deal) with no history: ``hands`` a PBN deal string of equal hands as the current
    trick began (any size 1-13), ``trump`` (0-3, clubs first), ``leader`` (0-3, North first) of the current
    trick and its cards ``trick`` so far; every legal card of the player to move and the tricks his side takes
    from the current trick on, double dummy (DDS solves any ending).  Needs the ``endplay`` extra.

    >>> ending_card_values("N:A... .A.. ..A. ...A", trump=3, leader=0)  # North leads the ace of spades
    {51: 1}
    """
    _, _, Deal, Denom, Player = _endplay()
    solve_board, mode, cards = _endplay_cards()
    back = {(card.suit, card.rank): code for code, card in cards.items()}
    board = Deal.from_pbn(hands)
    board.trump = {0: Denom.clubs, 1: Denom.diamonds, 2: Denom.hearts, 3: Denom.spades}[trump]
    board.first = Player(leader)
    for code in trick:
        board.play(cards[int(code)])
    return {back[(card.suit, card.rank)]: int(tricks) for card, tricks in solve_board(board, mode)}
