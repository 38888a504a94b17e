"""One deal applied to the score of a game of whist, for arrays of games at once: honours called at eight,
tricks before honours, no honours from a score (the rules of a :class:`~whistodds.games.scoring.WhistScoring`).

>>> from whistodds.games.scoring import LONG_WHIST_RULES
>>> [int(x) for x in score_deal(LONG_WHIST_RULES, us=8, them=3, we_deal=True, our_tricks=5, our_honours=3)]
[10, 3, 1]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import numpy as np

from whistodds.games.scoring.call_needs import TWO_AND_ONE

if TYPE_CHECKING:
    from whistodds.games.scoring.call_needs import CallNeeds


class DealRules(Protocol):
    """What applying a deal to the score reads of the rules (a :class:`~whistodds.games.scoring.WhistScoring`
    has them all)."""

    @property
    def target(self) -> int: ...
    @property
    def book(self) -> int: ...
    @property
    def tricks(self) -> int | None: ...
    @property
    def honours(self) -> bool: ...
    @property
    def n_honours(self) -> int: ...
    @property
    def no_honours_from(self) -> int | None: ...
    @property
    def call_at(self) -> int | None: ...
    @property
    def call_needs(self) -> CallNeeds: ...
    @property
    def dealer_cannot_call_against(self) -> int | None: ...

    def honour_points(self, held: np.ndarray) -> np.ndarray: ...


def score_deal(
    rules: DealRules,
    us: np.ndarray,
    them: np.ndarray,
    we_deal: np.ndarray,
    our_tricks: np.ndarray,
    our_honours: np.ndarray,
    their_honours: np.ndarray | None = None,
    *,
    in_one_hand: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Apply one deal to the score, for arrays of games at once.

    Returns the new scores and the result: 1 we have won, -1 they have, 0 play
    on.  Scores past the target are kept (they matter for the value of a game).
    ``their_honours`` defaults to the honours we do not hold (no stock).
    ``in_one_hand``: whether the side holding all the honours or all but one
    holds them in one hand (needed when ``call_needs`` is ``two-and-one``).

    >>> from whistodds.games.scoring import WhistScoring
    >>> rules = WhistScoring(target=10, call_at=8, call_needs="two-and-one", tricks=13)
    >>> # at 8-7, three honours and three tricks: the call wins, else the adversaries' four by tricks do
    >>> [int(score_deal(rules, 8, 7, True, 3, 3, in_one_hand=split)[2]) for split in (False, True)]
    [1, -1]
    """
    us, them = np.asarray(us), np.asarray(them)
    we_deal = np.asarray(we_deal, dtype=bool)
    our_tricks, our_honours = np.asarray(our_tricks), np.asarray(our_honours)
    if rules.tricks is None:
        raise ValueError("these rules are not fitted to a game's deal (tricks=None); use game.scoring")
    tricks = rules.tricks
    their_honours = rules.n_honours - our_honours if their_honours is None else np.asarray(their_honours)
    our_honour_points = rules.honour_points(our_honours)
    their_honour_points = rules.honour_points(their_honours)
    if rules.no_honours_from is not None:
        our_honour_points = np.where(us >= rules.no_honours_from, 0, our_honour_points)
        their_honour_points = np.where(them >= rules.no_honours_from, 0, their_honour_points)

    # The call at eight: all but one of the honours between the partners always put two in one hand;
    # with call_needs=two-and-one the partner must hold one too, to answer "Yes".
    we_call = np.zeros(np.broadcast(us, them, we_deal, our_honours).shape, dtype=bool)
    they_call = we_call.copy()
    if rules.call_at is not None and rules.honours:
        we_call = (us == rules.call_at) & (our_honours >= rules.n_honours - 1)
        they_call = (them == rules.call_at) & (their_honours >= rules.n_honours - 1)
        if rules.call_needs == TWO_AND_ONE:
            if in_one_hand is None:
                raise ValueError("call_needs=two-and-one needs in_one_hand: whether the side holding all the "
                                 "honours or all but one holds them in one hand")
            we_call &= ~np.asarray(in_one_hand, dtype=bool)
            they_call &= ~np.asarray(in_one_hand, dtype=bool)
        if rules.dealer_cannot_call_against is not None:
            we_call &= ~(we_deal & (them == rules.dealer_cannot_call_against))
            they_call &= ~(~we_deal & (us == rules.dealer_cannot_call_against))

    # Called honours are scored before a card is played ("the honours are scored and the game ends"
    # when they reach the target, as at eight of ten they always do); the others after the tricks.
    us_start = us + np.where(we_call, our_honour_points, 0)
    them_start = them + np.where(they_call, their_honour_points, 0)
    called_out = (we_call & (us_start >= rules.target)) | (they_call & (them_start >= rules.target))
    our_honour_points = np.where(we_call, 0, our_honour_points)
    their_honour_points = np.where(they_call, 0, their_honour_points)

    # Tricks count before honours: at most one side scores for tricks.
    our_trick_points = np.maximum(our_tricks - rules.book, 0)
    their_trick_points = np.maximum(tricks - our_tricks - rules.book, 0)
    us_after_tricks = us_start + our_trick_points
    them_after_tricks = them_start + their_trick_points
    won_by_tricks = np.where(us_after_tricks >= rules.target, 1, np.where(them_after_tricks >= rules.target, -1, 0))
    us_final = np.where(won_by_tricks == 0, us_after_tricks + our_honour_points, us_after_tricks)
    them_final = np.where(won_by_tricks == 0, them_after_tricks + their_honour_points, them_after_tricks)
    result = np.where(won_by_tricks != 0, won_by_tricks,
                      np.where(us_final >= rules.target, 1, np.where(them_final >= rules.target, -1, 0)))

    # A call that reaches the target ends the game before a card is played.
    us_final = np.where(called_out, us_start, us_final)
    them_final = np.where(called_out, them_start, them_final)
    result = np.where(called_out, np.where(we_call, 1, -1), result)
    return us_final, them_final, result
