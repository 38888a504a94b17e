"""Run as a script: ``python tests/registries.py MODULE...`` gives each ``MODULE`` a fresh process (a fork of this
one, which has imported nothing of whistodds) that imports it first, then reads every registry's full contents
(the games, the play models, the report's sections and the command line's commands); it prints one JSON object,
each module's registries or the error its process ended with, for ``tests/test_registration.py``."""

from __future__ import annotations

import importlib
import json
import os
import sys
import traceback

# The libraries the package imports, loaded once before the forks so that each process imports only the package
# (for speed alone: none of them imports whistodds, so each fork's package starts as a new process's would).
import matplotlib.pyplot  # noqa: F401
import numba  # noqa: F401
import numpy  # noqa: F401
import platformdirs  # noqa: F401
import rich.console  # noqa: F401
import scipy.stats  # noqa: F401
import typer.main
import yaml  # noqa: F401


def registries() -> dict[str, list[str]]:
    """Each registry's names, looked up through its public functions (as a command would)."""
    from whistodds.cli.app import app
    from whistodds.games import game_names
    from whistodds.reports.sections import registered_sections
    from whistodds.simulations.play.models import model_names

    group = typer.main.get_command(app)
    commands = sorted(f"{name} {sub}".strip() for name, command in group.commands.items()  # type: ignore[attr-defined]
                      for sub in [*getattr(command, "commands", {}), ""])
    return {"games": sorted(game_names()), "play models": sorted(model_names()),
            "sections": sorted(section.id for section in registered_sections()), "commands": commands}


def in_fresh_process(module: str) -> dict[str, list[str]] | str:
    """``module`` imported first in a fork of this process, then the registries read there; or the error."""
    read, write = os.pipe()
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            importlib.import_module(module)
            answer: object = registries()
        except BaseException:
            answer = traceback.format_exc()[-2000:]
        with os.fdopen(write, "w") as pipe:
            json.dump(answer, pipe)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    _, status = os.waitpid(pid, 0)
    found: dict[str, list[str]] | str = json.loads(text) if text else f"its process ended with status {status}"
    return found


if __name__ == "__main__":
    assert not any(name.startswith("whistodds") for name in sys.modules), "the forks must start without whistodds"
    print(json.dumps({module: in_fresh_process(module) for module in sys.argv[1:]}))
