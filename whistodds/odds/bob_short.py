"""Bob Short's betting table for long whist (1793), checked entry by entry.

"Chances for laying wagers, with the deal" gives 44 scores with the odds for
the side ahead.  "With the deal" is ambiguous, so each entry is checked under
three readings: the first-named side (the one ahead) deals the next hand; the
other side deals; the deal is unknown (the average of the two).  Two further
statements are checked on their own terms: at the beginning of a game "ten and
a half to ten in favour of the dealer", and "8 to 9 is a small odds in favour of
the deal; about 4 in 100 only".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from importlib import resources

import numpy as np
import pandas as pd

from whistodds.games.definition import Game
from whistodds.games.whist import LONG_WHIST
from whistodds.odds.compare import log_odds, verdict
from whistodds.odds.game_odds import DEFAULT_DRAWS, game_chain, posterior_draws, resolve_kernel, score_game
from whistodds.odds.solver import solve, state_index
from whistodds.odds.words import parse_odds
from whistodds.simulations.kernels import DealKernel
from whistodds.simulations.seeding import SeedLike

READINGS = ("first-named deals", "other deals", "deal unknown")
EIGHT_TO_NINE_READINGS = {"odds-104-to-100": Fraction(104, 204), "wins-52-in-100": Fraction(52, 100)}
DEFAULT_CLOSE_PP = 2.0


@dataclass(frozen=True)
class WagerEntry:
    """One statement of the betting table: at ``first`` to ``second`` the odds favour ``favours``."""

    label: str
    first: int
    second: int
    odds: str
    probability: Fraction
    favours: str  # "first-named" or "dealer"
    source_line: str
    text: str


@lru_cache(maxsize=None)
def _document() -> dict:
    path = resources.files("whistodds.odds").joinpath("data", "bob_short_1793_wagers.json")
    return json.loads(path.read_text(encoding="utf-8"))


def bob_short_table(eight_to_nine: str = "odds-104-to-100") -> tuple[WagerEntry, ...]:
    """The 44 table entries, then "at the beginning" and "8 to 9", each with its source line."""
    if eight_to_nine not in EIGHT_TO_NINE_READINGS:
        raise ValueError(f"eight_to_nine={eight_to_nine!r} is not allowed; use {', '.join(EIGHT_TO_NINE_READINGS)}")
    document = _document()
    source = document["source_file"]
    entries = [
        WagerEntry(f"{e['first']} to {e['second']}", e["first"], e["second"], e["odds"], parse_odds(e["odds"]),
                   "first-named", f"{source}:{e['line']} ({e['column']})", e["cell"])
        for e in document["table"]
    ]
    beginning = document["beginning"]
    entries.append(WagerEntry("beginning (0 to 0)", 0, 0, beginning["odds"], parse_odds(beginning["odds"]),
                              "dealer", f"{source}:{beginning['line']}", beginning["text"]))
    late = document["eight_to_nine"]
    entries.append(WagerEntry("8 to 9", 8, 9, f"about 4 in 100 ({eight_to_nine})", EIGHT_TO_NINE_READINGS[eight_to_nine],
                              "dealer", f"{source}:{'-'.join(str(n) for n in late['lines'][::3])}", late["text"]))
    return tuple(entries)


def _reading_states(entry: WagerEntry, target: int) -> dict[str, tuple[int, ...]]:
    """State indices whose chances make up each reading (averaged when more than one)."""
    f, s = entry.first, entry.second
    if entry.favours == "first-named":
        first_deals = state_index(target, f, s, True)
        other_deals = state_index(target, f, s, False)
        return {READINGS[0]: (first_deals,), READINGS[1]: (other_deals,), READINGS[2]: (first_deals, other_deals)}
    if f == s:
        return {"dealer": (state_index(target, f, s, True),)}
    # "In favour of the deal": the dealer's chance, whichever side deals.
    low_deals = state_index(target, f, s, True)
    high_deals = state_index(target, s, f, True)
    return {f"side at {f} deals": (low_deals,), f"side at {s} deals": (high_deals,),
            "either deals": (low_deals, high_deals)}


def verify_bob_short(
    policy: str = "hoyle",
    kernel: DealKernel | None = None,
    *,
    game: Game | str = LONG_WHIST,
    draws: int = DEFAULT_DRAWS,
    seed: SeedLike = 0,
    eight_to_nine: str = "odds-104-to-100",
    close_pp: float = DEFAULT_CLOSE_PP,
) -> pd.DataFrame:
    """One row per entry and reading: the historical odds and probability, the model's
    probability with a 95% interval, the differences and a verdict."""
    game = score_game(game)
    chosen = resolve_kernel(kernel or policy, game)
    table = game_chain(game, chosen)
    point = solve(table, chosen.probabilities.ravel())[0]
    sampled = solve(table, posterior_draws(chosen, draws, seed))
    rows = []
    for entry in bob_short_table(eight_to_nine):
        historical = float(entry.probability)
        for reading, states in _reading_states(entry, game.scoring.score_states).items():
            model = float(point[list(states)].mean())
            spread = sampled[:, list(states)].mean(axis=1)
            low, high = np.quantile(spread, [0.025, 0.975])
            rows.append(
                {
                    "entry": entry.label,
                    "first": entry.first,
                    "second": entry.second,
                    "favours": entry.favours,
                    "historical_odds": entry.odds,
                    "historical_probability": historical,
                    "reading": reading,
                    "model_probability": model,
                    "ci95_low": float(low),
                    "ci95_high": float(high),
                    "difference_pp": 100 * (historical - model),
                    "difference_log_odds": log_odds(historical) - log_odds(model),
                    "within_interval": bool(low <= historical <= high),
                    "verdict": verdict(historical, model, close_pp=close_pp),
                    "policy": chosen.policy,
                    "source_line": entry.source_line,
                    "text": entry.text,
                }
            )
    return pd.DataFrame(rows)


def summarize_bob_short(table: pd.DataFrame, worst: int = 5) -> dict[str, object]:
    """Which reading of "with the deal" fits the 44 table entries best, its mean absolute
    error, the entries he gets most wrong, and the verdict counts."""
    entries = table[table.favours == "first-named"]
    by_reading = (
        entries.assign(abs_pp=entries.difference_pp.abs(), abs_lo=entries.difference_log_odds.abs())
        .groupby("reading", sort=False)
        .agg(mean_abs_error_pp=("abs_pp", "mean"), mean_abs_error_log_odds=("abs_lo", "mean"),
             mean_error_pp=("difference_pp", "mean"), within_interval=("within_interval", "sum"))
    )
    best = by_reading.mean_abs_error_pp.idxmin()
    chosen = entries[entries.reading == best]
    worst_rows = chosen.reindex(chosen.difference_pp.abs().sort_values(ascending=False).index).head(worst)
    return {
        "policy": table.policy.iloc[0],
        "best_reading": best,
        "by_reading": by_reading.reset_index(),
        "worst_entries": worst_rows[["entry", "historical_odds", "historical_probability", "model_probability",
                                     "difference_pp", "verdict"]],
        "verdicts": chosen.verdict.value_counts().to_dict(),
        "special": table[table.favours == "dealer"][["entry", "reading", "historical_probability",
                                                      "model_probability", "ci95_low", "ci95_high", "verdict"]],
    }


def _point(game: Game | str, policy: str, kernel: DealKernel | None) -> tuple[Game, DealKernel, np.ndarray]:
    game = score_game(game)
    chosen = resolve_kernel(kernel or policy, game)
    return game, chosen, solve(game_chain(game, chosen), chosen.probabilities.ravel())[0]


def proportional_rule_check(
    policy: str = "hoyle", kernel: DealKernel | None = None, *, game: Game | str = LONG_WHIST
) -> pd.DataFrame:
    """"The odds are nearly in proportion to the points wanted" at every score below eight:
    the rule's probability ``b / (a + b)`` (A wants a, B wants b) against the model's."""
    game, chosen, point = _point(game, policy, kernel)
    target = game.scoring.target
    n = game.scoring.score_states
    rows = []
    for us in range(8):
        for them in range(8):
            wanted_us, wanted_them = target - us, target - them
            rule = wanted_them / (wanted_us + wanted_them)
            we_deal = point[state_index(n, us, them, True)]
            they_deal = point[state_index(n, us, them, False)]
            unknown = (we_deal + they_deal) / 2
            rows.append(
                {
                    "us": us,
                    "them": them,
                    "points_wanted_us": wanted_us,
                    "points_wanted_them": wanted_them,
                    "rule_probability": rule,
                    "model_p_we_deal": we_deal,
                    "model_p_they_deal": they_deal,
                    "model_p_deal_unknown": unknown,
                    "difference_pp": 100 * (rule - unknown),
                    "policy": chosen.policy,
                }
            )
    return pd.DataFrame(rows)


def worked_examples(policy: str = "hoyle", kernel: DealKernel | None = None,
                    game: Game | str = LONG_WHIST) -> pd.DataFrame:
    """The rule's two worked examples as printed, against the rule itself, his own table and the model."""
    game, chosen, point = _point(game, policy, kernel)
    target, n = game.scoring.target, game.scoring.score_states
    document = _document()
    table = {(e["first"], e["second"]): e["odds"] for e in document["table"]}
    rows = []
    for example in document["proportional_rule"]["examples"]:
        a_has, b_has = target - example["a_wants"], target - example["b_wants"]
        unknown = (point[state_index(n, a_has, b_has, True)] + point[state_index(n, a_has, b_has, False)]) / 2
        rows.append(
            {
                "example": example["text"],
                "source_line": f"{document['source_file']}:{example['line']}",
                "score": f"{a_has} to {b_has}",
                "printed_odds": example["odds"],
                "printed_probability": float(parse_odds(example["odds"])),
                "rule_probability": example["b_wants"] / (example["a_wants"] + example["b_wants"]),
                "table_odds": table.get((a_has, b_has)),
                "table_probability": float(parse_odds(table[(a_has, b_has)])) if (a_has, b_has) in table else None,
                "model_p_deal_unknown": float(unknown),
            }
        )
    return pd.DataFrame(rows)
