"""Scoring rules of long and short whist as data, and the one function that applies them.

Long whist (Bob Short, 1793; 1911 Britannica, "Long Whist"): game is ten
points; each trick over six scores one; the side holding three honours (ace,
king, queen, knave of trumps) scores two, all four score four; "with the score
at nine, honours cannot be secured, but at eight a player who holds (two)
honours may ask his partner before playing if he too holds an honour ... If the
answer is 'Yes,' the honours are scored and the game ends"; tricks count before
honours.  Short whist (1911 Britannica, "Short Whist"): five points; "a side
which has a score of four at the beginning of a hand cannot score for honours".

>>> import numpy as np
>>> score_deal(LONG_WHIST_RULES, us=np.array(8), them=np.array(3), we_deal=np.array(True),
...            our_tricks=np.array(5), our_honours=np.array(3))[2]  # the call at eight wins before play
array(1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

TRICKS_PER_DEAL = 13
BOOK = 6  # tricks that score nothing
N_HONOURS = 4


@dataclass(frozen=True)
class WhistScoring:
    """How a game of long or short whist is scored; every rule a named field.

    Attributes:
        name: e.g. ``"long-whist"``.
        target: points that win the game.
        honours: whether honours score at all.
        honours_four: points for holding all four honours.
        honours_three: points for holding three.
        no_honours_from: a side with at least this score when the hand begins
            cannot score honours (None: no such rule).
        call_at: a side at exactly this score holding two honours in one hand
            may call "Can you one?"; with three or more between the partners
            it scores them and wins before a card is played (None: no call).
        dealer_cannot_call_against: the club variant: a side at ``call_at``
            that has the deal may not call when the adversaries are at this
            score (None: the call is always allowed).
        game_values: what a won game is worth, indexed by the losers' score
            (short whist: treble, double, single; long whist: double, single).
        source: where each default comes from.
    """

    name: str
    target: int
    honours: bool = True
    honours_four: int = 4
    honours_three: int = 2
    no_honours_from: int | None = None
    call_at: int | None = None
    dealer_cannot_call_against: int | None = None
    game_values: tuple[int, ...] = ()
    source: str = ""

    def __post_init__(self) -> None:
        if self.target < 1:
            raise ValueError(f"invalid scoring: target={self.target!r}; allowed: 1 or more")
        if not self.game_values:
            object.__setattr__(self, "game_values", (1,) * self.target)
        if len(self.game_values) != self.target or min(self.game_values) < 1:
            raise ValueError(f"invalid scoring: game_values={self.game_values!r}; allowed: {self.target} values >= 1, "
                             f"one for each score the losers may have")
        for field in ("no_honours_from", "call_at", "dealer_cannot_call_against"):
            value = getattr(self, field)
            if value is not None and not 0 <= value < self.target:
                raise ValueError(f"invalid scoring: {field}={value!r}; allowed: None or 0-{self.target - 1}")

    def variant(self, **changes: object) -> WhistScoring:
        """A copy with some rules changed, e.g. ``LONG_WHIST_RULES.variant(honours=False)``."""
        return replace(self, **changes)


LONG_WHIST_RULES = WhistScoring(
    name="long-whist",
    target=10,
    no_honours_from=9,
    call_at=8,
    game_values=(2, 2, 2, 2, 2, 1, 1, 1, 1, 1),
    source="Bob Short 1793 ('Ten points are the game'; honours 'count two points ... four honours, four'); "
    "1911 Britannica, Long Whist (no honours at nine; the call at eight; tricks before honours; 'A double is "
    "scored when the losers are less than five, a single if they have made five or more')",
)

SHORT_WHIST_RULES = WhistScoring(
    name="short-whist",
    target=5,
    no_honours_from=4,
    game_values=(3, 2, 2, 1, 1),
    source="1911 Britannica, Short Whist (five points; no honours for a side at four; tricks before honours; "
    "treble when the adversaries have no score, double when one or two, single when three or four)",
)

RULES_BY_GAME = {rules.name: rules for rules in (LONG_WHIST_RULES, SHORT_WHIST_RULES)}

LONG_WHIST_VARIANTS = {
    "standard": LONG_WHIST_RULES,
    "no-honours": LONG_WHIST_RULES.variant(honours=False),
    "club": LONG_WHIST_RULES.variant(dealer_cannot_call_against=9),
}

# "Some players halve these scores, or, particularly in America, do not count honours at all" (1911
# Britannica); progressive whist counts no honours (Comstock 1885, rule 4).
SHORT_WHIST_VARIANTS = {
    "standard": SHORT_WHIST_RULES,
    "honours-halved": SHORT_WHIST_RULES.variant(honours_four=2, honours_three=1),
    "no-honours": SHORT_WHIST_RULES.variant(honours=False),
}


@dataclass(frozen=True)
class RubberRules:
    """A rubber: the best of three games, "unless one side wins the first two".

    The winners score the value of each game they won and ``bonus`` for the
    rubber; "if the losers have won a game, its value is deducted" (1911
    Britannica, Short Whist; "sometimes, by arrangement, the rubber points are
    raised to four").
    """

    game: WhistScoring = SHORT_WHIST_RULES
    bonus: int = 2
    source: str = "1911 Britannica, Short Whist"


RUBBER_VARIANTS = {
    "standard": RubberRules(),
    "honours-halved": RubberRules(SHORT_WHIST_VARIANTS["honours-halved"]),
    "no-honours": RubberRules(SHORT_WHIST_VARIANTS["no-honours"]),
    "rubber-bonus-4": RubberRules(bonus=4),
}


def honour_points(rules: WhistScoring, held: np.ndarray) -> np.ndarray:
    """Points a side scores for ``held`` honours (before the rule at nine or four)."""
    if not rules.honours:
        return np.zeros_like(held)
    return np.where(held == N_HONOURS, rules.honours_four, np.where(held == 3, rules.honours_three, 0))


def score_deal(
    rules: WhistScoring,
    us: np.ndarray,
    them: np.ndarray,
    we_deal: np.ndarray,
    our_tricks: np.ndarray,
    our_honours: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Apply one deal to the score, for arrays of games at once.

    Returns the new scores and the result: 1 we have won, -1 they have, 0 play
    on.  Scores past the target are kept (they matter for the value of a game).
    """
    us, them = np.asarray(us), np.asarray(them)
    we_deal = np.asarray(we_deal, dtype=bool)
    our_tricks, our_honours = np.asarray(our_tricks), np.asarray(our_honours)
    their_honours = N_HONOURS - our_honours
    our_honour_points = honour_points(rules, our_honours)
    their_honour_points = honour_points(rules, their_honours)
    if rules.no_honours_from is not None:
        our_honour_points = np.where(us >= rules.no_honours_from, 0, our_honour_points)
        their_honour_points = np.where(them >= rules.no_honours_from, 0, their_honour_points)

    # The call at eight: three or more honours between the partners always put two in one hand.
    we_call = np.zeros(np.broadcast(us, them, we_deal, our_honours).shape, dtype=bool)
    they_call = we_call.copy()
    if rules.call_at is not None and rules.honours:
        we_call = (us == rules.call_at) & (our_honours >= 3)
        they_call = (them == rules.call_at) & (their_honours >= 3)
        if rules.dealer_cannot_call_against is not None:
            we_call &= ~(we_deal & (them == rules.dealer_cannot_call_against))
            they_call &= ~(~we_deal & (us == rules.dealer_cannot_call_against))

    # Tricks count before honours: exactly one side takes the odd trick.
    our_trick_points = np.maximum(our_tricks - BOOK, 0)
    their_trick_points = np.maximum(TRICKS_PER_DEAL - our_tricks - BOOK, 0)
    us_after_tricks = us + our_trick_points
    them_after_tricks = them + their_trick_points
    won_by_tricks = np.where(us_after_tricks >= rules.target, 1, np.where(them_after_tricks >= rules.target, -1, 0))
    us_final = np.where(won_by_tricks == 0, us_after_tricks + our_honour_points, us_after_tricks)
    them_final = np.where(won_by_tricks == 0, them_after_tricks + their_honour_points, them_after_tricks)
    result = np.where(won_by_tricks != 0, won_by_tricks,
                      np.where(us_final >= rules.target, 1, np.where(them_final >= rules.target, -1, 0)))

    # A successful call ends the game before a card is played.
    us_final = np.where(we_call, us + our_honour_points, us_final)
    them_final = np.where(we_call, them, np.where(they_call, them + their_honour_points, them_final))
    us_final = np.where(they_call, us, us_final)
    result = np.where(we_call, 1, np.where(they_call, -1, result))
    return us_final, them_final, result
