from pathlib import Path

import pytest

SOURCES = Path(__file__).resolve().parents[1].parent / "shared" / "sources"


@pytest.fixture(scope="session")
def sources_dir() -> Path:
    """The primary sources beside the repository (../shared/sources), or skip."""
    if not SOURCES.is_dir():
        pytest.skip(f"primary sources not found at {SOURCES}")
    return SOURCES


@pytest.fixture()
def compiled_copy(tmp_path):
    """A copy of this version's compiled-code cache, recorded (signed) in a cache folder of its own
    (tests/test_faults.py and tests/test_hostile.py)."""
    import shutil

    from whistodds.simulations.compiled import compiled_cache_folder, record_folder

    source = compiled_cache_folder()
    if source is None or not any(source.rglob("*.nbi")):
        pytest.skip("no compiled-code cache to copy")
    target = tmp_path / "cache" / "numba" / source.name
    shutil.copytree(source, target)
    record_folder(target)
    return target
