"""A play model of one's own may not take a built-in model's name, and a kernel, shipped or cached, is served
only to the model that made it (#46 item 5); a plugin's error is one line, however many its message has.
Real plugin files named in $WHISTODDS_MODELS, through the command line in processes of their own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from whistodds.simulations.play.models import default_model

WHIST_ODDS = [sys.executable, "-c", "from whistodds.cli.app import main; main()"]
HANG = 600  # seconds: only a hang fails this (the runs take seconds, more with both cores busy)
RANDOM_CHOICE = "whistodds.simulations.play.compiled.random_play:choose_random"


def _run(*args: str, models: Path | None = None, cache: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "WHISTODDS_MODELS"}
    if models is not None:
        env["WHISTODDS_MODELS"] = str(models)
    if cache is not None:
        env["WHISTODDS_CACHE"] = str(cache)
    return subprocess.run(WHIST_ODDS + list(args), env=env, capture_output=True, text=True, timeout=HANG)


def _plugin(path: Path, name: str, description: str = "my own model") -> Path:
    path.write_text("from whistodds.simulations.play.models import CardChoice, PlayModel\n"
                    f"MODELS = (PlayModel({name!r}, {description!r}, CardChoice({RANDOM_CHOICE!r}), "
                    "colour='#123456', marker='X'),)\n", encoding="utf-8")
    return path


def test_a_plugin_taking_a_built_in_name_is_refused_and_never_served_its_kernel(tmp_path):
    taken = default_model().name
    command = ["odds", "long", "--score", "8-0", "--model", taken]
    plain = _run(*command)
    assert plain.returncode == 0, plain.stderr
    result = _run(*command, models=_plugin(tmp_path / "mine.py", taken, "my own model, the built-in's name"))
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and str(tmp_path / "mine.py") in lines[0] and "built-in" in lines[0], result.stderr
    assert result.stdout == plain.stdout  # the built-in model's own figures, from its own kernel


def test_a_plugins_error_of_several_lines_is_said_in_one(tmp_path):
    plugin = tmp_path / "broken.py"
    plugin.write_text("raise ValueError('first line\\nsecond line\\nthird line')\n", encoding="utf-8")
    result = _run("odds", "long", "--score", "8-0", models=plugin)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [f"whistodds: the play models in {plugin} could not be loaded (ValueError: "
                                          f"first line second line third line)"]


def test_a_cached_kernel_is_served_only_to_the_model_that_made_it(tmp_path):
    """Two definitions of a model of the same name, one after the other: the second is simulated, not served
    the first's cached kernel (its description differs; so would its code)."""
    cache = tmp_path / "cache"
    command = ["kernel", "long", "--model", "mine", "--deals", "3000", "--seed", "1", "-f", "csv"]
    first = _run(*command, models=_plugin(tmp_path / "mine.py", "mine"), cache=cache)
    assert first.returncode == 0, first.stderr
    again = _run(*command, models=_plugin(tmp_path / "mine.py", "mine"), cache=cache)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert len(list((cache / "kernels").glob("*.json"))) == 1  # the same model served its own kernel
    other = _run(*command, models=_plugin(tmp_path / "mine.py", "mine", "another model of that name"), cache=cache)
    assert other.returncode == 0, other.stderr
    assert len(list((cache / "kernels").glob("*.json"))) == 2  # simulated for itself, kept apart
