"""One word for one thing: a play model is a "play model" in prose and ``model`` in code, JSON and the files we
write; the old word is gone from the package, the manual (README and docs/) and the examples, and its option is
refused."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from whistodds.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
OLD_WORD = re.compile("pol" + "ic(y|ies)", re.IGNORECASE)  # spelt in two parts, so that this file names it once
# The one place the package may name it: the refusal of the old option, which must recognise what it refuses.
ALLOWED = {"whistodds/cli/errors.py": 'RENAMED_OPTIONS = {"--pol' + 'icy"'}


def _texts():
    for path in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md"), *(ROOT / "whistodds").rglob("*"),
                 *(ROOT / "examples").rglob("*")]:
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".png", ".pyc"):
            yield path, path.read_text(encoding="utf-8", errors="replace")


def test_the_old_word_is_gone():
    found = []
    for path, text in _texts():
        name = str(path.relative_to(ROOT))
        for number, line in enumerate(text.splitlines(), 1):
            if OLD_WORD.search(line) and not (name in ALLOWED and line.startswith(ALLOWED[name])):
                found.append(f"{name}:{number}: {line.strip()[:80]}")
    assert not found, "\n".join(found)


def test_the_shipped_kernels_say_model():
    for path in (ROOT / "whistodds" / "simulations" / "data").glob("*.json"):
        document = json.loads(path.read_text(encoding="utf-8"))
        assert "model" in document and "--model " in document["command"], path.name


def test_the_old_option_is_refused_naming_model():
    for option in ("--pol" + "icy", "-p"):
        result = CliRunner().invoke(app, ["odds", "long", "--score", "7-4", option, "hoyle"])
        assert result.exit_code == 2
        assert result.output.count("\n") == 1 and "--model" in result.output and option in result.output
