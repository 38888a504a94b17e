"""Results worked out the same on every run (the odds explorer's tables), kept in the cache as JSON data: never
pickled, so that an entry is checked without running or importing anything it holds.

An entry is keyed by what it is (its kind and arguments) and by a fingerprint of the whole package as installed,
its code and its shipped data (:func:`package_fingerprint`), with the versions of Python and of the libraries
that compute figures: any change of code or data, and so any that could change a figure, makes a new key, and a
cache left by older code is never served.  It is signed with the user's key (:func:`whistodds.cache.signature`)
and read back through :func:`whistodds.cache.read_cache_json`; one that fails a check (a link, too large, not
JSON, another key, not signed by the user, not the shape its kind must be) is set aside into ``damaged/`` with one
line saying so, and made again.

>>> len(package_fingerprint()) == 16 and package_fingerprint() == package_fingerprint()
True
"""

from __future__ import annotations

import hashlib
import json
import platform
from collections.abc import Callable
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from whistodds.cache.files import UNREADABLE, Damaged, read_cache_json, set_aside, write_atomically
from whistodds.cache.folder import cache_dir, disable_cache, make_private_folder
from whistodds.cache.key import checksum, signature, signed

RESULTS = "results"  # the cache's folder of kept results
PACKAGE = Path(__file__).resolve().parents[1]
LIBRARIES = ("numpy", "numba", "pandas", "scipy")  # what computes the figures besides the package itself


@lru_cache(maxsize=1)
def package_fingerprint() -> str:
    """A short hash of every file of the package (its code and shipped data, by path and content; compiled
    bytecode left out) and of the versions of Python and of :data:`LIBRARIES`."""
    digest = hashlib.sha256(platform.python_version().encode())
    for library in LIBRARIES:
        try:
            digest.update(f"{library} {version(library)}\n".encode())
        except PackageNotFoundError:
            digest.update(f"{library} none\n".encode())
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def kept(kind: str, key: list[Any], make: Callable[[], Any], check: Callable[[Any], object],
         max_bytes: int, keep_if: Callable[[Any], bool] | None = None) -> Any:
    """The result ``make()`` gives for ``kind`` and ``key``: read from the cache if a checked entry is there
    (``check`` raises one of :data:`whistodds.cache.UNREADABLE` if the value is not the shape it must be), else
    made and kept (``make()`` must return JSON-ready data that reads back as equal: dicts, lists, strings,
    whole numbers, finite floats, booleans and None; ``keep_if``, if given, says whether a value made may be
    kept).  Without a usable cache folder, made each time."""
    root = cache_dir()
    if root is None:
        return make()
    full_key = [kind, key, package_fingerprint()]
    path = root / RESULTS / f"{kind}-{package_fingerprint()}-{checksum(full_key)[:16]}.json"
    try:
        document = read_cache_json(path, max_bytes)
        if not isinstance(document, dict) or document.get("key") != full_key:
            raise Damaged(f"its key is not {full_key}")
        if not signed(document.get("signature"), {"key": full_key, "value": document.get("value")}):
            raise Damaged("its signature is not the user's own: written or changed by someone else")
        check(document["value"])
        return document["value"]
    except FileNotFoundError:
        pass
    except UNREADABLE as error:
        set_aside(path, str(error) or type(error).__name__)
    value = make()
    if keep_if is not None and not keep_if(value):
        return value
    _write(path, root, {"key": full_key, "value": value})
    _forget_older(path, kind)
    return value


def _forget_older(path: Path, kind: str) -> None:
    """Remove the entries of ``kind`` kept by other code than this (never served again), so that the folder
    does not grow with every version; damaged entries set aside stay where they are."""
    for other in path.parent.glob(f"{kind}-*.json"):
        if not other.name.startswith(f"{kind}-{package_fingerprint()}-"):
            other.unlink(missing_ok=True)


def _write(path: Path, root: Path, document: dict[str, Any]) -> None:
    try:
        json.dumps(document, allow_nan=False)
    except (TypeError, ValueError):  # not JSON-ready (a NaN, an object): not kept, made again next time
        return
    try:
        text = json.dumps({**document, "signature": signature(document)})
        make_private_folder(path.parent, root)
        write_atomically(path, text + "\n")
    except (OSError, ValueError) as error:  # caching is only an optimisation: off for the rest of the run
        disable_cache(getattr(error, "strerror", None) or str(error))
