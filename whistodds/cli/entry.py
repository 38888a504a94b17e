"""The console script: an interrupt while the command line is still loading is one line too, not a traceback."""

from __future__ import annotations

import sys


def main() -> None:
    """Load the command line and run it; Ctrl-C during the loading exits 130 with one line."""
    try:
        from whistodds.cli.app import main as run
    except KeyboardInterrupt:
        print("whist-odds: interrupted; no file was written", file=sys.stderr)
        raise SystemExit(130) from None
    run()
