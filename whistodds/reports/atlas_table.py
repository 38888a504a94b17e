"""The atlas of the books' figures, checked and explained once for the report's section and the explorer's table:
one row a printed figure, with its source, year, where it is printed, the quote, the verdict and the methods that
reproduce it (:mod:`whistodds.odds.explain`).

>>> # rows = atlas_rows(explained_atlas()[1])   # half a minute: every figure checked exactly or under hoyle
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.claims import Claim

ATLAS = "atlas"
VERDICTS = ("exact", "close", "borne out", "overstates", "understates", "not borne out")
RIGHT = ("exact", "close", "borne out")
ROW_COLUMNS = ["id", "source", "year", "century", "where", "quote", "odds", "verdict", "model_odds", "explained_by",
               "explanations"]


def explained_atlas(seed: int = 0) -> tuple[list[Claim], pd.DataFrame]:
    """The shipped atlas, every figure checked (a game or rubber under the default play model, the cards exactly)
    and each not borne out explained: worked out once a process and seed (the report's section, its chart and
    the explorer ask the same), and kept in the cache (:mod:`whistodds.reports.kept_tables`); a copy of it
    given each time."""
    claims, explained = _explained_atlas(seed)
    return list(claims), explained.copy()


@cache
def _explained_atlas(seed: int) -> tuple[tuple[Claim, ...], pd.DataFrame]:
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims.check import evaluate_claims
    from whistodds.odds.explain.table import explain_claims
    from whistodds.simulations.play.models import default_model

    from whistodds.reports.kept_tables import kept_table
    from whistodds.simulations.play.identity import is_builtin

    claims, model = read_claims(shipped_claims_path(ATLAS)), default_model()

    def explained() -> pd.DataFrame:
        return explain_claims(claims, evaluate_claims(claims, model=model, seed=seed))

    # Kept in the cache (the same every run of this code and data) for the package's own model alone.
    return tuple(claims), kept_table(ATLAS, [seed, model.name], explained) if is_builtin(model) else explained()


def atlas_figures(explained: pd.DataFrame) -> pd.DataFrame:
    """One row a figure, at its best reading: :data:`ROW_COLUMNS`, the year a number."""
    from whistodds.odds.explain.table import one_row_per_claim

    rows = one_row_per_claim(explained)[ROW_COLUMNS].reset_index(drop=True)
    return rows.assign(year=rows.year.astype(int))


def atlas_by_source(figures: pd.DataFrame) -> pd.DataFrame:
    """Each source in order of its year: its figures, each verdict's count, the share borne out (exact, close or
    borne out), and of the rest how many a method explains and how many none does."""
    import pandas as pd

    rows = []
    for source, group in figures.sort_values("year", kind="stable").groupby("source", sort=False):
        wrong = group[~group.verdict.isin(RIGHT)]
        rows.append({"source": source, "year": int(group.year.min()), "century": group.century.iloc[0],
                     "figures": len(group), **{v: int((group.verdict == v).sum()) for v in VERDICTS},
                     "share_right": float(group.verdict.isin(RIGHT).mean()),
                     "explained": int((wrong.explained_by != "none found").sum()),
                     "none_found": int((wrong.explained_by == "none found").sum())})
    return pd.DataFrame(rows)


def atlas_rows(explained: pd.DataFrame) -> list[dict[str, Any]]:
    """The figures as JSON-ready records for the explorer's table (each method a list, to filter by)."""
    figures = atlas_figures(explained)
    return [{**{column: (int(value) if column == "year" else str(value)) for column, value in row.items()},
             "methods": [name for name in str(row["explained_by"]).split(", ") if name]}
            for row in figures.to_dict("records")]
