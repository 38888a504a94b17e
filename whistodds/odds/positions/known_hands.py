"""Every hand known: ``position --hands`` written as one PBN board, so that the moment is read as a played hand
is (:func:`whistodds.odds.positions.pbn.pbn_state`), seen by the player to move with every hand open.

The hands are the four as dealt, ``"N:AKQ.T98.765.432 E:... S:... W:..."`` (each hand spades.hearts.diamonds.
clubs) or a PBN deal string ``"N:AKQ.T98.765.432 ... ... ..."`` (the hands clockwise from the seat named); the
play so far is tricks in order as ``--played`` writes them, with compass letters (or me, left, partner, right
with me South).

>>> text = known_hands_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
...                        trumps=3, dealer="N", played="E:AH AD AC 2S")
>>> print(text.splitlines()[-1])
HA DA CA S2
>>> pbn_state(text, after=4).to_move.value, pbn_state(text, after=4).tricks_won
('me', (1, 0))
"""

from __future__ import annotations

import re

from whistodds.games.cards import format_card
from whistodds.games.position import Seat
from whistodds.odds.positions.pbn import COMPASS, pbn_state, trick_winner
from whistodds.odds.positions.play_so_far import parse_played

_FROM_SOUTH = {Seat.ME: "S", Seat.LEFT: "W", Seat.PARTNER: "N", Seat.RIGHT: "E"}
_RANKS = "23456789TJQKA"
__all__ = ["known_hands_pbn", "compass_of", "pbn_state"]


def compass_of(seat: Seat) -> str:
    """A seat from my view, me South: ``Seat.LEFT`` -> ``'W'``."""
    return _FROM_SOUTH[seat]


def _deal(hands: str) -> str:
    """``--hands`` as a PBN deal string ``"N:h h h h"``, each hand checked (13 cards, no card twice)."""
    text = " ".join(hands.replace("10", "T").split())
    entries = re.findall(r"([NESWnesw]):(\S+)", text)
    if len(entries) == 1 and len(text.split()) == 4:  # a PBN deal string: N:h h h h
        first = entries[0][0].upper()
        parts = [entries[0][1], *text.split()[1:]]
        by_seat = {COMPASS[(COMPASS.index(first) + k) % 4]: part for k, part in enumerate(parts)}
    elif len(entries) == 4 and len(text.split()) == 4:
        by_seat = {seat.upper(): hand for seat, hand in entries}
    else:
        raise ValueError(f"--hands {hands!r} is not allowed; give the four hands as 'N:AKQ.T98.765.432 E:... S:... "
                         f"W:...' (spades.hearts.diamonds.clubs) or a PBN deal 'N:AKQ.T98.765.432 ... ... ...'")
    if set(by_seat) != set(COMPASS):
        raise ValueError(f"--hands names seats {' '.join(sorted(by_seat))}; give each of N E S W once")
    seen: set[str] = set()
    for seat in COMPASS:
        suits = by_seat[seat].upper().split(".")
        if len(suits) != 4 or any(rank not in _RANKS for suit in suits for rank in suit):
            raise ValueError(f"--hands {seat}:{by_seat[seat]} is not allowed; write a hand as four suits "
                             f"spades.hearts.diamonds.clubs of ranks AKQJT98765432, e.g. AKQ.T98.765.4321")
        cards = [letter + rank for letter, suit in zip("SHDC", suits) for rank in suit]
        if len(cards) != 13:
            raise ValueError(f"--hands {seat} holds {len(cards)} cards; each hand as dealt holds 13")
        twice = [card for card in cards if card in seen or cards.count(card) > 1]
        if twice:
            raise ValueError(f"--hands: {twice[0][::-1]} is dealt twice; each card lies in one hand")
        seen.update(cards)
        by_seat[seat] = by_seat[seat].upper()
    return "N:" + " ".join(by_seat[seat] for seat in COMPASS)


def known_hands_pbn(hands: str, trumps: int, dealer: str, played: str = "", turn_up: int | None = None) -> str:
    """One PBN board of the four ``hands``, ``trumps`` (0-3), the ``dealer`` (N E S W) and the play so far,
    each card played by the seat whose turn it is (a PBN ``[Play]`` line names no leader).

    >>> known_hands_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", trumps=3,
    ...                 dealer="N", played="E:AH AD AC 2S; E:KH")
    Traceback (most recent call last):
    ValueError: --played trick 2: KH is played by E, but it is N to play (the winner of a trick leads the next)
    """
    deal = _deal(hands)
    eldest = COMPASS[(COMPASS.index(dealer) + 1) % 4]
    sequence = [(compass_of(seat), card) for seat, card in parse_played(played)]
    _check_turns(sequence, eldest, "CDHS"[trumps])
    lines = []
    for start in range(0, len(sequence), 4):
        by_seat = {seat: format_card(card).replace("10", "T") for seat, card in sequence[start:start + 4]}
        lines.append(" ".join(by_seat[s][-1] + by_seat[s][:-1] if s in by_seat else "-"
                              for s in (COMPASS[(COMPASS.index(eldest) + k) % 4] for k in range(4))))
    note = "" if turn_up is None else f'[Note "1:whist: turn-up {format_card(turn_up)}"]\n'
    return (f'[Board "1"]\n[Dealer "{dealer}"]\n[Deal "{deal}"]\n[Contract "1{"CDHS"[trumps]}"]\n{note}'
            f'[Play "{eldest}"]\n' + "".join(line + "\n" for line in lines))


def _check_turns(sequence: list[tuple[str, int]], eldest: str, trump: str) -> None:
    """Each card of ``sequence`` (compass seat, card) played in turn: the eldest hand leads the first trick, the
    winner of a trick the next."""
    lead = eldest
    for k, (seat, card) in enumerate(sequence):
        due = COMPASS[(COMPASS.index(lead) + k % 4) % 4]
        if seat != due:
            why = "the eldest hand leads the first trick" if k < 4 else "the winner of a trick leads the next"
            raise ValueError(f"--played trick {k // 4 + 1}: {format_card(card)} is played by {seat}, but it is {due} "
                             f"to play ({why})")
        if k % 4 == 3:
            lead = trick_winner(list(sequence[k - 3:k + 1]), trump)
