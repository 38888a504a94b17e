"""Holding questions in words: one statement (who holds what), read into a small tree.

A statement names its holders, a verb and a holding, in the books' words or the tool's short ones
(:mod:`whistodds.odds.holdings.sentences` joins statements with ``and``, ``or``, ``not`` and ``given``)::

    statement := holders verb holding ["between them" | "together"]
    holders   := ["the" | "your" | "my"] seat                  (me, I, you, left, partner, right, dealer,
               |                                               eldest, the eldest/first/second/third/fourth hand,
               |                                               the left-hand/right-hand adversary)
               | seat "and" seat | "we" | "they" | "the adversaries"       (a side: counts over the pair)
               | seat "or" seat | "one of the adversaries" | "either side" (one of them, or both)
               | "both partners" | "both adversaries" | "each side" | "neither side" | "neither adversary"
               | ("any" | "each" | "every" | "no") "hand"
    verb      := "holds" | "hold" | "has" | "have" | "does not hold" | "has not" | "is void in" SUIT
               | "has shown out of" SUIT
    holding   := cards                      "AS KS", "the ace of spades", "the knave of trumps"
               | count "of" cards           "at least 1 of AS KS", "one card out of any two"
               | count class                "at least 6 trumps", "four trumps or more", "an honour"
               | "no" class | "all" [number] class | "none of" cards | "both of" cards
               | pattern                    "a 4-4-3-2 hand", "a void", "a singleton or a void",
               |                            "no singleton or void", "a four-card suit", "a suit of five or more",
               |                            "a yarborough", "13 cards of one suit"
               | "a higher"|"a better" suit "than" holders      (one seat each side)
               | ("more" | "fewer") class "than" holders | ["at least" | "at most"] "as many" class "as" holders
    count     := ["exactly" | "at least" | "at most" | "more than" | "fewer than" | "not more than" ...] number
                 ["or" number ...] ["or more" | "or upwards" | "or fewer" | "or less"]
    class     := trumps | spades ... | honours | aces | kings | queens | knaves | court cards | small cards
                 | cards above N ; with "in SUIT" or "of trumps" after it ("honours in spades")

Counts are read as a reader means them: 0, "no" and "none" mean none; "exactly", "at least", "at most" as
written; a bare count of named cards ("1 of AS KS", "one card out of two") means at least that many, as Bob
Short's Calculations mean it; "a"/"an" before a class means at least one; any other bare count means
exactly (``Count.sense`` says which, for the answer's reading).

>>> question = parse_question("partner holds at least 1 of AS KS QS")
>>> question.holders.word, question.holding.count, question.holding.cards.cards
('partner', Count(relation=<Relation.AT_LEAST: 'at least'>, number=1, everything=False, numbers=()), (51, 50, 49))
>>> parse_question("me holds 2 aces").holding.count.relation
<Relation.EXACTLY: 'exactly'>
>>> parse_question("left holds a lot")
Traceback (most recent call last):
...
ValueError: question 'left holds a lot': stopped at word 4 'lot'; expected after 'a': a card class (a trump, an honour, a court card, a small trump, a spade), a card (the ace of spades), a pattern (a void, a singleton, a doubleton, a four-card suit, a 4-4-3-2 hand, a yarborough), or a higher / a better SUIT than SEAT
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from whistodds.games.cards import SUIT_NAMES, parse_card

NUMBER_WORDS = {word: value for value, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen".split())}
_ORDINAL_CARDS = {"four-card": 4, "five-card": 5, "six-card": 6, "seven-card": 7, "eight-card": 8,
                  "three-card": 3, "two-card": 2, "one-card": 1, "nine-card": 9, "ten-card": 10}
SHAPE_WORDS = {"void": 0, "singleton": 1, "doubleton": 2, "tripleton": 3}


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
    """A count of cards; ``everything``: all of the class ("all 4 kings", ``number`` as written or -1);
    ``numbers``: one of these ("four or five honours": ``relation`` is then unused); ``sense``: how a bare
    count was read, for the reading ("" where the words said it)."""

    relation: Relation
    number: int
    everything: bool = False
    numbers: tuple[int, ...] = ()
    sense: str = field(default="", compare=False, repr=False)

    def test(self, count: int) -> bool:
        if self.numbers:
            return count in self.numbers
        return self.relation.holds(count, self.number)

    @property
    def cap(self) -> int:
        """Counts above this are all alike for the test (a counter may stop here)."""
        return (max(self.numbers) if self.numbers else self.number) + 1

    def words(self) -> str:
        """The count in words as read: ``at least 1``, ``exactly 0``, ``4 or 5``."""
        if self.numbers:
            return " or ".join(str(n) for n in self.numbers)
        return f"{self.relation.value} {self.number}"


class ClassKind(Enum):
    CARDS = "cards"
    TRUMPS = "trumps"
    SUIT = "suit"
    HONOURS = "honours"
    RANKS = "ranks"
    ABOVE = "above"
    BELOW = "below"
    ALL = "all"


@dataclass(frozen=True)
class CardClass:
    """A set of cards named in a question; those needing the trump suit are fixed by the position.

    ``in_suit``: the class within one suit ("honours in spades"); ``in_trumps``: within trumps ("a small
    trump"); ``trump_ranks``: cards named as "the ace of trumps" (with ``cards``, the named cards)."""

    kind: ClassKind
    cards: tuple[int, ...] = ()
    suit: int | None = None
    ranks: tuple[int, ...] = ()
    above: int = 0
    in_suit: int | None = None
    in_trumps: bool = False
    trump_ranks: tuple[int, ...] = ()
    any_of: int = 0  # "one card out of any two": any 2 unseen cards (chosen by the position)


class Quantifier(Enum):
    ONE = "one"
    ANY = "any hand"
    EACH = "each hand"
    NO = "no hand"


@dataclass(frozen=True)
class Holders:
    """Who holds: one seat (``word`` is me/left/partner/right/dealer/eldest/...), or any/each/no hand; with
    ``units``, groups of seat words: each group holds as one (a side, "between them"), the quantifier over
    the groups ("either side": any of ((me, partner), (left, right)))."""

    quantifier: Quantifier
    word: str = ""
    units: tuple[tuple[str, ...], ...] = field(default=(), compare=False, repr=False)


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
class Pattern:
    """Holds a hand of this pattern, its suits in any order (``lengths`` longest first: 4-4-3-2)."""

    lengths: tuple[int, ...]


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


Holding = CountOf | CountOfSuit | Pattern | HigherThan | Compared


@dataclass(frozen=True)
class Question:
    text: str
    holders: Holders
    holding: Holding
    negated: bool = False
    between: bool = field(default=False, compare=False)  # "between them" was said


# -- the words ---------------------------------------------------------------------------------------------

# One seat: the words (after an article) and the seat word they mean.
SEAT_PHRASES: dict[tuple[str, ...], str] = {
    ("me",): "me", ("i",): "me", ("you",): "me", ("myself",): "me",
    ("left",): "left", ("left-hand", "adversary"): "left", ("left-hand", "opponent"): "left",
    ("left", "hand", "adversary"): "left", ("left-hand", "player"): "left", ("left", "hand"): "left",
    ("right",): "right", ("right-hand", "adversary"): "right", ("right-hand", "opponent"): "right",
    ("right", "hand", "adversary"): "right", ("right-hand", "player"): "right", ("right", "hand"): "right",
    ("left", "hand", "antagonist"): "left", ("left-hand", "antagonist"): "left",
    ("right", "hand", "antagonist"): "right", ("right-hand", "antagonist"): "right",
    ("partner",): "partner",
    ("dealer",): "dealer", ("eldest",): "eldest", ("eldest", "hand"): "eldest", ("first", "hand"): "eldest",
    ("leader",): "eldest",
    ("second", "hand"): "second hand", ("third", "hand"): "third hand", ("fourth", "hand"): "dealer",
}
ARTICLES = ("the", "your", "my")
# Groups: the words, the quantifier and the units of seat words.
SIDE_PHRASES: dict[tuple[str, ...], tuple[Quantifier, tuple[tuple[str, ...], ...]]] = {
    ("we",): (Quantifier.ONE, (("me", "partner"),)), ("us",): (Quantifier.ONE, (("me", "partner"),)),
    ("our", "side"): (Quantifier.ONE, (("me", "partner"),)),
    ("they",): (Quantifier.ONE, (("left", "right"),)), ("the", "adversaries"): (Quantifier.ONE, (("left", "right"),)),
    ("adversaries",): (Quantifier.ONE, (("left", "right"),)), ("the", "opponents"): (Quantifier.ONE, (("left", "right"),)),
    ("one", "of", "the", "adversaries"): (Quantifier.ANY, (("left",), ("right",))),
    ("one", "of", "the", "opponents"): (Quantifier.ANY, (("left",), ("right",))),
    ("either", "adversary"): (Quantifier.ANY, (("left",), ("right",))),
    ("neither", "adversary"): (Quantifier.NO, (("left",), ("right",))),
    ("both", "adversaries"): (Quantifier.EACH, (("left",), ("right",))),
    ("each", "adversary"): (Quantifier.EACH, (("left",), ("right",))),
    ("both", "partners"): (Quantifier.EACH, (("me",), ("partner",))),
    ("either", "side"): (Quantifier.ANY, (("me", "partner"), ("left", "right"))),
    ("one", "side"): (Quantifier.ANY, (("me", "partner"), ("left", "right"))),
    ("each", "side"): (Quantifier.EACH, (("me", "partner"), ("left", "right"))),
    ("both", "sides"): (Quantifier.EACH, (("me", "partner"), ("left", "right"))),
    ("neither", "side"): (Quantifier.NO, (("me", "partner"), ("left", "right"))),
    ("any", "hand"): (Quantifier.ANY, ()), ("some", "hand"): (Quantifier.ANY, ()),
    ("one", "hand"): (Quantifier.ANY, ()), ("either", "hand"): (Quantifier.ANY, ()),
    ("each", "hand"): (Quantifier.EACH, ()), ("every", "hand"): (Quantifier.EACH, ()),
    ("no", "hand"): (Quantifier.NO, ()),
}
HOLDER_WORDS = ("me, I, left, partner, right, the dealer, the eldest hand, the second/third hand, your partner, "
                "the left-hand/right-hand adversary, we, they, the adversaries, me and partner, left or right, "
                "one of the adversaries, either side, each side, both partners, any hand, each hand, no hand")
_VERBS = ("holds", "hold", "has", "have", "hath")
_RELATIONS = {("at", "least"): Relation.AT_LEAST, ("at", "most"): Relation.AT_MOST,
              ("more", "than"): Relation.MORE_THAN, ("fewer", "than"): Relation.FEWER_THAN,
              ("less", "than"): Relation.FEWER_THAN, ("not", "more"): Relation.AT_MOST,
              ("not", "fewer"): Relation.AT_LEAST, ("not", "less"): Relation.AT_LEAST,
              ("upwards", "of"): Relation.MORE_THAN, ("above",): Relation.MORE_THAN,
              ("under",): Relation.FEWER_THAN}
_RANK_WORDS = {"aces": 14, "ace": 14, "kings": 13, "king": 13, "queens": 12, "queen": 12, "knaves": 11,
               "knave": 11, "jacks": 11, "jack": 11, "tens": 10, "ten": 10, "nines": 9, "nine": 9, "eights": 8,
               "eight": 8, "sevens": 7, "seven": 7, "sixes": 6, "six": 6, "fives": 5, "five": 5, "fours": 4,
               "four": 4, "treys": 3, "trey": 3, "threes": 3, "three": 3, "deuces": 2, "deuce": 2, "twos": 2,
               "two": 2}
_CARD_RANK_WORDS = {word: rank for word, rank in _RANK_WORDS.items() if not word.endswith("s") or word in (
    "aces",)}
_CARD_RANK_WORDS.update({"ace": 14, "deuce": 2, "trey": 3})
_SUIT_WORDS = {name: index for index, name in enumerate(SUIT_NAMES)}
_SUIT_WORDS.update({name[:-1]: index for index, name in enumerate(SUIT_NAMES)})
SUIT_WORDS_TEXT = "spades, hearts, diamonds, clubs or trumps"
CLASS_WORDS = ("trumps, spades (any suit), honours, aces, kings, queens, knaves, court cards, small cards "
               "(below the ten), cards above N, N cards of one suit")
_PATTERN = re.compile(r"^(\d{1,2})(?:-(\d{1,2})){3}$")
# Where the statement stops: the words that may follow a statement.
JOINERS = ("and", "or", "given", ")", "if", "but")


class _Reader:
    def __init__(self, text: str, words: list[str] | None = None, at: int = 0) -> None:
        self.text = text
        self.words = words if words is not None else split_words(text)
        self.at = at

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

    def accept_phrase(self, *phrase: str) -> bool:
        if tuple(self.peek(i) for i in range(len(phrase))) == phrase:
            self.at += len(phrase)
            return True
        return False

    def done(self) -> bool:
        return self.at >= len(self.words) or self.peek() in JOINERS


def split_words(text: str) -> list[str]:
    """The words of a sentence: commas dropped, brackets words of their own."""
    return text.replace(",", " ").replace("(", " ( ").replace(")", " ) ").replace("'s ", " 's ").split()


def parse_question(text: str) -> Question:
    """Read one statement (see the module's grammar); a ValueError names the word it stopped at and what is
    allowed there."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"question {text!r} is empty; write e.g. 'partner holds at least 1 of AS KS QS'")
    reader = _Reader(text)
    question = read_statement(reader)
    if reader.at < len(reader.words):
        raise reader.fail("the end of the question")
    return question


def read_statement(reader: _Reader, holders: Holders | None = None) -> Question:
    """One statement from the reader's place; ``holders``: the subject of the statement before (an elided
    subject: "left holds a void or a singleton", "partner holds KS and not AS")."""
    start = reader.at
    negated = reader.accept("not")
    elided = holders is not None and not starts_holders(reader)
    if not elided or holders is None:
        holders = read_holders(reader)
    if not elided or reader.peek() in _VERBS + ("does", "do", "is", "are"):
        negated ^= _verb(reader, holders)
    holding, extra_negation = _holding(reader, holders)
    negated ^= extra_negation
    between = reader.accept_phrase("between", "them") or reader.accept_phrase("between", "us") or \
        reader.accept_phrase("between", "you") or reader.accept("together")
    if between and not any(len(unit) > 1 for unit in holders.units):
        reader.at -= 1
        raise reader.fail("a side before 'between them' (we, they, me and partner, left and right)")
    if not reader.done():
        after_cards = isinstance(holding, CountOf) and holding.cards.kind is ClassKind.CARDS
        raise reader.fail("a card (AS, 10H, the king of spades), 'and', 'or', 'given' or the end" if after_cards
                          else "'and', 'or', 'given', 'between them' or the end of the question")
    text = " ".join(reader.words[start:reader.at])
    return Question(text=text if start or reader.at < len(reader.words) else reader.text, holders=holders,
                    holding=holding, negated=negated, between=between)


def starts_holders(reader: _Reader) -> bool:
    """Whether the words here name holders (a new statement), not a holding."""
    at = reader.at
    while reader.peek(at - reader.at) in ARTICLES or reader.peek(at - reader.at) == "not":
        at += 1
    saved = reader.at
    reader.at = at
    try:
        return _phrase(reader, SIDE_PHRASES) is not None or _phrase(reader, SEAT_PHRASES) is not None
    finally:
        reader.at = saved


def _phrase(reader: _Reader, table: Mapping[tuple[str, ...], object]) -> tuple[str, ...] | None:
    best = None
    for words in table:
        if tuple(reader.peek(i) for i in range(len(words))) == words and (best is None or len(words) > len(best)):
            best = words
    return best


def _one_seat(reader: _Reader) -> str | None:
    saved = reader.at
    while reader.peek() in ARTICLES:
        reader.at += 1
    words = _phrase(reader, SEAT_PHRASES)
    if words is None:
        reader.at = saved
        return None
    reader.at += len(words)
    return SEAT_PHRASES[words]


def read_holders(reader: _Reader, subject: bool = True) -> Holders:
    """Who holds: a seat, two seats joined ('me and partner' a side; 'left or right' either), or a group.
    After 'than' or 'as' (``subject`` False) two seats joined are a side only where no verb follows them
    ('more trumps than left and right'; in 'than right and partner holds AH' the 'and' joins statements)."""
    saved = reader.at
    group = _phrase(reader, SIDE_PHRASES)
    if group is None and reader.peek() in ARTICLES:
        reader.at += 1
        group = _phrase(reader, SIDE_PHRASES)
        if group is None:
            reader.at = saved
    if group is not None:
        reader.at += len(group)
        quantifier, units = SIDE_PHRASES[group]
        if units == () and quantifier is not Quantifier.ONE:
            return Holders(quantifier)
        return Holders(quantifier, " ".join(group), units)
    seat = _one_seat(reader)
    if seat is None:
        raise reader.fail("who holds: " + HOLDER_WORDS)
    joined = reader.peek()
    if joined in ("and", "or") and _seat_follows(reader, subject):
        reader.at += 1
        other = _one_seat(reader)
        assert other is not None
        if other == seat:
            reader.at -= 1
            raise reader.fail(f"another seat after {seat!r} {joined}")
        if joined == "and":
            return Holders(Quantifier.ONE, f"{seat} and {other}", ((seat, other),))
        return Holders(Quantifier.ANY, f"{seat} or {other}", ((seat,), (other,)))
    return Holders(Quantifier.ONE, seat)


def _seat_follows(reader: _Reader, subject: bool = True) -> bool:
    saved = reader.at
    reader.at += 1
    try:
        seat = _one_seat(reader)
        verb = reader.peek() in _VERBS + ("does", "do", "is", "are", "has", "have")
        return seat is not None and verb == subject
    finally:
        reader.at = saved


def _verb(reader: _Reader, holders: Holders) -> bool:
    """The verb; True where it denies ("does not hold", "has not")."""
    if reader.peek() in ("does", "do") and reader.peek(1) == "not":
        reader.at += 2
        reader.take("hold", "have")
        return True
    if reader.peek() in ("is", "are") and reader.peek(1) in ("void", "out"):
        return False  # "is void in spades": the holding reads it
    if reader.peek() in ("has", "have") and reader.peek(1) == "shown":
        return False
    if reader.peek() in _VERBS:
        reader.at += 1
        if reader.peek() == "not" and not reader.peek(1) in ("more", "fewer", "less"):
            reader.at += 1
            return True
        return False
    if reader.peek() in ("holding",):
        reader.at += 1
        return False
    raise reader.fail("a verb: holds, has, does not hold, has not, is void in, has shown out of")


def _number(reader: _Reader) -> int | None:
    word = reader.peek()
    if word.isdigit():
        reader.at += 1
        return int(word)
    if word in NUMBER_WORDS:
        reader.at += 1
        return NUMBER_WORDS[word]
    return None


def _card_words(reader: _Reader) -> CardClass | None:
    """A card named in words: "[the] ace of spades", "the knave of trumps", "the king of hearts"."""
    saved = reader.at
    reader.accept("the", "a", "an")
    word = reader.peek()
    if word in _CARD_RANK_WORDS and reader.peek(1) == "of" and (
            reader.peek(2) in _SUIT_WORDS or reader.peek(2) in ("trumps", "trump")):
        rank = _CARD_RANK_WORDS[word]
        reader.at += 2
        suit = reader.peek()
        reader.at += 1
        if suit in ("trumps", "trump"):
            return CardClass(ClassKind.CARDS, trump_ranks=(rank,))
        return CardClass(ClassKind.CARDS, (_SUIT_WORDS[suit] * 13 + rank - 2,))
    reader.at = saved
    return None


def _is_card(word: str) -> bool:
    if not word or not word[-1:].upper() in "CDHS♣♦♥♠" or len(word) > 3:
        return False
    try:
        parse_card(word)
    except ValueError:
        return False
    return True


def _starts_card(reader: _Reader) -> bool:
    if _is_card(reader.peek()):
        return True
    saved = reader.at
    found = _card_words(reader) is not None
    reader.at = saved
    return found


def _cards(reader: _Reader) -> CardClass:
    cards: list[int] = []
    trump_ranks: list[int] = []
    while True:
        if _is_card(reader.peek()):
            card = parse_card(reader.peek())
            if card in cards:
                raise reader.fail("cards written once each")
            cards.append(card)
            reader.at += 1
        else:
            named = _card_words(reader)
            if named is None:
                break
            for card in named.cards:
                if card in cards:
                    raise reader.fail("cards written once each")
            cards.extend(named.cards)
            trump_ranks.extend(named.trump_ranks)
        if reader.peek() == "and":  # "AS and KS": more cards, else the statement ends here
            reader.at += 1
            if not _starts_card(reader):
                reader.at -= 1
                break
    if not cards and not trump_ranks:
        raise reader.fail("cards written as AS KS 10H, or in words: the ace of spades, the knave of trumps")
    return CardClass(ClassKind.CARDS, tuple(cards), trump_ranks=tuple(trump_ranks))


def _any_cards(reader: _Reader) -> CardClass | None:
    """"any two" / "two" after "out of": any so many unseen cards."""
    saved = reader.at
    reader.accept("any")
    number = _number(reader)
    if number is None or number < 1:
        reader.at = saved
        return None
    reader.accept("cards", "card")
    return CardClass(ClassKind.CARDS, any_of=number)


_A_HOLDING = ("after 'a': a card class (a trump, an honour, a court card, a small trump, a spade), a card (the ace "
              "of spades), a pattern (a void, a singleton, a doubleton, a four-card suit, a 4-4-3-2 hand, a "
              "yarborough), or a higher / a better SUIT than SEAT")
_HOLDING_WORDS = ("what is held: cards (AS KS, the ace of spades), a count (at least 6 trumps, four trumps or "
                  "more, one of AS KS, an honour), no/all/none, a pattern (a void, a 4-4-3-2 hand, a suit of "
                  "five or more), a higher spade than SEAT, more trumps than SEAT")


def _holding(reader: _Reader, holders: Holders) -> tuple[Holding, bool]:
    """The holding, and whether its words deny it ("no singleton or void" is "not a singleton or void")."""
    word = reader.peek()
    if word in ("is", "are"):  # is void in spades / is out of spades
        reader.at += 1
        reader.take("void", "out")
        reader.take("in", "of")
        suit = _suit_word(reader)
        return CountOf(Count(Relation.EXACTLY, 0, sense="void: none"), suit), False
    if word in ("has", "have") and reader.peek(1) == "shown":
        reader.at += 2
        reader.take("out")
        reader.take("of", "in")
        suit = _suit_word(reader)
        return CountOf(Count(Relation.EXACTLY, 0, sense="shown out: none now"), suit), False
    if word in ("a", "an") and reader.peek(1) in ("higher", "better"):
        reader.at += 2
        suit = _suit_word(reader)
        reader.take("than")
        other = read_holders(reader, subject=False)
        if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE or holders.units \
                or other.units:
            reader.at -= 1
            raise reader.fail("one seat on each side of 'a higher ... than'")
        return HigherThan(suit, other), False
    if word in ("more", "fewer", "less") and reader.peek(1) not in ("than", "of") or (word, reader.peek(1)) == (
            "as", "many"):  # "as" alone is the ace of spades
        return _compared(reader, holders, {"more": Relation.MORE_THAN, "as": Relation.EXACTLY}.get(
            word, Relation.FEWER_THAN)), False
    if (word, reader.peek(1)) in (("at", "least"), ("at", "most")) and (reader.peek(2), reader.peek(3)) == (
            "as", "many"):
        reader.at += 2
        return _compared(reader, holders, Relation.AT_LEAST if reader.words[reader.at - 1].lower() == "least"
                         else Relation.AT_MOST), False
    if word == "exactly" and (reader.peek(1), reader.peek(2)) == ("as", "many"):  # the same as "as many"
        reader.at += 1
        return _compared(reader, holders, Relation.EXACTLY), False
    pattern = _pattern(reader)
    if pattern is not None:
        return pattern, False
    if _starts_card(reader):
        cards = _cards(reader)
        return CountOf(Count(Relation.EXACTLY, len(cards.cards) + len(cards.trump_ranks),
                             sense="named cards: all of them"), cards), False
    if word in ("all", "none", "both", "neither") and reader.peek(1) in ("of", "the") or word == "none":
        saved = reader.at
        reader.at += 1
        if reader.peek() == "the" and word in ("all",):
            pass
        elif word != "all" or reader.peek() == "of":
            reader.take("of")
        if word == "all" and not _starts_card(reader):
            reader.accept("the")
        if word in ("all", "none", "both", "neither") and _starts_card(reader):
            cards = _cards(reader)
            n = len(cards.cards) + len(cards.trump_ranks)
            if word == "both" and n != 2:
                raise reader.fail("two cards after 'both of'")
            number = 0 if word in ("none", "neither") else n
            return CountOf(Count(Relation.EXACTLY, number, sense="none" if number == 0 else "all of them"),
                           cards), False
        if word in ("none", "neither"):
            raise reader.fail("cards after 'none of' (AS KS, the ace of spades)")
        reader.at = saved  # "all the honours": a class, read below
    if word == "all":
        reader.at += 1
        reader.accept("the")
        written = _number(reader)
        card_class = _class(reader, plural=True)
        if isinstance(card_class, SuitScope):
            reader.at -= 1
            raise reader.fail("a class of cards after 'all' (not cards of a suit)")
        return CountOf(Count(Relation.EXACTLY, -1 if written is None else written, everything=True,
                             sense="all of them"), card_class), False
    if word == "no":
        reader.at += 1
        shapes = _shapes(reader)
        if shapes is not None:  # "no singleton or void": every suit of another length
            others = tuple(n for n in range(14) if n not in shapes)
            names = " or ".join(w for w, n in SHAPE_WORDS.items() if n in shapes)
            return CountOfSuit(Count(Relation.EXACTLY, others[0], numbers=others,
                                     sense=f"no {names}: every suit of {others[0]} cards or more"
                                     if others == tuple(range(others[0], 14)) else f"no {names}"),
                               SuitScope.EVERY), False
        card_class = _class(reader, plural=True)
        if isinstance(card_class, SuitScope):
            return CountOfSuit(Count(Relation.EXACTLY, 0, sense="no: none"), card_class), False
        return CountOf(Count(Relation.EXACTLY, 0, sense="no: none"), card_class), False
    if word in ("a", "an"):
        reader.at += 1
        if reader.accept("yarborough"):
            return CountOf(Count(Relation.EXACTLY, 0, sense="a yarborough: no card above the nine"),
                           CardClass(ClassKind.ABOVE, above=9)), False
        if _starts_card(reader):
            reader.at -= 1
            cards = _cards(reader)
            return CountOf(Count(Relation.EXACTLY, len(cards.cards) + len(cards.trump_ranks),
                                 sense="named cards: all of them"), cards), False
        card_class = _class(reader, plural=False, expected=_A_HOLDING)
        if isinstance(card_class, SuitScope):
            reader.at -= 1
            raise reader.fail(_A_HOLDING)
        return CountOf(Count(Relation.AT_LEAST, 1, sense="'a': at least one"), card_class), False
    if word == "the":
        reader.at += 1
        if reader.peek() in _CARD_RANK_WORDS:
            reader.at += 1
            raise reader.fail("'of' and its suit: the king of spades, the king of trumps")
        raise reader.fail("a card in words after 'the': the ace of spades, the knave of trumps")
    count = _count(reader)
    if count is None:
        before = reader.words[reader.at - 1].lower() if reader.at else ""
        if before in ("or", "and"):
            raise reader.fail(f"after {before!r}: 'more', 'upwards', 'fewer' (four trumps or more), another "
                              f"holding (a void or a singleton), or who holds ({HOLDER_WORDS})")
        raise reader.fail(_HOLDING_WORDS)
    if reader.accept("of") or reader.accept_phrase("out", "of") or (
            reader.peek() in ("card", "cards") and reader.peek(1) in ("of", "out") and _named_after(reader)):
        if reader.peek() in ("card", "cards"):
            reader.at += 1
            reader.accept("of") or reader.accept_phrase("out", "of")
        named = _any_cards(reader) if not _starts_card(reader) else None
        return CountOf(_bare(count, Relation.AT_LEAST, "a bare count of named cards: at least"),
                       named if named is not None else _cards(reader)), False
    card_class = _class(reader, plural=count.number != 1)
    count = _or_more(reader, count)
    if isinstance(card_class, SuitScope):
        return CountOfSuit(_bare(count, Relation.EXACTLY, "a bare count: exactly"), card_class), False
    return CountOf(_bare(count, Relation.EXACTLY, "a bare count: exactly"), card_class), False


def _named_after(reader: _Reader) -> bool:
    """After "card(s)": "of"/"out of" and then cards or "any N" (not "cards of one suit")."""
    saved = reader.at
    try:
        reader.at += 1
        if not (reader.accept("of") or reader.accept_phrase("out", "of")):
            return False
        return _starts_card(reader) or reader.peek() == "any" or reader.peek().isdigit() or (
            reader.peek() in NUMBER_WORDS and reader.peek(1) in ("", "card", "cards", *JOINERS))
    finally:
        reader.at = saved


def _bare(count: Count, relation: Relation, sense: str) -> Count:
    """A count as written, or a bare number read as ``relation``: 0 is none."""
    if count.sense != "bare":
        return count
    if count.number == 0:
        return Count(Relation.EXACTLY, 0, sense="0: none")
    return Count(relation, count.number, sense=sense)


def _count(reader: _Reader) -> Count | None:
    """A count: relation words, a number (or several joined by "or"), and "or more"/"or fewer" after it."""
    word = reader.peek()
    relation: Relation | None = None
    for words, rel in _RELATIONS.items():
        if tuple(reader.peek(i) for i in range(len(words))) == words:
            relation = rel
            reader.at += len(words)
            if words[0] == "not":
                reader.take("than")
            break
    if relation is None and word == "exactly":
        relation = Relation.EXACTLY
        reader.at += 1
    number = _number(reader)
    if number is None:
        if relation is not None:
            raise reader.fail("a number (digits or words: 0, 1, two, seven ...)")
        return None
    numbers = [number]
    while reader.peek() == "or" and (reader.peek(1).isdigit() or reader.peek(1) in NUMBER_WORDS):
        reader.at += 1
        numbers.append(_number(reader) or 0)
    if len(numbers) > 1:
        if relation is not None:
            raise reader.fail("one number after a relation (at least 4), or several without one (4 or 5)")
        return Count(Relation.EXACTLY, min(numbers), numbers=tuple(sorted(set(numbers))), sense="one of these")
    if relation is None:
        after = _or_more(reader, Count(Relation.EXACTLY, number, sense="bare"))
        return after
    return Count(relation, number)


def _or_more(reader: _Reader, count: Count) -> Count:
    """"or more", "or upwards", "or fewer", "or less", "and upwards" after the count or its class."""
    if count.sense != "bare":
        return count
    if reader.peek() in ("or", "and") and reader.peek(1) in ("more", "upwards", "above", "over", "better"):
        reader.at += 2
        return Count(Relation.AT_LEAST, count.number)
    if reader.peek() == "or" and reader.peek(1) in ("fewer", "less", "under"):
        reader.at += 2
        return Count(Relation.AT_MOST, count.number)
    return count


def _compared(reader: _Reader, holders: Holders, relation: Relation) -> Compared:
    """``more trumps than eldest``, ``as many spades as right``, ``at least as many ... as``: from the first word."""
    as_many = reader.peek() == "as"
    reader.at += 1
    if as_many:
        reader.take("many")
    card_class = _class(reader, plural=True)
    if isinstance(card_class, SuitScope):
        reader.at -= 1
        raise reader.fail("a class of cards to compare (trumps, spades, honours, ...), not cards of a suit")
    reader.take("as" if as_many else "than")
    other = read_holders(reader, subject=False)
    if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE:
        reader.at -= 1
        raise reader.fail("one seat or side on each side of a comparison")
    return Compared(relation, card_class, other)


def _suit_word(reader: _Reader) -> CardClass:
    word = reader.peek()
    if word in ("trump", "trumps"):
        reader.at += 1
        return CardClass(ClassKind.TRUMPS)
    if word in _SUIT_WORDS:
        reader.at += 1
        return CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[word])
    raise reader.fail("a suit: " + SUIT_WORDS_TEXT)


def _shapes(reader: _Reader) -> tuple[int, ...] | None:
    """"singleton or void", "void or a singleton", "a doubleton": the suit lengths named, else None."""
    saved = reader.at
    lengths: list[int] = []
    while True:
        reader.accept("a", "an")
        if reader.peek() not in SHAPE_WORDS:
            break
        lengths.append(SHAPE_WORDS[reader.peek()])
        reader.at += 1
        if reader.peek() == "or" and (reader.peek(1) in SHAPE_WORDS or (reader.peek(1) in ("a", "an") and
                                                                       reader.peek(2) in SHAPE_WORDS)):
            reader.at += 1
            continue
        break
    if not lengths:
        reader.at = saved
        return None
    if reader.peek() == "in":  # "a void in spades" is a count of the suit
        reader.at = saved
        return None
    return tuple(sorted(set(lengths)))


def _pattern(reader: _Reader) -> CountOfSuit | Pattern | CountOf | None:
    """A hand pattern: "a 4-4-3-2 hand", "a void", "a singleton or a void", "a four-card suit", "a suit of
    five or more", "a void in spades"; None (the reader where it was) if the words are not one."""
    saved = reader.at
    reader.accept("a", "an")
    word = reader.peek()
    match = _PATTERN.match(word)
    if match:
        lengths = tuple(sorted((int(n) for n in word.split("-")), reverse=True))
        reader.at += 1
        reader.accept("hand", "pattern", "distribution")
        return Pattern(lengths)
    if word in SHAPE_WORDS and reader.peek(1) == "in":
        number = SHAPE_WORDS[word]
        reader.at += 2
        suit = _suit_word(reader)
        return CountOf(Count(Relation.EXACTLY, number, sense=f"a {word}: exactly {number}"), suit)
    shapes = _shapes(reader)
    if shapes is not None:
        names = " or ".join(f"a {w}" for w, n in SHAPE_WORDS.items() if n in shapes)
        return CountOfSuit(Count(Relation.EXACTLY, shapes[0], numbers=shapes if len(shapes) > 1 else (),
                                 sense=f"{names}: a suit of exactly {' or '.join(str(n) for n in shapes)}"),
                           SuitScope.SOME)
    if word in _ORDINAL_CARDS and reader.peek(1) == "suit":
        number = _ORDINAL_CARDS[word]
        reader.at += 2
        count = _or_more(reader, Count(Relation.EXACTLY, number, sense="bare"))
        return CountOfSuit(_bare(count, Relation.EXACTLY, f"a {word} suit: exactly {number}"), SuitScope.SOME)
    if word == "suit" and reader.peek(1) == "of":
        reader.at += 2
        length = _count(reader)
        if length is None:
            raise reader.fail("a number after 'a suit of' (a suit of five or more)")
        reader.accept("cards", "card")
        length = _or_more(reader, length)
        return CountOfSuit(_bare(length, Relation.EXACTLY, "a bare count: exactly"), SuitScope.SOME)
    if word == "long" and reader.peek(1) == "suit":
        reader.at = saved
        return None
    reader.at = saved
    return None


def _class(reader: _Reader, plural: bool = True, expected: str | None = None) -> CardClass | SuitScope:
    word = reader.peek()
    small = word == "small"
    if small:
        reader.at += 1
        word = reader.peek()
    card_class: CardClass | SuitScope
    if word in ("trumps", "trump") or word in _SUIT_WORDS:
        card_class = _suit_word(reader)
        if small:
            return CardClass(ClassKind.BELOW, above=10, in_trumps=card_class.kind is ClassKind.TRUMPS,
                             in_suit=card_class.suit)
        return card_class
    if word in ("honours", "honour", "honors", "honor"):
        reader.at += 1
        card_class = CardClass(ClassKind.HONOURS)
    elif word in _RANK_WORDS and not (word in NUMBER_WORDS and reader.peek(1) in ("cards", "card")):
        reader.at += 1
        card_class = CardClass(ClassKind.RANKS, ranks=(_RANK_WORDS[word],))
    elif word == "court":
        reader.at += 1
        reader.take("cards", "card")
        card_class = CardClass(ClassKind.RANKS, ranks=(13, 12, 11))
    elif word in ("cards", "card"):
        reader.at += 1
        if small:
            card_class = CardClass(ClassKind.BELOW, above=10)
        elif reader.accept("above", "higher") or reader.accept_phrase("better", "than"):
            reader.accept("than")
            reader.accept("the")
            number = _number(reader)
            if number is None and reader.peek() in _RANK_WORDS:
                number = _RANK_WORDS[reader.peek()]
                reader.at += 1
            if number is None or not 1 <= number <= 14:
                raise reader.fail("a rank from 1 to 14 (the nine, knave 11, queen 12, king 13, ace 14)")
            card_class = CardClass(ClassKind.ABOVE, above=number)
        elif reader.peek() in ("in", "of") and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in (
                "trumps", "trump")):
            card_class = CardClass(ClassKind.ALL)
        else:
            if reader.peek() not in ("of", "in"):
                raise reader.fail("'above N', 'of one suit', 'of every suit' or 'in SUIT' after 'cards'")
            reader.at += 1
            scope = reader.take("one", "some", "a", "each", "every", "any")
            reader.take("suit")
            return SuitScope.EVERY if scope in ("each", "every") else SuitScope.SOME
    else:
        raise reader.fail(expected or "a class of cards: " + CLASS_WORDS)
    if small:
        if card_class.kind is not ClassKind.ALL:
            raise reader.fail("'small cards' or 'a small trump' (small: below the ten)")
    if reader.peek() in ("in", "of") and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in ("trumps", "trump")):
        reader.at += 1
        suit = _suit_word(reader)
        from dataclasses import replace

        return replace(card_class, in_suit=suit.suit, in_trumps=suit.kind is ClassKind.TRUMPS)
    return card_class


def class_words(card_class: CardClass) -> str:
    """A class in words, for the reading: ``trumps``, ``honours in spades``, ``cards above 9``."""
    from whistodds.games.cards import format_cards

    kind = card_class.kind
    if kind is ClassKind.CARDS:
        if card_class.any_of:
            return f"any {card_class.any_of} unseen cards"
        parts = [format_cards(card_class.cards)] if card_class.cards else []
        parts += [f"the {_rank_name(rank)} of trumps" for rank in card_class.trump_ranks]
        return " ".join(parts)
    base = {ClassKind.TRUMPS: "trumps", ClassKind.HONOURS: "honours", ClassKind.ALL: "cards",
            ClassKind.BELOW: f"small cards (below the {card_class.above})",
            ClassKind.ABOVE: f"cards above {card_class.above}"}.get(kind, "")
    if kind is ClassKind.SUIT:
        assert card_class.suit is not None
        base = SUIT_NAMES[card_class.suit]
    if kind is ClassKind.RANKS:
        base = "court cards" if card_class.ranks == (13, 12, 11) else " ".join(
            _rank_name(rank) + "s" for rank in card_class.ranks)
    if card_class.in_trumps:
        base += " in trumps"
    elif card_class.in_suit is not None:
        base += f" in {SUIT_NAMES[card_class.in_suit]}"
    return base


def _rank_name(rank: int) -> str:
    return {14: "ace", 13: "king", 12: "queen", 11: "knave"}.get(rank, str(rank))
