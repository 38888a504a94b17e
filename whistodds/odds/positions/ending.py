"""An ending: the four hands at a moment of play with no history, as the books print their problems ("clubs
are trumps; A leads and makes all thirteen tricks"), each legal card's double-dummy tricks exact.

Every hand holds the same number of cards, 1 to 13, or the hands differ by the cards of the current trick, given
as ``--played`` gives a trick (``"W:KS 2S"``, its leader first, compass seats or me/left/partner/right with me
South); the leader of the trick is ``leader`` (N E S W), or the seat ``played`` names.  The hands are those held
now; with the trick's cards put back they are equal.  The values are DDS's through endplay
(:func:`~whistodds.simulations.play.double_dummy_cards.ending_card_values`): the tricks the side to play takes
from the current trick on, for each legal card.

>>> ending = read_ending("N:A... .K.. .A.. .Q..", trumps="clubs", leader="N")
>>> ending.size, ending.to_move, [format_card(c) for c in ending.legal_cards()]
(1, 'N', ['AS'])
>>> ending = read_ending("N:K... .AK.. ..AK. ...AK", trumps="clubs", leader="N", played="N:AS")
>>> ending.to_move, sorted((format_card(c), t) for c, t in ending_values(ending).items())  # W trumps, twice
('E', [('AH', 2), ('KH', 2)])
>>> read_ending("N:AK... .A.. ..AK. ...AK", trumps="clubs", leader="N")
Traceback (most recent call last):
ValueError: --hands: N holds 2 cards, E 1, S 2, W 2; every hand holds the same number (1-13), or they differ by the cards of the current trick given with --played
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from whistodds.games.cards import SUIT_NAMES, format_card
from whistodds.games.position import parse_suit

COMPASS = "NESW"
_RANKS = "23456789TJQKA"
__all__ = ["Ending", "ending_values", "ending_pbn", "read_ending", "is_ending"]


@dataclass(frozen=True)
class Ending:
    """The hands held now (compass seat to card codes), trumps (0-3, clubs first), the leader of the current
    trick and its cards so far ``((seat, card), ...)``."""

    hands: dict[str, frozenset[int]]
    trump: int
    leader: str
    trick: tuple[tuple[str, int], ...] = ()

    @property
    def to_move(self) -> str:
        return COMPASS[(COMPASS.index(self.leader) + len(self.trick)) % 4]

    @property
    def side(self) -> str:
        """The side of the player to move: ``'N-S'`` or ``'E-W'``."""
        return "N-S" if self.to_move in "NS" else "E-W"

    @property
    def size(self) -> int:
        """Cards a hand as the current trick began."""
        return len(self.hands[self.leader]) + bool(self.trick)

    def start_hands(self) -> dict[str, frozenset[int]]:
        """The hands as the current trick began: the trick's cards put back."""
        back = dict(self.hands)
        for seat, card in self.trick:
            back[seat] = back[seat] | {card}
        return back

    def legal_cards(self) -> tuple[int, ...]:
        """The player to move's legal cards, highest first: the suit led if he holds it, else any."""
        hand = sorted(self.hands[self.to_move], reverse=True)
        if self.trick:
            following = [card for card in hand if card // 13 == self.trick[0][1] // 13]
            if following:
                return tuple(following)
        return tuple(hand)


def hand_text(cards: frozenset[int]) -> str:
    """A hand as PBN writes it, spades.hearts.diamonds.clubs: ``'AK..Q.'``."""
    return ".".join("".join(_RANKS[c % 13] for c in sorted(cards, reverse=True) if c // 13 == suit)
                    for suit in (3, 2, 1, 0))


def deal_text(hands: dict[str, frozenset[int]]) -> str:
    """The four hands as a PBN deal string from North."""
    return "N:" + " ".join(hand_text(hands[seat]) for seat in COMPASS)


def _hands(text: str, where: str) -> dict[str, list[int]]:
    """``'N:AKQ.T98.765.432 E:... S:... W:...'`` or a PBN deal string ``'N:h h h h'``: each seat's cards, any
    number of them, in the order written (a card twice is found by :func:`read_ending`)."""
    words = " ".join(text.replace("10", "T").split()).split()
    entries = [re.fullmatch(r"([NESWnesw]):(\S*)", word) for word in words]
    if len(words) == 4 and entries[0] is not None and all(entry is None for entry in entries[1:]):
        first = entries[0].group(1).upper()
        parts = [entries[0].group(2), *words[1:]]
        by_seat = {COMPASS[(COMPASS.index(first) + k) % 4]: part for k, part in enumerate(parts)}
    elif len(words) == 4 and all(entry is not None for entry in entries):
        by_seat = {entry.group(1).upper(): entry.group(2) for entry in entries if entry is not None}
    else:
        raise ValueError(f"{where} {text[:80]!r} is not allowed; give the four hands as 'N:AKQ.T98.765.432 E:... "
                         f"S:... W:...' (spades.hearts.diamonds.clubs) or a PBN deal 'N:AKQ.T98.765.432 ... ... ...'")
    if set(by_seat) != set(COMPASS):
        raise ValueError(f"{where} names seats {' '.join(sorted(by_seat))}; give each of N E S W once")
    cards: dict[str, list[int]] = {}
    for seat in COMPASS:
        suits = by_seat[seat].upper().split(".")
        if len(suits) != 4 or any(rank not in _RANKS for suit in suits for rank in suit):
            raise ValueError(f"{where} {seat}:{by_seat[seat][:40]} is not allowed; write a hand as four suits "
                             f"spades.hearts.diamonds.clubs of ranks AKQJT98765432, e.g. AKQ.T98..4")
        cards[seat] = [(3 - s) * 13 + _RANKS.index(rank) for s, suit in enumerate(suits) for rank in suit]
    return cards


def is_ending(hands: str, leader: str | None, played: str = "") -> bool:
    """Whether ``--hands`` (with ``--leader`` and ``--played``) is an ending rather than a deal with its
    history: a leader given, or any hand not of 13 cards (a hand unreadable is for the deal's reader to name)."""
    if leader is not None:
        return True
    try:
        held = _hands(hands, "--hands")
    except ValueError:
        return False
    return any(len(cards) != 13 for cards in held.values())


def read_ending(hands: str, trumps: str | int, leader: str | None = None, played: str = "",
                where: str = "--hands") -> Ending:
    """An ending from the hands held now, trumps (a suit or 0-3), the leader of the current trick and its cards
    so far (``played``, one trick as ``--played`` writes it), every check made: each card once, the trick's
    cards played in turn following suit, the hands equal once the trick's cards are put back."""
    from whistodds.odds.positions.known_hands import compass_of
    from whistodds.odds.positions.play_so_far import parse_played

    trump = trumps if isinstance(trumps, int) else parse_suit(trumps)
    held = _hands(hands, where)
    sequence = [(compass_of(seat), card) for seat, card in parse_played(played)]
    if len(sequence) > 3:
        raise ValueError(f"--played {played!r} is not allowed with an ending: give the current trick only, 1-3 cards "
                         f"(a trick of four is over: give the hands after it and --leader its winner)")
    if leader is not None and leader.strip().upper() not in tuple(COMPASS):
        raise ValueError(f"--leader {leader!r} is not allowed; use N, E, S or W")
    first = sequence[0][0] if sequence else None
    if leader is not None and first is not None and leader.strip().upper() != first:
        raise ValueError(f"--leader {leader} is not allowed with --played {played!r}, which {first} leads; give "
                         f"the same seat, or one of them")
    lead = leader.strip().upper() if leader is not None else first
    seen: dict[int, str] = {}
    for seat in COMPASS:
        for card in held[seat]:
            if card in seen:
                where_else = f"{seen[card]} and {seat}" if seen[card] != seat else f"{seat} twice"
                raise ValueError(f"{where}: {format_card(card)} is in {where_else}; each card lies in one hand")
            seen[card] = seat
    for seat, card in sequence:
        if card in seen:
            raise ValueError(f"--played: {format_card(card)} by {seat} is still in {seen[card]}'s hand in {where}; "
                             f"give the hands held now, the trick's cards played out of them")
        seen[card] = "the trick"
    start = {seat: set(cards) for seat, cards in held.items()}
    for seat, card in sequence:
        start[seat].add(card)
    sizes = {seat: len(cards) for seat, cards in start.items()}
    if len(set(sizes.values())) != 1 or not 1 <= sizes["N"] <= 13:
        now = ", ".join(f"{seat} {len(held[seat])}" if k else f"{seat} holds {len(held[seat])} cards"
                        for k, seat in enumerate(COMPASS))
        if len(set(sizes.values())) == 1:
            raise ValueError(f"{where}: each hand holds {sizes['N']} cards; an ending has 1-13 a hand")
        raise ValueError(f"{where}: {now}; every hand holds the same number (1-13), or they differ by the cards of "
                         f"the current trick given with --played")
    if lead is None:
        raise ValueError("an ending has no history to say who leads; give --leader N|E|S|W (or --played with the "
                         "current trick, its leader first)")
    for k, (seat, card) in enumerate(sequence):
        due = COMPASS[(COMPASS.index(lead) + k) % 4]
        if seat != due:
            raise ValueError(f"--played: {format_card(card)} is played by {seat}, but it is {due} to play ({lead} "
                             f"leads the trick)")
        led = sequence[0][1] // 13
        if k and card // 13 != led and any(c // 13 == led for c in held[seat]):
            raise ValueError(f"--played: {format_card(card)} by {seat} is a revoke: {seat} holds "
                             f"{SUIT_NAMES[led]}, the suit led; follow suit")
    return Ending({seat: frozenset(cards) for seat, cards in held.items()}, trump, lead, tuple(sequence))


def ending_values(ending: Ending) -> dict[int, int]:
    """Each legal card of the player to move and the tricks his side takes from the current trick on, double
    dummy, exact (DDS through endplay)."""
    from whistodds.simulations.play.double_dummy_cards import ending_card_values

    return ending_card_values(deal_text(ending.start_hands()), ending.trump, COMPASS.index(ending.leader),
                              tuple(card for _, card in ending.trick))


def ending_pbn(ending: Ending, board: str = "1", event: str | None = None) -> str:
    """One PBN board of the ending, as PBN allows a part deal: ``[Deal]`` the hands as the current trick
    began, trumps as a one-level contract, ``[Play]`` from the trick's leader with its cards so far.

    >>> print(ending_pbn(read_ending("N:A... ... ..A. ...A", "spades", played="E:AH")), end="")
    [Board "1"]
    [Dealer "N"]
    [Deal "N:A... .A.. ..A. ...A"]
    [Contract "1S"]
    [Play "E"]
    HA - - -
    """
    trump = "CDHS"[ending.trump]
    cards = [f"{'CDHS'[card // 13]}{_RANKS[card % 13]}" for _, card in ending.trick]
    dealer = COMPASS[(COMPASS.index(ending.leader) + 3) % 4]  # the leader as the dealer's left: PBN's first lead
    head = f'[Event "{_pbn_escape(event)}"]\n' if event else ""
    play = " ".join(cards + ["-"] * (4 - len(cards))) + "\n" if cards else ""
    return (f'{head}[Board "{board}"]\n[Dealer "{dealer}"]\n[Deal "{deal_text(ending.start_hands())}"]\n'
            f'[Contract "1{trump}"]\n[Play "{ending.leader}"]\n{play}')


def _pbn_escape(text: str) -> str:
    """A tag value as PBN writes it: a quote and a backslash escaped, one line."""
    return " ".join(text.replace("\\", "\\\\").replace('"', '\\"').split())
