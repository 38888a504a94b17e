"""The exact chance of winning a game from any score, for every two-side score game.

The game's kernel (what one deal gives the dealer's side) and its own scoring
go to the one exact solver (:mod:`whistodds.odds.solver`).  Uncertainty in the
kernel is carried into a 95% interval by re-solving for draws from a Dirichlet
posterior on its counts (Jeffreys prior), drawn from the seed given.

>>> round(win_probability(get_game("long"), score=(0, 0), dealer="us"), 3) > 0.5
True
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.checks import require_object
from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.games.scoring.protocol import Dealer
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.solver import Chain, chain, solve, state_index
from whistodds.odds.words import format_odds
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.kernels import Kernel, get_kernel
from whistodds.simulations.play.models import PlayModel, game_model, get_model
from whistodds.simulations.seeding import SeedLike, as_generator

if TYPE_CHECKING:
    import pandas as pd

DEALERS: tuple[Dealer, ...] = tuple(Dealer)
DEAL_UNKNOWN = "unknown"  # who deals next is not known: the mean of the two deals, as claims files read it
DEALS = (*(str(dealer) for dealer in DEALERS), DEAL_UNKNOWN)  # what --deal and ``dealer=`` take
DEFAULT_DRAWS = 400  # Dirichlet draws for a whist kernel's interval
MOMENTS_DRAWS = 100  # ... and for Scotch Whist's, whose outcomes are many


def score_game(game: Game) -> Game:
    """``game`` if it has a score for two sides, else a ``ValueError`` saying so (a name, a ``TypeError``: the
    names are read at the door, :mod:`whistodds.api` and the command line)."""
    require_object(game, Game, "get_game")
    if not game.has_score or game.n_sides != 2:
        sides = f"{game.n_sides} sides" if game.has_score else "no score"
        raise ValueError(f"exact odds are for games of two sides with a score; {game.name} has {sides}"
                         + (" (use the whole-game simulation)" if game.has_score else ""))
    return game


def rules_for(game: Game, variant: str = "standard") -> Game:
    """The game in a named variant (an alias for a set of rule parameters)."""
    return game if variant == "standard" else get_game(game, variant=variant)


def model_kernel(model: PlayModel | None, game: Game = LONG_WHIST) -> Kernel:
    """The game's kernel under the play model ``model`` (default: the game's own, ``Game.play_model``),
    checked first to be a model that plays the game and one the exact solver can use.

    >>> model_kernel(get_model("catch-the-ten"), LONG_WHIST)
    Traceback (most recent call last):
    ValueError: model='catch-the-ten' is not allowed for long-whist: it advises on the trump ten of a game that counts captured trumps (Scotch Whist), not long-whist
    """
    chosen = game_model(game) if model is None else model
    reason = chosen.cannot_play(game)
    if reason is not None:
        raise ValueError(f"model={chosen.name!r} is not allowed for {game.name}: it {reason}")
    check_exact(game, chosen)  # before simulating a kernel the solver cannot use
    return get_kernel(chosen, game=game)


def resolve_kernel(kernel: Kernel | PlayModel | None, game: Game = LONG_WHIST) -> Kernel:
    """A kernel as given, or :func:`model_kernel` for a play model (or None: the game's own model)."""
    return model_kernel(kernel, game) if kernel is None or isinstance(kernel, PlayModel) else kernel


def default_draws(kernel: Kernel) -> int:
    return MOMENTS_DRAWS if kernel.many_outcomes else DEFAULT_DRAWS


def exact_solvable(game: Game, model: PlayModel) -> bool:
    """Whether the exact solver's state (score, dealing side) decides the next deal of ``game`` under ``model``:
    not at Dummy Whist under a model that reads dummy's hand, where what a deal is worth to the dealer's side
    turns on which of its seats deals (dummy, its partner, or either adversary)."""
    return game.sight_turns_with_the_deal or not model.reads_sight


def check_exact(game: Game, model: PlayModel) -> None:
    """A one-line ``ValueError`` where the exact solver cannot take ``game`` under ``model``."""
    if not exact_solvable(game, model):
        raise ValueError(f"no exact odds for {game.name} under {model.name}: it sees dummy's hand, so "
                         f"a deal's worth turns on which seat deals, not only which side; use whole games "
                         f"(whist-odds odds) or a model that does not read it (random, double-dummy)")


def game_chain(game: Game, kernel: Kernel) -> Chain:
    """The solver's transitions for ``game`` and a kernel of deals that fits it (else a ``ValueError``, also
    where the solver's state does not decide the deal: :func:`check_exact`)."""
    if not game.sight_turns_with_the_deal:  # only here does the model matter: the one the kernel records
        check_exact(game, get_model(kernel.model))
    if not kernel.fits(game):
        raise ValueError(f"the kernel of {kernel.game} ({kernel.deals:,} deals) does not fit {game.name}: "
                         f"its outcomes are not what a deal of {game.name} gives")
    return chain(game, kernel.outcomes())


def kernel_probabilities(game: Game, kernel: Kernel) -> np.ndarray:
    """The kernel's own probabilities as the solver takes them: ``(outcomes,)``, or ``(1, states, outcomes)``
    for kernels per play context, whose deals differ by state."""
    return kernel.solver_probabilities(game)


def deal_probabilities(game: Game, kernel: Kernel, us: int = 0, them: int = 0, we_deal: bool = True) -> np.ndarray:
    """The outcome probabilities of the next deal at a score (the dealer's side's), ``(outcomes,)``: the
    kernel's own, or, for kernels per play context, those of the state's contexts."""
    return kernel.deal_probabilities(game, state_index(game.score_rules.score_states, us, them, we_deal))


def point_values(game: Game, kernel: Kernel) -> np.ndarray:
    """P(we win) at every state of ``game`` for the kernel's own probabilities (no interval)."""
    values: np.ndarray = solve(game_chain(game, kernel), kernel_probabilities(game, kernel))[0]
    return values


def check_score(game: Game, score: tuple[int, int], dealer: str) -> tuple[int, int, bool]:
    """``(us, them, we deal)`` for a score in play, else a ``ValueError`` naming what is allowed."""
    game = score_game(game)
    if dealer not in DEALERS:
        unknown = " (or 'unknown' where the mean of the two deals is asked: odds_at, odds_table, rubber_odds)" \
            if dealer == DEAL_UNKNOWN else ""
        raise ValueError(f"dealer={dealer!r} is not allowed; use 'us' or 'them'{unknown}")
    if len(score) != 2 or not all(isinstance(s, (int, np.integer)) and not isinstance(s, bool) for s in score):
        raise ValueError(f"score={score!r} is not allowed; give (us, them) as two whole numbers")
    us, them = (int(s) for s in score)
    target = game.score_rules.target
    for side, points in (("us", us), ("them", them)):
        if not 0 <= points < target:
            raise ValueError(
                f"score {us}-{them} is not allowed: {side} has {points}; a game of {game.name} in play "
                f"has 0-{target - 1} points a side (the game is over at {target})"
            )
    return us, them, dealer == "us"


def _model_keyword(model: Kernel | PlayModel | None, kernel: Kernel | PlayModel | None, function: str
                   ) -> Kernel | PlayModel | None:
    """``model``, or the old keyword ``kernel=`` (deprecated: it names the same thing, a model or a kernel);
    a name is a ``TypeError`` (the names are read at the door: :mod:`whistodds.api`, the command line)."""
    if kernel is not None:
        if model is not None:
            raise ValueError(f"{function}(): give the play model once, as model= (kernel= is its old name)")
        warnings.warn(f"{function}(kernel=...) is deprecated; use model= (a play model or a kernel)",
                      DeprecationWarning, stacklevel=3)
        model = kernel
    return require_model_or_kernel(model)


def require_model_or_kernel(model: Kernel | PlayModel | None) -> Kernel | PlayModel | None:
    """``model`` as given: a play model, a kernel or None (a name is a ``TypeError`` naming ``get_model``)."""
    if isinstance(model, str):
        require_object(model, PlayModel, "get_model")
    return model


def win_probability(
    game: Game = LONG_WHIST,
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    model: Kernel | PlayModel | None = None,
    *,
    kernel: Kernel | PlayModel | None = None,
) -> float:
    """The exact probability that "us" wins the game from ``score`` with ``dealer`` to deal next (no interval:
    :func:`odds_at` gives one).

    Args:
        game: a game with two sides and a score (``get_game("short-whist(target=7)")``).
        score: ``(us, them)``, each a score in play.
        dealer: ``"us"`` or ``"them"``, who deals next.
        model: a play model (its kernel for the game) or a kernel (default: the game's own model, ``Game.play_model``).
        kernel: the old name of ``model`` (deprecated).

    >>> round(win_probability(get_game("long-whist"), (8, 9), "them", model=get_model("random")), 4)
    0.4621
    """
    game = score_game(game)
    us, them, we_deal = check_score(game, score, dealer)
    values = point_values(game, resolve_kernel(_model_keyword(model, kernel, "win_probability"), game))
    return float(values[state_index(game.score_rules.score_states, us, them, we_deal)])


def posterior_draws(kernel: Kernel, draws: int, seed: SeedLike = None, prior: float = 0.5,
                    game: Game | None = None) -> np.ndarray:
    """Kernel probabilities drawn from the Dirichlet posterior on its counts (Jeffreys prior):
    ``(draws, outcomes)``, or ``(draws, states, outcomes)`` of ``game`` for kernels per play context."""
    if isinstance(draws, bool) or not isinstance(draws, (int, np.integer)) or draws < 1:
        raise ValueError(f"draws={draws!r} is not allowed; use 1 or more")
    return kernel.posterior_draws(get_game(kernel.game) if game is None else game, int(draws), as_generator(seed),
                                  prior)


def solve_with_interval(game: Game, kernel: Kernel, draws: int | None, seed: SeedLike
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """P(we win) at every state, and its 95% interval from ``draws`` posterior draws (0: no interval)."""
    table = game_chain(game, kernel)
    point = solve(table, kernel_probabilities(game, kernel))[0]
    draws = default_draws(kernel) if draws is None else draws
    if not draws:
        return point, point, point
    sampled = solve(table, posterior_draws(kernel, draws, seed, game=game))
    low, high = np.quantile(sampled, [0.025, 0.975], axis=0)
    return point, low, high


def posterior_figures(game: Game, kernel: Kernel, draws: int | None, seed: SeedLike) -> tuple[np.ndarray, np.ndarray]:
    """P(we win) at every state for the kernel's own probabilities, ``(states,)``, and re-solved for each of
    ``draws`` posterior draws, ``(draws, states)`` (0 draws: no rows)."""
    table = game_chain(game, kernel)
    point = solve(table, kernel_probabilities(game, kernel))[0]
    draws = default_draws(kernel) if draws is None else draws
    sampled = solve(table, posterior_draws(kernel, draws, seed, game=game)) if draws else np.empty((0, len(point)))
    return point, sampled


def posterior_estimates(game: Game, kernel: Kernel, draws: int | None, seed: SeedLike) -> list[Estimate]:
    """P(we win) at every state as an :class:`Estimate`: the kernel's own figure, with the SD and 95% interval
    of the figure re-solved for ``draws`` posterior draws (0: none, the point with SE 0); the same figures
    and interval as :func:`solve_with_interval`."""
    point, sampled = posterior_figures(game, kernel, draws, seed)
    return [Estimate.posterior(float(point[i]), sampled[:, i]) for i in range(len(point))]


def deal_unknown_estimates(game: Game, kernel: Kernel, draws: int | None, seed: SeedLike
                           ) -> dict[tuple[int, int], Estimate]:
    """P(we win) at every score, who deals next unknown: the mean of the two deals, and its interval from the
    same mean in each posterior draw (as a claim read "unknown" is checked), by ``(us, them)``."""
    point, sampled = posterior_figures(game, kernel, draws, seed)
    n, target = game.score_rules.score_states, game.score_rules.target
    figures = {}
    for us in range(target):
        for them in range(target):
            both = [state_index(n, us, them, True), state_index(n, us, them, False)]
            figures[us, them] = Estimate.posterior(float(point[both].mean()), sampled[:, both].mean(axis=1))
    return figures


def _row(game: Game, kernel: Kernel, us: int, them: int, we_deal: bool, p: float, low: float, high: float
         ) -> dict[str, object]:
    return {"game": game.name, "us": us, "them": them, "dealer": "us" if we_deal else "them", "p_win": p,
            "ci95_low": low, "ci95_high": high, "odds": format_odds(p, style="on-against"), "model": kernel.model,
            "kernel_deals": kernel.deals, "kernel_seed": kernel.seed}


def _estimate_row(game: Game, kernel: Kernel, us: int, them: int, we_deal: bool | None, p_win: Estimate
                  ) -> dict[str, object]:
    """A score's row with every key of its :class:`Estimate` (``p_win``, ``se``, ``ci95_low``, ...);
    ``we_deal`` None: who deals is unknown."""
    dealer = DEAL_UNKNOWN if we_deal is None else "us" if we_deal else "them"
    return {"game": game.name, "us": us, "them": them, "dealer": dealer,
            **p_win.columns("p_win"), "odds": format_odds(p_win.value, style="on-against"),
            "model": kernel.model, "kernel_deals": kernel.deals, "kernel_seed": kernel.seed}


def odds_table(
    game: Game = LONG_WHIST,
    model: Kernel | PlayModel | None = None,
    *,
    draws: int | None = None,
    seed: SeedLike = 0,
    estimates: bool = False,
    kernel: Kernel | PlayModel | None = None,
    dealer: str | None = None,
) -> "pd.DataFrame":
    """Every score pair and both deal states: P(we win), its 95% interval and the odds in words, one row each
    (the tidy table ``whist-odds table`` prints as grids).

    Args:
        game: a game with two sides and a score.
        model: a play model (its kernel for the game) or a kernel (default: the game's own model, ``Game.play_model``).
        draws: posterior draws of the kernel for the intervals (None: the default; 0: none, the point only).
        seed: the seed of those draws.
        estimates: every key of the :class:`Estimate` (``se``, ``method``), as ``--format json`` writes.
        kernel: the old name of ``model`` (deprecated).
        dealer: only the rows where ``"us"`` or ``"them"`` deals, or one row a score with who deals
            ``"unknown"`` (the mean of the two, with every key of the :class:`Estimate`); None: both deals.

    >>> short = get_game("short-whist")
    >>> table = odds_table(short, model=get_model("random"), draws=0)
    >>> len(table), list(table.columns[:5])
    (50, ['game', 'us', 'them', 'dealer', 'p_win'])
    >>> table[(table.us == 4) & (table.them == 0)][["dealer", "odds"]].to_dict("records")
    [{'dealer': 'us', 'odds': '3 to 1 on'}, {'dealer': 'them', 'odds': '9 to 4 on'}]
    >>> odds_table(short, dealer="unknown", draws=20).dealer.unique().tolist()
    ['unknown']
    """
    import pandas as pd

    game = score_game(game)
    model = _model_keyword(model, kernel, "odds_table")
    if dealer is not None and dealer not in DEALS:
        raise ValueError(f"dealer={dealer!r} is not allowed; use {', '.join(map(repr, DEALS))} or None (both deals)")
    chosen = resolve_kernel(model, game)
    if dealer == DEAL_UNKNOWN:
        unknown = deal_unknown_estimates(game, chosen, draws, seed)
        return pd.DataFrame([_estimate_row(game, chosen, us, them, None, figure)
                             for (us, them), figure in unknown.items()])
    if dealer is not None:
        whole = odds_table(game, chosen, draws=draws, seed=seed, estimates=estimates)
        return whole[whole.dealer == dealer].reset_index(drop=True)
    if estimates:
        figures = posterior_estimates(game, chosen, draws, seed)
        return pd.DataFrame([_estimate_row(game, chosen, us, them, we_deal, figures[i])
                             for us, them, we_deal, i in score_states(game)])
    point, low, high = solve_with_interval(game, chosen, draws, seed)
    return pd.DataFrame([_row(game, chosen, us, them, we_deal, point[i], low[i], high[i])
                         for us, them, we_deal, i in score_states(game)])


def score_states(game: Game) -> Iterator[tuple[int, int, bool, int]]:
    """Every score in play and deal state, in table order: ``(us, them, we_deal, state index)``."""
    n, target = game.score_rules.score_states, game.score_rules.target
    for us in range(target):
        for them in range(target):
            for we_deal in (True, False):
                yield us, them, we_deal, state_index(n, us, them, we_deal)


def odds_at(
    game: Game = LONG_WHIST,
    score: tuple[int, int] = (0, 0),
    dealer: str = "us",
    model: Kernel | PlayModel | None = None,
    *,
    draws: int | None = None,
    seed: SeedLike = 0,
    kernel: Kernel | PlayModel | None = None,
) -> dict[str, object]:
    """P(we win) at one score, as ``whist-odds odds`` prints it: the keys of its :class:`Estimate` (``p_win``,
    ``se``, ``ci95_low``, ``ci95_high``, ``method``: posterior), the odds in words and the kernel it came from.

    Args:
        game: a game with two sides and a score (``get_game("long-whist(call_at=none)")``).
        score: ``(us, them)``, each a score in play.
        dealer: ``"us"``, ``"them"`` or ``"unknown"`` (the mean of the two, its interval from the same mean
            in each posterior draw), who deals next.
        model: a play model (its kernel for the game) or a kernel (default: the game's own model, ``Game.play_model``), as
            ``--model`` on the command line.
        draws: posterior draws of the kernel for the interval (None: the default; 0: none, the point only).
        seed: the seed of those draws.
        kernel: the old name of ``model`` (deprecated).

    >>> long = get_game("long-whist")
    >>> row = odds_at(long, (8, 9), "them", model=get_model("random"), draws=100, seed=1)
    >>> row["odds"], round(row["p_win"], 4), row["method"], row["ci95_low"] < row["p_win"] < row["ci95_high"]
    ('7 to 6 against', 0.4621, 'posterior', True)
    >>> known = [odds_at(long, (8, 9), deal, draws=20)["p_win"] for deal in ("us", "them")]
    >>> odds_at(long, (8, 9), "unknown", draws=20)["p_win"] == sum(known) / 2
    True
    """
    game = score_game(game)
    model = _model_keyword(model, kernel, "odds_at")
    if dealer == DEAL_UNKNOWN:
        us, them, _ = check_score(game, score, "us")
        chosen = resolve_kernel(model, game)
        figure = deal_unknown_estimates(game, chosen, draws, seed)[us, them]
        return _estimate_row(game, chosen, us, them, None, figure)
    us, them, we_deal = check_score(game, score, dealer)
    chosen = resolve_kernel(model, game)
    i = state_index(game.score_rules.score_states, us, them, we_deal)
    return _estimate_row(game, chosen, us, them, we_deal, posterior_estimates(game, chosen, draws, seed)[i])
