"""The one exact solver: P(win), or how a game ends, from every (score, dealer) state of any two-side score game.

Each deal is drawn from a kernel (the distribution of what one deal gives the
dealer's side) and scored by the game's own ``scoring.apply``; the deal passes
to the left every hand, so the dealing side alternates.  Scores never go down,
so the states form levels by total score, solved from the highest down.  A
deal that scores nothing (a 6–6 split with honours divided, at a twelve-trick
whist; Scotch Whist's sides tied past the target) leaves the score where it is
with the other side to deal: the two states of that score are then solved
together, exactly, as a pair of linear equations::

    V(we deal)   = A(we deal)   + c(we deal)   V(they deal)
    V(they deal) = A(they deal) + c(they deal) V(we deal)

where ``A`` is what the deals that move the score (or end the game) bring and
``c`` the chance of a deal that scores nothing.

State ``i`` is ``(us * n + them) * 2 + (0 if we deal else 1)``, ``n`` the
scores kept per side (``scoring.score_states``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from whistodds.games.definition import Game

CHUNK_STATES = 64  # states scored at once: bounds the (states, outcomes, moments, sides) arrays


def state_index(n_scores: int, us: int, them: int, we_deal: bool) -> int:
    """The index of a state; ``n_scores`` is the scores kept per side (the target, for whist)."""
    return (us * n_scores + them) * 2 + (0 if we_deal else 1)


@dataclass(frozen=True)
class Chain:
    """Every state against every deal outcome, scored once by the game's rules.

    ``won``/``lost``: the deal ends the game for us/them; ``next_state``: where a
    deal that does not end it leads (-1 when it ends); ``ending``: how an ended
    game ends, ``((winner) * target + losers' score) * 2 + (0 if we deal next
    else 1)`` (-1 while in play), which the rubber needs; ``levels``: state
    indices by total score, highest first; ``partner``: the same score with the
    other side to deal.
    """

    n_scores: int
    target: int
    won: np.ndarray
    lost: np.ndarray
    next_state: np.ndarray
    ending: np.ndarray
    levels: tuple[np.ndarray, ...]
    partner: np.ndarray


def chain(game: Game, outcomes: dict[str, np.ndarray]) -> Chain:
    """The transition structure of ``game`` for a kernel's ``outcomes``."""
    key = tuple((name, array.shape, np.ascontiguousarray(array, np.int64).tobytes())
                for name, array in sorted(outcomes.items()))
    return _chain(game, key)


@lru_cache(maxsize=32)
def _chain(game: Game, key: tuple[tuple[str, tuple[int, ...], bytes], ...]) -> Chain:
    outcomes = {name: np.frombuffer(data, dtype=np.int64).reshape(shape) for name, shape, data in key}
    if not game.has_score or game.n_sides != 2:  # a scoring's n_sides is its game's (the scoring is fitted)
        raise ValueError(f"the exact solver is for games of two sides with a score, not {game.name!r}")
    scoring = game.score_rules
    n, target = scoring.score_states, scoring.target
    grid = np.meshgrid(np.arange(n), np.arange(n), np.arange(2), indexing="ij")
    us, them, dealer = (axis.ravel() for axis in grid)
    n_states = us.size
    n_outcomes = next(iter(outcomes.values())).shape[0]
    won = np.empty((n_states, n_outcomes), bool)
    lost = np.empty_like(won)
    next_state = np.empty((n_states, n_outcomes), np.int64)
    ending = np.empty_like(next_state)
    partner = np.arange(n_states) ^ 1
    for start in range(0, n_states, CHUNK_STATES):
        part = slice(start, min(start + CHUNK_STATES, n_states))
        scores = np.stack([us[part], them[part]], axis=-1)[:, None, :]
        dealer_side = dealer[part][:, None]
        new, winner = scoring.apply(scores, dealer_side, {k: v[None] for k, v in outcomes.items()})
        new_us = np.minimum(new[..., 0], n - 1)
        new_them = np.minimum(new[..., 1], n - 1)
        playing = winner < 0
        following = (new_us * n + new_them) * 2 + (1 - dealer_side)
        old_total = (us[part] + them[part])[:, None]
        new_total = new_us + new_them
        if (playing & ((new_total < old_total) | ((new_total == old_total) & (following != partner[part, None])))).any():
            raise ValueError(f"{game.name}: a deal would take a score down; the solver needs scores that never fall")
        won[part], lost[part] = winner == 0, winner == 1
        next_state[part] = np.where(playing, following, -1)
        losers = np.minimum(np.where(winner == 0, new[..., 1], new[..., 0]), target - 1)
        ending[part] = np.where(playing, -1, (winner * target + losers) * 2 + (1 - dealer_side))
    totals = us + them
    levels = tuple(np.flatnonzero(totals == total) for total in range(2 * n - 2, -1, -1))
    return Chain(n, target, won, lost, next_state, ending, levels, partner)


def solve(table: Chain, probabilities: np.ndarray, payoff: np.ndarray | None = None) -> np.ndarray:
    """The value of every state, for one or many kernels: ``(draws, outcomes)`` -> ``(draws, states)``.

    ``probabilities`` may also differ by state, ``(draws, states, outcomes)``: a play
    model that attends to the score plays each state's deals in their own context.
    The value is P(we win); with ``payoff`` (``(states, outcomes, k)``, read where
    a deal ends the game) it is the expected payoff, ``(draws, states, k)``.
    """
    by_state = np.ndim(probabilities) == 3
    p_all = np.asarray(probabilities)  # read only when by_state
    p = p_all[:, 0, :] if by_state else np.atleast_2d(probabilities)
    shape = (p.shape[0], table.won.shape[0]) + (() if payoff is None else payoff.shape[2:])
    values = np.zeros(shape)
    position = np.empty(table.won.shape[0], np.int64)
    for level in table.levels:
        if by_state:
            p = p_all[:, level, :]  # (draws, states in level, outcomes)
        following = table.next_state[level]
        ahead = values[:, np.maximum(following, 0)]  # (draws, states in level, outcomes[, k])
        looping = following == table.partner[level, None]  # deals that score nothing: solved below
        moving = (following >= 0) & ~looping
        if payoff is None:
            terminal = np.where(table.won[level], 1.0, 0.0)
            outcome_value = np.where(moving, ahead, terminal)
            gained = np.einsum("dso,dso->ds" if by_state else "dso,do->ds", outcome_value, p)
        else:
            mask = moving[None, :, :, None]
            outcome_value = np.where(mask, ahead, np.where(looping[None, :, :, None], 0.0, payoff[level][None]))
            gained = np.einsum("dsok,dso->dsk" if by_state else "dsok,do->dsk", outcome_value, p)
        if not looping.any():
            stay = None
        elif by_state:
            stay = np.einsum("dso,so->ds", p, looping.astype(float))  # (draws, states in level)
        else:
            stay = p @ looping.T.astype(float)
        if stay is None:
            values[:, level] = gained
            continue
        position[level] = np.arange(level.size)
        other = position[table.partner[level]]
        denominator = 1.0 - stay * stay[:, other]
        if (denominator <= 1e-15).any():
            raise ValueError("a state from which the game can never end: every deal there scores nothing")
        if payoff is None:
            values[:, level] = (gained + stay * gained[:, other]) / denominator
        else:
            values[:, level] = (gained + stay[..., None] * gained[:, other]) / denominator[..., None]
    return values


def solve_endings(table: Chain, probabilities: np.ndarray) -> np.ndarray:
    """How the game ends from every state, one kernel: ``(states, 2, target, 2)`` probabilities indexed by
    winner (0 us, 1 them), the losers' final score, and who deals next (0 us, 1 them).  ``probabilities``
    as the kernel's outcomes, or ``(states, outcomes)`` where they differ by state."""
    n_endings = 4 * table.target
    one_hot = np.eye(n_endings)[np.maximum(table.ending, 0)]  # (states, outcomes, endings)
    probabilities = np.asarray(probabilities)
    probabilities = probabilities[None] if probabilities.shape == table.won.shape else probabilities.ravel()
    values = solve(table, probabilities, payoff=one_hot)[0]
    endings: np.ndarray = values.reshape(-1, 2, table.target, 2)
    return endings
