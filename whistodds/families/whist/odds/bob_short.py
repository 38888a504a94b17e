"""Bob Short's betting table for long whist (1793), checked entry by entry.

"Chances for laying wagers, with the deal" gives 44 scores with the odds for
the side ahead.  "With the deal" is ambiguous, so each entry is checked under
three readings: the first-named side (the one ahead) deals the next hand; the
other side deals; the deal is unknown (the average of the two).  Two further
statements are checked on their own terms: at the beginning of a game "ten and
a half to ten in favour of the dealer", and "8 to 9 is a small odds in favor of
the deal; about 4 in 100 only".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.package_data import data_text
from whistodds.odds.claims.compare import log_odds
from whistodds.odds.game_odds import DEFAULT_DRAWS, point_values, resolve_kernel, score_game
from whistodds.simulations.play.models import PlayModel, get_model
from whistodds.odds.solver import state_index
from whistodds.odds.printed_odds import PrintedOdds, judge, read_printed_odds
from whistodds.odds.words import parse_odds
from whistodds.simulations.kernels import DealKernel, Kernel
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    from whistodds.odds.claims import Claim

TABLE_GAME = LONG_WHIST  # the game his betting table is for: long whist, ten up

READINGS = ("first-named deals", "other deals", "deal unknown")
# Each reading of "with the deal" in plain words (his entries name the side ahead first).
READING_WORDS = {"first-named deals": "with the side ahead dealing", "other deals": "with the side behind dealing",
                 "deal unknown": "with who deals unknown"}
EIGHT_TO_NINE_READINGS = {"odds-104-to-100": Fraction(104, 204), "wins-52-in-100": Fraction(52, 100)}


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
    reading: str = ""  # how his words are read as a figure, in words, where they need reading ("8 to 9")


@lru_cache(maxsize=None)
def _document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(data_text("odds", "data", "bob_short_1793_wagers.json"))  # as written
    return document


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
                              "dealer", f"{source}:{'-'.join(str(n) for n in late['lines'][::3])}", late["text"],
                              late["readings"][eight_to_nine]))
    return tuple(entries)


def bob_short_claims() -> list[Claim]:
    """Bob Short's wagers, rules and Calculations: the shipped claims file ``bob-short-1793``."""
    from whistodds.odds.claims import read_claims, shipped_claims_path

    return read_claims(shipped_claims_path("bob-short-1793"))


def verify_bob_short(
    model: PlayModel | None = None,
    *,
    draws: int = DEFAULT_DRAWS,
    seed: SeedLike = 0,
    eight_to_nine: str = "odds-104-to-100",
    deals: int | None = None,
) -> pd.DataFrame:
    """One row per entry and reading: the historical odds and probability, the model's
    probability with a 95% interval, the differences and a verdict, under ``model`` (default: the
    model of long whist, the game his table is for).

    The entries are the claims of the shipped claims file ``bob-short-1793``, checked by the
    claims engine (:func:`whistodds.odds.claims.check.evaluate_claims`): the 44 table entries under
    the three readings of "with the deal", the dealer's chance at the beginning, and at 8 to 9 the
    dealer's chance whichever side deals, and the mean of the two ("either deals").  ``deals``: the
    model's kernel simulated from this many deals with ``seed`` (None: the shipped kernel).
    """
    from whistodds.odds.claims.check import SolvedModels, evaluate_claims

    if eight_to_nine not in EIGHT_TO_NINE_READINGS:
        raise ValueError(f"eight_to_nine={eight_to_nine!r} is not allowed; use {', '.join(EIGHT_TO_NINE_READINGS)}")
    model = model or get_model(TABLE_GAME.play_model)  # the claims engine takes the model, its rows name it
    claims = [c for c in bob_short_claims() if c.question == "game" and not c.id.startswith("BS-rule")]
    checked = evaluate_claims(claims, [model], deals=deals, seed=seed, draws=draws)
    readings = {"first": "first-named deals", "second": "other deals", "unknown": "deal unknown"}
    printed = {claim.id: claim.printed[0] for claim in claims}
    rows, figures = [], []  # figures: each row's printed figure, read as its verdict reads it
    for row in checked.itertuples(index=False):
        first, second = (int(x) for x in row.score.split("-"))
        base = {"entry": f"{first} to {second}", "first": first, "second": second, "favours": "first-named",
                "historical_odds": row.odds, "historical_probability": row.stated_probability,
                "reading": readings[row.reading], "model_probability": row.model_probability,
                "ci95_low": row.ci95_low, "ci95_high": row.ci95_high, "model": row.model,
                "source_line": row.line, "text": row.quote}
        if row.id == "BS-beginning":
            base.update(entry="beginning (0 to 0)", favours="dealer", reading="dealer")
        elif row.id.startswith("BS-8-9"):
            base.update(entry="8 to 9", first=8, second=9, favours="dealer",
                        historical_odds=f"about 4 in 100 ({eight_to_nine})",
                        historical_probability=float(EIGHT_TO_NINE_READINGS[eight_to_nine]),
                        reading=f"side at {first} deals")
        rows.append(base)
        figures.append(_eight_to_nine_figure(eight_to_nine) if row.id.startswith("BS-8-9") else printed[row.id])
    # "Either deals" at 8 to 9: the mean of the dealer's chance at 8 to 9 and at 9 to 8.
    point, sampled, n = SolvedModels(None, seed, draws).game_values(claims[0].game, model)
    states = [state_index(n, 8, 9, True), state_index(n, 9, 8, True)]
    low, high = np.quantile(sampled[:, states].mean(axis=1), [0.025, 0.975])
    rows.append({**rows[-1], "reading": "either deals", "model_probability": float(point[states].mean()),
                 "ci95_low": float(low), "ci95_high": float(high)})
    figures.append(figures[-1])
    table = pd.DataFrame(rows)
    table.insert(10, "difference_pp", 100 * (table.historical_probability - table.model_probability))
    table.insert(11, "difference_log_odds", [log_odds(h) - log_odds(m) for h, m in
                                             zip(table.historical_probability, table.model_probability)])
    table.insert(12, "within_interval", (table.ci95_low <= table.historical_probability) & (
        table.historical_probability <= table.ci95_high))
    judged = [judge(figure, row.model_probability, row.ci95_low, row.ci95_high)
              for figure, row in zip(figures, table.itertuples(index=False))]
    table.insert(13, "verdict", [judgement.verdict.value for judgement in judged])
    return table


def _eight_to_nine_figure(eight_to_nine: str) -> PrintedOdds:
    """His "about 4 in 100" at 8 to 9 as the verdict reads it: the edge (odds of 104 to 100), or the dealer's 52 in
    100 (4 in 100 split between the two sides; figures of this reading, not his words)."""
    if eight_to_nine == "odds-104-to-100":
        return read_printed_odds("about 4 in 100", reading="edge")
    return read_printed_odds("about 52 in 100")


def whose_chance(row: Any) -> str:
    """Whose chance a row of :func:`verify_bob_short` gives, and who deals: the table's entries are the chance of
    the side ahead (named first) under each reading of "with the deal"; the beginning and 8 to 9 the dealer's.

    >>> table = verify_bob_short(get_model("hoyle"), draws=20)
    >>> [whose_chance(row) for row in table[table.entry == "8 to 9"].itertuples()]  # doctest: +NORMALIZE_WHITESPACE
    ['side at 8, the side at 8 dealing', 'side at 9, the side at 9 dealing',
     'the side dealing, whichever it is (the mean of side at 8 dealing and side at 9 dealing)']
    >>> whose_chance(table[table.entry == "5 to 3"].iloc[1])
    'side at 5, the side at 3 dealing'
    """
    first, second = int(row.first), int(row.second)
    if row.favours == "first-named":
        dealing = {"first-named deals": f"the side at {first} dealing", "other deals": f"the side at {second} dealing",
                   "deal unknown": "who deals unknown (the mean of the two)"}[row.reading]
        return f"side at {first}, {dealing}"
    if row.entry.startswith("beginning"):
        return "the side dealing, at love"
    if row.reading == "either deals":
        return (f"the side dealing, whichever it is (the mean of side at {first} dealing and side at {second} "
                f"dealing)")
    at = int(row.reading.split()[2])  # "side at 9 deals": the dealer's chance, the dealer at 9
    return f"side at {at}, the side at {at} dealing"


def with_whose_chance(table: pd.DataFrame) -> pd.DataFrame:
    """:func:`verify_bob_short`'s table with ``chance_of`` after ``reading``: whose chance each figure is, and who
    deals (:func:`whose_chance`), as the command and the report write it."""
    named = table.drop(columns="chance_of", errors="ignore")  # written afresh from the rows
    named.insert(list(named.columns).index("reading") + 1, "chance_of",
                 [whose_chance(row) for row in table.itertuples(index=False)])
    return named


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
        "model": table.model.iloc[0],
        "best_reading": best,
        "by_reading": by_reading.reset_index(),
        "worst_entries": worst_rows[["entry", "historical_odds", "historical_probability", "model_probability",
                                     "difference_pp", "verdict"]],
        "verdicts": chosen.verdict.value_counts().to_dict(),
        "special": with_whose_chance(table[table.favours == "dealer"])[
            ["entry", "reading", "chance_of", "historical_probability", "model_probability", "ci95_low", "ci95_high",
             "verdict"]],
    }


def _point(game: Game, model: PlayModel | None, kernel: DealKernel | None) -> tuple[Game, Kernel, np.ndarray]:
    game = score_game(game)
    chosen = resolve_kernel(kernel or model, game)
    return game, chosen, point_values(game, chosen)


def proportional_rule_check(
    model: PlayModel | None = None, kernel: DealKernel | None = None, *, game: Game = LONG_WHIST
) -> pd.DataFrame:
    """"The odds are nearly in proportion to the points wanted" at every score below eight:
    the rule's probability ``b / (a + b)`` (A wants a, B wants b) against the model's."""
    game, chosen, point = _point(game, model, kernel)
    target = game.score_rules.target
    n = game.score_rules.score_states
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
                    "model": chosen.model,
                }
            )
    return pd.DataFrame(rows)


def worked_examples(model: PlayModel | None = None, kernel: DealKernel | None = None,
                    game: Game = LONG_WHIST) -> pd.DataFrame:
    """The rule's two worked examples as printed, against the rule itself, his own table and the model."""
    game, chosen, point = _point(game, model, kernel)
    target, n = game.score_rules.target, game.score_rules.score_states
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
