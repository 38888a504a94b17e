"""What each card is worth: for the player to move (me), every legal card played now and the rest of the hand
played by a model, over the same consistent deals, so that two cards are compared deal by deal.

For each card: our side's tricks from the current trick on (the current trick included, as DDS's SolveBoard
counts them), P(odd trick), P(we win the game) and, with the games of a rubber, P(we win the rubber), each with
its 95% interval, and the difference from the best card (:func:`best_index`) as a paired estimate.

>>> from whistodds.odds.positions.play_so_far import game_state
>>> state = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me",
...                    played="left:2H 3H 4H")
>>> from whistodds.simulations.play.models import get_model
>>> cards = card_odds(state, get_model("hoyle"), 500, seed=1)
>>> len(cards), {card.tricks.value for card in cards}  # thirteen trumps take every trick
(13, {13.0})
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace

import numpy as np

from whistodds.games.cards import card_suit, format_card
from whistodds.games.contexts import odd_trick
from whistodds.games.position import Seat
from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.positions.batches import Moments, Tally, counted_mean, run_tally
from whistodds.odds.positions.draw import Drawn
from whistodds.odds.positions.answers import CardOdds as CardOdds
from whistodds.odds.positions.answers import PositionOdds, flat
from whistodds.odds.positions.figures import certain, known_deal_game, position_summary
from whistodds.odds.positions.play import ValueTables, value_tables
from whistodds.odds.positions.still_possible import settle, settle_cards
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import PlayModel, default_model, require_model
from whistodds.simulations.seeding import SeedLike




def legal_cards(state: GameState) -> tuple[int, ...]:
    """My legal cards when I am to move: the suit led if I hold it, else any card; a ``ValueError`` when it is
    another seat to move (his hand is not mine to see)."""
    if state.to_move is not Seat.ME:
        raise ValueError(f"it is {state.to_move.value} to play, not me; each card's figures are for my own hand "
                         f"(give the play up to my turn)")
    hand = sorted(state.position.hand, reverse=True)
    trick = state.current_trick
    if trick:
        led = int(card_suit(trick[0][1]))
        following = [card for card in hand if card_suit(card) == led]
        if following:
            return tuple(following)
    return tuple(hand)


def card_odds(state: GameState, model: PlayModel | None = None, n_deals: int = 100_000, seed: SeedLike = None,
              drawn: Drawn | None = None, *, games: tuple[int, int] | None = None, executor: Executor | None = None,
              progress: Callable[[int], None] | None = None) -> list[CardOdds]:
    """Every legal card of mine, played now, the rest by ``model``, over the same ``n_deals`` deals (or the
    deals ``drawn``), in batches on ``executor`` (default this process; the figures do not depend on it);
    ``games``: games won in the rubber (each card's P(we win the rubber) too)."""
    return position_and_cards(state, model, n_deals, seed, games=games, drawn=drawn, position=False,
                              executor=executor, progress=progress)[1] or []


def position_and_cards(state: GameState, model: PlayModel | None = None, n_deals: int = 100_000,
                       seed: SeedLike = None, *, games: tuple[int, int] | None = None, position: bool = True,
                       cards: bool = True, drawn: Drawn | None = None, executor: Executor | None = None,
                       progress: Callable[[int], None] | None = None
                       ) -> tuple[PositionOdds | None, list[CardOdds] | None]:
    """The position's figures (:func:`~whistodds.odds.positions.figures.position_odds`, with ``position``) and
    each legal card's (:func:`card_odds`, with ``cards``), on the same deals with the same play seeds: each is
    what it would be alone for the seed.  ``games``: games won in the rubber (P(we win the rubber) too).

    >>> from whistodds.odds.positions.play_so_far import game_state
    >>> state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
    ...                    played="me:10C 2D QC KC; right:AS", score=(8, 7))
    >>> from whistodds.odds.positions.figures import position_odds
    >>> from whistodds.simulations.play.models import default_model
    >>> hoyle = default_model()
    >>> whole, cards = position_and_cards(state, hoyle, 1000, seed=3)
    >>> whole == position_odds(state, hoyle, 1000, seed=3)
    True
    >>> cards == card_odds(state, hoyle, 1000, seed=3)
    True
    """
    mine = legal_cards(state) if cards else None
    chosen = default_model() if model is None else require_model(model)
    tables = value_tables(state, chosen, games)
    counted = run_tally(state, chosen, n_deals, seed, tables=tables, position=position, cards=mine,
                        executor=executor, progress=progress, drawn=drawn)
    sure = certain(state, tables=tables)
    whole = settle(position_summary(state, chosen, counted, tables), sure) if position else None
    return whole, None if mine is None else settle_cards(_card_figures(state, counted, tables, mine), sure,
                                                         state.tricks_won[0])


TIE = 1e-12  # two tallied means closer than this are equal: the rounding of their sums, not a difference


def best_index(keys: Sequence[tuple[float, ...]]) -> int:
    """The index of the best of ``keys`` (one tuple a card, the most important figure first): the highest
    first figure, an exact tie (within :data:`TIE`, the float rounding of the tallied sums) broken by the
    next, and so on; among cards equal in every figure, the first.

    A tie is exact equality, not an overlap of intervals: a card ahead by less than its interval is still the
    one the deals favour, and its lead is said by the paired ``*_behind`` figures and their intervals.

    >>> best_index([(1.0, 0.75, 7.8), (1.0, 0.81, 8.05), (1.0, 0.81, 8.05)])  # P(game) ties: P(odd trick)
    1
    >>> best_index([(0.9, 0.9, 9.0), (0.95, 0.5, 6.0)])  # P(game) first
    1
    """
    chosen = list(range(len(keys)))
    for level in range(len(keys[0])):
        top = max(keys[index][level] for index in chosen)
        chosen = [index for index in chosen if keys[index][level] >= top - TIE]
    return chosen[0]


def _card_figures(state: GameState, counted: Tally, tables: ValueTables, cards: tuple[int, ...]) -> list[CardOdds]:
    """Each card's figures from the tally: the best (:func:`best_index`) is the one of highest P(game), ties
    broken by P(odd trick) then our tricks (in a game without a score: most tricks, then P(odd trick)); each
    card's shortfall from it paired on the same deals, never below 0 for the first of those figures."""
    if counted.cards is None or counted.tricks_apart is None:
        raise ValueError("the tally has no counts of the cards")
    n = counted.deals
    need = odd_trick(state.game.cards_per_hand)
    tricks = (np.arange(state.game.cards_per_hand + 1) - state.tricks_won[0]).astype(np.float64)[:, None]
    left = state.game.cards_per_hand - sum(state.tricks_won)  # the tricks still to be won, this one included
    game = None if tables.game is None else [counted_mean(counts, tables.game, (0, 1)) for counts in counted.cards]
    rubber = (None if tables.rubber is None else
              [counted_mean(counts, tables.rubber, (0, 1)) for counts in counted.cards])
    taken = [counted_mean(counts, tricks, (0, left)) for counts in counted.cards]
    odd = [Estimate.proportion(int(counts[need:].sum()), n) for counts in counted.cards]
    keys = [(taken[i].value, odd[i].value) if game is None else (game[i].value, odd[i].value, taken[i].value)
            for i in range(len(cards))]
    best = best_index(keys)
    none = Estimate.exact(0.0)  # the best card less itself: 0 on every deal

    def behind(apart: Moments, index: int, first: bool) -> Estimate:
        if index == best:
            return none
        estimate = apart.estimate((best, index))
        if first and estimate.value < 0:  # the rounding of a tie: the best is never behind in its first figure
            return replace(estimate, value=0.0, ci95_high=max(estimate.ci95_high, 0.0))
        return estimate

    apart = counted.game_apart
    return [CardOdds(card, taken[index], odd[index], None if game is None else game[index], index == best,
                     behind(counted.tricks_apart, index, game is None),
                     None if apart is None else behind(apart, index, True),
                     None if rubber is None else rubber[index])
            for index, card in enumerate(cards)]


def known_deal_figures(state: GameState, model: PlayModel, result: PositionOdds, cards: list[CardOdds] | None
                       ) -> tuple[PositionOdds, list[CardOdds] | None]:
    """Every hand known and played double dummy: one deal decides the tricks, so they are exact; P(game)
    is the kernel's worth of the score they lead to, with its posterior interval (exact only when decided)."""

    def exact(estimate: Estimate | None) -> Estimate | None:
        return None if estimate is None else Estimate.exact(estimate.value)

    before = state.tricks_won[0]
    whole = [round(result.tricks.value)] + [before + round(card.tricks.value) for card in cards or []]
    game = known_deal_game(state, model, np.array(whole, np.int64))
    figures: list[Estimate | None] = [exact(result.p_game)] + [exact(card.p_game) for card in cards or []]
    behind: list[Estimate | None] = [exact(card.p_game_behind) for card in cards or []]
    if game is not None and result.p_game is not None:
        worth, sampled = game
        figures = list(worth)
        best = next((i for i, card in enumerate(cards or []) if card.best), None)
        if best is not None:
            apart = [sampled[:, best + 1] - sampled[:, i + 1] for i in range(len(cards or []))]
            behind = [Estimate.exact(float(gap[0])) if (gap == gap[0]).all() else  # the same score after both
                      Estimate.posterior(worth[best + 1].value - worth[i + 1].value, gap) for i, gap in enumerate(apart)]
    result = replace(result, p_odd_trick=Estimate.exact(result.p_odd_trick.value),
                     tricks=Estimate.exact(result.tricks.value), p_game=figures[0],
                     p_rubber=exact(result.p_rubber),
                     tricks_distribution=tuple(Estimate.exact(e.value) for e in result.tricks_distribution),
                     honours_distribution=tuple(Estimate.exact(e.value) for e in result.honours_distribution))
    if cards is not None:
        cards = [replace(card, p_odd_trick=Estimate.exact(card.p_odd_trick.value),
                         tricks=Estimate.exact(card.tricks.value), p_game=figures[i + 1],
                         p_rubber=exact(card.p_rubber), tricks_behind=Estimate.exact(card.tricks_behind.value),
                         p_game_behind=behind[i]) for i, card in enumerate(cards)]
    return result, cards
