"""Any answer of the API written as its command writes it."""

from __future__ import annotations

from whistodds.reports.text import OutputFormat, answer_text


def text(said: object, fmt: str = "table") -> str:
    """An answer written as its command writes it: ``table`` (the terminal's), ``csv``, ``json``, ``markdown``
    or ``html``; any answer :func:`~whistodds.reports.text.answer_text` writes.

    >>> from whistodds.api import compare
    >>> print(text(compare(), "csv").splitlines()[0][:30])
    game,target_points,p_dealer_wi
    """
    return answer_text(said, OutputFormat(fmt))
