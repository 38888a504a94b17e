"""Writing tables: ``--format table|csv|json|markdown`` to the terminal or ``--out FILE``.

A file is written whole or not at all: the text goes to a temporary file beside
the target and is renamed into place, and the target's folder is checked before
any long computation starts.
"""

from __future__ import annotations

import os
from pathlib import Path

import typer

from whistodds.reports.files import write_text
from whistodds.reports.text import OutputFormat, render

__all__ = ["OutputFormat", "check_writable", "emit", "render"]


def check_writable(path: Path | None) -> None:
    """Raise ``ValueError`` now if ``path`` could not be written later."""
    if path is None:
        return
    if str(path) in ("", "."):
        raise ValueError("--out is empty; give a file name")
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise ValueError(f"--out {str(path)!r} is a folder; give a file path")
    if not folder.is_dir():
        raise ValueError(f"--out {str(path)!r}: folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK):
        raise ValueError(f"--out {str(path)!r}: folder {str(folder)!r} is not writable")


def emit(text: str, out: Path | None) -> None:
    """Print ``text``, or write it atomically to ``out``."""
    if out is None:
        typer.echo(text, nl=False)
        return
    check_writable(out)
    write_text(out, text)
    typer.echo(f"wrote {out}", err=True)
