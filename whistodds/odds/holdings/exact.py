"""Holding questions counted exactly: the share of the consistent deals in which the event happens.

The unseen cards the event looks at are split into groups (one suit each, so that a hand shown out of the
suit gets none); the count runs over how many cards of each group each hand receives (a multinomial number of
ways each), carrying the free places left and what the event has seen so far; the cards the event does not
look at fill the places left, in a multinomial number of ways (suits some hand has shown out of are placed
group by group first).  A count too large for its budget gives None: the figure is then simulated only.

>>> from whistodds.games.position import Position
>>> from whistodds.odds.holdings.grammar import parse_question
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> exact_probability(parse_question("partner holds at least 1 of AS KS"), mine)
Fraction(32, 57)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from fractions import Fraction
from math import comb
from typing import Union

from whistodds.games.position import SEATS, Position, Seat
from whistodds.odds.holdings.events import CompareEvent, CountEvent, Event, HigherEvent, SuitEvent, combine, resolve
from whistodds.odds.holdings.grammar import Quantifier, Question
from whistodds.simulations.conditional import Caps, compositions, multinomial
from whistodds.simulations.limits import MAX_COUNT_RECORDS

DEFAULT_BUDGET = 3_000_000  # steps of the count (a few seconds) before the figure is left to simulation
Acc = tuple[int, ...]


class OutOfReach(Exception):
    """The count would take more steps than its budget."""


@dataclass(frozen=True)
class _Group:
    """Unseen cards of one suit placed together, and how the event's record changes with their counts."""

    cards: int
    allowed: tuple[bool, ...]
    update: Callable[[Acc, Caps], Acc] | None


@dataclass(frozen=True)
class _Fixed:
    """A change of the event's record that needs no placing (a known card met in order)."""

    update: Callable[[Acc], Acc]


Step = Union[_Group, _Fixed]


def exact_probability(question: Question | Event, position: Position, *, budget: int = DEFAULT_BUDGET
                      ) -> Fraction | None:
    """The exact chance of the question's event given the position, or None if the count is out of reach."""
    event = resolve(question, position) if isinstance(question, Question) else question
    if isinstance(event, SuitEvent):
        try:
            favourable, total = _count_suit_event(event, position, budget)
        except OutOfReach:
            return None
        result = Fraction(favourable, total)
        return 1 - result if event.negated else result
    steps, start, final, looked_at = _plan(event, position)
    free = position.free
    for suit in range(4):  # the cards not looked at, of suits some hand with room has shown out of
        cards = [c for c in position.unseen if c // 13 == suit and c not in looked_at]
        allowed = tuple(position.may_hold(seat, suit) for seat in SEATS)
        if cards and any(not ok and room for ok, room in zip(allowed, free)):
            steps.append(_Group(len(cards), allowed, None))
    try:
        favourable, total = _count(steps, start, final, free, budget)
    except OutOfReach:
        return None
    if total == 0:
        raise ValueError("no deal is consistent with the position")
    result = Fraction(favourable, total)
    return 1 - result if event.negated else result


def _count(steps: list[Step], start: Acc, final: Callable[[Acc], bool], free: Caps, budget: int,
           most_states: int = MAX_COUNT_RECORDS) -> tuple[int, int]:
    """The favourable and all ways, the states held at once at most ``most_states`` (else OutOfReach)."""
    states: dict[tuple[Caps, Acc], int] = {(free, start): 1}
    spent = 0
    for step in steps:
        following: dict[tuple[Caps, Acc], int] = defaultdict(int)
        if isinstance(step, _Fixed):
            for (caps, acc), ways in states.items():
                following[(caps, step.update(acc))] += ways
        else:
            for (caps, acc), ways in states.items():
                options = compositions(step.cards, step.allowed, caps)
                spent += len(options)
                if spent > budget:
                    raise OutOfReach
                for comp, comp_ways in options:
                    after = tuple(c - x for c, x in zip(caps, comp))
                    following[(after, acc if step.update is None else step.update(acc, comp))] += ways * comp_ways
                if len(following) > most_states:
                    raise OutOfReach
        states = following
    favourable = total = 0
    for (caps, acc), ways in states.items():
        count = ways * multinomial(caps)
        total += count
        if final(acc):
            favourable += count
    return favourable, total


def _count_suit_event(event: SuitEvent, position: Position, budget: int) -> tuple[int, int]:
    """Hand by hand: how many cards of each suit the hand receives (a product of binomials), its test made at
    once; the record is one flag for the hands tested so far."""
    remaining = tuple(sum(1 for c in position.unseen if c // 13 == suit) for suit in range(4))
    if any(len(unit) > 1 for unit in event.groups):
        raise OutOfReach  # a side's suit lengths together: simulated
    tested = {seat.index for seat in event.seats}
    quantifier = event.quantifier
    every = quantifier is Quantifier.EACH
    states: dict[Caps, dict[bool, int]] = {remaining: {every: 1}}
    spent = 0
    order = sorted(SEATS, key=lambda seat: seat.index not in tested)  # the tested hands first
    untested_ways = 1
    for place, seat in enumerate(order):
        later = order[place:]
        if all(other.index not in tested and not any((other, suit) in position.shown_out for suit in range(4))
               for other in later):
            # The hands left are not tested and may hold anything: the cards left go to them in a number of
            # ways that does not depend on which suits they are of.
            untested_ways = multinomial(tuple(position.free[other.index] for other in later))
            break
        if _suits_alike(position, later):
            states = _merged_by_suit_pattern(states)
        allowed = tuple(position.may_hold(seat, suit) for suit in range(4))
        held = [sum(1 for c in position.known[seat.index] if c // 13 == suit) for suit in range(4)]
        following: dict[Caps, dict[bool, int]] = defaultdict(lambda: defaultdict(int))
        for left, flags in states.items():
            options = compositions(position.free[seat.index], allowed, left)
            spent += len(options)
            if spent > budget:
                raise OutOfReach
            for take, _ in options:
                count = 1
                for n, k in zip(left, take):
                    count *= comb(n, k)
                after = following[tuple(n - k for n, k in zip(left, take))]
                if seat.index in tested:
                    passed = event.test_lengths([h + k for h, k in zip(held, take)])
                    for flag, ways in flags.items():
                        after[(flag and passed) if every else (flag or passed)] += ways * count
                else:
                    for flag, ways in flags.items():
                        after[flag] += ways * count
        states = following
    total = untested_ways * sum(ways for flags in states.values() for ways in flags.values())
    happened = untested_ways * sum(flags.get(True, 0) for flags in states.values())
    favourable = total - happened if quantifier is Quantifier.NO else happened
    if total == 0:
        raise ValueError("no deal is consistent with the position")
    return favourable, total


def _suits_alike(position: Position, seats: list[Seat]) -> bool:
    """Whether the suits are interchangeable for these hands: none shown out of, none with known cards of one
    suit more than of another (the question treats the suits alike)."""
    for seat in seats:
        held = [sum(1 for c in position.known[seat.index] if c // 13 == suit) for suit in range(4)]
        if len(set(held)) > 1 or any((seat, suit) in position.shown_out for suit in range(4)):
            return False
    return True


def _merged_by_suit_pattern(states: dict[Caps, dict[bool, int]]) -> dict[Caps, dict[bool, int]]:
    """The states with the cards left per suit sorted: the suits being alike, only the pattern counts."""
    merged: dict[Caps, dict[bool, int]] = defaultdict(lambda: defaultdict(int))
    for left, flags in states.items():
        into = merged[tuple(sorted(left))]
        for flag, ways in flags.items():
            into[flag] += ways
    return merged


def _plan(event: Event, position: Position) -> tuple[list[Step], Acc, Callable[[Acc], bool], set[int]]:
    """The steps of the count, the event's starting record, its final test, and the unseen cards it looks at."""
    unseen = set(position.unseen)
    known = position.known
    steps: list[Step] = []
    if isinstance(event, CountEvent):
        cap = event.count.cap
        units = [tuple(seat.index for seat in unit) for unit in event.groups]
        start = tuple(min(cap, sum(len(known[i] & event.cards) for i in unit)) for unit in units)
        looked_at = unseen & event.cards
        for suit in range(4):
            cards = [c for c in looked_at if c // 13 == suit]
            if cards:
                steps.append(_Group(len(cards), _allowed(position, suit),
                                    lambda acc, comp: tuple(min(cap, a + sum(comp[i] for i in unit))
                                                            for a, unit in zip(acc, units))))
        quantifier, count = event.quantifier, event.count
        return steps, start, lambda acc: combine(quantifier, [count.test(a) for a in acc]), looked_at
    if isinstance(event, CompareEvent):
        return _compare_plan(event, position)
    assert isinstance(event, HigherEvent)
    first, second = event.first.index, event.second.index
    for card in event.order:
        if card in known[first] or card in known[second]:
            verdict = 1 if card in known[first] else 2
            steps.append(_Fixed(partial(_decide, verdict=verdict)))
        elif card in unseen:
            steps.append(_Group(1, _allowed(position, card // 13),
                                lambda acc, comp: acc if acc[0] else ((1,) if comp[first] else (2,) if comp[second]
                                                                      else (0,))))
    looked_at = {c for c in event.order if c in unseen}
    return steps, (0,), lambda acc: acc[0] == 1, looked_at


def _compare_plan(event: CompareEvent, position: Position
                  ) -> tuple[list[Step], Acc, Callable[[Acc], bool], set[int]]:
    """The two hands' counts of the cards, suit by suit; the final test compares them."""
    unseen = set(position.unseen)
    sides = [tuple(seat.index for seat in side) for side in event.sides]
    start = tuple(sum(len(position.known[i] & event.cards) for i in side) for side in sides)
    looked_at = unseen & event.cards
    steps: list[Step] = []
    for suit in range(4):
        cards = [c for c in looked_at if c // 13 == suit]
        if cards:
            steps.append(_Group(len(cards), _allowed(position, suit),
                                lambda acc, comp: tuple(a + sum(comp[i] for i in side) for a, side in zip(acc, sides))))
    relation = event.relation
    return steps, start, lambda acc: relation.holds(acc[0], acc[1]), looked_at


def _decide(acc: Acc, verdict: int) -> Acc:
    return acc if acc[0] else (verdict,)


def _allowed(position: Position, suit: int) -> tuple[bool, ...]:
    return tuple(position.may_hold(seat, suit) for seat in SEATS)
