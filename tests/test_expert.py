"""The ``expert`` play model: legal in every game hoyle plays, blind to the hidden cards, reproducible."""

from dataclasses import replace

import numpy as np
import pytest

from test_play_engine import check_deal
from whistodds.games import all_games, get_game
from whistodds.games.cards import card_suit
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.models import cannot_play, get_model
from whistodds.simulations.play.resume import in_play_order

GAMES = [game for game in all_games() if cannot_play(get_model("hoyle"), game) is None]


def test_it_is_registered_and_sees_what_a_player_sees():
    model = get_model("expert")
    assert model.plays_card_by_card and model.sees.value == "exposed"
    assert all(cannot_play(get_model("expert"), game) is None for game in GAMES)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_play_legal_in_every_game_hoyle_plays(game):
    deals = deal(game, 6, seed=3, dealer=np.arange(6) % game.players)
    result = play(deals, get_model("expert"), seed=4, threads=1)
    for d in range(deals.n_deals):
        check_deal(game, deals, result, d, game.counted_trumps, game.trump_must_match)


def test_reproducible_with_a_seed_on_one_and_two_threads():
    deals = deal(get_game("long-whist"), 40, seed=8)
    one = play(deals, get_model("expert"), seed=9, threads=1)
    two = play(deals, get_model("expert"), seed=9, threads=2)
    assert np.array_equal(one.played, two.played)
    other = play(deals, get_model("expert"), seed=10, threads=2)
    assert not np.array_equal(one.played, other.played)  # it draws from the deal's stream: the seed matters


def _permute_hidden(deals, d, order, seats, k, seat, rng, swaps=200):
    """Deal ``d``'s hands with the cards ``seat`` has not seen after ``k`` cards moved among the other hands at
    random, keeping what ``seat`` knows: every card played where it was, each hand's length, every void shown,
    the turn-up in the dealer's hand."""
    game = deals.game
    hands = deals.hands[d].copy()
    played = set(int(c) for c in order[d, :k])
    shown_out = {other: set() for other in range(game.players)}
    for trick_start in range(0, k, game.players):
        led = card_suit(int(order[d, trick_start]))
        for i in range(trick_start + 1, min(trick_start + game.players, k)):
            if card_suit(int(order[d, i])) != led:
                shown_out[int(seats[d, i])].add(led)
    fixed = set(played)
    if game.turn_up == "dealer-last":
        fixed.add(int(hands[int(deals.dealer[d]), -1]))
    hidden = [other for other in range(game.players) if other != seat]
    slots = [(other, i) for other in hidden for i in range(hands.shape[1]) if int(hands[other, i]) not in fixed]
    for _ in range(swaps):
        a, b = rng.choice(len(slots), 2, replace=False)
        (sa, ia), (sb, ib) = slots[a], slots[b]
        ca, cb = int(hands[sa, ia]), int(hands[sb, ib])
        if sa == sb or card_suit(ca) in shown_out[sb] or card_suit(cb) in shown_out[sa]:
            continue
        hands[sa, ia], hands[sb, ib] = cb, ca
    return hands


def _changed_cards(sight=None):
    """How many of the expert's cards change when the unseen cards are moved (``sight``: the hands each seat
    sees, as ``play`` takes it)."""
    game = get_game("long-whist")
    n = 12
    deals = deal(game, n, seed=21, dealer=np.arange(n) % 4)
    full = play(deals, get_model("expert"), seed=22, keep_random=True, threads=1, sight=sight)
    order, seats = in_play_order(full.played, full.leader)
    rng = np.random.default_rng(23)
    differ = moved_deals = 0
    for k in (0, 5, 14, 22, 31, 40):
        hands = deals.hands.copy()
        for d in range(n):
            hands[d] = _permute_hidden(deals, d, order, seats, k, int(seats[d, k]), rng)
        resumed = play(replace(deals, hands=hands), get_model("expert"), start=order[:, :k], deal_seeds=full.random_states[:, k],
                       threads=1, sight=sight)
        again, _ = in_play_order(resumed.played, resumed.leader)
        differ += int((again[:, k] != order[:, k]).sum())
        moved_deals += int((hands != deals.hands).any(axis=(1, 2)).sum())
    assert moved_deals > 6 * n * 0.9  # the hidden hands did change
    return differ


def test_it_never_reads_a_hidden_card():
    """The same random stream and the same knowledge give the same card, however the unseen cards lie: the
    cards a seat has not seen are moved among the other hands (each hand's length, every void shown and every
    card played kept), the play resumed there with the same random state, and the card is the same."""
    assert _changed_cards() == 0


def test_a_player_who_saw_the_hidden_hands_would_fail_that_test():
    """The test above can fail: the same expert told it sees every hand plays other cards when they move."""
    assert _changed_cards(sight=np.full((1, 4), 15, np.int64)) > 0
