"""The play as a condition: what a seat played, read from the sentence and placed in the play.

A play statement says that a seat led or played a card, or did not trump when he could; it is a condition
(after ``given``), and what it shows depends on how the player plays, so it is answered under a play model
(:mod:`whistodds.odds.holdings.accepted`)::

    play  := seat ("led" | "leads" | "has led") card [place] [trick]
           | seat ("played" | "plays" | "has played") card [place] [trick]
           | seat ("refused to trump" | "did not trump" | "declined to trump") [trick]
    card  := AS | "the queen of spades" | "the knave of trumps" | "the knave"   (the suit led to the trick)
    place := "second hand" | "third hand" | "fourth hand"        (his place in the trick; "led": the first)
    trick := ("at" | "to" | "in") ["the"] "trick" N | ("at" | "to" | "in") "the" ORDINAL "trick"

A card seen played (``--seen`` trick by trick) is found there and must agree with the statement; a card not
seen is the next card of the play, added to the cards seen played (so "left led the queen of spades", with
nothing seen and left the eldest hand, is the first card of the hand).  "Refused to trump" names a trick seen
played in which the seat did not follow suit and played a plain card: the condition is that he held a trump
then, and that the play model would not have trumped.

>>> from whistodds.games.position import Position
>>> from whistodds.odds.holdings.grammar import _Reader
>>> played = read_play(_Reader("right led the queen of spades"))
>>> played.kind, format_card(played.card or 0), played.seat
(<PlayKind.LED: 'led'>, 'QS', 'right')
>>> position, moments = place_plays((played,), Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
...                                                                  trumps="hearts"))
>>> position.dealer, moments[0].index, moments[0].appended
(<Seat.PARTNER: 'partner'>, 0, True)
>>> say_play(moments[0])
'right led QS (card 1 of the play: trick 1, first hand; added to the cards seen played)'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whistodds.games.cards import SUIT_NAMES, format_card, parse_card
from whistodds.games.position import Position, Seat
from whistodds.games.position_play import SeenCard
from whistodds.odds.holdings.grammar import (
    _CARD_RANK_WORDS,
    _Reader,
    _card_words,
    _is_card,
    _number,
    _one_seat,
)


class PlayKind(Enum):
    LED = "led"
    PLAYED = "played"
    NO_TRUMP = "did not trump"


_VERBS: dict[tuple[str, ...], PlayKind] = {
    ("led",): PlayKind.LED, ("leads",): PlayKind.LED, ("has", "led"): PlayKind.LED, ("had", "led"): PlayKind.LED,
    ("played",): PlayKind.PLAYED, ("plays",): PlayKind.PLAYED, ("has", "played"): PlayKind.PLAYED,
    ("had", "played"): PlayKind.PLAYED,
    ("refused", "to", "trump"): PlayKind.NO_TRUMP, ("refuses", "to", "trump"): PlayKind.NO_TRUMP,
    ("has", "refused", "to", "trump"): PlayKind.NO_TRUMP, ("had", "refused", "to", "trump"): PlayKind.NO_TRUMP,
    ("declined", "to", "trump"): PlayKind.NO_TRUMP, ("did", "not", "trump"): PlayKind.NO_TRUMP,
    ("does", "not", "trump"): PlayKind.NO_TRUMP,
}
PLAY_WORDS = ("led CARD, played CARD (second hand, third hand, fourth hand; at trick N), refused to trump, "
              "did not trump")
_PLACES = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": 4}
_ORDINALS = {word: n for n, word in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth".split(), 1)}
_PLACE_NAMES = {1: "first hand", 2: "second hand", 3: "third hand", 4: "fourth hand"}


@dataclass(frozen=True)
class Played:
    """A play statement read: the seat word, what he did, the card (``card``; or ``rank`` alone, of the suit
    led to the trick; or ``trump_rank``, "the knave of trumps"), his place in the trick (1-4) and the trick
    (1 the first), where said."""

    text: str
    seat: str
    kind: PlayKind
    card: int | None = None
    rank: int | None = None
    trump_rank: int | None = None
    place: int | None = None
    trick: int | None = None


def starts_play(reader: _Reader) -> bool:
    """Whether the words here are a play statement (a seat and a verb of play), not a holding."""
    saved = reader.at
    try:
        return _one_seat(reader) is not None and _verb(reader, take=False) is not None
    finally:
        reader.at = saved


def _verb(reader: _Reader, take: bool = True) -> PlayKind | None:
    for words, kind in sorted(_VERBS.items(), key=lambda item: -len(item[0])):
        if tuple(reader.peek(i) for i in range(len(words))) == words:
            if take:
                reader.at += len(words)
            return kind
    return None


def read_play(reader: _Reader) -> Played:
    """One play statement from the reader's place (see the module); a ValueError names the word it stopped
    at and what is allowed there."""
    start = reader.at
    seat = _one_seat(reader)
    if seat is None:
        raise reader.fail("who played: me, left, partner, right, the dealer, the eldest hand ...")
    kind = _verb(reader)
    if kind is None:
        raise reader.fail("what he did: " + PLAY_WORDS)
    card = rank = trump_rank = None
    if kind is not PlayKind.NO_TRUMP:
        card, rank, trump_rank = _card(reader)
    place = trick = None
    while not reader.done():
        if place is None and kind is PlayKind.PLAYED and _place(reader) is not None:
            place = _place(reader, take=True)
            continue
        if trick is None and reader.peek() in ("at", "to", "in", "on"):
            trick = _trick(reader)
            continue
        allowed = ["'and', 'given' or the end"]
        if kind is PlayKind.PLAYED and place is None:
            allowed.insert(0, "his place in the trick (second hand, third hand, fourth hand)")
        if trick is None:
            allowed.insert(0, "the trick (at trick 3, to the first trick)")
        raise reader.fail(", ".join(allowed))
    text = " ".join(reader.words[start:reader.at])
    return Played(text, seat, kind, card, rank, trump_rank, 1 if kind is PlayKind.LED else place, trick)


def _card(reader: _Reader) -> tuple[int | None, int | None, int | None]:
    """The card played: its code, or a rank alone ("the knave": of the suit led), or a rank of trumps."""
    if _is_card(reader.peek()):
        card = parse_card(reader.peek())
        reader.at += 1
        return card, None, None
    named = _card_words(reader)
    if named is not None:
        if named.trump_ranks:
            return None, None, named.trump_ranks[0]
        return named.cards[0], None, None
    saved = reader.at
    reader.accept("the")
    if reader.peek() in _CARD_RANK_WORDS:
        rank = _CARD_RANK_WORDS[reader.peek()]
        reader.at += 1
        return None, rank, None
    reader.at = saved
    if reader.peek() in ("a", "an"):
        raise reader.fail("the card he played, named: QS, the queen of spades, the queen (of the suit led)")
    raise reader.fail("the card he played: QS, the queen of spades, the knave of trumps, the knave (of the suit "
                      "led)")


def _place(reader: _Reader, take: bool = False) -> int | None:
    """"second hand", "as third hand", "fourth in hand", "last": his place in the trick."""
    at = 0
    if reader.peek() in ("as", "in"):
        at += 1
    if reader.peek(at) == "the":
        at += 1
    word = reader.peek(at)
    if word not in _PLACES:
        return None
    after = reader.peek(at + 1)
    if word == "last":
        length = 1
    elif after == "hand":
        length = 2
    elif after == "in" and reader.peek(at + 2) == "hand":
        length = 3
    else:
        return None
    if take:
        reader.at += at + length
    return _PLACES[word]


def _trick(reader: _Reader) -> int:
    reader.at += 1  # at / to / in / on
    reader.accept("the")
    if reader.peek() in _ORDINALS:
        number = _ORDINALS[reader.peek()]
        reader.at += 1
        reader.take("trick")
        return number
    if reader.accept("trick"):
        written = _number(reader)
        if written is None or not 1 <= written <= 13:
            raise reader.fail("the trick's number, 1 to 13 (at trick 3)")
        return written
    raise reader.fail("the trick: at trick 3, to the first trick")


# -- placed in the play ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class PlayMoment:
    """A play statement placed in the play: the seat, the card's index in the order of play (0 the first
    card of the hand), the card played there, the suit led to its trick, and whether the sentence added it
    to the cards seen played."""

    played: Played
    seat: Seat
    index: int
    card: int
    suit_led: int
    appended: bool
    tested: bool = True  # False: my own play, my hand known (what I chose shows nothing of the other hands)

    @property
    def refusal(self) -> bool:
        return self.played.kind is PlayKind.NO_TRUMP


def place_plays(plays: tuple[Played, ...], position: Position) -> tuple[Position, tuple[PlayMoment, ...]]:
    """The position with the cards the sentence plays added to the play seen, and each statement's moment;
    a ValueError (one line) where a statement cannot be placed."""
    if not plays:
        return position, ()
    if position.trump is None:
        raise ValueError(f"'{plays[0].text}': a play needs the trump suit; give --trumps or --turn-up")
    seen = list(position.seen)
    if any(card.seat is None for card in seen):
        raise ValueError(f"'{plays[0].text}': a play in the question needs the cards seen played trick by trick "
                         f"with their seats (--seen 'left:5S partner:KS ...'), not plain cards")
    dealer = position.dealer
    if dealer is None:
        first = plays[0]
        if seen or first.seat in ("dealer", "eldest", "second hand", "third hand"):
            raise ValueError(f"'{first.text}': give the dealer's seat (--dealer), so that the order of play is "
                             f"known")
        dealer = Seat(first.seat).after(3)  # he plays the first card of the hand: he is the eldest hand
    moments: list[PlayMoment] = []
    known = list(position.known)
    for played in plays:
        seat = _seat_of(played.seat, dealer)
        if played.kind is PlayKind.NO_TRUMP:
            moments.append(_refusal(played, seat, seen, position.trump))
            continue
        index, card, appended = _find(played, seat, seen, position.trump)
        if appended:
            seen.append(SeenCard(card, seat, index // 4 + 1))
            known[seat.index] = known[seat.index] - {card}  # known in his hand (mine as dealt): it leaves it
        lead = seen[index - index % 4].card
        mine_known = seat is Seat.ME and position.free[0] == 0
        moments.append(PlayMoment(played, seat, index, card, lead // 13, appended, not mine_known))
    if any(moment.appended for moment in moments) or dealer is not position.dealer:
        try:
            position = Position(game=position.game, known=tuple(known), seen=tuple(seen), trump=position.trump,
                                turn_up=position.turn_up, dealer=dealer, shown_out=position.shown_out)
        except ValueError as error:
            said = next(m.played.text for m in moments if m.appended) if any(m.appended for m in moments) else \
                plays[0].text
            raise ValueError(f"'{said}': {error}") from None
    return position, tuple(sorted(moments, key=lambda moment: moment.index))


def _seat_of(word: str, dealer: Seat) -> Seat:
    after = {"dealer": 0, "eldest": 1, "second hand": 2, "third hand": 3}
    if word in after:
        return dealer.after(after[word])
    return Seat(word)


def _find(played: Played, seat: Seat, seen: list[SeenCard], trump: int) -> tuple[int, int, bool]:
    """Where the card lies in the play: (index, card, whether it is added to the cards seen played)."""
    card = played.card
    if played.trump_rank is not None:
        card = trump * 13 + played.trump_rank - 2
    if card is None:  # a rank alone: the card of that rank he played to the trick, or of the suit led
        assert played.rank is not None
        mine = [i for i, s in enumerate(seen) if s.seat is seat and s.card % 13 == played.rank - 2
                and _fits(played, i)]
        if mine:
            if len(mine) > 1:
                raise ValueError(f"'{played.text}': {seat.value} played {' and '.join(format_card(seen[i].card) for i in mine)}"
                                 f"; name the suit or the trick")
            card = seen[mine[0]].card
        else:
            index = len(seen)
            if index % 4 == 0:
                raise ValueError(f"'{played.text}': the card leads trick {index // 4 + 1}; name its suit "
                                 f"(the {_rank_word(played.rank)} of spades)")
            card = seen[index - index % 4].card // 13 * 13 + played.rank - 2
    seen_at = next((i for i, s in enumerate(seen) if s.card == card), None)
    if seen_at is not None:
        by = seen[seen_at].seat
        assert by is not None
        if by is not seat:
            raise ValueError(f"'{played.text}': {format_card(card)} was seen played by {by.value}, not "
                             f"{seat.value}")
        if not _fits(played, seen_at):
            raise ValueError(f"'{played.text}': {format_card(card)} was seen played {_where(seen_at)}, not"
                             f" {_said_place(played)}")
        return seen_at, card, False
    index = len(seen)
    if not _fits(played, index):
        raise ValueError(f"'{played.text}': {format_card(card)} is not seen played, so it is the next card of the "
                         f"play, {_where(index)}, not {_said_place(played)}")
    return index, card, True


def _fits(played: Played, index: int) -> bool:
    return (played.place is None or played.place == index % 4 + 1) and (
        played.trick is None or played.trick == index // 4 + 1)


def _where(index: int) -> str:
    return f"trick {index // 4 + 1}, {_PLACE_NAMES[index % 4 + 1]}"


def _said_place(played: Played) -> str:
    parts = []
    if played.trick is not None:
        parts.append(f"trick {played.trick}")
    if played.place is not None:
        parts.append(_PLACE_NAMES[played.place] if played.kind is not PlayKind.LED else "led")
    return ", ".join(parts)


def _rank_word(rank: int) -> str:
    return {14: "ace", 13: "king", 12: "queen", 11: "knave"}.get(rank, str(rank))


def _refusal(played: Played, seat: Seat, seen: list[SeenCard], trump: int) -> PlayMoment:
    """The trick seen in which ``seat`` did not follow suit and played a plain card."""
    found = []
    for index, card in enumerate(seen):
        if card.seat is not seat or index % 4 == 0:
            continue
        led = seen[index - index % 4].card // 13
        if card.card // 13 not in (led, trump) and (played.trick is None or played.trick == index // 4 + 1):
            found.append((index, led))
    if not found:
        where = "" if played.trick is None else f" at trick {played.trick}"
        raise ValueError(f"'{played.text}': no trick seen played{where} in which {seat.value} did not follow suit "
                         f"and played a plain card; give the play with --seen trick by trick")
    if len(found) > 1:
        tricks = " and ".join(str(index // 4 + 1) for index, _ in found)
        raise ValueError(f"'{played.text}': {seat.value} played a plain card not following suit at tricks "
                         f"{tricks}; say which (refused to trump at trick {found[0][0] // 4 + 1})")
    index, led = found[0]
    return PlayMoment(played, seat, index, seen[index].card, led, False, seat is not Seat.ME)


def say_play(moment: PlayMoment) -> str:
    """A placed play in the tool's words, for the reading."""
    played = moment.played
    seat = played.seat if played.seat == moment.seat.value else f"{played.seat} ({moment.seat.value})"
    place = f"card {moment.index + 1} of the play: {_where(moment.index)}"
    if moment.refusal:
        return (f"{seat} did not trump {SUIT_NAMES[moment.suit_led]} though holding a trump then ({place}, "
                f"where he played {format_card(moment.card)})")
    verb = "led" if played.kind is PlayKind.LED else "played"
    added = "; added to the cards seen played" if moment.appended else ""
    mine = "" if moment.tested else "; my own card, my hand known: it shows nothing of the others, not read under the model"
    return f"{seat} {verb} {format_card(moment.card)} ({place}{added}{mine})"


__all__ = ["PLAY_WORDS", "PlayKind", "PlayMoment", "Played", "place_plays", "read_play",
           "say_play", "starts_play"]
