"""A table worked out the same on every run (the atlas checked and explained, the books' cases judged) kept in
the cache as JSON data (:func:`whistodds.cache.results.kept`): its columns, their types and its rows.  A table is
kept only if it reads back equal to itself, every value and type (checked when it is made), so a table read back
is the table made, and the files written from it the same bytes.

>>> import pandas as pd
>>> table = pd.DataFrame({"id": ["a", None], "p": [0.1, float("nan")], "n": [1, 2], "best": [True, False]})
>>> from_document(to_document(table)).equals(table)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from whistodds.cache import MEGABYTE
from whistodds.cache.results import kept

if TYPE_CHECKING:
    import pandas as pd

MAX_TABLE_BYTES = 32 * MEGABYTE  # the atlas explained, the largest, is some 1 MB
TYPES = ("str", "object", "float64", "int64", "bool")  # the column types a kept table may have


def _cell(value: Any) -> Any:
    """A cell as JSON: a missing value (NaN, None) as None, a number or a flag as Python's own."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return value.item() if hasattr(value, "item") else value


def to_document(table: pd.DataFrame) -> dict[str, Any]:
    """``table`` (a plain index 0, 1, ...) as JSON-ready data: its columns, their types and its columns' values."""
    return {"columns": [str(name) for name in table.columns], "types": [str(kind) for kind in table.dtypes],
            "values": [[_cell(value) for value in table[name].tolist()] for name in table.columns]}


def from_document(document: dict[str, Any]) -> pd.DataFrame:
    """The table :func:`to_document` wrote."""
    import pandas as pd

    return pd.DataFrame({name: pd.Series(values, dtype=kind) for name, kind, values
                         in zip(document["columns"], document["types"], document["values"], strict=True)})


def check_document(document: Any) -> None:
    """A ``TypeError`` unless ``document`` is a table's: its columns named, each of a known type, as long as
    each other."""
    if not isinstance(document, dict) or set(document) != {"columns", "types", "values"}:
        raise TypeError("it is not a table")
    columns, types, values = document["columns"], document["types"], document["values"]
    if not (isinstance(columns, list) and isinstance(types, list) and isinstance(values, list)
            and len(columns) == len(types) == len(values) and all(isinstance(name, str) for name in columns)
            and all(kind in TYPES for kind in types) and all(isinstance(column, list) for column in values)
            and len({len(column) for column in values}) <= 1):
        raise TypeError("its columns, types and values do not match")


def kept_table(kind: str, key: list[Any], make: Callable[[], pd.DataFrame]) -> pd.DataFrame:
    """The table ``make()`` gives for ``kind`` and ``key``, from the cache when kept there; kept only if it reads
    back equal (every value and column type) and has a plain index."""
    import pandas as pd

    def exact(document: dict[str, Any]) -> bool:
        table = made[0]
        return (isinstance(table.index, pd.RangeIndex) and table.index.start == 0 and table.index.step == 1
                and all(str(kind) in TYPES for kind in table.dtypes) and from_document(document).equals(table))

    made: list[pd.DataFrame] = []

    def document() -> dict[str, Any]:
        made.append(make())
        return to_document(made[0])

    kept_document = kept(kind, key, document, check_document, MAX_TABLE_BYTES, keep_if=exact)
    return made[0] if made else from_document(kept_document)
