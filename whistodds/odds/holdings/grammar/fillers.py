"""Words the books put in a sentence that say nothing of the cards ("at whist", "actually", "such a", "in an
opening hand", quote marks round a word), skipped and shown in the reading as ignored; and a condition said
first ("If the opponents hold two honors in a suit, they will be divided ..."), read as the rest given it.

>>> book_words("If we hold AS, left holds KS", "If we hold AS left holds KS".split())
(['left', 'holds', 'KS', 'given', 'we', 'hold', 'AS'], ["'If A, B': read as B given A"])
>>> book_words("the dealer at whist holds four trumps", "the dealer at whist holds four trumps".split())[0]
['the', 'dealer', 'holds', 'four', 'trumps']
"""

from __future__ import annotations

# Phrases that say nothing of the cards, lower case; each skipped wherever it stands.
_IGNORED: tuple[tuple[str, ...], ...] = (
    ("at", "whist"), ("at", "bridge"), ("actually",), ("in", "an", "opening", "hand"), ("in", "the", "opening", "hand"),
    ("ever",), ("initially",), ("originally",))
_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen")
_QUOTES = "\"“”‘’«»"


def book_words(text: str, words: list[str]) -> tuple[list[str], list[str]]:
    """The sentence's words with the ignored ones dropped, and the notes saying what was dropped and why."""
    notes: list[str] = []
    stripped = text.strip()
    if stripped[:3].lower() == "if " and "," in stripped:  # "If A, B": B given A (the comma ends the condition)
        condition, _, rest = stripped[3:].partition(",")
        if rest.strip():
            words = rest.split() + ["given"] + condition.split()
            notes.append("'If A, B': read as B given A")
    kept: list[str] = []
    at = 0
    while at < len(words):
        word = words[at].strip(_QUOTES) if words[at] not in _QUOTES else ""
        found = next((phrase for phrase in _IGNORED if [w.lower() for w in words[at:at + len(phrase)]] ==
                      list(phrase)), None)
        if word.lower() == "for" and not kept and at + 2 < len(words):  # "for West to have": West to have
            notes.append("'for ... to have': the holder, then the verb")
            at += 1
            continue
        if word.lower() == "such" and at + 1 < len(words) and words[at + 1].lower() in ("a", "an"):
            found = ("such",)
        if found is not None:
            notes.append(f"{' '.join(found)!r}: ignored (says nothing of the cards)")
            at += len(found)
            continue
        if word:
            kept.append(word)
        at += 1
    return _relation_after(kept, notes), notes


def _relation_after(words: list[str], notes: list[str]) -> list[str]:
    """"one honour at least", "two trumps at most": the relation said after the class, read before the count."""
    for at in range(len(words) - 3):
        number, relation = words[at].lower(), [w.lower() for w in words[at + 2:at + 4]]
        if (number.isdigit() or number in _NUMBERS) and relation in (["at", "least"], ["at", "most"]) and \
                words[at + 1].lower() not in ("or", "and", "to", "in", "of"):
            notes.append(f"'{words[at]} {words[at + 1]} at {relation[1]}': read as 'at {relation[1]} {words[at]} "
                         f"{words[at + 1]}'")
            return [*words[:at], *words[at + 2:at + 4], *words[at:at + 2], *_relation_after(words[at + 4:], notes)]
    return words
