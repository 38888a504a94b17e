"""Every example in the README is run, so that it cannot drift: each command in a code block exits 0 and
prints the lines shown under it (whitespace aside; '...' marks where a shown line is cut), the output
excerpt of the Calculations is found in what the command prints, and each Python block runs.

``whist-odds ...`` and ``python -m whistodds ...`` run the command line; ``pip install whistodds[EXTRA]``
cannot install from an index here, so it is checked against pyproject.toml instead (the distribution's
name and its extras; tests/test_conventions.py builds the sdist)."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```(\w*)\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
runner = CliRunner()


def _normal(text: str) -> str:
    return " ".join(text.split())


def _commands() -> list[tuple[str, list[str]]]:
    examples = []
    for kind, body in BLOCKS:
        if kind == "python":
            continue
        command, shown = None, []
        for line in body.splitlines() + ["$"]:
            if line.startswith("$"):
                if command:
                    examples.append((command, shown))
                command, shown = line[1:].strip() or None, []
            elif command:
                shown.append(line)
    return examples


@pytest.mark.parametrize(("command", "shown"), _commands(), ids=lambda c: c if isinstance(c, str) else "")
def test_readme_command(command, shown, tmp_path, monkeypatch):
    words = shlex.split(command)
    if words[:2] == ["pip", "install"]:
        _check_pip_install(words[2:])
        return
    if words[:3] == ["python", "-m", "whistodds"]:
        words = ["whist-odds", *words[3:]]
    assert words[0] == "whist-odds"
    monkeypatch.chdir(tmp_path)
    arguments = [str(ROOT / w) if w.startswith("examples/") else w for w in words[1:]]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    output = _normal(result.stdout)
    for line in shown:
        expected = _normal(line.split("...")[0])
        assert expected in output, (line, result.stdout[:2000])


def _check_pip_install(requirements: list[str]) -> None:
    """``pip install whistodds`` or ``whistodds[extra,...]``: this project's name and declared extras."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in requirements:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)(?:\[([\w,-]+)\])?", requirement)
        assert match and match.group(1) == project["name"], requirement
        for extra in (match.group(2) or "").split(","):
            assert not extra or extra in project["optional-dependencies"], (requirement, extra)


def test_readme_calculations_excerpt():
    excerpt = next(body for kind, body in BLOCKS if body.lstrip().startswith("III:"))
    result = runner.invoke(app, ["verify", "calculations"])
    assert result.exit_code == 0
    for line in excerpt.strip().splitlines():
        assert _normal(line) in _normal(result.stdout), line


@pytest.mark.parametrize("block", [body for kind, body in BLOCKS if kind == "python"], ids=lambda b: b.split("\n")[0])
def test_readme_python(block, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a block may write a file
    exec(compile(block, "README.md", "exec"), {})
