"""Who holds, in the tool's words and the books' seats: one seat, two joined ("me and partner" a side, "left or
right" either), a group ("we", "the adversaries", "either side", "any hand").

>>> from whistodds.odds.holdings.grammar.reader import _Reader
>>> read_holders(_Reader("West holds AS")).word
'left'
"""

from __future__ import annotations

from collections.abc import Mapping

from whistodds.odds.holdings.grammar.reader import _Reader
from whistodds.odds.holdings.grammar.tree import Holders, Quantifier
from whistodds.odds.holdings.grammar.words import (_VERBS, ARTICLES, COMPASS_NOTE, HOLDER_WORDS, SEAT_PHRASES,
                                                   SIDE_PHRASES)


def starts_holders(reader: _Reader) -> bool:
    """Whether the words here name holders (a new statement), not a holding."""
    if _phrase(reader, SIDE_PHRASES) is not None:  # "the opponents": its article is its own
        return True
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
    if words[0] in ("south", "north", "west", "east"):
        reader.note(COMPASS_NOTE)
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
