"""Files and folders written whole or not at all, with the modes a user expects.

Everything goes first to a hidden temporary file (or folder) beside the target
and is renamed into place at the end, so an interrupted or failed run leaves
the old file (or report) untouched and no partial one; the temporary is
removed on any failure, an interrupt included.  A new file gets the user's
umask (0644 under the usual 022), an overwritten one keeps its mode.  A write
error names the path the user gave.  Only a regular file is replaced: a symbolic
link, device, FIFO or socket found at the target is refused, never replaced.

A report folder is swapped in with one atomic exchange of the two names where
the system has it (Linux's ``renameat2(RENAME_EXCHANGE)``), so that under a kill
at any instant ``--out`` holds the old report or the new one; elsewhere the old
folder is moved aside first, and a run that finds ``--out`` missing and an old
one set aside puts it back (:func:`recover_folder`).  Hidden leftovers of killed
runs (``.NAME.partial-*``, ``.NAME.old-*``) older than an hour, owned by the
user, are removed by the next run that writes beside them -- except an old report
set aside while ``NAME`` is missing: that is the user's only copy, kept until a run
writing ``NAME`` puts it back, never removed by another command writing there.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def new_file_mode(target: Path) -> int:
    """The mode ``target`` should get: its own if it exists, else what the umask leaves of 0666."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        return 0o666 & ~_umask()


def _failed(target: Path, error: OSError) -> ValueError:
    reason = error.strerror or str(error)
    return ValueError(f"could not write {str(target)!r}: {reason}")


LEFTOVER_AGE = 3600.0  # seconds: a hidden temporary older than this is a killed run's, not a running one's
# What whole_file and whole_folder leave when killed: ".NAME.partial-XXXXXXXX" (mkstemp/mkdtemp's 8
# characters, a file's with no suffix) and ".NAME.old-XXXXXXXX"; nothing else is ever removed.
_LEFTOVER = re.compile(r"\..+\.(partial|old)-[A-Za-z0-9_]{8}")


def leftovers(folder: Path | str) -> list[Path]:
    """Hidden leftovers of killed whistodds runs in ``folder``: the user's own, older than an hour."""
    found = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    now = time.time()
    for entry in entries:
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        match = _LEFTOVER.fullmatch(entry.name)
        if (match and info.st_uid == os.getuid() and not stat.S_ISLNK(info.st_mode)
                and now - info.st_mtime > LEFTOVER_AGE and not _only_copy(Path(entry.path), match.group(1))):
            found.append(Path(entry.path))
    return found


def _only_copy(path: Path, kind: str) -> bool:
    """Whether ``path``, a ``.NAME.old-*`` folder, holds an old report set aside while ``NAME`` is missing (a
    swap killed between its two renames): the only copy, which :func:`recover_folder` puts back."""
    if kind != "old":
        return False
    name = path.name[1:path.name.rindex(".old-")]
    return (path / name).is_dir() and not os.path.lexists(path.parent / name)


def leftover_bytes(folder: Path | str) -> int:
    """The bytes the leftovers in ``folder`` hold (freed before a run's space check counts the disk)."""
    total = 0
    for path in leftovers(folder):
        items = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
        total += sum(p.lstat().st_size for p in items)
    return total


def remove_leftovers(folder: Path | str) -> int:
    """Remove the leftovers of killed runs in ``folder`` (after putting back a report a kill left aside);
    returns how many were removed."""
    removed = 0
    for path in leftovers(folder):
        try:
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def human_bytes(count: float) -> str:
    """A size in the unit that shows it: ``'12 kB'``, ``'3.4 MB'``, ``'1.2 GB'``.

    >>> human_bytes(512), human_bytes(2_500), human_bytes(3_400_000), human_bytes(1.25e9)
    ('512 bytes', '2.5 kB', '3.4 MB', '1.2 GB')
    """
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if count >= size:
            return f"{count / size:.1f} {unit}"
    return f"{int(count)} bytes"


def _refuse_special(target: Path) -> None:
    """Refuse a target that exists and is not a regular file (a link, device, FIFO, socket or folder)."""
    if str(target) == "-":
        raise ValueError("--out - (standard output) is not possible for this file; give a file name")
    try:
        mode = os.lstat(target).st_mode
    except OSError:
        return
    if not stat.S_ISREG(mode):
        raise ValueError(f"--out {str(target)!r} is not a regular file (a symbolic link, folder, device or FIFO); "
                         f"it is never replaced: give the path of a regular file")


@contextmanager
def whole_file(target: Path | str) -> Iterator[Path]:
    """Yield a temporary path beside ``target`` to write; on success it becomes ``target``."""
    target = Path(target)
    folder = target.parent if str(target.parent) else Path(".")
    _refuse_special(target)
    remove_leftovers(folder)
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.partial-")
        os.close(handle)
    except OSError as error:
        raise _failed(target, error) from None
    temporary = Path(name)
    try:
        yield temporary
        os.chmod(temporary, new_file_mode(target))
        _refuse_special(target)  # made a link or device while the run went on
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise _failed(target, error) from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_text(target: Path | str, text: str) -> None:
    """Write ``text`` to ``target`` whole or not at all."""
    with whole_file(target) as temporary:
        temporary.write_text(text, encoding="utf-8")


def check_replaceable(target: Path | str, own: set[str], what: str = "report") -> None:
    """Refuse, before any work, to replace a folder holding anything but an earlier ``what`` (whose entries
    are all in ``own``), or a folder named only by '.' or '..'."""
    target = Path(target)
    if str(target) in ("", ".", "..", "-") or target.name in ("", ".", ".."):
        raise ValueError(f"--out {str(target)!r} is not allowed; give the name of a folder for the {what}")
    recover_folder(target)
    if target.is_symlink():
        raise ValueError(f"--out {str(target)!r} is a symbolic link; give a folder for the {what} (a link is "
                         f"never replaced)")
    if target.exists() and not target.is_dir():
        raise ValueError(f"--out {str(target)!r} is a file; give a folder for the {what}")
    if target.is_dir():
        strangers = sorted(p.name for p in target.iterdir() if p.name not in own)
        if strangers:
            raise ValueError(f"--out {str(target)!r} holds other files ({', '.join(strangers[:3])}"
                             f"{', ...' if len(strangers) > 3 else ''}); give a new folder or an earlier {what}, "
                             f"which is replaced whole")


def _exchange_function() -> Callable[[Path, Path], bool] | None:
    """Linux's atomic exchange of two names (``renameat2(..., RENAME_EXCHANGE)``), or None where absent."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return None
    at_fdcwd, rename_exchange = -100, 2

    def exchange(first: Path, second: Path) -> bool:
        result: int = renameat2(at_fdcwd, os.fsencode(first), at_fdcwd, os.fsencode(second), rename_exchange)
        return result == 0

    return exchange


_EXCHANGE = _exchange_function()
_rename: Callable[[Path, Path], None] = os.replace  # the two-rename swap's step (tests inject faults here)


def _old_aside(target: Path) -> list[Path]:
    """Old reports a killed two-rename swap left aside: ``.NAME.old-*/NAME``, newest first."""
    parent = target.parent if str(target.parent) else Path(".")
    found = [p / target.name for p in parent.glob(f".{target.name}.old-*") if (p / target.name).is_dir()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def recover_folder(target: Path | str) -> bool:
    """Put back the old report a kill between the two renames of a swap left aside, when ``target`` is
    missing; returns whether one was put back."""
    target = Path(target)
    if os.path.lexists(target):
        return False
    for old in _old_aside(target):
        try:
            os.rename(old, target)
        except OSError:
            continue
        shutil.rmtree(old.parent, ignore_errors=True)
        return True
    return False


def _swap_in(temporary: Path, target: Path, parent: Path) -> None:
    """Make ``temporary`` the folder at ``target``, the old one (if any) removed after."""
    if os.path.lexists(target) and _EXCHANGE is not None and _EXCHANGE(temporary, target):
        shutil.rmtree(temporary, ignore_errors=True)  # it now holds the old report
        return
    old = None
    if os.path.lexists(target):
        old = Path(tempfile.mkdtemp(dir=parent, prefix=f".{target.name}.old-"))
        _rename(target, old / target.name)
    _rename(temporary, target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


@contextmanager
def whole_folder(target: Path | str) -> Iterator[Path]:
    """Yield a temporary folder beside ``target`` to fill; on success it replaces ``target`` in one atomic
    exchange (or, without one, two renames that the next run completes or undoes)."""
    target = Path(target)
    parent = target.parent if str(target.parent) else Path(".")
    recover_folder(target)
    remove_leftovers(parent)
    try:
        temporary = Path(tempfile.mkdtemp(dir=parent, prefix=f".{target.name}.partial-"))
        os.chmod(temporary, 0o777 & ~_umask())
    except OSError as error:
        raise _failed(target, error) from None
    try:
        yield temporary
        _swap_in(temporary, target, parent)
    except OSError as error:
        shutil.rmtree(temporary, ignore_errors=True)
        raise _failed(target, error) from None
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
