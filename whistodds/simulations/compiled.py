"""Numba's on-disk cache, keyed by the source of every compiled module, checked before numba reads it.

Numba checks only the timestamp of the file that defines a cached function, so
a change to a play model would leave the engine that calls it stale.  Keeping
the cache in a folder named by a hash of all the simulation sources makes any
change start a fresh cache.  A ``NUMBA_CACHE_DIR`` the user set wins.

Numba unpickles its cache files without a check, so one truncated or garbled
file would make every later run fail with a traceback.  Each file's sha256 is
therefore recorded (``manifest.json``) when a run ends, and checked when the
next one starts; a file that does not match, or a new one that cannot be
read, is removed with the rest of its function's cache (one line on stderr
naming it) and that function is compiled again.  Without a writable cache folder the code compiles into a
temporary one, every run.  This module must be imported before any
``@njit(cache=True)`` is decorated.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import pickle
import shutil
import tempfile
from pathlib import Path

import numba

from whistodds.cache import cache_dir, say, write_atomically
from whistodds.simulations.fingerprint import code_fingerprint

MANIFEST = "manifest.json"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _readable(path: Path) -> bool:
    """Whether numba could read this file: an index holds two pickles, a data file one."""
    try:
        with path.open("rb") as stream:
            pickle.load(stream)
            if path.suffix == ".nbi":
                pickle.loads(stream.read())
        return True
    except Exception:  # any failure to unpickle is a damaged file; numba would raise the same
        return False


def _cache_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".nbi", ".nbc") and p.is_file())


def _function_files(path: Path) -> list[Path]:
    """The cache files of the compiled function ``path`` belongs to (its index and its data)."""
    stem = path.name.split(".py")[0]
    return [p for p in path.parent.iterdir() if p.name.split(".py")[0] == stem]


def check_folder(folder: Path) -> list[Path]:
    """Check every cache file against the manifest (or, if new, that it can be read); a function whose file
    fails loses its cache files, said in one line, and is compiled again.  Returns the damaged files."""
    manifest = folder / MANIFEST
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8")) if manifest.is_file() else {}
        if not isinstance(recorded, dict):
            raise ValueError("not a mapping")
    except (ValueError, OSError, UnicodeDecodeError):
        recorded = {}
    damaged = []
    for path in _cache_files(folder):
        if not path.exists():  # removed with a damaged file of the same function
            continue
        expected = recorded.get(str(path.relative_to(folder)))
        if (_digest(path) == expected) if expected is not None else _readable(path):
            continue
        damaged.append(path)
        for other in _function_files(path):
            other.unlink(missing_ok=True)
        say(f"the compiled-code cache file {path} was damaged; it was removed, and that code will be compiled "
            f"again")
    return damaged


def record_folder(folder: Path) -> None:
    """Record the sha256 of every cache file numba has written, for the next run's check."""
    if not folder.is_dir():
        return
    try:
        digests = {str(p.relative_to(folder)): _digest(p) for p in _cache_files(folder)}
        write_atomically(folder / MANIFEST, json.dumps(digests, indent=0, sort_keys=True))
    except OSError:
        pass  # a cache that cannot be recorded is checked by reading it next time


def compiled_cache_folder() -> Path | None:
    """Where this version's compiled code is cached (None when numba's own setting is used)."""
    if os.environ.get("NUMBA_CACHE_DIR"):
        return None
    root = cache_dir()
    return None if root is None else root / "numba" / code_fingerprint()


def choose_folder() -> Path | None:
    """The folder numba should cache into, checked, with what to do at exit registered; None when the
    user's ``NUMBA_CACHE_DIR`` rules.  Without a writable cache folder: a temporary one, removed at exit."""
    if os.environ.get("NUMBA_CACHE_DIR"):
        return None
    folder = compiled_cache_folder()
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="whistodds-numba-"))
        atexit.register(shutil.rmtree, folder, True)
        _UNCACHED.append(folder)
        return folder
    if folder.is_dir():
        check_folder(folder)
    atexit.register(record_folder, folder)
    return folder


_UNCACHED: list[Path] = []  # the temporary folder, when there is no cache to keep compiled code in


def _configure() -> None:
    folder = choose_folder()
    if folder is not None:
        numba.config.CACHE_DIR = str(folder)


def compiled_every_run() -> bool:
    """Whether compiled code is kept only for this run (no writable cache folder)."""
    return bool(_UNCACHED)


def first_compile_pending() -> bool:
    """Whether the play engine has no compiled code cached yet (the first run compiles it, a minute or two)."""
    folder = Path(numba.config.CACHE_DIR) if numba.config.CACHE_DIR else None
    return folder is None or not any(folder.rglob("engine.play_range*.nbi"))


_configure()
