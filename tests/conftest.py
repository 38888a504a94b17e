from pathlib import Path

import pytest

SOURCES = Path(__file__).resolve().parents[1].parent / "shared" / "sources"


@pytest.fixture(scope="session")
def sources_dir() -> Path:
    """The primary sources beside the repository (../shared/sources), or skip."""
    if not SOURCES.is_dir():
        pytest.skip(f"primary sources not found at {SOURCES}")
    return SOURCES
