"""A position: what one player knows about where the cards lie.

The seats are named from my view, in the order of play: ``me``, ``left`` (the adversary who plays after
me), ``partner``, ``right``.  A position holds my hand, cards known to lie in another hand, the cards seen
played, how many cards each hand holds now, the trump suit and the turned-up card (with the dealer, who
holds it until he plays it), and the suits a player has shown out of.  Every other card of the pack is
unseen, and lies in the free places of the hands.

>>> from whistodds.games.cards import parse_card
>>> position = Position.from_options(hand="AS KS QS 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D")
>>> len(position.unseen), position.free
(39, (0, 13, 13, 13))
>>> Position.from_options(hand="AS AS")
Traceback (most recent call last):
...
ValueError: card AS is written twice in my hand
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import combinations

from whistodds.games.cards import SUIT_NAMES, SUITS, format_card, format_cards, parse_card
from whistodds.games.definition import GameDefinition
from whistodds.games.checks import require_object
from whistodds.games.position_play import SeenCard, check_order, check_seen, parse_seen
from whistodds.games.seats import SEAT_WORDS, SEATS, Seat, parse_seat
from whistodds.games.families.whist import LONG_WHIST

__all__ = ["POSITION_COLUMNS", "Position", "SEATS", "SEAT_WORDS", "Seat", "SeenCard", "parse_cards", "parse_seat",
           "parse_suit", "position_from_row", "sizes_text"]


def parse_suit(text: str) -> int:
    """``"S"``, ``"spades"`` or ``"spade"`` -> 3."""
    word = text.strip().lower()
    for index, (letter, name) in enumerate(zip(SUITS, SUIT_NAMES)):
        if word in (letter.lower(), name, name[:-1]):
            return index
    raise ValueError(f"suit {text!r} is not allowed; use C D H S or clubs, diamonds, hearts, spades")


def parse_cards(text: str, where: str = "the cards") -> tuple[int, ...]:
    """Cards written ``AS KS 10H`` (commas allowed); a card written twice is a ValueError."""
    cards = tuple(parse_card(word) for word in text.replace(",", " ").split())
    for card in cards:
        if cards.count(card) > 1:
            raise ValueError(f"card {format_card(card)} is written twice in {where}")
    return cards


@dataclass(frozen=True)
class Position:
    """What one player knows; validated when made (an impossible position is a ValueError).

    Attributes:
        game: a game of four hands and no stock (whist and its kin).
        known: the cards known to lie in each hand, indexed by ``Seat.index`` (mine first: my hand).
        seen: the cards seen played.
        sizes: how many cards each hand holds now, by ``Seat.index``.
        trump: the trump suit (0-3) or None.
        turn_up: the turned-up card or None; the dealer holds it until he plays it.
        dealer: the dealer's seat or None.
        shown_out: (seat, suit) pairs: the seat cannot hold the suit.
    """

    game: GameDefinition = LONG_WHIST
    known: tuple[frozenset[int], ...] = (frozenset(), frozenset(), frozenset(), frozenset())
    seen: tuple[SeenCard, ...] = ()
    sizes: tuple[int, ...] | None = None
    trump: int | None = None
    turn_up: int | None = None
    dealer: Seat | None = None
    shown_out: frozenset[tuple[Seat, int]] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        game = require_object(self.game, GameDefinition, "get_game")  # a game object: names are read at the door
        if game.players != 4 or game.stock_size or game.hands_per_player != 1:
            raise ValueError(f"game {game.name!r} is not allowed for a position; use a game of four hands "
                             f"and no stock (long-whist, short-whist, ...)")
        if len(self.known) != 4:
            raise ValueError(f"known has {len(self.known)} hands; give one set of cards per seat ({SEAT_WORDS})")
        object.__setattr__(self, "known", tuple(frozenset(int(c) for c in hand) for hand in self.known))
        object.__setattr__(self, "seen", tuple(self.seen))
        check_order(self.seen)
        self._check_cards(game)
        self._settle_trumps()
        # The one check of the play (games.position_play.check_seen), shared by every command: turns, the
        # turn-up, revokes.  A player who did not follow the suit led has shown out of it, said or not.
        played_voids = check_seen(self.seen, game, known=self.known, trump=self.trump, dealer=self.dealer,
                                  turn_up=self.turn_up)
        self._check_voids()
        object.__setattr__(self, "shown_out", frozenset(self.shown_out) | played_voids)
        sizes = self._settle_sizes(game)
        object.__setattr__(self, "sizes", sizes)
        self._check_room(sizes)

    # -- validation ---------------------------------------------------------------------------------
    def _check_cards(self, game: GameDefinition) -> None:
        pack = set(game.cards)
        places: dict[int, str] = {}
        named: list[tuple[str, Iterable[int]]] = [
            (f"the hand of {seat.value}" if seat is not Seat.ME else "my hand", hand)
            for seat, hand in zip(SEATS, self.known)]
        named.append(("the cards seen played", [seen.card for seen in self.seen]))
        for where, cards in named:
            for card in cards:
                if card not in pack:
                    raise ValueError(f"card {format_card(card)} in {where} is not in the pack of {game.name}")
                if card in places:
                    raise ValueError(f"card {format_card(card)} is in two places: {places[card]} and {where}")
                places[card] = where
        for seen in self.seen:
            if seen.trick is not None and not 1 <= seen.trick <= game.cards_per_player:
                raise ValueError(f"trick {seen.trick} of {format_card(seen.card)} is not allowed; "
                                 f"use 1-{game.cards_per_player}")

    def _check_voids(self) -> None:
        """The suits said to be shown out of against the cards known in each hand (the turn-up with the dealer
        until he plays it)."""
        for seat, suit in sorted(self.shown_out, key=lambda void: (void[0].index, void[1])):
            for card in sorted(self.known[seat.index]):
                if card // 13 != suit:
                    continue
                if card == self.turn_up and seat is self.dealer:
                    raise ValueError(f"the dealer ({seat.value}) has shown out of trumps but the turn-up "
                                     f"{format_card(card)} is not seen played")
                raise ValueError(f"{seat.value} has shown out of {SUIT_NAMES[suit]} but holds {format_card(card)}")

    def _settle_trumps(self) -> None:
        if self.turn_up is None:
            return
        if self.trump is not None and self.trump != self.turn_up // 13:
            raise ValueError(f"the turn-up {format_card(self.turn_up)} is not of the trump suit "
                             f"{SUIT_NAMES[self.trump]}")
        object.__setattr__(self, "trump", self.turn_up // 13)
        if self.dealer is None:
            raise ValueError(f"the turn-up {format_card(self.turn_up)} needs the dealer's seat; give dealer "
                             f"({SEAT_WORDS})")
        if self.turn_up in self.played:  # who played it: check_seen (the dealer alone)
            return
        for seat, hand in zip(SEATS, self.known):
            if self.turn_up in hand and seat is not self.dealer:
                raise ValueError(f"the turn-up {format_card(self.turn_up)} lies with the dealer "
                                 f"({self.dealer.value}), not with {seat.value}, until he plays it")
        if self.dealer is Seat.ME and self.known[0] and self.turn_up not in self.known[0]:
            raise ValueError(f"I am the dealer but the turn-up {format_card(self.turn_up)} is not in my hand "
                             f"nor seen played")
        known = list(self.known)
        known[self.dealer.index] = known[self.dealer.index] | {self.turn_up}
        object.__setattr__(self, "known", tuple(known))

    def _settle_sizes(self, game: GameDefinition) -> tuple[int, ...]:
        per_hand = game.cards_per_player
        if self.sizes is not None:
            sizes = tuple(int(n) for n in self.sizes)
            if len(sizes) != 4 or any(not 0 <= n <= per_hand for n in sizes):
                raise ValueError(f"sizes {self.sizes!r} are not allowed; give four sizes of 0-{per_hand}, "
                                 f"one per seat ({SEAT_WORDS})")
        else:
            by_seat = [sum(1 for s in self.seen if s.seat is seat) for seat in SEATS]
            anonymous = sum(1 for s in self.seen if s.seat is None)
            if anonymous and anonymous != len(self.seen) or anonymous % 4:
                raise ValueError(f"{len(self.seen)} cards seen played, {anonymous} of them by nobody named: "
                                 f"the sizes of the hands cannot be told; give the sizes")
            sizes = tuple(per_hand - n - anonymous // 4 for n in by_seat)
            if any(n < 0 for n in sizes):
                raise ValueError(f"more than {per_hand} cards seen played by one hand")
        total = sum(sizes) + len(self.seen)
        if total != len(game.cards):
            raise ValueError(f"sizes {'+'.join(map(str, sizes))} = {sum(sizes)} and {len(self.seen)} cards seen "
                             f"played make {total}, not the {len(game.cards)} cards of the pack")
        return sizes

    def _check_room(self, sizes: tuple[int, ...]) -> None:
        for seat, hand, size in zip(SEATS, self.known, sizes):
            if len(hand) > size:
                whose = "my hand" if seat is Seat.ME else f"{seat.value}'s hand"
                raise ValueError(f"{len(hand)} cards known in {whose}, more than the {size} it holds now")
        # Hall's condition: every set of suits must find room among the hands that may hold them.
        free = self.free
        unseen_by_suit = [sum(1 for c in self.unseen if c // 13 == suit) for suit in range(4)]
        for size in range(1, 5):
            for suits in combinations(range(4), size):
                cards = sum(unseen_by_suit[s] for s in suits)
                room = sum(free[seat.index] for seat in SEATS
                           if any((seat, s) not in self.shown_out for s in suits))
                if cards > room:
                    names = ", ".join(SUIT_NAMES[s] for s in suits)
                    raise ValueError(f"{cards} unseen cards of {names} but only {room} free places in the hands "
                                     f"that have not shown out of them")

    # -- what follows from it ---------------------------------------------------------------------------
    @property
    def hand(self) -> frozenset[int]:
        """My hand (the cards I hold and know)."""
        return self.known[0]

    @property
    def played(self) -> frozenset[int]:
        """The cards seen played."""
        return frozenset(seen.card for seen in self.seen)

    @property
    def unseen(self) -> tuple[int, ...]:
        """The cards whose place is not known, in code order."""
        placed = set(self.played).union(*self.known)
        return tuple(card for card in self.game.cards if card not in placed)

    @property
    def free(self) -> tuple[int, ...]:
        """Free places per seat: how many unseen cards each hand holds."""
        assert self.sizes is not None
        return tuple(size - len(hand) for size, hand in zip(self.sizes, self.known))

    def may_hold(self, seat: Seat, suit: int) -> bool:
        """False where ``seat`` has shown out of ``suit``."""
        return (seat, suit) not in self.shown_out

    def describe(self) -> str:
        """One line: my hand, the other known cards, the sizes, trumps, voids."""
        parts = [f"my hand {format_cards(sorted(self.hand)) or '(not seen)'}"]
        for seat, hand in zip(SEATS[1:], self.known[1:]):
            if hand:
                parts.append(f"{seat.value} known {format_cards(sorted(hand))}")
        if self.seen:
            parts.append(f"seen {format_cards(sorted(self.played))}")
        parts.append("sizes " + ",".join(f"{s.value}={n}" for s, n in zip(SEATS, self.sizes or ())))
        if self.trump is not None:
            parts.append(f"trumps {SUIT_NAMES[self.trump]}")
        if self.dealer is not None:
            parts.append(f"dealer {self.dealer.value}")
        for seat, suit in sorted(self.shown_out, key=lambda x: (x[0].index, x[1])):
            parts.append(f"{seat.value} void in {SUIT_NAMES[suit]}")
        return "; ".join(parts)

    # -- construction from options ---------------------------------------------------------------------
    @classmethod
    def from_options(
        cls,
        *,
        game: GameDefinition = LONG_WHIST,
        hand: str | None = None,
        known: Iterable[str] = (),
        seen: str | None = None,
        sizes: str | None = None,
        trumps: str | None = None,
        turn_up: str | None = None,
        dealer: str | None = None,
        shown_out: Iterable[str] = (),
    ) -> Position:
        """A position from the strings the command line gives.

        ``known``: ``"SEAT:CARDS"`` each; ``sizes``: ``"me=N,left=N,partner=N,right=N"``;
        ``shown_out``: ``"SEAT:SUIT,SUIT"`` each (or several ``SEAT:SUIT`` joined by commas); ``seen``: plain
        cards, or tricks of ``SEAT:CARD`` in the order played split by ``;`` (see
        :mod:`whistodds.games.position_play`), from which the suits a player has shown out of are worked out.

        >>> Position.from_options(sizes="me=13,left=13,partner=13,right=12")
        Traceback (most recent call last):
        ...
        ValueError: sizes 13+13+13+12 = 51 and 0 cards seen played make 51, not the 52 cards of the pack
        """
        hands: list[set[int]] = [set(), set(), set(), set()]
        if hand is not None:
            hands[0] = set(parse_cards(hand, "my hand"))
        for entry in known:
            seat_text, colon, cards = entry.partition(":")
            if not colon:
                raise ValueError(f"--known {entry!r} is not allowed; write SEAT:CARDS, e.g. partner:AS KS")
            check_one_seat(entry, cards)
            seat = parse_seat(seat_text)
            hands[seat.index] |= set(parse_cards(cards, f"the cards known for {seat.value}"))
        size_tuple = None if sizes is None else _parse_sizes(sizes)
        void: set[tuple[Seat, int]] = set()
        current: Seat | None = None
        for entry in shown_out:
            for part in entry.split(","):
                seat_text, colon, suit_text = part.partition(":")
                if colon:
                    current = parse_seat(seat_text)
                elif current is None:
                    raise ValueError(f"--shown-out {entry!r} is not allowed; write SEAT:SUIT,... e.g. left:spades")
                else:
                    suit_text = seat_text
                void.add((current, parse_suit(suit_text)))
        position = cls(
            game=game,
            known=tuple(frozenset(h) for h in hands),
            seen=parse_seen(seen or ""),
            sizes=size_tuple,
            trump=None if trumps is None else parse_suit(trumps),
            turn_up=None if turn_up is None else parse_card(turn_up),
            dealer=None if dealer is None else parse_seat(dealer),
            shown_out=frozenset(void),
        )
        size = position.free[0] + len(position.hand)
        if hand is not None and len(position.hand) != size:
            raise ValueError(f"my hand has {len(position.hand)} cards but holds {size} now "
                             f"(give the whole hand, or --sizes)")
        return position


def check_one_seat(entry: str, cards: str) -> None:
    """A one-line ``ValueError`` naming the separator where a ``--known`` entry holds a second seat's cards.

    >>> check_one_seat("partner:AS left:8S", "AS left:8S")
    Traceback (most recent call last):
    ...
    ValueError: --known 'partner:AS left:8S' is not allowed: one seat an entry; repeat --known for another seat, \
or join the seats with ';' in a claims file's known column ('|' in a cases file): partner:AS KS; left:8S
    """
    if ":" in cards:
        raise ValueError(f"--known {entry!r} is not allowed: one seat an entry; repeat --known for another seat, or "
                         f"join the seats with ';' in a claims file's known column ('|' in a cases file): "
                         f"partner:AS KS; left:8S")


POSITION_COLUMNS = ("hand", "known", "seen", "sizes", "trumps", "turn_up", "dealer", "shown_out")


def position_from_row(row: Mapping[str, str | None], game: GameDefinition = LONG_WHIST) -> Position:
    """A position from a claims file's row: the optional columns ``hand``, ``known`` (``SEAT:CARDS`` joined
    by ``;``), ``seen``, ``sizes``, ``trumps``, ``turn_up``, ``dealer``, ``shown_out`` (``SEAT:SUIT,...``
    joined by ``;``); empty or missing columns say nothing.

    >>> position_from_row({"hand": "", "turn_up": "7S", "dealer": "left", "known": "partner:AS; right:KS"}).free
    (13, 12, 12, 12)
    """
    cell = {column: (row.get(column) or "").strip() or None for column in POSITION_COLUMNS}
    known, shown_out = cell["known"], cell["shown_out"]
    return Position.from_options(
        game=game, hand=cell["hand"], seen=cell["seen"], sizes=cell["sizes"], trumps=cell["trumps"],
        turn_up=cell["turn_up"], dealer=cell["dealer"],
        known=[part for part in (known or "").split(";") if part.strip()],
        shown_out=[part.strip() for part in (shown_out or "").split(";") if part.strip()])


def _parse_sizes(text: str) -> tuple[int, ...]:
    values: dict[Seat, int] = {}
    for part in text.split(","):
        seat_text, equals, number = part.partition("=")
        if not equals or not number.strip().isdigit():
            raise ValueError(f"sizes {text!r} are not allowed; write me=N,left=N,partner=N,right=N")
        values[parse_seat(seat_text)] = int(number)
    missing = [seat.value for seat in SEATS if seat not in values]
    if missing:
        raise ValueError(f"sizes {text!r} leave out {', '.join(missing)}; write me=N,left=N,partner=N,right=N")
    return tuple(values[seat] for seat in SEATS)


def sizes_text(sizes: Mapping[Seat, int]) -> str:
    """``{Seat.ME: 4, ...}`` -> ``"me=4,left=4,partner=4,right=4"``."""
    return ",".join(f"{seat.value}={sizes[seat]}" for seat in SEATS)
