"""A fingerprint of the compiled simulation code, without importing numba.

It names numba's cache folder and keys the kernels cached on demand: a change
to dealing or play must not serve results the new code would not make.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


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
