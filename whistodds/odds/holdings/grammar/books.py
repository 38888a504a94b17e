"""The books' own ways of saying who holds what, read into the grammar's tree (the tool's short words stay as
they were):

- no holder named: "being dealt four aces", "a Yarborough", "a hand with no aces", "a player is dealt": one hand,
  read as yours (``me``); "no player", "each player", "any player": the quantifier over the four hands;
- partnerships without names: "two partners", "a partnership" (yours, between them), "both members of a
  partnership" (each of you and partner);
- a pronoun ("he", "she") from the setting's ``who``;
- tense and mood: "is dealt", "will hold", "shall have", "being dealt", "receiving", "has not been dealt", ...;
- words joined inside what is held: "either ace, king, or queen of the same", "both the king and the knave of
  trumps", "neither the ace nor the king", "the king or queen of clubs";
- shapes counted: "at least one singleton", "at least one five-card or longer suit", "a complete suit";
- certain cards: "a certain card", "two certain cards", "26 named cards", "any two cards";
- a card said first: "the ten is not behind you", "the king is with partner".

>>> from whistodds.odds.holdings.grammar.reader import Context
>>> reader = _Reader("either ace, king, or queen of the same", context=Context(suit=CardClass(ClassKind.SUIT, suit=3)))
>>> joined = read_joined(reader)
>>> joined.count.relation, joined.cards.cards
(<Relation.AT_LEAST: 'at least'>, (51, 50, 49))
"""

from __future__ import annotations

from whistodds.games.cards import SUIT_NAMES
from whistodds.odds.holdings.grammar.reader import _Reader, _is_card, spoken_suit
from whistodds.odds.holdings.grammar.tree import (CardClass, ClassKind, Count, CountOf, CountOfSuit, Holders,
                                                  Quantifier, Relation, SuitScope)
from whistodds.odds.holdings.grammar.words import (_CARD_RANK_WORDS, _ORDINAL_CARDS, _SUIT_WORDS, ARTICLES,
                                                   NUMBER_WORDS, SEAT_PHRASES, SHAPE_WORDS)

_ME = "one hand, read as yours (me): the figure is the same for any hand of which nothing is known"
_SIDES = (("me", "partner"), ("left", "right"))
_OF_THE_TWO_WORDS = {"either": Quantifier.ANY, "one": Quantifier.ANY, "neither": Quantifier.NO,
                     "none": Quantifier.NO, "both": Quantifier.EACH, "each": Quantifier.EACH}
# "either of the adversaries", "neither of the partners", "both of your opponents": each hand of the two on its own
# ("one of the adversaries" is the tool's own, read as it was).
_OF_THE_TWO: dict[tuple[str, ...], tuple[Quantifier, tuple[tuple[str, ...], ...], str]] = {
    (word, "of", whose, pair): (quantifier, (("left",), ("right",)) if pair != "partners" else (("me",), ("partner",)),
                                f"{word} of {whose} {pair}: each hand of the two on its own")
    for word, quantifier in _OF_THE_TWO_WORDS.items() for whose in ("the", "your")
    for pair in ("adversaries", "opponents", "antagonists", "partners")
    if (word, whose, pair) not in (("one", "the", "adversaries"), ("one", "the", "opponents"))}
# Holders the books name without a seat: the words, the quantifier, the units (as SIDE_PHRASES) and the sense.
BOOK_HOLDERS: dict[tuple[str, ...], tuple[Quantifier, tuple[tuple[str, ...], ...], str]] = {
    **{words: (Quantifier.ONE, (), _ME) for words in (
        ("a", "hand"), ("a", "player"), ("a", "given", "player"), ("a", "named", "player"), ("a", "given", "hand"),
        ("a", "particular", "player"), ("any", "one", "player"), ("a", "bridge", "hand"), ("a", "whist", "hand"),
        ("the", "hand"), ("a", "randomly", "dealt", "hand"), ("any", "randomly", "dealt", "hand"),
        ("a", "player", "at", "whist"), ("the", "reader"), ("a", "specified", "player"), ("a", "certain", "player"),
        ("a", "particular", "hand"), ("a", "specified", "hand"))},
    **{words: (Quantifier.ONE, (), "your hand (me)") for words in (
        ("the", "hand", "you", "picked", "up"), ("the", "hand", "you", "pick", "up"), ("the", "hand", "you", "hold"),
        ("the", "hand", "you", "held"), ("the", "hand", "you", "were", "dealt"), ("your", "hand"), ("my", "hand"))},
    **{words: (Quantifier.NO, (), "no hand of the four") for words in (
        ("no", "player"), ("no", "players"), ("none", "of", "the", "players"), ("no", "one"))},
    **{words: (Quantifier.EACH, (), "each of the four hands") for words in (
        ("each", "player"), ("every", "player"), ("all", "players"), ("all", "four", "players"),
        ("each", "of", "the", "players"), ("all", "the", "players"))},
    **{words: (Quantifier.ANY, (), "any of the four hands") for words in (
        ("any", "player"), ("some", "player"), ("one", "of", "the", "players"), ("one", "player"))},
    **{words: (Quantifier.ONE, (("me", "partner"),), "a partnership: yours, its cards together") for words in (
        ("a", "partnership"), ("two", "partners"), ("the", "partners"), ("partners",), ("the", "two", "partners"),
        ("the", "partnership"))},
    **{words: (Quantifier.EACH, (("me",), ("partner",)), "each member of a partnership: you and partner")
       for words in (("both", "members", "of", "a", "partnership"), ("the", "members", "of", "a", "partnership"),
                     ("each", "member", "of", "a", "partnership"), ("both", "members", "of", "the", "partnership"))},
    **_OF_THE_TWO,
    ("either", "partner"): (Quantifier.ANY, (("me",), ("partner",)), "you or partner, either of you"),
    ("neither", "partner"): (Quantifier.NO, (("me",), ("partner",)), "neither you nor partner"),
    ("each", "partner"): (Quantifier.EACH, (("me",), ("partner",)), "each of you and partner"),
    ("either", "partnership"): (Quantifier.ANY, _SIDES, "either partnership"),
    ("each", "partnership"): (Quantifier.EACH, _SIDES, "each partnership"),
    ("both", "partnerships"): (Quantifier.EACH, _SIDES, "each partnership"),
    ("neither", "partnership"): (Quantifier.NO, _SIDES, "neither partnership"),
    ("the", "two", "opponents"): (Quantifier.ONE, (("left", "right"),), "the adversaries, their cards together"),
    **{(word, single + ("s" if word == "both" else "")): (
        quantifier, (("left",), ("right",)),
        f"{word} {single}{'s' if word == 'both' else ''}: each adversary on its own")
       for word, quantifier in (("either", Quantifier.ANY), ("neither", Quantifier.NO), ("both", Quantifier.EACH),
                                ("each", Quantifier.EACH)) for single in ("opponent", "defender")},
}
PRONOUNS = ("he", "she", "him", "her", "his")
_MODALS = ("will", "shall", "may", "can", "must", "should", "would", "might", "could", "is", "are", "was", "were",
           "has", "have", "had", "does", "do", "did")
# Verbs of tense and mood (a "not" may follow the first word: "will not hold", "is not dealt").
BOOK_VERBS: tuple[tuple[str, ...], ...] = tuple(sorted({
    *((modal, "be", "dealt") for modal in _MODALS[:9]), *((modal, "hold") for modal in _MODALS[:9]),
    *((modal, "have") for modal in _MODALS[:9]), *((modal, "receive") for modal in _MODALS[:9]),
    ("is", "dealt"), ("are", "dealt"), ("was", "dealt"), ("were", "dealt"), ("has", "been", "dealt"),
    ("have", "been", "dealt"), ("had", "been", "dealt"), ("being", "dealt"), ("to", "be", "dealt"), ("be", "dealt"),
    ("to", "hold"), ("to", "have"), ("to", "receive"), ("receiving",), ("receives",), ("received",), ("having",),
    ("held",), ("had",), ("gets",), ("getting",), ("with",), ("containing",), ("contains",), ("does", "hold"),
    ("does", "have"), ("did", "hold"), ("did", "have"), ("has", "been", "dealt"), ("holding",), ("of",),
    ("picking", "up"), ("picks", "up"), ("picked", "up"), ("pick", "up"), ("to", "pick", "up"), ("contained",),
    ("contain",), ("dealt",)}, key=len, reverse=True))
# Words with which a statement may open that has no holder ("being dealt four aces", "having a void").
OPENING_VERBS = ("being", "receiving", "having", "holding", "to", "getting", "containing", "picking", "held",
                 "dealt")
_CERTAIN = ("certain", "particular", "named", "given", "specified")


def read_book_holders(reader: _Reader) -> Holders | None:
    """The books' holders at the reader's place ("a player", "two partners", "he"), else None (nothing read)."""
    word = reader.peek()
    if word in PRONOUNS:
        who = reader.context.who
        if who is None:
            raise reader.fail(f"who {word!r} is: the sentence does not name the seat; name it (partner holds ...) or "
                              f"give it in the setting (who: a seat, a who column)")
        reader.at += 1
        reader.note(f"{word!r}: {who} (the setting's who)")
        return Holders(Quantifier.ONE, who)
    if reader.peek() in ("were", "are", "was", "is", "") and reader.peek(1) in ("each", "all") and \
            reader.peek(2) == "dealt" and reader.at == 0:  # "were each dealt a complete suit": the players, each
        reader.at += 2
        reader.note(f"'{reader.words[reader.at - 2]} {reader.words[reader.at - 1]}' with no holder: each of the "
                    f"four hands")
        return Holders(Quantifier.EACH)
    best: tuple[str, ...] | None = None
    for words in BOOK_HOLDERS:
        if tuple(reader.peek(i) for i in range(len(words))) == words and (best is None or len(words) > len(best)):
            best = words
    if best is None or _pattern_follows(reader, len(best)):
        return None
    reader.at += len(best)
    if best[-1] == "hand":  # "a hand of 13 cards", "a hand of thirteen cards"
        reader.accept_phrase("of", "13", "cards") or reader.accept_phrase("of", "thirteen", "cards")
    quantifier, units, sense = BOOK_HOLDERS[best]
    reader.note(f"{' '.join(best)!r}: {sense}")
    if not units and quantifier is Quantifier.ONE:
        return Holders(Quantifier.ONE, "me")
    if not units:
        return Holders(quantifier)
    return Holders(quantifier, " ".join(best), units)


def _pattern_follows(reader: _Reader, ahead: int) -> bool:
    """"a hand" in "a 4-4-3-2 hand" is a pattern's, not a holder's (the words after it are not a verb)."""
    return reader.peek(ahead) in ("hand", "pattern")


def book_verb(reader: _Reader) -> bool | None:
    """A verb of tense and mood; whether it denies ("will not hold", "without"); None (nothing read) where none is
    here."""
    if reader.accept("without"):  # "a hand without a court card": with none
        reader.note("'without': not holding what follows (none of it)")
        return True
    for words in BOOK_VERBS:
        if tuple(reader.peek(i) for i in range(len(words))) == words:
            reader.at += len(words)
            return False
        if len(words) > 1 and reader.peek() == words[0] and reader.peek(1) == "not" and tuple(
                reader.peek(i + 1) for i in range(1, len(words))) == words[1:]:
            reader.at += len(words) + 1
            return True
    return None


def hand_with(reader: _Reader) -> bool | None:
    """"a hand with no aces", "a hand without a court card", "a hand containing ..." after a verb ("receiving a
    hand with ..."): the hand is the holder's, what it holds follows; whether the words deny it; None (nothing
    read) where the words are not these."""
    if reader.peek() not in ("a", "an") or reader.peek(1) != "hand" or reader.peek(2) not in (
            "with", "without", "containing", "holding"):
        return None
    reader.at += 2
    return bool(book_verb(reader))


def _item(reader: _Reader) -> tuple[int, int | None, bool] | None:
    """One card of a list: (rank, suit or None: the suit comes after the list, trumps)."""
    saved = reader.at
    article = reader.accept("the")
    word = reader.peek()
    if _is_card(word) and not article:
        from whistodds.games.cards import parse_card

        card = parse_card(word)
        reader.at += 1
        return card % 13 + 2, card // 13, False
    if word in _CARD_RANK_WORDS and word not in ("aces",):
        if word in NUMBER_WORDS and not article and reader.peek(1) not in ("or", "and", "nor", "of", ""):
            reader.at = saved
            return None
        rank = _CARD_RANK_WORDS[word]
        reader.at += 1
        if reader.peek() == "of" and (reader.peek(1) in _SUIT_WORDS or reader.peek(1) in ("trumps", "trump")):
            suit = reader.peek(1)
            reader.at += 2
            if suit in ("trumps", "trump"):
                return rank, None, True
            return rank, _SUIT_WORDS[suit], False
        return rank, None, False
    reader.at = saved
    return None


def _bare_item_follows(reader: _Reader) -> bool:
    saved = reader.at
    item = _item(reader)
    reader.at = saved
    return item is not None and item[1] is None and not item[2] and reader.peek() not in NUMBER_WORDS


def read_joined(reader: _Reader) -> CountOf | None:
    """Cards joined inside what is held: "either A, B, or C", "both A and B", "neither A nor B", "the king or
    queen of clubs", "the queen" (of the suit spoken of); None (nothing read) where the tool's own reader of
    cards serves ("AS KS", "the ace of spades and the king of spades")."""
    saved = reader.at
    opener = reader.peek()
    lead = opener if opener in ("either", "both", "neither") and reader.peek(1) != "of" else ""
    reader.at += bool(lead)
    items: list[tuple[int, int | None, bool]] = []
    joiners: set[str] = set()
    while (item := _item(reader)) is not None:
        items.append(item)
        if item[1] is None and not item[2] and _bare_item_follows(reader):  # "ace, king, or queen": commas dropped
            continue
        if reader.peek() in ("or", "and", "nor"):
            after = reader.at
            reader.at += 1
            if _item(reader) is not None:
                reader.at = after
                joiners.add(reader.peek())
                reader.at += 1
                continue
            reader.at = after
        break
    bare = any(suit is None and not trump for _, suit, trump in items)
    if not items or (not lead and not bare) or (not lead and len(items) == 1 and opener != "the"):
        reader.at = saved
        return None
    return CountOf(_joined_count(reader, lead, joiners, len(items)), _joined_cards(reader, items, bare))


def _joined_count(reader: _Reader, lead: str, joiners: set[str], n: int) -> Count:
    if len(joiners) > 1:
        raise reader.fail("cards joined one way: all by 'or', all by 'and', or all by 'nor'")
    joiner = next(iter(joiners), "")
    if lead == "neither" or joiner == "nor":
        return Count(Relation.EXACTLY, 0, sense="neither ... nor: none of them")
    if lead == "either" or joiner == "or":
        return Count(Relation.AT_LEAST, 1, sense="either ... or: at least one of them")
    if n == 1:
        return Count(Relation.EXACTLY, 1, sense="named cards: all of them")
    return Count(Relation.EXACTLY, n, sense="both ... and: all of them")


def _joined_cards(reader: _Reader, items: list[tuple[int, int | None, bool]], bare: bool) -> CardClass:
    after: CardClass | None = None
    rank, last_suit, last_trump = items[-1]
    if bare and (last_suit is not None or last_trump):  # "the king or queen of clubs": the suit said once, last
        after = CardClass(ClassKind.TRUMPS) if last_trump else CardClass(ClassKind.SUIT, suit=last_suit)
    elif bare:
        if reader.peek() in ("of", "in") and reader.peek(1) in _SUIT_WORDS:
            after = CardClass(ClassKind.SUIT, suit=_SUIT_WORDS[reader.peek(1)])
            reader.at += 2
        elif reader.peek() in ("of", "in") and reader.peek(1) in ("trumps", "trump"):
            after = CardClass(ClassKind.TRUMPS)
            reader.at += 2
        else:
            after = spoken_suit(reader, after_word=True)
    cards: list[int] = []
    trump_ranks: list[int] = []
    for rank, suit, trump in items:
        if suit is None and not trump:
            assert after is not None
            trump = after.kind is ClassKind.TRUMPS
            suit = after.suit
        if trump:
            trump_ranks.append(rank)
        else:
            assert suit is not None
            cards.append(suit * 13 + rank - 2)
    if len(set(cards)) < len(cards) or len(set(trump_ranks)) < len(trump_ranks):
        raise reader.fail("cards written once each")
    return CardClass(ClassKind.CARDS, tuple(cards), trump_ranks=tuple(trump_ranks))


def counted_shape(reader: _Reader, count: Count) -> CountOfSuit | None:
    """After a count: "at least one singleton", "one void", "at least one five-card or longer suit" (a suit of
    that shape, some suit); None where no shape follows."""
    word = reader.peek()
    single = word[:-1] if word.endswith("s") else word
    if single in SHAPE_WORDS:
        reader.at += 1
        shape = Count(Relation.EXACTLY, SHAPE_WORDS[single], sense=f"a {single}: a suit of exactly "
                                                                     f"{SHAPE_WORDS[single]}")
    elif word in _ORDINAL_CARDS:
        reader.at += 1
        longer = reader.accept_phrase("or", "longer") or reader.accept_phrase("or", "more")
        reader.take("suit", "suits")
        number = _ORDINAL_CARDS[word]
        shape = Count(Relation.AT_LEAST, number, sense=f"a {word} or longer suit") if longer else Count(
            Relation.EXACTLY, number, sense=f"a {word} suit: exactly {number}")
    else:
        return None
    if count.number != 1 or count.relation not in (Relation.AT_LEAST, Relation.EXACTLY) or count.numbers:
        raise reader.fail("one, a or at least one before a shape (at least one singleton): the count of such suits "
                          "is read as some suit only")
    return CountOfSuit(shape, SuitScope.SOME)


def complete_suit(reader: _Reader) -> CountOfSuit | None:
    """"a complete suit", "a perfect hand", "a whole suit": thirteen cards of one suit."""
    if reader.peek() in ("complete", "whole", "perfect") and reader.peek(1) in ("suit", "hand"):
        reader.at += 2
        return CountOfSuit(Count(Relation.EXACTLY, 13, sense="a complete suit: 13 cards of one suit"), SuitScope.SOME)
    return None


def certain_cards(reader: _Reader, count: Count | None) -> CountOf | None:
    """"a certain card", "two certain cards", "26 named cards", "any two cards": so many unseen cards, all of
    them (the figure is the same whichever they are)."""
    saved = reader.at
    opener = reader.peek()
    if count is None:
        if not reader.accept("a", "an", "any"):
            return None
        number = 1
        if opener == "any":
            if reader.peek() not in NUMBER_WORDS and not reader.peek().isdigit():
                reader.at = saved
                return None
            number = NUMBER_WORDS.get(reader.peek()) or int(reader.peek())
            reader.at += 1
    else:
        number = count.number
    certain = reader.accept(*_CERTAIN)
    if not (certain or opener == "any") or not reader.accept("card", "cards"):
        reader.at = saved
        return None
    sense = f"{number} certain card{'s' if number > 1 else ''}: all of them, whichever they are"
    return CountOf(Count(Relation.EXACTLY, number, sense=sense), CardClass(ClassKind.CARDS, any_of=number))


def read_card_first(reader: _Reader) -> tuple[Holders, CountOf, bool] | None:
    """A card said first and where it lies: "the ten is not behind you" (behind you: left, who plays after
    you; before you: right), "the king is with partner", "the ace is in partner's hand"."""
    saved = reader.at
    if reader.peek() not in ("the", "either", "neither", "both") and not _is_card(reader.peek()):
        return None
    joined = read_joined(reader)
    if joined is None or reader.peek() not in ("is", "are", "lies", "lie") or reader.peek(1) in ("held", "dealt") or \
            reader.peek(1) == "not" and reader.peek(2) in ("held", "dealt"):  # "is held by": the passive's

        reader.at = saved
        return None
    reader.at += 1
    negated = reader.accept("not")
    reader.accept("both", "all")  # "the king and queen are both with partner": the cards joined by 'and', all
    if reader.accept_phrase("behind", "you") or reader.accept_phrase("on", "your", "left"):
        reader.note("'behind you': the left-hand adversary, who plays after you")
        seat = "left"
    elif reader.accept_phrase("before", "you") or reader.accept_phrase("on", "your", "right"):
        reader.note("'before you': the right-hand adversary, who plays before you")
        seat = "right"
    else:
        reader.accept("with", "in")
        found = _seat(reader)
        if found is None:
            raise reader.fail("where the card lies: behind you, before you, with SEAT, in SEAT's hand")
        seat = found
        if reader.accept("'s"):
            reader.take("hand")
    return Holders(Quantifier.ONE, seat), joined, negated


def _seat(reader: _Reader) -> str | None:
    """One seat in words ("partner", "the left-hand adversary"), as the grammar's holders read one."""
    while reader.peek() in ARTICLES:
        reader.at += 1
    best = max((words for words in SEAT_PHRASES if tuple(reader.peek(i) for i in range(len(words))) == words),
               key=len, default=None)
    if best is None:
        return None
    reader.at += len(best)
    return SEAT_PHRASES[best]


def suit_name(card_class: CardClass) -> str:
    """The suit spoken of in words."""
    return "trumps" if card_class.kind is ClassKind.TRUMPS else SUIT_NAMES[card_class.suit or 0]

