"""Holding questions in words: one statement (who holds what), read into a small tree.

A statement names its holders, a verb and a holding, in the books' words or the tool's short ones
(:mod:`whistodds.odds.holdings.sentences` joins statements with ``and``, ``or``, ``not`` and ``given``)::

    statement := holders verb holding ["between them" | "together"]
    holders   := ["the" | "your" | "my"] seat                  (a seat: me, left, partner, right, the dealer ...)
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

Who may hold (:data:`HOLDER_WORDS`, the list every error gives): {HOLDER_WORDS}.

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

from whistodds.odds.holdings.grammar.holders import read_holders, starts_holders
from whistodds.odds.holdings.grammar.parser import parse_question, read_statement
from whistodds.odds.holdings.grammar.reader import split_words
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Compared, Count, CountOf, CountOfSuit,
                                                  HigherThan, Holders, Holding, Pattern, Quantifier, Question,
                                                  Relation, SuitScope)
from whistodds.odds.holdings.grammar.words import (ARTICLES, CLASS_WORDS, HOLDER_WORDS, JOINERS, NUMBER_WORDS,
                                                   SEAT_PHRASES, SHAPE_WORDS, SIDE_PHRASES, SUIT_WORDS_TEXT)
from whistodds.odds.holdings.grammar.writer import class_words

# The grammar's own readers, which the play's reader (:mod:`whistodds.odds.holdings.plays`) reads with too.
from whistodds.odds.holdings.grammar.holders import _one_seat as _one_seat
from whistodds.odds.holdings.grammar.reader import _card_words as _card_words
from whistodds.odds.holdings.grammar.reader import _is_card as _is_card
from whistodds.odds.holdings.grammar.reader import _number as _number
from whistodds.odds.holdings.grammar.reader import _Reader as _Reader
from whistodds.odds.holdings.grammar.words import _CARD_RANK_WORDS as _CARD_RANK_WORDS

__doc__ = (__doc__ or "").replace("{HOLDER_WORDS}", HOLDER_WORDS)

__all__ = ["ARTICLES", "CLASS_WORDS", "HOLDER_WORDS", "JOINERS", "NUMBER_WORDS", "SEAT_PHRASES", "SHAPE_WORDS",
           "SIDE_PHRASES", "SUIT_WORDS_TEXT", "CardClass", "ClassKind", "Compared", "Count", "CountOf", "CountOfSuit",
           "HigherThan", "Holders", "Holding", "Pattern", "Quantifier", "Question", "Relation", "SuitScope",
           "class_words", "parse_question", "read_holders", "read_statement", "split_words", "starts_holders"]
