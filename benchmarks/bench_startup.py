"""Start-up: ``whist-odds --version`` against ``python -c "import numpy"``, and a warm ``whist-odds odds long
--score 7-4 --deal them`` against ``--version``, each pair run interleaved (A B A B ...) so that a change in the
machine's load falls on both alike.

    python benchmarks/bench_startup.py [--pairs 10] [--floor]

Prints, for each comparison, the median wall and CPU (user + system, the child's own) seconds of each command
and the median of the pairs' ratios.  The aims (issue #48): --version within 3 times numpy's import, the warm
odds within 2 times --version.  One run of each command first, not counted, warms the disk and the caches.
Then the modules each command has loaded when it exits (``sys.modules``).

The package's modules are timed as an install has them, compiled to bytecode once: where PYTHONDONTWRITEBYTECODE
is set (as on some machines) and no bytecode was written before, an editable install compiles every module of
whistodds from source at each run (about 120 for odds), while numpy and typer read theirs, compiled when they were
installed; the runs here are made without it, so that the uncounted first run writes the package's bytecode.

``--floor``: what typer (and click, which it carries) costs alone: a bare typer app with as many commands as
whist-odds, each taking as many options of the same types as ``odds`` (typer builds a pydantic validator for
each option it reads, given or not), its ``--version`` against numpy's import, and one of its commands run (with
numpy imported, as odds needs it) against its ``--version``: the least the two ratios could be with this typer.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import typer
import typer.main

from whistodds.cli.app import app
from whistodds.games import LONG_WHIST

# The modules loaded when a Python snippet or the console script exits, one a line, written to the file named.
COUNT = "import atexit, sys\natexit.register(lambda: open({out!r}, 'w').write('\\n'.join(sys.modules)))\n"
WHIST_ODDS = "from whistodds.cli.entry import main\nmain()\n"
# A bare typer app: {commands} commands, each with the options given as (name, type) pairs, and --version.
BARE = """import sys
from typing import Annotated
import typer
{imports}
app = typer.Typer(add_completion=True, pretty_exceptions_enable=False, no_args_is_help=True)

def show_version(value: bool) -> None:
    if value:
        print("bare 0.1.0")
        raise typer.Exit()

@app.callback()
def options(version: Annotated[bool, typer.Option("--version", is_eager=True, callback=show_version)] = False) -> None:
    pass

def command(game: str, {options}) -> None:
    print(game)

for number in range({commands}):
    app.command(name=f"command{{number}}")(command)
app()
"""


ENVIRONMENT = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}  # see above


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one run of ``command``, its output thrown away."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as null:
        pid = os.posix_spawn(command[0], command, ENVIRONMENT, file_actions=[
            (os.POSIX_SPAWN_DUP2, null.fileno(), 1), (os.POSIX_SPAWN_DUP2, null.fileno(), 2)])
        _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {os.waitstatus_to_exitcode(status)})")
    return wall, usage.ru_utime + usage.ru_stime


def compare(name_a: str, a: list[str], name_b: str, b: list[str], pairs: int) -> None:
    """Run ``a`` and ``b`` in turn ``pairs`` times (one of each first, not counted) and print the medians."""
    timed(a), timed(b)
    runs = [(timed(a), timed(b)) for _ in range(pairs)]
    for index, what in enumerate(("wall", "CPU")):
        times_a = [run_a[index] for run_a, _ in runs]
        times_b = [run_b[index] for _, run_b in runs]
        ratio = statistics.median(x / y for x, y in zip(times_a, times_b))
        print(f"  {what:4} {name_a} {statistics.median(times_a):.3f} s, {name_b} {statistics.median(times_b):.3f} s:"
              f" {ratio:.2f} times (median of {pairs} pairs' ratios)")


def modules_loaded(command: list[str]) -> int:
    """How many modules ``command`` (``[python, "-c", SNIPPET, ARGS...]``) has loaded when it exits."""
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "modules.txt")
        snippet = COUNT.format(out=out) + command[2]
        subprocess.run([command[0], "-c", snippet, *command[3:]], check=True, capture_output=True, env=ENVIRONMENT,
                       cwd=folder)  # not this folder, which -c would put first on the path: the package installed
        return len(Path(out).read_text(encoding="utf-8").split())


def command_shape() -> tuple[int, list[tuple[str, str]]]:
    """How many commands whist-odds has (a group's each counted), and odds's options as (name, type name)."""
    group = typer.main.get_command(app)
    commands = group.commands  # type: ignore[attr-defined]
    count = sum(len(getattr(command, "commands", None) or [None]) for command in commands.values())
    odds = commands["odds"]
    options = [(param.name, param.type_descriptor.annotation) for param in odds.params if param.name != "game"]
    kinds = {"OutputFormat": "str", "Path": "Path"}  # the enum as the str it is read from
    return count, [(name, kinds.get(kind.__name__, kind.__name__)) for name, kind in options]


def floor(pairs: int) -> None:
    """Compare a bare typer app's start-up and one command's run with numpy's import (see the module's doc)."""
    count, options = command_shape()
    declared = ", ".join(f"{name}: Annotated[{kind} | None, typer.Option('--{name.replace('_', '-')}')] = None"
                         if kind != "bool" else f"{name}: Annotated[bool, typer.Option('--{name}')] = False"
                         for name, kind in options)
    with tempfile.TemporaryDirectory() as folder:
        bare, bare_numpy = Path(folder) / "bare.py", Path(folder) / "bare_numpy.py"
        for path, imports in ((bare, "from pathlib import Path"),
                              (bare_numpy, "from pathlib import Path\nimport numpy")):
            path.write_text(BARE.format(commands=count, options=declared, imports=imports), encoding="utf-8")
        python = sys.executable
        print(f"a bare typer {typer.__version__} app of {count} commands, each of {len(options)} options as odds's "
              f"(modules loaded: --version {modules_loaded([python, '-c', bare.read_text(), '--version'])}, "
              f"a command run {modules_loaded([python, '-c', bare_numpy.read_text(), 'command0', 'long'])} "
              f"with numpy):")
        print("  its --version against python -c 'import numpy':")
        compare("bare --version", [python, str(bare), "--version"], "import numpy", [python, "-c", "import numpy"],
                pairs)
        print("  one of its commands, numpy imported, against its --version:")
        compare("bare command", [python, str(bare_numpy), "command0", "long", "--score", "7-4", "--deal", "them"],
                "bare --version", [python, str(bare), "--version"], pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--floor", action="store_true", help="also measure a bare typer app (see above)")
    arguments = parser.parse_args()
    pairs = arguments.pairs
    script = shutil.which("whist-odds", path=os.path.dirname(sys.executable)) or shutil.which("whist-odds")
    if script is None:
        raise SystemExit("no whist-odds command: install the package (make .venv/bin/whist-odds)")
    version = [script, "--version"]
    odds = [script, "odds", LONG_WHIST.name, "--score", "7-4", "--deal", "them"]
    print(f"{pairs} interleaved pairs; {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start; "
          f"typer {typer.__version__}; the package's modules compiled to bytecode once")
    print("whist-odds --version against python -c 'import numpy' (aim: within 3 times):")
    compare("--version", version, "import numpy", [sys.executable, "-c", "import numpy"], pairs)
    print(f"whist-odds {' '.join(odds[1:])} (warm) against --version (aim: within 2 times):")
    compare("odds", odds, "--version", version, pairs)
    python = sys.executable
    print(f"modules loaded: --version {modules_loaded([python, '-c', WHIST_ODDS, '--version'])}, odds "
          f"{modules_loaded([python, '-c', WHIST_ODDS, *odds[1:]])}, import numpy "
          f"{modules_loaded([python, '-c', 'import numpy'])}, python -c pass {modules_loaded([python, '-c', 'pass'])}")
    if arguments.floor:
        floor(pairs)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
