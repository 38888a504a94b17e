import builtins

import numpy as np
import pytest

from whistodds.families.scotch.rules import scotch_whist
from whistodds.games import LONG_WHIST
from whistodds.games.cards import parse_card
from whistodds.simulations import deal
from whistodds.simulations.dealing import Deals
from whistodds.simulations.play import double_dummy as dd
from whistodds.simulations.play.double_dummy import MissingSolverError, double_dummy_tricks, to_pbn

needs_solver = pytest.mark.skipif(not dd.solver_available(), reason="endplay (whistodds[dds]) not installed")


def suit_hands(first_suit_seat):
    """Each seat holds one whole suit; ``first_suit_seat`` holds spades, the next seat hearts, ..."""
    hands = np.empty((1, 4, 13), np.uint8)
    for offset, suit in enumerate((3, 2, 1, 0)):
        hands[0, (first_suit_seat + offset) % 4] = [suit * 13 + r for r in range(13)]
    return hands


def test_pbn_writes_seat_zero_as_north():
    text = to_pbn(suit_hands(0)[0])
    assert text == "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


@needs_solver
@pytest.mark.parametrize(("spades_seat", "dealer", "expected_dealer_side"), [(0, 0, 13), (1, 0, 0), (1, 3, 13), (2, 1, 0)])
def test_a_hand_of_all_trumps_takes_every_trick(spades_seat, dealer, expected_dealer_side):
    hands = suit_hands(spades_seat)
    # The turn-up (the dealer's last card) decides trumps; make spades trumps whoever deals.
    turn_up = hands[0, dealer, -1]
    deals = Deals(LONG_WHIST, hands, np.empty((1, 0), np.uint8), np.array([turn_up]), np.array([3], np.uint8),
                  np.array([dealer], np.uint8))
    tricks = double_dummy_tricks(deals)
    dealer_side = 0 if dealer in (0, 2) else 1
    assert tricks[0].sum() == 13
    assert tricks[0, dealer_side] == expected_dealer_side


@needs_solver
def test_double_dummy_on_random_deals_in_batches():
    deals = deal(LONG_WHIST, 30, seed=4)
    seen = []
    tricks = double_dummy_tricks(deals, batch_size=7, progress=seen.append)
    assert (tricks.sum(axis=1) == 13).all() and sum(seen) == 30
    assert (tricks == double_dummy_tricks(deals)).all()


def test_clear_error_without_the_solver(monkeypatch):
    real_import = builtins.__import__

    def no_endplay(name, *args, **kwargs):
        if name.startswith("endplay"):
            raise ImportError("No module named 'endplay'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_endplay)
    with pytest.raises(MissingSolverError, match=r"pip install 'whistodds\[dds\]'"):
        double_dummy_tricks(deal(LONG_WHIST, 2, seed=1))
    assert not dd.solver_available()


def test_double_dummy_rejects_other_games():
    with pytest.raises(ValueError, match="four-player 52-card"):
        double_dummy_tricks(deal(scotch_whist(4, 2), 2, seed=1))
    assert parse_card("AS") == 51
