"""A fingerprint of the compiled simulation code, without importing numba, and the key of a game's deal.

It names numba's cache folder and keys the kernels cached on demand: a change
to dealing or play must not serve results the new code would not make.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from whistodds.cache import checksum
from whistodds.games.definition import Game


# A module with compiled code imports numba (at its top or in a function); one that only names it in words
# (the play models' registry, a docstring) does not change what the compiled code computes.
_IMPORTS_NUMBA = re.compile(rb"^[ \t]*(?:import numba\b|from numba\b)", re.MULTILINE)
# Not compiled code, though it imports numba: the compiled-code cache's own folder, lock and checks.
_CACHE_MACHINERY = ("compiled.py",)


def fingerprinted_modules() -> list[Path]:
    """The simulation modules whose source the fingerprint hashes: each that imports numba to compile code,
    not the compiled-code cache's own machinery (a change to how the cache is kept, locked or checked does
    not change what a kernel holds, so it does not throw away every cached kernel and compiled function).

    >>> names = [path.name for path in fingerprinted_modules()]
    >>> "engine.py" in names, "dealing.py" in names, "compiled.py" in names, "models.py" in names
    (True, True, False, False)
    """
    return [path for path in sorted(Path(__file__).parent.rglob("*.py"))
            if path.relative_to(Path(__file__).parent).as_posix() not in _CACHE_MACHINERY
            and _IMPORTS_NUMBA.search(path.read_bytes())]


@lru_cache(maxsize=None)
def code_fingerprint() -> str:
    """A short hash of numba's version and every simulation module with compiled code
    (:func:`fingerprinted_modules`)."""
    try:
        numba_version = version("numba")
    except PackageNotFoundError:  # pragma: no cover - numba is a dependency
        numba_version = "none"
    digest = hashlib.sha256(numba_version.encode())
    for path in fingerprinted_modules():
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def deal_key(game: Game) -> str:
    """A short hash of what decides a kernel: the deal, the play readings and what a deal's outcome
    counts (games that differ only in their scoring share kernels)."""
    outcome = game.score_rules.outcome_key() if game.has_score else None
    return checksum(repr(game.deal_signature()), repr(outcome))[:16]
