"""A holding sentence's size, checked before any work: one line naming the value and the limit.

The limits are stated once, in :mod:`whistodds.simulations.limits`: at most ``MAX_SENTENCE_STATEMENTS``
statements (those after ``given`` and the plays counted too; so at most one fewer ``and``/``or``/``given``),
brackets at most ``MAX_SENTENCE_NESTING`` deep, at most ``MAX_SENTENCE_CHARACTERS`` characters.  The nesting is
counted on the text before it is read (the reader goes one call deeper for each bracket, so a sentence nested
hundreds deep would otherwise end in a RecursionError); the statements are counted on the tree once read (the
reading is linear in the words), before any statement is fixed for a position or counted.

What an accepted sentence costs then has a bound: the simulation looks at each deal once for each statement (a
byte a deal for each, in batches); the exact count takes at most its budget of steps, each step
updating a record of each statement, and holds at most ``MAX_COUNT_RECORDS`` such records at once (states
times statements), else the figure is left to the simulation (:mod:`whistodds.odds.holdings.exact`).

>>> check_text("(" * 9 + "left holds AS" + ")" * 9)
Traceback (most recent call last):
...
whistodds.odds.holdings.bounds.SentenceTooLarge: question '(((((((((left holds AS)))))))))': brackets nested 9 deep; at most 8 are allowed
>>> from whistodds.odds.holdings.sentences import parse_sentence
>>> parse_sentence(" or ".join(["left holds AS"] * 17))
Traceback (most recent call last):
...
whistodds.odds.holdings.bounds.SentenceTooLarge: question 'left holds AS or left holds AS or left holds AS or left holds ...': 17 statements; at most 16 are allowed (split the question, or name the cards together: left holds 1 of AS KS QS)
"""

from __future__ import annotations

from whistodds.simulations.limits import MAX_SENTENCE_CHARACTERS, MAX_SENTENCE_NESTING, MAX_SENTENCE_STATEMENTS

QUOTED = 64  # characters of a long question quoted in a refusal


def quoted(text: str) -> str:
    """The question as a refusal quotes it: whole if short, else its start."""
    return repr(text) if len(text) <= QUOTED else repr(text[:QUOTED].rsplit(" ", 1)[0] + " ...")


def nesting(text: str) -> int:
    """How deep the brackets go (a loop over the characters: no recursion, whatever the text)."""
    depth = deepest = 0
    for character in text:
        if character == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif character == ")":
            depth -= 1
    return deepest


class SentenceTooLarge(ValueError):
    """A sentence past a bound (its characters, brackets or statements): refused as it is, with no nearest
    sentence, since the fault is its size, not a word."""


def check_text(text: str) -> None:
    """A sentence's length and bracket nesting, before it is read: a ValueError beyond the limits."""
    deepest = nesting(text)
    if deepest > MAX_SENTENCE_NESTING:
        raise SentenceTooLarge(f"question {quoted(text)}: brackets nested {deepest} deep; at most {MAX_SENTENCE_NESTING} "
                         f"are allowed")
    if len(text) > MAX_SENTENCE_CHARACTERS:
        raise SentenceTooLarge(f"question {quoted(text)}: {len(text):,} characters; at most {MAX_SENTENCE_CHARACTERS:,} "
                         f"are allowed")


def check_statements(text: str, count: int) -> None:
    """A sentence read, its statements counted: a ValueError beyond the limit."""
    if count > MAX_SENTENCE_STATEMENTS:
        raise SentenceTooLarge(f"question {quoted(text)}: {count} statements; at most {MAX_SENTENCE_STATEMENTS} are "
                         f"allowed (split the question, or name the cards together: left holds 1 of AS KS QS)")


def count_statements(*conditions: object) -> int:
    """The statements (and plays) in sentence trees, counted without recursion: a node of ``parts`` (and, or) or
    of one ``part`` (not) is a joining, anything else a statement (the trees are
    :mod:`whistodds.odds.holdings.sentences`'s, which imports this module)."""
    count = 0
    stack = [condition for condition in conditions if condition is not None]
    while stack:
        node = stack.pop()
        if hasattr(node, "parts"):
            stack.extend(node.parts)
        elif hasattr(node, "part"):
            stack.append(node.part)
        else:
            count += 1
    return count


__all__ = ["check_statements", "count_statements", "check_text", "nesting", "quoted"]
