"""Every claim of a claims file against every model that plays its game (chosen game by game:
:mod:`whistodds.odds.claims.models`): the model's probability with its 95% interval, the differences, a
verdict in plain words that reads the claim's qualifier, and a summary per source, game and model.

Game and deal questions are exact from each play model's deal kernel (intervals from its Dirichlet
posterior, drawn from the seed given); rubbers likewise; partner holdings are exact (hypergeometric)
and do not depend on the play, nor do holding questions (exact by counting; simulated from the seed, with
the interval, where the count is out of reach) unless a play is in the sentence: those are answered as
``whist-odds holding`` answers them, under a play model (:mod:`whistodds.odds.claims.holding`).  ``dealer: any``
is checked under every reading and the reading that fits the source best (least mean absolute error over its
claims) is marked.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

import numpy as np
import pandas as pd

from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.games.scoring import WhistScoring
from whistodds.odds.claims import Claim, claim_row
from whistodds.odds.claims.readings import better_readings, expand, two_readings_note
from whistodds.odds.claims.holding import EXACT_KEY, holding_rows, play_models
from whistodds.odds.claims.models import MODEL_FREE_QUESTIONS, ModelsByGame, asked_models, models_by_game
from whistodds.odds.claims.questions import question_read
from whistodds.odds.printed_odds import VERDICT_RULE, PrintedOdds, authors_form, judge, read_printed_odds
from whistodds.odds.game_odds import DEFAULT_DRAWS, game_chain, kernel_probabilities, posterior_draws, score_game
from whistodds.odds.solver import solve, state_index
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.kernels import Kernel, get_kernel
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.seeding import SeedLike

THRESHOLD_NOTE = VERDICT_RULE  # the one rule of every verdict, said under every claims answer
RUBBER_DRAWS = 50


def claim_verdict(odds: PrintedOdds | str, model: float | Fraction, low: float | Fraction | None = None,
                  high: float | Fraction | None = None) -> str:
    """The verdict on odds as printed against the model's chance (with its 95% interval for a simulated
    figure), on the scale of odds, reading the qualifier (:func:`~whistodds.odds.printed_odds.judge`).

    >>> claim_verdict("nearly 13 to 4", 0.75), claim_verdict("nearly 13 to 4", 13 / 17 + 0.0016)
    ('borne out', 'close')
    >>> claim_verdict("nearly 13 to 4", 0.70), claim_verdict("1000 to 1 against", 1 / 1828)
    ('overstates', 'overstates')
    """
    printed = read_printed_odds(odds) if isinstance(odds, str) else odds
    return judge(printed, model, low, high).verdict.value


class SolvedModels:
    """Each (game, model) solved once: the point values and the posterior draws of every state.  Claims name
    their game (the rows of a claims file): each game's name is turned into its object here, once."""

    def __init__(self, deals: int | None, seed: SeedLike, draws: int) -> None:
        self.deals, self.seed, self.draws = deals, seed, draws
        self._solved: dict[tuple[str, str], tuple[np.ndarray, np.ndarray, int]] = {}
        self._games: dict[str, Game] = {}

    def game(self, game_name: str) -> Game:
        """The game a claim names, looked up once."""
        if game_name not in self._games:
            self._games[game_name] = get_game(game_name)
        return self._games[game_name]

    def kernel(self, game_name: str, model: PlayModel) -> Kernel:
        return get_kernel(model, self.deals, self.seed if self.deals is not None else None,
                          game=self.game(game_name))

    def game_values(self, game_name: str, model: PlayModel) -> tuple[np.ndarray, np.ndarray, int]:
        key = (game_name, model.name)
        if key not in self._solved:
            game = score_game(self.game(game_name))
            kernel = self.kernel(game_name, model)
            table = game_chain(game, kernel)
            point = solve(table, kernel_probabilities(game, kernel))[0]
            sampled = solve(table, posterior_draws(kernel, self.draws, self.seed if self.seed is not None else 0,
                                                   game=game))
            self._solved[key] = (point, sampled, game.score_rules.score_states)
        return self._solved[key]


def _game_probability(models: SolvedModels, claim: Claim, model: PlayModel, reading: str) -> tuple[float, np.ndarray]:
    point, sampled, n = models.game_values(claim.game, model)
    us, them = claim.known_score
    states = {"first": [state_index(n, us, them, True)], "second": [state_index(n, us, them, False)],
              "unknown": [state_index(n, us, them, True), state_index(n, us, them, False)]}[reading]
    return float(point[states].mean()), sampled[:, states].mean(axis=1)


def _deal_probability(models: SolvedModels, claim: Claim, model: PlayModel, reading: str) -> tuple[float, np.ndarray]:
    game = models.game(claim.game)
    kernel = models.kernel(claim.game, model)
    scoring = game.scoring
    if not game.counts_tricks_and_honours or not isinstance(scoring, WhistScoring):  # the one and the same
        raise ValueError(f"claim {claim.id}: the odd trick of one deal is asked of whist games, not {game.name}")
    book, tricks = scoring.book, scoring.tricks
    if tricks is None:  # a registered game's scoring is fitted to its deal, which fills the tricks in
        raise ValueError(f"claim {claim.id}: {game.name}'s scoring does not know the tricks of a deal")
    cells = kernel.outcomes()["tricks"]
    seed = models.seed if models.seed is not None else 0
    us, them = claim.known_score
    # The first side deals ("first"), or the second does, and then the outcomes are the second side's tricks.
    first_wins = {"first": (cells > book).astype(float), "second": (cells < tricks - book).astype(float)}
    readings = ["first", "second"] if reading == "unknown" else [reading]
    # The outcome probabilities (and their draws) once: by state for kernels per play context.
    probabilities = kernel_probabilities(game, kernel)
    draws = posterior_draws(kernel, models.draws, seed, game=game)
    point, sampled = 0.0, np.zeros(models.draws)  # sampled: one figure a posterior draw
    for which in readings:
        if kernel.varies_by_state:
            state = state_index(game.score_rules.score_states, us, them, which == "first")
            point += float(probabilities[0, state] @ first_wins[which])
            sampled = sampled + draws[:, state] @ first_wins[which]
        else:
            point += float(probabilities @ first_wins[which])
            sampled = sampled + draws @ first_wins[which]
    return point / len(readings), sampled / len(readings)


def _rubber_probability(models: SolvedModels, claim: Claim, model: PlayModel, reading: str) -> tuple[float, np.ndarray]:
    from whistodds.odds.rubber import _Rubber, _rubber_odds, rubber_game

    game = models.game(claim.game)
    kernel = models.kernel(claim.game, model)
    readings = ["us", "them"] if reading == "unknown" else ["us" if reading == "first" else "them"]

    def p(probabilities: np.ndarray | None) -> float:
        """P(win the rubber) for the kernel's own probabilities (None) or a posterior draw of them."""
        solver = _Rubber(rubber_game(game), kernel, probabilities)  # one solver for every reading
        return float(np.mean([_rubber_odds(solver, claim.known_games, claim.known_score, dealer, None).p_win.value
                              for dealer in readings]))

    draws = posterior_draws(kernel, RUBBER_DRAWS, models.seed if models.seed is not None else 0, game=game)
    return p(None), np.array([p(d) for d in draws])


def _partner_probability(claim: Claim, reading: str) -> Fraction:
    from whistodds.odds.holdings.partner import partner_holding

    negated, _, k, m = claim.known_held
    exact = partner_holding(at_least=k if reading == "at-least" else None,
                            exactly=k if reading == "exactly" else None, of=m, game=get_game(claim.game or "long"))
    return 1 - exact if negated else exact


def refuse_before_work(claims: list[Claim], model: PlayModel | Iterable[PlayModel] | None, deals: int | None
                       ) -> tuple[ModelsByGame, dict[str, tuple[PlayModel, ...]]]:
    """Every refusal of :func:`evaluate_claims`, before any work: no claims, a model asked for that plays none
    of a game's claims, a holding's play that none of them can play.  The models that check each game's claims,
    and those a holding with a play is answered under (by claim id).

    >>> refuse_before_work([], None, None)
    Traceback (most recent call last):
    ValueError: no claims to check
    """
    if not claims:
        raise ValueError("no claims to check")
    asked = asked_models(model)
    chosen = models_by_game(claims, asked, deals)
    playing = {claim.id: play_models(claim.id, claim.holding, get_game(claim.game), asked) for claim in claims
               if claim.holding is not None and claim.holding.played}
    return chosen, playing


def evaluate_claims(
    claims: list[Claim],
    model: PlayModel | Iterable[PlayModel] | None = None,
    *,
    deals: int | None = None,
    seed: SeedLike = 0,
    draws: int = DEFAULT_DRAWS,
    progress: ProgressCallback | None = None,
) -> pd.DataFrame:
    """One row per claim, model and reading: the stated probability, how its odds were read (``read_as``, and
    ``other_reading`` with its verdict where the figure has two readings), the model's probability with its 95%
    interval, the difference in percentage points and in log-odds, a verdict on the scale of odds
    (:data:`THRESHOLD_NOTE`) and how far in words (``how_far``), the model's odds written in the author's own form
    (``model_odds``: "5 to 4 against" beside his "5 to 4"); ``best_reading`` marks, for
    claims read several ways, the reading that fits its source best under that model; ``question_read`` and
    ``figure_read`` say how the row's question and figure were read
    (:mod:`~whistodds.odds.claims.questions`, :mod:`~whistodds.odds.claims.said`).

    Args:
        claims: the claims of a file (:func:`~whistodds.odds.claims.read_claims`).
        model: the play models to check under, one or several (``--model`` on the command line).  None: every
            model that can play each claim's game, as :func:`~whistodds.odds.claims.models.models_by_game` chooses
            them, per game.  A holding with a play is answered under its row's model, else each of these that
            chooses card by card (None: hoyle).
        deals: simulate each kernel from this many deals (None: the shipped kernels), and draw this many for
            each holding with a play (None: as many as ``whist-odds holding`` draws).
        seed: the seed of the posterior draws (and of the kernels simulated).
        draws: posterior draws for each interval.
        progress: called with 1 after each claim.

    The models left out for a game, with the reason, are ``table.attrs["not_checked"]``, and
    :func:`summarize_claims` names each once.

    >>> from whistodds.odds.claims import read_claims
    >>> from whistodds.simulations.play.models import get_model
    >>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,8-9,,first,,evens\\n"
    >>> table = evaluate_claims(read_claims("a.csv", text=text), model=get_model("hoyle"), draws=20)
    >>> table[["id", "model", "verdict"]].to_dict("records")
    [{'id': 'A', 'model': 'hoyle', 'verdict': 'understates'}]
    """
    chosen, playing = refuse_before_work(claims, model, deals)
    solved = SolvedModels(deals, seed, draws)
    rows: list[dict[str, object]] = []
    for claim in claims:
        base = claim_row(claim)
        first = len(rows)
        if claim.number is not None:
            from whistodds.odds.claims.figures import number_rows

            models = chosen.models.get(claim.game, ()) if claim.question == "game-length" else ()
            rows += [{**base, **row} for row in number_rows(claim.number, solved.game(claim.game),
                                                            claim.score or (0, 0), models, seed=seed, deals=deals)]
        elif claim.holding is not None:
            rows += [{**base, **row} for row in holding_rows(claim.holding, playing.get(claim.id, ()), deals=deals,
                                                             seed=seed if seed is not None else 0)]
        elif claim.question == "partner":
            for reading in claim.held_readings():
                fraction = _partner_probability(claim, reading)
                exact = float(fraction)
                rows.append({**base, "model": "exact", "reading": reading, "model_probability": exact,
                             "ci95_low": exact, "ci95_high": exact, "question_read": question_read(claim, reading),
                             EXACT_KEY: fraction})
        else:
            compute = {"game": _game_probability, "deal": _deal_probability, "rubber": _rubber_probability}[
                claim.question]
            for model in chosen.models[claim.game]:
                for reading in claim.dealer_readings():
                    point, sampled = compute(solved, claim, model, reading)
                    low, high = np.quantile(sampled, [0.025, 0.975])
                    rows.append({**base, "model": model.name, "reading": reading, "model_probability": point,
                                 "ci95_low": float(low), "ci95_high": float(high),
                                 "question_read": question_read(claim, reading)})
        rows[first:] = expand(rows[first:], claim.odds_readings)
        if progress is not None:
            progress(1)
    table = pd.DataFrame(rows)
    _judge_odds(table, claims)
    table = table.drop(columns=EXACT_KEY, errors="ignore")
    within = (table.ci95_low <= table.stated_probability) & (table.stated_probability <= table.ci95_high)
    if "within_interval" in table:  # a number's rows say their own; the odds rows' cells are empty there
        within = within | table.within_interval.astype("boolean").fillna(False).astype(bool)
    table["within_interval"] = within
    better = better_readings(table)  # of two readings of a misprinted figure, the one nearer the model
    table["best_reading"] = _best_readings(table[better]).reindex(table.index, fill_value=False)
    table.attrs["not_checked"] = [vars(entry).copy() for entry in chosen.left_out]
    return table


def _judge_odds(table: pd.DataFrame, claims: list[Claim]) -> None:
    """The verdict columns of every row whose figure is odds (a number's row has its own, from
    :mod:`~whistodds.odds.claims.figures`), and how each figure was read (``figure_read``), in place."""
    printed = {(claim.id, odds.text): odds for claim in claims for odds in claim.printed}
    read = {(claim.id, odds.text): said for claim in claims for odds, said in zip(claim.printed, claim.figure_read)}
    numbers = {claim.id: claim.number for claim in claims if claim.number is not None}
    odds_rows = ~table.id.isin(list(numbers))
    exact = table[EXACT_KEY] if EXACT_KEY in table else pd.Series(None, index=table.index, dtype=object)
    judged = [_judged(printed[(row.id, row.odds)], row.model_probability, row.ci95_low, row.ci95_high,
                      exact[row.Index] if isinstance(exact[row.Index], Fraction) else None)
              for row in table[odds_rows].itertuples()]
    for column, empty in (("odds_reading", ""), ("difference_pp", float("nan")),
                          ("difference_log_odds", float("nan")), ("other_reading", "")):
        if not judged:  # numbers alone: the columns of odds are there, empty, for every reader of the table
            table[column] = empty
    for column in (judged[0] if judged else {}):
        values = iter(row[column] for row in judged)
        kept = table[column] if column in table else pd.Series(float("nan"), index=table.index)
        table[column] = [next(values) if is_odds else kept[index] for index, is_odds in odds_rows.items()]
    table["figure_read"] = [read[(row.id, row.odds)] if row.id not in numbers else
                            "judged on the number's own scale, not as odds" for row in table.itertuples()]


def _judged(printed: PrintedOdds, model: float, low: float, high: float,
            exact: Fraction | None = None) -> dict[str, object]:
    """The verdict columns of one row: how the odds were read, the differences, the verdict and how far, the
    other reading of a figure that has two, with its verdict, and the model's odds in the author's own form
    (the verdict and the model's odds from the exact fraction where the chance was counted: a float loses the
    digits of a tiny chance's odds)."""
    judgement = judge(printed, model, low, high)
    counted = judge(printed, exact) if exact is not None else judgement
    other = ""
    for read in printed.others:
        verdict = judge(printed, model, low, high, read=read).verdict.value
        other = f"{read.reading.value}: {read.words}; {verdict}"
    return {"read_as": printed.said, "odds_reading": printed.reading.value,
            "difference_pp": judgement.difference_pp, "difference_log_odds": judgement.difference_log_odds,
            "verdict": counted.verdict.value, "how_far": counted.how_far, "other_reading": other,
            "model_odds": authors_form(printed, exact if exact is not None else model)}


def _best_readings(table: pd.DataFrame) -> pd.Series:
    """For each source, game and model, the reading with the least mean absolute error over the claims read
    several ways (dealer 'any', held 'any'); a claim read one way is its own best."""
    several = (table.dealer == "any") | table.held.str.startswith(("any", "not any"))
    best = pd.Series(True, index=table.index)
    for _, group in table[several].groupby(["source", "game", "model"], sort=False):
        errors = group.difference_pp.abs().groupby(group.reading).mean()
        best[group.index] = group.reading == errors.idxmin()
    return best


def _number_error(group: pd.DataFrame) -> dict[str, float]:
    """For a table with figures that are numbers: the mean absolute error of a group's numbers, in per cent of the
    model's number (NaN where it has none); nothing for a table without them."""
    if "model_number" not in group:
        return {}
    numbers = group[group.model_number.notna()]
    errors = (numbers.stated_number - numbers.model_number).abs() / numbers.model_number.abs() * 100
    return {"mean_abs_error_pct": float(errors.mean()) if len(errors) else float("nan")}


def summarize_claims(table: pd.DataFrame) -> pd.DataFrame:
    """Per source, game and model, at the best reading: the claims, the mean absolute error in percentage
    points and in log-odds, the best reading of 'any', and the count of each verdict; then one row for each
    model left out of a game's claims (``table.attrs["not_checked"]``), its reason in ``not_checked``.

    Args:
        table: an :func:`evaluate_claims` result.

    >>> from whistodds.odds.claims import read_claims
    >>> text = ("id,source,quote,game,question,score,games,dealer,held,odds\\n"
    ...         "A,s,,long,game,8-9,,first,,evens\\nB,s,,scotch,game,30-25,,first,,5 to 4\\n")
    >>> summary = summarize_claims(evaluate_claims(read_claims("a.csv", text=text), draws=20))
    >>> rows = summary[["game", "model", "claims"]].to_dict("split")["data"]
    >>> ['long-whist', 'double-dummy', 1] in rows, ['scotch-whist(players=4,sides=2)', 'hoyle', 1] in rows
    (True, True)
    >>> summary.set_index(["game", "model"]).not_checked["scotch-whist(players=4,sides=2)", "double-dummy"]
    'solves four-handed whist with the full pack (DDS), not scotch-whist(players=4,sides=2)'
    """
    best = table[table.best_reading]
    rows = []
    for (source, game, model), group in best.groupby(["source", "game", "model"], sort=False):
        several = group[(group.dealer == "any") | group.held.str.startswith(("any", "not any"))]
        counts = group.verdict.value_counts()
        figures = group[group.qualifier != "a small odds"]  # "a small odds" has no figure to be in error
        rows.append({"source": source, "game": game, "model": model, "claims": group.id.nunique(),
                     "mean_abs_error_pp": float(figures.difference_pp.abs().mean()),
                     "mean_abs_error_log_odds": float(figures.difference_log_odds.abs().mean()),
                     **_number_error(group), "best_reading": ", ".join(sorted(set(several.reading))) or "-",
                     **two_readings_note(group), **{f"verdict: {v}": int(c) for v, c in counts.items()},
                     "not_checked": ""})
    for entry in table.attrs.get("not_checked", []):  # each model left out of a game, named once
        sources = table[table.game == entry["game"]].source.unique()
        rows.append({"source": ", ".join(sources), "game": entry["game"], "model": entry["model"],
                     "claims": entry["claims"], "mean_abs_error_pp": float("nan"),
                     "mean_abs_error_log_odds": float("nan"), "best_reading": "-", "not_checked": entry["reason"]})
    summary = pd.DataFrame(rows)
    counts = [column for column in summary.columns if column.startswith("verdict: ")]
    summary[counts] = summary[counts].fillna(0).astype(int)
    return summary[[c for c in summary.columns if c != "not_checked"] + ["not_checked"]]
