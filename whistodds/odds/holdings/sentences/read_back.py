"""A sentence read back: every statement in the tool's words, each count with the sense in which it was read,
for the answer's reading.

>>> from whistodds.odds.holdings.grammar import parse_question
>>> say_statement(parse_question("me holds 2 aces"))
'me holds exactly 2 aces [a bare count: exactly]'
"""

from __future__ import annotations

from whistodds.games.cards import format_cards
from whistodds.games.position import Position
from whistodds.odds.holdings.events import seat_of
from whistodds.odds.holdings.grammar import (ClassKind, Compared, CountOf, CountOfSuit, HigherThan, Holders,
                                            Pattern, Quantifier, Question, Relation, SuitScope, class_words)
from whistodds.odds.holdings.plays import Played
from whistodds.odds.holdings.sentences.tree import AllOf, Condition, Not, Sentence


def reading(sentence: Sentence, position: Position | None = None) -> str:
    """The sentence as understood: every statement in the tool's words, each count with its sense in
    brackets, joined as read (brackets showing what goes with what)."""
    text = _say(sentence.condition, position, top=True)
    if sentence.given is not None:
        text += ", given " + _say(sentence.given, position, top=True)
    if sentence.notes:
        text += "; read: " + "; ".join(sentence.notes)
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
