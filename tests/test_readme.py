"""Every example in the manual, the README and each page of docs/, is run, so that it cannot drift: each command
in a code block exits 0 and prints the lines shown under it (whitespace aside; '...' marks where a shown line is
cut), each excerpt of the Calculations is found in what ``verify calculations`` prints, and each Python block
runs, every value its comments show compared with what the code returns (a block of ``>>>`` lines runs as a
doctest).

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
MANUAL = [ROOT / "README.md", *sorted(path for path in (ROOT / "docs").rglob("*.md") if "_build" not in path.parts)]
# A fenced block: its info string (``python``, ``sh``, none; ``{toctree}`` and the like are MyST directives, not
# examples) and its body, up to the closing fence at the start of a line.
_FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```", re.S | re.M)


def _blocks(path: Path) -> list[tuple[str, str, str]]:
    """(page, kind, body) of every fenced example of ``path``, the page named from the repository's root."""
    page = str(path.relative_to(ROOT))
    return [(page, kind.strip(), body) for kind, body in _FENCE.findall(path.read_text(encoding="utf-8"))
            if not kind.strip().startswith("{")]


BLOCKS = [block for path in MANUAL for block in _blocks(path)]
runner = CliRunner()


def _normal(text: str) -> str:
    return " ".join(text.split())


def _commands() -> list[tuple[str, str, list[str]]]:
    """(page, command, the lines shown under it) for every ``$ command`` of a block that is not Python."""
    examples = []
    for page, kind, body in BLOCKS:
        if kind == "python":
            continue
        command, shown = None, []
        for line in body.splitlines() + ["$"]:
            if line.startswith("$"):
                if command:
                    examples.append((page, command, shown))
                command, shown = line[1:].strip() or None, []
            elif command:
                shown.append(line)
    return examples


def test_the_manual_has_its_examples():
    pages = {page for page, _, _ in _commands()}
    assert {"README.md", "docs/guide/odds.md", "docs/guide/claims.md", "docs/guide/holdings.md"} <= pages
    assert any(page.startswith("docs/") for page, kind, _ in BLOCKS if kind == "python")


@pytest.mark.parametrize(("page", "command", "shown"), _commands(),
                         ids=lambda c: c if isinstance(c, str) else "")
def test_readme_command(page, command, shown, tmp_path, monkeypatch):
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
        assert expected in output, (page, line, result.stdout[:2000])


def _check_pip_install(requirements: list[str]) -> None:
    """``pip install whistodds`` or ``whistodds[extra,...]``: this project's name and declared extras."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in requirements:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)(?:\[([\w,-]+)\])?", requirement)
        assert match and match.group(1) == project["name"], requirement
        for extra in (match.group(2) or "").split(","):
            assert not extra or extra in project["optional-dependencies"], (requirement, extra)


# An excerpt of `verify calculations`: a block of his statements, each line opening with its Roman number.
_CALCULATION = re.compile(r"^[IVX]+: '")


def test_readme_calculations_excerpt():
    excerpts = [(page, body) for page, kind, body in BLOCKS
                if body.strip() and all(_CALCULATION.match(line) for line in body.strip().splitlines())]
    assert {"README.md", "docs/guide/bob-short.md"} <= {page for page, _ in excerpts}
    result = runner.invoke(app, ["verify", "calculations"])
    assert result.exit_code == 0
    for page, excerpt in excerpts:
        for line in excerpt.strip().splitlines():
            assert _normal(line) in _normal(result.stdout), (page, line)


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


def _run_doctest(block: str, page: str) -> int:
    """Run a block of ``>>>`` lines as a doctest (its output compared, ``...`` an ellipsis); the examples run."""
    test = doctest.DocTestParser().get_doctest(block, {}, page, page, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    failures = io.StringIO()
    result = runner.run(test, out=failures.write)
    assert result.failed == 0, failures.getvalue()
    return result.attempted


@pytest.mark.parametrize(("page", "block"), [(page, body) for page, kind, body in BLOCKS if kind == "python"],
                         ids=lambda b: b.split("\n")[0])
def test_readme_python(page, block, tmp_path, monkeypatch):
    """Each block runs, and every value its comments show (or its doctest prints) is what the code returns (each
    block shows one)."""
    from whistodds.games import registry

    monkeypatch.chdir(tmp_path)  # a block may write a file
    # A block may register a game ("my-whist"): gone after the test, so later tests (and the report they build) never
    # see it, whichever tests share this process (make test runs two, pytest-xdist dividing the modules).
    registry.game_names()  # the registry fills itself on its first look-up: before it is copied
    monkeypatch.setattr(registry, "_FAMILIES", dict(registry._FAMILIES))
    if block.lstrip().startswith(">>>"):
        assert _run_doctest(block, page) >= 1
    else:
        assert _run_and_compare(block) >= 1


def test_a_wrong_doctest_output_is_caught():
    with pytest.raises(AssertionError, match="Expected:\\s+'10 to 7'"):
        _run_doctest(">>> from whistodds.odds.words import format_odds\n>>> format_odds(9 / 16)\n'10 to 7'\n", "x.md")


def test_a_wrong_value_in_a_comment_is_caught():
    with pytest.raises(AssertionError, match="shows '10 to 7', returns '9 to 7'"):
        _run_and_compare("from whistodds.odds.words import format_odds\nformat_odds(9 / 16)   # '10 to 7'\n")
    assert _run_and_compare("from fractions import Fraction\nFraction(2, 4)   # Fraction(1, ...), in its lowest terms\n") == 1
