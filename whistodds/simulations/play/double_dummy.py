"""The ``double-dummy`` play model: perfect play with all four hands open.

Computed by Bo Haglund's DDS solver through the ``endplay`` package (an optional
extra: ``pip install 'whistodds[dds]'``), for four-player 52-card whist: the
turned-up suit is trumps and the eldest hand is on lead.  The solver gives the
tricks each side makes; it does not give a card-by-card play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from whistodds.simulations.dealing import Deals

MAX_BATCH = 200  # DDS solves at most this many boards per call
_RANK_LETTERS = "23456789TJQKA"
_INSTALL_HINT = "the double-dummy model needs the DDS solver: pip install 'whistodds[dds]' (installs endplay)"


class MissingSolverError(ImportError):
    """The optional ``endplay`` package is not installed."""


def _endplay() -> tuple[Any, Any, Any, Any, Any]:  # endplay ships no type information
    try:
        from endplay.dds import solve_all_boards
        from endplay.dds.solve import SolveMode
        from endplay.types import Deal, Denom, Player
    except ImportError as error:
        raise MissingSolverError(_INSTALL_HINT) from error
    return solve_all_boards, SolveMode, Deal, Denom, Player


def solver_available() -> bool:
    try:
        _endplay()
    except MissingSolverError:
        return False
    return True


def to_pbn(hands: np.ndarray) -> str:
    """One deal's four hands (seat 0 first, clockwise) in PBN: ``"N:AKQ.T98.76.5432 ..."``."""
    parts = []
    for seat_cards in hands:
        suits = []
        for suit in (3, 2, 1, 0):  # spades, hearts, diamonds, clubs
            ranks = sorted((int(c) % 13 for c in seat_cards if int(c) // 13 == suit), reverse=True)
            suits.append("".join(_RANK_LETTERS[r] for r in ranks))
        parts.append(".".join(suits))
    return "N:" + " ".join(parts)


def double_dummy_tricks(
    deals: Deals, *, batch_size: int = MAX_BATCH, progress: Callable[[int], None] | None = None
) -> np.ndarray:
    """Tricks each side makes with perfect play, shape ``(n_deals, 2)``."""
    game = deals.game
    if game.players != 4 or game.n_cards != 52 or game.n_sides != 2:
        raise ValueError(f"double-dummy play is for four-player 52-card whist, not {game.name!r}")
    if not 1 <= batch_size <= MAX_BATCH:
        raise ValueError(f"batch_size={batch_size!r} is not allowed; use 1 to {MAX_BATCH}")
    solve_all_boards, SolveMode, Deal, Denom, Player = _endplay()
    denominations = {0: Denom.clubs, 1: Denom.diamonds, 2: Denom.hearts, 3: Denom.spades}
    side_of = np.array(game.seat_sides, np.int64)
    tricks = np.zeros((deals.n_deals, 2), np.int64)
    for start in range(0, deals.n_deals, batch_size):
        stop = min(start + batch_size, deals.n_deals)
        boards = []
        for d in range(start, stop):
            board = Deal.from_pbn(to_pbn(deals.hands[d]))
            board.trump = denominations[int(deals.trump[d])]
            board.first = Player((int(deals.dealer[d]) + 1) % 4)  # seat 0 is North, clockwise
            boards.append(board)
        for offset, solved in enumerate(solve_all_boards(boards, mode=SolveMode.OptimalOne)):
            d = start + offset
            leading_side = side_of[(int(deals.dealer[d]) + 1) % 4]
            best = max(score for _, score in solved)
            tricks[d, leading_side] = best
            tricks[d, 1 - leading_side] = 13 - best
        if progress is not None:
            progress(stop - start)
    return tricks
