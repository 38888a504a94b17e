"""The check of a play so far (``check_start``): one play so far shared by every deal (the position's case,
its order of seats worked out once per dealer and trump) and one a deal agree with the seats of the recorded
play, in one thread or several, and the problem named is that of the lowest deal."""

import numpy as np
import pytest

from whistodds.games import get_game
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.resume import check_start, in_play_order
from whistodds.simulations.play.models import get_model

GAME = get_game("long-whist")


@pytest.fixture(scope="module")
def recorded():
    deals = deal(GAME, 400, seed=31, dealer=np.arange(400) % 4)
    full = play(deals, get_model("hoyle"), seed=4)
    assert full.played is not None and full.leader is not None
    order, seats = in_play_order(full.played, full.leader)
    return deals, order, seats


@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("k", [1, 6, 21, 52])
def test_the_seats_of_each_deals_own_play(recorded, threads, k):
    deals, order, seats = recorded
    found = check_start(GAME, deals.hands, deals.dealer, deals.trump, order[:, :k], threads=threads)
    assert found is not None and np.array_equal(found, seats[:, :k])
    assert check_start(GAME, deals.hands, deals.dealer, deals.trump, order[:, :k], threads=threads,
                       seats=False) is None


@pytest.mark.parametrize("k", [3, 17, 30])
def test_one_play_shared_by_deals_of_every_dealer_and_trump(recorded, k):
    """The same deal dealt by each of the four seats (its hands turned round the table, so that the cards
    played stay in the hands that play them): one shared play so far, an order of seats for each dealer."""
    deals, order, seats = recorded
    hands, rows, dealers, trumps = [], [], [], []
    for d in range(4):
        for turn in range(4):
            hands.append(np.roll(deals.hands[d], turn, axis=0))
            dealers.append((int(deals.dealer[d]) + turn) % 4)
            trumps.append(int(deals.trump[d]))
            rows.append((d, turn))
    for d in range(4):
        picked = [i for i, (row, _) in enumerate(rows) if row == d]
        shared = order[d:d + 1, :k]
        found = check_start(GAME, np.array(hands)[picked], np.array(dealers)[picked], np.array(trumps)[picked],
                            shared)
        assert found is not None
        for j, i in enumerate(picked):
            turn = rows[i][1]
            assert np.array_equal(found[j], (seats[d, :k] + turn) % 4)


def test_the_lowest_deal_is_named_whatever_the_threads(recorded):
    deals, order, _ = recorded
    bad = order[:, :9].copy()
    for d in (350, 120, 260):  # the ninth card swapped for a card of another hand: not in the mover's hand
        bad[d, 8] = order[d, 12]
    messages = set()
    for threads in (1, 2, 4):
        with pytest.raises(ValueError, match=r"is not in the hand of seat \d, whose turn it is \(deal 120\)") as error:
            check_start(GAME, deals.hands, deals.dealer, deals.trump, bad, threads=threads, seats=False)
        messages.add(str(error.value))
    assert len(messages) == 1


def test_a_shared_play_so_far_that_one_deal_cannot_have_had(recorded):
    """A play so far shared by deals of which one does not hold a card where it is played."""
    deals, order, _ = recorded
    same = deals.hands[[0, 0, 0]].copy()
    same[2, [0, 1]] = same[2, [1, 0]]  # the third deal's first two hands swapped
    with pytest.raises(ValueError, match=r"\(deal 2\)"):
        check_start(GAME, same, deals.dealer[[0, 0, 0]], deals.trump[[0, 0, 0]], order[0:1, :5])


@pytest.mark.parametrize("codes", [[[300]], [[-1]], [[2.0]]])
def test_codes_that_are_not_cards_are_one_line(recorded, codes):
    deals, _, _ = recorded
    with pytest.raises(ValueError, match="not allowed|not in the pack"):
        check_start(GAME, deals.hands, deals.dealer, deals.trump, np.array(codes))
