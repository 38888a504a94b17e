"""Bob Short's six partner-holding "Calculations" (1793), checked.

Each statement is set against the exact hypergeometric chance and a simulation
on real deals.  Where the count is ambiguous ("holds two cards out of any
three": exactly two, or at least two?) both readings are computed and the one
the historical figure fits is marked.
"""

from __future__ import annotations

import math
from concurrent.futures import Executor
from fractions import Fraction

import numpy as np
import pandas as pd

from whistodds.games.definition import GameDefinition
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.claims.compare import log_odds
from whistodds.families.whist.odds.historical import PartnerStatement
from whistodds.simulations.intervals import Proportion
from whistodds.odds.holdings.partner import partner_holding, simulate_holding_counts
from whistodds.odds.printed_odds import judge, read_printed_odds
from whistodds.odds.words import format_odds, parse_odds
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

DEFAULT_SEED = 1793
READING_WORDS = {"at_least": "at least", "exactly": "exactly"}


def describe_reading(statement: PartnerStatement, reading: str) -> str:
    """E.g. "does not hold at least 2 of 3"."""
    verb = "does not hold" if statement.negated else "holds"
    count = "" if len(statement.readings) == 1 else READING_WORDS[reading] + " "
    return f"{verb} {count}{statement.held} of {statement.named_cards}"


def calculation_statements() -> tuple[PartnerStatement, ...]:
    """The six Calculations as claims of the shipped claims file ``bob-short-1793`` (the holding, the odds
    as printed without their qualifier, the text and its line)."""
    from whistodds.odds.claims import read_claims, shipped_claims_path

    statements = []
    for claim in read_claims(shipped_claims_path("bob-short-1793")):
        if claim.question != "partner":
            continue
        negated, mode, held, named = claim.known_held
        source_file, _, line = claim.extra["line"].partition(":")
        odds = claim.odds[len(claim.qualifier):].strip() if claim.qualifier else claim.odds
        statements.append(PartnerStatement(
            id=claim.id.removeprefix("BS-calculation-"), text=claim.quote, line=int(line), odds=odds, held=held,
            named_cards=named, negated=negated,
            readings=("at_least", "exactly") if mode == "any" else (mode.replace("-", "_"),),
            source=claim.source, source_file=source_file, printed=claim.odds))
    return tuple(statements)


def verify_calculations(
    n_deals: int = 1_000_000,
    seed: SeedLike = DEFAULT_SEED,
    *,
    game: GameDefinition = LONG_WHIST,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> pd.DataFrame:
    """Check each of Bob Short's Calculations: one row per statement and reading.

    Columns: the statement, its source line and historical odds with their
    probability; the exact probability (as a fraction and in words); the
    simulated probability with standard error and 95% interval from
    ``n_deals`` deals; the historical figure's error in percentage points and
    log-odds; the verdict (:data:`~whistodds.odds.printed_odds.judging.VERDICT_RULE`, the figure read with its
    qualifier) and how far; and ``fits_best``, the reading the figure fits.
    """
    statements = calculation_statements()
    sizes = sorted({s.named_cards for s in statements})
    streams = dict(zip(sizes, as_seed_sequence(seed).spawn(len(sizes))))
    counts = {
        of: simulate_holding_counts(of=of, n_deals=n_deals, seed=streams[of], game=game,
                                    executor=executor, progress=progress)
        for of in sizes
    }
    rows = []
    for statement in statements:
        historical = parse_odds(statement.odds)
        for reading in statement.readings:
            rows.append(_row(statement, reading, historical, counts[statement.named_cards], game))
    table = pd.DataFrame(rows)
    best = table.groupby("statement", sort=False)["abs_error_pp"].transform("min")
    table["fits_best"] = table["abs_error_pp"] == best
    return table.drop(columns="abs_error_pp")


def _row(
    statement: PartnerStatement,
    reading: str,
    historical: Fraction,
    counts: np.ndarray,
    game: GameDefinition,
) -> dict[str, object]:
    holds = partner_holding(at_least=statement.held if reading == "at_least" else None,  # the two readings
                            exactly=statement.held if reading == "exactly" else None, of=statement.named_cards,
                            game=game)
    exact = 1 - holds if statement.negated else holds
    held_counts = counts[statement.held] if reading == "exactly" else counts[statement.held:].sum()
    successes = int(counts.sum() - held_counts) if statement.negated else int(held_counts)
    simulated = Proportion(successes, int(counts.sum()))
    low, high = simulated.interval95
    error_pp = 100.0 * float(historical - exact)
    return {
        "statement": statement.id,
        "text": statement.text,
        "source_line": f"{statement.source_file}:{statement.line}",
        "reading": describe_reading(statement, reading),
        "historical_odds": statement.odds,
        "historical_probability": float(historical),
        "exact_probability": float(exact),
        "exact_fraction": str(exact),
        "exact_odds": format_odds(exact),
        "simulated_probability": simulated.estimate,
        "simulated_se": simulated.standard_error,
        "simulated_ci95_low": low,
        "simulated_ci95_high": high,
        "deals": simulated.trials,
        "error_pp": error_pp,
        "error_log_odds": log_odds(float(historical)) - log_odds(float(exact)),
        "abs_error_pp": abs(error_pp),
        **_verdict(statement, exact),
    }


def _verdict(statement: PartnerStatement, exact: Fraction) -> dict[str, str]:
    """The verdict on his figure as printed, qualifier and all, against the exact chance, and how far."""
    judgement = judge(read_printed_odds(statement.printed or statement.odds), exact)
    return {"verdict": judgement.verdict.value, "how_far": judgement.how_far}


def summarize_calculations(table: pd.DataFrame) -> list[str]:
    """Plain sentences: the verdict on each statement under the reading it fits best."""
    lines = []
    for statement, group in table.groupby("statement", sort=False):
        best = group[group["fits_best"]].iloc[0]
        sentence = f"{statement}: '{best['historical_odds']}' that he {best['reading']}" + (
            f" - exact {best['exact_odds']} ({best['exact_probability']:.4f});"
            f" his figure is {best['error_pp']:+.2f} pp, {best['verdict']}"
        )
        if len(group) > 1:
            other = group[~group["fits_best"]].iloc[0]
            sentence += (f"; fits the reading that he {best['reading']} rather than that he {other['reading']} "
                         f"({other['error_pp']:+.2f} pp)")
        lines.append(sentence + ".")
    worst = table[table["fits_best"]].assign(size=lambda t: t["error_pp"].abs()).sort_values("size").iloc[-1]
    lines.append(
        f"Largest error under the best-fitting readings: {worst['statement']}, {worst['error_pp']:+.2f} pp "
        f"({math.fabs(worst['error_log_odds']):.3f} in log-odds)."
    )
    return lines
