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
from whistodds.odds.holdings.accepted import DEFAULT_PLAY_DEALS, check_play_model, simulate_with_play
from whistodds.odds.holdings.plays import PlayMoment, place_plays, say_play
from whistodds.odds.holdings.sentences import (
    Resolved,
    Sentence,
    parse_sentence,
    reading,
    resolve_sentence,
    sentence_exact,
    sentence_masks,
    split_plays,
)
from whistodds.odds.words import format_odds, odds_in_words
from whistodds.simulations.batches import check_count
from whistodds.simulations.conditional import deal_position
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

BATCH = 1_000_000  # deals held in memory at once (32 MB of masks)
DEFAULT_DEALS = 1_000_000

__all__ = ["DEFAULT_PLAY_DEALS", "HoldingAnswer", "OtherReading", "PlayAnswer", "Prepared", "holding_answer",
           "play_columns", "prepare", "prepare_sentence", "prepared", "simulate_holding", "simulate_sentence"]


@dataclass(frozen=True)
class OtherReading:
    """The sentence read the other way, where its words allow two: why, how, and its figures."""

    note: str
    reading: str
    exact: Fraction | None
    simulated: Proportion


@dataclass(frozen=True)
class PlayAnswer:
    """What a play in the question adds: the play model, the deals the play kept of those drawn (with the
    acceptance rate), and ``seen_alone``: the exact figure with the cards seen played but nothing read from
    how they were played (None where out of reach, where a refusal to trump is a condition, or where the
    turn-up is not given: the deals are then weighted by the dealer's trumps)."""

    model: str
    accepted: int
    drawn: int
    seen_alone: Fraction | None

    @property
    def acceptance(self) -> Proportion:
        return Proportion(self.accepted, self.drawn)


def play_columns(play: PlayAnswer | None) -> dict[str, object]:
    """The play's columns of an answer (``holding``'s row and a claims row alike): the model, the deals kept and
    the share kept, the figure from the cards seen alone; each None without a play."""
    if play is None:
        return {"model": None, "deals_kept_by_play": None, "acceptance_rate": None, "acceptance_ci95_low": None,
                "acceptance_ci95_high": None, "seen_alone_fraction": None, "seen_alone_probability": None}
    rate, alone = play.acceptance, play.seen_alone
    return {"model": play.model, "deals_kept_by_play": play.accepted, "acceptance_rate": rate.estimate,
            "acceptance_ci95_low": rate.ci95_low, "acceptance_ci95_high": rate.ci95_high,
            "seen_alone_fraction": None if alone is None else f"{alone.numerator}/{alone.denominator}",
            "seen_alone_probability": None if alone is None else float(alone)}


@dataclass(frozen=True)
class HoldingAnswer:
    """A question's figures: ``exact`` is None where the count is out of reach (then only simulated);
    ``reading``: the sentence as understood, each count with its sense; ``deals``: the deals simulated
    (``simulated.trials``: those meeting the condition, given one); ``other``: the other reading, if any;
    ``play``: with a play in the question, the model and the deals it kept (``exact`` is then None: what a
    card shows depends on the model)."""

    question: str
    position: Position
    exact: Fraction | None
    simulated: Proportion
    deals: int
    reading: str = ""
    other: OtherReading | None = None
    play: PlayAnswer | None = None

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


@dataclass(frozen=True)
class Prepared:
    """A sentence read and fixed for a position: without its plays (``resolved``), the position with the
    cards the sentence plays added, and each play's moment (empty: no play in the sentence)."""

    sentence: Sentence
    resolved: Resolved
    position: Position
    moments: tuple[PlayMoment, ...]


def prepared(question: str | Sentence, position: Position) -> Prepared:
    """A whole sentence read, its plays placed in the play, its statements fixed for the position after
    them: every error before any work."""
    parsed = parse_sentence(question) if isinstance(question, str) else question
    stripped, plays = split_plays(parsed)
    after, moments = place_plays(plays, position)
    resolved = resolve_sentence(stripped, after)
    return Prepared(stripped, resolved, after, moments)


def prepare_sentence(question: str | Sentence, position: Position) -> Resolved:
    """A whole sentence read and fixed for the position: every error before any work."""
    parsed = parse_sentence(question) if isinstance(question, str) else question
    ready = prepared(parsed, position)
    if parsed.other is not None:
        prepared(parsed.other, position)
    return ready.resolved


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
                   seed: SeedLike = None, budget: int = DEFAULT_BUDGET, model: PlayModel | None = None,
                   suit: str | None = None, who: str | None = None) -> HoldingAnswer:
    """The exact figure (None where out of reach), the simulated one with its standard error, and the
    reading; a sentence with two readings answers the first and gives the other beside it.  With a play in
    the sentence, the figure is simulated under ``model`` (default hoyle): see
    :mod:`whistodds.odds.holdings.accepted`.  ``suit``, ``who``: the setting of a sentence given as words (the
    suit spoken of, who a pronoun means)."""
    if isinstance(question, Question):
        question = question.text
    sentence = parse_sentence(question, suit=suit, who=who) if isinstance(question, str) else question
    resolved = prepare_sentence(sentence, position)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    if split_plays(sentence)[1]:
        return _answer_with_play(sentence, position, n_deals, seed, budget, model or get_model(DEFAULT_MODEL))
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


def _answer_with_play(sentence: Sentence, position: Position, n_deals: int, seed: SeedLike, budget: int,
                      model: PlayModel) -> HoldingAnswer:
    chosen = check_play_model(model)
    streams = as_seed_sequence(seed).spawn(2)
    ready = prepared(sentence, position)
    figures = simulate_with_play(ready.resolved, ready.moments, ready.position, chosen, n_deals, streams[0])
    other = None
    if sentence.other is not None:
        other_ready = prepared(sentence.other, position)
        other_figures = simulate_with_play(other_ready.resolved, other_ready.moments, other_ready.position, chosen,
                                           n_deals, streams[1])
        other = OtherReading(sentence.other_note, _play_reading(other_ready, chosen), None, other_figures.simulated)
    play = PlayAnswer(chosen.name, figures.accepted, figures.drawn, _seen_alone(ready, budget))
    return HoldingAnswer(sentence.text, ready.position, None, figures.simulated, n_deals,
                         _play_reading(ready, chosen), other, play)


def _seen_alone(ready: Prepared, budget: int) -> Fraction | None:
    """The exact figure with the sentence's cards seen played, nothing read from how (see PlayAnswer)."""
    if ready.position.turn_up is None or any(moment.refusal for moment in ready.moments):
        return None
    return sentence_exact(ready.resolved, ready.position, budget=budget)


def _play_reading(ready: Prepared, model: PlayModel) -> str:
    """The reading with the plays placed, and the model: the sentence as understood."""
    text = reading(Sentence(ready.sentence.text, ready.sentence.condition), ready.position)
    givens = [] if ready.sentence.given is None else [
        reading(Sentence(ready.sentence.text, ready.sentence.given), ready.position)]
    givens += [say_play(moment) for moment in ready.moments]
    turn_up = "" if ready.position.turn_up is not None else (
        "; the turn-up not given: one of the dealer's trumps, each deal weighted by his trumps")
    return (f"{text}, given " + " and ".join(givens) + f"; under the play model {model.name}: deals kept where "
            f"{model.name} plays as stated{turn_up}")
