"""Idioms of the suit spoken of and of the honours: "the best of it", "the second best", "the best trump", "the
remaining trumps", "the missing clubs", "one of the two remaining honours", "your partner has one" (of the suit
spoken of); "four by honours", "two by honours", "nothing by honours" (said of a side), "the honours divided".

>>> from whistodds.odds.holdings.grammar.reader import Context
>>> spoken_holding(_Reader("the second best", context=Context(suit=CardClass(ClassKind.SUIT, suit=3)))).cards.best
2
"""

from __future__ import annotations

from dataclasses import replace

from whistodds.odds.holdings.grammar.classes import _class
from whistodds.odds.holdings.grammar.reader import _bare, _Reader, spoken_suit
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Count, CountOf, Holders, Quantifier, Relation,
                                                  SuitScope)
from whistodds.odds.holdings.grammar.words import _SUIT_WORDS, NUMBER_WORDS

_PLACES = {("best",): 1, ("second", "best"): 2, ("third", "best"): 3, ("best", "but", "one"): 2,
           ("highest",): 1, ("second", "highest"): 2}
_REMAINING = ("remaining", "missing", "outstanding", "unseen")


def spoken_holding(reader: _Reader) -> CountOf | None:
    """"the best of it", "the second best [card] [of spades]", "the best trump"; "the remaining trumps", "the
    missing clubs" (all of them); None where the words are not one of these."""
    saved = reader.at
    if not reader.accept("the"):
        return None
    for words, place in sorted(_PLACES.items(), key=lambda item: -len(item[0])):
        if reader.accept_phrase(*words):
            suit = _place_suit(reader)
            reader.note(f"the {' '.join(words)}: the card of that place in the suit's own order among the "
                        f"{'trumps' if suit.kind is ClassKind.TRUMPS else 'cards of the suit'} still in play (yours "
                        f"counted), highest first")
            cards = CardClass(ClassKind.CARDS, best=place, in_suit=suit.suit,
                              in_trumps=suit.kind is ClassKind.TRUMPS)
            return CountOf(Count(Relation.EXACTLY, 1, sense="named cards: all of them"), cards)
    found = _remaining(reader)
    if found is None:
        reader.at = saved
        return None
    return CountOf(Count(Relation.EXACTLY, -1, everything=True, sense="all of them"), found)


def _place_suit(reader: _Reader) -> CardClass:
    reader.accept("card", "cards")
    word = reader.peek()
    if word in ("trump", "trumps"):
        reader.at += 1
        return CardClass(ClassKind.TRUMPS)
    if word in _SUIT_WORDS:
        reader.at += 1
        return CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[word])
    if reader.peek() in ("of", "in") and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in ("trumps", "trump")):
        reader.at += 1
        return _place_suit(reader)
    suit = spoken_suit(reader, after_word=True)
    assert suit is not None
    return suit


def _remaining(reader: _Reader, bare: bool = False) -> CardClass | None:
    """"[the] [two] remaining honours", "the missing clubs": the class's unseen cards (as many as a number says);
    with ``bare``, "the three honours" too (a number said, and no word for unseen: after "two of")."""
    saved = reader.at
    reader.accept("the")
    said = 0
    if reader.peek().isdigit() or reader.peek() in ("two", "three", "four", "five", "six", "seven", "eight"):
        said = int(reader.peek()) if reader.peek().isdigit() else NUMBER_WORDS[reader.peek()]
        reader.at += 1
    word = reader.peek()
    if not reader.accept(*_REMAINING) and not (bare and said and _class_follows(reader)) or (
            bare and not _class_follows(reader)):  # "one of the two remaining": the cards spoken of, read after
        reader.at = saved
        return None
    found = _class(reader)
    if isinstance(found, SuitScope):
        raise reader.fail("a class of cards after 'remaining' (trumps, clubs, honours)")
    if found.kind is ClassKind.HONOURS and found.in_suit is None and not found.in_trumps and reader.context.suit:
        suit = reader.context.suit
        found = replace(found, in_suit=suit.suit, in_trumps=suit.kind is ClassKind.TRUMPS)
    if word not in _REMAINING:  # "the three honours": all of them if they are three, else those you do not see
        reader.note(f"the {said} {word}: all of the class if it has {said}, else the {said} you do not see")
        return replace(found, said=said)
    reader.note(f"{word!r}: the cards you do not see")
    return replace(found, unseen=True, said=said)


def _class_follows(reader: _Reader) -> bool:
    saved = reader.at
    try:
        return isinstance(_class(reader), CardClass)
    except ValueError:
        return False
    finally:
        reader.at = saved


def of_spoken(reader: _Reader, count: Count) -> CountOf | None:
    """After a count: "one of the two remaining honours" (at least, as a count of named cards), or nothing more
    with a suit spoken of ("your partner has one": of the suit's cards, at least)."""
    if reader.peek() == "of":
        saved = reader.at
        reader.at += 1
        found = _remaining(reader)
        if found is not None:
            return CountOf(_bare(count, Relation.AT_LEAST, "a bare count of named cards: at least"), found)
        reader.at = saved
    suit = reader.context.suit
    if suit is None or not reader.done() or count.sense != "bare":
        return None
    reader.note("a count with no class: of the suit spoken of")
    return CountOf(_bare(count, Relation.AT_LEAST, "a bare count of the cards spoken of: at least"), suit)


# The honours' own idiom, said of a side: what the side scores by the honours of trumps it holds between them.
_BY_HONOURS = {"four": ((4,), "four by honours: all four honours"), "two": ((3,), "two by honours: three honours"),
               "nothing": ((0, 1, 2), "nothing by honours: two honours or fewer")}
_SIDE_OF = {"me": ("me", "partner"), "partner": ("me", "partner"), "left": ("left", "right"),
            "right": ("left", "right"), "dealer": ("dealer", "second hand"), "second hand": ("dealer", "second hand"),
            "eldest": ("eldest", "third hand"), "third hand": ("eldest", "third hand")}


def by_honours(reader: _Reader, holders: Holders) -> tuple[Holders, CountOf] | None:
    """"four by honours", "two by honours", "nothing by honours" (after holds, scores, counts, gets): the side
    of the seat named (in honours talk the dealer is the dealer's side), its trump honours between them."""
    saved = reader.at
    reader.accept("score", "scores", "count", "counts", "gets", "get", "makes", "make")
    word = reader.peek()
    if word not in _BY_HONOURS or not reader.accept_phrase(word, "by", "honours") and not reader.accept_phrase(
            word, "by", "honors"):
        reader.at = saved
        return None
    numbers, sense = _BY_HONOURS[word]
    side = holders
    if not holders.units and holders.quantifier is Quantifier.ONE and holders.word in _SIDE_OF:
        unit = _SIDE_OF[holders.word]
        side = Holders(Quantifier.ONE, " and ".join(unit), (unit,))
        reader.note(f"{word} by honours, said of {holders.word}: of {holders.word}'s side, between them")
    elif not any(len(unit) > 1 for unit in holders.units):
        raise reader.fail("a seat or a side before 'by honours' (we, the dealer, the adversaries)")
    count = Count(Relation.EXACTLY, numbers[0], numbers=numbers if len(numbers) > 1 else (), sense=sense)
    return side, CountOf(count, CardClass(ClassKind.HONOURS, in_trumps=True))


def honours_divided(reader: _Reader) -> tuple[Holders, CountOf] | None:
    """"the honours divided", "the honours are divided", "honours divided": two honours of trumps each side;
    "the honours count": either side holds three or four."""
    saved = reader.at
    reader.accept("the")
    if reader.peek() in ("honours", "honors") and (reader.accept_phrase(reader.peek(), "are", "divided") or
                                                   reader.accept_phrase(reader.peek(), "divided") or
                                                   reader.accept_phrase(reader.peek(), "were", "divided")):
        reader.note("the honours divided: two of the trump honours each side (yours, between you, hold two)")
        side = Holders(Quantifier.ONE, "me and partner", (("me", "partner"),))
        return side, CountOf(Count(Relation.EXACTLY, 2, sense="divided: two each side"),
                             CardClass(ClassKind.HONOURS, in_trumps=True))
    if reader.peek() in ("honours", "honors") and reader.peek(1) in ("count", "counted", "score") and \
            reader.peek(2) in ("", "and", "or", "given", ")"):
        reader.at += 2
        reader.note("the honours count: one side holds three or four of the trump honours (they are not divided)")
        sides = Holders(Quantifier.ANY, "either side", (("me", "partner"), ("left", "right")))
        return sides, CountOf(Count(Relation.AT_LEAST, 3, sense="the honours count: three or more"),
                              CardClass(ClassKind.HONOURS, in_trumps=True))
    reader.at = saved
    return None
