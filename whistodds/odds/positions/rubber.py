"""P(we win the rubber) from a moment of a hand: each consistent deal's outcome, then the rest of the rubber
solved exactly (:func:`whistodds.odds.rubber.rubber_odds`, the later deals from the model's kernel).

>>> from whistodds.odds.positions.play_so_far import game_state
>>> from whistodds.odds.positions.figures import position_odds
>>> from whistodds.games.families.whist import LONG_WHIST
>>> from whistodds.simulations.play.models import get_model
>>> state = game_state(hand="AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right",
...                    score=(6, 0), game=LONG_WHIST)
>>> position_odds(state, get_model("hoyle"), 500, seed=1, games=(1, 0)).p_rubber.value  # four honours: game and rubber
1.0
"""

from __future__ import annotations

import numpy as np

from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.rubber import rubber_game, rubber_odds
from whistodds.simulations.play.models import PlayModel


def rubber_values(state: GameState, model: PlayModel, ours: np.ndarray, column: np.ndarray, games: tuple[int, int]
                  ) -> np.ndarray:
    """P(we win the rubber) after each deal in which our side takes ``ours`` tricks, the honours column
    (the dealer's side's, as the scoring reads it) being ``column``, with ``games`` won (us, them) before it."""
    game = rubber_game(state.game)
    if len(games) != 2 or any(g not in (0, 1) for g in games):
        raise ValueError(f"games={games!r} is not allowed; a rubber in play has 0 or 1 games won a side")
    dealer_side = 0 if state.we_deal else 1
    dealer_tricks = ours if state.we_deal else game.cards_per_hand - ours
    scores = np.broadcast_to(np.array(state.score, np.int64), (ours.shape[0], 2))
    new, winner = game.score_rules.apply(scores, np.full(ours.shape[0], dealer_side),
                                         {"tricks": dealer_tricks, "honours": column})
    next_dealer = "them" if state.we_deal else "us"  # the deal passes to the left: the other side deals next
    keys = np.stack([winner, np.where(winner < 0, new[:, 0], 0), np.where(winner < 0, new[:, 1], 0)], axis=1)
    distinct, inverse = np.unique(keys, axis=0, return_inverse=True)
    values = np.empty(distinct.shape[0])
    for row, (won_by, us, them) in enumerate(distinct.tolist()):
        won = (games[0] + (won_by == 0), games[1] + (won_by == 1))
        if won[0] == 2 or won[1] == 2:
            values[row] = 1.0 if won[0] == 2 else 0.0
        else:
            values[row] = rubber_odds(won, (us, them), next_dealer, model, game=game, draws=0).p_win.value
    result: np.ndarray = values[np.asarray(inverse).ravel()]
    return result
