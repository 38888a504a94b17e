"""Words pointing back to what the sentence named just before it: the cards ("partner holds the king or the queen,
one of them only", "one or both", "two of the three", "all three", "either of them", "neither of them") and the
hands ("left and right hold six trumps between them and neither of them holds a void", "both of them").

The cards pointed back to are those named before in the sentence (``the king or the queen of spades``; "AS or
KS, not both": both statements'); where none were named, those of the suit spoken of (the setting's suit) that you
do not see ("the two remaining": the unseen trumps); a class said with its number ("two of the three honours") is
the class, all of it where it has so many, else those of it you do not see.  A count of them keeps the tool's senses: a bare count of named cards is at least so many, with
"only" exactly; "all", "both" all of them; "either" at least one; "neither", "none" none.

>>> from whistodds.odds.holdings.grammar.reader import Context
>>> reader = _Reader("one of them only")
>>> reader.named = CardClass(ClassKind.CARDS, (50, 49))
>>> back = cards_pointed_back(reader)
>>> back.count.relation, back.count.number, back.cards.cards
(<Relation.EXACTLY: 'exactly'>, 1, (50, 49))
"""

from __future__ import annotations

from dataclasses import replace

from whistodds.odds.holdings.grammar.books import read_joined
from whistodds.odds.holdings.grammar.idioms import _remaining
from whistodds.odds.holdings.grammar.reader import _cards, _count, _number, _Reader, _starts_card
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Count, CountOf, Holders, Holding, Quantifier,
                                                  Relation)
from whistodds.odds.holdings.grammar.words import _VERBS, JOINERS

_THEM = ("them", "those", "these")
_RELATION_WORDS = ("at", "exactly", "not", "more", "fewer", "less", "upwards")
_HANDS = {"either": Quantifier.ANY, "one": Quantifier.ANY, "any": Quantifier.ANY, "neither": Quantifier.NO,
          "none": Quantifier.NO, "both": Quantifier.EACH, "each": Quantifier.EACH, "all": Quantifier.EACH}
_VERB_STARTS = (*_VERBS, "does", "do", "is", "are", "was", "were", "will", "shall", "may", "can", "must", "should",
                "would", "might", "could", "had", "holding", "having")


def remember(reader: _Reader, holding: Holding) -> None:
    """Keep the cards a statement named (with those named before it in the sentence: "partner holds AS or KS,
    not both"), for words that point back to them later in the sentence."""
    if isinstance(holding, CountOf) and holding.cards.kind is ClassKind.CARDS and not holding.cards.any_of and (
            holding.cards.cards or holding.cards.trump_ranks):
        before = reader.named or CardClass(ClassKind.CARDS)
        cards = before.cards + tuple(card for card in holding.cards.cards if card not in before.cards)
        ranks = before.trump_ranks + tuple(rank for rank in holding.cards.trump_ranks if rank not in before.trump_ranks)
        reader.named = CardClass(ClassKind.CARDS, cards, trump_ranks=ranks)


def hands_pointed_back(reader: _Reader, before: Holders | None) -> Holders | None:
    """"either of them", "neither of them", "both of them", "each of them", "one of them" before a verb: the hands
    of the statement before ("left and right": each of them a hand; "either side": each side); None (nothing
    read) where the words are not these."""
    word = reader.peek()
    if word not in _HANDS or reader.peek(1) != "of" or reader.peek(2) not in _THEM or \
            reader.peek(3) not in _VERB_STARTS:
        return None
    units = () if before is None else before.units
    if len(units) == 1 and len(units[0]) > 1:
        units = tuple((seat,) for seat in units[0])
    if len(units) < 2:
        raise reader.fail(f"two hands or sides named before '{word} of them' (left and right hold ..., and "
                          f"{word} of them holds ...)")
    reader.at += 3
    said = " or ".join(" and ".join(unit) for unit in units)
    said_as = {Quantifier.ANY: "any one of", Quantifier.NO: "none of", Quantifier.EACH: "each of"}[_HANDS[word]]
    reader.note(f"'{word} of them': {said_as} {said}, the hands (or sides) named before, each on its own")
    return Holders(_HANDS[word], f"{word} of them", units)


def cards_pointed_back(reader: _Reader) -> CountOf | None:
    """"one of them [only]", "two of the three", "one or both", "all three", "both of them", "either of them",
    "neither of them", "none of them", "one of the two remaining": a count of the cards named before; None
    (nothing read) where the words are not these."""
    saved = reader.at
    only = reader.at > 0 and reader.words[reader.at - 1].lower() == "only"
    found = _back_count(reader)
    if found is None:
        reader.at = saved
        return None
    count, said, said_class = found
    only = reader.accept("only") or only
    if said == 2 and reader.accept("of"):  # "one or both of AS KS": the cards named here
        joined = None if _starts_card(reader) else read_joined(reader)
        if joined is None and not _starts_card(reader):
            raise reader.fail("cards after 'one or both of' (AS KS, the ace and king of spades), or 'of them'")
        reader.named = _cards(reader) if joined is None else joined.cards
    # the cards the words name ("two of the three honours"), else those named before
    cards, n = (said_class, None) if said_class is not None else _referent(reader, saved, said)
    if said is not None and n is not None and said != n:
        reader.at = saved
        raise reader.fail(f"as many cards as were named before ({n}), not {said}")
    if count.sense == "bare" and only:
        count = Count(Relation.EXACTLY, count.number, sense="a count of the cards named before, 'only': exactly")
    elif count.sense == "bare":
        count = Count(Relation.AT_LEAST, count.number, sense="a bare count of the cards named before: at least")
    if count.everything and n is not None:
        count = Count(Relation.EXACTLY, n, sense=count.sense)
    return CountOf(count, cards)


def _back_count(reader: _Reader) -> tuple[Count, int | None, CardClass | None] | None:
    """The count, the number the words give the cards pointed back to ("two of the three": 3) and the cards where
    the words name them ("two of the three honours", "both the remaining honours"), or None."""
    word = reader.peek()
    if word in ("them", "it") and (reader.peek(1) in ("", "not", "only") or reader.peek(1) in JOINERS):
        reader.at += 1  # "right holds them", "D has them not": all of them, or with "not" none
        one = 1 if word == "it" else None
        if reader.accept("not"):
            return Count(Relation.EXACTLY, 0, sense=f"{word} not: none of them"), one, None
        return Count(Relation.EXACTLY, -1, everything=True, sense=f"{word}: all of them"), one, None
    if reader.accept_phrase("one", "or", "both"):
        _of_them(reader)
        return Count(Relation.AT_LEAST, 1, sense="one or both: at least one of them"), 2, None
    if reader.accept_phrase("one", "or", "more", "of") and _them(reader):
        return Count(Relation.AT_LEAST, 1, sense="one or more of them: at least one"), None, None
    if word in ("either", "neither", "none") and reader.peek(1) == "of" and reader.peek(2) in _THEM:
        reader.at += 3
        if word == "either":
            return Count(Relation.AT_LEAST, 1, sense="either of them: at least one"), None, None
        return Count(Relation.EXACTLY, 0, sense=f"{word} of them: none"), None, None
    if word in ("both", "all"):
        reader.at += 1
        said = 2 if word == "both" else _number(reader)
        named = _remaining(reader) if reader.peek() == "the" else None  # "both the remaining honours"
        if named is not None and said is not None:
            named = replace(named, said=named.said or said)
        if named is None and not _of_them(reader) and said is None and word == "all" or not _ends(reader):
            return None
        return Count(Relation.EXACTLY, -1, everything=True, sense=f"{word}: all of them"), said, named
    stated = _count(reader) if word in _RELATION_WORDS else None  # "at least one of them": the count as said
    number = stated.number if stated is not None else _number(reader)
    if number is None or not reader.accept("of", "out") or (reader.words[reader.at - 1].lower() == "out" and
                                                            not reader.accept("of")):
        return None
    count = stated or Count(Relation.AT_LEAST, number, sense="bare")
    if _them(reader):
        return count, None, None
    named = _remaining(reader, bare=True)  # "two of the three honours", "one of the two remaining trumps"
    if named is not None and _ends(reader):
        return count, named.said or None, named
    if named is None and reader.accept("the") and (said := _number(reader)) is not None:
        reader.accept("remaining", "missing", "outstanding")
        if _ends(reader):
            return count, said, None
    return None


def points_back(reader: _Reader) -> bool:
    """Whether the words here (after a statement, its comma dropped) point back to the cards named: "the king or
    the queen, one of them only", "AS or KS, not both", "AS KS QS, all three"."""
    saved = reader.at
    reader.accept("not")
    try:
        return _back_count(reader) is not None
    except ValueError:  # words that begin as these do but are not ("all the remaining ..." without a class)
        return False
    finally:
        reader.at = saved


def _them(reader: _Reader) -> bool:
    return reader.accept(*_THEM)


def _of_them(reader: _Reader) -> bool:
    return any(reader.accept_phrase("of", them) for them in _THEM)


def _ends(reader: _Reader) -> bool:
    return reader.peek() in ("", "only", *JOINERS)


def _referent(reader: _Reader, saved: int, said: int | None) -> tuple[CardClass, int | None]:
    """The cards pointed back to and how many they are (None: as the position has them, unseen)."""
    named = reader.named
    if named is not None:
        return named, len(named.cards) + len(named.trump_ranks)
    suit = reader.context.suit
    if suit is None:
        reader.at = saved
        raise reader.fail("cards named before the words pointing back to them (partner holds the king or the "
                          "queen, one of them only), or the suit spoken of (a setting's suit)")
    reader.note("the cards pointed back to: those of the suit spoken of that you do not see")
    return replace(suit, unseen=True, said=said or 0), None
