"""The parser of one statement: its holders, its verb and its holding, from a reader's place (the grammar is
:mod:`whistodds.odds.holdings.grammar`'s).

>>> parse_question("we hold at least 6 trumps between them").between
True
"""

from __future__ import annotations

from whistodds.odds.holdings.grammar.books import (OPENING_VERBS, book_verb, certain_cards, complete_suit,
                                                   counted_shape, hand_with, read_book_holders, read_card_first,
                                                   read_joined)
from whistodds.odds.holdings.grammar.idioms import by_honours, honours_divided, of_spoken, spoken_holding
from whistodds.odds.holdings.grammar.partitives import (cards_pointed_back, hands_pointed_back, points_back,
                                                        remember)
from whistodds.odds.holdings.grammar.classes import (_class, _pattern, _shapes, _suit_word, joined_ranks, per_suit,
                                                     uncounted_class, void_in)
from whistodds.odds.holdings.grammar.holders import read_holders, starts_holders
from whistodds.odds.holdings.grammar.verbs import either_honour, in_one_hand, passive, whole_suit
from whistodds.odds.holdings.grammar.reader import (_Reader, _any_cards, _bare, _cards, _count, _named_after, _number,
                                                    _or_more, _starts_card)
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Compared, Count, CountOf, CountOfSuit,
                                                  HigherThan, Holders, Holding, Quantifier, Question, Relation,
                                                  SuitScope)
from whistodds.odds.holdings.grammar.words import (_A_HOLDING, _CARD_RANK_WORDS, _HOLDING_WORDS, _VERBS, HOLDER_WORDS,
                                                   JOINERS, NUMBER_WORDS, SHAPE_WORDS)


_ME_SENSE = "one hand, read as yours (me): the figure is the same for any hand of which nothing is known"


def parse_question(text: str) -> Question:
    """Read one statement (see the package's grammar); a ValueError names the word it stopped at and what is
    allowed there."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"question {text!r} is empty; write e.g. 'partner holds at least 1 of AS KS QS'")
    reader = _Reader(text)
    question = read_statement(reader)
    if reader.at < len(reader.words):
        raise reader.fail("the end of the question")
    return question


def read_statement(reader: _Reader, holders: Holders | None = None) -> Question:
    """One statement from the reader's place; ``holders``: the subject of the statement before (an elided
    subject: "left holds a void or a singleton", "partner holds KS and not AS")."""
    start = reader.at
    negated = reader.accept("not")
    card_first = read_card_first(reader)
    back = hands_pointed_back(reader, holders)  # "neither of them holds a void": the hands named before
    elided = back is None and holders is not None and not starts_holders(reader)
    bare = early = False
    if card_first is not None:
        seat, cards, denied = card_first
        return _finish(reader, start, seat, cards, negated ^ denied)
    if back is None and (said := passive(reader, _holding_only, _any_holders)) is not None:
        return _finish(reader, start, said[0], said[1], negated ^ said[2])
    divided = honours_divided(reader)
    if divided is not None:
        return _finish(reader, start, *divided, negated)
    if back is not None:
        holders = back
    elif not elided or holders is None:
        book = read_book_holders(reader)
        bare = book is None and not starts_holders(reader)
        holders = book or (Holders(Quantifier.ONE, "me") if bare else read_holders(reader))
        early = any(len(unit) > 1 for unit in holders.units) and reader.accept_phrase("between", "them")
    if not bare and (idiom := by_honours(reader, holders)) is not None:  # "the dealer scores four by honours"
        return _finish(reader, start, *idiom, negated)
    if bare:
        negated ^= _bare_verb(reader)
    elif not elided or reader.peek() in _VERBS + ("does", "do", "is", "are"):
        negated ^= _verb(reader, holders)
        if (idiom := by_honours(reader, holders)) is not None:  # "we hold two by honours"
            return _finish(reader, start, *idiom, negated)
    try:
        holding, extra_negation = _holding(reader, holders)
    except ValueError:
        if bare and reader.at == start + negated:  # neither who holds nor what: the usual error, on who holds
            read_holders(reader)
        raise
    if bare and (anyone := in_one_hand(reader)) is not None:  # "held the thirteen trumps in one hand"
        holders = anyone
    return _finish(reader, start, holders, holding, negated ^ extra_negation, early)


def _holding_only(reader: _Reader) -> Holding:
    return _holding(reader, Holders(Quantifier.ONE, "me"))[0]


def _any_holders(reader: _Reader) -> Holders:
    return read_book_holders(reader) or read_holders(reader)


def _bare_verb(reader: _Reader) -> bool:
    """No holder named ("being dealt four aces", "a Yarborough"): one hand, yours; a verb may open it."""
    reader.note(f"no holder named: {_ME_SENSE}")
    if reader.peek() in OPENING_VERBS:
        denied = book_verb(reader)
        return bool(denied)
    return False


def _finish(reader: _Reader, start: int, holders: Holders, holding: Holding, negated: bool,
            early: bool = False) -> Question:
    """The statement's end: "only" (a count as written), "between them", words in brackets restating the holding,
    a list going on."""
    reader.accept("only")
    remember(reader, holding)
    each_suit = per_suit(reader, holding)
    if reader.peek() == "(":
        _restated(reader, holders, holding)
    between = early or reader.accept_phrase("between", "them") or reader.accept_phrase("between", "us") or \
        reader.accept_phrase("between", "you") or reader.accept("together")
    if between and not any(len(unit) > 1 for unit in holders.units):
        reader.at -= 1
        raise reader.fail("a side before 'between them' (we, they, me and partner, left and right)")
    if not reader.done() and not list_goes_on(reader, holding):
        after_cards = isinstance(holding, CountOf) and holding.cards.kind is ClassKind.CARDS
        raise reader.fail("a card (AS, 10H, the king of spades), 'and', 'or', 'given' or the end" if after_cards
                          else "'and', 'or', 'given', 'between them' or the end of the question")
    text = " ".join(reader.words[start:reader.at])
    return Question(text=text if start or reader.at < len(reader.words) else reader.text, holders=holders,
                    holding=holding, negated=negated, between=between, per_suit=each_suit)


def list_goes_on(reader: _Reader, holding: Holding) -> bool:
    """A list of counts for one holder, its commas dropped ("four spades, four hearts, three diamonds, and two
    clubs"): the next count is another statement of the same holder, joined by 'and'."""
    return isinstance(holding, (CountOf, CountOfSuit)) and (reader.peek().isdigit() or reader.peek() in NUMBER_WORDS
                                                            or points_back(reader))


def _restated(reader: _Reader, holders: Holders, holding: Holding) -> None:
    """Words in brackets after a holding that say it again ("a perfect hand (13 cards in one suit)")."""
    reader.take("(")
    again, _ = _holding(reader, holders)
    if again != holding:
        raise reader.fail("in brackets, the same holding said again (a perfect hand (13 cards in one suit))")
    reader.take(")")


def _verb(reader: _Reader, holders: Holders) -> bool:
    """The verb; True where it denies ("does not hold", "has not")."""
    if reader.peek() in ("does", "do") and reader.peek(1) == "not":
        reader.at += 2
        reader.take("hold", "have")
        return True
    if reader.peek() in ("is", "are") and reader.peek(1) in ("void", "out"):
        return False  # "is void in spades": the holding reads it
    if reader.peek() in ("has", "have") and reader.peek(1) == "shown":
        return False
    denied = book_verb(reader)
    if denied is not None:
        return denied
    if reader.peek() in _VERBS:
        reader.at += 1
        if reader.peek() == "not" and not reader.peek(1) in ("more", "fewer", "less"):
            reader.at += 1
            return True
        return False
    if reader.peek() in ("holding",):
        reader.at += 1
        return False
    raise reader.fail("a verb: holds, has, does not hold, has not, is void in, has shown out of, is dealt, will "
                      "hold, shall have, receiving")


def _holding(reader: _Reader, holders: Holders) -> tuple[Holding, bool]:
    """The holding, and whether its words deny it ("no singleton or void" is "not a singleton or void")."""
    reader.accept("only")  # "only one trump": the count as written
    word = reader.peek()
    if word in ("is", "are"):  # is void in spades / is out of spades / is void in at least one suit
        return void_in(reader), False
    if word in ("has", "have") and reader.peek(1) == "shown":
        reader.at += 2
        reader.take("out")
        reader.take("of", "in")
        suit = _suit_word(reader)
        return CountOf(Count(Relation.EXACTLY, 0, sense="shown out: none now"), suit), False
    if word in ("a", "an") and reader.peek(1) in ("higher", "better"):
        reader.at += 2
        suit = _suit_word(reader)
        reader.take("than")
        other = read_holders(reader, subject=False)
        if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE or holders.units \
                or other.units:
            reader.at -= 1
            raise reader.fail("one seat on each side of 'a higher ... than'")
        return HigherThan(suit, other), False
    if word in ("more", "fewer", "less") and reader.peek(1) not in ("than", "of") or (word, reader.peek(1)) == (
            "as", "many"):  # "as" alone is the ace of spades
        return _compared(reader, holders, {"more": Relation.MORE_THAN, "as": Relation.EXACTLY}.get(
            word, Relation.FEWER_THAN)), False
    if (word, reader.peek(1)) in (("at", "least"), ("at", "most")) and (reader.peek(2), reader.peek(3)) == (
            "as", "many"):
        reader.at += 2
        return _compared(reader, holders, Relation.AT_LEAST if reader.words[reader.at - 1].lower() == "least"
                         else Relation.AT_MOST), False
    if word == "exactly" and (reader.peek(1), reader.peek(2)) == ("as", "many"):  # the same as "as many"
        reader.at += 1
        return _compared(reader, holders, Relation.EXACTLY), False
    if (denied := hand_with(reader)) is not None:  # "receiving a hand with no aces": what the hand holds
        holding, more = _holding(reader, holders)
        return holding, more ^ denied
    pattern = _pattern(reader)
    if pattern is not None:
        return pattern, False
    said = whole_suit(reader) or either_honour(reader) or cards_pointed_back(reader) or read_joined(reader) or \
        certain_cards(reader, None) or spoken_holding(reader)
    if said is not None:
        return said, False
    if _starts_card(reader):
        cards = _cards(reader)
        return CountOf(Count(Relation.EXACTLY, len(cards.cards) + len(cards.trump_ranks),
                             sense="named cards: all of them"), cards), False
    if word in ("all", "none", "both", "neither") and reader.peek(1) in ("of", "the") or word == "none":
        saved = reader.at
        reader.at += 1
        if reader.peek() == "the" and word in ("all",):
            pass
        elif word != "all" or reader.peek() == "of":
            reader.take("of")
        if word == "all" and not _starts_card(reader):
            reader.accept("the")
        if word in ("all", "none", "both", "neither") and _starts_card(reader):
            cards = _cards(reader)
            n = len(cards.cards) + len(cards.trump_ranks)
            if word == "both" and n != 2:
                raise reader.fail("two cards after 'both of'")
            number = 0 if word in ("none", "neither") else n
            return CountOf(Count(Relation.EXACTLY, number, sense="none" if number == 0 else "all of them"),
                           cards), False
        if word in ("none", "neither"):
            raise reader.fail("cards after 'none of' (AS KS, the ace of spades)")
        reader.at = saved  # "all the honours": a class, read below
    if word == "all":
        reader.at += 1
        reader.accept("the")
        written = _number(reader)
        card_class = _class(reader, plural=True)
        if isinstance(card_class, SuitScope):
            reader.at -= 1
            raise reader.fail("a class of cards after 'all' (not cards of a suit)")
        return CountOf(Count(Relation.EXACTLY, -1 if written is None else written, everything=True,
                             sense="all of them"), card_class), False
    if word == "no":
        reader.at += 1
        shapes = _shapes(reader)
        if shapes is not None:  # "no singleton or void": every suit of another length
            others = tuple(n for n in range(14) if n not in shapes)
            names = " or ".join(w for w, n in SHAPE_WORDS.items() if n in shapes)
            return CountOfSuit(Count(Relation.EXACTLY, others[0], numbers=others,
                                     sense=f"no {names}: every suit of {others[0]} cards or more"
                                     if others == tuple(range(others[0], 14)) else f"no {names}"),
                               SuitScope.EVERY), False
        card_class = _class(reader, plural=True)
        if isinstance(card_class, SuitScope):
            return CountOfSuit(Count(Relation.EXACTLY, 0, sense="no: none"), card_class), False
        card_class = joined_ranks(reader, card_class)  # "no court cards or aces": none of either
        return CountOf(Count(Relation.EXACTLY, 0, sense="no: none"), card_class), False
    if word in ("a", "an"):
        reader.at += 1
        complete = complete_suit(reader)
        if complete is not None:
            return complete, False
        if reader.accept("yarborough"):
            return CountOf(Count(Relation.EXACTLY, 0, sense="a yarborough: no card above the nine"),
                           CardClass(ClassKind.ABOVE, above=9)), False
        if _starts_card(reader):
            reader.at -= 1
            cards = _cards(reader)
            return CountOf(Count(Relation.EXACTLY, len(cards.cards) + len(cards.trump_ranks),
                                 sense="named cards: all of them"), cards), False
        card_class = _class(reader, plural=False, expected=_A_HOLDING)
        if isinstance(card_class, SuitScope):
            reader.at -= 1
            raise reader.fail(_A_HOLDING)
        return CountOf(Count(Relation.AT_LEAST, 1, sense="'a': at least one"), card_class), False
    if word == "the":
        reader.at += 1
        if reader.peek() in _CARD_RANK_WORDS:
            reader.at += 1
            raise reader.fail("'of' and its suit: the king of spades, the king of trumps")
        raise reader.fail("a card in words after 'the': the ace of spades, the knave of trumps")
    count = _count(reader)
    if count is None and (uncounted := uncounted_class(reader)) is not None:  # "has court cards": at least one
        return uncounted, False
    if count is None:
        before = reader.words[reader.at - 1].lower() if reader.at else ""
        if before in ("or", "and"):
            raise reader.fail(f"after {before!r}: 'more', 'upwards', 'fewer' (four trumps or more), another "
                              f"holding (a void or a singleton), or who holds ({HOLDER_WORDS})")
        raise reader.fail(_HOLDING_WORDS)
    counted = counted_shape(reader, count) or certain_cards(reader, count) or of_spoken(reader, count)
    if counted is not None:
        return counted, False
    if reader.accept("of") or reader.accept_phrase("out", "of") or (
            reader.peek() in ("card", "cards") and reader.peek(1) in ("of", "out") and _named_after(reader)):
        if reader.peek() in ("card", "cards"):
            reader.at += 1
            reader.accept("of") or reader.accept_phrase("out", "of")
        named = _any_cards(reader) if not _starts_card(reader) else None
        return CountOf(_bare(count, Relation.AT_LEAST, "a bare count of named cards: at least"),
                       named if named is not None else _cards(reader)), False
    card_class = _class(reader, plural=count.number != 1)
    count = _or_more(reader, count)
    if isinstance(card_class, SuitScope):
        return CountOfSuit(_bare(count, Relation.EXACTLY, "a bare count: exactly"), card_class), False
    return CountOf(_bare(count, Relation.EXACTLY, "a bare count: exactly"), card_class), False


def _compared(reader: _Reader, holders: Holders, relation: Relation) -> Compared:
    """``more trumps than eldest``, ``as many spades as right``, ``at least as many ... as``: from the first word."""
    as_many = reader.peek() == "as"
    reader.at += 1
    if as_many:
        reader.take("many")
    card_class = _class(reader, plural=True)
    if isinstance(card_class, SuitScope):
        reader.at -= 1
        raise reader.fail("a class of cards to compare (trumps, spades, honours, ...), not cards of a suit")
    reader.take("as" if as_many else "than")
    other = read_holders(reader, subject=False)
    if holders.quantifier is not Quantifier.ONE or other.quantifier is not Quantifier.ONE:
        reader.at -= 1
        raise reader.fail("one seat or side on each side of a comparison")
    return Compared(relation, card_class, other)
