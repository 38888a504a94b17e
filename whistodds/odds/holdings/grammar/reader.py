"""The reader of a statement's words, and what it reads word by word: numbers, counts ("at least 2", "four or
five", "six or more") and cards ("AS KS", "the ace of spades", "any two").

>>> reader = _Reader("at least two of AS and the king of spades")
>>> _count(reader), _cards(_Reader("AS and the king of spades")).cards
(Count(relation=<Relation.AT_LEAST: 'at least'>, number=2, everything=False, numbers=()), (51, 50))
"""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.games.cards import parse_card
from whistodds.odds.holdings.grammar.fillers import book_words
from whistodds.odds.holdings.grammar.tree import CardClass, ClassKind, Count, Relation
from whistodds.odds.holdings.grammar.words import _CARD_RANK_WORDS, _RELATIONS, _SUIT_WORDS, JOINERS, NUMBER_WORDS


@dataclass(frozen=True)
class Context:
    """What a sentence may leave to its setting: ``suit``, the suit spoken of ("an honour in that suit", "the
    queen", "3-2"), a suit or trumps; ``who``, the seat a pronoun means ("he holds one card out of three")."""

    suit: CardClass | None = None
    who: str | None = None


class _Reader:
    def __init__(self, text: str, words: list[str] | None = None, at: int = 0,
                 context: Context | None = None) -> None:
        self.text = text
        self.words, notes = book_words(text, words if words is not None else split_words(text))
        self.at = at
        self.context = context or Context()
        self.notes: list[str] = notes  # how words the tool's own grammar lacks were read, for the reading
        self.named: CardClass | None = None  # the cards named last, for words pointing back ("one of them")

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

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
    reader.accept("certain", "particular", "named", "given")  # "one out of any three certain cards"
    reader.accept("cards", "card")
    return CardClass(ClassKind.CARDS, any_of=number)


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


# The suit spoken of, after "of" or "in": "of the same", "in that suit", "of the suit led", "in a suit", "of it".
_SPOKEN = (("either", "of", "those", "suits"), ("either", "of", "these", "suits"),
           ("the", "same", "suit"), ("the", "suit", "led"), ("the", "same"), ("that", "suit"), ("this", "suit"),
           ("the", "suit"), ("a", "suit"), ("it",))


def spoken_suit(reader: _Reader, after_word: bool = False) -> CardClass | None:
    """The suit spoken of (the setting's suit) after "of"/"in" ("of the same", "in that suit"), else None;
    ``after_word``: after cards that need a suit ("either ace or king"): a suit not written is the one spoken of."""
    saved = reader.at
    if reader.accept("of", "in"):
        for phrase in _SPOKEN:
            if reader.accept_phrase(*phrase):
                return _context_suit(reader)
        reader.at = saved
        if after_word:
            reader.at += 1
            raise reader.fail("a suit after 'of': spades, hearts, diamonds, clubs, trumps, the same, that suit")
        return None
    return _context_suit(reader) if after_word else None


def _context_suit(reader: _Reader) -> CardClass:
    suit = reader.context.suit
    if suit is None:
        raise reader.fail("the suit: the sentence speaks of a suit it does not name; name it (of spades) or give "
                          "the suit spoken of (--suit, a suit column)")
    from whistodds.games.cards import SUIT_NAMES

    name = "trumps" if suit.kind is ClassKind.TRUMPS else SUIT_NAMES[suit.suit or 0]
    reader.note(f"the suit spoken of: {name}")
    return suit


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
