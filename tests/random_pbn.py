"""A deal dealt and played at random (legal cards) part-way, written as PBN: the positions the analyse and
double-dummy tests check against endplay's solver (tests/test_analyse.py, tests/test_analyse_games.py)."""

from __future__ import annotations

import numpy as np

COMPASS = "NESW"
RANKS = "23456789TJQKA"


def winner(trick, trump):
    led = trick[0][1][0]
    return max(trick, key=lambda e: (e[1][0] == trump) * 32 + (e[1][0] == led) * 16 + RANKS.index(e[1][1]))[0]


def random_pbn(seed: int, cards: int) -> tuple[str, list[str], list[str], str, str]:
    """A deal dealt and played at random (legal cards) for ``cards`` cards, as PBN: the text, the cards played
    (``SA``), their seats, the dealer and trumps."""
    rng = np.random.default_rng(seed)
    deck = [suit + rank for suit in "SHDC" for rank in RANKS]
    order = rng.permutation(52)
    hands = [[deck[i] for i in order[13 * s: 13 * s + 13]] for s in range(4)]
    dealer, trump = int(rng.integers(4)), "CDHS"[int(rng.integers(4))]
    holding = [list(hand) for hand in hands]
    leader = (dealer + 1) % 4
    played: list[tuple[int, str]] = []
    trick: list[tuple[int, str]] = []
    while len(played) < cards:
        seat = (leader + len(trick)) % 4
        follow = [c for c in holding[seat] if trick and c[0] == trick[0][1][0]]
        card = str(rng.choice(follow or holding[seat]))
        holding[seat].remove(card)
        trick.append((seat, card))
        played.append((seat, card))
        if len(trick) == 4:
            leader = winner([(s, (c[0], c[1])) for s, c in trick], trump)
            trick = []
    deal = " ".join(".".join("".join(sorted((c[1] for c in hand if c[0] == suit), key=RANKS.index, reverse=True))
                                     for suit in "SHDC") for hand in hands)
    eldest = (dealer + 1) % 4
    lines = [" ".join({s: c for s, c in played[t:t + 4]}.get((eldest + k) % 4, "-") for k in range(4))
             for t in range(0, len(played), 4)]
    text = (f'[Board "1"]\n[Dealer "{COMPASS[dealer]}"]\n[Deal "N:{deal}"]\n[Contract "1{trump}"]\n'
            f'[Play "{COMPASS[eldest]}"]\n' + "\n".join(lines) + "\n")
    return text, [c for _, c in played], [COMPASS[s] for s, _ in played], COMPASS[dealer], trump
