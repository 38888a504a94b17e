"""The cache folder: where it is, whether it is the user's alone (checked once a run, said in one line if not),
turned off for the rest of a run by a failed write; what it holds, and clearing it.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from whistodds.cache.key import cache_key
from whistodds.cache.notes import say

DAMAGED = "damaged"


def cache_root() -> Path:
    """The cache folder the user's settings name (it may not exist or be writable)."""
    if os.environ.get("WHISTODDS_CACHE"):
        return Path(os.environ["WHISTODDS_CACHE"])
    import platformdirs

    return Path(platformdirs.user_cache_dir("whistodds", appauthor=False))


def cache_dir() -> Path | None:
    """The user's cache folder for whistodds, created on first use; None (said once) if it cannot be written,
    is not the user's alone, or was turned off by a failed write this run."""
    if _DISABLED:
        return None
    return _usable(str(cache_root()))


_DISABLED: list[str] = []  # why the cache was turned off for the rest of this run


def disable_cache(reason: str) -> None:
    """Run without a cache from now on (a write failed: a full disk, a read-only folder, a quota), said once."""
    if not _DISABLED:
        _DISABLED.append(reason)
        say(f"the cache folder {cache_root()} cannot be written ({reason}); running without a cache for the rest "
            f"of this run")


def cache_disabled() -> bool:
    """Whether a failed write turned the cache off for the rest of this run."""
    return bool(_DISABLED)


def unsafe_folder(folder: Path) -> str | None:
    """Why ``folder`` cannot hold a cache the user alone controls (None if it can): it is a symbolic link,
    not a folder, not the user's own, or writable by group or others."""
    info = os.lstat(folder)
    if stat.S_ISLNK(info.st_mode):
        return "is a symbolic link"
    if not stat.S_ISDIR(info.st_mode):
        return "is not a folder"
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return f"belongs to another user (uid {info.st_uid})"
    if info.st_mode & 0o022:
        who = "group and others" if info.st_mode & 0o022 == 0o022 else "group" if info.st_mode & 0o020 else "others"
        return f"can be written by {who} (mode {stat.S_IMODE(info.st_mode):o})"
    return None


def make_private_folder(folder: Path, root: Path) -> None:
    """Make ``folder`` (and the folders between it and ``root``) if missing, none writable by group or others
    whatever the umask, so that the next run's check finds them the user's alone."""
    folder.mkdir(parents=True, exist_ok=True)
    for here in [folder, *folder.parents]:
        if here == root or root not in here.parents:
            break
        info = os.lstat(here)
        if stat.S_ISDIR(info.st_mode) and info.st_mode & 0o022 and info.st_uid == os.getuid():
            os.chmod(here, stat.S_IMODE(info.st_mode) & ~0o022)


def _unsafe_inside(root: Path) -> tuple[Path, str] | None:
    """The first folder inside :data:`OWN_ENTRIES` (themselves included) that is not the user's alone."""
    for name in OWN_ENTRIES:
        top = root / name
        if not os.path.lexists(top):
            continue
        problem = unsafe_folder(top)
        if problem:
            return top, problem
        for here, folders, _ in os.walk(top, followlinks=False):
            for sub in folders:
                problem = unsafe_folder(Path(here) / sub)
                if problem:
                    return Path(here) / sub, problem
    return None


@lru_cache(maxsize=8)
def _usable(root: str) -> Path | None:
    folder = Path(root)
    try:
        if not os.path.lexists(folder):
            folder.mkdir(parents=True, mode=0o700)
        problem = unsafe_folder(folder)
        inside = None if problem else _unsafe_inside(folder)
        if inside is not None:
            where, problem = inside
        else:
            where = folder
        if problem:
            say(f"the cache folder {where} {problem}; running without a cache (a cache must be yours alone, "
                f"{'no link' if 'link' in problem else 'chmod go-w it'}; or set WHISTODDS_CACHE to a folder of yours)")
            return None
        probe = tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-", delete=True)
        probe.close()
        cache_key()
    except OSError as error:
        say(f"the cache folder {root} cannot be written ({error.strerror or error}); running without a cache")
        return None
    except ValueError as error:
        say(f"{error}; running without a cache")
        return None
    return folder


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


OWN_ENTRIES = ("kernels", "numba", "checkpoints", "results")  # what whistodds keeps in the folder; nothing else is touched


def clear_cache() -> int:
    """Remove what whistodds keeps in the cache folder (kernels, compiled code, the checkpoints of stopped
    runs and the results kept, damaged entries set aside with them) and nothing else; returns the number of files removed."""
    root = cache_root()
    removed = 0
    for name in OWN_ENTRIES:
        folder = root / name
        if folder.is_dir() and not folder.is_symlink():
            removed += sum(1 for p in folder.rglob("*") if p.is_file())
            shutil.rmtree(folder, ignore_errors=True)
    _usable.cache_clear()
    return removed
