"""What a holding statement is read into: who holds (:class:`Holders`), what is held (:data:`Holding`: a count
of a class of cards, of a suit, a pattern, a higher card, a comparison) and the :class:`Question` that joins them.

>>> Count(Relation.AT_LEAST, 1).words(), Count(Relation.EXACTLY, 4, numbers=(4, 5)).test(5)
('at least 1', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Relation(Enum):
    AT_LEAST = "at least"
    AT_MOST = "at most"
    EXACTLY = "exactly"
    MORE_THAN = "more than"
    FEWER_THAN = "fewer than"

    def holds(self, count: int, number: int) -> bool:
        """Whether ``count`` stands in this relation to ``number`` (tested by identity, not a table of every
        comparison: the exact counter asks it hundreds of thousands of times a sentence)."""
        if self is Relation.AT_LEAST:
            return count >= number
        if self is Relation.EXACTLY:
            return count == number
        if self is Relation.AT_MOST:
            return count <= number
        if self is Relation.MORE_THAN:
            return count > number
        return count < number


@dataclass(frozen=True)
class Count:
    """A count of cards; ``everything``: all of the class ("all 4 kings", ``number`` as written or -1);
    ``numbers``: one of these ("four or five honours": ``relation`` is then unused); ``sense``: how a bare
    count was read, for the reading ("" where the words said it)."""

    relation: Relation
    number: int
    everything: bool = False
    numbers: tuple[int, ...] = ()
    sense: str = field(default="", compare=False, repr=False)

    def test(self, count: int) -> bool:
        if self.numbers:
            return count in self.numbers
        return self.relation.holds(count, self.number)

    @property
    def cap(self) -> int:
        """Counts above this are all alike for the test (a counter may stop here)."""
        return (max(self.numbers) if self.numbers else self.number) + 1

    def words(self) -> str:
        """The count in words as read: ``at least 1``, ``exactly 0``, ``4 or 5``."""
        if self.numbers:
            return " or ".join(str(n) for n in self.numbers)
        return f"{self.relation.value} {self.number}"


class ClassKind(Enum):
    CARDS = "cards"
    TRUMPS = "trumps"
    SUIT = "suit"
    HONOURS = "honours"
    RANKS = "ranks"
    ABOVE = "above"
    BELOW = "below"
    ALL = "all"


@dataclass(frozen=True)
class CardClass:
    """A set of cards named in a question; those needing the trump suit are fixed by the position.

    ``in_suit``: the class within one suit ("honours in spades"); ``in_trumps``: within trumps ("a small
    trump"); ``trump_ranks``: cards named as "the ace of trumps" (with ``cards``, the named cards)."""

    kind: ClassKind
    cards: tuple[int, ...] = ()
    suit: int | None = None
    ranks: tuple[int, ...] = ()
    above: int = 0
    in_suit: int | None = None
    in_trumps: bool = False
    trump_ranks: tuple[int, ...] = ()
    any_of: int = 0  # "one card out of any two": any 2 unseen cards (chosen by the position)
    best: int = 0  # "the best of it" 1, "the second best" 2: that card of the suit's cards in play
    unseen: bool = False  # "the remaining trumps", "the missing clubs": the class's cards the reader does not see
    said: int = 0  # "two of the three honours": all of the class if it has so many, else those the reader does not see


class Quantifier(Enum):
    ONE = "one"
    ANY = "any hand"
    EACH = "each hand"
    NO = "no hand"


@dataclass(frozen=True)
class Holders:
    """Who holds: one seat (``word`` is me/left/partner/right/dealer/eldest/...), or any/each/no hand; with
    ``units``, groups of seat words: each group holds as one (a side, "between them"), the quantifier over
    the groups ("either side": any of ((me, partner), (left, right)))."""

    quantifier: Quantifier
    word: str = ""
    units: tuple[tuple[str, ...], ...] = field(default=(), compare=False, repr=False)


class SuitScope(Enum):
    SOME = "some"
    EVERY = "every"


@dataclass(frozen=True)
class CountOf:
    """Holds ``count`` of the cards of ``cards``."""

    count: Count
    cards: CardClass


@dataclass(frozen=True)
class CountOfSuit:
    """Holds ``count`` cards of some (or every) suit."""

    count: Count
    scope: SuitScope


@dataclass(frozen=True)
class Pattern:
    """Holds a hand of this pattern, its suits in any order (``lengths`` longest first: 4-4-3-2)."""

    lengths: tuple[int, ...]


@dataclass(frozen=True)
class HigherThan:
    """Holds a higher card of ``suit`` (a suit, or trumps) than ``other``."""

    suit: CardClass
    other: Holders


@dataclass(frozen=True)
class Compared:
    """Holds more (fewer, as many, ...) cards of ``cards`` than ``other``: ``relation`` compares the first
    hand's count with the other's."""

    relation: Relation
    cards: CardClass
    other: Holders


Holding = CountOf | CountOfSuit | Pattern | HigherThan | Compared


@dataclass(frozen=True)
class Question:
    text: str
    holders: Holders
    holding: Holding
    negated: bool = False
    between: bool = field(default=False, compare=False)  # "between them" was said
    per_suit: SuitScope | None = None  # "court cards in every suit" (each suit), "of the same suit" (some suit)
