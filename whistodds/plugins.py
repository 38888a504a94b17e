"""A user's own additions from outside the package, loaded the same way for every registry: the modules of an
entry-point group of any installed package, then the Python files an environment variable names (separated by
``os.pathsep``, absolute paths only).  Games come from ``whistodds.games`` and ``$WHISTODDS_GAMES``
(:mod:`whistodds.games.registry`); play models from ``whistodds.models`` and ``$WHISTODDS_MODELS``
(:mod:`whistodds.simulations.play.models`).  A file named is Python, run as the user (see the README's threat
model); one that fails, or raises ``SystemExit`` or ``KeyboardInterrupt``, is reported in one line and the
command goes on without it.

>>> load_plugins("whistodds.nothing", "WHISTODDS_NOTHING_HERE", "things", print)
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from functools import partial


def _load_file(path: str, variable: str, kind: str) -> object:
    """Run the file ``path`` (it is Python code, run as the user: see the README) and return it as a module."""
    if not os.path.isabs(path):
        raise ImportError(f"{variable} names {path!r}, a relative path; give an absolute path (a relative one "
                          f"would be looked for in whatever folder the command runs from)")
    spec = importlib.util.spec_from_file_location(f"whistodds_{kind}_{abs(hash(path))}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_plugins(group: str, variable: str, what: str, register: Callable[[object], object]) -> None:
    """Load every module of the entry-point ``group`` and every file named in ``$variable``, and give each to
    ``register``; ``what`` names what they bring in the one line said of one that fails ("games")."""
    from importlib.metadata import entry_points  # here: a command that looks nothing up starts without it

    sources = [(entry.name, entry.load) for entry in entry_points(group=group)]
    sources += [(path, partial(_load_file, path, variable, what.replace(" ", "_")))
                for path in os.environ.get(variable, "").split(os.pathsep) if path.strip()]
    for name, load in sources:
        try:
            register(load())
        except (SystemExit, KeyboardInterrupt) as error:  # a user's file may not end the command, nor say it did
            said = _one_line(error)[:80]
            print(f"whistodds: the {what} in {name} could not be loaded (it raised {type(error).__name__}"
                  f"{'' if not said else ' ' + said})", file=sys.stderr)
        except Exception as error:  # a user's file must not stop every command: say so and go on
            print(f"whistodds: the {what} in {name} could not be loaded ({type(error).__name__}: {_one_line(error)})",
                  file=sys.stderr)


def _one_line(error: BaseException) -> str:
    """An error's message on one line, however many its author wrote: ``"a\\nb"`` is said ``"a b"``."""
    return " ".join(str(error).split())
