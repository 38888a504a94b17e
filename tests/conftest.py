import os
import shutil
from pathlib import Path

import pytest

# The primary sources beside the repository (../shared/sources), or beside a folder holding it (a git worktree
# in a folder of worktrees: ../../shared/sources).
_ROOT = Path(__file__).resolve().parents[1]
SOURCES = next((folder / "shared" / "sources" for folder in _ROOT.parents if (folder / "shared" / "sources").is_dir()),
               _ROOT.parent / "shared" / "sources")


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


CHROMIUM = os.environ.get("WHISTODDS_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def _missing(reason: str) -> None:
    message = (f"{reason}: the browser tests need Debian's chromium (apt-get install -y chromium) and Playwright "
               f"from PyPI (pip install -e '.[test]'); never 'playwright install'")
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def browser():
    """One headless chromium for a module of browser tests (Debian's, driven by Playwright); skipped without
    either, a failure when ``CI`` is set."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright is not installed")
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        _missing(f"chromium not found at {CHROMIUM}")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
