"""Scoring rules of the whist games, as data: one function scores a deal for the exact solver and the simulator.

Long whist (Bob Short 1793; 1911 Britannica, "Long Whist"): ten points; each
trick over six scores one; the side holding four trump honours (ace, king,
queen, knave) scores four, three of them two; "with the score at nine, honours
cannot be secured, but at eight a player who holds (two) honours may ask his
partner before playing if he too holds an honour ... If the answer is 'Yes,'
the honours are scored and the game ends"; tricks count before honours.  Who
may call is read two ways (``call_needs``): with three honours or more between the
partners (``three-between``, the default), or only when the partner can answer
"Yes", i.e. the caller holds two or more and his partner at least one
(``two-and-one``: three or four honours in one hand cannot call, and are scored
after the tricks like any honours not called).  Short
whist (1911 Britannica, "Short Whist"): five points; "a side which has a score
of four at the beginning of a hand cannot score for honours".

Every rule is a field, and the fields marked as parameters may be set in a
game's name (``long-whist(call_at=none)``).  The number of tricks a deal comes
from the game's deal (13 for the full pack, 12 when the deuces are out).

>>> import numpy as np
>>> rules = WhistScoring(target=10, no_honours_from=9, call_at=8, tricks=13)
>>> score_deal(rules, us=np.array(8), them=np.array(3), we_deal=np.array(True),
...            our_tricks=np.array(5), our_honours=np.array(3))[2]  # the call at eight wins before play
array(1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from whistodds.games.scoring.call_needs import CALL_NEEDS as CALL_NEEDS
from whistodds.games.scoring.call_needs import THREE_BETWEEN as THREE_BETWEEN
from whistodds.games.scoring.call_needs import TWO_AND_ONE as TWO_AND_ONE
from whistodds.games.scoring.call_needs import CallNeeds as CallNeeds
from whistodds.games.scoring.deal import score_deal as score_deal
from whistodds.games.parameters import Follow, Parameter
from whistodds.games.scoring.protocol import OutcomeKind

HONOUR_RANKS = (14, 13, 12, 11)  # ace, king, queen, knave of trumps
TRICKS_AND_HONOURS = OutcomeKind.TRICKS_AND_HONOURS
BRITANNICA = "britannica-1911-whist.txt"
BOB_SHORT = "bob-short-hoyle-abridged-1793.txt"


CALL_NEEDS_SOURCE = (
    f"{BRITANNICA}:117 ('at eight a player who holds (two) honours may ask his partner before playing if he too "
    f"holds an honour ... If the answer is \"Yes,\" the honours are scored and the game ends'); {BOB_SHORT}:504-528 "
    "(Of Calling Honours: the call only at eight, answered by the partner, XVI-XXI; nothing on honours all in one "
    "hand). three-between: three or more between the partners, as this tool read the call before; two-and-one: "
    "the caller holds two or more and his partner at least one")


@dataclass(frozen=True)
class WhistScoring:
    """How a game of whist is scored, two sides; every rule a named field.

    Attributes:
        target: points that win the game.
        book: tricks a side must make before its tricks score ("each trick
            over six counting one").
        honours: whether honours score at all.
        honours_four: points for holding all the honours (four).
        honours_three: points for holding all but one (three).
        no_honours_from: a side with at least this score when the hand begins
            cannot score honours (None: no such rule).
        call_at: a side at exactly this score holding two honours in one hand
            may call "Can you one?"; with three or more between the partners
            it scores them and wins before a card is played (None: no call).
        call_needs: what the call needs: ``three-between`` (three or more
            honours between the partners: all but one always put two in one
            hand) or ``two-and-one`` (the caller two or more and his partner at
            least one, so that the partner can answer "Yes"; a side whose
            honours are all in one hand cannot call).  With ``two-and-one`` a
            deal's outcome records whether the honours of the side holding all
            or all but one lie in one hand (see :meth:`honours_cell`).
        dealer_cannot_call_against: the club variant: a side at ``call_at``
            that has the deal may not call when the adversaries are at this
            score (None: the call is always allowed).
        treble_below: a game won while the losers have less than this is a
            treble, worth three (None: no treble).
        double_below: ... else, while they have less than this, a double,
            worth two; otherwise a single, worth one.
        honour_ranks: the trump ranks that are honours.
        tricks: tricks in a deal (filled in from the game's deal).
        honours_apart: whether an honour may lie in neither side's hands (a
            game with a stock: filled in from the game's deal); a deal's
            outcome then records each side's honours, not the dealer's alone.
        source: where each default comes from.
    """

    target: int
    book: int = 6
    honours: bool = True
    honours_four: int = 4
    honours_three: int = 2
    no_honours_from: int | None = None
    call_at: int | None = None
    call_needs: CallNeeds = THREE_BETWEEN
    dealer_cannot_call_against: int | None = None
    treble_below: int | None = None
    double_below: int | None = None
    honour_ranks: tuple[int, ...] = HONOUR_RANKS
    tricks: int | None = None
    honours_apart: bool = False
    source: str = ""

    outcome_kind = TRICKS_AND_HONOURS
    counts_tricks_and_honours = True  # a deal's outcome: the dealer's side's tricks and honours
    n_sides = 2

    def __post_init__(self) -> None:
        _rule(isinstance(self.target, int) and self.target >= 1, "target", self.target, "1 or more")
        _rule(len(set(self.honour_ranks)) == len(self.honour_ranks) >= 3, "honour_ranks", self.honour_ranks,
              "three or more distinct ranks (so that only one side can hold all or all but one)")
        for name in ("no_honours_from", "call_at", "dealer_cannot_call_against"):
            value = getattr(self, name)
            _rule(value is None or 0 <= value < self.target, name, value, f"none or 0-{self.target - 1}")
        _rule(self.call_needs in CALL_NEEDS, "call_needs", self.call_needs, " or ".join(CALL_NEEDS))
        object.__setattr__(self, "call_needs", CallNeeds(self.call_needs))  # the word as given, as its member
        for name in ("treble_below", "double_below"):  # at or past the target: every game won is worth that much
            value = getattr(self, name)
            _rule(value is None or value >= 0, name, value, "none or 0 or more")
        _rule(self.honours_four >= 0 and self.honours_three >= 0, "honours_four", self.honours_four, "0 or more")
        if self.tricks is not None:
            _rule(0 <= self.book < self.tricks and 2 * self.book + 2 > self.tricks, "book", self.book,
                  f"fewer than the {self.tricks} tricks of a deal, and enough that only one side can score "
                  f"for tricks ({(self.tricks - 1) // 2} or more)")

    @staticmethod
    def parameters(base: WhistScoring) -> tuple[Parameter, ...]:
        """The rules a game's name may set, their defaults being ``base``'s.

        The score rules that depend on the target follow it when left unset (:meth:`Family.defaults_for`):
        no honours at nine of ten and the call at eight keep their distance from it (the sources give
        them as points short of game: "With the score at nine ... at eight", britannica-1911-whist.txt:117;
        "a side which has a score of four", line 75); the double is at half the target, rounded up ("A
        double is scored when the losers are less than five", line 117, of ten; "when the adversaries have
        made one or two", line 75, of five: both less than half) where ``base``'s is, else it keeps its
        distance too.  The treble does not move: "a game in which the adversaries have no score" (line 75).
        """
        source = base.source
        half = base.double_below is not None and base.double_below == -(-base.target // 2)
        double_follow = Follow.HALF if half else Follow.DISTANCE

        def moved(name: str, follow: Follow = Follow.DISTANCE) -> str:
            value = getattr(base, name)
            if value is None:
                return "default: none"
            return f"default: {follow.describe(value, 'target', base.target)}, {value} of {base.target}"

        return (
            Parameter("target", int, "points that win the game", low=1, high=50, source=source),
            Parameter("book", int, "tricks that score nothing (each trick over the book scores one)", low=0, high=12,
                      source=source),
            Parameter("honours", bool, "whether honours score", source=source),
            Parameter("honours_four", int, "points for all four honours", low=0, high=20, source=source),
            Parameter("honours_three", int, "points for three honours", low=0, high=20, source=source),
            Parameter("no_honours_from", int, "a side at this score or more cannot score honours "
                      f"({moved('no_honours_from')}, moving with the target)", optional=True, low=0, high=49,
                      source=source, follows="target"),
            Parameter("call_at", int, "the score at which honours may be called ('Can you one?'; "
                      f"{moved('call_at')}, moving with the target)", optional=True, low=0, high=49, source=source,
                      follows="target"),
            Parameter("call_needs", str, "what the call needs: three-between (three or more honours between the "
                      "partners) or two-and-one (two or more in the caller's hand and one in his partner's, so that "
                      "he can answer Yes)", choices=CALL_NEEDS, source=CALL_NEEDS_SOURCE, reading=True),
            Parameter("dealer_cannot_call_against", int, "the club rule: the side at the call with the deal may "
                      f"not call against this score ({moved('dealer_cannot_call_against')}; variant=club: "
                      "target-1)", optional=True, low=0, high=49, source=source, follows="target"),
            Parameter("treble_below", int, "a game is a treble while the losers have less than this "
                      f"({_fixed(base.treble_below)})",
                      optional=True, low=0, high=50, source=source),
            Parameter("double_below", int, "a game is a double while the losers have less than this "
                      f"({moved('double_below', double_follow)}, moving with the target)", optional=True, low=0,
                      high=50, source=source, follows="target", follow=double_follow),
        )

    def with_parameters(self, **values: Any) -> WhistScoring:
        """A copy with some rule parameters changed."""
        return replace(self, **values)

    variant = with_parameters  # the name it had before

    def fit(self, game: Any) -> WhistScoring:
        """These rules for ``game``'s deal: the tricks a deal from its hands, checked against its sides."""
        _rule(game.n_sides == 2, "sides", game.n_sides, "two sides for whist scoring")
        _rule(set(self.honour_ranks) <= set(game.rank_order), "honour_ranks", self.honour_ranks,
              f"ranks of the pack {game.rank_order}")
        fitted = self
        if game.stock_size > 0 and not self.honours_apart:
            fitted = replace(fitted, honours_apart=True)
        if self.tricks is None:
            return replace(fitted, tricks=game.cards_per_hand)
        _rule(self.tricks == game.cards_per_hand, "tricks", self.tricks, f"{game.cards_per_hand}, the tricks a deal")
        return fitted

    @property
    def records_split(self) -> bool:
        """Whether a deal's outcome records if the honours of the side holding all or all but one lie in
        one hand: only when the call needs two and one and there is a call to make."""
        return self.call_needs == TWO_AND_ONE and self.call_at is not None and self.honours

    def outcome_key(self) -> tuple[Any, ...]:
        """What one deal's outcome records under these rules (the deal kernel's axes)."""
        key: tuple[Any, ...] = (self.outcome_kind.value, self.honour_ranks, self.tricks)  # the plain string: cache keys hold
        key = key + ("honours-apart",) if self.honours_apart else key
        return key + ("honours-in-one-hand",) if self.records_split else key

    @property
    def _counts_width(self) -> int:
        """Columns the honour counts take: the dealer's side's (0..all), or with ``honours_apart`` both sides'."""
        return (self.n_honours + 1) ** (2 if self.honours_apart else 1)

    def honours_cell(self, ours: np.ndarray, theirs: np.ndarray, in_one_hand: np.ndarray | None = None
                     ) -> np.ndarray:
        """The outcome's honours column for the dealer's side holding ``ours`` and the other ``theirs``: ``ours``,
        or with ``honours_apart`` both, as ``ours + (honours + 1) * theirs``; with :attr:`records_split`, plus
        the columns so far times ``in_one_hand`` (whether the side holding all the honours or all but one holds
        them in one hand; see :meth:`side_in_one_hand`).

        >>> rules = WhistScoring(target=9, honours_apart=True, tricks=12)
        >>> int(rules.honours_cell(1, 2)), [int(h) for h in rules.split_honours(11)]
        (11, [1, 2])
        >>> split = WhistScoring(target=10, call_at=8, call_needs="two-and-one", tricks=13)
        >>> int(split.honours_cell(3, 1, in_one_hand=True)), int(split.split_honours(8)[0]), bool(split.in_one_hand(8))
        (8, 3, True)
        """
        ours = np.asarray(ours)
        cell = ours + (self.n_honours + 1) * np.asarray(theirs) if self.honours_apart else ours
        if not self.records_split:
            return cell
        if in_one_hand is None:
            raise ValueError(f"call_needs={self.call_needs} records whether a side's honours lie in one hand; "
                             f"give in_one_hand")
        return cell + self._counts_width * np.asarray(in_one_hand, dtype=np.int64)

    def side_in_one_hand(self, by_seat: np.ndarray, sides: tuple[tuple[int, ...], ...]) -> np.ndarray:
        """Whether the side holding all the honours or all but one holds them in one hand, from the honours of
        each seat ``(n, players)`` and the seats of each side (False where no side holds that many).

        >>> rules = WhistScoring(target=10, call_at=8, call_needs="two-and-one", tricks=13)
        >>> rules.side_in_one_hand(np.array([[3, 0, 0, 1], [2, 0, 1, 1], [0, 4, 0, 0]]), ((0, 2), (1, 3))).tolist()
        [True, False, True]
        """
        by_seat = np.asarray(by_seat)
        result = np.zeros(by_seat.shape[0], dtype=bool)
        for side in sides:
            held = by_seat[:, list(side)]
            total = held.sum(axis=1)
            result |= (total >= self.n_honours - 1) & (held.max(axis=1) == total)
        return result

    def in_one_hand(self, cell: np.ndarray) -> np.ndarray:
        """Whether an outcome's honours column says the honours of the side holding all or all but one lie in
        one hand (always False unless :attr:`records_split`)."""
        cell = np.asarray(cell)
        return cell >= self._counts_width if self.records_split else np.zeros(cell.shape, dtype=bool)

    def split_honours(self, cell: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The honours of the dealer's side and of the other side from an outcome's honours column."""
        cell = np.asarray(cell)
        if self.records_split:
            cell = cell % self._counts_width
        if self.honours_apart:
            return cell % (self.n_honours + 1), cell // (self.n_honours + 1)
        return cell, self.n_honours - cell

    @property
    def n_honours(self) -> int:
        return len(self.honour_ranks)

    @property
    def counted_trumps(self) -> dict[int, int]:
        """No trump is counted in the play at whist (only held, as an honour)."""
        return {}

    @property
    def deal_honours(self) -> tuple[int, ...]:
        """The trump ranks a deal's outcome counts as honours."""
        return self.honour_ranks

    @property
    def game_values(self) -> tuple[int, ...]:
        """What a won game is worth, indexed by the losers' score (treble 3, double 2, single 1)."""
        def value(losers: int) -> int:
            if self.treble_below is not None and losers < self.treble_below:
                return 3
            if self.double_below is not None and losers < self.double_below:
                return 2
            return 1
        return tuple(value(losers) for losers in range(self.target))

    @property
    def score_states(self) -> int:
        """Scores a side may have while the game is in play: 0 to target - 1."""
        return self.target

    def outcome_shape(self) -> tuple[int, int]:
        """The deal kernel's axes: tricks of the dealer's side (0..tricks), its honours (0..all; with
        ``honours_apart``, both sides' honours as one cell; with :attr:`records_split`, twice the columns,
        the second half for honours all in one hand; see :meth:`honours_cell`)."""
        if self.tricks is None:
            raise ValueError("these rules are not fitted to a game's deal (tricks=None); use game.scoring")
        return self.tricks + 1, self._counts_width * (2 if self.records_split else 1)

    def honour_points(self, held: np.ndarray) -> np.ndarray:
        """Points a side scores for ``held`` honours (before the rule at nine or four)."""
        held = np.asarray(held)
        if not self.honours:
            return np.zeros_like(held)
        return np.where(held == self.n_honours, self.honours_four,
                        np.where(held == self.n_honours - 1, self.honours_three, 0))

    def deal_points(self, tricks: np.ndarray, honours: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Points of one deal to a side that took ``tricks`` holding ``honours`` (an outcome's honours
        column), and to the other, from love-all."""
        mine, other = self.split_honours(honours)
        ours = np.maximum(tricks - self.book, 0) + self.honour_points(mine)
        theirs = np.maximum(self.tricks - tricks - self.book, 0) + self.honour_points(other)
        return ours, theirs

    def apply(self, scores: np.ndarray, dealer_side: np.ndarray, outcome: dict[str, np.ndarray]
              ) -> tuple[np.ndarray, np.ndarray]:
        """One deal applied to ``scores`` (``(..., 2)``); ``outcome`` is the dealer's side's tricks and honours.

        Returns the new scores and the winning side (-1: play on).
        """
        scores = np.asarray(scores)
        we_deal = np.asarray(dealer_side) == 0
        tricks = np.asarray(outcome["tricks"])
        dealers, others = self.split_honours(outcome["honours"])
        our_tricks = np.where(we_deal, tricks, self.tricks - tricks)
        our_honours = np.where(we_deal, dealers, others)
        their_honours = np.where(we_deal, others, dealers)
        us, them, result = score_deal(self, scores[..., 0], scores[..., 1], we_deal, our_tricks, our_honours,
                                      their_honours, in_one_hand=self.in_one_hand(outcome["honours"]))
        return np.stack([us, them], axis=-1), np.where(result == 1, 0, np.where(result == -1, 1, -1))


def _fixed(value: int | None) -> str:
    return "default: none" if value is None else f"default: {value}, whatever the target"


def _rule(ok: bool, name: str, value: object, allowed: str) -> None:
    if not ok:
        raise ValueError(f"invalid scoring: {name}={value!r}; allowed: {allowed}")


LONG_WHIST_RULES = WhistScoring(
    target=10,
    no_honours_from=9,
    call_at=8,
    double_below=5,
    tricks=13,
    source=f"Bob Short 1793 ({BOB_SHORT}:156: 'Ten points are the game'; line 154: honours 'they count two "
    "points towards the game; and in case they have four honours, they count four points'); 1911 Britannica, "
    f"Long Whist ({BRITANNICA}:117: no honours at nine; the call at eight; 'A double is scored when the losers "
    "are less than five, a single if they have made five or more'; tricks before honours, as at short whist, "
    "line 75)",
)

SHORT_WHIST_RULES = WhistScoring(
    target=5,
    no_honours_from=4,
    treble_below=1,
    double_below=3,
    tricks=13,
    source=f"1911 Britannica, Short Whist ({BRITANNICA}:75: five points; no honours for a side at four; tricks "
    "before honours; treble when the adversaries have no score, double when one or two, single when three or four)",
)

# Named variants, kept as parameter sets: "some players halve these scores, or, particularly in America, do not
# count honours at all" (1911 Britannica, line 75); the club rule; "sometimes, by arrangement, the rubber points are
# raised to four" (line 75).
LONG_WHIST_ALIASES: dict[str, dict[str, Any]] = {
    "standard": {},
    "no-honours": {"honours": False},
    # The club rule: eight with the deal cannot call against nine, i.e. against one short of game.
    "club": {"dealer_cannot_call_against": lambda rules: rules["target"] - 1},
    "rubber-bonus-4": {"rubber_bonus": 4},
}
SHORT_WHIST_ALIASES: dict[str, dict[str, Any]] = {
    "standard": {},
    "honours-halved": {"honours_four": 2, "honours_three": 1},
    "no-honours": {"honours": False},
    "rubber-bonus-4": {"rubber_bonus": 4},
}
LONG_WHIST_VARIANTS = {"standard": LONG_WHIST_RULES, "no-honours": LONG_WHIST_RULES.with_parameters(honours=False),
                       "club": LONG_WHIST_RULES.with_parameters(dealer_cannot_call_against=9)}
SHORT_WHIST_VARIANTS = {name: SHORT_WHIST_RULES.with_parameters(**{k: v for k, v in values.items()
                                                                   if k != "rubber_bonus"})
                        for name, values in SHORT_WHIST_ALIASES.items() if name != "rubber-bonus-4"}
