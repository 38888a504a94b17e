"""Whole sentences: statements joined by ``and``, ``or``, ``not`` and brackets, and ``given`` a condition.

::

    sentence  := condition [("given" ["that"] | "supposing") condition]
    condition := term (("and" | "or") term)*        ("and" binds first, as in arithmetic; brackets group)
    term      := ["not"] "(" condition ")" | statement | holding       (a holding after "and"/"or" has the
               | play                                                 subject of the statement before)

A play ("right led the queen of spades", "partner refused to trump": :mod:`whistodds.odds.holdings.plays`)
is a condition: it goes after ``given``, joined to the other conditions there by ``and``
(:func:`split_plays` takes the plays out; the answer is then simulated under a play model).

A sentence mixing ``and`` and ``or`` without brackets can be read two ways: it is answered with ``and``
binding first, and the other reading is named (and answered beside it, :attr:`Sentence.other`).

>>> sentence = parse_sentence("left holds KS or right holds KS given partner holds no spades")
>>> reading(sentence)
'(left holds KS [named cards: all of them]) or (right holds KS [named cards: all of them]), given partner holds exactly 0 spades [no: none]'
>>> from whistodds.games.position import Position
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> sentence_exact(resolve_sentence(parse_sentence("left or right holds KS"), mine), mine)
Fraction(2, 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from whistodds.games.cards import format_cards
from whistodds.games.position import Position
from whistodds.odds.holdings.bounds import check_statements, check_text, count_statements
from whistodds.odds.holdings.events import Event, evaluate, resolve, seat_of
from whistodds.odds.holdings.exact import DEFAULT_BUDGET, exact_probability
from whistodds.odds.holdings.grammar import (
    CardClass,
    ClassKind,
    Compared,
    CountOf,
    CountOfSuit,
    HigherThan,
    Holders,
    Pattern,
    Quantifier,
    Question,
    Relation,
    SuitScope,
    _Reader,
    class_words,
    read_statement,
    split_words,
)
from whistodds.odds.holdings.joint import joint_probability
from whistodds.odds.holdings.plays import Played, read_play, starts_play


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


def parse_sentence(text: str) -> Sentence:
    """Read a sentence; a ValueError (one line) names the word it stopped at and what is allowed there."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"question {text!r} is empty; write e.g. 'partner holds at least 1 of AS KS QS'")
    check_text(text)
    reader = _Reader(text, split_words(text))
    items, mixed = _chain(reader, None)
    given_items: list[object] | None = None
    given_mixed = False
    if reader.accept("given", "supposing", "if"):
        reader.accept("that")
        given_items, given_mixed = _chain(reader, None)
    if reader.at < len(reader.words):
        if reader.peek() == ")":
            raise reader.fail("'and', 'or', 'given' or the end of the question (a ')' without its '(')")
        raise reader.fail("'and', 'or', 'given' or the end of the question")
    condition = _build(items, and_first=True)
    given = None if given_items is None else _build(given_items, and_first=True)
    check_statements(text, count_statements(condition, given))
    other = None
    note = ""
    _check_plays(text, condition, given)
    if mixed or given_mixed:
        other = Sentence(text, _build(items, and_first=False),
                         None if given_items is None else _build(given_items, and_first=False))
        note = ("'and' and 'or' together without brackets: read with 'and' first, as (A and B) or C; the other "
                "reading, A and (B or C), is answered beside it")
        try:
            _check_plays(text, other.condition, other.given)
        except ValueError:
            other, note = None, ""  # the other reading puts a play under 'or': not a reading of a play
    return Sentence(text, condition, given, other, note)


def _plays_in(condition: Condition) -> list[Played]:
    if isinstance(condition, Played):
        return [condition]
    if isinstance(condition, Not):
        return _plays_in(condition.part)
    if isinstance(condition, (AllOf, AnyOf)):
        return [played for part in condition.parts for played in _plays_in(part)]
    return []


def _check_plays(text: str, condition: Condition, given: Condition | None) -> None:
    """A play is a condition: after 'given', alone or joined to the rest by 'and' (not under 'or' or 'not')."""
    if _plays_in(condition):
        raise ValueError(f"question {text!r}: {_plays_in(condition)[0].text!r} is a play; a play is a condition: "
                         f"put it after 'given' (partner holds the ace of spades given left led the queen of "
                         f"spades)")
    if given is None:
        return
    top = given.parts if isinstance(given, AllOf) else (given,)
    nested = [played for part in top if not isinstance(part, Played) for played in _plays_in(part)]
    if nested:
        raise ValueError(f"question {text!r}: the play {nested[0].text!r} is under 'or' or 'not'; a play joins the "
                         f"other conditions after 'given' by 'and' (bracket the 'or': given left led QS and (right "
                         f"holds KS or right holds AS))")


def split_plays(sentence: Sentence) -> tuple[Sentence, tuple[Played, ...]]:
    """The sentence without its plays (its ``given`` then the other conditions, or None), and the plays in
    the order written.

    >>> stripped, plays = split_plays(parse_sentence("partner holds AS given left led QS and right holds KS"))
    >>> reading(stripped), [played.text for played in plays]
    ('partner holds AS [named cards: all of them], given right holds KS [named cards: all of them]', ['left led QS'])
    """
    given = sentence.given
    if given is None:
        return sentence, ()
    top = given.parts if isinstance(given, AllOf) else (given,)
    plays = tuple(part for part in top if isinstance(part, Played))
    if not plays:
        return sentence, ()
    rest = tuple(part for part in top if not isinstance(part, Played))
    other = None if sentence.other is None else split_plays(sentence.other)[0]
    stripped = Sentence(sentence.text, sentence.condition,
                        None if not rest else rest[0] if len(rest) == 1 else AllOf(rest), other, sentence.other_note)
    return stripped, plays


def _chain(reader: _Reader, subject: Holders | None) -> tuple[list[object], bool]:
    """Terms and the words joining them, at one level of brackets; whether 'and' and 'or' are mixed (at this
    level or within)."""
    items: list[object] = []
    mixed = False
    while True:
        term, subject, inner_mixed = _term(reader, subject)
        mixed |= inner_mixed
        items.append(term)
        if reader.peek() in ("and", "or", "but"):
            word = reader.peek()
            items.append("and" if word == "but" else word)
            reader.at += 1
            reader.accept("also")
            continue
        break
    joins = {item for item in items if isinstance(item, str)}
    return items, mixed or len(joins) > 1


def _term(reader: _Reader, subject: Holders | None) -> tuple[Condition, Holders | None, bool]:
    if starts_play(reader):
        return read_play(reader), None, False
    if reader.peek() == "not" and reader.peek(1) == "(" or reader.peek() == "(":
        negate = reader.accept("not")
        reader.take("(")
        items, mixed = _chain(reader, subject)
        if reader.peek() != ")":
            raise reader.fail("')' to close the '(' (or 'and', 'or')")
        reader.at += 1
        condition = _build(items, and_first=True)
        return (Not(condition) if negate else condition), subject, mixed
    question = read_statement(reader, subject)
    return question, question.holders, False


def _build(items: list[object], and_first: bool) -> Condition:
    """The tree of terms joined by 'and'/'or': 'and' first (the usual), or 'or' first (the other reading)."""
    first, second = ("or", "and") if and_first else ("and", "or")
    groups: list[list[Condition]] = [[]]
    for item in items:
        if item == first:
            groups.append([])
        elif isinstance(item, str):
            continue
        else:
            groups[-1].append(item)  # type: ignore[arg-type]
    del second
    joined: list[Condition] = []
    for group in groups:
        inner = group[0] if len(group) == 1 else (AllOf(tuple(group)) if and_first else AnyOf(tuple(group)))
        joined.append(inner)
    if len(joined) == 1:
        return joined[0]
    return AnyOf(tuple(joined)) if and_first else AllOf(tuple(joined))


# -- resolved for a position -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Resolved:
    """A sentence made concrete: its events (in order) and its condition and given as trees over them."""

    sentence: Sentence
    events: tuple[Event, ...]
    condition: object
    given: object | None


def resolve_sentence(sentence: Sentence, position: Position) -> Resolved:
    """Every statement made an event for the position: a ValueError before any work if one cannot be."""
    events: list[Event] = []

    def walk(condition: Condition) -> object:
        if isinstance(condition, Played):
            raise ValueError(f"the play {condition.text!r} is answered under a play model (split_plays first)")
        if isinstance(condition, Question):
            events.append(resolve(condition, position))
            return len(events) - 1
        if isinstance(condition, Not):
            return ("not", walk(condition.part))
        return ("and" if isinstance(condition, AllOf) else "or", tuple(walk(part) for part in condition.parts))

    tree = walk(sentence.condition)
    given = None if sentence.given is None else walk(sentence.given)
    return Resolved(sentence, tuple(events), tree, given)


def truth(tree: Any, values: Any) -> Any:
    """The tree's truth from its events' (booleans, or arrays of them deal by deal)."""
    if isinstance(tree, int):
        return values[tree]
    assert isinstance(tree, tuple)
    word, parts = tree
    if word == "not":
        return ~truth(parts, values) if isinstance(values[0], np.ndarray) else not truth(parts, values)
    results = [truth(part, values) for part in parts]
    if isinstance(values[0], np.ndarray):
        return np.logical_and.reduce(results) if word == "and" else np.logical_or.reduce(results)
    return all(results) if word == "and" else any(results)


def sentence_exact(resolved: Resolved, position: Position, *, budget: int = DEFAULT_BUDGET,
                   part: str = "answer") -> Fraction | None:
    """The exact chance (of the condition given the given), or None where out of reach of counting.
    ``part``: ``answer`` (the conditional chance), ``both`` (condition and given) or ``given``."""
    events = resolved.events
    if part == "given":
        assert resolved.given is not None
        return _exact_tree(resolved.given, events, position, budget)
    if resolved.given is None:
        return _exact_tree(resolved.condition, events, position, budget)
    both = _exact_tree(("and", (resolved.condition, resolved.given)), events, position, budget)
    if part == "both":
        return both
    given = _exact_tree(resolved.given, events, position, budget)
    if both is None or given is None:
        return None
    if given == 0:
        raise ValueError("the condition after 'given' cannot happen in this position")
    return both / given


def _exact_tree(tree: object, events: tuple[Event, ...], position: Position, budget: int) -> Fraction | None:
    used = sorted(_leaves(tree))
    if isinstance(tree, int):
        return exact_probability(events[tree], position, budget=budget)
    if isinstance(tree, tuple) and tree[0] == "not" and isinstance(tree[1], int):
        figure = exact_probability(events[tree[1]], position, budget=budget)
        return None if figure is None else 1 - figure
    index = {event: i for i, event in enumerate(used)}

    def formula(values: object) -> bool:
        full = [False] * len(events)
        for event, i in index.items():
            full[event] = bool(values[i])  # type: ignore[index]
        return bool(truth(tree, full))

    return joint_probability([events[i] for i in used], formula, position, budget=budget)


def _leaves(tree: object) -> set[int]:
    if isinstance(tree, int):
        return {tree}
    assert isinstance(tree, tuple)
    if tree[0] == "not":
        return _leaves(tree[1])
    return set().union(*(_leaves(part) for part in tree[1]))


def sentence_masks(resolved: Resolved, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
    """Deal by deal: whether the condition holds, and the given (None: nothing given)."""
    values = [evaluate(event, masks) for event in resolved.events]
    condition = np.asarray(truth(resolved.condition, values), bool)
    given = None if resolved.given is None else np.asarray(truth(resolved.given, values), bool)
    return condition, given


# -- the reading -----------------------------------------------------------------------------------------

def reading(sentence: Sentence, position: Position | None = None) -> str:
    """The sentence as understood: every statement in the tool's words, each count with its sense in
    brackets, joined as read (brackets showing what goes with what)."""
    text = _say(sentence.condition, position, top=True)
    if sentence.given is not None:
        text += ", given " + _say(sentence.given, position, top=True)
    return text


def _say(condition: Condition, position: Position | None, top: bool = False) -> str:
    if isinstance(condition, Question):
        return say_statement(condition, position)
    if isinstance(condition, Played):
        return condition.text
    if isinstance(condition, Not):
        return f"not ({_say(condition.part, position, top=True)})"
    word = " and " if isinstance(condition, AllOf) else " or "
    return word.join(f"({_say(part, position)})" for part in condition.parts)


def _who(holders: Holders, position: Position | None) -> str:
    def seat(word: str) -> str:
        if position is not None and word in ("dealer", "eldest", "second hand", "third hand") and position.dealer:
            return f"{word} ({seat_of(word, position).value})"
        return word

    if holders.units:
        units = [" and ".join(seat(w) for w in unit) for unit in holders.units]
        together = any(len(unit) > 1 for unit in holders.units)
        if holders.quantifier is Quantifier.ONE:
            return f"{units[0]} (between them)"
        glue = {Quantifier.ANY: " or ", Quantifier.EACH: " and each of ", Quantifier.NO: " nor "}[holders.quantifier]
        lead = {Quantifier.ANY: "either ", Quantifier.EACH: "each of ", Quantifier.NO: "neither "}[holders.quantifier]
        said = lead + glue.replace("each of ", "").join(units)
        return said + (" (each side's cards together)" if together else "")
    if holders.quantifier is Quantifier.ONE:
        return seat(holders.word)
    return str(holders.quantifier.value)


def say_statement(question: Question, position: Position | None = None) -> str:
    """One statement in the tool's words with the sense of its count: ``me holds exactly 2 aces [a bare
    count: exactly]``."""
    holders = question.holders
    who = _who(holders, position)
    plural = holders.quantifier is Quantifier.ONE and any(len(unit) > 1 for unit in holders.units)
    verb = "hold" if plural else "holds"
    holding = question.holding
    sense = ""
    if isinstance(holding, CountOf):
        count = holding.count
        sense = count.sense or "as written"
        cards = holding.cards
        if cards.kind is ClassKind.CARDS and not cards.any_of and sense == "named cards: all of them":
            what = class_words(cards)
        elif cards.kind is ClassKind.CARDS and cards.any_of and position is not None:
            from whistodds.odds.holdings.events import any_cards

            what = f"{count.words()} of {format_cards(any_cards(cards.any_of, position))} (any {cards.any_of})"
        elif cards.kind is ClassKind.CARDS:
            what = f"{count.words()} of {class_words(cards)}"
        elif count.everything:
            what = f"all the {class_words(cards)}"
        else:
            what = f"{count.words()} {class_words(cards)}"
    elif isinstance(holding, CountOfSuit):
        count = holding.count
        sense = count.sense or "as written"
        scope = "some suit" if holding.scope is SuitScope.SOME else "every suit"
        if count.numbers and holding.scope is SuitScope.EVERY and count.numbers == tuple(range(count.numbers[0], 14)):
            what = f"at least {count.numbers[0]} cards of every suit"
        else:
            what = f"{count.words()} cards of {scope}"
    elif isinstance(holding, Pattern):
        what = "a " + "-".join(str(n) for n in holding.lengths) + " hand"
        sense = "its suits in any order"
    elif isinstance(holding, HigherThan):
        what = f"a higher {class_words(holding.suit).rstrip('s')} than {_who(holding.other, position)}"
    else:
        assert isinstance(holding, Compared)
        relation = {Relation.MORE_THAN: "more", Relation.FEWER_THAN: "fewer", Relation.EXACTLY: "as many",
                    Relation.AT_LEAST: "at least as many", Relation.AT_MOST: "at most as many"}[holding.relation]
        joiner = "than" if holding.relation in (Relation.MORE_THAN, Relation.FEWER_THAN) else "as"
        what = f"{relation} {class_words(holding.cards)} {joiner} {_who(holding.other, position)}"
    text = f"{who} {verb} {what}" + (f" [{sense}]" if sense else "")
    return f"not ({text})" if question.negated else text


__all__ = ["AllOf", "AnyOf", "CardClass", "Condition", "Not", "Resolved", "Sentence", "parse_sentence", "reading",
           "resolve_sentence", "say_statement", "sentence_exact", "sentence_masks", "split_plays", "truth"]
