"""Means, counts and whole distributions, in the books' words: not a chance but a number, or a table of them.

- a mean: "the average number of trumps partner holds", "the trumps partner may expect to hold", "how many
  trumps partner holds on average" (the expectation of the count);
- a distribution: "partner's length in spades", "how many spades partner holds", "your partner having a given
  length in a suit" (every count with its exact chance, and their mean);
- a count: "Number of different hands a named player can receive", "how many hands can be dealt" (the hands a
  seat can be dealt from the cards it does not see).

Each is exact: the chance of each count is the grammar's own exact figure for "SEAT holds exactly K CLASS".

>>> from whistodds.games.position import Position
>>> measure = read_measure("the average number of aces partner holds")
>>> measure.kind, answer_measure(measure, Position()).mean
(<MeasureKind.MEAN: 'mean'>, Fraction(1, 1))
>>> answer_measure(read_measure("Number of different hands a named player can receive"), Position()).count
635013559600
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import comb

from whistodds.games.position import Position
from whistodds.odds.holdings.grammar import (CardClass, Count, CountOf, Holders, Quantifier, Question, Relation,
                                            _Reader, split_words)
from whistodds.odds.holdings.grammar.books import read_book_holders
from whistodds.odds.holdings.grammar.classes import _class
from whistodds.odds.holdings.grammar.holders import read_holders
from whistodds.odds.holdings.sentences.context import read_context
from whistodds.odds.holdings.sentences.evaluation import resolve_sentence, sentence_exact
from whistodds.odds.holdings.sentences.tree import Sentence


class MeasureKind(Enum):
    MEAN = "mean"
    DISTRIBUTION = "distribution"
    COUNT = "count"


@dataclass(frozen=True)
class Measure:
    """A number asked: its kind, the holder, the class counted (None for a count of hands), and how it was read."""

    text: str
    kind: MeasureKind
    holders: Holders
    cards: CardClass | None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class MeasureAnswer:
    """The exact chance of each count (a distribution), their mean, or a count of hands."""

    measure: Measure
    chances: tuple[tuple[int, Fraction], ...] = ()
    count: int | None = None

    @property
    def mean(self) -> Fraction:
        return sum((k * chance for k, chance in self.chances), Fraction(0))

    @property
    def reading(self) -> str:
        who = self.measure.holders.word or self.measure.holders.quantifier.value
        what = "hands" if self.measure.cards is None else _class_text(self.measure.cards)
        said = {MeasureKind.MEAN: f"the mean number of {what} {who} holds",
                MeasureKind.DISTRIBUTION: f"the chance of each number of {what} {who} holds, and their mean",
                MeasureKind.COUNT: f"the number of different hands {who} can be dealt from the cards unseen"}
        notes = "; read: " + "; ".join(self.measure.notes) if self.measure.notes else ""
        return said[self.measure.kind] + notes

    def rows(self) -> list[dict[str, object]]:
        """The answer as rows: one per count (a distribution), else one."""
        if self.measure.kind is MeasureKind.COUNT:
            return [{"question": self.measure.text, "reading": self.reading, "count": self.count}]
        if self.measure.kind is MeasureKind.MEAN:
            return [{"question": self.measure.text, "reading": self.reading, "mean_fraction": _fraction(self.mean),
                     "mean": float(self.mean)}]
        return [{"question": self.measure.text, "reading": self.reading, "number": k, "fraction": _fraction(chance),
                 "probability": float(chance), "mean": float(self.mean)} for k, chance in self.chances]


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _class_text(cards: CardClass) -> str:
    from whistodds.odds.holdings.grammar import class_words

    return class_words(cards)


_MEAN_OPENINGS = (("the", "average", "number", "of"), ("the", "expected", "number", "of"), ("the", "mean", "number",
                                                                                             "of"))
_COUNT_OPENINGS = (("number", "of", "different", "hands"), ("the", "number", "of", "different", "hands"),
                   ("number", "of", "hands"), ("the", "number", "of", "hands"), ("how", "many", "hands"),
                   ("how", "many", "different", "hands"))
_COUNT_ENDINGS = (("can", "receive"), ("can", "be", "dealt"), ("may", "hold"), ("can", "hold"), ("may", "receive"))


def starts_measure(text: str) -> bool:
    """Whether the words ask a number (a mean, a count, a distribution), not a chance."""
    words = tuple(word.lower() for word in split_words(text))
    openings = _MEAN_OPENINGS + _COUNT_OPENINGS + (("how", "many"),)
    return any(words[:len(o)] == o for o in openings) or "length" in words[:6] or "expect" in words


def read_measure(text: str, *, suit: str | None = None, who: str | None = None) -> Measure:
    """The number asked, read; a ValueError (one line) where the words are not one the grammar takes."""
    reader = _Reader(text, split_words(text), context=read_context(suit, who))
    for opening in _COUNT_OPENINGS:
        if reader.accept_phrase(*opening):
            holders = _holders(reader) if reader.peek() not in ("can", "") else Holders(Quantifier.ONE, "me")
            if not any(reader.accept_phrase(*ending) for ending in _COUNT_ENDINGS) and reader.peek():
                raise reader.fail("'can receive' or 'can be dealt' after the player")
            return _done(reader, text, MeasureKind.COUNT, holders, None)
    for opening in _MEAN_OPENINGS:
        if reader.accept_phrase(*opening):
            cards = _cards(reader)
            reader.accept("that", "which")
            holders = _holders(reader)
            reader.accept("holds", "hold", "has", "have", "will", "hold", "may", "expect", "to", "hold", "is", "dealt")
            return _done(reader, text, MeasureKind.MEAN, holders, cards)
    if reader.accept_phrase("how", "many"):
        cards = _cards(reader)
        holders = _holders(reader)
        reader.accept("holds", "hold", "has", "have")
        kind = MeasureKind.MEAN if reader.accept_phrase("on", "average") else MeasureKind.DISTRIBUTION
        return _done(reader, text, kind, holders, cards)
    saved = reader.at
    if reader.accept("the"):  # "the trumps partner may expect to hold"
        cards = _cards(reader)
        holders = _holders(reader)
        if any(reader.accept_phrase(modal, "expect", "to", verb) for modal in ("may", "can", "will", "should")
               for verb in ("hold", "have", "receive")):
            reader.note("'may expect to hold': the mean number")
            return _done(reader, text, MeasureKind.MEAN, holders, cards)
        reader.at = saved
    holders = _holders(reader)
    reader.accept("'s")
    if reader.accept("having"):  # "your partner having a given length in a suit"
        reader.accept_phrase("a", "given")
    if reader.accept("length"):
        reader.take("in", "of")
        return _done(reader, text, MeasureKind.DISTRIBUTION, holders, _cards(reader))
    raise reader.fail("a number asked: the average number of CLASS SEAT holds, SEAT's length in SUIT, how many CLASS "
                      "SEAT holds, the number of different hands SEAT can receive")


def _holders(reader: _Reader) -> Holders:
    found = read_book_holders(reader)
    return found if found is not None else read_holders(reader)


def _cards(reader: _Reader) -> CardClass:
    from whistodds.odds.holdings.grammar.reader import spoken_suit

    reader.accept("the")
    if reader.peek() == "a" and reader.peek(1) == "suit" or reader.peek() in ("that", "it"):
        reader.at += 2 if reader.peek() == "a" else 1
        reader.accept("suit")
        suit = spoken_suit(reader, after_word=True)
        assert suit is not None
        return suit
    found = _class(reader)
    if not isinstance(found, CardClass):
        raise reader.fail("a class of cards (trumps, spades, honours, aces, ...)")
    return found


def _done(reader: _Reader, text: str, kind: MeasureKind, holders: Holders, cards: CardClass | None) -> Measure:
    if reader.at < len(reader.words):
        raise reader.fail("the end of the question")
    if holders.quantifier is not Quantifier.ONE:
        raise reader.fail("one seat or one side whose number is asked")
    return Measure(text, kind, holders, cards, tuple(reader.notes))


def check_measure(measure: Measure, position: Position) -> None:
    """Every error the number asked can give from ``position``, before any work (a ValueError, one line)."""
    if measure.kind is MeasureKind.COUNT:
        _count_seat(measure, position)
    else:
        resolve_sentence(_exactly(measure, 0), position)


def _count_seat(measure: Measure, position: Position) -> int:
    if measure.holders.units:
        raise ValueError("the number of hands is of one seat (a named player)")
    from whistodds.odds.holdings.events import seat_of

    return seat_of(measure.holders.word, position).index


def _exactly(measure: Measure, k: int) -> Sentence:
    """'HOLDER holds exactly k CLASS', the statement each count's chance is the exact figure of."""
    assert measure.cards is not None
    return Sentence(measure.text, Question(measure.text, measure.holders,
                                           CountOf(Count(Relation.EXACTLY, k), measure.cards)))


def answer_measure(measure: Measure, position: Position) -> MeasureAnswer:
    """The number asked, exactly: each count's chance from the grammar's exact count, or the hands counted."""
    if measure.kind is MeasureKind.COUNT:
        return MeasureAnswer(measure, count=comb(len(position.unseen), position.free[_count_seat(measure, position)]))
    chances = []
    for k in range(0, 14 * max(1, len(measure.holders.units[0]) if measure.holders.units else 1)):
        chance = sentence_exact(resolve_sentence(_exactly(measure, k), position), position)
        if chance is None:
            raise ValueError(f"question {measure.text!r}: the count is out of reach of counting here")
        if chance:
            chances.append((k, chance))
    return MeasureAnswer(measure, tuple(chances))


def measure_text(answer: MeasureAnswer) -> str:
    """The answer as the text format shows it: the question, the reading, then the number or the table."""
    lines = [f"question:   {answer.measure.text}", f"reading:    {answer.reading}"]
    if answer.count is not None:
        lines.append(f"count:      {answer.count:,}")
    else:
        mean = answer.mean
        lines.append(f"mean:       {mean.numerator}/{mean.denominator} = {float(mean):.6f} (exact)")
        if answer.measure.kind is MeasureKind.DISTRIBUTION:
            lines += [f"  {k:>2}  {chance.numerator}/{chance.denominator} = {float(chance):.6f}"
                      for k, chance in answer.chances]
    return "\n".join(lines) + "\n"

