"""One-line errors: bad input prints ``whist-odds: error: ...`` and exits 2, never a traceback."""

from __future__ import annotations

import pickle
import shutil
import sys
import warnings
from collections.abc import Sequence
from typing import Any

import typer
from typer.core import TyperGroup

from whistodds.cli.cluster import ClusterLost
from whistodds.cli.help_text import plain_help

PROG = "whist-odds"
USAGE_EXIT_CODE = 2
# Options that no longer exist, and what to give instead (nothing is released yet, so no alias is kept).
RENAMED_OPTIONS = {"--policy": "the play model is --model (-m)", "-p": "the play model is --model (-m)"}
FAILED_EXIT_CODE = 1  # a run that failed part-way for a reason outside it (a cluster lost): not bad input


def fail(message: str, code: int = USAGE_EXIT_CODE) -> None:
    """Print one line to stderr and exit with the usage error code (or ``code``)."""
    typer.echo(f"{PROG}: error: {' '.join(str(message).split())}", err=True)
    raise SystemExit(code)


def _with_notes(error: BaseException) -> str:
    """The error's message and its notes (a checkpoint's "3 of 8 batches kept ..."), as one line."""
    return "; ".join([str(error), *(str(note) for note in getattr(error, "__notes__", ()))])


class OneLineErrorGroup(TyperGroup):
    """A command group whose usage errors and ``ValueError``\\ s are a single line, exit code 2, and whose help
    is in plain words (:func:`~whistodds.cli.help_text.plain_help`)."""

    def get_command(self, ctx: Any, cmd_name: str) -> Any:  # noqa: D102
        command = super().get_command(ctx, cmd_name)
        return None if command is None else plain_help(command, ctx)

    def get_params(self, ctx: Any) -> Any:  # noqa: D102
        plain_help(self, ctx)
        return super().get_params(ctx)

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,  # noqa: D102
             complete_var: str | None = None, standalone_mode: bool = True, windows_expand_args: bool = True,
             **extra: Any) -> Any:
        try:  # standalone_mode is always off: the errors are caught here
            code = super().main(args=args, prog_name=prog_name or PROG, complete_var=complete_var,
                                standalone_mode=False, windows_expand_args=windows_expand_args, **extra)
        except ClusterLost as error:
            fail(_with_notes(error), FAILED_EXIT_CODE)
        except (ValueError, TypeError, OSError, ImportError) as error:
            problems = getattr(error, "problems", None)
            if problems:  # a file checked whole: every problem on a line of its own
                for problem in problems:
                    typer.echo(f"{PROG}: error: {problem}", err=True)
                raise SystemExit(USAGE_EXIT_CODE) from None
            fail(_with_notes(error))
        except (EOFError, pickle.UnpicklingError, UnicodeDecodeError) as error:
            _damaged_compiled_cache(error)
        except KeyboardInterrupt as error:
            if isinstance(error, Terminated):
                _TERMINATED.append(True)
            _interrupted()
        except MemoryError as error:
            fail("; ".join(["not enough memory for this run; ask for fewer deals (or games)",
                            *getattr(error, "__notes__", ())]))
        except Exception as error:  # the parser's own errors, duck-typed across typer versions
            if type(error).__name__ == "NoArgsIsHelpError":  # the help has been shown already
                raise SystemExit(USAGE_EXIT_CODE) from None
            if type(error).__name__ == "Abort":  # click turns an interrupt or an EOFError into Abort
                if isinstance(error.__cause__, (EOFError, pickle.UnpicklingError)):
                    _damaged_compiled_cache(error.__cause__)
                if isinstance(error.__cause__, Terminated):
                    _TERMINATED.append(True)
                _interrupted()
            if hasattr(error, "format_message") and hasattr(error, "exit_code"):
                renamed = RENAMED_OPTIONS.get(getattr(error, "option_name", None) or "")
                fail(error.format_message() + (f"; {renamed}" if renamed else ""))
            if isinstance(error, RuntimeError) and ("LLVM" in str(error) or "bitcode" in str(error)):
                _damaged_compiled_cache(error)  # compiled code that loaded but cannot be used
            raise
        if code == 130:  # typer's own handling of an interrupt returns this code without a word
            _interrupted()
        sys.exit(code if isinstance(code, int) else 0)


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where Python stands so that every temporary file is removed on the way out."""


_TERMINATED: list[bool] = []


def terminated() -> None:
    """Note that the run was stopped by SIGTERM (exit 143, not 130)."""
    _TERMINATED.append(True)
    _quiet_abandoned_coroutines()


def _quiet_abandoned_coroutines() -> None:
    # An interrupted run abandons what it was doing: a coroutine made but not yet run (a connection to a scheduler
    # half made when the signal came) is reported when it is collected, with a warning and a hint of their own
    # (seen under load about once in two hundred SIGTERMs while connecting); the run's one line says all there is.
    warnings.filterwarnings("ignore", message="coroutine .* was never awaited", category=RuntimeWarning)


def _interrupted() -> None:
    _quiet_abandoned_coroutines()
    typer.echo(f"{PROG}: interrupted; no file was written", err=True)
    raise SystemExit(143 if _TERMINATED else 130)


def _damaged_compiled_cache(error: BaseException) -> None:
    """A damaged compiled-code cache the start-up check could not see: empty it, so the next run works."""
    from whistodds.simulations.compiled import compiled_cache_folder

    folder = compiled_cache_folder()
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)
    fail(f"a cached file could not be read ({type(error).__name__}); the cache of compiled code {folder} was "
         f"emptied: run the command again")
