"""Any holding question about the unseen cards, exact and simulated, from a position.

>>> from whistodds.games.position import Position
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> answer = holding_answer("partner holds KS", mine, n_deals=100_000, seed=1)
>>> answer.exact, answer.odds
(Fraction(1, 3), '2 to 1 against')
>>> abs(answer.simulated.estimate - 1 / 3) < 5 * answer.simulated.standard_error
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from whistodds.games.position import Position
from whistodds.odds.holdings.events import Event, evaluate, resolve
from whistodds.odds.holdings.exact import DEFAULT_BUDGET, exact_probability
from whistodds.odds.holdings.grammar import Question, parse_question
from whistodds.odds.words import format_odds, odds_in_words
from whistodds.simulations.batches import check_count
from whistodds.simulations.conditional import deal_position
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

BATCH = 1_000_000  # deals held in memory at once (32 MB of masks)
DEFAULT_DEALS = 1_000_000


@dataclass(frozen=True)
class HoldingAnswer:
    """A question's figures: ``exact`` is None where the count is out of reach (then only simulated)."""

    question: str
    position: Position
    exact: Fraction | None
    simulated: Proportion
    deals: int

    @property
    def odds(self) -> str:
        """The odds in words, from the exact figure where there is one, else from the simulated one (a simulated
        0 or 1 as the bound of its interval, "fewer than 1 in N deals")."""
        if self.exact is not None:
            return format_odds(self.exact)
        return odds_in_words(Estimate.proportion(self.simulated.successes, self.simulated.trials))


def prepare(question: str | Question, position: Position) -> Event:
    """The question read and fixed for the position: every error before any work."""
    parsed = parse_question(question) if isinstance(question, str) else question
    return resolve(parsed, position)


def simulate_holding(event: Event, position: Position, n_deals: int, seed: SeedLike = None) -> Proportion:
    """The event's share of ``n_deals`` deals drawn uniformly from those consistent with the position."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    sizes = [BATCH] * (n_deals // BATCH) + ([n_deals % BATCH] if n_deals % BATCH else [])
    streams = as_seed_sequence(seed).spawn(len(sizes))
    successes = 0
    for size, stream in zip(sizes, streams):
        masks = deal_position(position, size, np.random.default_rng(stream))
        successes += int(evaluate(event, masks).sum())
    return Proportion(successes, n_deals)


def holding_answer(question: str | Question, position: Position, *, n_deals: int = DEFAULT_DEALS,
                   seed: SeedLike = None, budget: int = DEFAULT_BUDGET) -> HoldingAnswer:
    """The exact figure (None where out of reach) and the simulated one with its standard error."""
    event = prepare(question, position)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    exact = exact_probability(event, position, budget=budget)
    simulated = simulate_holding(event, position, n_deals, seed)
    text = question if isinstance(question, str) else question.text
    return HoldingAnswer(text, position, exact, simulated, n_deals)
