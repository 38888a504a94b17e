"""A start-up that does not draw: ``--version``, every command's ``--help`` and the commands that answer without a
chart load no chart code (matplotlib, ``whistodds.reports.charts``, a game's section chart, the report), as the
interpreter's own import log (``-X importtime``) of the real command shows."""

from __future__ import annotations

import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import typer

from whistodds.cli.app import app
from whistodds.games import LONG_WHIST

HANG = 900  # seconds: a command this slow has hung (each takes a few seconds)
IMPORTED = re.compile(r"^import time:\s+\d+ \|\s+\d+ \|\s*(\S+)$", re.MULTILINE)
CLAIMS = Path(__file__).resolve().parents[1] / "examples" / "claims-example.csv"


def drawing_modules(*arguments: str) -> list[str]:
    """The chart-drawing modules ``whist-odds ARGUMENTS`` imports, run in a process of its own."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "whistodds", *arguments], capture_output=True,
                          text=True, timeout=HANG)
    assert done.returncode == 0, (arguments, done.stdout[-1000:], done.stderr[-1000:])
    modules = IMPORTED.findall(done.stderr)
    assert "whistodds.cli.app" in modules  # the log is read
    return [module for module in modules if module.split(".")[0] == "matplotlib" or module.endswith(".section.chart")
            or module.startswith(("whistodds.reports.charts", "whistodds.reports.report"))]


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
