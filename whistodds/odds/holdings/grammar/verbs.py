"""The holding said before its holder, and where a whole suit is said: the passive ("four kings are held by a
specified player", "the ace is dealt to partner"); "in one hand" after a holding with no holder named ("held the
thirteen trumps in one hand": any one of the four hands); "the thirteen trumps", "the entire suit of trumps", "the
whole suit" (all of it).

>>> from whistodds.odds.holdings.grammar.reader import _Reader
>>> whole_suit(_Reader("the entire suit of trumps")).cards.kind
<ClassKind.TRUMPS: 'trumps'>
"""

from __future__ import annotations

from collections.abc import Callable

from whistodds.odds.holdings.grammar.reader import _Reader
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Count, CountOf, Holders, Holding, Quantifier,
                                                  Relation)
from whistodds.odds.holdings.grammar.words import _SUIT_WORDS

_PASSIVE = (("are", "held", "by"), ("is", "held", "by"), ("were", "held", "by"), ("was", "held", "by"),
            ("be", "held", "by"), ("will", "be", "held", "by"), ("are", "dealt", "to"), ("is", "dealt", "to"),
            ("were", "dealt", "to"), ("was", "dealt", "to"), ("will", "be", "dealt", "to"), ("are", "in", "the", "hand",
                                                                                              "of"))
_ONE_HAND = (("in", "one", "hand"), ("in", "a", "single", "hand"), ("in", "the", "same", "hand"))


def passive(reader: _Reader, holding_at: Callable[[_Reader], Holding],
            holders_at: Callable[[_Reader], Holders]) -> tuple[Holders, Holding, bool] | None:
    """"four kings are held by a specified player": the holding, then who holds it (and whether the verb denies
    it: "is not held by"); None (the reader where it was, its notes as they were) where the words are not these."""
    saved, notes = reader.at, list(reader.notes)
    try:
        holding = holding_at(reader)
    except ValueError:
        holding = None
    denied = False
    if holding is not None and reader.peek() in ("is", "are", "was", "were") and reader.peek(1) == "not":
        del reader.words[reader.at + 1]  # "is not held by": the verb denies it
        denied = True
    found = next((words for words in _PASSIVE if tuple(reader.peek(i) for i in range(len(words))) == words), None)
    if holding is None or found is None:
        if denied:
            reader.words.insert(reader.at + 1, "not")
        reader.at, reader.notes = saved, notes
        return None
    reader.at += len(found)
    reader.note(f"'{' '.join(found)}': the passive, what is held said before who holds it")
    return holders_at(reader), holding, denied


def in_one_hand(reader: _Reader) -> Holders | None:
    """"in one hand" after a holding with no holder named: any one of the four hands; None where not said."""
    if not any(reader.accept_phrase(*words) for words in _ONE_HAND):
        return None
    reader.notes = [note for note in reader.notes if not note.startswith("no holder named")]
    reader.note("'in one hand', no holder named: any one of the four hands")
    return Holders(Quantifier.ANY)


def whole_suit(reader: _Reader) -> CountOf | None:
    """"the thirteen trumps", "the entire suit of trumps", "the whole suit" (of the suit spoken of), "the
    complete suit of spades": all thirteen cards of it; None where the words are not these."""
    saved = reader.at
    if not reader.accept("the"):
        return None
    if reader.accept("thirteen", "13") and (reader.peek() in ("trumps", "cards") or reader.peek() in _SUIT_WORDS):
        said = reader.peek()
        reader.at += 1
        if said == "cards":
            reader.take("of")
            said = reader.peek()
            reader.at += 1
    elif reader.accept("entire", "whole", "complete") and reader.accept("suit"):
        said = reader.peek(1) if reader.peek() == "of" else ""
        reader.at += 2 if said else 0
    else:
        reader.at = saved
        return None
    if said in ("trumps", "trump"):
        cards = CardClass(ClassKind.TRUMPS)
    elif said in _SUIT_WORDS:
        cards = CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[said])
    elif said == "" and reader.context.suit is not None:
        cards = reader.context.suit
        reader.note("the whole suit: of the suit spoken of")
    else:
        reader.at = saved
        return None
    return CountOf(Count(Relation.EXACTLY, 13, sense="the whole suit: all thirteen"), cards)


_ONE_OF_THE_TWO = {"either": (Relation.AT_LEAST, 1, "either: at least one of them"),
                   "neither": (Relation.EXACTLY, 0, "neither: none of them"),
                   "both": (Relation.AT_LEAST, 2, "both: two of them")}


def either_honour(reader: _Reader) -> CountOf | None:
    """"either spade honor", "neither trump honour", "both heart honours": the honours of that suit (the two a
    finesse is about are those you do not see); None where the words are not these."""
    word, suit, honour = reader.peek(), reader.peek(1), reader.peek(2)
    if word not in _ONE_OF_THE_TWO or honour not in ("honour", "honor", "honours", "honors") or (
            suit not in _SUIT_WORDS and suit != "trump"):
        return None
    reader.at += 3
    relation, number, sense = _ONE_OF_THE_TWO[word]
    cards = CardClass(ClassKind.HONOURS, in_trumps=suit == "trump", in_suit=None if suit == "trump" else
                      _SUIT_WORDS[suit])
    return CountOf(Count(relation, number, sense=sense), cards)
