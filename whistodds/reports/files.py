"""Files and folders written whole or not at all, with the modes a user expects.

Everything goes first to a hidden temporary file (or folder) beside the target
and is renamed into place at the end, so an interrupted or failed run leaves
the old file (or report) untouched and no partial one; the temporary is
removed on any failure, an interrupt included.  A new file gets the user's
umask (0644 under the usual 022), an overwritten one keeps its mode.  A write
error names the path the user gave.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
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


@contextmanager
def whole_file(target: Path | str) -> Iterator[Path]:
    """Yield a temporary path beside ``target`` to write; on success it becomes ``target``."""
    target = Path(target)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.partial-")
        os.close(handle)
    except OSError as error:
        raise _failed(target, error) from None
    temporary = Path(name)
    try:
        yield temporary
        os.chmod(temporary, new_file_mode(target))
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
    if str(target) in ("", ".", "..") or target.name in ("", ".", ".."):
        raise ValueError(f"--out {str(target)!r} is not allowed; give the name of a folder for the {what}")
    if target.exists() and not target.is_dir():
        raise ValueError(f"--out {str(target)!r} is a file; give a folder for the {what}")
    if target.is_dir():
        strangers = sorted(p.name for p in target.iterdir() if p.name not in own)
        if strangers:
            raise ValueError(f"--out {str(target)!r} holds other files ({', '.join(strangers[:3])}"
                             f"{', ...' if len(strangers) > 3 else ''}); give a new folder or an earlier {what}, "
                             f"which is replaced whole")


@contextmanager
def whole_folder(target: Path | str) -> Iterator[Path]:
    """Yield a temporary folder beside ``target`` to fill; on success it replaces ``target`` (an old folder
    there is removed only after the new one is in place)."""
    target = Path(target)
    parent = target.parent if str(target.parent) else Path(".")
    try:
        temporary = Path(tempfile.mkdtemp(dir=parent, prefix=f".{target.name}.partial-"))
        os.chmod(temporary, 0o777 & ~_umask())
    except OSError as error:
        raise _failed(target, error) from None
    try:
        yield temporary
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(dir=parent, prefix=f".{target.name}.old-"))
            os.replace(target, old / target.name)
        os.replace(temporary, target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as error:
        shutil.rmtree(temporary, ignore_errors=True)
        raise _failed(target, error) from None
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
