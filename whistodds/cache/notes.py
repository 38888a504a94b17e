"""What whistodds says unasked: one line on stderr (:func:`say`), and whether to say what a run is doing
(:func:`notes_wanted`).
"""

from __future__ import annotations

import os
import sys


def say(message: str) -> None:
    """One line on stderr, for the few things a user should know without being asked."""
    print(f"whistodds: {' '.join(message.split())}", file=sys.stderr)


QUIET_VARIABLE = "WHISTODDS_QUIET"  # set while a command given --quiet runs (its worker processes inherit it)


def notes_wanted() -> bool:
    """Whether to say what a run is doing that the user did not ask about (a first compile): stderr is a
    terminal and the command was not given ``--quiet``, as for the progress bar.

    >>> notes_wanted() in (True, False)
    True
    """
    return sys.stderr.isatty() and not os.environ.get(QUIET_VARIABLE)
