"""A partnership's count and a hand's pattern joined by 'or' (or 'and') are counted exactly, hand by hand,
with nothing seen: the hands whose patterns are tested first, then the suits no count names one cell; each
figure against a sum over the patterned hand's suit lengths written apart (tests/books_counter.py)."""

from __future__ import annotations

import pytest

from books_counter import count
from whistodds.games.position import Position
from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, sentence_exact

NOTHING_SEEN = Position.from_options(trumps="clubs")  # clubs: the suit the counter counts first


@pytest.mark.parametrize(("sentence", "spec"), [
    ("me and partner hold at least 7 trumps between them or left holds a void", "side_or_shape:7:0"),
    ("we hold at least 8 trumps between them or left holds a singleton", "side_or_shape:8:1"),
    ("me and partner hold at least 9 trumps between them or left holds a doubleton", "side_or_shape:9:2"),
])
def test_a_side_count_or_a_pattern_is_exact(sentence: str, spec: str) -> None:
    exact = sentence_exact(resolve_sentence(parse_sentence(sentence), NOTHING_SEEN), NOTHING_SEEN)
    assert exact == count(spec)


def test_and_is_the_sum_of_the_parts_less_or() -> None:
    def exact(text: str):  # type: ignore[no-untyped-def]
        return sentence_exact(resolve_sentence(parse_sentence(text), NOTHING_SEEN), NOTHING_SEEN)

    side, void = "me and partner hold at least 7 trumps between them", "left holds a void"
    assert exact(f"{side} and {void}") == exact(side) + exact(void) - exact(f"{side} or {void}")
