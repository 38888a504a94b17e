"""Any holding question about the unseen cards, exact and simulated, from a position.

A question is a sentence (:mod:`whistodds.odds.holdings.sentences`): statements of who holds what
(:mod:`whistodds.odds.holdings.grammar`) joined by ``and``, ``or``, ``not`` and ``given``.  The exact figure
counts the consistent deals (None where the count is out of reach); the simulated one draws deals uniformly
from them, with its interval; ``given`` a condition, the simulated figure is the share of the deals meeting
the condition that meet the question too.

>>> from whistodds.games.position import Position
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC")
>>> answer = holding_answer("partner holds KS", mine, n_deals=100_000, seed=1)
>>> answer.exact, answer.odds
(Fraction(1, 3), '2 to 1 against')
>>> abs(answer.simulated.estimate - 1 / 3) < 5 * answer.simulated.standard_error
True
>>> holding_answer("me holds 0 cards above 9", Position(), n_deals=1000, seed=1).exact
Fraction(5394, 9860459)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from whistodds.games.position import Position
from whistodds.odds.holdings.events import Event, evaluate, resolve
from whistodds.odds.holdings.exact import DEFAULT_BUDGET, exact_probability
from whistodds.odds.holdings.grammar import Question, parse_question
from whistodds.odds.holdings.sentences import (
    Resolved,
    Sentence,
    parse_sentence,
    reading,
    resolve_sentence,
    sentence_exact,
    sentence_masks,
)
from whistodds.odds.words import format_odds, odds_in_words
from whistodds.simulations.batches import check_count
from whistodds.simulations.conditional import deal_position
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

BATCH = 1_000_000  # deals held in memory at once (32 MB of masks)
DEFAULT_DEALS = 1_000_000

__all__ = ["HoldingAnswer", "OtherReading", "holding_answer", "prepare", "prepare_sentence", "simulate_holding",
           "simulate_sentence"]


@dataclass(frozen=True)
class OtherReading:
    """The sentence read the other way, where its words allow two: why, how, and its figures."""

    note: str
    reading: str
    exact: Fraction | None
    simulated: Proportion


@dataclass(frozen=True)
class HoldingAnswer:
    """A question's figures: ``exact`` is None where the count is out of reach (then only simulated);
    ``reading``: the sentence as understood, each count with its sense; ``deals``: the deals simulated
    (``simulated.trials``: those meeting the condition, given one); ``other``: the other reading, if any."""

    question: str
    position: Position
    exact: Fraction | None
    simulated: Proportion
    deals: int
    reading: str = ""
    other: OtherReading | None = None

    @property
    def odds(self) -> str:
        """The odds in words, from the exact figure where there is one, else from the simulated one (a simulated
        0 or 1 as the bound of its interval, "fewer than 1 in N deals")."""
        if self.exact is not None:
            return format_odds(self.exact)
        return odds_in_words(Estimate.proportion(self.simulated.successes, self.simulated.trials))


def prepare(question: str | Question, position: Position) -> Event:
    """One statement read and fixed for the position: every error before any work."""
    parsed = parse_question(question) if isinstance(question, str) else question
    return resolve(parsed, position)


def prepare_sentence(question: str | Sentence, position: Position) -> Resolved:
    """A whole sentence read and fixed for the position: every error before any work."""
    parsed = parse_sentence(question) if isinstance(question, str) else question
    resolved = resolve_sentence(parsed, position)
    if parsed.other is not None:
        resolve_sentence(parsed.other, position)
    return resolved


def simulate_holding(event: Event, position: Position, n_deals: int, seed: SeedLike = None) -> Proportion:
    """The event's share of ``n_deals`` deals drawn uniformly from those consistent with the position."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    successes = 0
    for masks in _batches(position, n_deals, seed):
        successes += int(evaluate(event, masks).sum())
    return Proportion(successes, n_deals)


def _batches(position: Position, n_deals: int, seed: SeedLike):  # type: ignore[no-untyped-def]
    sizes = [BATCH] * (n_deals // BATCH) + ([n_deals % BATCH] if n_deals % BATCH else [])
    streams = as_seed_sequence(seed).spawn(len(sizes))
    for size, stream in zip(sizes, streams):
        yield deal_position(position, size, np.random.default_rng(stream))


def simulate_sentence(resolved: Resolved, position: Position, n_deals: int, seed: SeedLike = None) -> Proportion:
    """The sentence's share of ``n_deals`` consistent deals; given a condition, its share of those deals that
    meet the condition (the trials are those deals)."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    successes = trials = 0
    for masks in _batches(position, n_deals, seed):
        condition, given = sentence_masks(resolved, masks)
        if given is None:
            successes += int(condition.sum())
            trials += len(masks)
        else:
            successes += int((condition & given).sum())
            trials += int(given.sum())
    if trials == 0:
        raise ValueError(f"none of the {n_deals:,} deals simulated meets the condition after 'given'; it is too "
                         f"rare to simulate here (give more --deals, or a condition that can be counted)")
    return Proportion(successes, trials)


def holding_answer(question: str | Question | Sentence, position: Position, *, n_deals: int = DEFAULT_DEALS,
                   seed: SeedLike = None, budget: int = DEFAULT_BUDGET) -> HoldingAnswer:
    """The exact figure (None where out of reach), the simulated one with its standard error, and the
    reading; a sentence with two readings answers the first and gives the other beside it."""
    if isinstance(question, Question):
        question = question.text
    sentence = parse_sentence(question) if isinstance(question, str) else question
    resolved = prepare_sentence(sentence, position)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    exact = sentence_exact(resolved, position, budget=budget)
    streams = as_seed_sequence(seed).spawn(2)
    simulated = simulate_sentence(resolved, position, n_deals, streams[0])
    other = None
    if sentence.other is not None:
        other_resolved = resolve_sentence(sentence.other, position)
        other = OtherReading(sentence.other_note, reading(sentence.other, position),
                             sentence_exact(other_resolved, position, budget=budget),
                             simulate_sentence(other_resolved, position, n_deals, streams[1]))
    return HoldingAnswer(sentence.text, position, exact, simulated, n_deals, reading(sentence, position), other)
