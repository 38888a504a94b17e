"""A start-up that does not draw: ``--version``, every command's ``--help`` and the commands that answer without a
chart load no chart code (matplotlib, ``whistodds.reports.charts``, a game's section chart, the report), as the
modules loaded when the real command exits show; and ``--version`` loads no command at
all, nor numpy, pandas, scipy or numba (the commands are loaded on first use: ``whistodds.cli.start.lazy``)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import typer

from whistodds.cli.app import app
from whistodds.games import LONG_WHIST

HANG = 900  # seconds: a command this slow has hung (each takes a few seconds)
LOADED = ("import atexit, os, sys\n"
          "atexit.register(lambda: open(os.environ['WHISTODDS_TEST_MODULES'], 'w').write('\\n'.join(sys.modules)))\n"
          "from whistodds.cli.entry import main\n"
          "main()\n")  # the console script, writing the modules loaded when it exits
CLAIMS = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"


def loaded_modules(*arguments: str) -> list[str]:
    """Every module loaded when ``whist-odds ARGUMENTS``, run in a process of its own, exits (``sys.modules``, which
    counts a module imported through ``importlib`` too: the interpreter's ``-X importtime`` log does not)."""
    with tempfile.TemporaryDirectory() as folder:
        written = Path(folder) / "modules.txt"
        done = subprocess.run([sys.executable, "-c", LOADED, *arguments], capture_output=True, text=True,
                              timeout=HANG, env={**os.environ, "WHISTODDS_TEST_MODULES": str(written)})
        assert done.returncode == 0, (arguments, done.stdout[-1000:], done.stderr[-1000:])
        modules = written.read_text(encoding="utf-8").split()
    assert "whistodds.cli.app" in modules  # the list is read
    return modules


def drawing_modules(*arguments: str) -> list[str]:
    """The chart-drawing modules ``whist-odds ARGUMENTS`` imports, run in a process of its own."""
    return [module for module in loaded_modules(*arguments) if module.split(".")[0] == "matplotlib"
            or module.endswith(".section.chart")
            or module.startswith(("whistodds.reports.charts", "whistodds.reports.report"))]


HEAVY = ("numpy", "pandas", "scipy", "numba")  # libraries a command may need, and --version does not
START = ("whistodds", "whistodds.cli", "whistodds.cli.app", "whistodds.cli.entry", "whistodds.cli.errors",
         "whistodds.cli.help_text", "whistodds.cli.cluster", "whistodds.interrupts")  # the root command's own


def heavy_or_command_modules(*arguments: str) -> list[str]:
    """The modules of numpy, pandas, scipy or numba, and of whistodds beyond the root command's own and
    ``whistodds.cli.start``, that ``whist-odds ARGUMENTS`` imports."""
    return [module for module in loaded_modules(*arguments) if module.split(".")[0] in HEAVY
            or (module.startswith("whistodds") and module not in START
                and not module.startswith("whistodds.cli.start"))]


def test_version_loads_no_command_nor_numpy_pandas_scipy_numba():
    assert heavy_or_command_modules("--version") == []


def test_the_log_shows_a_commands_own_modules():
    """The check can fail: a command's help loads its module, the options and numpy."""
    found = heavy_or_command_modules("odds", "--help")
    assert {"numpy", "whistodds.cli.odds", "whistodds.cli.options"} <= set(found)


def every_command() -> list[list[str]]:
    """Each command of the command line, a group's as ``[group, command]``."""
    group = typer.main.get_command(app)
    return [[name, *([sub] if sub else [])] for name, command in group.commands.items()  # type: ignore[attr-defined]
            for sub in (getattr(command, "commands", None) or [""])]


def test_every_commands_help_loads_no_chart_code():
    commands = [["--version"], *every_command()]
    assert len(commands) > 20 and ["verify", "claims"] in commands
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = dict(zip(map(" ".join, commands), pool.map(lambda command: drawing_modules(*command, "--help")
                                                           if command != ["--version"] else
                                                           drawing_modules(*command), commands)))
    assert not any(found.values()), {command: modules[:5] for command, modules in found.items() if modules}


@pytest.mark.parametrize("arguments", [
    ["odds", LONG_WHIST.name, "--score", "7-4", "--deal", "them"],
    ["table", LONG_WHIST.name],
    ["holding", "left holds KS", "--hand", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC", "--deals", "10000"],
], ids=lambda arguments: arguments[0])
def test_a_command_that_answers_without_a_chart_loads_no_chart_code(arguments):
    assert drawing_modules(*arguments) == []


def test_verify_claims_loads_no_chart_code(tmp_path):
    claims = tmp_path / "claims.csv"
    claims.write_text("".join(CLAIMS.read_text(encoding="utf-8").splitlines(keepends=True)[:3]), encoding="utf-8")
    assert drawing_modules("verify", "claims", str(claims)) == []


def test_the_log_shows_a_chart_commands_drawing(tmp_path):
    """The check can fail: the command that draws a chart loads matplotlib and its chart's module."""
    modules = drawing_modules("chart", "long-short", "--out", str(tmp_path / "chart.png"))
    assert "matplotlib" in modules and any(module.startswith("whistodds.reports.charts") for module in modules)


def test_the_commands_come_in_the_helps_order_each_built_on_first_look_up():
    """The root group's commands (``whistodds.cli.start.lazy``): the table's, then the games' own, then the groups,
    a game's command joining its group; a name looked up is built once, and one that is no command is refused."""
    commands = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    names = list(commands)
    assert names[:2] == ["partner", "duel"] and names[-2:] == ["verify", "cache"]
    assert names.index("serve") < names.index("gleek") < names.index("verify")
    assert "odds" in commands and "nonesuch" not in commands and commands.get("nonesuch") is None
    assert commands["odds"] is commands["odds"] and commands["odds"].name == "odds"
    assert "scotch-advice" in commands["verify"].commands
