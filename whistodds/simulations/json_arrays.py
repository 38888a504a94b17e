"""Arrays read back from JSON (a cached kernel, a checkpoint), checked for what they must hold."""

from __future__ import annotations

import numpy as np

_INT64 = np.iinfo(np.int64)


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
