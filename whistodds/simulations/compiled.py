"""Numba's on-disk cache, keyed by the source of every compiled module.

Numba checks only the timestamp of the file that defines a cached function, so
a change to a play model would leave the engine that calls it stale.  Keeping
the cache in a folder named by a hash of all the simulation sources makes any
change start a fresh cache.  A ``NUMBA_CACHE_DIR`` the user set wins.
This module must be imported before any ``@njit(cache=True)`` is decorated.
"""

from __future__ import annotations

import os

import numba

from whistodds.cache import cache_dir
from whistodds.simulations.fingerprint import code_fingerprint


if not os.environ.get("NUMBA_CACHE_DIR"):
    try:
        numba.config.CACHE_DIR = str(cache_dir() / "numba" / code_fingerprint())
    except OSError:  # no writable home: numba falls back to __pycache__ beside the sources
        pass
