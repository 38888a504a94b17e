"""Cache files written whole or not at all, set aside when damaged, and read back through one reader
(:func:`read_cache_json`) that bounds what it reads before it parses.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from whistodds.cache.folder import DAMAGED, unsafe_folder
from whistodds.cache.notes import say


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
    whistodds.cache.files.Damaged: it is nested more than 32 deep
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
