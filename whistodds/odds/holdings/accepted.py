"""A holding given the play, under a play model: deals kept where the model would have played as seen.

What a card played shows depends on how the player plays, so a sentence with a play in it (``given left led
the queen of spades``, :mod:`whistodds.odds.holdings.plays`) is answered by simulation under a named play
model.  Deals consistent with what I know, the sentence's cards played included, are drawn uniformly
(:func:`whistodds.odds.positions.draw.draw`: the conditional dealer, the hands as dealt); for each stated
play the engine resumes from the cards played before it, every seat playing as the model plays, and the
model's choice for that seat at that moment is compared with what the sentence says he did.  A deal is kept
only where the model would have played so at every stated moment.  A model's choice may be random (the
``random`` model, a tie broken by chance): a deal is then kept with the chance that the model plays so, which
is the weight the play gives it (importance by acceptance), and the kept deals are drawn from those
consistent with the play as that model plays.  The answer is the share of the kept deals (meeting the other
conditions given) in which the question holds, with its 95% interval; the acceptance rate is said beside it.

The deals are drawn and played in batches through the compiled engine, each deal played on from the cards
before the moment to the end of the hand (the engine does not stop part-way); no step runs deal by deal.

>>> from whistodds.games.position import Position
>>> from whistodds.odds.holdings.sentences import parse_sentence, resolve_sentence, split_plays
>>> from whistodds.odds.holdings.plays import place_plays
>>> from whistodds.simulations.play.models import get_model
>>> mine = Position.from_options(hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC", turn_up="2H", dealer="partner")
>>> sentence, plays = split_plays(parse_sentence("left holds AS given right led the queen of spades"))
>>> position, moments = place_plays(plays, mine)
>>> figures = simulate_with_play(resolve_sentence(sentence, position), moments, position, get_model("random"),
...                              20_000, seed=1)
>>> figures.model, figures.drawn, 0.05 < figures.acceptance.estimate < 0.11
('random', 20000, True)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.position import Position, Seat
from whistodds.odds.holdings.plays import PlayMoment
from whistodds.odds.holdings.sentences import Resolved, sentence_masks
from whistodds.odds.positions.draw import draw
from whistodds.odds.positions.play_so_far import GameState, check_play
from whistodds.simulations.batches import check_count
from whistodds.simulations.dealing import Deals
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.play.api import play, play_seeds
from whistodds.simulations.play.models import PlayModel, play_models
from whistodds.simulations.play.resume import in_play_order
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

BATCH = 250_000  # deals drawn and played at once
DEFAULT_PLAY_DEALS = 200_000


@dataclass(frozen=True)
class PlayFigures:
    """The answer under a play model: ``simulated`` over the deals kept (``trials``: those kept that meet
    the other conditions given), ``drawn`` the deals drawn, ``accepted`` those kept."""

    model: str
    simulated: Proportion
    drawn: int
    accepted: int

    @property
    def acceptance(self) -> Proportion:
        """The share of the deals drawn that the play kept, with its interval."""
        return Proportion(self.accepted, self.drawn)


def check_play_model(model: PlayModel) -> PlayModel:
    """The play model, if it chooses card by card in the engine; else a one-line ValueError."""
    chosen = model
    if chosen.kernel is None or chosen.choice is None:
        playable = ", ".join(p.name for p in play_models() if p.kernel is not None and p.choice is not None)
        raise ValueError(f"--model {chosen.name!r} is not allowed for a play in the question (it does not choose "
                         f"card by card in the engine); use {playable}")
    return chosen


def play_state(position: Position) -> GameState:
    """The position as a moment of the hand (the play so far in order, for the engine), its own knowledge
    (sizes, suits said to be shown out of) kept."""
    assert position.dealer is not None and position.trump is not None  # place_plays makes sure
    played = tuple((seen.seat, seen.card) for seen in position.seen if seen.seat is not None)
    state = check_play(position.game, position.hand, played, position.dealer, position.trump, position.turn_up,
                       (0, 0), position.known, finished=True)
    from dataclasses import replace

    return replace(state, position=position)


def simulate_with_play(resolved: Resolved, moments: tuple[PlayMoment, ...], position: Position,
                       model: PlayModel, n_deals: int, seed: SeedLike = None) -> PlayFigures:
    """The sentence's share of the deals kept by the play (see the module): ``n_deals`` drawn consistent with
    ``position`` (the cards the sentence plays included), each kept where ``model`` plays as each moment says."""
    chosen = check_play_model(model)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    state = play_state(position)
    trump = state.trump
    trump_mask = np.uint64(((1 << 13) - 1) << (trump * 13))
    order = [(seen.seat, seen.card) for seen in position.seen]
    start = np.array([[card for _, card in order]], np.uint8).reshape(1, len(order))
    played_by = np.zeros(4, np.uint64)
    for seat, card in order:
        assert seat is not None
        played_by[seat.index] |= np.uint64(1) << np.uint64(card)
    sizes = [BATCH] * (n_deals // BATCH) + ([n_deals % BATCH] if n_deals % BATCH else [])
    successes = trials = accepted = 0
    for size, stream in zip(sizes, as_seed_sequence(seed).spawn(len(sizes))):
        generator = np.random.default_rng(stream)
        deals = draw(state, size, generator).deals
        dealt = deals.masks()
        keep = np.ones(size, bool)
        for moment in (moment for moment in moments if moment.tested):
            rows = np.flatnonzero(keep)
            if not rows.size:
                break
            # Fresh random states for each moment: the model's choices at two moments are drawn apart.
            result = play(_rows(deals, rows), chosen, record=True, start=start[:, :moment.index],
                          deal_seeds=play_seeds(generator, rows.size), checked=True)
            assert result.played is not None and result.leader is not None  # recorded
            cards, _ = in_play_order(result.played, result.leader)
            choice = cards[:, moment.index]
            if moment.refusal:
                before = _played_before(order, moment)
                held = dealt[rows, moment.seat.index] & ~before
                kept = ((held & trump_mask) != 0) & (choice // 13 != trump)
            else:
                kept = choice == moment.card
            keep[rows] = kept
        accepted += int(keep.sum())
        now = dealt[keep] & ~played_by[None, :]
        if now.shape[0]:
            condition, given = sentence_masks(resolved, now)
            if given is None:
                successes += int(condition.sum())
                trials += int(now.shape[0])
            else:
                successes += int((condition & given).sum())
                trials += int(given.sum())
    if accepted == 0:
        raise ValueError(f"none of the {n_deals:,} deals drawn has {chosen.name} play as the question says; the "
                         f"play is too rare under this model to simulate here (give more --deals, or another "
                         f"--model)")
    if trials == 0:
        raise ValueError(f"none of the {accepted:,} deals kept by the play meets the other conditions after "
                         f"'given'; too rare to simulate here (give more --deals)")
    return PlayFigures(chosen.name, Proportion(successes, trials), n_deals, accepted)


def _rows(deals: Deals, rows: np.ndarray) -> Deals:
    """The deals at ``rows``."""
    return Deals(deals.game, np.ascontiguousarray(deals.hands[rows]), np.ascontiguousarray(deals.stock[rows]),
                 deals.turn_up[rows], deals.trump[rows], deals.dealer[rows],
                 None if deals.ruffer is None else deals.ruffer[rows])


def _played_before(order: list[tuple[Seat | None, int]], moment: PlayMoment) -> np.uint64:
    """The cards the moment's seat played before it, as a mask."""
    mask = 0
    for seat, card in order[:moment.index]:
        if seat is moment.seat:
            mask |= 1 << card
    return np.uint64(mask)


__all__ = ["DEFAULT_PLAY_DEALS", "PlayFigures", "check_play_model", "play_state", "simulate_with_play"]
