"""A claims file written for a test: the rows given, under the header given (a missing cell left empty)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path


def write_claims(path: Path, rows: Iterable[Mapping[str, object]], header: Sequence[str]) -> Path:
    stream = io.StringIO()
    writer = csv.DictWriter(stream, header)
    writer.writeheader()
    writer.writerows({column: row.get(column, "") for column in header} for row in rows)
    path.write_text(stream.getvalue(), encoding="utf-8")
    return path
