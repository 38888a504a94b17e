"""Several holding events counted together, exactly: the share of consistent deals on which a formula over
them holds (``and``, ``or``, ``not`` and ``given`` of :mod:`whistodds.odds.holdings.sentences`).

Two counts, each exact:

* **card by card** (counts of named cards or classes, comparisons, a higher card): the unseen cards are split
  into groups of one suit that every event either looks at whole or not at all; each group goes to the hands
  in a multinomial number of ways, and each event keeps its own record; the cards no event looks at fill the
  places left (:func:`whistodds.odds.holdings.exact._count`, the single event's count).
* **hand by hand** (hand patterns, suit lengths, and counts of whole suits): each hand receives so many
  cards of each suit (a product of binomials over the suits' unseen cards), its tests made at once; where the
  suits are alike for every event, only the pattern of the cards left is kept (the suits sorted).

Anything else (a pattern with a count of single cards, say) gives None: the figure is then simulated.

>>> from whistodds.games.position import Position
>>> from whistodds.odds.holdings.events import resolve
>>> from whistodds.odds.holdings.grammar import parse_question
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> events = [resolve(parse_question(text), mine) for text in ("left holds AS", "right holds KS")]
>>> joint_probability(events, all, mine)
Fraction(13, 114)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache, partial
from itertools import accumulate
from typing import Any, cast
from math import comb

from whistodds.games.position import SEATS, Position, Seat
from whistodds.odds.holdings.events import (
    CompareEvent,
    CountEvent,
    Event,
    HigherEvent,
    SuitEvent,
    suit_order,
)
from whistodds.odds.holdings.grammar import Quantifier
from whistodds.odds.holdings.exact import DEFAULT_BUDGET, OutOfReach, Step, _count, _Fixed, _Group, _plan
from whistodds.simulations.conditional import Caps, compositions, multinomial
from whistodds.simulations.limits import MAX_COUNT_RECORDS

Formula = Callable[[Sequence[bool]], bool]
RECORDS_A_STEP = 3  # events whose records a step of the joint count updates for the cost of one step
Acc = tuple[tuple[int, ...], ...]


def joint_probability(events: Sequence[Event], formula: Formula, position: Position, *,
                      budget: int = DEFAULT_BUDGET) -> Fraction | None:
    """The exact chance that ``formula`` (given each event's truth, in order) holds, or None if out of reach."""
    try:
        if all(isinstance(event, (CountEvent, CompareEvent, HigherEvent)) for event in events):
            favourable, total = _card_by_card(events, formula, position, budget)
        elif all(isinstance(event, (SuitEvent, CountEvent)) for event in events):
            favourable, total = _hand_by_hand(events, formula, position, budget)
        else:
            return None
    except OutOfReach:
        return None
    if total == 0:
        raise ValueError("no deal is consistent with the position")
    return Fraction(favourable, total)


# -- card by card --------------------------------------------------------------------------------------

def _card_by_card(events: Sequence[Event], formula: Formula, position: Position, budget: int
                  ) -> tuple[int, int]:
    unseen = set(position.unseen)
    known = position.known
    updates: list[Callable[[tuple[int, ...], Caps], tuple[int, ...]] | None] = []
    finals: list[Callable[[tuple[int, ...]], bool]] = []
    starts: list[tuple[int, ...]] = []
    looked: list[set[int]] = []
    for event in events:
        if isinstance(event, HigherEvent):
            updates.append(partial(_higher_update, first=event.first.index, second=event.second.index))
            finals.append(_decided_first)
            starts.append((0,))
            looked.append({c for c in event.order if c in unseen})
            continue
        atom_steps, atom_start, atom_final, atom_looked = _plan(event, position)
        groups = [step for step in atom_steps if isinstance(step, _Group)]
        updates.append(groups[0].update if groups else None)
        finals.append(atom_final)
        starts.append(atom_start)
        looked.append(set(atom_looked))
    higher_suits = {event.suit for event in events if isinstance(event, HigherEvent)}
    steps: list[Step] = []

    def group_update(members: tuple[int, ...]) -> Any:  # the joint record: a tuple of the events' records
        def update(acc: Acc, comp: Caps) -> Acc:
            new = list(acc)
            for i in members:
                step = updates[i]
                assert step is not None
                new[i] = step(acc[i], comp)
            return tuple(new)
        return update

    free = position.free
    for suit in range(4):
        allowed = tuple(position.may_hold(seat, suit) for seat in SEATS)
        restricted = any(not ok and room for ok, room in zip(allowed, free))
        if suit in higher_suits:
            for card in suit_order(position, suit):
                if card in unseen:
                    members = tuple(i for i, cards in enumerate(looked) if card in cards)
                    if members or restricted:
                        steps.append(_Group(1, allowed, group_update(members) if members else None))
                elif any(card in hand for hand in known):
                    holder = next(i for i, hand in enumerate(known) if card in hand)
                    decisions = tuple((i, 1 if holder == e.first.index else 2) for i, e in enumerate(events)
                                      if isinstance(e, HigherEvent) and e.suit == suit
                                      and holder in (e.first.index, e.second.index))
                    if decisions:
                        steps.append(_Fixed(cast(Any, partial(_decide, decisions=dict(decisions)))))
            continue
        cells: dict[tuple[int, ...], int] = defaultdict(int)
        for card in unseen:
            if card // 13 == suit:
                cells[tuple(i for i, cards in enumerate(looked) if card in cards)] += 1
        for members, size in sorted(cells.items()):
            if members or restricted:
                steps.append(_Group(size, allowed, group_update(members) if members else None))
    start: Any = tuple(starts)

    def final(acc: Any) -> bool:
        return formula([finals[i](acc[i]) ^ events[i].negated for i in range(len(events))])

    # A step updates a record of each event: past a few events, each event's record costs a share of a step.
    steps_allowed = budget * RECORDS_A_STEP // max(RECORDS_A_STEP, len(events))
    return _count(steps, start, final, free, steps_allowed, MAX_COUNT_RECORDS // max(1, len(events)))


def _higher_update(acc: tuple[int, ...], comp: Caps, first: int, second: int) -> tuple[int, ...]:
    """A higher-card event's record after a card met in order: 1 first holds it, 2 second, 0 neither."""
    return acc if acc[0] else ((1,) if comp[first] else (2,) if comp[second] else (0,))


def _decided_first(acc: tuple[int, ...]) -> bool:
    return acc[0] == 1


def _decide(acc: Acc, decisions: dict[int, int]) -> Acc:
    """A known card met in order: each undecided higher-card event it decides (1 first, 2 second)."""
    return tuple((decisions[i],) if i in decisions and record == (0,) else record for i, record in enumerate(acc))


# -- hand by hand --------------------------------------------------------------------------------------

HAND_STEP_COST = 10  # a step of the hand-by-hand count costs about ten of the card-by-card count's


def _hand_by_hand(events: Sequence[Event], formula: Formula, position: Position, budget: int
                  ) -> tuple[int, int]:
    """Hand by hand: how many cards of each cell each hand receives (a cell: the unseen cards of one suit
    that the same count events count; a suit no count event names is one cell).  Per event a record: its
    verdict so far over the units already complete (``-1`` none yet), then the running count of each unit
    (a side counted together, or a hand)."""
    unseen = position.unseen
    counted = [event.cards if isinstance(event, CountEvent) else frozenset() for event in events]
    cells: list[tuple[int, tuple[int, ...]]] = []  # (suit, the count events counting it)
    sizes: list[int] = []
    for suit in range(4):
        groups: dict[tuple[int, ...], int] = defaultdict(int)
        for card in unseen:
            if card // 13 == suit:
                groups[tuple(e for e, cards in enumerate(counted) if card in cards)] += 1
        if not groups:
            groups[()] = 0
        for members, size in sorted(groups.items()):
            cells.append((suit, members))
            sizes.append(size)
    held = [[sum(1 for c in position.known[seat.index] if c // 13 == suit) for suit in range(4)] for seat in SEATS]
    tested = {seat.index for event in events for seat in event.seats}  # type: ignore[union-attr]
    shaped = {seat.index for event in events if isinstance(event, SuitEvent) for seat in event.seats}
    # The hands whose patterns are tested first: after them the suits no count names are one cell (_merged).
    order = sorted(SEATS, key=lambda seat: (seat.index not in tested, seat.index not in shaped))
    place_of = {seat.index: place for place, seat in enumerate(order)}
    plans: list[_HandPlan] = []
    start: list[tuple[int, ...]] = []
    for e, event in enumerate(events):
        assert isinstance(event, (SuitEvent, CountEvent))
        units = tuple(tuple(seat.index for seat in unit) for unit in event.groups)
        if isinstance(event, SuitEvent) and any(len(unit) > 1 for unit in units):
            raise OutOfReach  # a side's suit lengths together: simulated
        mine = tuple(c for c, (_, members) in enumerate(cells) if e in members)
        cap = event.count.cap if isinstance(event, CountEvent) else 0
        plans.append(_HandPlan(event, units, mine, cap, event.quantifier is Quantifier.EACH,
                               tuple(max(place_of[i] for i in unit) for unit in units)))
        counts = tuple(min(cap, sum(len(position.known[i] & event.cards) for i in unit))
                       if isinstance(event, CountEvent) else 0 for unit in units)
        start.append((-1, *counts))
    # Suits that are one cell no count event counts are alike for every event (a pattern treats suits alike).
    alike = tuple(c for c, (suit, members) in enumerate(cells)
                  if not members and sum(1 for other, _ in cells if other == suit) == 1)
    alike_suits = tuple(cells[c][0] for c in alike)
    states: dict[Caps, dict[Acc, int]] = {tuple(sizes): {tuple(start): 1}}
    spent = 0
    untested_ways = 1
    for place, seat in enumerate(order):
        later = order[place:]
        if all(other.index not in tested and not any((other, suit) in position.shown_out for suit in range(4))
               for other in later):
            untested_ways = multinomial(tuple(position.free[other.index] for other in later))
            break
        if len(alike) > 1 and _alike(position, later, alike_suits):
            states = _sorted_cells(states, alike)
        if not any(isinstance(plan.event, SuitEvent) and any(other.index in unit for unit in plan.units)
                   for plan in plans for other in later):
            states, cells, plans = _merged(states, cells, plans, position, later)
            alike = ()
        allowed = tuple(position.may_hold(seat, suit) for suit, _ in cells)
        for left, records in states.items():  # counted, not listed: a listing of many cells is itself the work
            spent += HAND_STEP_COST * _how_many(position.free[seat.index], allowed, left) * len(records)
            if spent > budget:
                raise OutOfReach  # said before the work, not after it
        following: dict[Caps, dict[Acc, int]] = defaultdict(lambda: defaultdict(int))
        kept = 0  # the records held after this hand, one of each event a state
        recorded: dict[tuple[Acc, Caps], Acc] = {}  # a record and this hand's take give the same record each time
        index = seat.index
        for left, records in states.items():
            for take, _ in compositions(position.free[index], allowed, left):
                ways = 1
                for size, k in zip(left, take):
                    ways *= _choose(size, k)
                after = following[tuple(size - k for size, k in zip(left, take))]
                before = len(after)
                for acc, count in records.items():
                    key = (acc, take)
                    if key not in recorded:
                        recorded[key] = _record(plans, acc, index, place, take, _lengths(held[index], cells, take))
                    after[recorded[key]] += count * ways
                kept += (len(after) - before) * len(events)
                if kept > MAX_COUNT_RECORDS:
                    raise OutOfReach
        states = following
    favourable = total = 0
    for records in states.values():
        for acc, ways in records.items():
            total += ways
            if formula([_final(plan, record) ^ plan.event.negated for plan, record in zip(plans, acc)]):
                favourable += ways
    return favourable * untested_ways, total * untested_ways


def _merged(states: dict[Caps, dict[Acc, int]], cells: list[tuple[int, tuple[int, ...]]], plans: list[_HandPlan],
            position: Position, later: list[Seat]
            ) -> tuple[dict[Caps, dict[Acc, int]], list[tuple[int, tuple[int, ...]]], list[_HandPlan]]:
    """Once no hand still to come has its pattern tested, the cells no count event counts are one cell (the
    hands still to come may hold each of their suits): the cards only fill places, whatever their suit."""
    loose = [c for c, (suit, members) in enumerate(cells) if not members]
    if len(loose) < 2 or not all(position.may_hold(seat, cells[c][0]) for seat in later for c in loose):
        return states, cells, plans
    kept = [c for c in range(len(cells)) if c not in loose]
    new_index = {old: new for new, old in enumerate(kept)}
    merged: dict[Caps, dict[Acc, int]] = defaultdict(lambda: defaultdict(int))
    for left, records in states.items():
        into = merged[tuple(left[c] for c in kept) + (sum(left[c] for c in loose),)]
        for acc, ways in records.items():
            into[acc] += ways
    new_cells = [cells[c] for c in kept] + [(cells[loose[0]][0], ())]
    new_plans = [replace(plan, cells=tuple(new_index[c] for c in plan.cells)) for plan in plans]
    return merged, new_cells, new_plans


def _how_many(n: int, allowed: tuple[bool, ...], caps: Caps) -> int:
    """How many ``compositions(n, allowed, caps)`` there are, without listing them (ways to give n cards to
    the cells, each within its cap): a sum over the cells, cell by cell.

    >>> _how_many(13, (True,) * 10, (13,) * 10) == comb(22, 9)
    True
    """
    ways = [1] + [0] * n  # ways[k]: the ways to place k cards in the cells so far
    for cap, ok in zip(caps, allowed):
        room = cap if ok else 0
        below = list(accumulate(ways, initial=0))  # below[k]: ways[0] + ... + ways[k - 1]
        ways = [below[k + 1] - below[max(0, k - room)] for k in range(n + 1)]
    return ways[n]


@dataclass(frozen=True)
class _HandPlan:
    event: CountEvent | SuitEvent
    units: tuple[tuple[int, ...], ...]
    cells: tuple[int, ...]  # the cells a count event counts
    cap: int
    every: bool  # the verdict over the units is "each" (and), else "any" (or)
    last: tuple[int, ...]  # the place in the order of seats at which each unit is complete


_choose = lru_cache(maxsize=None)(comb)  # the same few binomials, asked hundreds of thousands of times a count


def _lengths(held: list[int], cells: list[tuple[int, tuple[int, ...]]], take: Caps) -> list[int]:
    """A hand's suit lengths: those it is known to hold, and what it takes of each cell."""
    lengths = list(held)
    for (suit, _), k in zip(cells, take):
        lengths[suit] += k
    return lengths


def _record(plans: list[_HandPlan], acc: Acc, seat: int, place: int, take: Caps, lengths: list[int]) -> Acc:
    new = list(acc)
    for e, plan in enumerate(plans):
        verdict, *counts = acc[e]
        changed = False
        for u, unit in enumerate(plan.units):
            if seat not in unit:
                continue
            changed = True
            if isinstance(plan.event, SuitEvent):
                passed = plan.event.test_lengths(lengths)
            else:
                assert isinstance(plan.event, CountEvent)
                counts[u] = min(plan.cap, counts[u] + sum(take[c] for c in plan.cells))
                if plan.last[u] != place:
                    continue
                passed = plan.event.count.test(counts[u])
                counts[u] = 0
            verdict = int(passed) if verdict == -1 else (
                int(verdict and passed) if plan.every else int(verdict or passed))
        if changed:
            new[e] = (verdict, *counts)
    return tuple(new)


def _final(plan: _HandPlan, record: tuple[int, ...]) -> bool:
    verdict = record[0] == 1
    return not verdict if plan.event.quantifier is Quantifier.NO else verdict


def _alike(position: Position, seats: list[Seat], suits: tuple[int, ...]) -> bool:
    """Whether ``suits`` are interchangeable for these hands: none shown out of, as many known cards of each."""
    for seat in seats:
        held = [sum(1 for c in position.known[seat.index] if c // 13 == suit) for suit in suits]
        if len(set(held)) > 1 or any((seat, suit) in position.shown_out for suit in suits):
            return False
    return True


def _sorted_cells(states: dict[Caps, dict[Acc, int]], cells: tuple[int, ...]) -> dict[Caps, dict[Acc, int]]:
    """The states with the cards left in the alike suits' cells sorted among those cells."""
    merged: dict[Caps, dict[Acc, int]] = defaultdict(lambda: defaultdict(int))
    for left, records in states.items():
        key = list(left)
        for cell, count in zip(cells, sorted(left[cell] for cell in cells)):
            key[cell] = count
        into = merged[tuple(key)]
        for acc, ways in records.items():
            into[acc] += ways
    return merged
