"""The data files shipped in the package (kernels, historical figures, claims and cases), each checked when this
process first reads it against the sha256 recorded when the package was made (``data_digests.json`` beside this
module, written by ``scripts/data_digests.py``; a test recomputes it).  A file missing, empty or changed is a
one-line :class:`DamagedData` naming it ("reinstall whistodds"), never a figure read from it.

>>> data_text("odds", "data", "bob_short_1793_wagers.json")[:1]
'{'
>>> data_listed("simulations", "data", "kernel-long-whist-nobody.json")
False
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

DIGESTS = "data_digests.json"
HERE = Path(__file__).parent
REINSTALL = "reinstall whistodds (pip install --force-reinstall whistodds)"


class DamagedData(ValueError):
    """A shipped data file that is missing, empty or not the one shipped: the installation is damaged."""


def digest(path: Path) -> str:
    """The sha256 of a file's bytes, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@lru_cache(maxsize=1)
def _digests() -> dict[str, str]:
    """The recorded digests by path within the package (``simulations/data/kernel-long-whist-hoyle.json``)."""
    try:
        recorded = json.loads((HERE / DIGESTS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        recorded = None
    if not isinstance(recorded, dict) or not all(isinstance(v, str) for v in recorded.values()):
        raise DamagedData(f"the package's list of data digests {HERE / DIGESTS} is missing or damaged; {REINSTALL}")
    return recorded


def data_listed(*parts: str) -> bool:
    """Whether the package ships the data file ``parts`` (within the package: ``"odds", "data", "x.json"``)."""
    return "/".join(parts) in _digests()


@lru_cache(maxsize=None)
def data_path(*parts: str) -> Path:
    """The shipped data file ``parts``, checked (once a process) to be the file shipped: present, not empty, of
    the recorded sha256; else :class:`DamagedData` naming it."""
    name = "/".join(parts)
    path = HERE.joinpath(*parts)
    expected = _digests().get(name)
    if expected is None:
        raise DamagedData(f"whistodds ships no data file {name}; {REINSTALL}")
    try:
        problem = "is empty" if path.stat().st_size == 0 else None if digest(path) == expected else (
            "is not the file shipped (its sha256 differs)")
    except OSError as error:
        problem = "is missing" if isinstance(error, FileNotFoundError) else f"cannot be read ({error.strerror})"
    if problem:
        raise DamagedData(f"the data file {path} {problem}; {REINSTALL}")
    return path


def data_text(*parts: str) -> str:
    """The text of the shipped data file ``parts``, checked as :func:`data_path` checks it."""
    try:
        return data_path(*parts).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DamagedData(f"the data file {HERE.joinpath(*parts)} cannot be read ({error}); {REINSTALL}") from None


def recompute() -> dict[str, str]:
    """The digests of every data file in the package now (``scripts/data_digests.py`` writes them)."""
    files = sorted(p for folder in ("odds/data", "simulations/data") for p in (HERE / folder).rglob("*") if p.is_file())
    return {str(p.relative_to(HERE)): digest(p) for p in files}
