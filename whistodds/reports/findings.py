"""What the report found, as data: each section with its result, in the order the page shows them."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from whistodds.reports.sections import Section, SectionResult


@dataclass
class Report:
    """What the report found: each section with its result, in the order they are shown."""

    out: Path
    deals: int
    seed: int
    sections: list[tuple[Section, SectionResult]] = field(default_factory=list)
    explorer: str | None = None  # the odds explorer's page, relative to the report folder

    @property
    def tables(self) -> dict[str, pd.DataFrame]:
        """Every table of every section, by file name."""
        return {name: table for _, result in self.sections for name, table in result.tables.items()}

    @property
    def charts(self) -> dict[str, Path]:
        """Every chart of every section: its PNG file."""
        return {name: path for _, result in self.sections for name, path in result.charts.items()}
