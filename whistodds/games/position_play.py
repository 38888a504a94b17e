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
from whistodds.games.families.whist import LONG_WHIST

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
    (a revoke cannot be worked from).  The play alone, nothing else known: :func:`check_seen`."""
    return check_seen(seen)


def check_seen(seen: Sequence[SeenCard], game: GameDefinition | None = None, *,
               known: Sequence[frozenset[int]] = (), trump: int | None = None, dealer: Seat | None = None,
               turn_up: int | None = None) -> frozenset[tuple[Seat, int]]:
    """The one check of the cards seen played, card by card in the order of play, that every command shares
    (through :class:`~whistodds.games.position.Position`); returns the suits each player has shown out of.

    Each trick's cards by the players in turn, four to a trick but the last; no card twice; with the dealer
    known, the first trick led by the eldest hand (the dealer's left) and the turn-up played by the dealer
    alone; with the trumps known (``game`` gives their order), each trick after a whole one led by its
    winner; a player who did not follow the suit led holds none of it: he may not play it later, nor hold it
    among the cards ``known`` to lie in his hand now (by ``Seat.index``).  A fault is one line naming the
    trick, the card and what is allowed.

    >>> seen = parse_seen("me:AS left:6S partner:7S right:8S")
    >>> check_seen(seen, dealer=Seat.LEFT)
    Traceback (most recent call last):
    ...
    ValueError: trick 1: AS is played by me, but it is partner to play (the eldest hand leads the first trick)
    >>> check_seen(parse_seen("partner:7S right:8S me:AS left:6S"), dealer=Seat.LEFT, turn_up=parse_card("7S"))
    Traceback (most recent call last):
    ...
    ValueError: trick 1: 7S is played by partner, but it is the turn-up, left's card: only the dealer plays it
    """
    check_order(seen)
    cards = [s.card for s in seen]
    _no_repeats(cards)
    for card in seen:
        if card.card == turn_up and dealer is not None and card.seat is not None and card.seat is not dealer:
            where = "" if card.trick is None else f"trick {card.trick}: "
            raise ValueError(f"{where}{format_card(card.card)} is played by {card.seat.value}, but it is the "
                             f"turn-up, {dealer.value}'s card: only the dealer plays it")
    held = [frozenset(hand) for hand in known] + [frozenset()] * (4 - len(known))
    tricks = _tricks(seen)
    void: dict[tuple[Seat, int], int] = {}
    for number, trick in tricks.items():
        _check_lead(number, trick, tricks.get(number - 1), trump, dealer, game)
        led = trick[0].card // 13
        for card in trick:
            assert card.seat is not None  # check_order: every card of a trick names its seat
            suit = card.card // 13
            if (card.seat, suit) in void:
                raise ValueError(f"trick {number}: {format_card(card.card)} is a revoke: {card.seat.value} showed "
                                 f"out of {SUIT_NAMES[suit]} in trick {void[(card.seat, suit)]}; a suit a player has "
                                 f"shown out of is not allowed him later")
            if suit != led:
                holding = sorted(c for c in held[card.seat.index] if c // 13 == led)
                if holding:
                    named = ("the turn-up " if holding[0] == turn_up else "") + format_card(holding[0])
                    raise ValueError(f"trick {number}: {format_card(card.card)} is a revoke: {card.seat.value} "
                                     f"holds {named} of {SUIT_NAMES[led]}, the suit led; follow suit")
                void.setdefault((card.seat, led), number)
    return frozenset(void)


def _check_lead(number: int, trick: Sequence[SeenCard], previous: Sequence[SeenCard] | None, trump: int | None,
                dealer: Seat | None, game: GameDefinition | None) -> None:
    """Trick ``number`` led by the seat whose turn it is: the eldest hand the first (dealer known), the winner
    of the trick before the next (trumps known and that trick seen whole)."""
    lead = trick[0]
    assert lead.seat is not None
    if number == 1 and dealer is not None:
        due, why = dealer.after(), "the eldest hand leads the first trick"
    elif previous is not None and len(previous) == 4 and trump is not None:
        winner = trick_winner(previous, trump, game)
        assert winner.seat is not None
        due = winner.seat
        why = f"the winner of a trick leads the next: {due.value} won trick {number - 1} with {format_card(winner.card)}"
    else:
        return
    if lead.seat is not due:
        raise ValueError(f"trick {number}: {format_card(lead.card)} is played by {lead.seat.value}, but it is "
                         f"{due.value} to play ({why})")


def trick_winner(cards: Sequence[SeenCard], trump: int | None, game: GameDefinition | None = None) -> SeenCard:
    """The winning card of a trick: the highest trump, else the highest card of the suit led (ranks in the
    order of ``game``, default whist's)."""
    led = cards[0].card // 13
    rules = LONG_WHIST if game is None else game

    def strength(seen: SeenCard) -> tuple[int, int]:
        suit, rank = seen.card // 13, seen.card % 13 + 2
        if suit == trump:
            order = rules.trump_rank_order or rules.rank_order
            return 2, order.index(rank)
        return (1, rules.rank_order.index(rank)) if suit == led else (0, 0)

    return max(cards, key=strength)

