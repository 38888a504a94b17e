"""What did the author assume?  Every way of making a table of odds, ranked by how well it fits the claims.

The ways: each play model the project has, each rule variant (the standard rules; no call at eight;
the club rule; the call needing two honours in one hand and one in the other, ``call_needs=two-and-one``,
rather than any three between the partners; no honours), each reading of the dealer; and the simple
methods an eighteenth-century calculator could have used: the proportional rule ("the odds are nearly in proportion to the points
wanted"), a race in which each deal gives one point to either side at even chances, and, for a
rubber, each game an even chance.  Each is scored by its mean absolute error over the claims (in
percentage points and in log-odds), with a 95% interval on each error from resampling the claims
(bootstrap).  Only claims about a game or a rubber at a score enter the fit, and each game a file names
is ranked on its own, by the ways that can make it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from math import comb

import numpy as np
import pandas as pd

from whistodds.games.registry import get_game
from whistodds.odds.claims import Claim
from whistodds.odds.claims.compare import log_odds
from whistodds.odds.game_odds import point_values, score_game
from whistodds.odds.solver import state_index
from whistodds.simulations.kernels import get_kernel, has_shipped_kernel
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.seeding import as_generator

VARIANTS: dict[str, dict[str, object]] = {
    "standard rules": {}, "no call at eight": {"call_at": None}, "club rule": {"variant": "club"},
    "call needing two and one": {"call_needs": "two-and-one"}, "no honours": {"honours": False}}
READINGS = ("first", "second", "unknown")
BOOTSTRAP = 1000


def _wanted(claim: Claim) -> tuple[int, int]:
    """The points each side wants at the claim's score (a ``ValueError`` for a claim at no score)."""
    if claim.score is None:
        raise ValueError(f"claim {claim.id!r} gives no score")
    target = score_game(get_game(claim.game)).score_rules.target
    return target - claim.score[0], target - claim.score[1]


def proportional_rule(claim: Claim) -> float:
    """The side wanting fewer points is favoured in proportion: B wants b, A wants a, P(A) = b / (a + b)."""
    a, b = _wanted(claim)
    return b / (a + b)


def coin_race(claim: Claim) -> float:
    """Each deal gives one point to one side, at even chances: P(A takes its a points before B its b)."""
    a, b = _wanted(claim)
    return sum(comb(a - 1 + k, k) * 0.5 ** (a + k) for k in range(b))


def even_games(claim: Claim) -> float:
    """A rubber with each game an even chance, the game in play included."""
    won_us, won_them = claim.known_games
    need_us, need_them = 2 - won_us, 2 - won_them
    return sum(comb(need_us - 1 + k, k) * 0.5 ** (need_us + k) for k in range(need_them))


@lru_cache(maxsize=64)
def _values(game_name: str, model: PlayModel) -> tuple[np.ndarray, int]:
    """The point values of the game a claim names (the names of a claims file's rows, and of the variants the
    fit tries) under ``model``, each game turned into its object and solved once; and the game's scores a side."""
    game = score_game(get_game(game_name))
    return point_values(game, get_kernel(model, game=game)), game.score_rules.score_states


def _model(claim: Claim, game_name: str, model: PlayModel, reading: str) -> float:
    if claim.question == "rubber":
        from whistodds.odds.rubber import rubber_odds

        dealers = ["us", "them"] if reading == "unknown" else ["us" if reading == "first" else "them"]
        game = get_game(game_name)  # the claim's game, read once
        return float(np.mean([rubber_odds(claim.known_games, claim.known_score, d, model, game=game,
                                          draws=0).p_win.value
                              for d in dealers]))
    values, n = _values(game_name, model)
    us, them = claim.known_score
    states = {"first": [state_index(n, us, them, True)], "second": [state_index(n, us, them, False)],
              "unknown": [state_index(n, us, them, True), state_index(n, us, them, False)]}[reading]
    return float(values[states].mean())


def _variant_game(claim: Claim, changes: dict[str, object]) -> str | None:
    game = get_game(claim.game)
    if not changes:
        return game.name
    try:
        return str(get_game(game, **changes))
    except ValueError:
        return None


def _kernel_at_hand(game_name: str, model: PlayModel) -> bool:
    """Whether the fit can use a kernel of ``game_name`` under ``model``: one ships, or the model plays card
    by card and one is simulated on demand (and cached); double-dummy solving is too slow to start unasked."""
    return model.kernel is not None or has_shipped_kernel(get_game(game_name), model)


def _game_candidates(scored: list[Claim], models: Sequence[PlayModel]) -> list[tuple[dict[str, str], np.ndarray]]:
    """Every way of making one game's figures: each model under each rule variant and reading, then the
    simple methods; each with its figure for every claim."""
    candidates: list[tuple[dict[str, str], np.ndarray]] = []
    readings = READINGS if any(c.dealer == "any" for c in scored) else ("as stated",)
    for model in models:
        for variant, changes in VARIANTS.items():
            variant_games = [_variant_game(c, changes) for c in scored]
            games = [g for g in variant_games if g is not None]
            if len(games) < len(variant_games) or not all(_kernel_at_hand(g, model) for g in set(games)):
                continue
            for reading in readings:
                figures = [_model(c, g, model, c.dealer if c.dealer != "any" else reading)
                           for c, g in zip(scored, games)]
                candidates.append(({"method": f"{model.name} play", "rules": variant, "dealer_reading": reading},
                                   np.array(figures)))
    simple = {"proportional rule": proportional_rule, "one point a deal at even chances": coin_race}
    for name, method in simple.items():
        candidates.append(({"method": name + (" (each game even, for rubbers)" if any(
            c.question == "rubber" for c in scored) else ""), "rules": "-", "dealer_reading": "-"},
                           np.array([method(c) if c.question == "game" else even_games(c) for c in scored])))
    return candidates


def _rank(game: str, scored: list[Claim], candidates: list[tuple[dict[str, str], np.ndarray]],
          resamples: np.ndarray) -> pd.DataFrame:
    """One game's ways ranked by mean absolute error, with bootstrap intervals over its claims."""
    stated = np.array([float(c.probability) for c in scored])
    stated_log = np.array([log_odds(p) for p in stated])
    errors = [np.abs(100 * (stated - model)) for _, model in candidates]
    best = int(np.argmin([e.mean() for e in errors]))
    rows = []
    for (description, model), error_pp in zip(candidates, errors):
        error_log = np.abs(stated_log - np.array([log_odds(p) for p in model]))
        boot_pp = error_pp[resamples].mean(axis=1)
        boot_log = error_log[resamples].mean(axis=1)
        # Paired with the best way on the same resamples: how often this way does at least as well.
        paired = float(np.mean(boot_pp <= errors[best][resamples].mean(axis=1)))
        rows.append({"game": game, **description, "claims": len(scored), "mean_abs_error_pp": float(error_pp.mean()),
                     "ci95_low_pp": float(np.quantile(boot_pp, 0.025)),
                     "ci95_high_pp": float(np.quantile(boot_pp, 0.975)),
                     "mean_abs_error_log_odds": float(error_log.mean()),
                     "ci95_low_log_odds": float(np.quantile(boot_log, 0.025)),
                     "ci95_high_log_odds": float(np.quantile(boot_log, 0.975)),
                     "mean_error_pp": float(100 * (stated - model).mean()),
                     "share_of_resamples_as_good_as_best": paired})
    table = pd.DataFrame(rows).sort_values(["mean_abs_error_pp", "mean_abs_error_log_odds"], kind="stable")
    table.insert(0, "rank", np.arange(1, len(table) + 1))
    return table


def fit_claims(claims: list[Claim], *, seed: int = 0, bootstrap: int = BOOTSTRAP,
               model: PlayModel | Iterable[PlayModel] | None = None) -> pd.DataFrame:
    """For each game the claims are about, every way of making its figures, ranked by mean absolute error
    (percentage points), with the mean absolute log-odds error and a bootstrap 95% interval on each.

    Args:
        claims: the claims of a file (:func:`~whistodds.odds.claims.read_claims`); only those with a figure
            about a game or a rubber at a score enter ("a small odds" has none).
        seed: the seed of the bootstrap resamples.
        bootstrap: resamples of each game's claims (10 or more).
        model: the play models to rank, one or several (``--model`` on the command line; None: every model
            that can make the game, as :func:`~whistodds.odds.claims.models.models_by_game` chooses them).

    Each game is ranked on its own (``game``, ``rank`` 1 its best way), in the order the file names the
    games, and only by the ways that can make it: the play models that play it, each rule variant it has,
    and the simple methods.  The reading of the deal varies only where a claim says ``dealer: any``.  A
    simple method is scored on every claim: for a rubber the proportional rule and the race both take each
    game as an even chance.  ``share_of_resamples_as_good_as_best`` compares each way with its game's best
    on the same resamples of the claims.

    >>> from whistodds.odds.claims import read_claims
    >>> from whistodds.simulations.play.models import get_model
    >>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,6-4,,any,,6 to 4\\n"
    >>> ranking = fit_claims(read_claims("a.csv", text=text), bootstrap=10, model=get_model("random"))
    >>> ranking[["game", "rank", "method", "rules", "dealer_reading"]].iloc[0].to_dict()
    {'game': 'long-whist', 'rank': 1, 'method': 'proportional rule', 'rules': '-', 'dealer_reading': '-'}
    """
    from whistodds.odds.claims.models import asked_models, models_by_game

    if isinstance(bootstrap, bool) or not isinstance(bootstrap, int) or bootstrap < 10:
        raise ValueError(f"bootstrap={bootstrap!r} is not allowed; use 10 or more resamples")
    models = asked_models(model)
    scored = [c for c in claims if c.question in ("game", "rubber") and c.score is not None
              and c.qualifier != "a small odds"]
    if not scored:
        raise ValueError("no claim with a figure about a game or a rubber at a score: nothing to fit")
    by_game: dict[str, list[Claim]] = {}
    for claim in scored:
        by_game.setdefault(claim.game, []).append(claim)
    chosen = models_by_game(scored, models).models
    generator = as_generator(seed)
    tables = []
    for game, about in by_game.items():
        resamples = generator.integers(0, len(about), size=(bootstrap, len(about)))
        tables.append(_rank(game, about, _game_candidates(about, chosen[game]), resamples))
    return pd.concat(tables, ignore_index=True)


def _game_paragraph(ranking: pd.DataFrame, named: bool) -> list[str]:
    """What one game's ranking suggests, sentence by sentence."""
    best = ranking.iloc[0]
    # A way the claims cannot tell from the best: it does as well on at least 2.5% of the paired resamples.
    close = ranking[ranking.share_of_resamples_as_good_as_best >= 0.025]
    simple = ranking[ranking.rules == "-"]
    reading = (f" with who deals read as {best.dealer_reading}"
               if best.dealer_reading not in ("-", "as stated") else "")
    about = f" about {best.game}" if named else ""
    parts = [f"Over {int(best.claims)} claim{'s' if best.claims != 1 else ''}{about}, the closest fit is {best.method}"
             + (f" under the {best.rules}{reading}" if best.rules != "-" else "")
             + f": a mean absolute error of {best.mean_abs_error_pp:.2f} percentage points (95% "
               f"{best.ci95_low_pp:.2f}-{best.ci95_high_pp:.2f}), {best.mean_abs_error_log_odds:.3f} in log-odds."]
    if best.claims < 2:
        parts.append("One claim cannot tell the ways of making the table apart.")
    elif len(close) > 1:
        parts.append(f"{len(close) - 1} other way(s) of making the table do as well on at least 2.5% of the "
                     f"resamples of the claims (paired with the best), so the claims do not single out one way: "
                     f"the ranking suggests, it does not prove.")
    else:
        parts.append("Every other way does worse on more than 97.5% of the resamples of the claims (paired with "
                     "the best).")
    if not simple.empty:
        first_simple = simple.iloc[0]
        ranked = (f"The best of the simple methods, the {first_simple.method}, ranks {int(first_simple['rank'])} of "
                  f"{len(ranking)} ({first_simple.mean_abs_error_pp:.2f} pp)")
        if best.claims < 2:
            parts.append(ranked + ".")
        elif first_simple.share_of_resamples_as_good_as_best >= 0.025:
            parts.append(ranked + ": the claims cannot rule out that the author worked by it (it does as well as the "
                         f"best on {100 * first_simple.share_of_resamples_as_good_as_best:.0f}% of the paired "
                         f"resamples).")
        else:
            parts.append(ranked + ": clearly worse than the best model of play, which suggests the odds were not "
                         "made by that rule alone.")
    signed = best.mean_error_pp
    if abs(signed) < 0.005:
        parts.append("At the best fit the claims are on average where the model is.")
        return parts
    parts.append(f"At the best fit the claims are on average {abs(signed):.2f} points "
                 f"{'above' if signed > 0 else 'below'} the model: the author gave the side named first a little "
                 f"{'more' if signed > 0 else 'less'} than the cards do.")
    return parts


def fit_paragraph(ranking: pd.DataFrame) -> str:
    """What the ranking suggests about how the table was made, in one paragraph, each game on its own.

    Args:
        ranking: a :func:`fit_claims` result.

    >>> from whistodds.odds.claims import read_claims
    >>> from whistodds.simulations.play.models import get_model
    >>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,6-4,,any,,6 to 4\\n"
    >>> fit_paragraph(fit_claims(read_claims("a.csv", text=text), bootstrap=10, model=get_model("random")))[:60]
    'Over 1 claim, the closest fit is proportional rule: a mean a'
    """
    games = list(dict.fromkeys(ranking.game)) if "game" in ranking else [None]
    parts = []
    for game in games:
        rows = ranking if game is None else ranking[ranking.game == game]
        parts += _game_paragraph(rows.reset_index(drop=True), named=len(games) > 1)
    return " ".join(parts)
