"""The play engine's arguments, grouped into named tuples that numba compiles as structures: the deals to
play, the table (who sits where under which model), the rules of play and the outputs.

>>> DealBatch._fields
('seeds', 'hands', 'dealers', 'trumps', 'dealer_holds_turn_up', 'start')
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

NO_START = np.zeros((1, 0), np.uint8)  # no card played before the play starts: the hand from its first card
NO_RANDOM_STATES = np.zeros((0, 0), np.uint64)  # the models' random states before each card: not kept

class DealBatch(NamedTuple):
    """The deals: one 63-bit seed a deal for the models' random choices, the hands ``(n, players, cards)``
    (C-contiguous), each deal's dealer and trump suit, and whether the dealer holds the turn-up; ``start``: the
    cards already played when the play resumes, in order of play, as dealt (``(1 or n, k)`` uint8; k = 0: from
    the first card), from which the engine plays on with every seat's knowledge as if it had played them."""

    seeds: np.ndarray
    hands: np.ndarray
    dealers: np.ndarray
    trumps: np.ndarray
    dealer_holds_turn_up: bool
    start: np.ndarray = NO_START


class Table(NamedTuple):
    """Who sits where: ``uniform_model`` (an index into the engine's models) for every seat, or -1 to read
    ``seat_models[d, seat]`` (one row for every deal when it has a single row); each seat's side, the number
    of sides and of hands a player is dealt; each deal's play context for the dealer's side (``win_at``,
    ``save_at``: length 1 or one a deal), the hands each seat sees (``sight``: bit masks, one row or one a
    deal) and the rules each seat does without (``rules_off``: bit masks of
    :mod:`whistodds.simulations.play.rule_switches`, one row or one a deal; zeros: every rule played)."""

    uniform_model: int
    seat_models: np.ndarray
    side_of: np.ndarray
    n_sides: int
    hands_per_player: int
    win_at: np.ndarray
    save_at: np.ndarray
    sight: np.ndarray
    rules_off: np.ndarray = np.zeros((1, 8), np.int64)


class Rules(NamedTuple):
    """The game's rules of play as the engine reads them (:mod:`whistodds.simulations.play.compiled.tables`): each
    card's key under each trump (C-contiguous), the codes back, the value of each captured trump, the trump
    ten's strength (-1: none counts), Gleek's rank rule, and the top strength of a plain suit."""

    card_keys: np.ndarray
    plain_code: np.ndarray
    trump_code: np.ndarray
    trump_values: np.ndarray
    ten_strength: int
    trump_must_match: bool
    plain_top: int


class Outputs(NamedTuple):
    """Where the engine writes: the tricks and captured trump points of each side, and, when ``record``, the
    card each seat played to each trick, each trick's winner and leader, and, when ``random_states`` has
    columns, each deal's random state before each card in order of play (to resume a play exactly)."""

    record: bool
    tricks: np.ndarray
    points: np.ndarray
    played: np.ndarray
    winner: np.ndarray
    leader: np.ndarray
    random_states: np.ndarray = NO_RANDOM_STATES
