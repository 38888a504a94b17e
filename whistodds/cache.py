"""Where whistodds keeps what it computes once: compiled kernels and per-deal kernels.

``$WHISTODDS_CACHE`` if set, else ``$XDG_CACHE_HOME/whistodds``, else
``~/.cache/whistodds``.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """The user's cache folder for whistodds (created on first use)."""
    if os.environ.get("WHISTODDS_CACHE"):
        root = Path(os.environ["WHISTODDS_CACHE"])
    else:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "whistodds"
    root.mkdir(parents=True, exist_ok=True)
    return root
