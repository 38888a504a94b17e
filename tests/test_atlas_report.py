"""The atlas in the report and the explorer: the section's tables and findings from the shipped atlas, the chart,
and the explorer's table filtered by source, verdict and method in a real browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from whistodds.reports.atlas_table import atlas_by_source, atlas_figures, atlas_rows, explained_atlas
from whistodds.reports.sections import registered_sections
from whistodds.reports.sections.base import ReportContext


@pytest.fixture(scope="module")
def explained() -> Any:
    return explained_atlas(0)


def test_the_section_is_registered_under_its_module_name() -> None:
    ids = [section.id for section in registered_sections()]
    assert "atlas" in ids
    section = next(s for s in registered_sections() if s.id == "atlas")
    assert section.title == "Three centuries of figures"
    assert [chart.name for chart in section.charts] == ["atlas-verdicts"]


def test_section_tables_and_findings(explained: Any, tmp_path: Path) -> None:
    from whistodds.reports.sections import atlas

    result = atlas.compute(ReportContext(2000, 0, tmp_path))
    figures = result.tables["atlas_figures"]
    by_source = result.tables["atlas_by_source"]
    assert len(figures) == len(explained[0]) and by_source.figures.sum() == len(figures)
    assert set(by_source.source) == {claim.source for claim in explained[0]}
    wrong = figures[~figures.verdict.isin(["exact", "close", "borne out"])]
    assert (by_source.explained + by_source.none_found).sum() == len(wrong)
    assert result.findings[0].startswith(f"The atlas holds {len(figures)} printed figures")
    assert any("independent-cards" in line and "ARB-honours" in line for line in result.findings)
    assert [v.checked for v in result.verdicts] == ["The best of the old writers", "The worst of the old writers"]
    figure = atlas._chart(ReportContext(2000, 0, tmp_path), result.tables)
    assert len(figure.axes[0].patches) >= len(by_source)


def test_by_source_counts_each_verdict(explained: Any) -> None:
    from whistodds.reports.atlas_table import VERDICTS

    figures = atlas_figures(explained[1])
    by_source = atlas_by_source(figures)
    assert list(by_source.year) == sorted(by_source.year)
    for _, row in by_source.iterrows():
        mine = figures[figures.source == row.source]
        assert [row[v] for v in VERDICTS] == [int((mine.verdict == v).sum()) for v in VERDICTS]
        assert sum(row[v] for v in VERDICTS) == row.figures == len(mine)


def test_explorer_filters_the_atlas(explained: Any, browser: Any, tmp_path: Path) -> None:
    from whistodds.reports.explorer import render_explorer

    rows = atlas_rows(explained[1])
    data = {"version": "test", "deals": 1, "seed": 0, "games": [], "tables": {}, "words": [], "bob_short": {},
            "bob_short_family": "long-whist", "left_out": [], "atlas": rows}
    page_path = tmp_path / "explorer.html"
    page_path.write_text(render_explorer(data), encoding="utf-8")
    page = browser.new_page()
    try:
        page.goto(page_path.as_uri())
        assert page.text_content("#atlas-count") == f"{len(rows)} of {len(rows)} figures"
        page.select_option("#atlas-method", "independent-cards")
        shown = [cell.text_content() for cell in page.query_selector_all("#atlas-table tbody tr td:first-child")]
        assert shown == [r["id"] for r in rows if "independent-cards" in r["methods"]] and "ARB-honours" in shown
        page.select_option("#atlas-method", "")
        page.select_option("#atlas-verdict", "overstates")
        assert page.text_content("#atlas-count") == (
            f"{sum(r['verdict'] == 'overstates' for r in rows)} of {len(rows)} figures")
        source = rows[0]["source"]
        page.select_option("#atlas-source", source)
        expected = sum(r["verdict"] == "overstates" and r["source"] == source for r in rows)
        assert page.text_content("#atlas-count") == f"{expected} of {len(rows)} figures"
    finally:
        page.close()
