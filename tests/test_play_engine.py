"""The engine against a plain one-deal reference written for the test."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import LONG_WHIST, all_games
from whistodds.games.cards import card_rank, card_suit
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.models import get_model
from whistodds.games import get_game

GAMES = all_games()


def reference_winner(game, trump, leader, cards_by_seat, must_match=False):
    """Highest trump, else highest card of the suit led; ranks from the game's orders.

    With ``must_match`` (a Gleek reading) a trump takes a plain card only if its
    place in the rank order is at least as high.
    """
    players = game.players
    best_seat = leader
    best = int(cards_by_seat[leader])
    for offset in range(1, players):
        seat = (leader + offset) % players
        card = int(cards_by_seat[seat])
        if card_suit(card) == card_suit(best):
            order = game.trump_rank_order if card_suit(card) == trump else game.rank_order
            if order.index(card_rank(card)) > order.index(card_rank(best)):
                best_seat, best = seat, card
        elif card_suit(card) == trump:
            if not must_match or game.trump_rank_order.index(card_rank(card)) >= game.rank_order.index(card_rank(best)):
                best_seat, best = seat, card
    return best_seat


def check_deal(game, deals, result, d, trump_values=None, must_match=False):
    per_hand = game.cards_per_hand
    trump = int(deals.trump[d])
    tricks = np.zeros(game.n_sides, int)
    points = np.zeros(game.n_sides, int)
    side_of = {seat: i for i, side in enumerate(game.sides) for seat in side}
    for part in range(game.hands_per_player):
        holding = {
            seat: set(int(c) for c in deals.hands[d, seat, part * per_hand:(part + 1) * per_hand])
            for seat in range(game.players)
        }
        leader = (int(deals.dealer[d]) + 1) % game.players  # the eldest hand leads
        for t in range(per_hand):
            index = part * per_hand + t
            assert result.leader[d, index] == leader
            cards = result.played[d, index]
            led = card_suit(int(cards[leader]))
            for seat in range(game.players):
                card = int(cards[seat])
                assert card in holding[seat], "each card is played once, from its holder's hand"
                if seat != leader and card_suit(card) != led:
                    assert not any(card_suit(c) == led for c in holding[seat]), "revoke"
                holding[seat].remove(card)
            winner = reference_winner(game, trump, leader, cards, must_match)
            assert result.winner[d, index] == winner
            tricks[side_of[winner]] += 1
            if trump_values:
                points[side_of[winner]] += sum(
                    trump_values.get(card_rank(int(c)), 0) for c in cards if card_suit(int(c)) == trump
                )
            leader = winner
        assert all(not cards for cards in holding.values())
    assert (result.tricks_by_side[d] == tricks).all()
    if trump_values:
        assert (result.trump_points_by_side[d] == points).all()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GAMES), st.sampled_from(["random", "hoyle", "catch-the-ten"]), st.integers(1, 12),
       st.integers(0, 2**31),
       st.data())
def test_every_play_legal_and_every_trick_won_by_the_right_card(game, model, n, seed, data):
    dealer = data.draw(st.integers(0, game.players - 1))
    deals = deal(game, n, seed, dealer=dealer)
    values = game.counted_trumps  # the game's own reading: Scotch Whist's counting trumps, else none
    result = play(deals, get_model(model), seed=seed + 1, threads=1)
    for d in range(n):
        check_deal(game, deals, result, d, values)
    if not values:
        assert (result.trump_points_by_side == 0).all()


@pytest.mark.parametrize("model", ["random", "hoyle"])
def test_result_does_not_depend_on_threads_or_recording(model):
    deals = deal(LONG_WHIST, 5000, seed=4)
    one = play(deals, get_model(model), seed=9, threads=1)
    two = play(deals, get_model(model), seed=9, threads=2)
    quiet = play(deals, get_model(model), seed=9, record=False, threads=3)
    assert (one.played == two.played).all() and (one.winner == two.winner).all()
    assert (one.tricks_by_side == quiet.tricks_by_side).all()
    assert quiet.played is None


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_the_plain_loop_plays_as_the_full_one_in_every_game(game):
    # Unrecorded whist-family play takes the engine's separately compiled plain loop;
    # recording takes the full one.  Both models, dealers varying.
    deals = deal(game, 2000, seed=11, dealer=np.arange(2000) % game.players)
    for model in ("random", "hoyle"):
        full = play(deals, get_model(model), seed=4, record=True)
        plain = play(deals, get_model(model), seed=4, record=False)
        assert np.array_equal(full.tricks_by_side, plain.tricks_by_side)
        assert np.array_equal(full.trump_points_by_side, plain.trump_points_by_side)


def test_random_play_depends_on_seed_and_hoyle_does_not():
    deals = deal(LONG_WHIST, 500, seed=4)
    assert not (play(deals, get_model("random"), seed=1).played == play(deals, get_model("random"), seed=2).played).all()
    assert (play(deals, get_model("hoyle"), seed=1).played == play(deals, get_model("hoyle"), seed=2).played).all()


def test_random_model_picks_uniformly_among_legal_cards():
    # The eldest hand's opening lead under `random` is uniform over his 13 cards:
    # chi-square at a fixed seed, failing only on a real bias (p < 1e-6).
    from scipy import stats

    deals = deal(LONG_WHIST, 60_000, seed=8)
    result = play(deals, get_model("random"), seed=3)
    lead = result.played[:, 0, 1]
    position = np.argmax(deals.hands[:, 1, :] == lead[:, None], axis=1)
    assert stats.chisquare(np.bincount(position, minlength=13)).pvalue > 1e-6


def test_bad_model_and_threads():
    deals = deal(LONG_WHIST, 3, seed=1)
    with pytest.raises(ValueError, match="unknown play model 'bridge'"):
        play(deals, get_model("bridge"))
    with pytest.raises(ValueError, match="threads=0"):
        play(deals, get_model("random"), threads=0)


def test_gleek_turn_up_in_the_stock_is_not_the_dealers_card():
    # Found by the property test: at Gleek the turn-up lies in the stock, so the
    # dealer's last card must not be treated as the turn-up ("keep it to the last").
    from whistodds.families.gleek.rules import GLEEK

    deals = deal(GLEEK, 1, 3, dealer=0)
    result = play(deals, get_model("hoyle"), seed=4, threads=1)
    check_deal(GLEEK, deals, result, 0)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["random", "hoyle"]), st.integers(1, 10), st.integers(0, 2**31))
def test_gleek_reading_a_trump_must_match_the_rank(model, n, seed):
    from whistodds.games import get_game

    game = get_game("gleek(trumping=match)")
    deals = deal(game, n, seed)
    result = play(deals, get_model(model), seed, threads=1)
    for d in range(n):
        check_deal(game, deals, result, d, must_match=True)


def test_players_of_different_skill_at_one_table():
    deals = deal(LONG_WHIST, 3000, seed=6)
    mixed = play(deals, get_model("hoyle"), seed=1, seat_models=[get_model(m) for m in ("hoyle", "random", "hoyle", "random")])
    for d in range(50):
        check_deal(LONG_WHIST, deals, mixed, d)
    # The hoyle side (seats 0 and 2) beats the random side by much more than the sampling error.
    margin = mixed.tricks_by_side[:, 0] - mixed.tricks_by_side[:, 1]
    assert margin.mean() > 5 * margin.std() / np.sqrt(margin.size)
    with pytest.raises(ValueError, match="seat_models"):
        play(deals, seat_models=[get_model("hoyle"), get_model("random")])
    with pytest.raises(ValueError, match="double-dummy"):
        play(deals, seat_models=[get_model(m) for m in ("hoyle", "double-dummy", "hoyle", "hoyle")])


def test_the_engine_is_built_for_the_models_seated_and_no_other():
    from whistodds.simulations.play.api import _seat_models
    from whistodds.simulations.play.models import get_model

    built, seats = _seat_models(get_model("hoyle"), [get_model(m) for m in ("random", "hoyle", "random", "hoyle")],
                                10, 4)
    assert built.models == ("hoyle", "random") and seats.tolist() == [[1, 0, 1, 0]]
    alone, seats = _seat_models(get_model("random"), None, 10, 4)
    assert alone.models == ("random",) and seats.tolist() == [[0, 0, 0, 0]]
    assert _seat_models(get_model("random"), None, 10, 4)[0] is alone  # built once a process
    # Each build is its own compiled function, named for its models in numba's cache.
    assert built.cache_name.startswith("play_range__hoyle_random_")


def test_a_seat_plays_alike_whatever_models_share_the_engine():
    # hoyle's seats at a table of hoyle and hoyle-score (neutral context) play as at a table of hoyle alone.
    deals = deal(LONG_WHIST, 500, seed=8)
    alone = play(deals, get_model("hoyle"), seed=3)
    shared = play(deals, seat_models=[get_model(m) for m in ("hoyle", "hoyle-score", "hoyle", "hoyle-score")], seed=3)
    assert np.array_equal(alone.played, shared.played)
    three = play(deals, seat_models=[[get_model(m) for m in ("random", "hoyle", "catch-the-ten", "hoyle")]] * 500,
                 seed=3)
    for d in range(50):
        check_deal(LONG_WHIST, deals, three, d)


@pytest.mark.parametrize("bit_generator", [np.random.PCG64, np.random.MT19937, np.random.Philox, np.random.SFC64])
def test_play_seeds_are_numpys_63_bit_draws_for_every_bit_generator(bit_generator):
    # play_seeds takes a faster route to integers(0, 2**63); the random model's plays
    # (and so every shipped random kernel) depend on the two giving the same numbers.
    from whistodds.simulations.play.api import play_seeds

    reference_generator, generator = np.random.Generator(bit_generator(1793)), np.random.Generator(bit_generator(1793))
    reference = reference_generator.integers(0, 2**63, size=10_000, dtype=np.uint64)
    assert np.array_equal(play_seeds(generator, 10_000), reference)
    assert generator.random() == reference_generator.random()  # and the generator is left where it was


def test_play_refuses_a_turn_up_that_is_not_the_dealers_last_card():
    """Issue 47, item 10: the engine takes the dealer's last card for the turn-up; a deal saying otherwise was
    played silently with the card in the hand.  Now one line, before any play."""
    from dataclasses import replace

    deals = deal(LONG_WHIST, 4, seed=47, dealer=np.array([0, 1, 2, 3]))
    play(deals, get_model("hoyle"), seed=1)  # as dealt: consistent
    turn_up = deals.turn_up.copy()
    turn_up[2] = deals.hands[2, 2, 0]  # another card of the dealer's (seat 2) hand
    with pytest.raises(ValueError, match=r"^deal 2: turn_up=\S+ is not allowed; in long-whist the turn-up is the "
                                         r"dealer's \(seat 2\) last card, \S+ \(1 of 4 deals differ\)$"):
        play(replace(deals, turn_up=turn_up), get_model("hoyle"), seed=1)
