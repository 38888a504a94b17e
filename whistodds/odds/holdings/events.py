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
    Pattern,
    Quantifier,
    Question,
    Relation,
    SuitScope,
)


Unit = tuple[Seat, ...]  # hands holding as one ("we": me and partner, their cards counted together)


@dataclass(frozen=True)
class CountEvent:
    """The seats (one, or any/each/no hand of them) hold ``count`` of ``cards`` (their whole hands); with
    ``units``, groups of seats each counted together (a side), the quantifier over the groups."""

    quantifier: Quantifier
    seats: tuple[Seat, ...]
    count: Count
    cards: frozenset[int]
    negated: bool = False
    units: tuple[Unit, ...] = ()

    @property
    def groups(self) -> tuple[Unit, ...]:
        """The units tested: ``units``, else each seat alone."""
        return self.units or tuple((seat,) for seat in self.seats)


@dataclass(frozen=True)
class SuitEvent:
    """The seats hold ``count`` cards of some (or every) suit; with ``pattern`` (longest first), a hand of
    that pattern, its suits in any order, instead."""

    quantifier: Quantifier
    seats: tuple[Seat, ...]
    count: Count
    scope: SuitScope
    negated: bool = False
    units: tuple[Unit, ...] = ()
    pattern: tuple[int, ...] = ()

    @property
    def groups(self) -> tuple[Unit, ...]:
        return self.units or tuple((seat,) for seat in self.seats)

    def test_lengths(self, lengths: tuple[int, ...] | list[int]) -> bool:
        """The test on one unit's suit lengths."""
        if self.pattern:
            return tuple(sorted(lengths, reverse=True)) == self.pattern
        test = self.count.test
        if self.scope is SuitScope.SOME:
            return any(test(n) for n in lengths)
        return all(test(n) for n in lengths)


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
    first_side: Unit = ()
    second_side: Unit = ()

    @property
    def sides(self) -> tuple[Unit, Unit]:
        return self.first_side or (self.first,), self.second_side or (self.second,)


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


_AFTER_DEALER = {"dealer": 0, "eldest": 1, "second hand": 2, "third hand": 3}


def seat_of(word: str, position: Position) -> Seat:
    """The seat a seat word names: the dealer and the hands after him need the dealer's seat."""
    if word in _AFTER_DEALER:
        if position.dealer is None:
            raise ValueError(f"the question names the {word}; give the dealer's seat (--dealer)")
        return position.dealer.after(_AFTER_DEALER[word])
    return parse_seat(word)


def _seat(holders: Holders, position: Position) -> Seat:
    if holders.units:
        return seat_of(holders.units[0][0], position)
    return seat_of(holders.word, position)


def _seats(holders: Holders, position: Position) -> tuple[Seat, ...]:
    if holders.units:
        return tuple(seat for unit in _units(holders, position) for seat in unit)
    return (_seat(holders, position),) if holders.quantifier is Quantifier.ONE else SEATS


def _units(holders: Holders, position: Position) -> tuple[Unit, ...]:
    """The holders' groups of seats (() where each seat is tested alone)."""
    units = tuple(tuple(seat_of(word, position) for word in unit) for unit in holders.units)
    for unit in units:
        if len(set(unit)) < len(unit):
            raise ValueError(f"{holders.word!r} names the same seat twice; name two seats")
    return units


def _trump(position: Position, word: str) -> int:
    if position.trump is None:
        raise ValueError(f"the question speaks of {word}; give the trump suit (--trumps or --turn-up)")
    return position.trump


def any_cards(number: int, position: Position) -> tuple[int, ...]:
    """"Any two" unseen cards: the highest ``number`` unseen cards of suits no hand has shown out of (the
    unseen cards of such suits are alike, so which does not change the figure); an error if too few."""
    free_suits = {suit for suit in range(4) if all(position.may_hold(seat, suit) for seat in SEATS)}
    cards = sorted((c for c in position.unseen if c // 13 in free_suits), key=lambda c: (-(c % 13), -c))
    if len(cards) < number:
        raise ValueError(f"'any {number}' cards: only {len(cards)} unseen cards of suits no hand has shown out of; "
                         f"name the cards")
    return tuple(cards[:number])


def class_cards(card_class: CardClass, position: Position) -> frozenset[int]:
    """The cards of the pack a class names."""
    pack = position.game.cards
    kind = card_class.kind
    if kind is ClassKind.CARDS:
        if card_class.any_of:
            return frozenset(any_cards(card_class.any_of, position))
        if card_class.best:
            return frozenset((best_in_play(card_class, position),))
        cards = list(card_class.cards)
        if card_class.trump_ranks:
            trump = _trump(position, "trumps")
            cards += [trump * 13 + rank - 2 for rank in card_class.trump_ranks]
        for card in cards:
            if card not in pack:
                raise ValueError(f"card {format_card(card)} is not in the pack of {position.game.name}")
        if len(set(cards)) < len(cards):
            raise ValueError("a card is named twice (the trump suit's card by its suit and as a trump)")
        return frozenset(cards)
    suit: int | None = card_class.in_suit
    if card_class.in_trumps:
        suit = _trump(position, "trumps")
    chosen: frozenset[int]
    if kind is ClassKind.TRUMPS:
        trump = _trump(position, "trumps")
        chosen = frozenset(c for c in pack if c // 13 == trump)
    elif kind is ClassKind.SUIT:
        chosen = frozenset(c for c in pack if c // 13 == card_class.suit)
    elif kind is ClassKind.HONOURS:
        honour_suit = suit if suit is not None else _trump(position, "honours")
        chosen = frozenset(c for c in pack if c // 13 == honour_suit and c % 13 + 2 >= 11)
    elif kind is ClassKind.RANKS:
        chosen = frozenset(c for c in pack if c % 13 + 2 in card_class.ranks)
    elif kind is ClassKind.BELOW:
        chosen = frozenset(c for c in pack if c % 13 + 2 < card_class.above)
    elif kind is ClassKind.ALL:
        chosen = frozenset(pack)
    else:
        chosen = frozenset(c for c in pack if c % 13 + 2 > card_class.above)
    if suit is not None:
        chosen = frozenset(c for c in chosen if c // 13 == suit)
    if card_class.said and not card_class.unseen and len(chosen) != card_class.said:
        chosen = chosen & frozenset(position.unseen)  # "two of the three honours": not all of them, those unseen
    if card_class.unseen:  # "the remaining trumps", "the missing clubs": those the reader does not see
        chosen = chosen & frozenset(position.unseen)
    return chosen


def best_in_play(card_class: CardClass, position: Position) -> int:
    """"The best of it", "the second best": the card of that place in the suit's own order among its cards still
    in play (yours counted, those seen played not), highest first -- as the books count ("the first and third best
    cards" of a hand holding the ace and queen; "the second best" when you hold the ace: the king)."""
    suit = _trump(position, "trumps") if card_class.in_trumps else card_class.in_suit
    assert suit is not None
    played = {seen.card for seen in position.seen}
    in_play = [card for card in suit_order(position, suit) if card not in played]
    if len(in_play) < card_class.best:
        raise ValueError(f"the best card but {card_class.best - 1}: only {len(in_play)} cards of the suit are in "
                         f"play")
    return in_play[card_class.best - 1]


def suit_order(position: Position, suit: int) -> tuple[int, ...]:
    """The cards of ``suit`` in the pack, highest first, by the game's rank order."""
    game = position.game
    order = game.trump_rank_order if suit == position.trump and game.trump_rank_order else game.rank_order
    return tuple(suit * 13 + rank - 2 for rank in reversed(order) if suit * 13 + rank - 2 in game.cards)


def resolve(question: Question, position: Position) -> Event:
    """The question's event for this position; a ValueError if the position lacks what it names."""
    holding = question.holding
    seats = _seats(question.holders, position)
    units = _units(question.holders, position)
    negated = question.negated
    if isinstance(holding, CountOf):
        cards = class_cards(holding.cards, position)
        count = holding.count
        if count.everything:
            if count.number not in (-1, len(cards)):
                raise ValueError(f"question {question.text!r}: the pack of {position.game.name} has {len(cards)} "
                                 f"of those cards, not {count.number}")
            count = Count(count.relation, len(cards), sense=count.sense)
        return CountEvent(question.holders.quantifier, seats, count, cards, negated, units)
    if isinstance(holding, (CountOfSuit, Pattern)):
        if isinstance(holding, Pattern):
            assert position.sizes is not None
            sizes = {position.sizes[seat.index] for seat in seats}
            if len(holding.lengths) != 4 or {sum(holding.lengths)} != sizes:
                held = " or ".join(str(n) for n in sorted(sizes))
                raise ValueError(f"question {question.text!r}: a pattern gives four suit lengths adding up to "
                                 f"the {held} cards the hand holds now, e.g. 4-4-3-2")
            if any(len(unit) > 1 for unit in units):
                raise ValueError(f"question {question.text!r}: a pattern is said of one hand; write e.g. 'me or "
                                 f"partner holds a 4-4-3-2 hand'")
            return SuitEvent(question.holders.quantifier, seats, Count(Relation.EXACTLY, 0), SuitScope.SOME,
                             negated, units, holding.lengths)
        return SuitEvent(question.holders.quantifier, seats, holding.count, holding.scope, negated, units)
    if isinstance(holding, Compared):
        if question.holders.quantifier is not Quantifier.ONE or holding.other.quantifier is not Quantifier.ONE:
            raise ValueError(f"question {question.text!r}: one seat or side on each side of a comparison")
        first_side = units[0] if units else (seats[0],)
        second_side = _units(holding.other, position)[0] if holding.other.units else (
            _seat(holding.other, position),)
        if set(first_side) & set(second_side):
            raise ValueError(f"question {question.text!r}: a hand is compared with itself; name two seats")
        return CompareEvent(first_side[0], second_side[0], holding.relation, class_cards(holding.cards, position),
                            negated, first_side if len(first_side) > 1 else (),
                            second_side if len(second_side) > 1 else ())
    second = _seat(holding.other, position)
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
        first_side, second_side = event.sides
        ones = np.bitwise_count(_union(masks, first_side) & mask).astype(np.int64)
        others = np.bitwise_count(_union(masks, second_side) & mask).astype(np.int64)
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
    for unit in event.groups:
        hand = _union(masks, unit)
        if isinstance(event, CountEvent):
            tests.append(_relation(event.count, np.bitwise_count(hand & _mask(event.cards))))
        elif event.pattern:  # as many suits of each length as the pattern has (no sort: four compares a length)
            lengths = [np.bitwise_count(hand & suit_mask) for suit_mask in _SUIT_MASKS]
            test = np.ones(len(masks), bool)
            for length in set(event.pattern):
                suits = sum((n == length).astype(np.uint8) for n in lengths)
                test &= suits == event.pattern.count(length)
            tests.append(test)
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


def _union(masks: np.ndarray, unit: Unit) -> np.ndarray:
    """The cards of the unit's hands together, deal by deal."""
    hand = masks[:, unit[0].index]
    for seat in unit[1:]:
        hand = hand | masks[:, seat.index]
    return hand


def _relation(count: Count, values: np.ndarray) -> np.ndarray:
    number = count.number
    result: np.ndarray
    if count.numbers:
        return np.isin(values, np.asarray(count.numbers))
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
