"""Cards as small integers.

A card is ``suit * 13 + (rank - 2)``: suits are clubs, diamonds, hearts, spades
(0–3) and ranks run from 2 to 14 (knave 11, queen 12, king 13, ace 14).  Every
game in the family uses a subset of these 52 integers, so one encoding serves
them all and a hand fits in a 64-bit mask.

>>> parse_card("AS"), parse_card("10H"), parse_card("TH"), parse_card("Q♦")
(51, 34, 34, 23)
>>> format_card(51), format_card(34), format_card(51, unicode=True)
('AS', '10H', 'A♠')
"""

from __future__ import annotations

from collections.abc import Iterable

from typing import Any, overload

import numpy as np

SUITS = ("C", "D", "H", "S")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
RANKS = tuple(range(2, 15))
RANK_NAMES = {11: "knave", 12: "queen", 13: "king", 14: "ace"}
_RANK_LETTERS = {11: "J", 12: "Q", 13: "K", 14: "A"}
_LETTER_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10, "10": 10}
_SYMBOL_SUITS = {symbol: index for index, symbol in enumerate(SUIT_SYMBOLS)}
# The white suit symbols are common in transcriptions; accept them too.
_SYMBOL_SUITS.update({"♧": 0, "♢": 1, "♡": 2, "♤": 3})

ACE, KING, QUEEN, KNAVE, TEN = 14, 13, 12, 11, 10
N_CARD_CODES = 52


def make_card(suit: int, rank: int) -> int:
    """The integer code of the card of ``suit`` (0–3) and ``rank`` (2–14)."""
    if suit not in range(4):
        raise ValueError(f"suit {suit!r} is not allowed; use 0-3 (clubs, diamonds, hearts, spades)")
    if rank not in RANKS:
        raise ValueError(f"rank {rank!r} is not allowed; use 2-14 (knave 11, queen 12, king 13, ace 14)")
    return suit * 13 + rank - 2


@overload
def card_suit(card: int) -> int: ...


@overload
def card_suit(card: np.ndarray | np.integer[Any]) -> np.ndarray: ...


def card_suit(card: int | np.ndarray | np.integer[Any]) -> int | np.ndarray:
    """Suit (0–3) of a card code or an array of them."""
    return np.asarray(card) // 13 if not isinstance(card, int) else card // 13


@overload
def card_rank(card: int) -> int: ...


@overload
def card_rank(card: np.ndarray | np.integer[Any]) -> np.ndarray: ...


def card_rank(card: int | np.ndarray | np.integer[Any]) -> int | np.ndarray:
    """Rank (2–14) of a card code or an array of them."""
    return np.asarray(card) % 13 + 2 if not isinstance(card, int) else card % 13 + 2


def parse_card(text: str) -> int:
    """Parse ``"AS"``, ``"10H"``, ``"TH"``, ``"qd"`` or ``"A♠"`` into a card code."""
    cleaned = text.strip().upper()
    if len(cleaned) < 2:
        raise ValueError(f"card {text!r} is not allowed; write rank then suit, e.g. 'AS', '10H', 'TH', 'A♠'")
    rank_text, suit_text = cleaned[:-1], cleaned[-1]
    if suit_text in SUITS:
        suit = SUITS.index(suit_text)
    elif suit_text in _SYMBOL_SUITS:
        suit = _SYMBOL_SUITS[suit_text]
    else:
        raise ValueError(f"card {text!r} has an unknown suit {suit_text!r}; use C D H S or ♣ ♦ ♥ ♠")
    if rank_text in _LETTER_RANKS:
        rank = _LETTER_RANKS[rank_text]
    elif rank_text.isdigit() and 2 <= int(rank_text) <= 9:
        rank = int(rank_text)
    else:
        raise ValueError(f"card {text!r} has an unknown rank {rank_text!r}; use 2-10, T, J, Q, K or A")
    return make_card(suit, rank)


def format_card(card: int, *, unicode: bool = False, ten: str = "10") -> str:
    """Print a card code as ``"AS"`` (or ``"A♠"`` with ``unicode=True``)."""
    card = int(card)
    if not 0 <= card < N_CARD_CODES:
        raise ValueError(f"card code {card} is not allowed; use 0-51")
    rank = card_rank(card)
    rank_text = _RANK_LETTERS.get(rank, ten if rank == 10 else str(rank))
    suit_text = SUIT_SYMBOLS[card_suit(card)] if unicode else SUITS[card_suit(card)]
    return rank_text + suit_text


def format_cards(cards: Iterable[int], *, unicode: bool = False) -> str:
    """Print several cards separated by spaces."""
    return " ".join(format_card(card, unicode=unicode) for card in cards)


def pack(ranks: Iterable[int], removed: Iterable[int] = ()) -> tuple[int, ...]:
    """All four suits of ``ranks``, less the ``removed`` card codes, in code order."""
    removed_set = set(removed)
    return tuple(
        make_card(suit, rank)
        for suit in range(4)
        for rank in sorted(ranks)
        if make_card(suit, rank) not in removed_set
    )


def cards_to_mask(cards: Iterable[int]) -> int:
    """A Python-int bitmask with bit ``c`` set for every card code ``c``."""
    mask = 0
    for card in cards:
        mask |= 1 << int(card)
    return mask
