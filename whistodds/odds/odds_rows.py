"""The one shape of ``whist-odds odds``'s answer, for every game: a row for each side asked about, with the
same keys whether the odds are exact (two sides, from the deal kernel) or from whole games simulated (three
sides or more, or Dummy Whist under a model that reads dummy's hand).

Every row has :data:`ODDS_KEYS`: the game; the side, named (``us``, ``them``, then ``side 3``, ``side 4``,
...) with its seats; the whole score (``score``, ours first) and ``us``'s and ``them``'s points; who deals
(``dealer``, the dealing side's name, and ``dealer_seat`` where a seat was given); the chance that side wins
with every key of its :class:`~whistodds.simulations.estimate.Estimate` (and, as in every command, its
counts ``successes`` and ``trials`` for a simulated proportion only); the odds in words; the play model;
and where the figure came from (``kernel_deals`` and ``kernel_seed`` for the exact odds,
``games_simulated`` for whole games).  The exact odds of two sides are one
row, ``us`` (``them`` wins the rest); simulated ones are a row for every side, ``us`` first.

>>> side_name(0), side_name(1), side_name(2)
('us', 'them', 'side 3')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whistodds.odds.words import format_odds

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel
    from whistodds.simulations.whole_games import GameSimulation

ODDS_KEYS = ("game", "side", "seats", "score", "us", "them", "dealer", "dealer_seat", "p_win", "se", "ci95_low",
             "ci95_high", "method", "successes", "trials", "odds", "model", "kernel_deals", "kernel_seed",
             "games_simulated")
COUNTS = ("successes", "trials")  # an Estimate's counts: written for a proportion only, as in every command


def side_name(side: int) -> str:
    """A side's name in every answer: ``us`` (seat 0's side), ``them`` (seat 1's), then ``side 3``, ..."""
    return ("us", "them")[side] if side < 2 else f"side {side + 1}"


def _seats(game: Game, side: int) -> str:
    return " ".join(map(str, game.sides[side]))


def _shaped(row: dict[str, Any]) -> dict[str, Any]:
    return {key: row.get(key) for key in ODDS_KEYS if key not in COUNTS or row.get(key) is not None}


def exact_odds_row(game: Game, result: dict[str, Any]) -> dict[str, Any]:
    """The row of an :func:`~whistodds.odds.game_odds.odds_at` ``result`` for ``game`` (two sides, exact):
    ``us``'s chance.

    >>> from whistodds.games import get_game
    >>> from whistodds.odds.game_odds import odds_at
    >>> from whistodds.simulations.play.models import get_model
    >>> long = get_game("long")
    >>> row = exact_odds_row(long, odds_at(long, (8, 9), "them", get_model("random"), draws=0))
    >>> [row[key] for key in ("side", "seats", "score", "dealer", "dealer_seat", "method", "games_simulated", "odds")]
    ['us', '0 2', '8-9', 'them', None, 'posterior', None, '7 to 6 against']
    """
    return _shaped({**result, "side": "us", "seats": _seats(game, 0), "score": f"{result['us']}-{result['them']}"})


def simulated_odds_rows(game: Game, simulation: GameSimulation, scores: tuple[int, ...], first_dealer: int,
                        model: PlayModel) -> list[dict[str, Any]]:
    """A row for every side from whole games simulated from ``scores`` with seat ``first_dealer`` dealing first,
    ``us`` first: each side's chance with its interval (Wilson) and the odds in words."""
    dealing_side = game.side_of(first_dealer)
    rows = []
    for side, rate in enumerate(simulation.win_rates()):
        figure = rate.columns("p_win")
        rows.append(_shaped({
            "game": game.name, "side": side_name(side), "seats": _seats(game, side),
            "score": "-".join(map(str, scores)), "us": scores[0], "them": scores[1],
            "dealer": side_name(dealing_side), "dealer_seat": first_dealer, **figure,
            "odds": format_odds(float(figure["p_win"]), style="on-against"), "model": model.name,
            "games_simulated": figure.get("trials")}))
    return rows
