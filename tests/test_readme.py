"""Every example in the README is run, so that it cannot drift: each command in a code block exits 0 and
prints the lines shown under it (whitespace aside; '...' marks where a shown line is cut), the output
excerpt of the Calculations is found in what the command prints, and each Python block runs, every value its
comments show compared with what the code returns.

``whist-odds ...`` and ``python -m whistodds ...`` run the command line; ``pip install whistodds[EXTRA]``
cannot install from an index here, so it is checked against pyproject.toml instead (the distribution's
name and its extras; tests/test_conventions.py builds the sdist)."""

from __future__ import annotations

import ast
import doctest
import io
import re
import shlex
import tokenize
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


# A comment that shows a value opens with it, as Python writes it: a string ('9 to 7'), a dict or list, or an object
# (Fraction(32, 57)); '...' stands for what it leaves out, and prose may follow the value.
_VALUE = re.compile(r"""['"{\[]|[A-Z]\w*\(""")
_CLOSE = {"(": ")", "[": "]", "{": "}"}
_CHECKER = doctest.OutputChecker()


def shown_value(comment: str) -> str | None:
    """The value a comment opens with, or None for a comment in words.

    >>> shown_value("'11 to 6 on' (model= as --model)"), shown_value("Fraction(32, 57), exact")
    ("'11 to 6 on'", 'Fraction(32, 57)')
    >>> shown_value("every card of every trick") is None
    True
    """
    if not _VALUE.match(comment):
        return None
    closing: list[str] = []
    quote = None
    for at, char in enumerate(comment):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in _CLOSE:
            closing.append(_CLOSE[char])
        elif closing and char == closing[-1]:
            closing.pop()
        else:
            continue
        if not closing and not quote:
            return comment[:at + 1]
    return None


def _run_and_compare(block: str) -> int:
    """Run ``block`` statement by statement; each statement whose last line's comment shows a value is compared
    with what it returns (an expression) or assigns; the number compared."""
    comments = {token.start[0]: token.string.lstrip("#").strip()
                for token in tokenize.generate_tokens(io.StringIO(block).readline) if token.type == tokenize.COMMENT}
    namespace: dict[str, object] = {}
    compared = 0
    for statement in ast.parse(block).body:
        if isinstance(statement, ast.Expr):
            value = eval(compile(ast.Expression(statement.value), "README.md", "eval"), namespace)
        else:
            exec(compile(ast.Module([statement], []), "README.md", "exec"), namespace)
            targets = statement.targets if isinstance(statement, ast.Assign) else []
            value = namespace[targets[0].id] if len(targets) == 1 and isinstance(targets[0], ast.Name) else None
        shown = shown_value(comments.get(statement.end_lineno, ""))
        if shown is not None:
            got = repr(value)
            assert _CHECKER.check_output(shown + "\n", got + "\n", doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE), \
                f"README.md: {ast.unparse(statement)} shows {shown}, returns {got}"
            compared += 1
    return compared


@pytest.mark.parametrize("block", [body for kind, body in BLOCKS if kind == "python"], ids=lambda b: b.split("\n")[0])
def test_readme_python(block, tmp_path, monkeypatch):
    """Each block runs, and every value its comments show is what the code returns (each block shows one)."""
    from whistodds.games import registry

    monkeypatch.chdir(tmp_path)  # a block may write a file
    # A block may register a game ("my-whist"): gone after the test, so later tests (and the report they build) never
    # see it, whichever tests share this process (make test runs two, pytest-xdist dividing the modules).
    registry.game_names()  # the registry fills itself on its first look-up: before it is copied
    monkeypatch.setattr(registry, "_FAMILIES", dict(registry._FAMILIES))
    assert _run_and_compare(block) >= 1


def test_a_wrong_value_in_a_comment_is_caught():
    with pytest.raises(AssertionError, match="shows '10 to 7', returns '9 to 7'"):
        _run_and_compare("from whistodds.odds.words import format_odds\nformat_odds(9 / 16)   # '10 to 7'\n")
    assert _run_and_compare("from fractions import Fraction\nFraction(2, 4)   # Fraction(1, ...), in its lowest terms\n") == 1
