"""Writing tables: ``--format table|csv|json|markdown`` to the terminal or ``--out FILE``.

An answer of several tables in csv is one file a table: ``--out gleek.csv`` writes ``gleek-exact_sets.csv``
and so on (:func:`check_several` says so before any work when ``--out`` is missing).

A file is written whole or not at all: the text goes to a temporary file beside
the target and is renamed into place, and the target's folder is checked before
any long computation starts.  ``--out -`` is standard output.  Only a regular
file is ever replaced: an existing ``--out`` that is a symbolic link, a device,
a FIFO, a socket or a folder is refused in one line (never written through,
never replaced), and so is an ``--out`` that is one of the command's input files.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from contextlib import ExitStack
from pathlib import Path

import typer

from whistodds.reports.files import whole_file, write_text
from whistodds.reports.text import KernelFormat, OutputFormat, render

__all__ = ["KernelFormat", "OutputFormat", "check_several", "check_writable", "emit", "is_stdout", "render",
           "table_format", "table_files"]


STDOUT = "-"  # --out - : standard output


def is_stdout(path: Path | None) -> bool:
    """Whether ``--out`` names standard output (``-``)."""
    return path is not None and str(path) == STDOUT


def check_writable(path: Path | None, inputs: Iterable[Path | str] = ()) -> None:
    """Raise ``ValueError`` now if ``path`` could not be written later, is not a regular file (a symbolic
    link, device, FIFO, socket or folder), or is one of ``inputs``; ``-`` (standard output) always passes."""
    if path is None or is_stdout(path):
        return
    if str(path) in ("", "."):
        raise ValueError("--out is empty; give a file name")
    folder = path.parent if str(path.parent) else Path(".")
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        mode = None
    if mode is not None and stat.S_ISLNK(mode):
        raise ValueError(f"--out {str(path)!r} is a symbolic link; give the path of a regular file (a link is "
                         f"never written through or replaced)")
    if mode is not None and stat.S_ISDIR(mode):
        raise ValueError(f"--out {str(path)!r} is a folder; give a file path")
    if mode is not None and not stat.S_ISREG(mode):
        raise ValueError(f"--out {str(path)!r} is not a regular file (a device, FIFO or socket); give a file "
                         f"path, or --out - for standard output")
    for source in inputs:
        try:
            same = os.path.samefile(path, source)
        except OSError:
            same = False
        if same or os.path.abspath(path) == os.path.abspath(source):
            raise ValueError(f"--out {str(path)!r} is the input file {str(source)!r}; give another file")
    if not folder.is_dir():
        raise ValueError(f"--out {str(path)!r}: folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK):
        raise ValueError(f"--out {str(path)!r}: folder {str(folder)!r} is not writable")


def table_format(fmt: OutputFormat | KernelFormat) -> OutputFormat:
    """The table format ``fmt`` names (``--format`` of a command taking :class:`KernelFormat` too);
    ``kernel-json`` is no table format, a ``ValueError``.

    >>> table_format(KernelFormat.csv)
    <OutputFormat.csv: 'csv'>
    """
    if isinstance(fmt, OutputFormat):
        return fmt
    if fmt is KernelFormat.kernel_json:
        raise ValueError("--format kernel-json is the document of a deal kernel, not a table; use table, csv, "
                         "json or markdown")
    return OutputFormat(fmt.value)


def table_files(out: Path, names: list[str]) -> dict[str, Path]:
    """The file for each of several tables: ``out``'s name with ``-NAME`` before its suffix."""
    return {name: out.with_name(f"{out.stem}-{name}{out.suffix or '.csv'}") for name in names}


def check_several(fmt: OutputFormat, out: Path | None, names: list[str]) -> None:
    """Several tables in csv need ``--out`` (one file a table); say so now, before any work."""
    if OutputFormat(getattr(fmt, "value", fmt)) is OutputFormat.csv:
        if out is None:
            example = ", ".join(str(p) for p in table_files(Path("FILE.csv"), names).values())
            raise ValueError(f"--format csv gives {len(names)} tables, one file each: give --out FILE.csv "
                             f"(writes {example}) or use --format json (one object) or markdown")
        if is_stdout(out):
            raise ValueError(f"--format csv gives {len(names)} tables, one file each: --out - cannot hold them; "
                             f"give --out FILE.csv")
        for path in table_files(out, names).values():
            check_writable(path)


def emit(text: str | dict[str, str], out: Path | None) -> None:
    """Print ``text``, or write it atomically to ``out``; several texts (csv of several tables) go to a
    file each beside ``out``, all written or none."""
    if isinstance(text, dict):
        if is_stdout(out):
            raise ValueError("--format csv gives several tables, one file each: --out - cannot hold them; give "
                             "--out FILE.csv")
        if out is None:
            raise ValueError("--format csv gives several tables, one file each: give --out FILE.csv")
        paths = table_files(out, list(text))
        with ExitStack() as stack:
            for name, body in text.items():
                stack.enter_context(whole_file(paths[name])).write_text(body, encoding="utf-8")
        for path in paths.values():
            typer.echo(f"wrote {path}", err=True)
        return
    if out is None or is_stdout(out):
        typer.echo(text, nl=False)
        return
    check_writable(out)
    write_text(out, text)
    typer.echo(f"wrote {out}", err=True)
