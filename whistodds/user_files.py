"""The one opener of a file the user names for the tool to read (a claims CSV, a PBN file): only a regular
file is read, and nothing blocks on the way.

A FIFO, a folder, a device or a socket given as an input is refused in one line before any work: opening a
FIFO with no writer would wait for ever, a device such as ``/dev/zero`` would never end.  The path is looked at
first (``stat``) and opened without waiting (``O_NONBLOCK``, which changes nothing for a regular file), then
looked at again through the open handle (``fstat``), so that a file swapped for a FIFO in between is refused
too.  A symbolic link to a regular file is read as the file.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> read_user_file(folder, "the claims file")  # doctest: +ELLIPSIS
Traceback (most recent call last):
ValueError: the claims file '...' is a folder, not a regular file; give the path of a file
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_NAME = 60  # characters of a path shown in a message: the message stays one short line


def shown_path(path: Path | str) -> str:
    """``path`` quoted for a one-line message, its middle cut when long.

    >>> shown_path("deals.pbn"), shown_path("x" * 100)[:12], len(shown_path("x" * 100))
    ("'deals.pbn'", "'xxxxxxxxxxx", 62)
    """
    name = str(path)
    if len(name) > MAX_NAME:
        name = name[:MAX_NAME // 2 - 1] + "…" + name[-(MAX_NAME // 2):]
    return repr(name)


def file_kind(mode: int) -> str:
    """What a file of ``mode`` is, in words, for a refusal: ``'a FIFO (named pipe)'``."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _refuse(path: Path | str, what: str, mode: int) -> ValueError:
    kind = file_kind(mode)
    return ValueError(f"{what} {shown_path(path)} is {kind}{'' if kind.startswith('not') else ', not a regular file'}"
                      f"; give the path of a file")


def read_user_file(path: Path | str, what: str) -> bytes:
    """The bytes of the user's file ``path`` (``what`` names it in a message, e.g. ``"the claims file"``): a
    one-line ``ValueError`` when it cannot be read or is not a regular file, never a wait."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        reason = getattr(error, "strerror", None) or str(error)
        raise ValueError(f"{what} {shown_path(path)} cannot be read: {reason}") from None
    if not stat.S_ISREG(mode):
        raise _refuse(path, what, mode)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        handle = os.open(path, flags)
    except OSError as error:
        raise ValueError(f"{what} {shown_path(path)} cannot be read: {error.strerror or error}") from None
    try:
        mode = os.fstat(handle).st_mode
        if not stat.S_ISREG(mode):  # swapped for something else since the first look
            raise _refuse(path, what, mode)
        chunks = []
        while True:
            chunk = os.read(handle, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise ValueError(f"{what} {shown_path(path)} cannot be read: {error.strerror or error}") from None
    finally:
        os.close(handle)
