import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from listening import Watch

# The primary sources beside the repository (../shared/sources), or beside a folder holding it (a git worktree
# in a folder of worktrees: ../../shared/sources).
_ROOT = Path(__file__).resolve().parents[1]
SOURCES = next((folder / "shared" / "sources" for folder in _ROOT.parents if (folder / "shared" / "sources").is_dir()),
               _ROOT.parent / "shared" / "sources")


@pytest.fixture(scope="session", autouse=True)
def listening_watch() -> Iterator[Watch]:
    """This test process and every process it starts, watched for a socket listening beyond loopback
    (tests/listening.py); each xdist worker watches its own."""
    watch = Watch(os.getpid())
    watch.start()
    yield watch
    watch.stop()
    found = watch.take()
    if found:
        pytest.fail("listening beyond loopback (127.0.0.0/8, ::1): " + "; ".join(found), pytrace=False)


@pytest.fixture(scope="module", autouse=True)
def nothing_listens_beyond_loopback(listening_watch: Watch) -> Iterator[None]:
    """A module whose tests started a process listening beyond loopback fails at its end, naming it."""
    yield
    found = listening_watch.take()
    if found:
        pytest.fail("a process this module started listened beyond loopback (127.0.0.0/8, ::1): "
                    + "; ".join(found), pytrace=False)


@pytest.fixture(scope="session")
def sources_dir() -> Path:
    """The primary sources beside the repository (../shared/sources), or skip."""
    if not SOURCES.is_dir():
        pytest.skip(f"primary sources not found at {SOURCES}")
    return SOURCES


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """pytest-xdist's controller (make test runs ``pytest -n 2``) hands each worker the run's own ``COLUMNS``."""
    node.workerinput["columns"] = os.environ.get("COLUMNS")


def pytest_configure(config: pytest.Config) -> None:
    # xdist's workers start with COLUMNS=80 though the run has none (seen with pytest-xdist 3.8), and the
    # command line fits its tables to $COLUMNS: a worker keeps the run's own, so the manual's tables print whole.
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None and "columns" in workerinput:
        if workerinput["columns"] is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = workerinput["columns"]


def built_once(tmp_path_factory: pytest.TempPathFactory, name: str, build) -> Path:
    """A folder ``name`` filled by ``build(folder)`` once for the whole run: once a process without pytest-xdist,
    and once for all of xdist's workers with it (the first to come builds it, holding a lock on the run's own
    temporary folder; the others wait and read it).  For expensive read-only set-ups several test modules share."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        folder = tmp_path_factory.mktemp(name)
        build(folder)
        return folder
    import fcntl

    root = tmp_path_factory.getbasetemp().parent  # this run's, shared by its workers (popen-gw0, popen-gw1 ...)
    folder, done = root / name, root / f"{name}.done"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)  # a worker that failed part-way
            folder.mkdir()
            build(folder)
            done.touch()
    return folder


@pytest.fixture(scope="session")
def report_dir(tmp_path_factory) -> Path:
    """The small report (2,000 deals, seed 3) with its explorer.html, built once for tests/test_report.py and
    tests/test_browser.py, which only read it.  Built by a process of its own, so that it never holds a game or
    play model an earlier test registered in this one (the manual's example registers "my-whist" for good)."""
    import subprocess
    import sys

    def build(out: Path) -> None:
        result = subprocess.run([sys.executable, "-c", "from whistodds.cli.app import main; main()", "report",
                                 "--out", str(out), "--deals", "2000", "--seed", "3", "--quiet"],
                                capture_output=True, text=True, timeout=1800)
        assert result.returncode == 0, result.stderr

    return built_once(tmp_path_factory, "report", build)


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
