"""Numba's on-disk cache, keyed by the source of every compiled module, checked before numba reads it.

Numba checks only the timestamp of the file that defines a cached function, so
a change to a play model would leave the engine that calls it stale.  Keeping
the cache in a folder named by a hash of all the simulation sources makes any
change start a fresh cache.  A ``NUMBA_CACHE_DIR`` the user set wins.

Numba unpickles its cache files without a check, so one truncated, garbled or
planted file would make every later run fail, or run code of someone else's.
Each file's size and sha256 are therefore recorded (``manifest.json``, signed
with the user's own cache key, :func:`whistodds.cache.signature`) as soon as
numba has written it, and checked when a later run first reads the cache (not
before: a command refused for a bad argument never touches it), by reading bytes
only: nothing is ever unpickled or imported to check it.  Processes sharing the
cache take a lock on the folder (``manifest.lock``) to save and record a
function, and to check the folder, so a run starting while another compiles
never finds a file written but not yet recorded.  A lock held by another process
longer than :func:`lock_wait` (10 s; one stopped with Ctrl-Z, say) is given up on,
said in one line, and the run compiles its code for itself, without the cache (so
do the worker processes it starts after).  A file that does not match, is not in
an authentic manifest, or is a symbolic link is removed with the rest of its
function's cache (one line on stderr naming it) and that function is compiled
again.  A manifest that cannot be read for any reason (a link, not a regular file, too large, nested too
deep, not JSON, not signed by the user: :func:`whistodds.cache.read_cache_json`) is set aside into
``damaged/`` and every file it would vouch for removed, in the same one line.  A cache file that cannot be written (a full disk, a quota) turns the
cache off for the rest of the run, said once.  Without a usable cache folder
the code compiles into a temporary one, every run.  This module must be
imported before any ``@njit(cache=True)`` is decorated.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numba

from whistodds.cache import (MEGABYTE, UNREADABLE, Damaged, cache_dir, cache_disabled, disable_cache,
                             make_private_folder, move_aside, read_cache_json, say, signature, signed, write_atomically)
from whistodds.simulations.fingerprint import code_fingerprint

MANIFEST = "manifest.json"
LOCK = "manifest.lock"


LOCK_WAIT_VARIABLE = "WHISTODDS_LOCK_WAIT"
LOCK_WAIT = 10.0  # seconds to wait for another run's lock before running without the compiled-code cache


class CacheLocked(Exception):
    """Another process has held the compiled-code cache's lock longer than the bound (one stopped, say)."""


_LOCKED: list[str] = []  # why the cache's lock was given up on: never waited for again this run
LOCKED_VARIABLE = "WHISTODDS_COMPILED_CACHE_LOCKED"  # set once given up on: the run's worker processes inherit it


def _given_up() -> bool:
    """Whether this run gave up on the lock (this process, or the one that started it)."""
    return bool(_LOCKED or os.environ.get(LOCKED_VARIABLE))


def lock_wait() -> float:
    """How long to wait for the lock: ``$WHISTODDS_LOCK_WAIT`` seconds if set (0 to 3600), else 10."""
    text = os.environ.get(LOCK_WAIT_VARIABLE, "")
    try:
        wait = float(text) if text else LOCK_WAIT
    except ValueError:
        wait = -1.0
    return wait if 0 <= wait <= 3600 else LOCK_WAIT


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold ``folder``'s lock (an exclusive ``flock`` on its ``manifest.lock``; none where there is no
    ``fcntl`` or the lock file cannot be opened): one process at a time saves and records, or checks.
    :class:`CacheLocked`, said once in one line, if another holds it over :func:`lock_wait` seconds."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    if _given_up():
        raise CacheLocked("the compiled-code cache is locked by another process")
    try:
        handle = os.open(folder / LOCK, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError:
        yield
        return
    try:
        deadline = time.monotonic() + lock_wait()
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    _give_up(folder, handle)
                time.sleep(0.1)
        yield
    finally:
        os.close(handle)  # closing releases the lock


def _give_up(folder: Path, handle: int) -> None:
    pid = _holder(handle)
    _LOCKED.append(f"the compiled-code cache {folder} is locked by another process{f' (pid {pid})' if pid else ''}")
    os.environ[LOCKED_VARIABLE] = "1"
    say(f"{_LOCKED[0]}, held over {lock_wait():g} s (a run stopped with Ctrl-Z?); running without it: code is "
        f"compiled for this run only ({LOCK_WAIT_VARIABLE} sets the wait)")
    raise CacheLocked(_LOCKED[0])


def _holder(handle: int) -> int | None:
    """The process holding the lock on the open file ``handle``, where the system says (Linux's /proc/locks)."""
    info = os.fstat(handle)
    try:
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return None
    where = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for fields in (line.split() for line in lines):
        if len(fields) > 5 and fields[1] == "FLOCK" and fields[5] == where:
            return int(fields[4]) if fields[4].isdigit() else None
    return None


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cache_files(folder: Path) -> list[Path]:
    """Numba's cache files under ``folder`` (symbolic links among them, never followed)."""
    found = []
    for here, _, files in os.walk(folder, followlinks=False):
        found += [Path(here) / name for name in files if Path(name).suffix in (".nbi", ".nbc")]
    return sorted(found)


def _function_files(path: Path) -> list[Path]:
    """The cache files of the compiled function ``path`` belongs to (its index and its data)."""
    stem = path.name.split(".py")[0]
    return [p for p in path.parent.iterdir() if p.name.split(".py")[0] == stem]


MAX_MANIFEST_BYTES = 16 * MEGABYTE  # a line a compiled function's file: some 150 bytes each, a few hundred files


def _recorded(folder: Path) -> tuple[dict[str, Any], str | None]:
    """The manifest's entries (path: [size, sha256]) if its signature is the user's own, and why not if not
    (a manifest that cannot be read for any reason: :func:`whistodds.cache.read_cache_json`)."""
    manifest = folder / MANIFEST
    try:
        document = read_cache_json(manifest, MAX_MANIFEST_BYTES)
        if not isinstance(document, dict) or not isinstance(document.get("files"), dict):
            raise Damaged("not a manifest")
        if not signed(document.get("signature"), document["files"]):
            raise Damaged("its signature is not the user's own")
    except FileNotFoundError:
        return {}, None
    except UNREADABLE as error:
        return {}, str(error) or type(error).__name__
    return document["files"], None


def _matches(path: Path, entry: object) -> bool:
    """Whether ``path`` is a regular file of the recorded size and sha256 (bytes read, nothing unpickled)."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode) or not isinstance(entry, list) or len(entry) != 2:
        return False
    return bool(info.st_size == entry[0] and _digest(path) == entry[1])


def check_folder(folder: Path) -> list[Path]:
    """Check every cache file's size and sha256 against the signed manifest, reading bytes only; a
    function whose file fails, or is not recorded there, loses its cache files, said in one line, and is
    compiled again.  Returns the files removed."""
    with folder_lock(folder):
        return _check_folder(folder)


def _check_folder(folder: Path) -> list[Path]:
    recorded, problem = _recorded(folder)
    if problem is not None:
        where = move_aside(folder / MANIFEST)  # so that the next run finds none, not the same damage again
        say(f"the compiled-code manifest {folder / MANIFEST} cannot be trusted ({problem}); it was {where}, and "
            f"the compiled code is removed and compiled again")
    damaged = []
    for path in _cache_files(folder):
        if not os.path.lexists(path):  # removed with a damaged file of the same function
            continue
        if _matches(path, recorded.get(str(path.relative_to(folder)))):
            continue
        damaged.append(path)
        for other in _function_files(path):
            other.unlink(missing_ok=True)
    if problem is None and 0 < len(damaged) <= 3:
        for path in damaged:
            what = "was damaged" if str(path.relative_to(folder)) in recorded else "is not one your runs recorded"
            say(f"the compiled-code cache file {path} {what}; it was removed, never read, and that code will be "
                f"compiled again")
    elif problem is None and damaged:
        say(f"{len(damaged)} compiled-code cache files in {folder} were damaged or not recorded by your runs "
            f"(first {damaged[0]}); they were removed, never read, and that code will be compiled again")
    return damaged


def record_folder(folder: Path) -> None:
    """Record the size and sha256 of every cache file in ``folder``, signed, for the next run's check (a copy
    of a cache the user's runs made; a run records each function as it saves it, :func:`record_function`)."""
    if not folder.is_dir() or cache_disabled():
        return
    try:
        with folder_lock(folder):
            files = {str(p.relative_to(folder)): [p.lstat().st_size, _digest(p)] for p in _cache_files(folder)
                     if stat.S_ISREG(p.lstat().st_mode)}
            _write_manifest(folder, files)
    except (OSError, ValueError, CacheLocked):
        pass  # an unrecorded file is compiled again next time


def record_function(folder: Path, index: Path) -> None:
    """Record the cache files of the function whose index is ``index`` (just saved), keeping the rest of the
    manifest; the caller holds the folder's lock.  A manifest that is not the user's own starts afresh."""
    try:
        recorded, _ = _recorded(folder)
        files = dict(recorded)
        stem = index.name.split(".py")[0]
        prefix = str(index.parent.relative_to(folder))
        for name in [name for name in files if str(Path(name).parent) == prefix
                     and Path(name).name.split(".py")[0] == stem]:
            del files[name]
        for path in _function_files(index):
            if Path(path.name).suffix in (".nbi", ".nbc") and stat.S_ISREG(path.lstat().st_mode):
                files[str(path.relative_to(folder))] = [path.lstat().st_size, _digest(path)]
        _write_manifest(folder, files)
    except (OSError, ValueError):
        pass  # an unrecorded file is compiled again next time


def _write_manifest(folder: Path, files: dict[str, Any]) -> None:
    document = {"files": files, "signature": signature(files)}
    write_atomically(folder / MANIFEST, json.dumps(document, indent=0, sort_keys=True))


def _guard_numba_writes(folder: Path) -> None:
    """A cache file numba cannot write (a full disk, a quota) turns the cache off for the rest of the run,
    said once, instead of failing the command; and the folders numba makes are the user's alone."""
    from numba.core import caching

    save = caching.Cache.save_overload
    load = caching.Cache.load_overload
    ensure = caching._CacheLocator.ensure_cache_path

    def load_overload(self: Any, sig: Any, target_context: Any) -> Any:
        if Path(self._cache_file._index_path).is_relative_to(folder) and not _checked(folder):
            return None  # the cache is locked by another run: compiled for this run only
        return load(self, sig, target_context)  # type: ignore[no-untyped-call]  # numba's caching is unannotated

    def save_overload(self: Any, sig: Any, data: Any) -> None:
        if cache_disabled():
            return
        index = Path(self._cache_file._index_path)
        try:
            if not index.is_relative_to(folder):
                save(self, sig, data)  # type: ignore[no-untyped-call]  # numba's caching is unannotated
                return
            if not _checked(folder):
                return
            self._impl.locator.ensure_cache_path()
            with folder_lock(folder):  # saved and recorded at once: no other run sees it unrecorded
                save(self, sig, data)  # type: ignore[no-untyped-call]  # numba's caching is unannotated
                if not cache_disabled():
                    record_function(folder, index)
        except OSError as error:
            disable_cache(error.strerror or str(error))
        except CacheLocked:
            pass  # kept in memory for this run only, said once

    def ensure_cache_path(self: Any) -> None:
        ensure(self)  # type: ignore[no-untyped-call]  # numba's caching is unannotated
        path = Path(self.get_cache_path())
        if path.is_relative_to(folder):
            make_private_folder(path, folder.parent.parent)

    setattr(caching.Cache, "save_overload", save_overload)
    setattr(caching.Cache, "load_overload", load_overload)
    setattr(caching._CacheLocator, "ensure_cache_path", ensure_cache_path)


_CHECKED: list[Path] = []  # the folder checked this run (numba's first read of it)


def _checked(folder: Path) -> bool:
    """Check ``folder`` once a run, when numba first reads or writes it (so a command that stops at a bad
    argument never waits on another run's lock): whether it may be used (False: locked, said once)."""
    if not _CHECKED:
        _CHECKED.append(folder)
        with contextlib.suppress(CacheLocked):
            if folder.is_dir():
                check_folder(folder)
    return not _given_up()


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
    _guard_numba_writes(folder)
    return folder


_UNCACHED: list[Path] = []  # the temporary folder, when there is no cache to keep compiled code in


def _configure() -> None:
    folder = choose_folder()
    if folder is not None:
        numba.config.CACHE_DIR = str(folder)  # type: ignore[attr-defined]  # numba.config sets its options at run time


def compiled_every_run() -> bool:
    """Whether compiled code is kept only for this run (no writable cache folder)."""
    return bool(_UNCACHED)


def cached_overloads(function: str) -> int:
    """How many compiled versions (one a signature) of ``function`` (``module.qualname`` as numba names its
    cache files, e.g. ``engine.play_range__hoyle_<digest>``) the cache holds, with their index: as recorded in
    the signed manifest, when the cache is ours (checked at this run's first use: a file that did not match was
    removed), else as numba's files in its folder say.  Only the manifest is read, nothing unpickled.

    >>> cached_overloads("engine.play_range__no_such_build")
    0
    """
    configured = numba.config.CACHE_DIR  # type: ignore[attr-defined]  # numba.config sets its options at run time
    if not configured:
        return 0
    folder = Path(configured)
    names = [path.name for path in _cache_files(folder)]
    if folder == compiled_cache_folder() and not cache_disabled() and _checked(folder):
        with contextlib.suppress(CacheLocked), folder_lock(folder):  # locked: numba's files as they are
            recorded, _ = _recorded(folder)
            names = [Path(name).name for name in recorded if os.path.lexists(folder / name)]
    mine = [name for name in names if name.startswith(f"{function}-")]
    if not any(name.endswith(".nbi") for name in mine):
        return 0
    return sum(name.endswith(".nbc") for name in mine)


def first_compile_pending(cache_name: str) -> bool:
    """Whether the play engine built under ``cache_name`` (:attr:`~whistodds.simulations.play.build.Engine.cache_name`,
    one a set of play models) has no compiled code cached yet: the first run compiles it."""
    configured = numba.config.CACHE_DIR  # type: ignore[attr-defined]  # numba.config sets its options at run time
    folder = Path(configured) if configured else None
    return folder is None or not any(folder.rglob(f"engine.{cache_name}-*.nbi"))


_configure()
