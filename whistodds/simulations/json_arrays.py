"""JSON read back (a kernel file, a cached kernel, a checkpoint), checked for what it must hold."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from whistodds.cache import MAX_DEPTH, nesting_exceeds

_INT64 = np.iinfo(np.int64)


def json_document(text: str, what: str) -> Any:
    """The JSON document of ``text`` (a kernel file), its nesting bounded before it is parsed: a one-line
    ``ValueError`` naming ``what`` if it is nested too deep or not JSON, never a ``RecursionError``.

    >>> json_document("[" * 10_000 + "]" * 10_000, "the kernel")
    Traceback (most recent call last):
    ...
    ValueError: the kernel cannot be read: it is nested more than 32 deep
    """
    if nesting_exceeds(text.encode("utf-8", "replace"), MAX_DEPTH):
        raise ValueError(f"{what} cannot be read: it is nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text)
    except ValueError as error:
        raise ValueError(f"{what} cannot be read: it is not JSON ({str(error)[:80]})") from None


def integer_array(values: object, what: str) -> np.ndarray:
    """A JSON array of whole numbers (lists in lists, every row as long) as int64; a ``ValueError`` naming
    ``what`` if it is anything else: not a list, ragged, fractions, text, null, a number past int64.

    >>> integer_array([[1, 2], [3, 4]], "counts").tolist()
    [[1, 2], [3, 4]]
    >>> integer_array([[1, 2], [3, 4.5]], "counts")
    Traceback (most recent call last):
    ...
    ValueError: counts are whole numbers, not float64
    """
    if not isinstance(values, list):
        raise ValueError(f"{what} are a list, not {type(values).__name__}")
    array = np.asarray(values)  # ragged rows: ValueError
    if array.size == 0:
        if array.dtype.kind not in "f":  # numpy makes an empty list float64; a string or object is not empty
            raise ValueError(f"{what} are whole numbers, not {array.dtype}")
        return np.zeros(array.shape, np.int64)
    if array.dtype.kind not in "iu":
        raise ValueError(f"{what} are whole numbers, not {array.dtype}")
    if array.dtype.kind == "u" and array.max() > _INT64.max:
        raise ValueError(f"{what} are at most {_INT64.max}")
    return array.astype(np.int64)
