"""The experiment of issue 38 as a test: a play model defined in one module outside the package, registered
through the documented route ($WHISTODDS_MODELS, as games come from $WHISTODDS_GAMES), is among --model's
choices and in the report's comparison of models, its kernel simulated by the report (none ships for it)."""

import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

REPOSITORY = Path(__file__).resolve().parents[1]
NAME = "test-outside-lowest"  # a test's model: no name a user would pick

MODULE = f'''"""A play model of my own, outside the package: always the lowest legal card."""

import numba

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest
from whistodds.simulations.play.models import CardChoice, GlossaryEntry, PlayModel, Sight


@numba.njit
def lowest_card(random_state, seat, st):
    hand = S.HAND + seat * 4
    led = st[S.LED_SUIT]
    if st[S.POSITION] > 0 and st[hand + led] != 0:
        return led << S.SUIT_SHIFT | lowest(st[hand + led])
    best = -1
    for suit in range(4):
        if st[hand + suit] != 0:
            card = suit << S.SUIT_SHIFT | lowest(st[hand + suit])
            if best < 0 or (card & S.STRENGTH_MASK) < (best & S.STRENGTH_MASK):
                best = card
    return best


MODELS = (PlayModel("{NAME}", "always the lowest legal card", CardChoice(lowest_card), sees=Sight.OWN,
                    colour="#17becf", marker="8",
                    glossary=GlossaryEntry("lowest play", "Always the lowest legal card.")),)
'''


@pytest.fixture
def models_env(tmp_path):
    module = tmp_path / "my_models.py"
    module.write_text(MODULE, encoding="utf-8")
    return {**os.environ, "WHISTODDS_MODELS": str(module),
            "PYTHONPATH": os.pathsep.join([str(REPOSITORY), os.environ.get("PYTHONPATH", "")])}


def _run(args, env, cwd):
    return subprocess.run([sys.executable, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=300)


def test_a_model_from_outside_is_among_the_models_choices(models_env, tmp_path):
    refused = _run(["-m", "whistodds", "kernel", "long", "--model", "nonesuch"], models_env, tmp_path)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("whist-odds: error: unknown play model 'nonesuch'; use one of ")
    assert {"random", "hoyle", "double-dummy", NAME} <= set(lines[0].split("use one of ")[1].split(", "))
    helped = _run(["-m", "whistodds", "kernel", "--help"], {**models_env, "COLUMNS": "300"}, tmp_path)
    assert helped.returncode == 0
    model_line = next(line for line in helped.stdout.splitlines() if "--model" in line)
    assert f", {NAME} (default" in model_line
    without = _run(["-m", "whistodds", "kernel", "--help"], {**models_env, "COLUMNS": "300", "WHISTODDS_MODELS": ""},
                   tmp_path)
    assert NAME not in without.stdout  # the module, not the package, brings it


def test_a_model_from_outside_is_in_the_reports_comparison_of_models(models_env, tmp_path):
    code = ("import sys\n"
            "from whistodds.reports.report import build_report\n"
            "build_report(sys.argv[1], deals=1000, seed=5, only=['deal-kernels'], explorer=False)\n")
    run = _run(["-c", code, str(tmp_path / "r")], models_env, tmp_path)
    assert run.returncode == 0, run.stderr
    assert (f"whistodds: report: no shipped kernel for {NAME} at long-whist; simulating one of 1,000 deals "
            f"(seed 5)") in run.stderr.splitlines()
    table = pd.read_csv(tmp_path / "r" / "tables" / "deal_kernels.csv")
    assert list(table.model)[-1] == NAME and {"random", "hoyle", "double-dummy"} < set(table.model)
    row = table.set_index("model").loc[NAME]
    assert row.deals == 1000 and f"{NAME} --deals 1000 --seed 5 " in row.command  # the report's deals and seed
    page = (tmp_path / "r" / "index.html").read_text(encoding="utf-8")
    assert NAME in page[page.index('<section id="deal-kernels">'):]


def test_a_model_from_outside_that_breaks_a_rule_is_refused_in_one_line_and_the_command_goes_on(tmp_path):
    module = tmp_path / "clash.py"
    module.write_text(MODULE.replace('marker="8"', 'marker="o"'), encoding="utf-8")  # hoyle's marker
    env = {**os.environ, "WHISTODDS_MODELS": str(module), "COLUMNS": "300",
           "PYTHONPATH": os.pathsep.join([str(REPOSITORY), os.environ.get("PYTHONPATH", "")])}
    run = _run(["-m", "whistodds", "kernel", "--help"], env, tmp_path)
    assert run.returncode == 0 and "--model" in run.stdout and NAME not in run.stdout
    assert run.stderr.strip().splitlines() == [
        f"whistodds: the play models in {module} could not be loaded (ValueError: play model '{NAME}': marker 'o' "
        f"is hoyle's already; use one the charts do not draw yet: {' '.join(_free_markers())})"]


def _free_markers() -> list[str]:
    """The chart markers no registered model draws (what the refusal offers)."""
    from whistodds.simulations.play.models import MARKERS, play_models

    taken = {model.marker for model in play_models()}
    return [marker for marker in MARKERS if marker not in taken]
