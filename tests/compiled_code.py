"""This run's compiled code, copied into a test's own cache folder so that the processes a test starts load it
instead of compiling it again; nothing to copy when this run compiled nothing yet (a fresh clone, a test run
alone): the process then compiles what it needs."""

from __future__ import annotations

import shutil
from pathlib import Path

from whistodds.simulations.compiled import compiled_cache_folder


def copy_compiled_code(cache: Path) -> None:
    """Copy this version's compiled-code folder, if there is one, under ``cache`` (a ``WHISTODDS_CACHE``).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     copy_compiled_code(Path(folder))
    """
    source = compiled_cache_folder()
    if source is None or not source.is_dir():
        return
    target = cache / "numba" / source.name
    if target.exists():
        return
    try:
        shutil.copytree(source, target)
    except (shutil.Error, FileNotFoundError):  # a file another process was replacing as it was copied
        shutil.rmtree(target, ignore_errors=True)  # a part copy is dropped: the process compiles instead
