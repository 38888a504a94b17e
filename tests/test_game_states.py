"""Play resumed from any state of a hand (``play(deals, start=...)``): card for card the continuation of the
play from the first card, under every play model, and the same for the plain-Python hoyle reference."""

import numpy as np
import pytest

from whistodds.games import get_game
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.reference.play import play_deal
from whistodds.simulations.play.models import get_model, play_models
from whistodds.simulations.play.resume import in_play_order

CARD_MODELS = [model.name for model in play_models() if model.plays_card_by_card]
RESUME_AT = (1, 3, 4, 7, 13, 22, 30, 41, 48, 51)  # cards already played: mid-trick and at a trick's start
N_DEALS = 1500


def _contexts(n: int, tricks: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.integers(1, tricks + 2, n), rng.integers(0, tricks + 1, n)


@pytest.mark.parametrize("model", CARD_MODELS)
def test_resumed_play_is_the_continuation_of_the_full_play(model):
    game = get_game("long-whist")
    deals = deal(game, N_DEALS, seed=28, dealer=np.arange(N_DEALS) % 4)
    contexts = _contexts(N_DEALS, 13, 5)
    full = play(deals, get_model(model), seed=9, contexts=contexts, keep_random=True)
    assert full.random_states is not None and full.played is not None and full.leader is not None
    order, _ = in_play_order(full.played, full.leader)
    for k in RESUME_AT:
        resumed = play(deals, get_model(model), contexts=contexts, start=order[:, :k],
                       deal_seeds=full.random_states[:, k])
        assert resumed.played is not None
        mismatched = np.flatnonzero((resumed.played != full.played).any(axis=(1, 2)))
        assert mismatched.size == 0, f"{model}, resumed after {k} cards: deals {mismatched[:5].tolist()} differ"
        assert np.array_equal(resumed.tricks_by_side, full.tricks_by_side)


def test_the_state_at_the_first_card_is_todays_start():
    deals = deal(get_game("long-whist"), 2000, seed=3)
    today = play(deals, get_model("hoyle"), seed=4)
    empty = play(deals, get_model("hoyle"), seed=4, start=np.zeros((1, 0), np.uint8))
    assert np.array_equal(today.played, empty.played)
    unrecorded = play(deals, get_model("random"), seed=4, record=False, start=np.zeros((1, 0), np.uint8))
    assert np.array_equal(unrecorded.tricks_by_side, play(deals, get_model("random"), seed=4, record=False).tricks_by_side)


@pytest.mark.parametrize("name", ["short-whist", "dummy-whist", "gleek(trumping=match)", "whisk"])
def test_resumed_play_in_other_games(name):
    game = get_game(name)
    n = 400
    deals = deal(game, n, seed=7, dealer=np.arange(n) % game.players)
    full = play(deals, get_model("hoyle"), seed=1)
    assert full.played is not None and full.leader is not None
    order, _ = in_play_order(full.played, full.leader)
    for k in (2, game.players + 1, order.shape[1] // 2, order.shape[1] - 1):
        resumed = play(deals, get_model("hoyle"), seed=1, start=order[:, :k])
        assert np.array_equal(resumed.played, full.played), f"{name} after {k} cards"


def test_the_reference_resumes_as_the_engine_does():
    game = get_game("long-whist")
    deals = deal(game, 150, seed=11, dealer=np.arange(150) % 4)
    full = play(deals, get_model("hoyle"), seed=1)
    assert full.played is not None and full.leader is not None
    order, _ = in_play_order(full.played, full.leader)
    for d in range(deals.n_deals):
        k = 1 + d % 50
        reference = play_deal(game, deals.hands[d].tolist(), int(deals.dealer[d]), int(deals.trump[d]),
                              start=order[d, :k].tolist())
        assert np.array_equal(np.array(reference, np.uint8), full.played[d]), f"deal {d} after {k} cards"


def test_a_different_play_so_far_changes_the_play():
    """The resumed engine plays the given cards, not its own: a card the model would not have led leads."""
    game = get_game("long-whist")
    deals = deal(game, 200, seed=2, dealer=0)
    full = play(deals, get_model("hoyle"), seed=1)
    assert full.played is not None
    hands = deals.hands
    eldest_lowest = np.sort(hands[:, 1, :], axis=1)[:, 0]  # the eldest hand's lowest card code, led at once
    resumed = play(deals, get_model("hoyle"), seed=1, start=eldest_lowest[:, None])
    assert resumed.played is not None
    assert np.array_equal(resumed.played[:, 0, 1], eldest_lowest)
    assert (resumed.played != full.played).any()


def test_a_card_not_in_the_hand_or_a_revoke_is_one_line():
    deals = deal(get_game("long-whist"), 1, seed=1, dealer=0)
    hands = deals.hands[0]
    with pytest.raises(ValueError, match=r"is not in the hand of seat 1, whose turn it is"):
        play(deals, get_model("hoyle"), start=np.array([[hands[2, 0]]]))
    lead = hands[1, 0]
    suit = lead // 13
    second = [c for c in hands[2] if c // 13 != suit]
    if any(c // 13 == suit for c in hands[2]):
        with pytest.raises(ValueError, match=r"is a revoke: seat 2 holds the suit led"):
            play(deals, get_model("hoyle"), start=np.array([[lead, second[0]]]))
    with pytest.raises(ValueError, match=r"start of shape"):
        play(deals, get_model("hoyle"), start=np.zeros((1, 53), np.uint8))


# -- double dummy, part-way through a hand ------------------------------------------------------------------

def test_double_dummy_card_values_agree_with_the_next_position():
    """Minimax, checked through the solver: a card's value is what the next position is worth to the side that
    played it (the trick it completes counted), for positions reached by hoyle's play."""
    pytest.importorskip("endplay")
    from whistodds.simulations.play.double_dummy_cards import card_values, double_dummy_tricks_of_eldest
    from whistodds.simulations.play.resume import check_start

    game = get_game("long-whist")
    deals = deal(game, 12, seed=5, dealer=np.arange(12) % 4)
    full = play(deals, get_model("hoyle"), seed=1)
    assert full.played is not None and full.leader is not None
    order, seats = in_play_order(full.played, full.leader)
    first = card_values(deals, order[:, :0])
    assert [max(v.values()) for v in first] == double_dummy_tricks_of_eldest(deals).tolist()
    side = np.array(game.seat_sides)
    for k in (5, 18, 31):
        now, after = card_values(deals, order[:, :k]), card_values(deals, order[:, :k + 1])
        following = check_start(game, deals.hands, deals.dealer, deals.trump, order[:, :k + 2])[:, k + 1]
        for d in range(deals.n_deals):
            card, mover = int(order[d, k]), int(seats[d, k])
            remaining = 13 - (k + 1) // 4
            best_after = max(after[d].values())
            gained = 0
            if (k + 1) % 4 == 0:  # the card completes a trick: its winner leads next
                gained = int(side[following[d]] == side[mover])
            worth = best_after if side[following[d]] == side[mover] else remaining - best_after
            assert now[d][card] == gained + worth, f"deal {d}, card {k + 1}"
            assert max(now[d].values()) >= now[d][card]
