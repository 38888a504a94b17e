"""Why eight above nine?  Eight love against nine love at long whist, with the dealer's edge moved.

Bob Short (1793) puts eight love (5 to 1) above nine love (9 to 2); every play model here puts nine above eight.
This module asks whether a smaller dealer's edge explains the old ranking: for a play model's own distribution
of deals (its kernel), the exact solver gives P(we win) at 8-0 and 9-0 with either side to deal, and again with
the dealer's per-deal chance of the odd trick moved to any value ``p``.

How the edge is moved (an exponential tilt, within each honours column)::

    Q(t, h) = P(t, h) exp(theta [t > book]) / Z_h(theta) * P(h)

The dealer's side's log-odds of the odd trick are moved by the same ``theta`` whatever honours it holds; its
honours distribution ``P(h)`` is kept exactly, and so is the model's spread of tricks within the deals it wins
and within those it loses.  Of all distributions with the model's honours and a given P(odd trick), it is the
one nearest the model's own (least Kullback-Leibler divergence), so the edge is the only thing moved.  A
model whose deals differ by the score (hoyle-score, a kernel per play context) has every state's deals tilted
by the same ``theta``, its edge read from the neutral context (nothing at stake).

``threshold``: the dealer's chance of the odd trick at or below which eight love ranks at least as high as nine
love, ranked on the mean of the two deals (who deals next unknown): the first edge above even (0.5) where
P(win at 8-0) - P(win at 9-0) turns negative, found by bisection (brentq) between the points of a grid where it
changes sign; None where eight ranks below nine already at an even deal (no edge of the dealer's makes eight
rank as high), or where it ranks as high at every edge up to :data:`TOP_EDGE`.

>>> from whistodds.games import get_game
>>> from whistodds.simulations.play.models import get_model
>>> row = eight_nine_row(get_game("long-whist"), get_model("hoyle"), draws=0)
>>> list(row)[:5]
['model', 'dealer_p_odd_trick', 'p_win_8_0', 'p_win_9_0', 'threshold']
>>> round(row["dealer_p_odd_trick"], 3), row["p_win_8_0"] < row["p_win_9_0"], row["threshold"]
(0.575, True, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from whistodds.games.definition import Game
from whistodds.odds.game_odds import game_chain, posterior_draws, score_game
from whistodds.odds.solver import Chain, solve, state_index
from whistodds.simulations.kernels import ContextKernel, DealKernel, Kernel
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.play.models import PlayModel

EVEN = 0.5  # the dealer's chance of the odd trick with no edge
TOP_EDGE = 0.95  # the highest edge searched and drawn
GRID = np.round(np.arange(EVEN, TOP_EDGE + 1e-9, 0.01), 2)  # edges scanned for a change of sign
EIGHT, NINE = 8, 9  # the scores compared, from love
THETA_BOUND = 60.0  # the tilt searched, either way: e^60 moves any chance short of 0 or 1 to within 1e-20 of 1
DEFAULT_DRAWS = 200  # posterior draws of the kernel for the intervals
THRESHOLD_DRAWS = 50  # ... of them for the threshold's, each a search of its own


@dataclass(frozen=True)
class Deals:
    """A kernel's deals as the tilt takes them: ``base`` ``(S, tricks, honours)`` (S = 1, or the solver's states
    for a kernel per play context), the grid that defines the edge ``reference`` ``(tricks, honours)`` and the
    solver's transitions."""

    game: Game
    base: np.ndarray
    reference: np.ndarray
    table: Chain
    varies_by_state: bool

    @property
    def odd(self) -> np.ndarray:
        """1.0 where the dealer's side takes the odd trick, by row of the grid: ``(tricks, 1)``."""
        tricks = np.arange(self.base.shape[-2])[:, None]
        return (tricks > self.game.whist_rules.book).astype(float)


def check_game(game: Game) -> Game:
    """``game`` if it is scored by tricks and honours to more than nine (eight love and nine love exist), else a
    one-line ``ValueError``."""
    game = score_game(game)
    if not game.counts_tricks_and_honours:
        raise ValueError(f"eight love against nine love is for a game scored by tricks and honours, not {game.name}")
    if game.score_rules.target <= NINE:
        raise ValueError(f"eight love against nine love needs a game to more than nine; {game.name} is played to "
                         f"{game.score_rules.target}")
    return game


def kernel_deals(game: Game, kernel: Kernel) -> Deals:
    """The kernel's deals at ``game``, shaped for the tilt."""
    table = game_chain(game, kernel)
    probabilities = np.asarray(kernel.solver_probabilities(game))
    if isinstance(kernel, ContextKernel):
        from whistodds.games.contexts import neutral

        base = probabilities.reshape(-1, *kernel.outcome_shape)
        reference = kernel.kernel(neutral(game)).probabilities
        return Deals(game, base, reference, table, True)
    if not isinstance(kernel, DealKernel):
        raise ValueError(f"the kernel of {kernel.model} counts no tricks and honours by deal")
    base = probabilities.reshape(1, *kernel.counts.shape)
    return Deals(game, base, base[0], table, False)


def tilt(probabilities: np.ndarray, theta: float | np.ndarray, odd: np.ndarray) -> np.ndarray:
    """``probabilities`` ``(..., tricks, honours)`` tilted by ``theta`` on the odd trick within each honours
    column (``theta`` broadcast over the leading axes), each column's total kept.

    >>> p = np.array([[0.3, 0.1], [0.2, 0.4]])  # rows: no odd trick, odd trick
    >>> tilt(p, 0.0, np.array([[0.0], [1.0]])).tolist() == p.tolist()
    True
    >>> q = tilt(p, 1.0, np.array([[0.0], [1.0]])); np.allclose(q.sum(axis=0), p.sum(axis=0)), bool(q[1, 0] > p[1, 0])
    (True, True)
    """
    theta = np.asarray(theta, dtype=float)[(...,) + (None,) * 2]
    weighted = probabilities * np.exp(theta * odd)
    column = weighted.sum(axis=-2, keepdims=True)
    kept = probabilities.sum(axis=-2, keepdims=True)
    tilted: np.ndarray = np.divide(weighted * kept, column, out=np.zeros_like(weighted), where=column > 0)
    return tilted


def p_odd_trick(probabilities: np.ndarray, odd: np.ndarray) -> float:
    """The dealer's side's chance of the odd trick in a grid ``(tricks, honours)``."""
    return float((probabilities * odd).sum())


def theta_for(deals: Deals, p: float) -> float:
    """The tilt that gives the dealer's side the chance ``p`` of the odd trick (bisection by brentq)."""
    from scipy.optimize import brentq

    odd = deals.odd
    low, high = (p_odd_trick(tilt(deals.reference, bound, odd), odd) for bound in (-THETA_BOUND, THETA_BOUND))
    if not low <= p <= high:
        raise ValueError(f"a dealer's chance of the odd trick of {p:g} is out of this model's reach ({low:.4f} to "
                         f"{high:.4f}: some honours count always, or never, takes it)")
    theta: float = brentq(lambda t: p_odd_trick(tilt(deals.reference, t, odd), odd) - p, -THETA_BOUND, THETA_BOUND,
                          xtol=1e-12)
    return theta


def _solver_form(deals: Deals, grids: np.ndarray) -> np.ndarray:
    """Grids ``(draws, S, tricks, honours)`` as the solver takes them."""
    if deals.varies_by_state:
        return grids.reshape(grids.shape[0], grids.shape[1], -1)
    return grids.reshape(grids.shape[0], -1)


def win_at_love(game: Game, values: np.ndarray) -> dict[str, np.ndarray]:
    """P(we win) at 8-0 and 9-0 from solved values ``(draws, states)``: each deal, and their mean."""
    n = game.score_rules.score_states
    figures = {}
    for score in (EIGHT, NINE):
        we = values[:, state_index(n, score, 0, True)]
        they = values[:, state_index(n, score, 0, False)]
        figures[f"p_win_{score}_0"] = (we + they) / 2
        figures[f"p_win_{score}_0_we_deal"] = we
        figures[f"p_win_{score}_0_they_deal"] = they
    return figures


def differences(deals: Deals, edges: np.ndarray) -> dict[str, np.ndarray]:
    """P(win at 8-0) - P(win at 9-0) at each of the dealer's ``edges`` (chances of the odd trick): the mean of
    the two deals (``mean``), and with us (``we_deal``) and them (``they_deal``) to deal next."""
    thetas = np.array([theta_for(deals, float(p)) for p in edges])
    grids = tilt(deals.base[None], thetas[:, None], deals.odd)
    figures = win_at_love(deals.game, solve(deals.table, _solver_form(deals, grids)))
    return {"mean": figures["p_win_8_0"] - figures["p_win_9_0"],
            "we_deal": figures["p_win_8_0_we_deal"] - figures["p_win_9_0_we_deal"],
            "they_deal": figures["p_win_8_0_they_deal"] - figures["p_win_9_0_they_deal"]}


def threshold(deals: Deals, which: str = "mean") -> tuple[float | None, str]:
    """The threshold edge of :mod:`whistodds.families.whist.odds.eight_nine` for the mean of the two deals (``which``
    ``"mean"``), or with us or them to deal (``"we_deal"``, ``"they_deal"``), and a note saying what was found."""
    from scipy.optimize import brentq

    scanned = differences(deals, GRID)[which]
    below = np.flatnonzero(scanned < 0)
    if below.size == 0:
        return None, f"eight ranks at least as high as nine at every edge from even to {TOP_EDGE}"
    if below[0] == 0:
        best = int(np.argmax(scanned))
        return None, (f"eight ranks below nine at every edge from even up (at best {scanned[best]:+.4f}, at "
                      f"{GRID[best]:.2f})" if scanned.max() < 0 else
                      f"eight ranks below nine at an even deal (first at or above at {GRID[np.argmax(scanned >= 0)]:.2f})")
    i = int(below[0])
    found: float = brentq(lambda p: float(differences(deals, np.array([p]))[which][0]), GRID[i - 1], GRID[i],
                          xtol=1e-9)
    return found, f"eight ranks at least as high as nine up to {found:.4f}"


def honours_apart(deals: Deals) -> np.ndarray:
    """The same deals with the dealer's honours independent of its tricks (the product of the two marginals)."""
    product: np.ndarray = deals.base.sum(axis=-1, keepdims=True) * deals.base.sum(axis=-2, keepdims=True)
    return product


def eight_nine_row(game: Game, kernel: Kernel | PlayModel, *, draws: int = DEFAULT_DRAWS, seed: SeedLike = 0,
                   source: str = "") -> dict[str, Any]:
    """One model's answer: the dealer's chance of the odd trick and of each honours count in a deal, P(we win)
    at 8-0 and 9-0 (the mean of the two deals, then each deal), their difference with its 95% interval from
    ``draws`` posterior draws of the kernel (0: none), the threshold edge (mean and each deal), and the
    difference were the dealer's honours independent of his tricks.  ``kernel``: a kernel, or a play model
    (its kernel for the game)."""
    from whistodds.odds.game_odds import resolve_kernel

    game = check_game(game)
    kernel = resolve_kernel(kernel, game)
    deals = kernel_deals(game, kernel)
    odd = deals.odd
    reference = deals.reference
    own = win_at_love(game, solve(deals.table, _solver_form(deals, deals.base[None])))
    scoring = game.score_rules
    width = reference.shape[1] // 2 if scoring.records_split else reference.shape[1]
    honours = reference.sum(axis=0).reshape(-1, width).sum(axis=0) if scoring.records_split else reference.sum(axis=0)
    p_odd = p_odd_trick(reference, odd)
    counted = kernel.deals if not deals.varies_by_state else _neutral_deals(game, kernel)
    row: dict[str, Any] = {"model": kernel.model, "dealer_p_odd_trick": p_odd,
                           "p_win_8_0": float(own["p_win_8_0"][0]), "p_win_9_0": float(own["p_win_9_0"][0])}
    mean_threshold, note = threshold(deals)
    row["threshold"] = mean_threshold
    row["game"] = game.name
    row["se_dealer_p_odd_trick"] = float(np.sqrt(p_odd * (1 - p_odd) / counted))
    row.update({f"p_honours_{h}": float(honours[h]) for h in range(len(honours))})
    for key in ("p_win_8_0_we_deal", "p_win_8_0_they_deal", "p_win_9_0_we_deal", "p_win_9_0_they_deal"):
        row[key] = float(own[key][0])
    difference = row["p_win_8_0"] - row["p_win_9_0"]
    row["difference"] = difference
    if draws:
        sampled = win_at_love(game, solve(deals.table, posterior_draws(kernel, draws, seed, game=game)))
        for key in ("p_win_8_0", "p_win_9_0"):
            row[f"{key}_ci95_low"], row[f"{key}_ci95_high"] = (float(q) for q in np.quantile(sampled[key], [.025, .975]))
        low, high = np.quantile(sampled["p_win_8_0"] - sampled["p_win_9_0"], [0.025, 0.975])
        row["difference_ci95_low"], row["difference_ci95_high"] = float(low), float(high)
        row["threshold_ci95_low"], row["threshold_ci95_high"] = _threshold_interval(
            deals, kernel, mean_threshold, min(draws, THRESHOLD_DRAWS), seed)
    row["threshold_we_deal"] = threshold(deals, "we_deal")[0]
    row["threshold_they_deal"] = threshold(deals, "they_deal")[0]
    row["threshold_note"] = note
    apart = win_at_love(game, solve(deals.table, _solver_form(deals, honours_apart(deals)[None])))
    row["difference_honours_apart"] = float(apart["p_win_8_0"][0] - apart["p_win_9_0"][0])
    row["kernel_deals"] = kernel.deals
    row["kernel_seed"] = kernel.seed
    row["kernel"] = source or "given"
    return row


def _threshold_interval(deals: Deals, kernel: Kernel, point: float | None, draws: int, seed: SeedLike
                        ) -> tuple[float | None, float | None]:
    """The threshold's 95% interval from ``draws`` posterior draws of the kernel: None where there is no threshold
    or the kernel differs by state; an end is None where some draws find none (eight below nine at even: the
    low end; above it to the top edge: the high end)."""
    if point is None or deals.varies_by_state:
        return None, None
    shape = deals.base.shape[1:]
    found = []
    for draw in posterior_draws(kernel, draws, seed, game=deals.game):
        grid = draw.reshape(shape)
        value, note = threshold(Deals(deals.game, grid[None], grid, deals.table, False))
        found.append(value if value is not None else -np.inf if "below" in note else np.inf)
    low, high = np.quantile(np.array(found), [0.025, 0.975], method="nearest")
    return (float(low) if np.isfinite(low) else None), (float(high) if np.isfinite(high) else None)


def _neutral_deals(game: Game, kernel: Kernel) -> int:
    from whistodds.games.contexts import neutral

    if not isinstance(kernel, ContextKernel):
        return kernel.deals
    return kernel.kernel(neutral(game)).deals


def edge_curves(game: Game, kernel: Kernel | PlayModel, edges: np.ndarray = GRID) -> dict[str, np.ndarray]:
    """P(win at 8-0) - P(win at 9-0) against the dealer's edge for one model: ``edge``, and the difference
    ``mean``, ``we_deal``, ``they_deal`` at each."""
    from whistodds.odds.game_odds import resolve_kernel

    game = check_game(game)
    deals = kernel_deals(game, resolve_kernel(kernel, game))
    return {"edge": np.asarray(edges, dtype=float), **differences(deals, np.asarray(edges, dtype=float))}


def cached_kernel(game: Game, model: PlayModel) -> Kernel | None:
    """The largest kernel of ``model`` at ``game`` in the user's cache (each checked as every cached kernel is:
    its key and signature, never unpickled), or None.  Kernels per play context are not looked for."""
    import re

    from whistodds import __version__
    from whistodds.cache import cache_dir
    from whistodds.simulations.fingerprint import code_fingerprint, deal_key
    from whistodds.simulations.kernels.cache import read_cached

    root = cache_dir()
    if root is None or not (root / "kernels").is_dir():
        return None
    prefix = f"{game.family}-{deal_key(game)}-{model.name}-"
    name = re.compile(rf"(\d+)-(\d+)-{re.escape(__version__)}-{re.escape(code_fingerprint())}\.json")
    found = []
    for path in (root / "kernels").glob(f"{glob_escape(prefix)}*.json"):
        match = name.fullmatch(path.name[len(prefix):])
        if match:
            found.append((int(match[1]), int(match[2]), path))
    for deals, seed, path in sorted(found, reverse=True):
        kernel = read_cached(path, game, model, deals, seed)
        if kernel is not None:
            return kernel
    return None


def glob_escape(text: str) -> str:
    """``text`` as a glob pattern matching only itself."""
    import glob

    return glob.escape(text)


def model_kernels(game: Game, models: tuple[PlayModel, ...], deals: int | None, seed: int | None,
                  executor: Any = None, say: Any = None) -> list[tuple[Kernel, str]]:
    """Each model's kernel at ``game`` and where it came from: ``shipped``, ``cached``, or ``simulated`` from
    ``deals`` with ``seed`` (only where ``deals`` is given); a model with none of these is left out, said by
    ``say`` (one line), as is one that cannot play the game or whose deals the exact solver cannot take."""
    from whistodds.odds.game_odds import exact_solvable
    from whistodds.simulations.kernels import get_kernel, has_shipped_kernel
    from whistodds.simulations.play.models import cannot_play

    kernels: list[tuple[Kernel, str]] = []
    for chosen in models:
        if cannot_play(chosen, game) is not None or not exact_solvable(game, chosen):
            continue
        if has_shipped_kernel(game, chosen):
            kernels.append((get_kernel(chosen, game=game), "shipped"))
            continue
        cached = cached_kernel(game, chosen)
        if cached is not None and deals is None:
            kernels.append((cached, "cached"))
        elif deals is not None:
            kernels.append((get_kernel(chosen, deals, seed, game=game, executor=executor), "simulated"))
        elif say is not None:
            say(f"edge: {chosen.name} left out: no kernel of it at {game.name} ships or is cached; give --deals to "
                f"simulate one")
    return kernels
