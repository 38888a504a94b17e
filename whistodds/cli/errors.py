"""One-line errors: bad input prints ``whist-odds: error: ...`` and exits 2, never a traceback."""

from __future__ import annotations

import sys
from typing import Any

import typer
from typer.core import TyperGroup

PROG = "whist-odds"
USAGE_EXIT_CODE = 2


def fail(message: str) -> None:
    """Print one line to stderr and exit with the usage error code."""
    typer.echo(f"{PROG}: error: {' '.join(str(message).split())}", err=True)
    raise SystemExit(USAGE_EXIT_CODE)


class OneLineErrorGroup(TyperGroup):
    """A command group whose usage errors and ``ValueError``\\ s are a single line, exit code 2."""

    def main(self, args: Any = None, prog_name: str | None = None, **extra: Any) -> Any:  # noqa: D102
        extra["standalone_mode"] = False
        try:
            code = super().main(args=args, prog_name=prog_name or PROG, **extra)
        except (ValueError, OSError, ImportError) as error:
            fail(str(error))
        except Exception as error:  # the parser's own errors, duck-typed across typer versions
            if type(error).__name__ == "NoArgsIsHelpError":  # the help has been shown already
                raise SystemExit(USAGE_EXIT_CODE) from None
            if hasattr(error, "format_message") and hasattr(error, "exit_code"):
                if type(error).__name__ == "Abort":
                    raise SystemExit(1) from None
                fail(error.format_message())
            raise
        sys.exit(code if isinstance(code, int) else 0)
