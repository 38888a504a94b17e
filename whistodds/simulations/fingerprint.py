"""A fingerprint of the compiled simulation code, without importing numba, and the key of a game's deal.

It names numba's cache folder and keys the kernels cached on demand: a change
to dealing or play must not serve results the new code would not make.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from whistodds.cache import checksum
from whistodds.games.definition import Game


@lru_cache(maxsize=None)
def code_fingerprint() -> str:
    """A short hash of numba's version and every simulation module with compiled code."""
    try:
        numba_version = version("numba")
    except PackageNotFoundError:  # pragma: no cover - numba is a dependency
        numba_version = "none"
    digest = hashlib.sha256(numba_version.encode())
    for path in sorted(Path(__file__).parent.rglob("*.py")):
        source = path.read_bytes()
        if b"numba" in source:  # only modules with compiled code count
            digest.update(source)
    return digest.hexdigest()[:16]


def deal_key(game: Game) -> str:
    """A short hash of what decides a kernel: the deal, the play readings and what a deal's outcome
    counts (games that differ only in their scoring share kernels)."""
    outcome = game.score_rules.outcome_key() if game.has_score else None
    return checksum(repr(game.deal_signature()), repr(outcome))[:16]
