"""The rubber, for any game that has one: the chance of winning it, what it is worth, and how long it lasts.

A rubber is the best of three games, "unless one side wins the first two";
the winners score the value of each game they won (at short whist treble,
double or single, by the losers' score; at long whist double or single, "there
is no 'treble' at long whist") and two for the rubber, less the value of any
game the losers won (1911 Britannica, Short Whist and Long Whist).  The deal
passes to the left after every hand, across games too, so who deals the next
game depends on how the last one ended.  Exact, from the game-ending
distribution of the one solver.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.families.whist import SHORT_WHIST
from whistodds.games.checks import require_object
from whistodds.odds.game_odds import (DEAL_UNKNOWN, DEFAULT_DRAWS, check_score, game_chain, kernel_probabilities,
                                      posterior_draws, require_model_or_kernel, resolve_kernel, rules_for, score_game)
from whistodds.odds.solver import solve_endings, state_index
from whistodds.odds.words import format_odds
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.kernels import Kernel
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd

US, THEM = 0, 1


@dataclass(frozen=True)
class RubberOdds:
    """What the rest of a rubber holds for "us": ``p_win`` with its interval from the kernel's posterior."""

    p_win: Estimate
    expected_points: float  # net rubber points to us (negative: we pay)
    p_three_games: float
    distribution: dict[int, float]  # net rubber points to us -> probability
    assumption: str  # how games already won were valued

    @property
    def odds(self) -> str:
        """The odds of our winning the rubber in words, as the old tables wrote them ("5 to 3 on").

        >>> RubberOdds(Estimate.exact(0.625), 0.5, 0.5, {2: 0.625, -2: 0.375}, "").odds
        '5 to 3 on'
        """
        return format_odds(self.p_win.value, style="on-against")


def rubber_game(game: Game = SHORT_WHIST, variant: str = "standard") -> Game:
    """The game (in a named variant) whose rubber is asked for, or a ``ValueError`` if it has none."""
    game = rules_for(game, variant)
    if game.rubber is None:
        raise ValueError(f"{game.name} has no rubber")
    return score_game(game)


class _Rubber:
    """Game endings for one game and kernel, with the rest of a rubber enumerated and memoised."""

    def __init__(self, game: Game, kernel: Kernel, probabilities: np.ndarray | None = None) -> None:
        """``probabilities``: the deals' outcome probabilities, if not the kernel's own (an interval's draw:
        ``(outcomes,)``, or ``(states, outcomes)`` for kernels per play context)."""
        if game.rubber is None:
            raise ValueError(f"{game.name} has no rubber")
        self.game = game
        self.bonus = game.rubber.bonus
        self.target = game.score_rules.target
        self.n_scores = game.score_rules.score_states
        if probabilities is None:
            probabilities = kernel_probabilities(game, kernel)
        probabilities = np.asarray(probabilities)
        self.endings = solve_endings(game_chain(game, kernel), probabilities[0] if probabilities.ndim == 3
                                     else probabilities)
        self.values = np.asarray(game.score_rules.game_values)
        self._rest: dict[tuple[tuple[int, ...], tuple[int, ...], bool], tuple[tuple[int, int, bool, float], ...]] = {}
        self._games: dict[int, tuple[tuple[float, int, int, int], ...]] = {}

    def game_from(self, us: int, them: int, we_deal: bool) -> tuple[tuple[float, int, int, int], ...]:
        """(probability, winner, value of the game, who deals next) for the game in play (memoised; in the
        order winner, losers' points, who deals next)."""
        state = state_index(self.n_scores, us, them, we_deal)
        if state not in self._games:
            ending = self.endings[state]
            self._games[state] = tuple(
                (float(ending[winner, losers, nxt]), int(winner), int(self.values[losers]), int(nxt))
                for winner, losers, nxt in zip(*np.nonzero(ending > 0)))
        return self._games[state]

    def rest(self, ours: tuple[int, ...], theirs: tuple[int, ...], we_deal: bool
             ) -> tuple[tuple[int, int, bool, float], ...]:
        """From the start of a fresh game: (net points to us, games played from here, we win, probability)."""
        key = (ours, theirs, we_deal)
        if key not in self._rest:
            self._rest[key] = self._after_games(self.game_from(0, 0, we_deal), ours, theirs)
        return self._rest[key]

    def _after_games(self, outcomes: tuple[tuple[float, int, int, int], ...], ours: tuple[int, ...],
                     theirs: tuple[int, ...]) -> tuple[tuple[int, int, bool, float], ...]:
        # Who wins the rubber is kept apart from the points: with a small bonus a rubber won can net nothing.
        result: dict[tuple[int, int, bool], float] = defaultdict(float)
        for p, winner, value, nxt in outcomes:
            new_ours = ours + (value,) if winner == US else ours
            new_theirs = theirs + (value,) if winner == THEM else theirs
            if len(new_ours) == 2 or len(new_theirs) == 2:
                we_won = len(new_ours) == 2
                net = sum(new_ours) - sum(new_theirs) + (self.bonus if we_won else -self.bonus)
                result[(net, 1, we_won)] += p
            else:
                for net, games, we_won, q in self.rest(new_ours, new_theirs, nxt == US):
                    result[(net, games + 1, we_won)] += p * q
        return tuple((net, games, we_won, p) for (net, games, we_won), p in result.items())

    def from_state(self, ours: tuple[int, ...], theirs: tuple[int, ...], us: int, them: int, we_deal: bool
                   ) -> tuple[tuple[int, int, bool, float], ...]:
        return self._after_games(self.game_from(us, them, we_deal), ours, theirs)


def rubber_odds(
    games: tuple[int, int] = (0, 0),
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    model: Kernel | PlayModel | None = None,
    *,
    game: Game = SHORT_WHIST,
    variant: str = "standard",
    won_game_values: tuple[tuple[int, ...], tuple[int, ...]] | None = None,
    draws: int = DEFAULT_DRAWS,
    seed: SeedLike = 0,
    probabilities: np.ndarray | None = None,
) -> RubberOdds:
    """The rest of a rubber from ``games`` won (us, them), ``score`` in the game in play and ``dealer``.

    The value of a game already won matters for the points, not for who wins:
    give ``won_game_values=((3,), ())`` for "we won a treble", or leave it None
    to average over how such a game ends from love-all (either side dealing).
    ``probabilities``: the deals' outcome probabilities, if not the kernel's own (a posterior draw of
    them: ``(outcomes,)``, or ``(states, outcomes)`` for kernels per play context).

    ``model`` is a play model (its kernel for the game) or a kernel (default: ``hoyle``'s).  P(we win
    the rubber) is an :class:`Estimate` whose interval comes, as the game odds' do, from the rubber re-solved
    for ``draws`` Dirichlet draws from the kernel's posterior, drawn from ``seed`` (0: no interval).
    ``dealer`` ``unknown``: the mean of the rubber with us dealing next and with them (every figure, and
    the interval from the same mean in each draw).

    >>> odds = rubber_odds()
    >>> round(sum(odds.distribution.values()), 12), odds.p_win.value > 0.5, odds.p_win.method.value
    (1.0, True, 'posterior')
    >>> odds.p_win.ci95_low < odds.p_win.value < odds.p_win.ci95_high
    True
    """
    if isinstance(draws, bool) or not isinstance(draws, (int, np.integer)) or draws < 0:
        raise ValueError(f"draws={draws!r} is not allowed; use 0 or more")
    chosen = rubber_game(require_object(game, Game, "get_game"), variant)
    kernel = resolve_kernel(require_model_or_kernel(model), chosen)
    odds = _either_deal(_Rubber(chosen, kernel, probabilities), games, score, dealer, won_game_values)
    sampled = [_either_deal(_Rubber(chosen, kernel, drawn), games, score, dealer, won_game_values).p_win.value
               for drawn in (posterior_draws(kernel, int(draws), seed, game=chosen) if draws else ())]
    return replace(odds, p_win=Estimate.posterior(odds.p_win.value, np.asarray(sampled)))


def _either_deal(solver: _Rubber, games: tuple[int, int], score: tuple[int, int], dealer: str,
                 won_game_values: tuple[tuple[int, ...], tuple[int, ...]] | None) -> RubberOdds:
    """:func:`_rubber_odds` for ``dealer`` us or them; for ``unknown``, the mean of the two."""
    if dealer != DEAL_UNKNOWN:
        return _rubber_odds(solver, games, score, dealer, won_game_values)
    ours, theirs = (_rubber_odds(solver, games, score, deal, won_game_values) for deal in ("us", "them"))
    distribution: dict[int, float] = defaultdict(float)
    for odds in (ours, theirs):
        for net, p in odds.distribution.items():
            distribution[net] += p / 2
    return RubberOdds(Estimate.posterior((ours.p_win.value + theirs.p_win.value) / 2, np.empty(0)),
                      (ours.expected_points + theirs.expected_points) / 2,
                      (ours.p_three_games + theirs.p_three_games) / 2, dict(sorted(distribution.items())),
                      f"{ours.assumption}; who deals next unknown: the mean of the two deals")


def _rubber_odds(solver: _Rubber, games: tuple[int, int], score: tuple[int, int], dealer: str,
                 won_game_values: tuple[tuple[int, ...], tuple[int, ...]] | None) -> RubberOdds:
    """The rest of the rubber for the solver's probabilities: ``p_win`` their point figure (SE 0)."""
    if len(games) != 2 or any(g not in (0, 1) for g in games):
        raise ValueError(f"games={games!r} is not allowed; a rubber in play has 0 or 1 games won a side")
    us, them, we_deal = check_score(solver.game, score, dealer)
    if won_game_values is not None:
        ours, theirs = (tuple(v) for v in won_game_values)
        if (len(ours), len(theirs)) != tuple(games):
            raise ValueError(f"won_game_values={won_game_values!r} must list one value per game won, games={games}")
        paths = [(1.0, ours, theirs)]
        assumption = f"games already won valued {ours or '-'} (us) and {theirs or '-'} (them)"
    else:
        paths = _unknown_previous(solver, games)
        assumption = "games already won valued as a game from love-all ends, either side dealing first"
    distribution: dict[int, float] = defaultdict(float)
    three = p_win = 0.0
    for weight, ours, theirs in paths:
        for net, played, we_won, p in solver.from_state(ours, theirs, us, them, we_deal):
            distribution[net] += weight * p
            p_win += weight * p if we_won else 0.0
            if len(ours) + len(theirs) + played == 3:
                three += weight * p
    distribution = dict(sorted(distribution.items()))
    expected = sum(net * p for net, p in distribution.items())
    return RubberOdds(Estimate.posterior(p_win, np.empty(0)), expected, three, distribution, assumption)


def _unknown_previous(solver: _Rubber, games: tuple[int, int]) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """Values of the games already won, weighted as a game from love-all ends for its winner."""
    by_winner: dict[int, dict[int, float]] = {US: defaultdict(float), THEM: defaultdict(float)}
    for we_deal in (True, False):
        for p, winner, value, _ in solver.game_from(0, 0, we_deal):
            by_winner[winner][value] += p / 2
    options: list[list[tuple[float, tuple[int, ...]]]] = [[(1.0, ())], [(1.0, ())]]
    for side in (US, THEM):
        if games[side]:
            total = sum(by_winner[side].values())
            options[side] = [(p / total, (value,)) for value, p in by_winner[side].items()]
    return [(p * q, ours, theirs) for p, ours in options[US] for q, theirs in options[THEM]]


def rubber_table(model: Kernel | PlayModel | None = None, *, game: Game = SHORT_WHIST,
                 variant: str = "standard") -> "pd.DataFrame":
    """Every rubber state: games won, score in the game in play, dealer; P(win the rubber),
    expected net points, P(three games)."""
    import pandas as pd

    the_game = rubber_game(require_object(game, Game, "get_game"), variant)
    chosen = resolve_kernel(require_model_or_kernel(model), the_game)
    solver = _Rubber(the_game, chosen)
    rows = []
    for games in ((0, 0), (1, 0), (0, 1), (1, 1)):
        for us in range(the_game.score_rules.target):
            for them in range(the_game.score_rules.target):
                for dealer in ("us", "them"):
                    odds = _rubber_odds(solver, games, (us, them), dealer, None)
                    rows.append({"game": the_game.name, "games_us": games[0], "games_them": games[1], "us": us, "them": them,
                                 "dealer": dealer, "p_win_rubber": odds.p_win.value,
                                 "expected_points": odds.expected_points, "p_three_games": odds.p_three_games,
                                 "model": chosen.model})
    return pd.DataFrame(rows)
