"""Registration in any order: whichever module of the package a process imports first, every game, play model,
report section and command is registered when it is looked up."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import whistodds
from whistodds.families import gleek

RUNNER = Path(__file__).with_name("registries.py")
HANG = 1200  # seconds: a runner this slow has hung (a module imported and four look-ups take a second or so)


def registries_after(*modules: str) -> dict[str, dict[str, list[str]] | str]:
    """Every registry's contents in a fresh process for each of ``modules``, which imported it first (or the
    error that process ended with)."""
    done = subprocess.run([sys.executable, str(RUNNER), *modules], capture_output=True, text=True, timeout=HANG,
                          cwd=RUNNER.parent)
    assert done.returncode == 0, done.stderr[-2000:]
    found: dict[str, dict[str, list[str]] | str] = json.loads(done.stdout)
    return found


def test_a_games_rules_imported_first_still_registers_its_game():
    """The case that failed: a process that imported Gleek's rules first knew no gleek."""
    rules = gleek.__name__ + ".rules"
    found = registries_after("whistodds", rules)
    reference = found["whistodds"]
    assert isinstance(reference, dict) and {"gleek", "scotch-whist"} <= set(reference["games"])
    assert found[rules] == reference


def test_every_module_imported_first_leaves_every_registry_whole():
    """Each module of the package imported first, each in a fresh process (two runners at a time), then each
    registry looked up: each finds what a process that imported nothing of the package but itself finds."""
    modules = [info.name for info in pkgutil.walk_packages(whistodds.__path__, "whistodds.")]
    with ThreadPoolExecutor(max_workers=2) as pool:
        halves = pool.map(lambda half: registries_after(*half), [["whistodds", *modules[::2]], modules[1::2]])
        found = {module: registries for half in halves for module, registries in half.items()}
    reference = found.pop("whistodds")
    assert isinstance(reference, dict) and all(reference.values()), reference
    wrong = {module: registries if isinstance(registries, str) else
             {name: sorted(set(reference[name]) ^ set(names)) for name, names in registries.items()
              if names != reference[name]}
             for module, registries in found.items() if registries != reference}
    assert not wrong, f"registries that differ (what is missing or extra) after importing first: {wrong}"


def test_a_discovery_runs_once_and_every_thread_waits_for_it():
    """Threads that look a registry up at once: the search runs once, and none goes on before it is done."""
    import threading
    import time

    from whistodds.games.discovery import Discovery

    found: list[str] = []
    discover = Discovery(lambda: (time.sleep(0.2), found.append("every module")))
    seen: list[list[str]] = []

    def look_up() -> None:
        discover()
        seen.append(list(found))

    threads = [threading.Thread(target=look_up) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=HANG)
    assert found == ["every module"] and seen == [["every module"]] * 8


def test_a_discovery_that_failed_runs_again():
    from whistodds.games.discovery import Discovery

    tries: list[int] = []

    def search() -> None:
        tries.append(len(tries))
        if len(tries) == 1:
            raise ImportError("a module that could not be imported")

    discover = Discovery(search)
    with pytest.raises(ImportError):
        discover()
    discover(), discover()
    assert tries == [0, 1]
