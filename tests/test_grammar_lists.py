"""The holding grammar keeps one list of who may hold (``HOLDER_WORDS``): the errors and the grammar's docstring
are made from it, and every form it names is one the grammar reads."""

import re

import pytest

import whistodds.odds.holdings.grammar as grammar
from whistodds.odds.holdings.grammar import HOLDER_WORDS, _Reader, parse_question, read_holders


def forms(listing: str) -> list[str]:
    """Each form a list names, a word written ``a/b`` standing for each of its alternatives."""
    found = []
    for item in listing.split(", "):
        words = [word.split("/") for word in item.split()]
        at = next((i for i, choices in enumerate(words) if len(choices) > 1), None)
        found += [item] if at is None else [" ".join([*item.split()[:at], choice, *item.split()[at + 1:]])
                                            for choice in words[at]]
    return found


def test_forms_expands_alternatives():
    assert forms("me, the second/third hand") == ["me", "the second hand", "the third hand"]


@pytest.mark.parametrize("form", forms(HOLDER_WORDS))
def test_every_holder_the_list_names_is_read(form):
    reader = _Reader(form + " holds AS")
    read_holders(reader)
    assert reader.words[reader.at:] == ["holds", "AS"], form


def test_the_docstring_and_the_error_give_the_one_list():
    assert HOLDER_WORDS in " ".join((grammar.__doc__ or "").split())
    with pytest.raises(ValueError, match=re.escape("expected who holds: " + HOLDER_WORDS)):
        parse_question("lefty holds KS")
    for form in ("you", "the first hand", "the fourth hand"):  # read, and named in the docstring's list before
        assert form in forms(HOLDER_WORDS)
