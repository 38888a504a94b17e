import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import LONG_WHIST, all_games
from whistodds.games.cards import parse_card
from whistodds.simulations import deal

GAMES = all_games()


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAMES), st.integers(1, 50), st.integers(0, 2**32), st.data())
def test_every_deal_is_a_permutation_of_the_pack(game, n, seed, data):
    dealer = data.draw(st.integers(0, game.players - 1))
    deals = deal(game, n, seed, dealer=dealer)
    assert deals.hands.shape == (n, game.players, game.cards_per_player)
    assert deals.stock.shape == (n, game.stock_size)
    everything = np.concatenate([deals.hands.reshape(n, -1), deals.stock], axis=1)
    assert (np.sort(everything, axis=1) == np.array(sorted(game.cards))).all()
    assert (deals.dealer == dealer).all()
    assert (deals.trump == deals.turn_up // 13).all()
    if game.turn_up == "dealer-last":
        # The last card dealt, the dealer's own, is the one turned up.
        assert (deals.hands[:, dealer, -1] == deals.turn_up).all()
    elif game.ruff is None:
        assert (deals.stock[:, 0] == deals.turn_up).all()
    else:
        # The ruffer took in the stock, the turn-up with it: it is in his hand or among the cards he put out.
        ruffed = deals.ruffer >= 0
        assert (deals.stock[~ruffed, 0] == deals.turn_up[~ruffed]).all()
        rows = np.flatnonzero(ruffed)
        his = np.concatenate([deals.hands[rows, deals.ruffer[rows]], deals.stock[rows]], axis=1)
        assert (his == deals.turn_up[rows, None]).any(axis=1).all()


def test_same_seed_same_deals_and_generator_accepted():
    a = deal(LONG_WHIST, 100, seed=7)
    b = deal(LONG_WHIST, 100, seed=7)
    c = deal(LONG_WHIST, 100, seed=np.random.default_rng(7))
    d = deal(LONG_WHIST, 100, seed=8)
    assert (a.hands == b.hands).all()
    assert c.hands.shape == a.hands.shape
    assert not (a.hands == d.hands).all()


def test_dealer_array_per_deal():
    dealers = np.arange(40) % 4
    deals = deal(LONG_WHIST, 40, seed=3, dealer=dealers)
    assert (deals.hands[np.arange(40), dealers, -1] == deals.turn_up).all()


def test_masks_match_hands():
    deals = deal(LONG_WHIST, 20, seed=5)
    masks = deals.masks()
    for d in range(20):
        for seat in range(4):
            assert masks[d, seat] == sum(1 << int(c) for c in deals.hands[d, seat])


def test_deal_is_uniform():
    # Each seat holds the ace of spades a quarter of the time, and the turn-up is
    # uniform over the pack: chi-square tests at a fixed seed, with a threshold
    # (p < 1e-6) that only a real bias would cross.
    from scipy import stats

    n = 200_000
    deals = deal(LONG_WHIST, n, seed=11)
    holder = np.argmax((deals.hands == parse_card("AS")).any(axis=2), axis=1)
    assert stats.chisquare(np.bincount(holder, minlength=4)).pvalue > 1e-6
    assert stats.chisquare(np.bincount(deals.turn_up, minlength=52)).pvalue > 1e-6
    # Every position within the eldest hand's deal order is uniform too.
    assert stats.chisquare(np.bincount(deals.hands[:, 1, 0], minlength=52)).pvalue > 1e-6


@pytest.mark.parametrize(("bad", "error"), [(0, ValueError), (-3, ValueError), (2.5, TypeError), (True, TypeError),
                                          ("10", TypeError)])
def test_bad_counts(bad, error):
    with pytest.raises(error, match=f"n_deals={bad!r}"):
        deal(LONG_WHIST, bad)


def test_bad_dealer_and_seed():
    with pytest.raises(ValueError, match="dealer=4"):
        deal(LONG_WHIST, 5, dealer=4)
    with pytest.raises(ValueError, match="seed="):
        deal(LONG_WHIST, 5, seed=-1)
    with pytest.raises(ValueError, match="seed="):
        deal(LONG_WHIST, 5, seed="abc")


def test_large_deals_do_not_depend_on_threads():
    from whistodds.simulations.dealing import CHUNK

    n = 2 * CHUNK + 123
    one = deal(LONG_WHIST, n, seed=9, threads=1)
    two = deal(LONG_WHIST, n, seed=9, threads=2)
    assert (one.hands == two.hands).all() and (one.turn_up == two.turn_up).all()
    everything = np.sort(one.hands.reshape(n, -1), axis=1)
    assert (everything == np.arange(52)).all()
    # Each deal has its own stream: no chunk repeats another.
    assert not (one.hands[:100] == one.hands[CHUNK:CHUNK + 100]).all()
    assert len(np.unique(one.hands.reshape(n, -1), axis=0)) == n
