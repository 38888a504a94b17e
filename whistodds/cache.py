"""Where whistodds keeps what it computes once: compiled code and deal kernels, in a cache that heals itself.

``$WHISTODDS_CACHE`` if set, else the platform's user cache folder for
whistodds (platformdirs: ``$XDG_CACHE_HOME/whistodds`` or ``~/.cache/whistodds``
on Linux, ``~/Library/Caches/whistodds`` on macOS).  Caching is only an
optimisation: a folder that cannot be written means running without a cache,
with one line saying so; an entry that fails its check when read is moved
aside into ``damaged/`` (one line on stderr naming it) and made again.

A cache the user alone controls: the folder, and every folder inside ``kernels/``
and ``numba/``, must be the user's own, not writable by group or others, and not
a symbolic link; otherwise one line names the folder and why, and the run goes
on without a cache.  Entries are authenticated with a key of the user's own
(HMAC-SHA256; :func:`cache_key`, kept in the user's config folder, mode 0600,
made on first use), so an entry anyone else wrote is set aside, never trusted.
A write that fails (a full disk, a read-only folder, a quota) turns the cache off
for the rest of the run (:func:`disable_cache`), said once.

Every JSON file read back from the cache goes through one reader, :func:`read_cache_json`:
a regular file only (a link is never followed, a FIFO never waited on), at most a
size fixed for its kind, UTF-8, nested at most :data:`MAX_DEPTH` deep (counted
before parsing), strict JSON; anything else is :class:`Damaged`, and the caller's
check of its shape and types turns every other fault into :class:`Damaged` too
(:data:`UNREADABLE`), so that the entry is set aside and the run goes on.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import shutil
import stat
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


QUIET_VARIABLE = "WHISTODDS_QUIET"  # set while a command given --quiet runs (its worker processes inherit it)


def notes_wanted() -> bool:
    """Whether to say what a run is doing that the user did not ask about (a first compile): stderr is a
    terminal and the command was not given ``--quiet``, as for the progress bar.

    >>> notes_wanted() in (True, False)
    True
    """
    return sys.stderr.isatty() and not os.environ.get(QUIET_VARIABLE)


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
    """The first folder inside ``kernels/`` and ``numba/`` (themselves included) that is not the user's alone."""
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


KEY_FILE = "cache-key"


def key_path() -> Path:
    """Where the user's cache key is kept: ``cache-key`` in the user's config folder for whistodds
    (platformdirs: ``$XDG_CONFIG_HOME/whistodds`` or ``~/.config/whistodds`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_config_dir("whistodds", appauthor=False)) / KEY_FILE


@lru_cache(maxsize=1)
def cache_key() -> bytes:
    """The user's secret key for the cache's entries (32 random bytes), made on first use with mode 0600;
    a ``ValueError`` if the file is not the user's alone, an ``OSError`` if it cannot be made."""
    path = key_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)  # a FIFO is never waited on
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        # Written whole to a private temporary file, then linked into place: a run starting at the same
        # moment sees no key or the whole key, never half of one.
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{KEY_FILE}.")
        try:
            with os.fdopen(handle, "w", encoding="ascii") as stream:
                stream.write(secrets.token_hex(32) + "\n")
                stream.flush()
                os.fsync(stream.fileno())
            os.chmod(temporary, 0o600)
            try:
                os.link(temporary, path)
            except FileExistsError:  # another run made it first: use that one
                pass
        finally:
            os.unlink(temporary)
        handle = os.open(path, flags)
    except OSError as error:
        if os.path.islink(path):
            raise ValueError(f"the cache key {path} is a symbolic link") from None
        raise error
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode) or (hasattr(os, "getuid") and info.st_uid != os.getuid()):
            raise ValueError(f"the cache key {path} is not a file of your own")
        if info.st_mode & 0o077:
            raise ValueError(f"the cache key {path} can be read by others (mode {stat.S_IMODE(info.st_mode):o}; "
                             f"chmod 600 it)")
        text = stream.read(200).strip()
    try:
        key = bytes.fromhex(text.decode("ascii"))
    except ValueError:  # not ASCII (UnicodeDecodeError) or not hex
        key = b""
    if len(key) != 32:
        raise ValueError(f"the cache key {path} is damaged (remove it; a new one is made)")
    return key


def signature(*parts: Any) -> str:
    """The HMAC-SHA256, under the user's cache key, of the parts' JSON: only the user's own runs can make it."""
    data = json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()
    return hmac.new(cache_key(), data, hashlib.sha256).hexdigest()


def signed(expected: object, *parts: Any) -> bool:
    """Whether ``expected`` is the signature of the parts (compared in constant time)."""
    return isinstance(expected, str) and hmac.compare_digest(expected, signature(*parts))


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
        os.chmod(temporary, 0o644 & ~mask)  # mkstemp makes 0600; a cache entry is the user's to write alone
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def move_aside(path: Path) -> str:
    """Move a damaged cache entry (a file, a link, a FIFO or a folder: never what a link points to) into
    ``damaged/`` beside it, else remove it; says where it went ("moved to ...", "removed")."""
    target = path.parent / DAMAGED / f"{path.name}.{time.strftime('%Y%m%dT%H%M%S')}"
    try:
        target.parent.mkdir(exist_ok=True, mode=0o755)
        if unsafe_folder(target.parent):  # a link (or a folder not the user's alone) is never followed
            raise OSError(f"{target.parent} is not a folder of the user's alone")
        os.replace(path, target)
        return f"moved to {target}"
    except OSError:
        try:
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink(missing_ok=True)
        except OSError:
            return "left where it is (it could not be moved or removed)"
        return "removed"


def set_aside(path: Path, reason: str) -> None:
    """Move a damaged cache entry into ``damaged/`` beside it, saying so in one line."""
    where = move_aside(path)
    say(f"the cache file {path} was damaged ({reason}); {where}, and it will be made again")


# --- reading a cache file back ------------------------------------------------------------------------------

MAX_DEPTH = 32  # the deepest nesting of any JSON file whistodds writes is 7 (a checkpoint of scoring moments)
KILOBYTE, MEGABYTE = 1 << 10, 1 << 20


class Damaged(ValueError):
    """A cache file that cannot be read or is not what its kind must be; the message says why, in a few words."""


# What checking a parsed file's shape and types may raise: each means the file is damaged.  (Nothing else can:
# the depth is bounded before parsing, so no RecursionError; the size is bounded, so no MemoryError.)
UNREADABLE = (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError)


def _no_constant(name: str) -> None:
    raise Damaged(f"it holds {name}, which is not JSON")


def read_cache_json(path: Path, max_bytes: int) -> Any:
    """The JSON document of the cache file ``path``; :class:`Damaged` (why) if it cannot be read for any
    reason: a symbolic link (never followed), not a regular file, over ``max_bytes``, not UTF-8, nested
    more than :data:`MAX_DEPTH` deep, or not strict JSON.  ``FileNotFoundError`` if there is none.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "ok.json").write_text('{"counts": [[1, 2], [3, 4]]}')
    >>> read_cache_json(folder / "ok.json", 1000)
    {'counts': [[1, 2], [3, 4]]}
    >>> _ = (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    >>> read_cache_json(folder / "deep.json", 1_000_000)
    Traceback (most recent call last):
    ...
    whistodds.cache.Damaged: it is nested more than 32 deep
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as error:
        if os.path.islink(path):
            raise Damaged("it is a symbolic link, never followed") from None
        raise Damaged(f"it cannot be read: {error.strerror or error}") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise Damaged("it is not a regular file")
        if info.st_size > max_bytes:
            raise Damaged(f"it is {info.st_size:,} bytes, more than the {max_bytes:,} such a file can be")
        chunks, size = [], 0
        while size <= max_bytes:  # read at most one byte more than allowed, even if it grows meanwhile
            chunk = os.read(handle, min(MEGABYTE, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise Damaged(f"it cannot be read: {error.strerror or error}") from None
    finally:
        os.close(handle)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise Damaged(f"it is more than the {max_bytes:,} bytes such a file can be")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged("it is not UTF-8 text") from None
    if nesting_exceeds(data, MAX_DEPTH):
        raise Damaged(f"it is nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except ValueError as error:  # json.JSONDecodeError, an integer of over 4,300 digits, NaN
        raise Damaged(f"it is not JSON: {str(error)[:80]}") from None


_SCAN_CHUNK = MEGABYTE


def nesting_exceeds(data: bytes, limit: int) -> bool:
    """Whether the JSON text ``data`` opens more than ``limit`` arrays or objects one inside another, counted
    outside strings, in time linear in its length and memory of a fixed chunk, before anything parses it.

    Written by hand (no library bounds the depth of ``json``'s C parser, which recurses once a level and relies
    on the recursion limit: a process that raised it could overflow the C stack, and a document just under it
    would make every later recursive walk, ``json.dumps`` of its signature included, fail in turn).  A regular
    expression stripping strings first proved quadratic in memory on a file of empty strings.

    For a text the parser accepts this is its exact depth; for one it refuses, the parser stops at the first
    fault, before which both read strings alike (escaped backslashes and quotes are taken out first, left to
    right, as JSON pairs them), so the parser never goes deeper than counted here.

    >>> nesting_exceeds(b'{"a": [1, "]]][[[", {"b": [2]}]}', 4), nesting_exceeds(b'[[[["\\\\\\\\"]]]]', 3)
    (False, True)
    """
    import numpy as np

    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    data = data.replace(b"\\\\", b"__").replace(b'\\"', b"__")
    step = np.zeros(256, np.int8)
    step[[ord("["), ord("{")]] = 1
    step[[ord("]"), ord("}")]] = -1
    depth, inside = 0, 0
    for start in range(0, len(data), _SCAN_CHUNK):
        chunk = np.frombuffer(data, np.uint8, count=min(_SCAN_CHUNK, len(data) - start), offset=start)
        # 1 inside a string (its opening quote included): the parity of the quotes so far (uint8 wraps, parity holds)
        strings = (np.cumsum(chunk == ord('"'), dtype=np.uint8) + inside) & 1
        running = depth + np.cumsum(np.where(strings == 1, 0, step[chunk]), dtype=np.int64)
        if running.max() > limit:
            return True
        depth, inside = int(running[-1]), int(strings[-1])
    return False


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
