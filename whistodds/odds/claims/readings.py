"""Two readings of a figure a source misprints: ``odds`` written ``5 to 6 | 6 to 5``.

Each reading is checked as a claim of its own (its own row, ``odds`` the reading); for each claim, model and
reading of the deal, the reading nearer the model is the better one: ``best_reading`` marks it, the source's
mean error uses it, and the summary says so in its ``two_readings`` column.

>>> split_readings("5 to 6 | 6 to 5")
['5 to 6', '6 to 5']
>>> split_readings("5 to 6 |")
Traceback (most recent call last):
...
ValueError: odds '5 to 6 |' have an empty reading; write two readings as '5 to 6 | 6 to 5'
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

import pandas as pd

if TYPE_CHECKING:
    from whistodds.odds.printed_odds import PrintedOdds

SEPARATOR = "|"
KEYS = ["id", "model", "reading"]  # a claim's rows under one model and one reading of the deal


def split_readings(text: str) -> list[str]:
    """The readings of an ``odds`` cell: one, or several separated by ``|``."""
    parts = [part.strip() for part in str(text).split(SEPARATOR)]
    if len(parts) > 1 and not all(parts):
        raise ValueError(f"odds {text!r} have an empty reading; write two readings as '5 to 6 | 6 to 5'")
    return parts


def read_odds_cell(text: str, quote: str, reading: str) -> tuple[list[PrintedOdds], list[str]]:
    """Each reading of an ``odds`` cell (:func:`split_readings`) read as printed odds, its reading settled by the
    ``reading`` column or the quote's words, and how each was read in words; a ``ValueError`` naming the reading
    of a misprint that fails."""
    from whistodds.odds.claims.said import settle_reading
    from whistodds.odds.printed_odds import read_printed_odds

    texts = split_readings(text)
    printed: list[PrintedOdds] = []
    said: list[str] = []
    for one in texts:
        try:
            read, how = settle_reading(read_printed_odds(one, reading or None), quote, reading)
        except ValueError as error:  # name the cell, and the reading of a misprint that fails
            detail = str(error).removeprefix(f"odds {one!r}").lstrip(" :")
            raise ValueError(f"the reading {one!r} {detail}" if len(texts) > 1 else detail) from None
        printed.append(read)
        said.append(how)
    return printed, said


def not_odds(text: str) -> str:
    """For a figure that is a number and no odds (a mean "3.25"), where a number is judged; else ''.

    >>> not_odds("3.25").startswith("it is a number"), not_odds("7 to 4")
    (True, '')
    """
    from whistodds.odds.claims.numbers import read_printed_number

    try:
        read_printed_number(text)
    except ValueError:
        return ""
    return ("it is a number, not a form of odds: a number (a mean, a count) is judged where the held sentence "
            "asks one, e.g. 'the average number of trumps partner holds'; this sentence asks a chance")


def expand(rows: list[dict[str, Any]], readings: tuple[tuple[str, Fraction, str | None], ...]
           ) -> list[dict[str, Any]]:
    """Each of a claim's rows once for each reading of its odds (the rows unchanged where it has one)."""
    if len(readings) < 2:
        return rows
    return [{**row, "odds_as_printed": row["odds"], "odds": text, "stated_probability": float(probability),
             "qualifier": qualifier or ""}
            for row in rows for text, probability, qualifier in readings]


def better_readings(table: pd.DataFrame) -> pd.Series:
    """True for a claim's only reading of its odds, or the one nearest the model (the first on a tie)."""
    if "odds_as_printed" not in table:
        return pd.Series(True, index=table.index)
    several = table.odds_as_printed.notna()
    better = pd.Series(True, index=table.index)
    errors = table.difference_pp.abs()[several]
    for _, group in errors.groupby([table.loc[several, key] for key in KEYS], sort=False):
        better[group.index] = group.index == group.idxmin()
    return better


def two_readings_note(group: pd.DataFrame) -> dict[str, str]:
    """For a source's rows at their best readings: which reading of each misprinted figure was used."""
    if "odds_as_printed" not in group:
        return {}
    several = group[group.odds_as_printed.notna()].drop_duplicates("id")
    if several.empty:
        return {"two_readings": ""}
    return {"two_readings": "the mean error reads " + "; ".join(
        f"{row.id} '{row.odds_as_printed}' as the better reading, {row.odds}" for row in several.itertuples())}
