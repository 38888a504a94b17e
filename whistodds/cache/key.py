"""The user's own cache key (kept in the user's config folder, mode 0600, made on first use), the signatures
made with it, and the checksum the same on every machine.

>>> checksum(1, "a") == checksum(1, "a") != checksum(1, "b")
True
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import stat
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

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
