"""A claims check explained: each figure the cards do not bear out, with every method that reproduces it at the
author's precision (or "none found"), and, for each source, which method reproduces most of its figures.

>>> from whistodds.odds.claims import read_claims
>>> from whistodds.odds.claims.check import evaluate_claims
>>> text = ("id,source,quote,game,question,score,games,dealer,held,odds,trumps\\n"
...         "A,Arbuthnot,,long,holding,,,,not (we hold AS KS QS JS),15 to 1,spades\\n")
>>> claims = read_claims("a.csv", text=text)
>>> explained = explain_claims(claims, evaluate_claims(claims))
>>> explained[["id", "verdict", "explained_by"]].to_dict("records")
[{'id': 'A', 'verdict': 'understates', 'explained_by': 'independent-cards'}]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

import pandas as pd

from whistodds.odds.claims import Claim
from whistodds.odds.explain import NONE_FOUND, Method, Reckoning, prints_as
from whistodds.odds.explain.cards import CARD_METHODS
from whistodds.odds.explain.rules import RULE_METHODS
from whistodds.odds.explain.writing import GENERIC, variants, corrected, misprint
from whistodds.odds.printed_odds import PrintedOdds

RIGHT = ("exact", "close", "borne out")  # verdicts that need no explaining
PREFERRED_MODELS = ("exact", "simulated", "hoyle")  # the row a claim is explained from, first found
HOLDING_QUESTIONS = ("partner", "holding")
EXPLAIN_COLUMNS = ["id", "source", "where", "odds", "verdict", "model_odds", "explained_by", "explanations"]


def matches(printed: PrintedOdds, reckoning: Reckoning, truth: Fraction) -> bool:
    """Whether a reckoning gives the printed figure at the author's precision: the chance it reaches written in
    his form; for a misprint, the corrected figure is one digit (or one exchange of adjacent digits) from his and
    the chance reached gives it; for the figure's other reading, that reading gives the true chance."""
    if reckoning.method is Method.MISPRINT:
        return (reckoning.figure in {text for text, _ in variants(printed.text)}
                and prints_as(corrected(reckoning), reckoning.probability))
    if reckoning.method is Method.EDGE_FOR_CHANCE:
        return any(0 < truth < 1 and other.in_authors_terms(truth) for other in printed.others)
    return prints_as(printed, reckoning.probability)


def reckonings(claim: Claim, printed: PrintedOdds, truth: Fraction) -> list[Reckoning]:
    """Every method that reproduces the printed figure at the author's precision, each with the figure it gives,
    in the order of :class:`~whistodds.odds.explain.Method`; where none does, a misprint of the true figure or
    of the figure a method reaches (``either-side+misprint``), else nothing ("none found")."""
    candidates: list[Reckoning] = []
    card_rules: Sequence[Callable[[Claim, PrintedOdds], list[Reckoning]]] = (*CARD_METHODS, *RULE_METHODS)
    for method in card_rules:
        candidates += method(claim, printed)
    for generic in GENERIC:
        candidates += generic(printed, truth)
    found = [r for r in candidates if matches(printed, r, truth)]
    if not found:  # a misprint is the explanation of last resort: of the true figure, else of a method's
        found = misprint(printed, truth)
        for candidate in candidates:
            if not found and candidate.method is not Method.EDGE_FOR_CHANCE:
                found = misprint(printed, candidate.probability, candidate.method)
    order = list(Method)
    return sorted(found, key=lambda r: (order.index(r.after or r.method), order.index(r.method)))


def one_row_per_claim(table: pd.DataFrame) -> pd.DataFrame:
    """Each claim's row at its best reading, under the first of :data:`PREFERRED_MODELS` it has (else its first)."""
    best = table[table.best_reading] if "best_reading" in table else table
    rank = best.model.map({m: i for i, m in enumerate(PREFERRED_MODELS)}).fillna(len(PREFERRED_MODELS))
    return best.assign(_rank=rank).sort_values("_rank", kind="stable").drop_duplicates("id").drop(
        columns="_rank").loc[lambda t: t.index.sort_values()]


def _row_reckonings(claims: dict[str, Claim], row: pd.Series) -> list[Reckoning]:
    claim = claims[row.id]
    printed = {odds.text: odds for odds in claim.printed}[row.odds]
    return reckonings(claim, printed, Fraction(float(row.model_probability)))


def explain_claims(claims: list[Claim], table: pd.DataFrame) -> pd.DataFrame:
    """The claims check (:func:`~whistodds.odds.claims.check.evaluate_claims`) with two columns more: for each
    row whose verdict is not exact, close or borne out (and whose figure is a figure, not "a small odds"),
    ``explained_by`` (the methods, or "none found") and ``explanations`` (each with the figure it gives)."""
    by_id = {claim.id: claim for claim in claims}
    explained, said = [], []
    cache: dict[tuple[str, str, float], list[Reckoning]] = {}
    for _, row in table.iterrows():
        # a number (a mean, a count, a game's length) is no odds any method of the books would have made
        if row.verdict in RIGHT or row.qualifier == "a small odds" or pd.isna(row.model_probability):
            explained.append("")
            said.append("")
            continue
        key = (row.id, row.odds, float(row.model_probability))
        if key not in cache:
            cache[key] = _row_reckonings(by_id, row)
        found = cache[key]
        explained.append(", ".join(dict.fromkeys(r.name for r in found)) or NONE_FOUND)
        said.append("; ".join(r.said for r in found) or NONE_FOUND)
    return table.assign(explained_by=explained, explanations=said)


def explanation_table(explained: pd.DataFrame) -> pd.DataFrame:
    """One row a figure not borne out (at its best reading, under the preferred model): its verdict, the model's
    figure in the author's form, and the methods that reproduce his."""
    rows = one_row_per_claim(explained)
    rows = rows[rows.explained_by != ""]
    if "where" not in rows:
        rows = rows.assign(where=rows["line"] if "line" in rows else "")
    return rows[EXPLAIN_COLUMNS].reset_index(drop=True)


def fit_methods(claims: list[Claim], explained: pd.DataFrame) -> pd.DataFrame:
    """For each source and kind of figure (``holding``: partner and holding questions; ``game``: the rest), how
    many of its figures each method reproduces at the author's precision, every figure counted (those borne out
    too), beside how many the cards themselves give (``the cards as dealt``: verdict exact); the methods that
    reproduce most first.  "This page's table is not hypergeometric at all" is a finding when a method
    reproduces more of a source's figures than the cards as dealt do.

    Args:
        claims: the claims of the file.
        explained: :func:`explain_claims`'s table.
    """
    by_id = {claim.id: claim for claim in claims}
    rows = one_row_per_claim(explained)
    rows = rows[(rows.qualifier != "a small odds") & rows.model_probability.notna()]  # odds: not numbers
    out = []
    for (source, kind), group in rows.groupby([rows.source, rows.question.map(
            lambda q: "holding" if q in HOLDING_QUESTIONS else "game")], sort=False):
        counts = {method: 0 for method in Method}
        for _, row in group.iterrows():
            for method in {r.method for r in _row_reckonings(by_id, row) if r.method is not Method.MISPRINT}:
                counts[method] += 1  # a misprint is no way of reckoning: it is not counted
        errors = group[~group.verdict.isin(RIGHT)]
        lines = [("the cards as dealt", int((group.verdict == "exact").sum()))]
        lines += [(method.value, count) for method, count in counts.items() if count]
        for name, count in sorted(lines, key=lambda item: -item[1]):
            out.append({"source": source, "figures": kind, "method": name, "reproduces": count,
                        "of": len(group), "errors": len(errors)})
    return pd.DataFrame(out, columns=["source", "figures", "method", "reproduces", "of", "errors"])


def fit_methods_paragraph(methods: pd.DataFrame) -> str:
    """Each source's finding in a sentence: the method that reproduces most of its figures, and the cards' own
    count beside it."""
    parts = []
    for (source, kind), group in methods.groupby(["source", "figures"], sort=False):
        best = group.iloc[0]
        cards = group[group.method == "the cards as dealt"].reproduces.sum()
        if best.method == "the cards as dealt" or best.reproduces == 0:
            parts.append(f"{source} ({kind} figures): the cards as dealt give {cards} of {best.of}; no other "
                         f"method reproduces more.")
        else:
            parts.append(f"{source} ({kind} figures): {best.method} reproduces {best.reproduces} of {best.of}, "
                         f"the cards as dealt {cards}.")
    return " ".join(parts)
