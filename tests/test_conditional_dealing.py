"""Conditional dealing: the same deals on any number of threads, and the same cards as the kernel first gave."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from whistodds.games.position import Position
from whistodds.simulations.conditional import BLOCK, CHUNK, deal_position

MY_HAND = "AS KS QS JS 10S 9H 8H 7H 6D 5D 4C 3C 2C"
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
POSITIONS = {
    "my hand": Position.from_options(hand=MY_HAND),
    "left void in spades": Position.from_options(hand=MY_HAND, shown_out=["left:spades"]),
    "nothing known": Position(),
    "known, turn-up, two voids": Position.from_options(hand=CLUBS, known=["partner:AS"], turn_up="7H",
                                                       dealer="right", shown_out=["left:spades", "right:diamonds"]),
}
# sha256 (first 16 hex digits) of deal_position(position, 1000, seed=2).tobytes(), as the kernel gave them
# when it drew one deal at a time (before its draws were made by blocks of deals): not a card may move.
PINNED = {
    "my hand": "2f924bd5177679c8",
    "left void in spades": "eb3da39fd005add2",
    "nothing known": "3f0c3f655cfed287",
    "known, turn-up, two voids": "f3f01e3851eb128d",
}


@pytest.mark.parametrize("name", PINNED)
def test_the_cards_dealt_for_a_seed_never_move(name: str) -> None:
    masks = deal_position(POSITIONS[name], 1000, seed=2)
    assert hashlib.sha256(masks.tobytes()).hexdigest()[:16] == PINNED[name]


@pytest.mark.parametrize("name", ["my hand", "known, turn-up, two voids"])
def test_deals_do_not_depend_on_the_number_of_threads(name: str) -> None:
    n = 2 * CHUNK + BLOCK // 2 + 3  # three chunks, the last ending inside a block
    one = deal_position(POSITIONS[name], n, seed=11, threads=1)
    for threads in (2, 3):
        assert (deal_position(POSITIONS[name], n, seed=11, threads=threads) == one).all()
    assert (np.bitwise_count(one) == 13).all()
    assert (np.bitwise_or.reduce(one, axis=1) == np.uint64(2**52 - 1)).all()
    # Each deal has its own stream: no chunk or block repeats another.
    assert len(np.unique(one, axis=0)) == n


def test_a_short_batch_is_the_start_of_a_long_one_when_no_suit_is_restricted() -> None:
    # The deals' seeds come from the seed and the deal's index only, whatever the batch's length.
    long = deal_position(POSITIONS["my hand"], 3 * BLOCK + 5, seed=4)
    assert (deal_position(POSITIONS["my hand"], BLOCK + 7, seed=4) == long[:BLOCK + 7]).all()
