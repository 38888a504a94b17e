"""A moment of a hand: my hand, the score, who deals, and the play so far, checked card by card.

The play so far is written as tricks in order, each ``SEAT:CARDS`` with the cards in the order they were
played, tricks separated by ``;``: ``"left:KS 2S AS 5S; me:..."`` (seats from my view, or the compass
letters N E S W with me South).  Every card must be played by the seat whose turn it is (the eldest hand
leads the first trick, the winner of a trick the next), from a hand that can hold it, and a player who does
not follow suit shows out of it (a revoke, where he is known to hold the suit, is refused).  The moment is a
:class:`~whistodds.games.position.Position` with the cards seen played, who played them and the suits shown
out, from which the deals consistent with it are drawn.

>>> state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
...                    played="me:10C 2D QC KC", score=(8, 7))
>>> state.to_move, len(state.played), state.tricks_won
(<Seat.RIGHT: 'right'>, 4, (0, 1))
>>> game_state(hand="AH", trumps="hearts", dealer="right", played="left:2S")
Traceback (most recent call last):
...
ValueError: trick 1: 2S is played by left, but it is me to play (the eldest hand leads the first trick)
"""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.games.cards import card_suit, parse_card
from whistodds.games.definition import GameDefinition
from whistodds.games.position import SeenCard, Position, Seat, check_one_seat, parse_seat, parse_suit, parse_cards
from whistodds.games.position_play import trick_winner
from whistodds.games.families.whist import LONG_WHIST

PLAYED_FORM = ("a trick is written SEAT:CARDS from its leader (his seat once, then the trick's cards in the order "
               "played), tricks separated by ';', e.g. 'S:10C 2D QC KC; E:AS'")


@dataclass(frozen=True)
class GameState:
    """A moment of a hand from my view: the position (what I know of where the cards lie), the score
    ``(us, them)``, the play so far ``((seat, card), ...)`` in order of play, who is to move, and the tricks
    each side (us, them) has won; ``compass``, the compass seat (N E S W) of me, the player to move, when the
    moment is read from a record of compass seats (a PBN board, ``--hands``), else None."""

    position: Position
    score: tuple[int, int]
    played: tuple[tuple[Seat, int], ...]
    to_move: Seat
    tricks_won: tuple[int, int]
    compass: str | None = None

    @property
    def game(self) -> GameDefinition:
        return self.position.game

    @property
    def dealer(self) -> Seat:
        assert self.position.dealer is not None  # a game state always names the dealer
        return self.position.dealer

    @property
    def trump(self) -> int:
        assert self.position.trump is not None  # a game state always names trumps
        return self.position.trump

    @property
    def we_deal(self) -> bool:
        return self.dealer in (Seat.ME, Seat.PARTNER)

    def compass_of(self, seat: Seat) -> str:
        """``seat`` (from my view) as its compass letter, for a moment read with compass seats.

        >>> from whistodds.odds.positions.pbn import EXAMPLE, pbn_state
        >>> state = pbn_state(EXAMPLE, after=2)  # West to play: North on his left
        >>> state.compass, state.compass_of(Seat.LEFT), state.compass_of(state.dealer)
        ('W', 'N', 'N')
        """
        if self.compass is None:
            raise ValueError("this moment has no compass seats (it was not read from a PBN board or --hands)")
        return "NESW"[("NESW".index(self.compass) + seat.index) % 4]

    @property
    def current_trick(self) -> tuple[tuple[Seat, int], ...]:
        """The cards played to the trick in progress."""
        return self.played[len(self.played) - len(self.played) % 4:]


def parse_played(text: str) -> tuple[tuple[Seat, int], ...]:
    """``"left:KS 2S AS 5S; me:3D"`` -> ``((Seat.LEFT, KS), (Seat.PARTNER, 2S), ...)``: each trick's leader
    and its cards in order; who plays each is told by the order of play."""
    played: list[tuple[Seat, int]] = []
    for number, trick in enumerate(part for part in text.split(";") if part.strip()):
        seat_text, colon, cards_text = trick.partition(":")
        if not colon:
            raise ValueError(f"--played trick {number + 1} {trick.strip()!r} is not allowed; write SEAT:CARDS with "
                             f"the leader's seat first, e.g. left:KS 2S AS 5S")
        seat = parse_seat(seat_text)  # from my view, or the compass with me South
        inner = next((word for word in cards_text.split() if ":" in word), None)
        if inner is not None:
            raise ValueError(f"--played trick {number + 1} {trick.strip()!r} names a seat at {inner!r}; {PLAYED_FORM}")
        try:
            cards = parse_cards(cards_text, f"trick {number + 1}")
        except ValueError as error:
            raise ValueError(f"--played trick {number + 1}: {error}; {PLAYED_FORM}") from None
        if not 1 <= len(cards) <= 4:
            raise ValueError(f"--played trick {number + 1} has {len(cards)} cards; a trick has 1-4")
        played.extend((seat.after(k), card) for k, card in enumerate(cards))
    return tuple(played)


def game_state(*, hand: str, trumps: str | None = None, dealer: str = "me", played: str = "",
               score: tuple[int, int] = (0, 0), turn_up: str | None = None, known: tuple[str, ...] = (),
               game: GameDefinition = LONG_WHIST) -> GameState:
    """A game state from the strings the command line gives; ``hand`` is my hand now (the cards I hold)."""
    seat = parse_seat(dealer)
    trump = parse_suit(trumps) if trumps is not None else None
    up = parse_card(turn_up) if turn_up is not None else None
    if trump is None and up is None:
        raise ValueError("trumps are not given; give --trumps SUIT or --turn-up CARD")
    if trump is None and up is not None:
        trump = int(card_suit(up))
    assert trump is not None
    mine = frozenset(parse_cards(hand, "my hand"))
    others: list[set[int]] = [set(), set(), set(), set()]
    for entry in known:
        seat_text, colon, cards = entry.partition(":")
        if not colon:
            raise ValueError(f"--known {entry!r} is not allowed; write SEAT:CARDS, e.g. partner:AS KS")
        check_one_seat(entry, cards)
        holder = parse_seat(seat_text)  # not ``seat``, the dealer's
        if holder is Seat.ME:
            raise ValueError(f"--known {entry!r} is not allowed: --known is for another hand; my cards go in --hand")
        others[holder.index] |= set(parse_cards(cards, f"the cards known for {seat_text}"))
    return check_play(game, mine, parse_played(played), seat, trump, up, score,
                      tuple(frozenset(cards) for cards in others))


def check_hand_game(game: GameDefinition) -> None:
    """A one-line ``ValueError`` unless ``game`` is whist of four hands of thirteen cards in two sides, the
    only hand in play a position, a PBN board or an analysis can hold."""
    if game.players != 4 or game.cards_per_player != 13 or game.n_sides != 2:
        raise ValueError(f"a hand in play is for whist of four hands of thirteen cards in two sides, not "
                         f"{game.name}")


def check_play(game: GameDefinition, hand: frozenset[int], played: tuple[tuple[Seat, int], ...], dealer: Seat,
               trump: int, turn_up: int | None, score: tuple[int, int],
               known: tuple[frozenset[int], ...] = (frozenset(),) * 4, *, finished: bool = False) -> GameState:
    """The game state after ``played``, each card checked by the position's one check (turn, holding, revoke,
    the turn-up: :func:`whistodds.games.position_play.check_seen`); ``finished``
    allows the whole hand played (a record to check, with no card left to choose)."""
    check_hand_game(game)
    tricks = game.cards_per_player
    if len(played) >= 4 * tricks + finished:  # a finished hand has no card left to choose
        raise ValueError(f"{len(played)} cards played; the hand is over after {4 * tricks}: give a position "
                         f"with a card still to play (0 to {4 * tricks - 1} cards played)")
    seen = tuple(SeenCard(card, seat, index // 4 + 1) for index, (seat, card) in enumerate(played))
    # Every check of the play (turns, the turn-up, revokes, a card in two places) is the position's own, the
    # one every command shares (games.position_play.check_seen).
    position = Position(game=game, known=(frozenset(hand), *known[1:]), seen=seen, trump=trump,
                        turn_up=turn_up, dealer=dealer)
    my_played = sum(1 for seat, _ in played if seat is Seat.ME)
    if hand and len(hand) != tricks - my_played:  # no hand given: mine is not known either
        raise ValueError(f"my hand has {len(hand)} cards, but after playing {my_played} I hold {tricks - my_played}"
                         f" (give the cards I hold now)")
    won = [0, 0]
    leader = dealer.after()
    whole = len(seen) - len(seen) % 4
    for start in range(0, whole, 4):
        winner = trick_winner(seen[start:start + 4], trump, game).seat
        assert winner is not None  # every card of the play names its seat
        leader = winner
        won[0 if leader in (Seat.ME, Seat.PARTNER) else 1] += 1
    return GameState(position, (int(score[0]), int(score[1])), played, leader.after(len(seen) - whole),
                     (won[0], won[1]))
