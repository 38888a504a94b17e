"""What a ``hoyle`` player knows at the table, as plain Python objects, for the readable reference of ``hoyle``.

A card is ``(suit, strength)``: strength is the card's place in its suit's rank order, the trump
order for trumps (so Scotch Whist's trump knave is the strongest), 0 for the lowest.  The compiled
model judges every rank this way, so the reference does too.  A hand is a set of strengths per
suit.  Nothing here is fast: it is written to be read and checked card for card against
:mod:`whistodds.simulations.play.compiled.hoyle` (see :mod:`whistodds.simulations.play.reference.hoyle`).

>>> table = Table(players=4, cards_per_hand=13, trump=2, dealer=3, side_of=(0, 1, 0, 1), plain_top=12,
...               hands=[[set(), set(), {0, 12}, {11, 12}], [set()] * 4, [set()] * 4, [set()] * 4],
...               unplayed=[set(range(13)) for _ in range(4)])
>>> table.partners(0), table.others(0, 3) == set(range(11)), highest({3, 7}), lowest(set())
({2}, True, 7, -1)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from whistodds.simulations.play import rule_switches as R

Card = tuple[int, int]  # (suit, strength)


def highest(cards: set[int]) -> int:
    """The strongest of ``cards`` (strengths of one suit), -1 when there is none."""
    return max(cards, default=-1)


def lowest(cards: set[int]) -> int:
    """The weakest of ``cards``, -1 when there is none."""
    return min(cards, default=-1)


def above(cards: set[int], strength: int) -> set[int]:
    """The cards of ``cards`` stronger than ``strength``."""
    return {card for card in cards if card > strength}


def sequence_run(mine: set[int], others: set[int], strength: int) -> tuple[int, int]:
    """From my card ``strength`` downward, my cards with no unplayed card of anyone else between them:
    (the lowest of that sequence, how many).  Played cards leave no gap: K Q with the ace out is as good
    as A K.

    >>> sequence_run({12, 11, 9, 3}, {10, 4}, 12), sequence_run({12, 11, 9, 3}, {8, 4}, 12)
    ((11, 2), (9, 3))
    """
    blocker = highest({card for card in others if card < strength})
    run = {card for card in mine if blocker < card <= strength}
    return lowest(run), len(run)


def lowest_equivalent(mine: set[int], others: set[int], strength: int) -> int:
    """The lowest of my cards as good as ``strength``."""
    return sequence_run(mine, others, strength)[0]


def winners_in_suit(mine: set[int], others: set[int]) -> int:
    """How many of my cards of a suit are sure to win, leading from the top."""
    if not mine:
        return 0
    if not others:
        return len(mine)
    if above(others, highest(mine)):
        return 0
    return sequence_run(mine, others, highest(mine))[1]


def is_tenace(mine: set[int], unplayed: set[int]) -> bool:
    """Ace-queen or ace-knave, judged on the unplayed cards: I hold the best, not the second, and the third
    or else the fourth.

    >>> is_tenace({12, 10, 3}, set(range(13))), is_tenace({12, 9}, set(range(13))), is_tenace({12, 11}, set(range(13)))
    (True, True, False)
    """
    ranked = sorted(unplayed, reverse=True)
    if len(ranked) < 3 or ranked[0] not in mine or ranked[1] in mine:
        return False
    return ranked[2] in mine or (len(ranked) > 3 and ranked[3] in mine)


@dataclass
class Table:
    """The deal as it stands: the hands (a model reads only those its seat sees) and what has been seen.

    ``hands[seat][suit]`` and ``unplayed[suit]`` are sets of strengths; ``plain_top`` is the strength of a
    plain suit's best card (the ace), so king, queen and knave are the three below it.  ``sees[seat]`` are
    the seats whose hands ``seat`` sees besides his own (an exposed dummy's; every hand at Double Dummy).
    ``win_at``/``save_at``: what the score means for this hand from each seat's side (the play context;
    neutral: ``cards_per_hand + 1`` and 0); ``attends``: the seats playing ``hoyle-score`` whose context
    is not neutral.  ``first_lead[seat]`` is the suit he led first; ``first_led[seat, suit]`` the strength
    of the first card he led of the suit; ``shown_out[suit]`` the seats that failed to follow it;
    ``refused_trump`` the seats that refused to trump in rule XVII's sense; ``last_win`` the card that won
    the previous trick; ``trick`` the cards played to this trick, leader first, as (seat, card);
    ``rules_off`` each seat's mask of the rules he does without (empty: every rule played).
    """

    players: int
    cards_per_hand: int
    trump: int
    dealer: int
    side_of: tuple[int, ...]
    plain_top: int
    hands: list[list[set[int]]]
    unplayed: list[set[int]]
    must_match: bool = False
    sees: tuple[frozenset[int], ...] = ()
    win_at: list[int] = field(default_factory=list)
    save_at: list[int] = field(default_factory=list)
    attends: set[int] = field(default_factory=set)
    original_length: list[list[int]] = field(default_factory=list)
    turn_up: Card | None = None
    first_lead: dict[int, int] = field(default_factory=dict)
    first_led: dict[tuple[int, int], int] = field(default_factory=dict)
    shown_out: list[set[int]] = field(default_factory=lambda: [set(), set(), set(), set()])
    refused_trump: set[int] = field(default_factory=set)
    last_win: Card | None = None
    tricks_won: list[int] = field(default_factory=lambda: [0] * 8)
    trick_number: int = 0
    trick: list[tuple[int, Card]] = field(default_factory=list)
    rules_off: tuple[int, ...] = ()

    def on(self, seat: int, rule: int) -> bool:
        """Whether ``seat`` plays ``rule`` (a bit of :mod:`whistodds.simulations.play.rule_switches`;
        ``rules_off[seat]`` is the mask of the rules he does without)."""
        return not (self.rules_off and (self.rules_off[seat] >> rule) & 1)

    def attending(self, seat: int) -> bool:
        """Whether ``seat`` attends to the score this hand (``attends``, and XXVI is on)."""
        return seat in self.attends and self.on(seat, R.XXVI)

    def mine(self, seat: int, suit: int) -> set[int]:
        return self.hands[seat][suit]

    def others(self, seat: int, suit: int) -> set[int]:
        """The unplayed cards of ``suit`` that ``seat`` does not hold."""
        return self.unplayed[suit] - self.hands[seat][suit]

    def partners(self, seat: int) -> set[int]:
        return {other for other in range(self.players) if other != seat and self.side_of[other] == self.side_of[seat]}

    def adversaries(self, seat: int) -> set[int]:
        return {other for other in range(self.players) if self.side_of[other] != self.side_of[seat]}

    def sight(self, seat: int) -> frozenset[int]:
        """The seats besides mine whose hands I see (empty for none)."""
        return self.sees[seat] - {seat} if self.sees else frozenset()

    @property
    def position(self) -> int:
        """0 for the leader, 1 for second hand, ..."""
        return len(self.trick)

    @property
    def leader(self) -> int:
        return self.trick[0][0]

    @property
    def led(self) -> int:
        return self.trick[0][1][0]

    def later_seats(self) -> list[int]:
        """The seats still to play to this trick after the one now to play, in order."""
        return [(self.leader + k) % self.players for k in range(self.position + 1, self.players)]

    def winning(self) -> tuple[int, Card]:
        """The seat and card winning the trick so far: the highest trump, else the highest card of the suit
        led; where ``must_match`` (a Gleek reading), a trump takes a plain card only if of equal or higher
        strength."""
        win_seat, win_card = self.trick[0]
        for seat, card in self.trick[1:]:
            if card[0] == win_card[0]:
                beats = card[1] > win_card[1]
            else:
                beats = card[0] == self.trump and not (self.must_match and card[1] < win_card[1])
            if beats:
                win_seat, win_card = seat, card
        return win_seat, win_card

    def holds_trumps(self, seat: int, in_thirteen: int) -> bool:
        """Whether ``seat`` holds ``in_thirteen`` trumps or more, scaled to the hand size (4: strong)."""
        return len(self.mine(seat, self.trump)) * 13 >= in_thirteen * self.cards_per_hand

    # What the score means (hoyle-score; every predicate is false for a seat not in ``attends``).

    def our_tricks(self, seat: int) -> int:
        return self.tricks_won[self.side_of[seat]]

    def decisive(self, seat: int) -> bool:
        """One more trick wins or saves the game."""
        following = self.our_tricks(seat) + 1
        return following == self.win_at[seat] or following == self.save_at[seat]

    def playing_for_the_odd_trick(self, seat: int) -> bool:
        """The odd trick wins or saves the game, and neither side has made it yet."""
        odd = self.cards_per_hand // 2 + 1
        ours = self.our_tricks(seat)
        theirs = self.trick_number - ours
        return (self.win_at[seat] == odd or self.save_at[seat] == odd) and ours < odd and (
            theirs < self.cards_per_hand + 1 - odd)

    def venturesome(self, seat: int) -> bool:
        """The odd trick is made and more tricks would win the game this hand."""
        ours = self.our_tricks(seat)
        return ours >= self.cards_per_hand // 2 + 1 and ours < self.win_at[seat] <= self.cards_per_hand

    def much_against(self, seat: int) -> bool:
        """We cannot win the game this hand; the adversaries can."""
        return self.win_at[seat] > self.cards_per_hand and self.save_at[seat] >= 1
