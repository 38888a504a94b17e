"""Holding questions in words: the grammar, read into a small tree.

::

    question  := ["not"] holders verb holding
    verb      := "holds" | "hold" | "has" | "does not hold" | "do not hold"
    holders   := "me" | "i" | "left" | "partner" | "right" | "dealer" | "eldest"
               | ("any" | "each" | "every" | "no") "hand"
    holding   := cards                                  (holds all of them: "holds KS", "holds AS KS")
               | count "of" cards                       ("at least 1 of AS KS QS", "exactly 2 of ...")
               | "all" "of" cards | "none" "of" cards
               | count class                            ("at least 6 trumps", "13 cards of one suit")
               | "all" [number] class | "no" class      ("all 4 kings", "no cards above 9")
               | "a" "higher" suit-word "than" seat     ("a higher spade than right")
               | ("more" | "fewer") class "than" seat   ("more trumps than eldest")
               | ["at least" | "at most" | "exactly"] "as many" class "as" seat
    count     := ["at least" | "at most" | "exactly" | "more than" | "fewer than" | "less than"] number
    class     := "trumps" | suit | "honours" | "aces" | "kings" | "queens" | "knaves" | "court cards"
               | "cards above" number | "cards of" ("one" | "some" | "a" | "each" | "every") "suit"

A bare number means at least that many ("holds 2 trumps").  Singular forms ("trump", "spade",
"card above 9") are read too.

>>> question = parse_question("partner holds at least 1 of AS KS QS")
>>> question.holders.word, question.holding.count, question.holding.cards.cards
('partner', Count(relation=<Relation.AT_LEAST: 'at least'>, number=1, everything=False), (51, 50, 49))
>>> parse_question("left holds a lot")
Traceback (most recent call last):
...
ValueError: question 'left holds a lot': stopped at word 4 'lot'; expected 'higher'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whistodds.games.cards import SUIT_NAMES, parse_card
from whistodds.games.position import Seat

NUMBER_WORDS = {word: value for value, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen".split())}


class Relation(Enum):
    AT_LEAST = "at least"
    AT_MOST = "at most"
    EXACTLY = "exactly"
    MORE_THAN = "more than"
    FEWER_THAN = "fewer than"

    def holds(self, count: int, number: int) -> bool:
        """Whether ``count`` stands in this relation to ``number``."""
        return {
            Relation.AT_LEAST: count >= number, Relation.AT_MOST: count <= number,
            Relation.EXACTLY: count == number, Relation.MORE_THAN: count > number,
            Relation.FEWER_THAN: count < number,
        }[self]


@dataclass(frozen=True)
class Count:
    """A count of cards; ``everything``: all of the class ("all 4 kings", ``number`` as written or -1)."""

    relation: Relation
    number: int
    everything: bool = False

    def test(self, count: int) -> bool:
        return self.relation.holds(count, self.number)

    @property
    def cap(self) -> int:
        """Counts above this are all alike for the test (a counter may stop here)."""
        return self.number + 1


class ClassKind(Enum):
    CARDS = "cards"
    TRUMPS = "trumps"
    SUIT = "suit"
    HONOURS = "honours"
    RANKS = "ranks"
    ABOVE = "above"


@dataclass(frozen=True)
class CardClass:
    """A set of cards named in a question; those needing the trump suit are fixed by the position."""

    kind: ClassKind
    cards: tuple[int, ...] = ()
    suit: int | None = None
    ranks: tuple[int, ...] = ()
    above: int = 0


class Quantifier(Enum):
    ONE = "one"
    ANY = "any hand"
    EACH = "each hand"
    NO = "no hand"


@dataclass(frozen=True)
class Holders:
    """Who holds: one seat (``word`` is me/left/partner/right/dealer/eldest) or any/each/no hand."""

    quantifier: Quantifier
    word: str = ""


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


Holding = CountOf | CountOfSuit | HigherThan | Compared


@dataclass(frozen=True)
class Question:
    text: str
    holders: Holders
    holding: Holding
    negated: bool = False


_SEAT_WORDS = {"me": "me", "i": "me", "left": "left", "partner": "partner", "right": "right",
               "dealer": "dealer", "eldest": "eldest"}
_QUANTIFIERS = {"any": Quantifier.ANY, "each": Quantifier.EACH, "every": Quantifier.EACH, "no": Quantifier.NO}
_VERBS = ("holds", "hold", "has", "have")
_RELATIONS = {("at", "least"): Relation.AT_LEAST, ("at", "most"): Relation.AT_MOST,
              ("more", "than"): Relation.MORE_THAN, ("fewer", "than"): Relation.FEWER_THAN,
              ("less", "than"): Relation.FEWER_THAN}
_RANK_WORDS = {"aces": 14, "ace": 14, "kings": 13, "king": 13, "queens": 12, "queen": 12, "knaves": 11,
               "knave": 11, "jacks": 11, "jack": 11}
_SUIT_WORDS = {name: index for index, name in enumerate(SUIT_NAMES)}
_SUIT_WORDS.update({name[:-1]: index for index, name in enumerate(SUIT_NAMES)})
_CLASS_WORDS = ("trumps", "a suit (spades ...)", "honours", "aces", "kings", "queens", "knaves", "court cards",
                "cards above N", "cards of one suit")


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.words = text.replace(",", " ").split()
        self.at = 0

    def peek(self, ahead: int = 0) -> str:
        index = self.at + ahead
        return self.words[index].lower() if index < len(self.words) else ""

    def fail(self, expected: str) -> ValueError:
        if self.at >= len(self.words):
            return ValueError(f"question {self.text!r}: stopped at the end; expected {expected}")
        return ValueError(f"question {self.text!r}: stopped at word {self.at + 1} {self.words[self.at]!r}; "
                          f"expected {expected}")

    def take(self, *choices: str) -> str:
        word = self.peek()
        if word not in choices:
            raise self.fail(" or ".join(repr(c) for c in choices))
        self.at += 1
        return word

    def accept(self, *choices: str) -> bool:
        if self.peek() in choices:
            self.at += 1
            return True
        return False


def parse_question(text: str) -> Question:
    """Read a holding question (see the module's grammar); a ValueError names the word it stopped at."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"question {text!r} is empty; write e.g. 'partner holds at least 1 of AS KS QS'")
    reader = _Reader(text)
    negated = reader.accept("not")
    holders = _holders(reader)
    if reader.peek() in ("does", "do") and reader.peek(1) == "not":
        reader.at += 2
        reader.take("hold")
        negated = not negated
    else:
        reader.take(*_VERBS)
    holding = _holding(reader, holders)
    if reader.at < len(reader.words):
        after_cards = isinstance(holding, CountOf) and holding.cards.kind is ClassKind.CARDS
        raise reader.fail("a card (AS, 10H, ...) or the end of the question" if after_cards
                          else "the end of the question")
    return Question(text=text, holders=holders, holding=holding, negated=negated)


def _holders(reader: _Reader) -> Holders:
    word = reader.peek()
    if word in _SEAT_WORDS:
        reader.at += 1
        return Holders(Quantifier.ONE, _SEAT_WORDS[word])
    if word in _QUANTIFIERS:
        reader.at += 1
        reader.take("hand")
        return Holders(_QUANTIFIERS[word])
    raise reader.fail("a seat (me, left, partner, right, dealer, eldest) or any hand, each hand, no hand")


def _number(reader: _Reader) -> int | None:
    word = reader.peek()
    if word.isdigit():
        reader.at += 1
        return int(word)
    if word in NUMBER_WORDS:
        reader.at += 1
        return NUMBER_WORDS[word]
    return None


def _is_card(word: str) -> bool:
    try:
        parse_card(word)
    except ValueError:
        return False
    return True


def _cards(reader: _Reader) -> CardClass:
    cards: list[int] = []
    while reader.at < len(reader.words) and (_is_card(reader.peek()) or reader.peek() == "and"):
        if reader.peek() != "and":
            card = parse_card(reader.peek())
            if card in cards:
                raise reader.fail("cards written once each")
            cards.append(card)
        reader.at += 1
    if not cards:
        raise reader.fail("cards written as AS KS 10H")
    return CardClass(ClassKind.CARDS, tuple(cards))


def _holding(reader: _Reader, holders: Holders) -> Holding:
    word = reader.peek()
    if word == "a":
        reader.at += 1
        reader.take("higher")
        suit = _suit_word(reader)
        reader.take("than")
        other = _holders(reader)
        if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE:
            reader.at -= 1
            raise reader.fail("one seat on each side of 'a higher ... than'")
        return HigherThan(suit, other)
    if word in ("more", "fewer", "less") and reader.peek(1) not in ("than", "of") or (word, reader.peek(1)) == (
            "as", "many"):  # "as" alone is the ace of spades
        return _compared(reader, holders, {"more": Relation.MORE_THAN, "as": Relation.EXACTLY}.get(
            word, Relation.FEWER_THAN))
    if (word, reader.peek(1)) in (("at", "least"), ("at", "most")) and (reader.peek(2), reader.peek(3)) == (
            "as", "many"):
        reader.at += 2
        return _compared(reader, holders, Relation.AT_LEAST if reader.words[reader.at - 1].lower() == "least"
                         else Relation.AT_MOST)
    if word == "exactly" and (reader.peek(1), reader.peek(2)) == ("as", "many"):  # the same as "as many"
        reader.at += 1
        return _compared(reader, holders, Relation.EXACTLY)
    if _is_card(word):
        cards = _cards(reader)
        return CountOf(Count(Relation.EXACTLY, len(cards.cards)), cards)
    if word in ("all", "none"):
        reader.at += 1
        if word == "none" or reader.peek() == "of":
            reader.take("of")
            cards = _cards(reader)
            return CountOf(Count(Relation.EXACTLY, 0 if word == "none" else len(cards.cards)), cards)
        number = _number(reader)
        card_class = _class(reader)
        if isinstance(card_class, SuitScope):
            reader.at -= 1
            raise reader.fail("a class of cards after 'all' (not cards of a suit)")
        return CountOf(Count(Relation.EXACTLY, -1 if number is None else number, everything=True), card_class)
    if word == "no":
        reader.at += 1
        card_class = _class(reader)
        if isinstance(card_class, SuitScope):
            return CountOfSuit(Count(Relation.EXACTLY, 0), card_class)
        return CountOf(Count(Relation.EXACTLY, 0), card_class)
    relation = Relation.AT_LEAST
    if (word, reader.peek(1)) in _RELATIONS:
        relation = _RELATIONS[(word, reader.peek(1))]
        reader.at += 2
    elif word == "exactly":
        relation = Relation.EXACTLY
        reader.at += 1
    number = _number(reader)
    if number is None:
        raise reader.fail("a number, a card, 'all', 'none', 'no' or 'a higher'" if relation is Relation.AT_LEAST
                          and reader.peek() == word else "a number")
    count = Count(relation, number)
    if reader.accept("of"):
        return CountOf(count, _cards(reader))
    card_class = _class(reader)
    if isinstance(card_class, SuitScope):
        return CountOfSuit(count, card_class)
    return CountOf(count, card_class)


def _compared(reader: _Reader, holders: Holders, relation: Relation) -> Compared:
    """``more trumps than eldest``, ``as many spades as right``, ``at least as many ... as``: from the first word."""
    as_many = reader.peek() == "as"
    reader.at += 1
    if as_many:
        reader.take("many")
    card_class = _class(reader)
    if isinstance(card_class, SuitScope):
        reader.at -= 1
        raise reader.fail("a class of cards to compare (trumps, spades, honours, ...), not cards of a suit")
    reader.take("as" if as_many else "than")
    other = _holders(reader)
    if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE:
        reader.at -= 1
        raise reader.fail("one seat on each side of a comparison")
    return Compared(relation, card_class, other)


def _suit_word(reader: _Reader) -> CardClass:
    word = reader.peek()
    if word in ("trump", "trumps"):
        reader.at += 1
        return CardClass(ClassKind.TRUMPS)
    if word in _SUIT_WORDS:
        reader.at += 1
        return CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[word])
    raise reader.fail("a suit (spade, heart, diamond, club) or trump")


def _class(reader: _Reader) -> CardClass | SuitScope:
    word = reader.peek()
    if word in ("trumps", "trump") or word in _SUIT_WORDS:
        return _suit_word(reader)
    if word in ("honours", "honour", "honors", "honor"):
        reader.at += 1
        return CardClass(ClassKind.HONOURS)
    if word in _RANK_WORDS:
        reader.at += 1
        return CardClass(ClassKind.RANKS, ranks=(_RANK_WORDS[word],))
    if word == "court":
        reader.at += 1
        reader.take("cards", "card")
        return CardClass(ClassKind.RANKS, ranks=(13, 12, 11))
    if word in ("cards", "card"):
        reader.at += 1
        if reader.accept("above"):
            number = _number(reader)
            if number is None or not 1 <= number <= 14:
                raise reader.fail("a rank from 1 to 14 (knave 11, queen 12, king 13, ace 14)")
            return CardClass(ClassKind.ABOVE, above=number)
        reader.take("above", "of")
        scope = reader.take("one", "some", "a", "each", "every")
        reader.take("suit")
        return SuitScope.EVERY if scope in ("each", "every") else SuitScope.SOME
    raise reader.fail("a class of cards: " + ", ".join(_CLASS_WORDS))
