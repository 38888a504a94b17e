"""A holding question made concrete for a position: which seats, which cards, which test.

The words ``dealer`` and ``eldest`` become seats, ``trumps`` and ``honours`` cards of the trump suit, ``all 4
kings`` a count of the pack's kings; and an event can be tested on many deals at once (each hand as a
64-bit card mask).

>>> from whistodds.games.position import Position
>>> from whistodds.odds.holdings.grammar import parse_question
>>> position = Position.from_options(turn_up="7S", dealer="left")
>>> event = resolve(parse_question("dealer holds at least 6 trumps"), position)
>>> event.seats, event.count.number, len(event.cards)
((<Seat.LEFT: 'left'>,), 6, 13)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import format_card
from whistodds.games.position import SEATS, Position, Seat, parse_seat
from whistodds.odds.holdings.grammar import (
    CardClass,
    ClassKind,
    Compared,
    Count,
    CountOf,
    CountOfSuit,
    Holders,
    Quantifier,
    Question,
    Relation,
    SuitScope,
)


@dataclass(frozen=True)
class CountEvent:
    """The seats (one, or any/each/no hand of them) hold ``count`` of ``cards`` (their whole hands)."""

    quantifier: Quantifier
    seats: tuple[Seat, ...]
    count: Count
    cards: frozenset[int]
    negated: bool = False


@dataclass(frozen=True)
class SuitEvent:
    """The seats hold ``count`` cards of some (or every) suit."""

    quantifier: Quantifier
    seats: tuple[Seat, ...]
    count: Count
    scope: SuitScope
    negated: bool = False


@dataclass(frozen=True)
class HigherEvent:
    """``first`` holds a higher card of ``suit`` than ``second`` (a hand with none holds no higher card);
    ``order``: the suit's cards from the highest down."""

    first: Seat
    second: Seat
    suit: int
    order: tuple[int, ...]
    negated: bool = False


@dataclass(frozen=True)
class CompareEvent:
    """``first`` holds ``relation`` (more than, fewer than, exactly, ...) as many of ``cards`` as ``second``."""

    first: Seat
    second: Seat
    relation: Relation
    cards: frozenset[int]
    negated: bool = False


Event = CountEvent | SuitEvent | HigherEvent | CompareEvent


def combine(quantifier: Quantifier, tests: list[bool]) -> bool:
    """One seat's test, or any/each/no hand's."""
    if quantifier is Quantifier.ONE:
        return tests[0]
    if quantifier is Quantifier.ANY:
        return any(tests)
    if quantifier is Quantifier.EACH:
        return all(tests)
    return not any(tests)


def _seat(holders: Holders, position: Position) -> Seat:
    if holders.word in ("dealer", "eldest"):
        if position.dealer is None:
            raise ValueError(f"the question names the {holders.word}; give the dealer's seat (--dealer)")
        return position.dealer if holders.word == "dealer" else position.dealer.after(1)
    return parse_seat(holders.word)


def _seats(holders: Holders, position: Position) -> tuple[Seat, ...]:
    return (_seat(holders, position),) if holders.quantifier is Quantifier.ONE else SEATS


def _trump(position: Position, word: str) -> int:
    if position.trump is None:
        raise ValueError(f"the question speaks of {word}; give the trump suit (--trumps or --turn-up)")
    return position.trump


def class_cards(card_class: CardClass, position: Position) -> frozenset[int]:
    """The cards of the pack a class names."""
    pack = position.game.cards
    kind = card_class.kind
    if kind is ClassKind.CARDS:
        for card in card_class.cards:
            if card not in pack:
                raise ValueError(f"card {format_card(card)} is not in the pack of {position.game.name}")
        return frozenset(card_class.cards)
    if kind is ClassKind.TRUMPS:
        trump = _trump(position, "trumps")
        return frozenset(c for c in pack if c // 13 == trump)
    if kind is ClassKind.SUIT:
        return frozenset(c for c in pack if c // 13 == card_class.suit)
    if kind is ClassKind.HONOURS:
        trump = _trump(position, "honours")
        return frozenset(c for c in pack if c // 13 == trump and c % 13 + 2 >= 11)
    if kind is ClassKind.RANKS:
        return frozenset(c for c in pack if c % 13 + 2 in card_class.ranks)
    return frozenset(c for c in pack if c % 13 + 2 > card_class.above)


def suit_order(position: Position, suit: int) -> tuple[int, ...]:
    """The cards of ``suit`` in the pack, highest first, by the game's rank order."""
    game = position.game
    order = game.trump_rank_order if suit == position.trump and game.trump_rank_order else game.rank_order
    return tuple(suit * 13 + rank - 2 for rank in reversed(order) if suit * 13 + rank - 2 in game.cards)


def resolve(question: Question, position: Position) -> Event:
    """The question's event for this position; a ValueError if the position lacks what it names."""
    holding = question.holding
    seats = _seats(question.holders, position)
    negated = question.negated
    if isinstance(holding, CountOf):
        cards = class_cards(holding.cards, position)
        count = holding.count
        if count.everything:
            if count.number not in (-1, len(cards)):
                raise ValueError(f"question {question.text!r}: the pack of {position.game.name} has {len(cards)} "
                                 f"of those cards, not {count.number}")
            count = Count(count.relation, len(cards))
        return CountEvent(question.holders.quantifier, seats, count, cards, negated)
    if isinstance(holding, CountOfSuit):
        return SuitEvent(question.holders.quantifier, seats, holding.count, holding.scope, negated)
    second = _seat(holding.other, position)
    if isinstance(holding, Compared):
        if second is seats[0]:
            raise ValueError(f"question {question.text!r}: a hand is compared with itself; name two seats")
        return CompareEvent(seats[0], second, holding.relation, class_cards(holding.cards, position), negated)
    suit = holding.suit.suit if holding.suit.kind is ClassKind.SUIT else _trump(position, "trumps")
    assert suit is not None
    if second is seats[0]:
        raise ValueError(f"question {question.text!r}: a hand cannot hold a higher card than itself")
    return HigherEvent(seats[0], second, suit, suit_order(position, suit), negated)


_SUIT_MASKS = [np.uint64(0x1FFF << (13 * suit)) for suit in range(4)]


def _mask(cards: frozenset[int] | tuple[int, ...]) -> np.uint64:
    value = 0
    for card in cards:
        value |= 1 << card
    return np.uint64(value)


def evaluate(event: Event, masks: np.ndarray) -> np.ndarray:
    """Whether the event happens in each deal; ``masks`` (n, 4): each hand's cards by ``Seat.index``."""
    if isinstance(event, CompareEvent):
        mask = _mask(event.cards)
        ones = np.bitwise_count(masks[:, event.first.index] & mask).astype(np.int64)
        others = np.bitwise_count(masks[:, event.second.index] & mask).astype(np.int64)
        return _relation(Count(event.relation, 0), ones - others) ^ event.negated
    if isinstance(event, HigherEvent):
        first, second = masks[:, event.first.index], masks[:, event.second.index]
        decided = np.zeros(len(masks), bool)
        result = np.zeros(len(masks), bool)
        for card in event.order:
            bit = np.uint64(1 << card)
            in_first, in_second = (first & bit) != 0, (second & bit) != 0
            result |= ~decided & in_first
            decided |= in_first | in_second
        return result ^ event.negated
    tests = []
    for seat in event.seats:
        hand = masks[:, seat.index]
        if isinstance(event, CountEvent):
            tests.append(_relation(event.count, np.bitwise_count(hand & _mask(event.cards))))
        else:
            per_suit = [_relation(event.count, np.bitwise_count(hand & suit_mask)) for suit_mask in _SUIT_MASKS]
            tests.append(np.logical_or.reduce(per_suit) if event.scope is SuitScope.SOME
                         else np.logical_and.reduce(per_suit))
    if event.quantifier is Quantifier.ONE:
        result = tests[0]
    elif event.quantifier is Quantifier.ANY:
        result = np.logical_or.reduce(tests)
    elif event.quantifier is Quantifier.EACH:
        result = np.logical_and.reduce(tests)
    else:
        result = ~np.logical_or.reduce(tests)
    return result ^ event.negated


def _relation(count: Count, values: np.ndarray) -> np.ndarray:
    number = count.number
    result: np.ndarray
    relation = count.relation.value
    if relation == "at least":
        result = values >= number
    elif relation == "at most":
        result = values <= number
    elif relation == "exactly":
        result = values == number
    elif relation == "more than":
        result = values > number
    else:
        result = values < number
    return result
