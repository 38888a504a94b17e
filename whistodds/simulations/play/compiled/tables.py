"""Per-game look-up tables between card codes and (suit, strength) inside the kernels."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from whistodds.games.cards import N_CARD_CODES, card_rank, card_suit
from whistodds.games.definition import GameDefinition
from whistodds.simulations.play.state import SUIT_SHIFT


@dataclass(frozen=True)
class StrengthTables:
    """``plain_strength[code]``/``trump_strength[code]``: a card's place in its suit's order;
    ``plain_code[suit, strength]``/``trump_code[suit, strength]``: back again;
    ``card_keys[trump, code]``: the card inside the kernels (``suit << 4 | strength``)
    when ``trump`` is the trump suit."""

    plain_strength: np.ndarray
    trump_strength: np.ndarray
    plain_code: np.ndarray
    trump_code: np.ndarray
    card_keys: np.ndarray

    def trump_values(self, values_by_rank: dict[int, int] | None, order: tuple[int, ...]) -> np.ndarray:
        """Points for capturing each trump, indexed by trump strength."""
        result = np.zeros(16, np.int64)
        for strength, rank in enumerate(order):
            result[strength] = (values_by_rank or {}).get(rank, 0)
        return result


@lru_cache(maxsize=None)
def strength_tables(game: GameDefinition) -> StrengthTables:
    plain_strength = np.full(N_CARD_CODES, -1, np.int64)
    trump_strength = np.full(N_CARD_CODES, -1, np.int64)
    plain_code = np.full((4, 16), 255, np.int64)
    trump_code = np.full((4, 16), 255, np.int64)
    for code in game.cards:
        suit, rank = int(card_suit(code)), int(card_rank(code))
        plain = game.rank_order.index(rank)
        trump = game.trump_rank_order.index(rank)
        plain_strength[code], trump_strength[code] = plain, trump
        plain_code[suit, plain], trump_code[suit, trump] = code, code
    card_keys = np.zeros((4, N_CARD_CODES), np.int64)
    for code in game.cards:
        suit = int(card_suit(code))
        for trump in range(4):
            strength = trump_strength[code] if suit == trump else plain_strength[code]
            card_keys[trump, code] = suit << SUIT_SHIFT | strength
    return StrengthTables(plain_strength, trump_strength, plain_code, trump_code, card_keys)
