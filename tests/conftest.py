from pathlib import Path

import pytest
from typer.testing import CliRunner

SOURCES = Path(__file__).resolve().parents[1].parent / "shared" / "sources"


@pytest.fixture(scope="session")
def sources_dir() -> Path:
    """The primary sources beside the repository (../shared/sources), or skip."""
    if not SOURCES.is_dir():
        pytest.skip(f"primary sources not found at {SOURCES}")
    return SOURCES


@pytest.fixture(scope="session")
def report_dir(tmp_path_factory) -> Path:
    """A small report (2,000 deals, seed 3), built once for the session: tests/test_report.py reads its files,
    tests/test_browser.py opens its index.html and explorer.html in a browser."""
    from whistodds.cli.app import app

    out = tmp_path_factory.mktemp("report")
    result = CliRunner().invoke(app, ["report", "--out", str(out), "--deals", "2000", "--seed", "3", "--quiet"])
    assert result.exit_code == 0, result.output
    return out
