"""Numba's on-disk cache, keyed by the source of every compiled module.

Numba checks only the timestamp of the file that defines a cached function, so
a change to a play model would leave the engine that calls it stale.  Keeping
the cache in a folder named by a hash of all the simulation sources makes any
change start a fresh cache.  A ``NUMBA_CACHE_DIR`` the user set wins.
This module must be imported before any ``@njit(cache=True)`` is decorated.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import numba

from whistodds.cache import cache_dir


def _fingerprint() -> str:
    digest = hashlib.sha256(numba.__version__.encode())
    for path in sorted(Path(__file__).parent.rglob("*.py")):
        source = path.read_bytes()
        if b"numba" in source:  # only modules with compiled code count
            digest.update(source)
    return digest.hexdigest()[:16]


if not os.environ.get("NUMBA_CACHE_DIR"):
    try:
        numba.config.CACHE_DIR = str(cache_dir() / "numba" / _fingerprint())
    except OSError:  # no writable home: numba falls back to __pycache__ beside the sources
        pass
