"""What each card is worth: for the player to move (me), every legal card played now and the rest of the hand
played by a model, over the same consistent deals, so that two cards are compared deal by deal.

For each card: our side's tricks from the current trick on (the current trick included, as DDS's SolveBoard
counts them), P(odd trick) and P(we win the game), each with its 95% interval, and the difference from the
best card (the one of highest P(game), or of most tricks in a game without a score) as a paired estimate.

>>> from whistodds.odds.play_so_far import game_state
>>> state = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me",
...                    played="left:2H 3H 4H")
>>> cards = card_odds(state, "hoyle", 500, seed=1)
>>> len(cards), {card.tricks.value for card in cards}  # thirteen trumps take every trick
(13, {13.0})
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import card_suit, format_card
from whistodds.games.contexts import odd_trick
from whistodds.games.position import Seat
from whistodds.odds.play_so_far import GameState
from whistodds.odds.position_batches import Tally, counted_mean, run_tally
from whistodds.odds.position_draw import Drawn
from whistodds.odds.position_odds import PositionOdds, certain, flat, position_summary
from whistodds.odds.position_play import ValueTables, value_tables
from whistodds.odds.still_possible import settle, settle_cards
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import DEFAULT_MODEL, get_model
from whistodds.simulations.seeding import SeedLike


@dataclass(frozen=True)
class CardOdds:
    """One legal card's figures; ``best``: it is the best card; ``*_behind``: the best card's figure less
    this card's, paired on the same deals (0 for the best)."""

    card: int
    tricks: Estimate
    p_odd_trick: Estimate
    p_game: Estimate | None
    best: bool
    tricks_behind: Estimate
    p_game_behind: Estimate | None

    def to_json(self) -> dict[str, object]:
        document: dict[str, object] = {"card": format_card(self.card), "best": self.best}
        for name, figure in (("tricks", self.tricks), ("p_odd_trick", self.p_odd_trick), ("p_game", self.p_game),
                             ("tricks_behind", self.tricks_behind), ("p_game_behind", self.p_game_behind)):
            document.update(flat(name, figure))
        return document


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


def card_odds(state: GameState, model: str = DEFAULT_MODEL, n_deals: int = 100_000, seed: SeedLike = None,
              drawn: Drawn | None = None, *, executor: Executor | None = None,
              progress: Callable[[int], None] | None = None) -> list[CardOdds]:
    """Every legal card of mine, played now, the rest by ``model``, over the same ``n_deals`` deals (or the
    deals ``drawn``), in batches on ``executor`` (default this process; the figures do not depend on it)."""
    return position_and_cards(state, model, n_deals, seed, drawn=drawn, position=False, executor=executor,
                              progress=progress)[1] or []


def position_and_cards(state: GameState, model: str = DEFAULT_MODEL, n_deals: int = 100_000,
                       seed: SeedLike = None, *, games: tuple[int, int] | None = None, position: bool = True,
                       cards: bool = True, drawn: Drawn | None = None, executor: Executor | None = None,
                       progress: Callable[[int], None] | None = None
                       ) -> tuple[PositionOdds | None, list[CardOdds] | None]:
    """The position's figures (:func:`~whistodds.odds.position_odds.position_odds`, with ``position``) and
    each legal card's (:func:`card_odds`, with ``cards``), on the same deals with the same play seeds: each is
    what it would be alone for the seed.  ``games``: games won in the rubber (P(we win the rubber) too).

    >>> from whistodds.odds.play_so_far import game_state
    >>> state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
    ...                    played="me:10C 2D QC KC; right:AS", score=(8, 7))
    >>> from whistodds.odds.position_odds import position_odds
    >>> whole, cards = position_and_cards(state, "hoyle", 1000, seed=3)
    >>> whole == position_odds(state, "hoyle", 1000, seed=3), cards == card_odds(state, "hoyle", 1000, seed=3)
    (True, True)
    """
    mine = legal_cards(state) if cards else None
    name = get_model(model).name
    tables = value_tables(state, name, games)
    counted = run_tally(state, name, n_deals, seed, tables=tables, position=position, cards=mine,
                        executor=executor, progress=progress, drawn=drawn)
    sure = certain(state, tables=tables)
    whole = settle(position_summary(state, name, counted, tables), sure) if position else None
    return whole, None if mine is None else settle_cards(_card_figures(state, counted, tables, mine), sure,
                                                         state.tricks_won[0])


def _card_figures(state: GameState, counted: Tally, tables: ValueTables, cards: tuple[int, ...]) -> list[CardOdds]:
    """Each card's figures from the tally: the best is the one of highest P(game) (most tricks in a game
    without a score), each card's shortfall from it paired on the same deals."""
    if counted.cards is None or counted.tricks_apart is None:
        raise ValueError("the tally has no counts of the cards")
    n = counted.deals
    need = odd_trick(state.game.cards_per_hand)
    tricks = (np.arange(state.game.cards_per_hand + 1) - state.tricks_won[0]).astype(np.float64)[:, None]
    left = state.game.cards_per_hand - sum(state.tricks_won)  # the tricks still to be won, this one included
    game = None if tables.game is None else [counted_mean(counts, tables.game, (0, 1)) for counts in counted.cards]
    taken = [counted_mean(counts, tricks, (0, left)) for counts in counted.cards]
    keys = [figure.value for figure in (taken if game is None else game)]
    best = int(np.argmax(keys))
    apart = counted.game_apart
    none = Estimate.exact(0.0)  # the best card less itself: 0 on every deal
    return [CardOdds(card, taken[index], Estimate.proportion(int(counts[need:].sum()), n),
                     None if game is None else game[index],
                     index == best, none if index == best else counted.tricks_apart.estimate((best, index)),
                     None if apart is None else none if index == best else apart.estimate((best, index)))
            for index, (card, counts) in enumerate(zip(cards, counted.cards))]
