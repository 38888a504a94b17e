"""Gleek's stock bought before the play (gleek.txt:13-15), four aces above every ruff (line 39), and the
settlement against 22 zero-sum deal by deal (lines 33-34)."""

from fractions import Fraction
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import LONG_WHIST, get_game
from whistodds.families.gleek.rules import GLEEK, GleekScoring
from whistodds.families.gleek.odds import buy_stock, play_gleek, ruff, ruff_points, settlements, simulate_deal_values
from whistodds.simulations import deal
from whistodds.simulations.kernels.cache import deal_key
from whistodds.simulations.play import play
from whistodds.families.gleek.simulation import exchange_with_stock
from whistodds.simulations.play.models import get_model

SPADES = list(range(41, 52))  # the eleven spades of the Gleek pack, four to ace
ACES = [12, 25, 38, 51]  # of clubs, diamonds, hearts, spades
RULES = [f"gleek(stock_buyer={buyer},stock_order={order},discard={discard})"
         for buyer in ("eldest", "youngest", "dealer") for order in ("discard-first", "take-first")
         for discard in ("tricks", "ruff")]


def _sorted_cards(deals):
    everything = np.concatenate([deals.hands.reshape(deals.n_deals, -1), deals.stock], axis=1)
    return np.sort(everything, axis=1)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(0, 2**32 - 1), st.integers(0, 7), st.integers(1, 8), st.booleans())
def test_exchange_keeps_the_hand_size_takes_only_stock_cards_and_conserves_cards(n, seed, first, count, take_first):
    game = GLEEK  # the only game here with a stock
    rng = np.random.default_rng(seed)
    deals = deal(game, n, rng, dealer=rng.integers(0, game.players, n))
    count = min(count, game.stock_size - first)
    buyer = rng.integers(0, game.players, n)
    keep = rng.integers(-5, 5, size=(n, 52)) if seed % 2 else rng.permutation(52)
    taken = slice(first, first + count)
    after = exchange_with_stock(deals, buyer, keep, taken, take_first=take_first)
    assert after.hands.shape == deals.hands.shape and after.stock.shape == deals.stock.shape
    assert (_sorted_cards(after) == _sorted_cards(deals)).all()  # every card still in one place
    for d in range(n):
        b = buyer[d]
        before, new, stock = set(deals.hands[d, b].tolist()), set(after.hands[d, b].tolist()), set(
            deals.stock[d, taken].tolist())
        assert len(new) == game.cards_per_player  # as many cards as he was dealt
        assert new - before <= stock  # he takes only cards of the stock, and only those offered
        if not take_first:
            assert stock <= new  # he discards first, so he takes every card offered
        put_out = set(after.stock[d, taken].tolist())
        assert put_out == (before | stock) - new
        others = [s for s in range(game.players) if s != b]
        assert (after.hands[d, others] == deals.hands[d, others]).all()
        outside = np.ones(deals.stock.shape[1], bool)
        outside[taken] = False
        assert (after.stock[d, outside] == deals.stock[d, outside]).all()  # the turn-up stays where it was
    # He keeps his highest-scoring cards: none put out scores above one kept.
    rows = np.arange(n)
    scores = np.broadcast_to(keep, (n, 52))
    kept_min = np.take_along_axis(scores, after.hands[rows, buyer].astype(np.int64), axis=1).min(axis=1)
    if take_first:
        assert (np.take_along_axis(scores, after.stock[:, taken].astype(np.int64), axis=1).max(axis=1)
                <= kept_min).all()


def test_exchange_bad_input_names_the_value():
    deals = deal(GLEEK, 4, seed=1)
    for kwargs, named in [({"buyer": 3}, "buyer=3"), ({"buyer": -1}, "buyer=-1"), ({"taken": slice(0, 0)}, "taken="),
                          ({"taken": [1, 2]}, "taken="), ({"keep": np.arange(51)}, "keep of shape")]:
        arguments = {"buyer": 1, "keep": np.arange(52), "taken": slice(1, 8)} | kwargs
        with pytest.raises(ValueError, match=named):
            exchange_with_stock(deals, **arguments)


def test_the_eldest_buys_by_default_and_keeps_his_trump_honours():
    deals = deal(GLEEK, 3000, seed=5, dealer=np.arange(3000) % 3)
    after = buy_stock(deals)
    eldest = (deals.dealer.astype(int) + 1) % 3
    rows = np.arange(3000)
    assert (after.hands[rows, eldest, 5:] == deals.stock[:, 1:]).all()  # the seven face-down cards
    assert (after.stock[:, 0] == deals.turn_up).all()  # the turn-up stays on the table
    trump = deals.trump.astype(int)
    for d in range(3000):
        held = set(deals.hands[d, eldest[d]].tolist())
        honours = {int(trump[d]) * 13 + rank - 2 for rank in (11, 12, 13, 14)}
        assert honours & held <= set(after.hands[d, eldest[d]].tolist())
    # Discarding first he keeps five: his trumps first, the higher first, then his highest plain cards.
    def worth(cards):
        return (cards // 13 == deals.trump[:, None]) * 100 + cards % 13

    own = deals.hands[rows, eldest].astype(int)
    kept = after.hands[rows, eldest, :5].astype(int)
    put_out = after.stock[:, 1:].astype(int)
    assert (np.sort(np.concatenate([kept, put_out], axis=1), axis=1) == np.sort(own, axis=1)).all()
    assert (worth(kept).min(axis=1) >= worth(put_out).max(axis=1)).all()
    assert buy_stock(deals, get_game("gleek(stock_buyer=none)").scoring) is deals


def test_the_buyer_rule_names_the_seat():
    deals = deal(GLEEK, 500, seed=2, dealer=np.arange(500) % 3)
    for buyer, offset in (("dealer", 0), ("eldest", 1), ("youngest", 2)):
        after = buy_stock(deals, get_game(f"gleek(stock_buyer={buyer})").scoring)
        seat = (deals.dealer.astype(int) + offset) % 3
        changed = (after.hands != deals.hands).any(axis=2)
        assert (changed == (np.arange(3)[None, :] == seat[:, None])).all()


@pytest.mark.parametrize("name", RULES + ["gleek(trumping=match)", "gleek(four_aces=false)"])
def test_settlements_sum_to_zero_in_every_deal(name):
    game = get_game(name)
    rng = np.random.default_rng(11)
    deals = buy_stock(deal(game, 400, rng, dealer=rng.integers(0, 3, 400)))
    result = play(deals, get_model("hoyle"), seed=12, threads=1)
    # The engine played the hands as bought: each seat's twelve cards, each once.
    for d in range(0, 400, 40):
        for seat in range(3):
            assert sorted(result.played[d, :, seat].tolist()) == sorted(deals.hands[d, seat].tolist())
    settled = settlements(deals, result.tricks_by_side)
    assert (settled.sum(axis=1) == 0).all()


def test_without_the_stock_the_pot_keeps_the_honours_left_in_it():
    # stock_buyer=none: the tool's old reading, not zero-sum; the shortfall is exactly the honours
    # among the seven face-down cards (gleek.txt:34: chips left in the pot).
    game = get_game("gleek(stock_buyer=none)")
    deals = buy_stock(deal(game, 2000, seed=3))
    result = play(deals, get_model("random"), seed=4, threads=1)
    face_down = deals.stock[:, 1:].astype(int)
    left = np.where(face_down // 13 == deals.trump[:, None], GLEEK.scoring.honour_points(face_down % 13 + 2),
                    0).sum(axis=1)
    assert (settlements(deals, result.tricks_by_side).sum(axis=1) == -left).all()
    assert (left > 0).any()


def test_four_aces_beat_every_ruff():
    spades = SPADES[:10] + [37, 36]  # spades four to king (49 + 30 = 79) and the king and queen of hearts
    four_aces = ACES + [2, 3, 4, 5, 6, 7, 15, 16]  # the aces, clubs four to nine, diamonds four and five
    pack = [c for c in range(52) if c % 13 >= 2]  # the Gleek pack: no twos or threes
    rest = [c for c in pack if c not in spades + four_aces][:12]
    hands = np.array([[spades, four_aces, rest]], np.uint8)
    points = ruff_points(hands)
    assert points[0, 0] == 79 and points[0, 1] == 4 + 5 + 6 + 7 + 8 + 9 + 11  # clubs, his best suit
    assert points[0, 0] > points[0, 2]  # so by the points the spades would take the ruff
    best = ruff(hands)
    assert best[0].argmax() == 1 and (best[0, 1] > best[0, [0, 2]]).all()
    assert best[0, 1] > 90  # above the most a suit of eleven cards counts
    plain = ruff(hands, get_game("gleek(four_aces=false)").scoring)
    assert plain[0].argmax() == 0 and (plain == points).all()


def test_four_aces_as_often_as_exactly_and_deciding_the_ruff():
    table = simulate_deal_values(60_000, seed=8)
    dealt = table[table.stage == "as dealt"]
    p = float(Fraction(comb(40, 8), comb(44, 12)))  # the other eight cards from the forty non-aces
    assert (np.abs(dealt.p_four_aces - p) < 5 * np.sqrt(p * (1 - p) / 60_000)).all()
    # Four aces decide the ruff only in a hand that holds them.
    assert (table.p_ruff_by_four_aces <= table.p_four_aces).all()
    assert (table.p_ruff_by_four_aces > 0).all()
    without = simulate_deal_values(60_000, seed=8, game=get_game("gleek(four_aces=false)"))
    assert (without.p_ruff_by_four_aces == 0).all()
    assert np.allclose(without.mean_best_ruff, table.mean_best_ruff)  # the points of the best suit, either way


def test_play_gleek_sums_to_zero_and_the_buyer_gains():
    table = play_gleek(6000, get_model("hoyle"), seed=9).set_index("seat")
    assert (table.mean_sum_of_settlements == 0).all() and (table.mean_sum_of_settlements_se == 0).all()
    assert table.mean_total.sum() == pytest.approx(66)
    none = play_gleek(6000, get_model("hoyle"), seed=9, game=get_game("gleek(stock_buyer=none)")).set_index("seat")
    # The eldest with nineteen cards to choose from, against the same seat as dealt.
    gain = table.loc["eldest", "mean_settlement_pence"] - none.loc["eldest", "mean_settlement_pence"]
    assert gain > 5 * np.hypot(table.loc["eldest", "mean_settlement_pence_se"],
                               none.loc["eldest", "mean_settlement_pence_se"])
    assert (none.mean_sum_of_settlements < 0).all()


def test_rules_are_parameters_and_change_the_deal_key():
    assert GLEEK.announced() == "stock_buyer=eldest, discard=tricks"
    keys = {deal_key(get_game(name)) for name in RULES + ["gleek(stock_buyer=none)", "gleek"]}
    assert len(keys) == len(RULES) + 1  # gleek is gleek(stock_buyer=eldest,...) by default
    assert "stock_exchange" not in repr(LONG_WHIST.deal_signature())
    assert deal_key(get_game("gleek(four_aces=false)")) == deal_key(GLEEK)  # the ruff does not touch the play
    for name, named in [("gleek(stock_buyer=banker)", "stock_buyer=banker"), ("gleek(discard=honours)", "discard="),
                        ("gleek(stock_order=never)", "stock_order=never"), ("gleek(four_aces=2)", "four_aces=2")]:
        with pytest.raises(ValueError, match=named):
            get_game(name)
    with pytest.raises(ValueError, match="stock_buyer='banker'"):
        GleekScoring(stock_buyer="banker")
    with pytest.raises(ValueError, match="stock_exchanged=8"):
        GLEEK.replace(family="my-gleek", scoring=GleekScoring(stock_exchanged=8))
