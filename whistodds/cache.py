"""Where whistodds keeps what it computes once: compiled code and deal kernels, in a cache that heals itself.

``$WHISTODDS_CACHE`` if set, else the platform's user cache folder for
whistodds (platformdirs: ``$XDG_CACHE_HOME/whistodds`` or ``~/.cache/whistodds``
on Linux, ``~/Library/Caches/whistodds`` on macOS).  Caching is only an
optimisation: a folder that cannot be written means running without a cache,
with one line saying so; an entry that fails its check when read is moved
aside into ``damaged/`` (one line on stderr naming it) and made again.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

DAMAGED = "damaged"


def say(message: str) -> None:
    """One line on stderr, for the few things a user should know without being asked."""
    print(f"whistodds: {' '.join(message.split())}", file=sys.stderr)


def cache_root() -> Path:
    """The cache folder the user's settings name (it may not exist or be writable)."""
    if os.environ.get("WHISTODDS_CACHE"):
        return Path(os.environ["WHISTODDS_CACHE"])
    import platformdirs

    return Path(platformdirs.user_cache_dir("whistodds", appauthor=False))


def cache_dir() -> Path | None:
    """The user's cache folder for whistodds, created on first use; None (said once) if it cannot be written."""
    return _usable(str(cache_root()))


@lru_cache(maxsize=8)
def _usable(root: str) -> Path | None:
    folder = Path(root)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-", delete=True)
        probe.close()
    except OSError as error:
        say(f"the cache folder {root} cannot be written ({error.strerror or error}); running without a cache")
        return None
    return folder


def checksum(*parts: Any) -> str:
    """A sha256 of the parts' JSON, the same for the same content on every machine."""
    return hashlib.sha256(json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (a temporary file beside it, then a rename)."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        mask = os.umask(0o022)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)  # mkstemp makes 0600; a cache entry is as any file the user makes
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def set_aside(path: Path, reason: str) -> None:
    """Move a damaged cache entry into ``damaged/`` beside it, saying so in one line."""
    target = path.parent / DAMAGED / f"{path.name}.{time.strftime('%Y%m%dT%H%M%S')}"
    try:
        target.parent.mkdir(exist_ok=True)
        os.replace(path, target)
        where = f"moved to {target}"
    except OSError:
        path.unlink(missing_ok=True)
        where = "removed"
    say(f"the cache file {path} was damaged ({reason}); {where}, and it will be made again")


def cache_info() -> dict[str, Any]:
    """What the cache holds: its folder, size, and entries by kind."""
    root = cache_root()
    files = [p for name in OWN_ENTRIES if (root / name).is_dir() for p in (root / name).rglob("*") if p.is_file()]

    def count(pattern: str) -> int:
        return sum(1 for p in files if p.match(pattern) and DAMAGED not in p.parts)

    return {"folder": str(root), "exists": root.is_dir(), "bytes": sum(p.stat().st_size for p in files),
            "files": len(files), "kernels": count("kernels/*.json"), "checkpoints": count("checkpoints/*.json"),
            "compiled_code_versions": len([p for p in (root / "numba").iterdir() if p.is_dir()])
            if (root / "numba").is_dir() else 0,
            "damaged_entries_set_aside": sum(1 for p in files if DAMAGED in p.parts)}


OWN_ENTRIES = ("kernels", "numba", "checkpoints")  # what whistodds keeps in the folder; nothing else is touched


def clear_cache() -> int:
    """Remove what whistodds keeps in the cache folder (kernels, compiled code and the checkpoints of
    stopped runs, damaged entries set aside with them) and nothing else; returns the number of files removed."""
    root = cache_root()
    removed = 0
    for name in OWN_ENTRIES:
        folder = root / name
        if folder.is_dir() and not folder.is_symlink():
            removed += sum(1 for p in folder.rglob("*") if p.is_file())
            shutil.rmtree(folder, ignore_errors=True)
    _usable.cache_clear()
    return removed
