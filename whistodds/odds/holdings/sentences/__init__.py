"""Whole sentences: statements joined by ``and``, ``or``, ``not`` and brackets, and ``given`` a condition.

::

    sentence  := condition [("given" ["that"] | "supposing") condition]
    condition := term (("and" | "or") term)*        ("and" binds first, as in arithmetic; brackets group)
    term      := ["not"] "(" condition ")" | statement | holding       (a holding after "and"/"or" has the
               | play                                                 subject of the statement before)

A play ("right led the queen of spades", "partner refused to trump": :mod:`whistodds.odds.holdings.plays`)
is a condition: it goes after ``given``, joined to the other conditions there by ``and``
(:func:`split_plays` takes the plays out; the answer is then simulated under a play model).

A sentence mixing ``and`` and ``or`` without brackets can be read two ways: it is answered with ``and``
binding first, and the other reading is named (and answered beside it, :attr:`Sentence.other`).

>>> sentence = parse_sentence("left holds KS or right holds KS given partner holds no spades")
>>> reading(sentence)
'(left holds KS [named cards: all of them]) or (right holds KS [named cards: all of them]), given partner holds exactly 0 spades [no: none]'
>>> from whistodds.games.position import Position
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> sentence_exact(resolve_sentence(parse_sentence("left or right holds KS"), mine), mine)
Fraction(2, 3)
"""

from __future__ import annotations

from whistodds.odds.holdings.grammar import CardClass
from whistodds.odds.holdings.sentences.evaluation import (Resolved, resolve_sentence, sentence_exact, sentence_masks,
                                                          truth)
from whistodds.odds.holdings.sentences.parser import parse_sentence, split_plays
from whistodds.odds.holdings.sentences.read_back import reading, say_statement
from whistodds.odds.holdings.sentences.tree import AllOf, AnyOf, Condition, Not, Sentence

__all__ = ["AllOf", "AnyOf", "CardClass", "Condition", "Not", "Resolved", "Sentence", "parse_sentence", "reading",
           "resolve_sentence", "say_statement", "sentence_exact", "sentence_masks", "split_plays", "truth"]
