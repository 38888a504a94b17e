"""What a sentence is read into: its statements (:class:`~whistodds.odds.holdings.grammar.Question`) and plays
(:class:`~whistodds.odds.holdings.plays.Played`) joined by :class:`Not`, :class:`AllOf` and :class:`AnyOf`, and
the :class:`Sentence` holding the condition, what it is ``given`` and the other reading.

>>> Sentence("AS", AllOf(())).given is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.odds.holdings.grammar import Question
from whistodds.odds.holdings.plays import Played


@dataclass(frozen=True)
class Not:
    part: Condition


@dataclass(frozen=True)
class AllOf:
    parts: tuple[Condition, ...]


@dataclass(frozen=True)
class AnyOf:
    parts: tuple[Condition, ...]


Condition = Question | Not | AllOf | AnyOf | Played


@dataclass(frozen=True)
class Sentence:
    """A sentence read: its condition, what it is ``given`` (None: nothing), and ``other``: the sentence read
    the other way where its words allow two readings (None where they do not)."""

    text: str
    condition: Condition
    given: Condition | None = None
    other: Sentence | None = None
    other_note: str = ""
    notes: tuple[str, ...] = ()  # how the books' words were read (no holder named, the suit spoken of, ...)
