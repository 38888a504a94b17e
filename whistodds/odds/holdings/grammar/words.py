"""The grammar's words: numbers, seats and sides, verbs, relations, ranks, suits and shapes, each with what
it means; and the lists of them the errors name.

>>> SEAT_PHRASES[("left-hand", "adversary")], SIDE_PHRASES[("we",)]
('left', (<Quantifier.ONE: 'one'>, (('me', 'partner'),)))
"""

from __future__ import annotations

import re

from whistodds.games.cards import SUIT_NAMES
from whistodds.odds.holdings.grammar.tree import Quantifier, Relation

NUMBER_WORDS = {word: value for value, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen".split())}
_ORDINAL_CARDS = {"four-card": 4, "five-card": 5, "six-card": 6, "seven-card": 7, "eight-card": 8,
                  "three-card": 3, "two-card": 2, "one-card": 1, "nine-card": 9, "ten-card": 10}
SHAPE_WORDS = {"void": 0, "singleton": 1, "doubleton": 2, "tripleton": 3}

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
    ("player", "on", "your", "left"): "left", ("player", "on", "your", "right"): "right",
    ("player", "opposite"): "partner", ("dealer", "'s", "partner"): "second hand",
    ("eldest", "hand", "'s", "partner"): "third hand",
    **{(compass,): seat for compass, seat in (("south", "me"), ("north", "partner"), ("west", "left"),
                                               ("east", "right"))},
}
# The bridge pages' seats, read as the usual diagram with declarer South (the reader).
COMPASS_NOTE = ("compass seats: the usual bridge diagram, declarer South: South you (me), North partner, West left, "
                "East right")
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
# Who may hold, as the errors list it and the grammar's docstring gives it: the one list of holders' forms (each
# read by the grammar: tests/test_grammar_lists.py).
HOLDER_WORDS = ("me, I, left, partner, right, you, the dealer, the eldest hand, the first/second/third/fourth hand, "
                "your partner, the left-hand/right-hand adversary, we, they, the adversaries, me and partner, "
                "left or right, one of the adversaries, either side, each side, both partners, any hand, each hand, "
                "no hand")
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
# What may stand where a holding was looked for, for the errors.
_A_HOLDING = ("after 'a': a card class (a trump, an honour, a court card, a small trump, a spade), a card (the ace "
              "of spades), a pattern (a void, a singleton, a doubleton, a four-card suit, a 4-4-3-2 hand, a "
              "yarborough), or a higher / a better SUIT than SEAT")
_HOLDING_WORDS = ("what is held: cards (AS KS, the ace of spades), a count (at least 6 trumps, four trumps or "
                  "more, one of AS KS, an honour), no/all/none, a pattern (a void, a 4-4-3-2 hand, a suit of "
                  "five or more), a higher spade than SEAT, more trumps than SEAT")
