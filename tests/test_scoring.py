import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistodds.games.scoring import LONG_WHIST_RULES, LONG_WHIST_VARIANTS, SHORT_WHIST_RULES, WhistScoring, score_deal

RULE_SETS = [LONG_WHIST_RULES, SHORT_WHIST_RULES, *LONG_WHIST_VARIANTS.values()]


def one(rules, us, them, we_deal, tricks, honours):
    new_us, new_them, result = score_deal(rules, np.array(us), np.array(them), np.array(we_deal), np.array(tricks),
                                          np.array(honours))
    return int(new_us), int(new_them), int(result)


@given(st.sampled_from(RULE_SETS), st.data(), st.booleans(), st.integers(0, 13), st.integers(0, 4))
def test_scores_add_up(rules, data, we_deal, tricks, honours):
    us = data.draw(st.integers(0, rules.target - 1))
    them = data.draw(st.integers(0, rules.target - 1))
    new_us, new_them, result = one(rules, us, them, we_deal, tricks, honours)
    gained_us, gained_them = new_us - us, new_them - them
    assert gained_us >= 0 and gained_them >= 0 and gained_us + gained_them >= (0 if result else 1)
    # Points come only from tricks over six and honours.
    assert gained_us <= max(tricks - 6, 0) + 4 and gained_them <= max(7 - tricks, 0) + 4
    assert (result == 1) == (new_us >= rules.target) or result == -1
    assert (result == -1) == (new_them >= rules.target) or result == 1


def test_tricks_before_honours():
    # They are at 9 and take the odd trick: they win though we hold four honours.
    assert one(LONG_WHIST_RULES, 7, 9, True, 6, 4) == (7, 10, -1)
    # Short whist: the Britannica's example, one side at 1 with four honours, the other at 4 makes the odd trick.
    assert one(SHORT_WHIST_RULES, 1, 4, False, 6, 4)[2] == -1


def test_no_honours_at_nine_or_four():
    assert one(LONG_WHIST_RULES, 9, 0, True, 6, 4) == (9, 1, 0)
    assert one(LONG_WHIST_RULES, 7, 0, True, 6, 3) == (9, 1, 0)
    assert one(SHORT_WHIST_RULES, 4, 0, True, 6, 4) == (4, 1, 0)
    assert one(SHORT_WHIST_RULES, 3, 0, True, 6, 3) == (5, 1, 1)


def test_the_call_at_eight():
    # Three honours at eight: called and won before a card is played, whatever the tricks.
    assert one(LONG_WHIST_RULES, 8, 5, False, 0, 3) == (10, 5, 1)
    assert one(LONG_WHIST_RULES, 5, 8, True, 13, 1) == (5, 10, -1)
    # Two honours only: no call; the hand is played.
    assert one(LONG_WHIST_RULES, 8, 5, False, 5, 2) == (8, 7, 0)
    # No honours, no call.
    assert one(LONG_WHIST_VARIANTS["no-honours"], 8, 5, False, 0, 3) == (8, 12, -1)
    # Club variant: eight with the deal cannot call against nine; the hand is played out, and nine has no honours.
    club = LONG_WHIST_VARIANTS["club"]
    assert one(club, 8, 9, True, 6, 3) == (8, 10, -1)
    assert one(LONG_WHIST_RULES, 8, 9, True, 6, 3) == (10, 9, 1)
    assert one(club, 8, 9, False, 6, 3) == (10, 9, 1)  # not the dealer: the call stands


def test_bad_rules():
    with pytest.raises(ValueError, match="target=0"):
        WhistScoring(target=0)
    with pytest.raises(ValueError, match="call_at=10"):
        LONG_WHIST_RULES.variant(call_at=10)


def test_a_call_that_does_not_reach_the_target_scores_and_play_goes_on():
    # Halved honours: three honours called at eight score one, to nine; the hand is then played, and the
    # honours are not scored a second time after the tricks.
    halved = LONG_WHIST_RULES.variant(honours_four=2, honours_three=1)
    assert one(halved, 8, 5, False, 6, 3) == (9, 6, 0)
    assert one(halved, 8, 5, False, 8, 3) == (11, 5, 1)  # then two by tricks take it out (scores run past ten)
    assert one(halved, 8, 5, False, 6, 4) == (10, 5, 1)  # four honours, two points: out before play
    # At the usual values the call always reaches ten, and ends the game before a card is played.
    assert one(LONG_WHIST_RULES, 8, 9, False, 0, 3) == (10, 9, 1)


def test_honour_points_has_one_shape_in_every_scoring():
    # A method from what is held to the points it scores, in every registered game's scoring (never a tuple
    # or an int): a side's count of honours at whist, each trump card's rank at Gleek.
    from whistodds.families.gleek.rules import GLEEK
    from whistodds.games.registry import all_games
    from whistodds.games.scoring.protocol import Scoring, SettlementScoring

    for game in all_games():
        assert isinstance(game.scoring, (Scoring, SettlementScoring)), game.name
        assert callable(game.scoring.honour_points), game.name
    assert LONG_WHIST_RULES.honour_points(np.array([4, 3, 2, 0])).tolist() == [4, 2, 0, 0]
    assert GLEEK.scoring.honour_points(np.array([14, 11, 13, 12, 10, 4])).tolist() == [15, 9, 3, 3, 0, 0]
    assert GLEEK.scoring.honour_ranks == (14, 11, 13, 12)
