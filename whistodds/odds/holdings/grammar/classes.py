"""Classes of cards and hand patterns: "trumps", "honours in spades", "a small trump", "cards above the
nine", "cards of one suit"; "a 4-4-3-2 hand", "a singleton or a void", "a four-card suit", "a suit of five or more".

>>> from whistodds.odds.holdings.grammar.reader import _Reader
>>> honours = _class(_Reader("honours in spades"))
>>> honours.kind, honours.in_suit
(<ClassKind.HONOURS: 'honours'>, 3)
>>> _pattern(_Reader("a 4-4-3-2 hand"))
Pattern(lengths=(4, 4, 3, 2))
"""

from __future__ import annotations

from whistodds.odds.holdings.grammar.reader import _Reader, _bare, _count, _number, _or_more, spoken_suit
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Count, CountOf, CountOfSuit, Pattern, Relation,
                                                  SuitScope)
from whistodds.odds.holdings.grammar.words import (_ORDINAL_CARDS, _PATTERN, _RANK_WORDS, _SUIT_WORDS, CLASS_WORDS,
                                                   NUMBER_WORDS, SHAPE_WORDS, SUIT_WORDS_TEXT)


def _suit_word(reader: _Reader) -> CardClass:
    word = reader.peek()
    if word in ("trump", "trumps"):
        reader.at += 1
        return CardClass(ClassKind.TRUMPS)
    if word in _SUIT_WORDS:
        reader.at += 1
        return CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[word])
    raise reader.fail("a suit: " + SUIT_WORDS_TEXT)


def _shapes(reader: _Reader) -> tuple[int, ...] | None:
    """"singleton or void", "void or a singleton", "a doubleton": the suit lengths named, else None."""
    saved = reader.at
    lengths: list[int] = []
    while True:
        reader.accept("a", "an")
        if reader.peek() not in SHAPE_WORDS:
            break
        lengths.append(SHAPE_WORDS[reader.peek()])
        reader.at += 1
        if reader.peek() == "or" and (reader.peek(1) in SHAPE_WORDS or (reader.peek(1) in ("a", "an") and
                                                                       reader.peek(2) in SHAPE_WORDS)):
            reader.at += 1
            continue
        break
    if not lengths:
        reader.at = saved
        return None
    if reader.peek() == "in":  # "a void in spades" is a count of the suit
        reader.at = saved
        return None
    return tuple(sorted(set(lengths)))


def _pattern(reader: _Reader) -> CountOfSuit | Pattern | CountOf | None:
    """A hand pattern: "a 4-4-3-2 hand", "a void", "a singleton or a void", "a four-card suit", "a suit of
    five or more", "a void in spades"; None (the reader where it was) if the words are not one."""
    saved = reader.at
    reader.accept("a", "an")
    word = reader.peek()
    match = _PATTERN.match(word)
    if match:
        lengths = tuple(sorted((int(n) for n in word.split("-")), reverse=True))
        reader.at += 1
        reader.accept("hand", "pattern", "distribution", "shape")
        return Pattern(lengths)
    if word in ("distribution", "pattern", "shape") and reader.peek(1) == "of" and reader.peek(2) == "suits":
        reader.at += 3  # "a distribution of suits 4, 4, 3, 2": the lengths, commas dropped
        said = [int(reader.take(reader.peek())) if reader.peek().isdigit() else -1 for _ in range(4)]
        if -1 in said or sum(said) != 13:
            raise reader.fail("four suit lengths making 13 (a distribution of suits 4, 4, 3, 2)")
        return Pattern(tuple(sorted(said, reverse=True)))
    if word in SHAPE_WORDS and reader.peek(1) in ("trump", "spade", "heart", "diamond", "club"):  # a singleton trump
        reader.at += 1
        return CountOf(Count(Relation.EXACTLY, SHAPE_WORDS[word], sense=f"a {word}: exactly {SHAPE_WORDS[word]}"),
                       _suit_word(reader))
    if word in SHAPE_WORDS and reader.peek(1) == "in":
        number = SHAPE_WORDS[word]
        reader.at += 2
        suit = _suit_word(reader)
        return CountOf(Count(Relation.EXACTLY, number, sense=f"a {word}: exactly {number}"), suit)
    shapes = _shapes(reader)
    if shapes is not None:
        names = " or ".join(f"a {w}" for w, n in SHAPE_WORDS.items() if n in shapes)
        return CountOfSuit(Count(Relation.EXACTLY, shapes[0], numbers=shapes if len(shapes) > 1 else (),
                                 sense=f"{names}: a suit of exactly {' or '.join(str(n) for n in shapes)}"),
                           SuitScope.SOME)
    said_length = _card_length(reader)
    if said_length is not None:  # "a five-card suit", "an 11-card suit", "an 11 card suit"
        word, number = said_length
        count = _or_more(reader, Count(Relation.EXACTLY, number, sense="bare"))
        return CountOfSuit(_bare(count, Relation.EXACTLY, f"a {word} suit: exactly {number}"), SuitScope.SOME)
    if word == "suit" and reader.peek(1) == "of":
        reader.at += 2
        length = _count(reader)
        if length is None:
            raise reader.fail("a number after 'a suit of' (a suit of five or more)")
        reader.accept("cards", "card")
        length = _or_more(reader, length)
        return CountOfSuit(_bare(length, Relation.EXACTLY, "a bare count: exactly"), SuitScope.SOME)
    if word == "long" and reader.peek(1) == "suit":
        reader.at = saved
        return None
    reader.at = saved
    return None


_NAMED = ("particular", "given", "certain", "named", "specified")


def _named_suit(reader: _Reader) -> CardClass:
    """"a particular suit" (named before the deal): the suit spoken of, else spades (the same for any suit)."""
    suit = reader.context.suit or CardClass(ClassKind.SUIT, suit=3)
    reader.note("a particular suit: one suit named beforehand (the suit spoken of, else spades: the figure is the "
                "same for any)")
    return CardClass(ClassKind.ALL, in_suit=suit.suit, in_trumps=suit.kind is ClassKind.TRUMPS)


def _card_length(reader: _Reader) -> tuple[str, int] | None:
    """"five-card suit", "11-card suit", "11 card suit" (the words and the length, the reader after "suit"), else
    None (the reader where it was)."""
    word = reader.peek()
    number = _ORDINAL_CARDS.get(word)
    if number is None and word.endswith("-card") and word[:-5].isdigit():
        number = int(word[:-5])
    if number is not None and reader.peek(1) == "suit":
        reader.at += 2
        return word, number
    if (word.isdigit() or word in NUMBER_WORDS) and reader.peek(1) == "card" and reader.peek(2) == "suit":
        reader.at += 3
        number = int(word) if word.isdigit() else NUMBER_WORDS[word]
        return f"{word}-card", number
    return None


def _class(reader: _Reader, plural: bool = True, expected: str | None = None) -> CardClass | SuitScope:
    word = reader.peek()
    small = word == "small"
    if small:
        reader.at += 1
        word = reader.peek()
    card_class: CardClass | SuitScope
    if word in ("trumps", "trump") or word in _SUIT_WORDS:
        card_class = _suit_word(reader)
        if small:
            return CardClass(ClassKind.BELOW, above=10, in_trumps=card_class.kind is ClassKind.TRUMPS,
                             in_suit=card_class.suit)
        return card_class
    if word in ("honours", "honour", "honors", "honor"):
        reader.at += 1
        card_class = CardClass(ClassKind.HONOURS)
    elif word in _RANK_WORDS and not (word in NUMBER_WORDS and reader.peek(1) in ("cards", "card")):
        reader.at += 1
        card_class = CardClass(ClassKind.RANKS, ranks=(_RANK_WORDS[word],))
    elif word in ("court", "picture", "face", "coat") and reader.peek(1) in ("cards", "card"):
        reader.at += 2
        if word != "court":
            reader.note(f"{word} cards: the court cards (king, queen, knave of every suit)")
        card_class = CardClass(ClassKind.RANKS, ranks=(13, 12, 11))
    elif word in ("cards", "card"):
        reader.at += 1
        if small:
            card_class = CardClass(ClassKind.BELOW, above=10)
        elif reader.accept("above", "higher") or reader.accept_phrase("better", "than"):
            reader.accept("than")
            reader.accept("the", "a", "an")  # "above the nine", "higher than a nine"
            number = _number(reader)
            if number is None and reader.peek() in _RANK_WORDS:
                number = _RANK_WORDS[reader.peek()]
                reader.at += 1
            if number is None or not 1 <= number <= 14:
                raise reader.fail("a rank from 1 to 14 (the nine, knave 11, queen 12, king 13, ace 14)")
            card_class = CardClass(ClassKind.ABOVE, above=number)
        elif reader.peek() in ("in", "of") and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in (
                "trumps", "trump")):
            card_class = CardClass(ClassKind.ALL)
        else:
            reader.accept("out")  # "thirteen cards out of a particular suit"
            if reader.peek() not in ("of", "in") and reader.context.suit is not None:  # "3 cards or more": of it
                reader.note("'cards' with no suit: of the suit spoken of")
                return reader.context.suit
            if reader.peek() not in ("of", "in"):
                raise reader.fail("'above N', 'of one suit', 'of every suit' or 'in SUIT' after 'cards'")
            reader.at += 1
            if reader.peek() in ("a", "one") and reader.peek(1) in _NAMED and reader.peek(2) == "suit":
                reader.at += 3
                return _named_suit(reader)
            scope = reader.take("one", "some", "a", "each", "every", "any")
            reader.take("suit")
            return SuitScope.EVERY if scope in ("each", "every") else SuitScope.SOME
    else:
        raise reader.fail(expected or "a class of cards: " + CLASS_WORDS)
    if small:
        if card_class.kind is not ClassKind.ALL:
            raise reader.fail("'small cards' or 'a small trump' (small: below the ten)")
    from dataclasses import replace

    if reader.peek() in ("in", "of") and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in ("trumps", "trump")):
        reader.at += 1
        suit = _suit_word(reader)
        return replace(card_class, in_suit=suit.suit, in_trumps=suit.kind is ClassKind.TRUMPS)
    if reader.context.suit is None and _said(reader, _SOME_SUIT):  # "of the same suit", no suit spoken of: some suit
        return card_class
    spoken = spoken_suit(reader) if card_class.kind is not ClassKind.ALL else None
    if spoken is not None:  # "an honour in that suit"
        return replace(card_class, in_suit=spoken.suit, in_trumps=spoken.kind is ClassKind.TRUMPS)
    return card_class


_PLURAL_CLASSES = ("trumps", "honours", "honors", "aces", "kings", "queens", "knaves", "jacks", "court", "picture",
                   "face", "coat", "spades", "hearts", "diamonds", "clubs")


def uncounted_class(reader: _Reader) -> CountOf | None:
    """A class with no count ("has court cards in every suit", "holds trumps"): at least one of them; None where
    the words are not a plural class."""
    if reader.peek() not in _PLURAL_CLASSES or reader.peek() in ("court", "picture", "face", "coat") and reader.peek(
            1) != "cards":
        return None
    found = _class(reader)
    if isinstance(found, SuitScope):
        return None
    return CountOf(Count(Relation.AT_LEAST, 1, sense="a class with no count: at least one of them"), found)


_EVERY_SUIT = (("in", "every", "suit"), ("in", "each", "suit"), ("in", "all", "four", "suits"), ("in", "all", "suits"),
               ("in", "each", "of", "the", "four", "suits"), ("in", "every", "one", "of", "the", "four", "suits"))
_SOME_SUIT = (("of", "the", "same", "suit"), ("in", "the", "same", "suit"), ("in", "one", "suit"),
              ("of", "one", "suit"), ("in", "some", "suit"), ("in", "any", "one", "suit"),
              ("in", "a", "single", "suit"))


def _said(reader: _Reader, phrases: tuple[tuple[str, ...], ...]) -> bool:
    return any(tuple(reader.peek(i) for i in range(len(words))) == words for words in phrases)


def per_suit(reader: _Reader, holding: object) -> SuitScope | None:
    """"court cards in every suit", "an ace in each suit": the count of a class in each of the four suits; "all
    three court cards of the same suit", "three kings in one suit"... in some one suit (not the honours: in one
    suit the books' honours are bridge's five); None (nothing read) where the words do not say so."""
    if not isinstance(holding, CountOf) or holding.cards.kind in (ClassKind.CARDS, ClassKind.SUIT, ClassKind.TRUMPS) \
            or holding.cards.in_suit is not None or holding.cards.in_trumps:
        return None
    for scope, phrases in ((SuitScope.EVERY, _EVERY_SUIT), (SuitScope.SOME, _SOME_SUIT)):
        if scope is SuitScope.SOME and holding.cards.kind is ClassKind.HONOURS:
            continue
        for words in phrases:
            if "same" in words and reader.context.suit is not None:
                continue  # "of the same suit" with a suit spoken of is that suit (the class reads it)
            if reader.accept_phrase(*words):
                reader.note(f"'{' '.join(words)}': the count in " + (
                    "each of the four suits, every one of them" if scope is SuitScope.EVERY else
                    "one suit or another (some suit)"))
                return scope
    return None


def joined_ranks(reader: _Reader, card_class: CardClass) -> CardClass:
    """After "no": "no court cards or aces", "no aces nor kings": none of either, the ranks joined into one class
    (the words after 'or' are not a holding of their own)."""
    while card_class.kind in (ClassKind.RANKS, ClassKind.ABOVE) and card_class.in_suit is None:
        saved = reader.at  # "no aces, face cards, or cards above a nine": a list, its commas dropped
        reader.accept("or", "nor")
        word = reader.peek()  # a number word is a count ("no aces, four spades": a list of statements)
        if word in NUMBER_WORDS or not (word in _RANK_WORDS or word in _COURT or word == "cards"):
            reader.at = saved
            break
        try:
            other = _class(reader)
        except ValueError:
            other = None
        joined = _ranks_joined(card_class, other) if isinstance(other, CardClass) else None
        if joined is None:
            reader.at = saved
            break
        reader.note("no ... or ...: none of any of them")
        card_class = joined
    return card_class


_COURT = ("court", "picture", "face")


def _ranks_joined(first: CardClass, other: CardClass) -> CardClass | None:
    """Two classes of ranks as one ("court cards or aces"; "aces or cards above a nine": above the nine), else
    None (not classes of ranks in every suit)."""
    if other.in_suit is not None or other.in_trumps or other.kind not in (ClassKind.RANKS, ClassKind.ABOVE):
        return None
    ranks = set(first.ranks) | set(other.ranks)
    above = [c.above for c in (first, other) if c.kind is ClassKind.ABOVE]
    if above:
        low = min(above)
        return CardClass(ClassKind.ABOVE, above=low) if all(rank > low for rank in ranks) else None
    return CardClass(ClassKind.RANKS, ranks=tuple(sorted(ranks, reverse=True)))


def void_in(reader: _Reader) -> CountOf | CountOfSuit:
    """After "is"/"are": "void in spades", "out of spades" (none of it); "void in at least one suit", "void in some
    suit" (a suit of none)."""
    reader.at += 1
    reader.take("void", "out")
    reader.take("in", "of")
    if reader.accept_phrase("at", "least", "one", "suit") or reader.accept_phrase("some", "suit") or \
            reader.accept_phrase("one", "suit") or reader.accept_phrase("a", "suit"):
        return CountOfSuit(Count(Relation.EXACTLY, 0, sense="void in at least one suit: some suit of none"),
                           SuitScope.SOME)
    return CountOf(Count(Relation.EXACTLY, 0, sense="void: none"), _suit_word(reader))
