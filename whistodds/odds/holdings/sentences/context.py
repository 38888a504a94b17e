"""The setting of a sentence (the suit spoken of, who a pronoun means), read once at the door; and the nearest
sentence the grammar takes, added to a refusal.

>>> read_context("S", "partner").suit.suit, read_context("S", "partner").who
(3, 'partner')
>>> read_context("hearts", None).suit.suit, read_context("trumps", None).suit.kind
(2, <ClassKind.TRUMPS: 'trumps'>)
>>> nearest("partner will hold the ace or king of spades")
'partner holds either the ace or the king of spades'
"""

from __future__ import annotations

from difflib import SequenceMatcher

from whistodds.games.cards import SUIT_NAMES
from whistodds.odds.holdings.grammar import SEAT_PHRASES, CardClass, ClassKind, split_words
from whistodds.odds.holdings.grammar.reader import Context

SUIT_CHOICES = "spades, hearts, diamonds, clubs (S H D C) or trumps"
_LETTERS = {"S": 3, "H": 2, "D": 1, "C": 0, "♠": 3, "♥": 2, "♦": 1, "♣": 0}
# One sentence for each construction the grammar takes: a refusal names the nearest (tests/test_books_grammar.py
# checks that each is taken).
EXAMPLES = (
    "partner holds at least 1 of AS KS QS", "partner holds one card out of any two", "he does not hold a certain card",
    "left holds a void in spades", "me holds a 4-4-3-2 hand", "we hold at least 7 trumps between them",
    "being dealt four aces", "a hand with no card higher than 10", "no player will be dealt a singleton or void",
    "each player having a complete suit", "two partners will be dealt 26 named cards between them",
    "both members of a partnership receiving a Yarborough", "the missing trumps split 3-2", "3 - 2",
    "partner holds an honour in that suit", "partner holds either the ace or the king of spades",
    "partner holds neither the ace nor the king of trumps", "partner does not hold the queen",
    "the ten is not behind you", "being dealt at least one singleton", "a player is dealt 4-4-3-2 distribution",
    "left holds more trumps than right", "partner holds KS given left led QS",
    "a given player has four spades, four hearts, three diamonds, and two clubs",
)


def read_context(suit: str | None, who: str | None) -> Context:
    """The suit spoken of and who a pronoun means, from their words: a ValueError naming the value and what is
    allowed."""
    return Context(_suit(suit), _who(who))


def _suit(text: str | None) -> CardClass | None:
    if text is None or not text.strip():
        return None
    word = text.strip()
    if word.upper() in _LETTERS:
        return CardClass(ClassKind.SUIT, suit=_LETTERS[word.upper()])
    lowered = word.lower()
    if lowered in ("trumps", "trump", "t"):
        return CardClass(ClassKind.TRUMPS)
    for index, name in enumerate(SUIT_NAMES):
        if lowered in (name, name[:-1]):
            return CardClass(ClassKind.SUIT, suit=index)
    raise ValueError(f"suit {text!r} is not allowed; use {SUIT_CHOICES}")


def _who(text: str | None) -> str | None:
    if text is None or not text.strip():
        return None
    words = tuple(word.lower() for word in split_words(text))
    if words and words[0] in ("the", "your", "my"):
        words = words[1:]
    if words not in SEAT_PHRASES:
        raise ValueError(f"who {text!r} is not allowed; use a seat: me, left, partner, right, the dealer, the eldest "
                         f"hand")
    return SEAT_PHRASES[words]


def nearest(text: str) -> str:
    """The example sentence nearest the words given (by the share of words in common, in order)."""
    words = text.lower().split()
    others = [example for example in EXAMPLES if example.lower().split() != words]  # not the words refused
    return max(others, key=lambda example: SequenceMatcher(None, words, example.lower().split()).ratio())


def with_nearest(error: str, text: str) -> str:
    """A refusal, one line, with the nearest sentence the grammar takes."""
    return f"{error}; the nearest sentence taken: {nearest(text)!r}"
