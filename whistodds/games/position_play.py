"""The cards seen played: read as written, checked trick by trick, and the suits they show a player out of.

The cards are written plainly (``AS KS QS JS``: nobody named, no tricks), or trick by trick: the tricks in
order from the first, separated by ``;``; each trick's cards in the order played, as ``SEAT:CARD``, the first
card the lead (the last trick may be part-played)::

    left:5S partner:KS right:2S me:AS; me:3H left:2D

A player who does not follow the suit led holds none of it: he has shown out of it.

>>> seen = parse_seen("left:5S partner:KS right:2S me:AS; me:3H left:2D")
>>> [(format_card(s.card), s.seat.value, s.trick) for s in seen][-2:]
[('3H', 'me', 2), ('2D', 'left', 2)]
>>> sorted((seat.value, suit) for seat, suit in shown_out_by_play(seen))  # left did not follow hearts
[('left', 2)]
>>> parse_seen("left:5S partner:KS me:AS")
Traceback (most recent call last):
...
ValueError: --seen trick 1: me does not play after partner; a trick's cards go in the order of play (the player \
after partner is right)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whistodds.games.cards import SUIT_NAMES, format_card, parse_card
from whistodds.games.definition import GameDefinition
from whistodds.games.seats import Seat, parse_seat

FORM = "write tricks as SEAT:CARD in the order played, tricks split by ';', e.g. 'left:5S partner:KS; ...'"


@dataclass(frozen=True)
class SeenCard:
    """A card seen played, optionally by whom and in which trick (1 is the first)."""

    card: int
    seat: Seat | None = None
    trick: int | None = None


def parse_seen(text: str) -> tuple[SeenCard, ...]:
    """The cards seen played, from plain cards or tricks of ``SEAT:CARD`` (see the module); a ValueError in one
    line names the word and what is allowed."""
    text = text.strip()
    if ":" not in text and ";" not in text:
        cards = [parse_card(word) for word in text.replace(",", " ").split()]
        _no_repeats(cards)
        return tuple(SeenCard(card) for card in cards)
    seen: list[SeenCard] = []
    tricks = text.split(";")
    for number, trick in enumerate(tricks, start=1):
        words = trick.replace(",", " ").split()
        if not words and number == len(tricks) and number > 1:
            break  # a ';' after the last trick
        if not words:
            raise ValueError(f"--seen trick {number} is empty; {FORM}")
        for word in words:
            seat_text, colon, card_text = word.partition(":")
            if not colon:
                raise ValueError(f"--seen trick {number}: {word!r} does not name who played it; {FORM}")
            try:
                seat = parse_seat(seat_text)
                card = parse_card(card_text)
            except ValueError as error:
                raise ValueError(f"--seen trick {number}: {error}") from None
            seen.append(SeenCard(card, seat, number))
    _no_repeats([s.card for s in seen])
    check_order(seen)
    return tuple(seen)


def _no_repeats(cards: list[int]) -> None:
    for card in cards:
        if cards.count(card) > 1:
            raise ValueError(f"card {format_card(card)} is written twice in the cards seen played")


def _tricks(seen: Sequence[SeenCard]) -> dict[int, list[SeenCard]]:
    """The cards with a trick, by trick number, each trick in the order played."""
    tricks: dict[int, list[SeenCard]] = {}
    for card in seen:
        if card.trick is not None:
            tricks.setdefault(card.trick, []).append(card)
    return dict(sorted(tricks.items()))


def check_order(seen: Sequence[SeenCard]) -> None:
    """Each trick's cards by players in the order of play, four to a trick but the last."""
    tricks = _tricks(seen)
    for number, cards in tricks.items():
        for card in cards:
            if card.seat is None:
                raise ValueError(f"card {format_card(card.card)} seen in trick {number} needs the seat that played it")
        if len(cards) > 4:
            raise ValueError(f"--seen trick {number} has {len(cards)} cards; a trick has four")
        for before, after in zip(cards, cards[1:]):
            assert before.seat is not None and after.seat is not None
            if after.seat is not before.seat.after(1):
                raise ValueError(f"--seen trick {number}: {after.seat.value} does not play after "
                                 f"{before.seat.value}; a trick's cards go in the order of play (the player after "
                                 f"{before.seat.value} is {before.seat.after(1).value})")
        if number != max(tricks) and len(cards) != 4:
            raise ValueError(f"--seen trick {number} has {len(cards)} card{'s' if len(cards) > 1 else ''}; every "
                             f"trick but the last has four")


def shown_out_by_play(seen: Sequence[SeenCard]) -> frozenset[tuple[Seat, int]]:
    """``(seat, suit)`` for each player who did not follow the suit led; a ValueError if he later plays it
    (a revoke cannot be worked from)."""
    void: dict[tuple[Seat, int], int] = {}
    for number, cards in _tricks(seen).items():
        led = cards[0].card // 13
        for card in cards:
            assert card.seat is not None
            suit = card.card // 13
            if (card.seat, suit) in void:
                raise ValueError(f"{card.seat.value} showed out of {SUIT_NAMES[suit]} in trick "
                                 f"{void[(card.seat, suit)]} but plays {format_card(card.card)} in trick {number}; "
                                 f"a revoke is not allowed in a position")
            if suit != led:
                void.setdefault((card.seat, led), number)
    return frozenset(void)


def check_leads(seen: Sequence[SeenCard], trump: int | None, game: GameDefinition) -> None:
    """With the trump suit known, each trick after a whole one is led by the player who won it."""
    if trump is None:
        return
    tricks = _tricks(seen)
    for number, cards in tricks.items():
        following = tricks.get(number + 1)
        if len(cards) == 4 and following:
            winner = trick_winner(cards, trump, game)
            if following[0].seat is not winner.seat:
                assert winner.seat is not None and following[0].seat is not None
                raise ValueError(f"--seen trick {number + 1} is led by {following[0].seat.value}, but "
                                 f"{winner.seat.value} won trick {number} with {format_card(winner.card)}")


def trick_winner(cards: Sequence[SeenCard], trump: int | None, game: GameDefinition) -> SeenCard:
    """The winning card of a trick: the highest trump, else the highest card of the suit led."""
    led = cards[0].card // 13

    def strength(seen: SeenCard) -> tuple[int, int]:
        suit, rank = seen.card // 13, seen.card % 13 + 2
        if suit == trump:
            order = game.trump_rank_order or game.rank_order
            return 2, order.index(rank)
        return (1, game.rank_order.index(rank)) if suit == led else (0, 0)

    return max(cards, key=strength)


def check_tricks(seen: Sequence[SeenCard], trump: int | None, game: GameDefinition) -> None:
    """Every check of the cards seen played by trick: order of play, whole tricks, leads."""
    check_order(seen)
    check_leads(seen, trump, game)
