"""What a Gleek hand is worth as dealt: its mournivals and gleeks (exactly, and in pence from each opponent),
and its ruff, the points of its best suit (four aces above every ruff).

Source: ``gleek.txt``: "A Mournival of Aces is worth 8 pence from each opponent ... Kings: 6 ... Queens: 4
... Knaves: 2.  A Gleek of Aces is worth 4 pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1."  The ruff
counts "court cards at 10 each, aces at 11 and numerals at face value", best suit.

>>> exact_sets().set_index("rank").loc["aces", "p_mournival_exact"]  # four aces in twelve cards of 44
'45/12341'
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.families.gleek.rules import GLEEK, GLEEK_RANKS, GleekScoring
from whistodds.games.registry import get_game

if TYPE_CHECKING:
    import pandas as pd

RANK_WORDS = {14: "aces", 13: "kings", 12: "queens", 11: "knaves"}


def gleek_scoring(game: Game) -> GleekScoring:
    """The game's Gleek scoring, or a ``ValueError`` for a game not scored as Gleek.

    >>> gleek_scoring(GLEEK).settle_against
    22
    """
    scoring = game.scoring
    if not isinstance(scoring, GleekScoring):
        raise ValueError(f"{game.name} is not scored as Gleek; use gleek")
    return scoring


DEFAULT = gleek_scoring(GLEEK)  # every figure reads the scoring of the game it is asked about; this is Gleek's


def _hand_count_probability(counts: tuple[int, ...], hand: int = 12, pack: int = 44) -> Fraction:
    """P(a hand of ``hand`` from ``pack`` holds exactly ``counts`` of four given ranks of four cards)."""
    rest = pack - 4 * len(counts)
    ways = 1
    for count in counts:
        ways *= comb(4, count)
    return Fraction(ways * comb(rest, hand - sum(counts)), comb(pack, hand))


def exact_sets(game: Game = GLEEK) -> "pd.DataFrame":
    """P(mournival) and P(gleek) of each rank for one hand, exactly (every seat alike: the stock
    is turned, so no seat's hand is special)."""
    import pandas as pd

    scoring = gleek_scoring(game)
    mournival, gleek = dict(scoring.mournival_pence), dict(scoring.gleek_pence)
    hand, pack = game.cards_per_player, game.n_cards
    rows = []
    for rank in scoring.set_ranks:
        four = Fraction(comb(pack - 4, hand - 4), comb(pack, hand))
        three = Fraction(comb(4, 3) * comb(pack - 4, hand - 3), comb(pack, hand))
        rows.append({"rank": RANK_WORDS[rank], "p_mournival": float(four), "p_mournival_exact": str(four),
                     "p_gleek": float(three), "p_gleek_exact": str(three),
                     "mournival_pence": mournival[rank], "gleek_pence": gleek[rank]})
    return pd.DataFrame(rows)


def exact_any_set(game: Game = GLEEK) -> tuple[Fraction, Fraction]:
    """P(a hand holds at least one mournival or gleek of A, K, Q, J) and its expected receipts in
    pence (each set paid by both opponents), exactly."""
    scoring = gleek_scoring(game)
    mournival, gleek = dict(scoring.mournival_pence), dict(scoring.gleek_pence)
    hand, pack = game.cards_per_player, game.n_cards
    any_set = Fraction(0)
    receipts = Fraction(0)
    for counts in product(range(5), repeat=4):
        if sum(counts) > hand:
            continue
        p = _hand_count_probability(counts, hand, pack)
        value = sum(mournival[r] if c == 4 else gleek[r] if c == 3 else 0
                    for r, c in zip(scoring.set_ranks, counts))
        if value:
            any_set += p
            receipts += 2 * value * p
    return any_set, receipts


def rank_counts(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """``(n, players, 4)``: how many aces, kings, queens, knaves each hand holds."""
    ranks = hands % 13 + 2
    return np.stack([(ranks == r).sum(axis=2) for r in scoring.set_ranks], axis=2)


def set_values(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Pence each hand collects from each opponent for its mournivals and gleeks, (n, players)."""
    counts = rank_counts(hands, scoring)
    mournival = np.array([value for _, value in scoring.mournival_pence])
    gleek = np.array([value for _, value in scoring.gleek_pence])
    pence: np.ndarray = ((counts == 4) * mournival + (counts == 3) * gleek).sum(axis=2)
    return pence


def ruff_value(ranks: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Each card's value in the ruff ("court cards at 10 each, aces at 11 and numerals at face value")."""
    table = np.arange(15)
    for rank, value in scoring.ruff_values:
        table[rank] = value
    values: np.ndarray = table[ranks]
    return values


def ruff_points(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """The points of each hand's best suit for the ruff ("court cards at 10 each, aces at 11 and numerals at
    face value", gleek.txt:17), ``(n, players)``."""
    ranks = hands % 13 + 2
    value = ruff_value(ranks, scoring)
    suits = hands // 13
    totals = np.stack([np.where(suits == s, value, 0).sum(axis=2) for s in range(4)], axis=2)
    best: np.ndarray = totals.max(axis=2)
    return best


def four_aces(hands: np.ndarray) -> np.ndarray:
    """Whether each hand holds the four aces, ``(n, players)``."""
    held: np.ndarray = (hands % 13 + 2 == 14).sum(axis=2) == 4
    return held


def ruff(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Each hand's ruff as the hands compare: its best suit's points, or, for four aces, one more than any
    suit can count ("Four Aces, which also counts as the highest suit and highest Ruff. This hand beats
    everything else", gleek.txt:39; unless ``scoring.four_aces`` is False).

    >>> spades = list(range(41, 51)) + [36, 37]  # spades four to king (49 + 30 = 79), two hearts
    >>> aces = [12, 25, 38, 51] + list(range(2, 10))  # four aces and clubs four to knave (11 + 59)
    >>> ruff_points(np.array([[spades, aces]])).tolist(), ruff(np.array([[spades, aces]])).tolist()
    ([[79, 70]], [[79, 91]])
    """
    points = ruff_points(hands, scoring)
    if not scoring.four_aces:
        return points
    above_all = int(ruff_value(np.array(GLEEK_RANKS), scoring).sum()) + 1  # one more than a whole suit: 91
    return np.where(four_aces(hands), above_all, points)
