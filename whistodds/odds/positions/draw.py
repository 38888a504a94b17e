"""Deals drawn uniformly from those consistent with a game state: what each hand holds now and has played.

When the turn-up is not given, one of the dealer's trumps was turned up: each deal is then kept with chance
(his trumps) / 13, so that the deals are those of a real deal in which trumps are the suit named.

>>> from whistodds.odds.positions.play_so_far import game_state
>>> state = game_state(hand="AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right")
>>> drawn = draw(state, 5, seed=1)
>>> drawn.deals.n_deals, drawn.seeds.shape, drawn.start.shape
(5, (5,), (1, 0))
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import card_suit
from whistodds.games.position import SEATS
from whistodds.odds.positions.play_so_far import GameState
from whistodds.simulations.batches import check_count
from whistodds.simulations.conditional import deal_position
from whistodds.simulations.dealing import Deals
from whistodds.simulations.limits import MAX_DEAL
from whistodds.simulations.play.api import play_seeds
from whistodds.simulations.seeding import SeedLike, as_generator

_MAX_ROUNDS = 64  # rounds of dealing to find deals whose dealer holds a trump to turn up


@dataclass(frozen=True)
class Drawn:
    """Deals consistent with a game state, by my seats (``Seat.index``), with one play seed a deal."""

    deals: Deals
    seeds: np.ndarray
    start: np.ndarray  # the cards played so far, in order of play, (1, k)



def draw(state: GameState, n_deals: int, seed: SeedLike = None) -> Drawn:
    """``n_deals`` deals consistent with ``state`` (the hands as dealt: what each holds now and has played)."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEAL)
    generator = as_generator(seed)
    position, game = state.position, state.game
    played_by = np.zeros(4, np.uint64)
    for seat, card in state.played:
        played_by[seat.index] |= np.uint64(1) << np.uint64(card)
    dealer = state.dealer.index
    if position.turn_up is None:
        _check_dealer_can_turn_up(state)
    wanted: list[np.ndarray] = []
    kept = 0
    for _ in range(_MAX_ROUNDS):
        if kept >= n_deals:
            break
        size = max(n_deals - kept, 1_000) if position.turn_up is not None else int(
            max(n_deals - kept, 1_000) * 1.1 / _kept_share(state)) + 1_000
        masks = deal_position(position, size, generator) | played_by[None, :]
        if position.turn_up is None:  # the dealer turned up one of his trumps: P(kept) = his trumps / 13
            trumps = _count_suit(masks[:, dealer], state.trump)
            masks = masks[generator.random(size) * game.cards_per_player < trumps]
        wanted.append(masks)
        kept += masks.shape[0]
    if kept < n_deals:
        raise ValueError(f"too few consistent deals in which the dealer ({state.dealer.value}) holds a trump to turn "
                         f"up ({kept:,} of {n_deals:,} wanted); give --turn-up")
    masks = np.concatenate(wanted)[:n_deals]
    hands = _codes(masks, game.cards_per_player)
    if position.turn_up is not None:
        turn_up = np.full(n_deals, position.turn_up, np.int64)
    else:  # one of the dealer's trumps, each alike
        is_trump = card_suit(hands[:, dealer, :]) == state.trump
        pick = (generator.random(n_deals) * is_trump.sum(axis=1)).astype(np.int64)
        turn_up = hands[np.arange(n_deals), dealer, np.argmax(np.cumsum(is_trump, axis=1) > pick[:, None], axis=1)]
    last = hands[:, dealer, :] == turn_up[:, None]  # the turn-up is the dealer's last card
    order = np.argsort(last, axis=1, kind="stable")
    hands[:, dealer, :] = np.take_along_axis(hands[:, dealer, :], order, axis=1)
    deals = Deals(game, np.ascontiguousarray(hands.astype(np.uint8)), np.zeros((n_deals, 0), np.uint8),
                  turn_up.astype(np.uint8), np.full(n_deals, state.trump, np.uint8),
                  np.full(n_deals, dealer, np.uint8))
    start = np.array([[card for _, card in state.played]], np.uint8).reshape(1, len(state.played))
    return Drawn(deals, play_seeds(generator, n_deals), start)


def _kept_share(state: GameState) -> float:
    """About the share of drawn deals kept when the turn-up is not given: the dealer's expected trumps / 13."""
    position, dealer = state.position, state.dealer
    trump = state.trump
    sure = sum(1 for card in position.known[dealer.index] if card_suit(card) == trump) + sum(
        1 for seat, card in state.played if seat is dealer and card_suit(card) == trump)
    unseen = sum(1 for card in position.unseen if card_suit(card) == trump)
    places = sum(free for seat, free in enumerate(position.free) if position.may_hold(SEATS[seat], trump))
    expected = sure + (unseen * position.free[dealer.index] / places if places and position.may_hold(dealer, trump)
                       else 0)
    return max(expected / state.game.cards_per_player, 0.02)


def _check_dealer_can_turn_up(state: GameState) -> None:
    """A ``ValueError`` where the dealer cannot have turned up a trump: he holds none, has played none, and
    can be dealt none of the unseen ones."""
    position, dealer = state.position, state.dealer
    trump = state.trump
    held = any(card_suit(card) == trump for card in position.known[dealer.index])
    played = any(seat is dealer and card_suit(card) == trump for seat, card in state.played)
    unseen = any(card_suit(card) == trump for card in position.unseen)
    may = position.may_hold(dealer, trump) and position.free[dealer.index] > 0
    if not (held or played or (unseen and may)):
        raise ValueError(f"no consistent deal: the dealer ({dealer.value}) turned up a trump but can hold none "
                         f"of {('clubs', 'diamonds', 'hearts', 'spades')[trump]}; give another --dealer or --turn-up")


def _count_suit(masks: np.ndarray, suit: int) -> np.ndarray:
    """Cards of ``suit`` in each 64-bit mask."""
    counts: np.ndarray = np.bitwise_count(masks & np.uint64(((1 << 13) - 1) << (suit * 13))).astype(np.int64)
    return counts


def _codes(masks: np.ndarray, per_hand: int) -> np.ndarray:
    """Card masks ``(n, 4)`` as card codes ``(n, 4, per_hand)``, each hand in code order."""
    little = np.ascontiguousarray(masks, np.dtype("<u8")).view(np.uint8).reshape(masks.shape[0], 4, 8)
    bits = np.unpackbits(little, axis=2, bitorder="little").view(bool)  # bit k of a mask is card code k
    if not (np.count_nonzero(bits, axis=2) == per_hand).all():
        raise ValueError(f"a drawn deal does not give every hand {per_hand} cards")
    codes: np.ndarray = (np.flatnonzero(bits) & 63).reshape(masks.shape[0], 4, per_hand)  # each row's bits
    return codes
