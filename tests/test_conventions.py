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
from whistodds.simulations.play.models import get_model

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
                                                 "COMP_WORDS": "whist-odds odds long --mod", "COMP_CWORD": "3"})
    assert completed.returncode == 0 and completed.stdout.split() == ["--model"]


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
    """The sdist builds and holds the licence, every test (conftest.py too), the manual they run and build (README.md
    and docs/), the examples and the package's data; the wheel built from it holds the data and the licence too.
    `.ci/check-sdist` runs the unpacked sdist's own suite."""
    import zipfile

    pytest.importorskip("build")
    built = _python("-m", "build", "--outdir", str(tmp_path), str(ROOT))  # the sdist, then a wheel from it
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (archive,) = tmp_path.glob("whistodds-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        metadata = tar.extractfile(next(m for m in tar.getmembers() if m.name.endswith("/PKG-INFO"))).read().decode()
    needed = {str(p.relative_to(ROOT)) for folder in ("tests", "examples", "whistodds", "docs")
              for p in (ROOT / folder).rglob("*")
              if p.is_file() and not {"__pycache__", "_build"} & set(p.parts) and not p.name.startswith(".")}
    needed |= {"LICENSE", "README.md", "pyproject.toml", ".ci/check-sdist", "tests/conftest.py",
               "whistodds/simulations/data/kernel-long-whist-hoyle.json"}
    assert not needed - names, sorted(needed - names)
    assert "License-Expression: MIT" in metadata and "License-File: LICENSE" in metadata
    assert f"Version: {whistodds.__version__}" in metadata
    (wheel,) = tmp_path.glob("whistodds-*.whl")
    in_wheel = set(zipfile.ZipFile(wheel).namelist())
    data = {name for name in needed if name.startswith("whistodds/") and not name.endswith(".py")}
    assert data and not data - in_wheel, sorted(data - in_wheel)
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in in_wheel)


SAME_TABLE = [
    ["partner", "--of", "3", "--at-least", "1", "--exactly", "1", "--deals", "2000", "--seed", "1"],
    ["odds", "long", "--score", "5-3", "--deal", "them"],
    ["table", "short"],
    ["rubber", "short", "--games", "1-0", "--score", "2-3"],
    ["kernel", "long", "--model", "random"],
    ["kernel", "long", "--model", "hoyle-score"],
    ["compare", "long-short"],
    ["verify", "calculations", "--deals", "2000", "--seed", "1"],
    ["cache", "info"],
]


def _markdown_frame(text: str):
    import pandas as pd

    lines = [line for line in text.splitlines() if line.startswith("|")]
    cells = [[cell.strip() for cell in line.strip("|").split(" | ")] for line in lines]
    assert lines[1].startswith("|---"), text[:500]
    return pd.DataFrame(cells[2:], columns=cells[0])


@pytest.mark.parametrize("command", SAME_TABLE, ids=lambda c: " ".join(c[:2]))
def test_every_format_gives_the_same_table(command):
    """csv, json (records, read by pandas.read_json) and markdown: the same columns, rows and values."""
    import io

    import pandas as pd

    texts = {}
    for fmt in ("csv", "json", "markdown"):
        result = invoke(*command, "--format", fmt)
        assert result.exit_code == 0, result.output
        texts[fmt] = result.stdout
    from_csv = pd.read_csv(io.StringIO(texts["csv"]), keep_default_na=False)
    from_json = pd.read_json(io.StringIO(texts["json"]), orient="records")
    from_markdown = _markdown_frame(texts["markdown"])
    assert list(from_csv.columns) == list(from_json.columns) == list(from_markdown.columns)
    assert len(from_csv) == len(from_json) == len(from_markdown) >= 1
    for column in from_csv.columns:
        if pd.api.types.is_float_dtype(from_csv[column]):
            assert from_json[column].astype(float).tolist() == pytest.approx(from_csv[column].tolist(), rel=1e-12)
            assert [float(v) for v in from_markdown[column]] == pytest.approx(from_csv[column].tolist(), abs=6e-5)
        else:
            assert from_markdown[column].tolist() == from_csv[column].astype(str).tolist(), column


def test_odds_markdown_is_a_table():
    text = invoke("odds", "long", "--score", "8-9", "--format", "markdown").stdout
    table = _markdown_frame(text)
    assert table.loc[0, "us"] == "8" and table.loc[0, "odds"] and "p_win" in table


def test_several_tables_are_an_object_or_a_file_each(tmp_path):
    """Gleek's four tables (and claims --fit's three): one documented JSON object, a Markdown section each,
    a CSV file each; csv to the terminal is refused in one line before any work."""
    import pandas as pd

    document = json.loads(invoke("gleek", "--deals", "500", "--format", "json").stdout)
    tables = ["exact_sets", "simulated_sets", "ruff_and_sets", "settlement"]
    assert document["what"].startswith("Gleek, four tables") and all(name in document["what"] for name in tables)
    assert all(isinstance(document[name], list) and document[name] for name in tables)
    markdown = invoke("gleek", "--deals", "500", "--format", "markdown").stdout
    assert [line[3:] for line in markdown.splitlines() if line.startswith("## ")] == tables
    refused = invoke("gleek", "--deals", "500", "--format", "csv")
    assert refused.exit_code == 2 and refused.output.count("\n") == 1 and "--out FILE.csv" in refused.output
    result = invoke("gleek", "--deals", "500", "--format", "csv", "--out", str(tmp_path / "gleek.csv"))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"gleek-{name}.csv" for name in tables)
    for name in tables:  # each file one full table: no column left empty by another table's rows
        frame = pd.read_csv(tmp_path / f"gleek-{name}.csv")
        assert len(frame) == len(document[name]) and not frame.isna().all().any()
    fitted = invoke("verify", "claims", "bob-short-1793", "--fit", "--format", "csv", "--out",
                    str(tmp_path / "fit.csv"))
    assert fitted.exit_code == 0, fitted.output
    assert {"fit-claims.csv", "fit-summary.csv", "fit-fit.csv"} <= {p.name for p in tmp_path.iterdir()}


def test_kernel_json_is_records_and_kernel_json_the_shipped_document():
    import io

    import pandas as pd
    from importlib import resources

    rows = pd.read_json(io.StringIO(invoke("kernel", "long", "--model", "hoyle", "--format", "json").stdout))
    assert list(rows.columns) == ["tricks_dealer_side", "honours_dealer_side", "deals", "probability"]
    shipped = resources.files("whistodds.simulations").joinpath("data", "kernel-long-whist-hoyle.json")
    document = json.loads(shipped.read_text(encoding="utf-8"))
    assert rows.deals.sum() == document["deals"] == 10_000_000
    assert document["command"] == ("whist-odds kernel long --model hoyle --deals 10000000 --seed 1793 "
                                   "--format kernel-json")
    printed = json.loads(invoke("kernel", "long", "--model", "hoyle", "--format", "kernel-json").stdout)
    assert printed["counts"] == document["counts"] and printed["command"] == document["command"]


@pytest.mark.parametrize("width", [60, 100])
def test_terminal_table_fits_the_terminal(width, monkeypatch):
    monkeypatch.setenv("COLUMNS", str(width))
    result = invoke("partner", "--of", "3", "--at-least", "1", "--exactly", "1", "--deals", "2000")
    assert result.exit_code == 0
    table = result.stdout.split("\n\n")
    assert max(len(line) for line in result.stdout.splitlines()) <= width, result.stdout
    assert "ci95_high" in result.stdout and len(table) > 1


BACKEND_CHECK = """
import importlib, pkgutil, sys
import matplotlib
import whistodds

before = matplotlib.rcParams._get_backend_or_none()
for module in pkgutil.walk_packages(whistodds.__path__, "whistodds."):
    importlib.import_module(module.name)
after_import = matplotlib.rcParams._get_backend_or_none()
from whistodds.reports.charts import long_short_chart
figure = long_short_chart()
print(before, after_import, matplotlib.rcParams._get_backend_or_none(), "matplotlib.pyplot" in sys.modules,
      type(figure).__name__, figure._repr_png_()[:4] == b"\\x89PNG")
"""


@pytest.mark.parametrize("backend", [None, "svg"])
def test_importing_whistodds_never_changes_the_backend(backend):
    """Every module imported and a chart drawn: matplotlib's backend is what the user had (unchosen, or the
    one MPLBACKEND names), pyplot is never loaded, and the chart shows itself as a PNG."""
    env = {key: value for key, value in os.environ.items() if key != "MPLBACKEND"}
    if backend:
        env["MPLBACKEND"] = backend
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run([sys.executable, "-c", BACKEND_CHECK], capture_output=True, text=True, env=env,
                            timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    expected = str(backend)
    assert result.stdout.split() == [expected, expected, expected, "False", "Chart", "True"], result.stdout


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_chart_as_svg_or_png(tmp_path, suffix):
    target = tmp_path / f"long-short{suffix}"
    result = invoke("chart", "long-short", "--out", str(target))
    assert result.exit_code == 0, result.output
    data = target.read_bytes()
    if suffix == ".svg":
        assert data.lstrip().startswith(b"<?xml") and b"<svg" in data[:2000]
        result = invoke("chart", "long-short", "--out", str(tmp_path / "again.svg"))
        assert (tmp_path / "again.svg").read_bytes() == data  # no date: the same chart gives the same file
    else:
        assert data[:4] == b"\x89PNG"


def test_chart_refuses_other_suffixes_in_one_line(tmp_path):
    result = invoke("chart", "long-short", "--out", str(tmp_path / "x.jpg"))
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "x.jpg" in result.output and ".png or .svg" in result.output
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("model", ["hoyle", "double-dummy"])
def test_pbn_is_read_by_endplay_with_dealer_trumps_hands_and_play(tmp_path, model):
    """endplay's PBN reader loads every board: North deals, the contract's suit is the trump suit and the
    declarer North (so East, the eldest hand, leads), each hand holds 13 cards, the dealer holds the turn-up;
    a model that plays card by card has its play written, and replaying it gives the tricks in the CSV."""
    pytest.importorskip("endplay", reason="endplay reads PBN here: pip install 'whistodds[dds]'")
    import pandas as pd
    from endplay.parsers import pbn
    from endplay.types import Denom, Player

    n = 12
    assert invoke("deals", "long", "--deals", str(n), "--model", model, "--seed", "7", "--pbn", "--out",
                  str(tmp_path / "deals.pbn")).exit_code == 0
    assert invoke("deals", "long", "--deals", str(n), "--model", model, "--seed", "7", "--out",
                  str(tmp_path / "deals.csv")).exit_code == 0
    rows = pd.read_csv(tmp_path / "deals.csv")
    with open(tmp_path / "deals.pbn", encoding="utf-8") as stream:
        boards = pbn.load(stream)
    assert len(boards) == n
    denominations = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}
    for board, row in zip(boards, rows.itertuples(index=False)):
        assert board.dealer == Player.north and board.contract.declarer == Player.north
        assert board.contract.denom == board.deal.trump == denominations[row.trumps]
        assert board.deal.first == Player.east
        hands = [str(board.deal[player]).split(".") for player in (Player.north, Player.east, Player.south,
                                                                    Player.west)]
        assert [sum(len(suit) for suit in hand) for hand in hands] == [13, 13, 13, 13]
        turn_up_rank, turn_up_suit = row.turn_up[:-1].replace("10", "T"), row.turn_up[-1]
        assert turn_up_rank in hands[0]["SHDC".index(turn_up_suit)] and turn_up_suit == row.trumps
        assert board.contract.level + 6 + board.contract.result == row.tricks_dealer_side
        if model == "double-dummy":  # the solver gives tricks, not a play
            assert not board.play
            continue
        assert len(board.play) == 52
        deal = board.deal.copy()
        taken = 0
        for k, card in enumerate(board.play):
            deal.play(card)
            taken += k % 4 == 3 and deal.first in (Player.north, Player.south)
        assert taken == row.tricks_dealer_side


def test_double_dummy_tricks_is_exported_and_named_by_play():
    from whistodds.games import LONG_WHIST
    from whistodds.simulations import deal, double_dummy_tricks
    from whistodds.simulations import play as play_package
    from whistodds.simulations.play import play

    assert play_package.double_dummy_tricks is double_dummy_tricks
    assert "double_dummy_tricks" in play_package.__all__
    with pytest.raises(ValueError, match=r"double_dummy_tricks\(deals\)") as raised:
        play(deal(LONG_WHIST, 2, seed=1), get_model("double-dummy"))
    assert "\n" not in str(raised.value) and "'double-dummy'" in str(raised.value)


def test_short_reprs():
    """Deals, kernels, plays and proportions print a line, the estimate and its SE first; no card codes or
    count arrays."""
    from whistodds.games import LONG_WHIST
    from whistodds.simulations import deal
    from whistodds.simulations.intervals import Proportion
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.play import play

    deals = deal(LONG_WHIST, 10_000, seed=1)
    shown = {
        "deals": repr(deals),
        "kernel": repr(get_kernel(get_model("random"))),
        "context kernel": repr(get_kernel(get_model("hoyle-score"))),
        "played": repr(play(deals, get_model("random"), seed=1)),
        "proportion": repr(Proportion(7155, 10_000)),
    }
    for what, text in shown.items():
        assert "\n" not in text and len(text) < 160 and "[" not in text, (what, text)
    assert shown["deals"] == "Deals(long-whist, 10,000 deals, 4 hands of 13)"
    assert shown["proportion"].startswith("Proportion(0.7155 ± 0.0045, 95% ")
    assert shown["kernel"].startswith("DealKernel(P(dealer's side wins the odd trick) 0.")
    assert shown["kernel"].endswith("long-whist, random, 10,000,000 deals, seed 1793)")
