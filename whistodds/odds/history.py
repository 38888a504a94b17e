"""Three centuries of whist in numbers: each game of the sources, in date order, under each play model.

For every registered game with a ``year`` and a score (ruff-and-honours and
whisk of 1674, whisk-and-swabbers of 1682, long whist, short whist, American,
dummy and double-dummy whist), under every play model that can play it:

- the dealer's advantage from love-all: P(the side dealing first wins the
  game) less one half, and the rubber's where there is one, exact from the
  game's deal kernel, with 95% intervals from its Dirichlet posterior (at
  Dummy Whist under a model that reads dummy's hand, where the exact solver's
  state does not decide the deal, from whole games with dummy dealing first,
  as the source has it, with Wilson or normal 95% intervals);
- the comeback: how often the side behind after the first deal goes on to win
  (the 1911 Britannica's reason for five points, britannica-1911-whist.txt:75),
  and the mean number of deals a game lasts, exact, with 95% intervals;
- the luck measure: how often a side playing ``hoyle`` loses a game (and a
  rubber) to a side playing ``random``, simulated, with 95% intervals.

The claims of the sources that carry no figure are set against these numbers
in :func:`older_claims`: "the deal is a disadvantage" at Double Dummy, five
points "to give the loser a chance of recovering", the value of the ruff, and
what the swabbers were worth.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, TypedDict

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.registry import all_games, get_game
from whistodds.games.families.swabbers import SwabberScoring
from whistodds.games.families.whist import LONG_AGAINST_SHORT
from whistodds.odds.game_odds import (exact_solvable, game_chain, posterior_draws, resolve_kernel,
                                      score_game)
from whistodds.odds.solver import Chain, solve, state_index
from whistodds.simulations.kernels import Kernel, has_shipped_kernel
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, compared_models, get_model
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd

DRAWS = 200  # Dirichlet draws for the exact figures' intervals
RUBBER_DRAWS = 40  # ... for the rubber's, whose solve is slower
MATCHES = 20_000  # games (and rubbers) of hoyle against random, for the luck measure


class SwabberValue(TypedDict):
    """What :func:`swabber_value` returns: the swabbers each side holds a deal, exact, and the stakes."""

    game: str
    swabbers_dealer_side: Fraction
    swabbers_other_side: Fraction
    net_swabbers: Fraction
    stake: int
    net_stakes_per_deal: Fraction


def history_games() -> tuple[Game, ...]:
    """The games with a date and a score, in date order (each family's default rules, then its other
    settings), e.g. ruff-and-honours first."""
    games = [g for g in all_games() if g.year is not None and g.has_score and g.n_sides == 2]
    order = {g.family: i for i, g in reversed(list(enumerate(games)))}
    return tuple(sorted(games, key=lambda g: (g.year, order[g.family])))


def history_models() -> tuple[str, ...]:
    """The play models history compares: the main one (hoyle) first, then every other compared model that does
    not attend to the score, in registration order.

    >>> history_models()[0], {"random", "double-dummy"} <= set(history_models()), "hoyle-score" in history_models()
    ('hoyle', True, False)
    """
    names = [model.name for model in compared_models() if not model.attends_to_score]
    return tuple(sorted(names, key=lambda name: name != DEFAULT_MODEL))


def models_for(game: Game) -> tuple[PlayModel, ...]:
    """The play models of :func:`history_models` that can play ``game``: random and hoyle always;
    double-dummy (DDS) for four hands of the full pack with no stock; a ``slow`` model (the expert) only where
    its shipped kernels serve the game."""
    return tuple(model for model in map(get_model, history_models()) if model.cannot_play(game) is None
                 and (not model.slow or has_shipped_kernel(game, model)))


def _mean_deals(table: Chain, probabilities: np.ndarray) -> np.ndarray:
    """Expected deals to the end of the game from every state, for each row of ``probabilities``
    ``(draws, outcomes)``: ``E = 1 + sum of p E(next)``, solved level by level from the highest total
    down as the solver solves P(win), a deal that scores nothing pairing the two states of its score."""
    p = np.atleast_2d(probabilities)
    values = np.zeros((p.shape[0], table.next_state.shape[0]))
    position = np.empty(table.next_state.shape[0], np.int64)
    for level in table.levels:
        following = table.next_state[level]
        looping = following == table.partner[level, None]
        moving = (following >= 0) & ~looping
        ahead = np.where(moving[None], values[:, np.maximum(following, 0)], 0.0)
        gained = 1.0 + np.einsum("dso,do->ds", ahead, p)
        stay = p @ looping.T.astype(float)
        position[level] = np.arange(level.size)
        other = position[table.partner[level]]
        values[:, level] = (gained + stay * gained[:, other]) / (1.0 - stay * stay[:, other])
    return values


def _comeback(game: Game, kernel: Kernel, values: np.ndarray, probabilities: np.ndarray) -> np.ndarray:
    """P(the side behind after the first deal from love-all wins), the first dealer either side, for each
    row of ``values`` (draws, states) and ``probabilities`` (draws, outcomes); level scores count the side
    that did not deal as behind; a game won in one deal is no comeback."""
    scoring = game.score_rules
    n = scoring.score_states
    total = np.zeros(values.shape[0])
    for dealer_side in (0, 1):
        scores, winner = scoring.apply(np.zeros(2, np.int64), np.array(dealer_side), kernel.outcomes())
        us, them = scores[..., 0], scores[..., 1]
        playing = winner < 0
        following = (np.minimum(us, n - 1) * n + np.minimum(them, n - 1)) * 2 + (0 if dealer_side == 1 else 1)
        w = values[:, following]  # P(us wins) after each outcome
        behind_us = (us < them) | ((us == them) & (dealer_side == 1))
        recovered = np.where(behind_us, w, 1 - w)
        total += 0.5 * (probabilities * np.where(playing, recovered, 0.0)).sum(axis=1)
    return total


def _interval(point: float, draws: np.ndarray) -> tuple[float, float, float]:
    low, high = np.quantile(draws, [0.025, 0.975])
    return float(point), float(low), float(high)


def love_all(game: Game, kernel: Kernel | PlayModel | None = None, *, draws: int = DRAWS, seed: SeedLike = 0
             ) -> dict[str, float]:
    """The first dealer's chance of the game from love-all, the comeback chance and the mean deals a game,
    each with its 95% interval from ``draws`` posterior draws of the kernel.

    >>> figures = love_all(get_game("short-whist"), get_model("hoyle"), draws=20)
    >>> figures["p_dealer_wins"] > 0.5, figures["mean_deals"] > 2
    (True, True)
    """
    the_game = score_game(game)
    chosen = resolve_kernel(kernel, the_game)
    table = game_chain(the_game, chosen)
    p = np.vstack([chosen.solver_probabilities(the_game), posterior_draws(chosen, draws, seed)])
    values = solve(table, p)
    start = state_index(the_game.score_rules.score_states, 0, 0, True)
    dealer = values[:, start]
    comeback = _comeback(the_game, chosen, values, p)
    deals = _mean_deals(table, p)[:, start]  # from love-all, either side dealing: the same length
    out: dict[str, float] = {}
    for name, series in (("p_dealer_wins", dealer), ("p_comeback", comeback), ("mean_deals", deals)):
        out[name], out[f"{name}_low"], out[f"{name}_high"] = _interval(series[0], series[1:])
    return out


def rubber_love_all(game: Game, kernel: Kernel | PlayModel | None = None, *, draws: int = RUBBER_DRAWS,
                    seed: SeedLike = 0) -> tuple[float, float, float]:
    """P(the side dealing first wins the rubber from love-all) and its 95% interval (None-free: a game with
    no rubber is a ``ValueError``)."""
    from whistodds.odds.rubber import rubber_odds

    the_game = score_game(game)
    if the_game.rubber is None:
        raise ValueError(f"{the_game.name} has no rubber")
    chosen = resolve_kernel(kernel, the_game)
    point = rubber_odds((0, 0), (0, 0), "us", chosen, game=the_game, draws=0).p_win.value
    sampled = [rubber_odds((0, 0), (0, 0), "us", chosen, game=the_game, draws=0, probabilities=row).p_win.value
               for row in posterior_draws(chosen, draws, seed)]
    return _interval(point, np.array(sampled))


def simulated_love_all(game: Game, model: PlayModel, n_games: int, *, seed: SeedLike = 0) -> dict[str, float]:
    """:func:`love_all`'s figures from ``n_games`` whole games with seat 0 dealing first (at Dummy Whist the
    dummy, who "has the first deal in every rubber"), and the rubber's, each with its 95% interval:
    for games where the exact solver cannot answer (:func:`~whistodds.odds.game_odds.exact_solvable`)."""
    from whistodds.simulations.whole_games import simulate_games, simulate_rubbers

    the_game = score_game(game)
    games = simulate_games(the_game, n_games, (0, 0), "us", model, seed)
    out: dict[str, float] = {}
    for name, rate in (("p_dealer_wins", games.win_rate), ("p_comeback", games.comeback)):
        out[name] = rate.estimate
        out[f"{name}_low"], out[f"{name}_high"] = rate.interval95
    mean, se = games.deals.mean, games.deals.standard_error
    out.update(mean_deals=mean, mean_deals_low=mean - 1.96 * se, mean_deals_high=mean + 1.96 * se)
    if the_game.rubber is not None:
        rubbers = simulate_rubbers(n_games, dealer="us", model=model, seed=seed, game=the_game).win_rate
        out["p_rubber"] = rubbers.estimate
        out["p_rubber_low"], out["p_rubber_high"] = rubbers.interval95
    return out


def history_table(*, matches: int = MATCHES, seed: int = 0, models: tuple[PlayModel, ...] | None = None,
                  games: tuple[Game, ...] | None = None, draws: int = DRAWS,
                  rubber_draws: int = RUBBER_DRAWS) -> "pd.DataFrame":
    """One row per game (in date order) and play model: the dealer's advantage (game and rubber, in
    percentage points, with 95% intervals), the comeback chance, the mean deals a game, and the luck
    measure (hoyle against random: how often hoyle's side loses a game and a rubber), with 95% intervals.
    ``matches=0`` leaves the luck measure out.  Where the exact solver cannot answer (Dummy Whist under
    hoyle) the figures come from ``matches`` whole games and rubbers (``MATCHES`` when 0), column
    ``kernel_deals`` then 0."""
    import pandas as pd

    from whistodds.simulations.matches import simulate_matches

    chosen_games = history_games() if games is None else tuple(score_game(g) for g in games)
    names = None if models is None else {model.name for model in models}
    rows = []
    for game in chosen_games:
        luck = None
        if matches:
            luck = simulate_matches(game, matches, seed=seed)
            rubber_luck = simulate_matches(game, matches, seed=seed + 1, rubbers=True) if game.rubber else None
        for model in models_for(game):
            if names is not None and model.name not in names:
                continue
            exact = exact_solvable(game, model)
            kernel = resolve_kernel(model, game) if exact else None
            figures = love_all(game, kernel, draws=draws, seed=seed) if exact else simulated_love_all(
                game, model, matches or MATCHES, seed=seed)
            row = {"year": game.year, "game": game.name, "model": model.name,
                   "kernel_deals": 0 if kernel is None else kernel.deals,
                   "target": game.score_rules.target, "cards": game.n_cards,
                   "dealer_advantage_pp": 100 * (figures["p_dealer_wins"] - 0.5),
                   "dealer_advantage_low": 100 * (figures["p_dealer_wins_low"] - 0.5),
                   "dealer_advantage_high": 100 * (figures["p_dealer_wins_high"] - 0.5)}
            if game.rubber is not None:
                p, low, high = rubber_love_all(game, kernel, draws=rubber_draws, seed=seed) if exact else (
                    figures["p_rubber"], figures["p_rubber_low"], figures["p_rubber_high"])
                row.update(rubber_advantage_pp=100 * (p - 0.5), rubber_advantage_low=100 * (low - 0.5),
                           rubber_advantage_high=100 * (high - 0.5))
            else:
                row.update(rubber_advantage_pp=np.nan, rubber_advantage_low=np.nan, rubber_advantage_high=np.nan)
            row.update(p_comeback=figures["p_comeback"], p_comeback_low=figures["p_comeback_low"],
                       p_comeback_high=figures["p_comeback_high"], mean_deals=figures["mean_deals"],
                       mean_deals_low=figures["mean_deals_low"], mean_deals_high=figures["mean_deals_high"])
            if luck is not None and model.name == "hoyle":
                row.update(p_hoyle_loses_game=luck.games.estimate, p_hoyle_loses_game_low=luck.games.interval95[0],
                           p_hoyle_loses_game_high=luck.games.interval95[1], luck_matches=luck.games.trials)
                if rubber_luck is not None and rubber_luck.rubbers is not None:
                    low, high = rubber_luck.rubbers.interval95
                    row.update(p_hoyle_loses_rubber=rubber_luck.rubbers.estimate, p_hoyle_loses_rubber_low=low,
                               p_hoyle_loses_rubber_high=high)
            rows.append(row)
    return pd.DataFrame(rows)


def swabber_value(game: Game | None = None) -> SwabberValue:
    """What the swabbers are worth to the dealer's side a deal, exact: the swabbers it holds less the
    adversaries', over every turn-up (the dealer's own card, uniform over the pack), and the stakes that
    brings the side at the game's ``swabber_stake`` from each adversary.

    >>> value = swabber_value()
    >>> value["net_swabbers"] > 0, value["net_swabbers"]
    (True, Fraction(7, 68))
    """
    the_game = get_game("whisk-and-swabbers") if game is None else game
    scoring = the_game.scoring
    if not isinstance(scoring, SwabberScoring):
        raise ValueError(f"{the_game.name} has no swabbers; use whisk-and-swabbers")
    pack = the_game.cards
    n, k = len(pack), the_game.cards_per_player
    ours = theirs = Fraction(0)
    for turn_up in pack:  # the dealer's last card: his side holds it
        marks = scoring.swabber_cards(np.array([turn_up // 13]), pack)[0]
        for card in np.flatnonzero(marks):
            if card == turn_up:
                ours += Fraction(1, n)
            else:
                ours += Fraction(2 * k - 1, n * (n - 1))
                theirs += Fraction(2 * k, n * (n - 1))
    net = ours - theirs
    return {"game": the_game.name, "swabbers_dealer_side": ours, "swabbers_other_side": theirs,
            "net_swabbers": net, "stake": scoring.swabber_stake,
            "net_stakes_per_deal": net * 2 * scoring.swabber_stake}


def _verdict_below_half(low: float, high: float) -> str:
    if high < 0.5:
        return "borne out"
    if low > 0.5:
        return "not borne out: the deal is an advantage"
    return "cannot tell: the interval straddles evens"


def older_claims(*, deals: int = 200_000, seed: int = 0, draws: int = DRAWS) -> "pd.DataFrame":
    """The claims of the sources about the older games that give no figure, each with the figures that
    bear on it and a verdict in words (the claims file ``britannica-older-games`` holds the two that its
    format can state: the deal at Double Dummy, game and odd trick).

    Rows: the deal at Double Dummy (line 81) under each model that plays it; five points "to give the
    loser a chance of recovering" (line 75), long against short whist under each model; the value of the
    ruff (line 27) under hoyle and random, simulated from ``deals`` deals; what the swabbers were worth
    (line 33), exact.
    """
    import pandas as pd

    from whistodds.simulations.ruff_value import simulate_ruff_value

    ruff_game = get_game("ruff-and-honours")
    ruff = ruff_game.ruff
    if ruff is None:
        raise ValueError("ruff-and-honours has no ruff")
    rows = []
    double = get_game("double-dummy")
    for model in models_for(double):
        kernel = resolve_kernel(model, double)
        figures = love_all(double, kernel, draws=draws, seed=seed)
        rows.append({"claim": "the deal is a disadvantage (Double Dummy)", "line": "britannica-1911-whist.txt:81",
                     "model": model.name, "figure": "P(dealer's side wins the game from love-all)",
                     "value": figures["p_dealer_wins"], "ci95_low": figures["p_dealer_wins_low"],
                     "ci95_high": figures["p_dealer_wins_high"],
                     "verdict": _verdict_below_half(figures["p_dealer_wins_low"], figures["p_dealer_wins_high"])})
    long, short = LONG_AGAINST_SHORT
    for model in models_for(short):
        a = love_all(long, resolve_kernel(model, long), draws=draws, seed=seed)
        b = love_all(short, resolve_kernel(model, short), draws=draws, seed=seed)
        for game, figures in ((long.name, a), (short.name, b)):
            rows.append({"claim": "five up 'to give the loser a chance of recovering' (short whist)",
                         "line": "britannica-1911-whist.txt:75", "model": model.name,
                         "figure": f"{game}: P(the side behind after the first deal wins the game)",
                         "value": figures["p_comeback"], "ci95_low": figures["p_comeback_low"],
                         "ci95_high": figures["p_comeback_high"], "verdict": ""})
            rows.append({"claim": "five up 'to give the loser a chance of recovering' (short whist)",
                         "line": "britannica-1911-whist.txt:75", "model": model.name,
                         "figure": f"{game}: mean deals a game", "value": figures["mean_deals"],
                         "ci95_low": figures["mean_deals_low"], "ci95_high": figures["mean_deals_high"],
                         "verdict": ""})
        within = "borne out within a game" if b["p_comeback_low"] > a["p_comeback_high"] else (
            "not borne out within a game: the side behind recovers less often at five points"
            if b["p_comeback_high"] < a["p_comeback_low"] else "cannot tell within a game")
        rows[-1]["verdict"] = (f"{within}; a game lasts {b['mean_deals']:.2f} deals against {a['mean_deals']:.2f}, "
                               f"so a loser has {a['mean_deals'] / b['mean_deals']:.1f} times as many fresh games "
                               f"in an evening to win his loss back")
    for model in map(get_model, ("hoyle", "random")):
        value = simulate_ruff_value(ruff_game, deals, model, seed=seed)
        for figure, key in (("extra tricks to the ruffer's side, a deal in which he ruffs", "extra_tricks"),
                            ("extra points (tricks over six and honours, net) to the ruffer's side", "extra_points")):
            mean, se = value[f"mean_{key}"], value[f"se_{key}"]
            rows.append({"claim": "the holder of the ace of trumps was allowed to ruff (ruff-and-honours)",
                         "line": "britannica-1911-whist.txt:27", "model": model.name, "figure": figure,
                         "value": mean, "ci95_low": mean - 1.96 * se, "ci95_high": mean + 1.96 * se,
                         "verdict": f"no figure in the source; the ruff is taken in {value['p_ruff']:.1%} of deals "
                                    f"(put_out={ruff.put_out})"})
    for name in ("whisk-and-swabbers", "whisk-and-swabbers(edition=cotton-1674)"):
        swabbers = swabber_value(get_game(name))
        net = float(swabbers["net_stakes_per_deal"])
        rows.append({"claim": "the holders of the swabbers were entitled to receive a certain stake",
                     "line": "britannica-1911-whist.txt:33", "model": "any (the cards held, not the play)",
                     "figure": f"{name}: stakes a deal to the dealer's side, net (exact: "
                               f"{swabbers['net_stakes_per_deal']})", "value": net, "ci95_low": net, "ci95_high": net,
                     "verdict": f"no figure in the source; each side holds "
                                f"{float(swabbers['swabbers_dealer_side'] + swabbers['swabbers_other_side']) / 2:.3f} "
                                f"swabbers a deal on average, the dealer's {float(swabbers['net_swabbers']):.4f} more "
                                f"(the turn-up is his); the deal passes, so over a game this nearly cancels"})
    return pd.DataFrame(rows)
