"""Splits: how the cards of a suit (or of a class in it) lie between the hands in which they can lie, as the
books and the bridge tables write them: "3 - 2", "3-2, 2-3", "the missing trumps split 3-2", "divide four and
one", "Two missing honors in a suit will split" (no shape: each hand holds at least one).

Two parts are between the adversaries (left and right), three between left, partner and right; either way (each
order of the parts) unless the sentence says which.  A split is read into statements joined by ``and`` and
``or``, so it is counted (or simulated) like any other sentence.

>>> from whistodds.odds.holdings.grammar import CardClass, ClassKind
>>> from whistodds.odds.holdings.grammar.reader import Context
>>> reader = _Reader("3 - 2", context=Context(suit=CardClass(ClassKind.SUIT, suit=3)))
>>> [[part.holding.count.number for part in way.parts] for way in read_split(reader).parts]
[[3, 2], [2, 3]]
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import permutations

from whistodds.odds.holdings.grammar import (CardClass, ClassKind, Count, CountOf, Holders, Quantifier, Question,
                                            Relation, _number, _Reader)
from whistodds.odds.holdings.grammar.classes import _class
from whistodds.odds.holdings.grammar.reader import spoken_suit
from whistodds.odds.holdings.grammar.words import _SUIT_WORDS as _SUIT_NAMES
from whistodds.odds.holdings.sentences.tree import AllOf, AnyOf, Condition

_DASHES = ("-", "–", "—", "to", "and")
_SPLIT = re.compile(r"^(\d{1,2})[-–—](\d{1,2})(?:[-–—](\d{1,2}))?$")
_VERBS = (("will", "split"), ("will", "divide"), ("will", "break"), ("are", "divided"), ("be", "divided"),
          ("will", "be", "divided"), ("split",), ("splits",), ("divide",), ("divides",), ("divided",), ("break",),
          ("breaks",), ("lie",), ("lies",), ("are",))
_SAME_HAND = tuple((*verb, *where) for verb in (("will", "be"), ("are",), ("lie",), ("be",), ("were",))
                   for where in (("in", "the", "same", "hand"), ("in", "one", "hand"), ("together",)))
_NOUNS = ("break", "split", "division", "distribution", "breaks", "splits")
_SEATS = {2: ("left", "right"), 3: ("left", "partner", "right")}
_BETWEEN = (("between", "the", "opponents"), ("between", "the", "adversaries"), ("between", "the", "two", "opponents"),
            ("between", "them"), ("between", "left", "and", "right"), ("between", "the", "two", "hands"),
            ("between", "two", "hands"), ("between", "the", "two", "defenders"), ("between", "the", "defenders"))


def read_split(reader: _Reader) -> Condition | None:
    """A split at the reader's place, else None (the reader where it was)."""
    saved = reader.at
    if reader.peek() in ("honours", "honors") or reader.peek(1) in ("honours", "honors") and reader.peek() == "the":
        at = reader.at + (reader.peek() == "the") + 1
        if reader.words[at:at + 1] == ["divided"] or [w.lower() for w in reader.words[at:at + 2]] in (
                ["are", "divided"], ["were", "divided"]):
            return None  # "the honours are divided": the honours' own idiom, two each side
    article = reader.accept("a", "an")  # "a 3-3 break", "a 4-1 split"
    parts = _parts(reader)
    if parts is not None and article and not reader.accept(*_NOUNS):
        parts = None
    if parts is None:
        reader.at = saved
    if parts is not None:
        suit = _suit_cards(reader)
        _reversed(reader, parts)
        return _condition(reader, parts, suit)
    cards = _subject(reader)
    if cards is not None and _said(reader, _SAME_HAND):
        return _same_hand(reader, cards)
    if cards is None or not _verb(reader) or reader.peek() in ("held", "dealt", "not"):  # a passive: not a split
        reader.at = saved
        return None
    parts = _parts(reader)
    if parts is not None:
        _reversed(reader, parts)
        reader.accept_phrase("either", "way")
    for words in _BETWEEN:
        reader.accept_phrase(*words)
    return _condition(reader, parts, cards)


def _parts(reader: _Reader) -> tuple[int, ...] | None:
    """"3-2", "3 - 2", "3 – 2", "four and one", "3-2-0": the parts, else None."""
    saved = reader.at
    match = _SPLIT.match(reader.peek())
    if match:
        reader.at += 1
        return tuple(int(n) for n in match.groups() if n is not None)
    first = _number(reader)
    if first is None or reader.peek() not in _DASHES:
        reader.at = saved
        return None
    reader.at += 1
    second = _number(reader)
    if second is None or (reader.peek() not in ("", "or", "and", "given", ")", "between", "either") and
                          not _SPLIT.match(reader.peek())):
        reader.at = saved
        return None
    return first, second


def _reversed(reader: _Reader, parts: tuple[int, ...]) -> None:
    """"3-2, 2-3": the same split written both ways (either way, as read)."""
    match = _SPLIT.match(reader.peek())
    if match and tuple(int(n) for n in match.groups() if n is not None) == tuple(reversed(parts)):
        reader.at += 1


def _subject(reader: _Reader) -> CardClass | None:
    """"the missing trumps", "Two missing honors in a suit", "the remaining clubs": the cards split."""
    if reader.peek() in ("they", "these", "those", "both") and reader.context.suit is not None:  # "they lie 3 - 2"
        at = reader.at
        reader.at += 1
        if _said(reader, _SAME_HAND) or _verb(reader):
            reader.at = at + 1
            reader.note(f"{reader.words[at]!r}: the unseen cards of the suit spoken of")
            return spoken_suit(reader, after_word=True)
        reader.at = at
        if reader.peek() != "both":  # "both honours": a class follows
            return None
    reader.accept("the", "both", "all")  # "both honours will be in the same hand"
    _number(reader)
    reader.accept("missing", "remaining", "outstanding", "unseen", "other")
    if reader.peek() in ("cards", "card") and reader.peek(1) in ("", "will", "split", "divide"):
        reader.at += 1
        return spoken_suit(reader, after_word=True)
    head = reader.peek()
    try:
        found = _class(reader)
    except ValueError:
        return None
    plural = head.endswith("s")  # "the ace lies with left" is a card, not a split
    return found if isinstance(found, CardClass) and plural else None


def _said(reader: _Reader, phrases: tuple[tuple[str, ...], ...]) -> bool:
    """Whether one of the phrases is here (it is read: the reader after it)."""
    return any(reader.accept_phrase(*words) for words in phrases)


def _verb(reader: _Reader) -> bool:
    for words in _VERBS:
        if reader.accept_phrase(*words):
            return True
    return False


def _suit_cards(reader: _Reader) -> CardClass:
    """A split written alone ("3 - 2") is of the suit spoken of; "in trumps", "of the missing diamonds" name it."""
    saved = reader.at
    if reader.accept("in", "of"):
        reader.accept("the")
        reader.accept("missing", "remaining", "outstanding", "unseen", "other")
        if reader.peek() in ("trumps", "trump") or reader.peek() in _SUIT_NAMES:
            found = _class(reader)
            assert isinstance(found, CardClass)
            return found
        reader.at = saved
    suit = spoken_suit(reader, after_word=True)
    assert suit is not None
    return suit


def _same_hand(reader: _Reader, cards: CardClass) -> Condition:
    """"both will be in the same hand": one adversary or the other holds all of them (those you do not see)."""
    reader.note("in the same hand: left holds all of them (those you do not see), or right does")
    suit = reader.context.suit
    if cards.kind is ClassKind.HONOURS and cards.in_suit is None and not cards.in_trumps and suit is not None:
        cards = replace(cards, in_suit=suit.suit, in_trumps=suit.kind is ClassKind.TRUMPS)  # of the suit spoken of
    unseen = replace(cards, unseen=True)
    every = Count(Relation.EXACTLY, -1, everything=True, sense="in the same hand: all of them")
    return AnyOf(tuple(_statement(reader.text, seat, every, unseen) for seat in _SEATS[2]))


def _condition(reader: _Reader, parts: tuple[int, ...] | None, cards: CardClass) -> Condition:
    text = reader.text
    if parts is None:  # "will split": no hand of the two holds them all: each holds at least one
        reader.note("'split' with no shape: each adversary holds at least one")
        return AllOf(tuple(_statement(text, seat, Count(Relation.AT_LEAST, 1, sense="split: at least one"), cards)
                           for seat in _SEATS[2]))
    if len(parts) not in _SEATS:
        raise reader.fail("a split of two or three parts (3-2, 4-3-2 between left, partner and right)")
    seats = _SEATS[len(parts)]
    reader.note(f"a split {'-'.join(map(str, parts))}: between {' and '.join(seats)}, either way")
    ways = sorted(set(permutations(parts)), reverse=True)
    alternatives = [AllOf(tuple(_statement(text, seat, Count(Relation.EXACTLY, n, sense="a split: exactly"), cards)
                                for seat, n in zip(seats, way))) for way in ways]
    return alternatives[0] if len(alternatives) == 1 else AnyOf(tuple(alternatives))


def _statement(text: str, seat: str, count: Count, cards: CardClass) -> Question:
    return Question(text=text, holders=Holders(Quantifier.ONE, seat), holding=CountOf(count, cards))

