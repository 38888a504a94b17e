"""The chance that your partner holds some of the cards you do not hold.

You see your own hand; the rest of the pack is unseen, and your partner's hand
is a random subset of it, so the number of ``m`` named unseen cards he holds is
hypergeometric: population the unseen cards, successes his hand.  For whist:
39 unseen, 13 in his hand.

>>> partner_holding(exactly=1, of=1)
Fraction(1, 3)
>>> partner_holding(at_least=1, of=2)
Fraction(32, 57)
"""

from __future__ import annotations

from concurrent.futures import Executor
from fractions import Fraction
from functools import partial
from math import comb

import numpy as np
import pandas as pd

from whistodds.games.definition import GameDefinition
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.intervals import Proportion
from whistodds.odds.words import format_odds
from whistodds.simulations.batches import ProgressCallback, run_batches
from whistodds.simulations.holdings import simulate_named_held
from whistodds.simulations.seeding import SeedLike


def holding_population(game: GameDefinition = LONG_WHIST) -> tuple[int, int]:
    """(unseen cards, cards in the partner's hand) for a player of ``game``."""
    if not game.has_partners:
        raise ValueError(f"game {game.name!r} has no partnerships; partner holdings need a side of two or more")
    return game.n_cards - game.cards_per_player, game.cards_per_player


def _check_question(at_least: int | None, exactly: int | None, of: int, unseen: int) -> tuple[str, int]:
    if (at_least is None) == (exactly is None):
        raise ValueError("give exactly one of at_least=K or exactly=K")
    relation, held = ("at_least", at_least) if at_least is not None else ("exactly", exactly)
    if isinstance(of, bool) or not isinstance(of, (int, np.integer)) or not 1 <= of <= unseen:
        raise ValueError(f"of={of!r} is not allowed; use 1 to {unseen} (the cards you cannot see)")
    if isinstance(held, bool) or not isinstance(held, (int, np.integer)) or not 0 <= held <= of:
        raise ValueError(f"{relation.replace('_', '-')}={held!r} is not allowed; use 0 to of={of}")
    return relation, int(held)


def partner_holding(
    *,
    at_least: int | None = None,
    exactly: int | None = None,
    of: int,
    game: GameDefinition = LONG_WHIST,
) -> Fraction:
    """Exact chance that your partner holds ``at_least`` (or ``exactly``) k of ``of`` named unseen cards."""
    unseen, hand = holding_population(game)
    relation, held = _check_question(at_least, exactly, of, unseen)
    if game.players == 4 and not game.stock_size and game.hands_per_player == 1:
        counted = _as_holding_question(relation, held, of, game)
        if counted is not None:
            return counted
    # Other tables (six hands, a stock): the same hypergeometric count, written out.
    total = comb(unseen, of)

    def exactly_k(k: int) -> int:
        # Ways to place k of the named cards in his hand and the other of-k among the rest.
        return comb(hand, k) * comb(unseen - hand, of - k)

    ways = exactly_k(held) if relation == "exactly" else sum(exactly_k(k) for k in range(held, of + 1))
    return Fraction(ways, total)


def _as_holding_question(relation: str, held: int, of: int, game: GameDefinition) -> Fraction | None:
    """The question as a holding question from a position: my hand the pack's first cards, the named cards
    the next ``of`` (any would do: nothing else is known), asked of partner; None if out of reach."""
    from whistodds.games.position import Position, Seat
    from whistodds.odds.holdings.events import CountEvent
    from whistodds.odds.holdings.exact import exact_probability
    from whistodds.odds.holdings.grammar import Count, Quantifier, Relation

    cards = game.cards
    mine = cards[:game.cards_per_player]
    named = frozenset(cards[game.cards_per_player:game.cards_per_player + of])
    position = Position(game=game, known=(frozenset(mine), frozenset(), frozenset(), frozenset()))
    count = Count(Relation.EXACTLY if relation == "exactly" else Relation.AT_LEAST, held)
    return exact_probability(CountEvent(Quantifier.ONE, (Seat.PARTNER,), count, named), position)


def _simulated_counts(game: GameDefinition, of: int, size: int, stream: np.random.SeedSequence) -> np.ndarray:
    held = simulate_named_held(game, size, of, stream)
    return np.bincount(held, minlength=of + 1)


def simulate_partner_holding(
    *,
    at_least: int | None = None,
    exactly: int | None = None,
    of: int,
    n_deals: int = 1_000_000,
    seed: SeedLike = None,
    game: GameDefinition = LONG_WHIST,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> Proportion:
    """The same chance estimated from ``n_deals`` real simulated deals, with its standard error.

    >>> result = simulate_partner_holding(exactly=1, of=1, n_deals=100_000, seed=1)
    >>> abs(result.estimate - 1 / 3) < 5 * result.standard_error
    True
    """
    relation, held = _check_question(at_least, exactly, of, holding_population(game)[0])
    counts = simulate_holding_counts(
        of=of, n_deals=n_deals, seed=seed, game=game, executor=executor, progress=progress
    )
    successes = counts[held] if relation == "exactly" else counts[held:].sum()
    return Proportion(int(successes), int(n_deals))


def simulate_holding_counts(
    *,
    of: int,
    n_deals: int,
    seed: SeedLike = None,
    game: GameDefinition = LONG_WHIST,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> np.ndarray:
    """How many deals had the partner holding 0, 1, ..., ``of`` of the named cards."""
    _check_question(None, 0, of, holding_population(game)[0])
    task = partial(_simulated_counts, game, of)
    counts: np.ndarray = np.sum(run_batches(task, n_deals, seed, executor=executor, progress=progress), axis=0)
    return counts


def partner_holding_table(max_named: int = 6, game: GameDefinition = LONG_WHIST) -> pd.DataFrame:
    """P(partner holds at least k of m) and P(exactly k of m) for 1 <= k <= m <= ``max_named``."""
    unseen, _ = holding_population(game)
    if isinstance(max_named, bool) or not isinstance(max_named, int) or not 1 <= max_named <= unseen:
        raise ValueError(f"max_named={max_named!r} is not allowed; use 1 to {unseen}")
    rows = []
    for of in range(1, max_named + 1):
        for held in range(1, of + 1):
            at_least = partner_holding(at_least=held, of=of, game=game)
            exactly = partner_holding(exactly=held, of=of, game=game)
            rows.append(
                {
                    "named_cards": of,
                    "held": held,
                    "p_at_least": float(at_least),
                    "p_at_least_exact": str(at_least),
                    "odds_at_least": format_odds(at_least),
                    "p_exactly": float(exactly),
                    "p_exactly_exact": str(exactly),
                    "odds_exactly": format_odds(exactly),
                }
            )
    return pd.DataFrame(rows)
