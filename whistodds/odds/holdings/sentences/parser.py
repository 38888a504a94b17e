"""The parser of a sentence: its statements joined by ``and``, ``or``, ``not``, brackets and ``given`` (the
grammar is :mod:`whistodds.odds.holdings.sentences`'s), bounded before any work; and its plays taken out.

>>> parse_sentence("left holds KS or right holds KS").condition.parts[1].holders.word
'right'
"""

from __future__ import annotations

from dataclasses import replace

from whistodds.odds.holdings.bounds import SentenceTooLarge, check_statements, check_text, count_statements
from whistodds.odds.holdings.grammar import (CountOf, Holders, Question, SuitScope, _Reader, read_statement,
                                            split_words)
from whistodds.odds.holdings.grammar.parser import list_goes_on
from whistodds.odds.holdings.grammar.partitives import points_back
from whistodds.odds.holdings.sentences.context import read_context, with_nearest
from whistodds.odds.holdings.sentences.splits import read_split
from whistodds.odds.holdings.plays import Played, read_play, starts_play
from whistodds.odds.holdings.sentences.tree import AllOf, AnyOf, Condition, Not, Sentence


def parse_sentence(text: str, *, suit: str | None = None, who: str | None = None) -> Sentence:
    """Read a sentence; a ValueError (one line) names the word it stopped at and what is allowed there.
    ``suit``: the suit spoken of (spades ... clubs, S H D C, or trumps: "an honour in that suit", "3 - 2");
    ``who``: the seat a pronoun means ("he holds one card out of three")."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"question {text!r} is empty; write e.g. 'partner holds at least 1 of AS KS QS'")
    check_text(text)
    reader = _Reader(text, split_words(text), context=read_context(suit, who))
    try:
        return _sentence(reader, text)
    except SentenceTooLarge:
        raise
    except ValueError as error:
        raise ValueError(with_nearest(str(error), text)) from None


def _sentence(reader: _Reader, text: str) -> Sentence:
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
    notes = tuple(reader.notes)
    if other is not None:
        other = Sentence(other.text, other.condition, other.given, notes=notes)
    return Sentence(text, condition, given, other, note, notes)


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

    >>> from whistodds.odds.holdings.sentences.read_back import reading
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
                        None if not rest else rest[0] if len(rest) == 1 else AllOf(rest), other, sentence.other_note,
                        sentence.notes)
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
        listed = isinstance(term, Question) and list_goes_on(reader, term.holding)  # a list, its commas dropped
        if reader.peek() in ("and", "or", "but") or listed:
            word = "and" if listed else reader.peek()
            reader.at += 0 if listed else 1
            if word in ("and", "but") and points_back(reader):  # "AS or KS, but not both": of all said before
                mixed |= len({item for item in items if isinstance(item, str)}) > 1
                items = [_build(items, and_first=True)]
            items.append("and" if word == "but" else word)
            reader.accept("also")
            continue
        break
    joins = {item for item in items if isinstance(item, str)}
    return items, mixed or len(joins) > 1


def _term(reader: _Reader, subject: Holders | None) -> tuple[Condition, Holders | None, bool]:
    if starts_play(reader):
        return read_play(reader), None, False
    split = read_split(reader)
    if split is not None:
        return split, None, False
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
    return _each_suit(question) if question.per_suit else question, question.holders, False


def _each_suit(question: Question) -> Condition:
    """"court cards in every suit": the statement in each of the four suits, all of them; "all three court cards of
    the same suit": in one suit or another ("not" denies the whole)."""
    holding = question.holding
    assert isinstance(holding, CountOf)
    suits = tuple(replace(question, holding=replace(holding, cards=replace(holding.cards, in_suit=suit)),
                          negated=False, per_suit=None) for suit in range(4))
    parts = AllOf(suits) if question.per_suit is SuitScope.EVERY else AnyOf(suits)
    return Not(parts) if question.negated else parts


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
