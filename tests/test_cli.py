import json

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()


def invoke(*args):
    return runner.invoke(app, list(args))


def test_partner_table_and_json():
    result = invoke("partner", "--of", "3", "--at-least", "2", "--deals", "20000", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "178/703" in result.output and "3 to 1 against" in result.output
    result = invoke("partner", "--of", "2", "--at-least", "1", "--exactly", "1", "--deals", "5000", "-f", "json")
    rows = json.loads(result.output)
    assert [r["exact_fraction"] for r in rows] == ["32/57", "26/57"]
    assert rows[0]["deals"] == 5000


def test_partner_csv_to_file(tmp_path):
    target = tmp_path / "p.csv"
    result = invoke("partner", "--of", "1", "--exactly", "1", "--deals", "1000", "-f", "csv", "--out", str(target))
    assert result.exit_code == 0
    assert target.read_text().splitlines()[0].startswith("question,game,exact_fraction")


def test_verify_calculations_small():
    result = invoke("verify", "calculations", "--deals", "20000", "--quiet")
    assert result.exit_code == 0, result.output
    assert "five to four" in result.output and "understates the odds" in result.output
    assert "Largest error" in result.output


def test_verify_calculations_json():
    result = invoke("verify", "calculations", "--deals", "5000", "-f", "json")
    rows = json.loads(result.output)
    assert len(rows) == 11 and rows[0]["text"].startswith("IT is about five to four")


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["partner", "--of", "2", "--at-least", "3"], "at-least=3"),
        (["partner", "--of", "40", "--at-least", "1"], "of=40"),
        (["partner", "--of", "2", "--exactly", "1", "--deals", "0"], "--deals 0"),
        (["partner", "--of", "2", "--exactly", "1", "--deals", "-5"], "--deals -5"),
        (["partner", "--of", "2"], "--at-least"),
        (["partner", "--of", "two", "--exactly", "1"], "'--of'"),
        (["partner", "--of", "2", "--exactly", "1", "-f", "xml"], "xml"),
        (["partner", "--of", "2", "--exactly", "1", "--game", "bridge"], "bridge"),
        (["partner", "--of", "2", "--exactly", "1", "--game", "gleek"], "no partnerships"),
        (["verify", "calculations", "--deals", "0"], "--deals 0"),
        (["verify", "calculations", "-f", "yaml"], "yaml"),
        (["verify", "nonsense"], "nonsense"),
    ],
)
def test_bad_input_is_one_line_exit_2(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    assert lines[0].startswith("whist-odds: error:") and named in lines[0]
    assert "Traceback" not in result.output


def test_unwritable_out_leaves_no_file(tmp_path):
    missing = tmp_path / "no-such-folder" / "out.csv"
    result = invoke("verify", "calculations", "--deals", "1000", "--out", str(missing))
    assert result.exit_code == 2 and "does not exist" in result.output
    assert not missing.exists()
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        result = invoke("partner", "--of", "2", "--exactly", "1", "--out", str(locked / "x.csv"))
        import os

        if os.access(locked, os.W_OK):  # root can write anywhere; the check cannot fail then
            pytest.skip("running as a user who can write to a read-only folder")
        assert result.exit_code == 2 and "not writable" in result.output
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


def test_out_is_a_folder(tmp_path):
    result = invoke("partner", "--of", "2", "--exactly", "1", "--out", str(tmp_path))
    assert result.exit_code == 2 and "is a folder" in result.output
