"""The conventions of the Python ecosystem: --version, shell completion, python -m, the licence and the sdist,
one table in every format, charts as SVG, matplotlib's backend left alone, PBN that bridge tools read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

import whistodds
from whistodds.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args))


def _python(*args: str, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=environment, timeout=300,
                          **kwargs)


def test_version_from_the_cli_module_and_metadata():
    result = invoke("--version")
    assert result.exit_code == 0 and result.stdout.strip() == f"whist-odds {whistodds.__version__}"
    by_module = _python("-m", "whistodds", "--version")
    assert by_module.returncode == 0 and by_module.stdout.strip() == f"whist-odds {whistodds.__version__}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "whistodds.__version__"}


def test_python_m_whistodds_runs_a_command():
    result = _python("-m", "whistodds", "odds", "long", "--score", "5-3", "-f", "json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)[0]["us"] == 5


def test_shell_completion_is_typers_own():
    assert "--install-completion" in invoke("--help").stdout
    shown = invoke("--show-completion", "bash")
    assert shown.exit_code == 0 and "_WHIST_ODDS_COMPLETE" in shown.stdout
    completed = _python("-m", "whistodds", env={"_WHIST_ODDS_COMPLETE": "complete_bash",
                                                 "COMP_WORDS": "whist-odds odds long --pol", "COMP_CWORD": "3"})
    assert completed.returncode == 0 and completed.stdout.split() == ["--policy"]


def test_dash_v_is_not_variant():
    result = invoke("odds", "long", "--score", "8-9", "-v", "club")
    assert result.exit_code == 2 and result.output.strip() == "whist-odds: error: No such option: -v"
    assert invoke("odds", "long", "--score", "8-9", "--variant", "club").exit_code == 0


def test_licence_is_pep_639():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT" and project["project"]["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert any(r.startswith("setuptools>=") and int(r.split(">=")[1].split(".")[0]) >= 77
               for r in project["build-system"]["requires"])


def test_sdist_carries_what_its_tests_need(tmp_path):
    """The sdist builds and holds the licence, every test (conftest.py too), the README they run and the
    examples; `.ci/check-sdist` runs the unpacked sdist's own suite."""
    pytest.importorskip("build")
    built = _python("-m", "build", "--sdist", "--outdir", str(tmp_path), str(ROOT))
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (archive,) = tmp_path.glob("whistodds-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        metadata = tar.extractfile(next(m for m in tar.getmembers() if m.name.endswith("/PKG-INFO"))).read().decode()
    needed = {str(p.relative_to(ROOT)) for folder in ("tests", "examples") for p in (ROOT / folder).rglob("*")
              if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")}
    needed |= {"LICENSE", "README.md", "pyproject.toml", ".ci/check-sdist", "tests/conftest.py",
               "whistodds/simulations/data/kernel-long-whist-hoyle.json"}
    assert not needed - names, sorted(needed - names)
    assert "License-Expression: MIT" in metadata and "License-File: LICENSE" in metadata
    assert f"Version: {whistodds.__version__}" in metadata
