"""The books' own sentences about where the cards lie (tests/data/books_holding_sentences.csv: each with its
source, page, line or address, the words as printed and the setting): at least nine in ten taken as printed, each
taken one answered exactly as a counter written apart from the grammar counts it (tests/books_counter.py), and
each refused one listed, with why, in the phrasebook (docs/guide/phrasebook.md)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from books_counter import count
from whistodds.games.position import Position
from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, sentence_exact
from whistodds.odds.holdings.sentences.measures import Measure, answer_measure, read_measure, starts_measure

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "books_holding_sentences.csv"
PHRASEBOOK = ROOT / "docs" / "guide" / "phrasebook.md"
ROWS = list(csv.DictReader(CORPUS.open(encoding="utf-8")))
# Taken, but not as the book means it: "they" here is each of the players spoken of before, read as the adversaries.
MISREAD = {"southern-4"}


def _parse(row: dict[str, str]):  # type: ignore[no-untyped-def]
    if starts_measure(row["sentence"]):
        return read_measure(row["sentence"], suit=row["suit"] or None, who=row["who"] or None)
    return parse_sentence(row["sentence"], suit=row["suit"] or None, who=row["who"] or None)


def _position(row: dict[str, str]) -> Position:
    known = [entry for entry in row["known"].split(";") if entry]
    return Position.from_options(hand=row["hand"] or None, known=known, trumps=row["trumps"] or None,
                                 dealer=row["dealer"] or None)


def _taken(row: dict[str, str]) -> bool:
    try:
        _parse(row)
    except ValueError:
        return False
    return row["id"] not in MISREAD


def test_the_corpus_is_the_books_words_with_their_sources() -> None:
    assert len(ROWS) >= 150
    assert len({row["id"] for row in ROWS}) == len(ROWS)
    for row in ROWS:
        assert " ".join(row["sentence"].split()) in " ".join(row["printed"].split()), row["id"]
        assert row["source"] and row["where"], row["id"]


def test_nine_in_ten_are_taken_as_printed() -> None:
    taken = sum(_taken(row) for row in ROWS)
    assert taken / len(ROWS) >= 0.9, (taken, len(ROWS))


def test_each_sentence_with_a_count_is_taken_and_each_without_is_refused_or_named() -> None:
    for row in ROWS:
        if row["count"]:
            assert _taken(row), row["id"]
        elif row["id"] not in MISREAD:
            with pytest.raises(ValueError, match="the nearest sentence taken"):
                _parse(row)


@pytest.mark.parametrize("row", [row for row in ROWS if row["count"]], ids=lambda row: row["id"])
def test_each_taken_sentence_is_answered_as_the_counter_counts(row: dict[str, str]) -> None:
    position = _position(row)
    read = _parse(row)
    if isinstance(read, Measure):  # a number asked: a mean, or a count of hands
        answer = answer_measure(read, position)
        assert (answer.count if answer.count is not None else answer.mean) == count(row["count"])
        return
    exact = sentence_exact(resolve_sentence(read, position), position)
    assert exact == count(row["count"])


def test_each_refused_sentence_is_listed_in_the_phrasebook_with_why() -> None:
    text = PHRASEBOOK.read_text(encoding="utf-8")
    for row in ROWS:
        if not _taken(row):
            assert row["id"] in text, row["id"]
