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

from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import card_suit, format_card
from whistodds.games.contexts import odd_trick
from whistodds.games.position import Seat
from whistodds.odds.play_so_far import GameState
from whistodds.odds.position_odds import Drawn, certain, double_dummy_cards, draw, flat, mean, play_on
from whistodds.odds.still_possible import settle_cards
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
              drawn: Drawn | None = None) -> list[CardOdds]:
    """Every legal card of mine, played now, the rest by ``model``, over the same ``n_deals`` deals (or the
    deals ``drawn``)."""
    cards = legal_cards(state)
    drawn = draw(state, n_deals, seed) if drawn is None else drawn
    before = state.tricks_won[0]
    results = []
    if get_model(model).choice is None:  # double dummy: one solve a deal gives every card
        solved = double_dummy_cards(state, drawn)
        results = [(card, solved[card]) for card in cards]
    for card in cards if not results else ():
        start = np.concatenate([drawn.start, np.array([[card]], np.uint8)], axis=1)
        results.append((card, play_on(state, drawn, model, start)))
    game_values = [outcomes.game_value for _, outcomes in results]
    scored = all(value is not None for value in game_values)
    keys = [float(np.mean(value)) if scored and value is not None else float(np.mean(o.our_tricks))
            for value, (_, o) in zip(game_values, results)]
    best = int(np.argmax(keys))
    best_tricks = results[best][1].our_tricks
    best_value = results[best][1].game_value
    n = len(drawn.seeds)
    left = state.game.cards_per_hand - sum(state.tricks_won)  # the tricks still to be won, this one included
    answer = []
    for index, (card, outcomes) in enumerate(results):
        ours = outcomes.our_tricks
        value = outcomes.game_value
        behind = Estimate.exact(0.0) if index == best else None  # the best card less itself: 0 on every deal
        answer.append(CardOdds(
            card, Estimate.bounded_mean(ours - before, 0, left),
            Estimate.proportion(int((ours >= odd_trick(state.game.cards_per_hand)).sum()), n),
            None if value is None else Estimate.bounded_mean(value), index == best, behind or mean(best_tricks - ours),
            None if value is None or best_value is None else behind or mean(best_value - value)))
    return settle_cards(answer, certain(state, model), before)
