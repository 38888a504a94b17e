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
    rows = json.loads(result.stdout)
    assert [r["exact_fraction"] for r in rows] == ["32/57", "26/57"]
    assert rows[0]["trials"] == 5000 and rows[0]["method"] == "wilson"
    assert rows[0]["ci95_low"] < rows[0]["simulated_probability"] < rows[0]["ci95_high"]


def test_partner_csv_to_file(tmp_path):
    target = tmp_path / "p.csv"
    result = invoke("partner", "--of", "1", "--exactly", "1", "--deals", "1000", "-f", "csv", "--out", str(target))
    assert result.exit_code == 0
    assert target.read_text().splitlines()[0].startswith("question,game,exact_fraction")


def test_verify_calculations_small():
    result = invoke("verify", "calculations", "--deals", "20000", "--quiet")
    assert result.exit_code == 0, result.output
    assert "five to four" in result.output and "understates" in result.output
    assert "Largest error" in result.output


def test_verify_calculations_json():
    result = invoke("verify", "calculations", "--deals", "5000", "-f", "json")
    rows = json.loads(result.stdout)
    assert len(rows) == 11 and rows[0]["text"].startswith("IT is about five to four")


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["partner", "--of", "2", "--at-least", "3"], "--at-least 3"),
        (["partner", "--of", "40", "--at-least", "1"], "--of 40"),
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


def test_kernel_shipped_and_simulated():
    result = invoke("kernel", "long", "--model", "hoyle")
    assert result.exit_code == 0, result.output
    assert "P(dealer's side wins the odd trick)" in result.output and "shipped kernel" in result.output
    result = invoke("kernel", "long", "--model", "random", "--deals", "5000", "--seed", "2", "-f", "kernel-json")
    document = json.loads(result.stdout)
    assert document["deals"] == 5000 and document["command"].endswith("--seed 2 --format kernel-json")
    rows = json.loads(invoke("kernel", "long", "--model", "random", "--deals", "5000", "--seed", "2", "-f",
                             "json").stdout)
    assert sum(row["deals"] for row in rows) == 5000 and len(rows) == 14 * 5
    result = invoke("kernel", "short", "--model", "random", "--deals", "5000", "--seed", "2", "-f", "csv")
    assert result.output.splitlines()[0] == "tricks_dealer_side,honours_dealer_side,deals,probability"


def test_deals_csv_and_pbn(tmp_path):
    target = tmp_path / "deals.csv"
    result = invoke("deals", "long", "--deals", "300", "--model", "random", "--seed", "1", "--out", str(target))
    assert result.exit_code == 0, result.output
    lines = target.read_text().splitlines()
    assert len(lines) == 301 and lines[0].startswith("tricks_dealer_side,honours_dealer_side")
    pbn = tmp_path / "deals.pbn"
    result = invoke("deals", "long", "--deals", "3", "--pbn", "--out", str(pbn))
    assert result.exit_code == 0
    text = pbn.read_text()
    assert text.count('[Deal "N:') == 3 and '[Board "3"]' in text


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["kernel", "long", "--model", "bridge"], "bridge"),
        (["kernel", "gleek"], "gleek"),
        (["kernel", "long", "--deals", "0"], "--deals 0"),
        (["kernel", "long", "--workers", "0", "--deals", "10"], "--workers 0"),
        (["deals", "long", "--deals", "-1"], "--deals -1"),
        (["deals", "long", "--out", "x.txt"], ".csv or .parquet"),
        (["deals", "scotch"], "scotch"),
    ],
)
def test_play_commands_bad_input(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_odds_long():
    result = invoke("odds", "long", "--score", "5-3", "--deal", "us")
    assert result.exit_code == 0, result.output
    assert "P(we win)" in result.output and " on" in result.output
    rows = json.loads(invoke("odds", "long", "--score", "8-9", "--deal", "them", "-f", "json").stdout)
    assert rows[0]["us"] == 8 and rows[0]["ci95_low"] < rows[0]["p_win"] < rows[0]["ci95_high"]


def test_table_long_and_verify_bob_short(tmp_path):
    result = invoke("table", "long", "--model", "random")
    assert result.exit_code == 0 and "they deal" in result.output
    target = tmp_path / "t.csv"
    assert invoke("table", "long", "-f", "csv", "--out", str(target)).exit_code == 0
    assert len(target.read_text().splitlines()) == 201
    result = invoke("verify", "bob-short")
    assert result.exit_code == 0, result.output
    assert "Best reading of 'with the deal'" in result.output and "seven to five" in result.output


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["odds", "long", "--score", "10-3"], "over at 10"),
        (["odds", "long", "--score", "3-12"], "them has 12"),
        (["odds", "long", "--score", "five-three"], "five-three"),
        (["odds", "long", "--score", "5-3", "--deal", "me"], "me"),
        (["odds", "bridge", "--score", "5-3"], "bridge"),
        (["odds", "long", "--score", "5-3", "--model", "psychic"], "psychic"),
        (["table", "gleek"], "gleek"),
        (["verify", "bob-short", "--eight-to-nine", "soon"], "soon"),
    ],
)
def test_odds_bad_input(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_short_whist_commands(tmp_path):
    result = invoke("odds", "short", "--score", "3-1", "--deal", "them")
    assert result.exit_code == 0 and "short-whist at 3-1" in result.output
    assert invoke("table", "short", "-f", "json").exit_code == 0
    result = invoke("rubber", "--games", "1-0", "--score", "2-3", "--deal", "us", "--variant", "no-honours")
    assert result.exit_code == 0 and "P(we win the rubber)" in result.output
    rows = json.loads(invoke("rubber", "-f", "json").stdout)
    assert abs(sum(r["probability"] for r in rows) - 1) < 1e-9
    assert "short-whist" in invoke("compare", "long-short").output
    png = tmp_path / "c.png"
    assert invoke("chart", "long-short", "--out", str(png)).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["odds", "short", "--score", "5-1"], "over at 5"),
        (["odds", "short", "--score", "1-1", "--variant", "club"], "club"),
        (["rubber", "--games", "2-1"], "2-1"),
        (["rubber", "--score", "4-7"], "them has 7"),
        (["rubber", "--variant", "big"], "big"),
        (["compare", "short-long"], "short-long"),
        (["chart", "nonsense", "--out", "x.png"], "nonsense"),
        (["chart", "long-short", "--out", "x.jpg"], ".png"),
    ],
)
def test_short_whist_bad_input(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_scotch_commands():
    result = invoke("odds", "scotch", "--players", "4", "--score", "30-25", "--deal", "us", "--deals", "20000")
    assert result.exit_code == 0 and "finish=highest" in result.output and "P(we win)" in result.output
    result = invoke("odds", "scotch", "--players", "6", "--sides", "3", "--score", "10-20-30", "--deals", "8000")
    assert result.exit_code == 0 and "whole games simulated" in result.output
    result = invoke("table", "scotch", "--players", "4", "--deals", "20000", "--seed", "1", "-f", "csv")
    assert len(result.output.splitlines()) == 41 * 41 * 2 + 1
    result = invoke("kernel", "scotch", "--players", "6", "--sides", "3", "--deals", "5000")
    assert result.exit_code == 0 and "dealer's side" in result.output
    result = invoke("verify", "scotch-advice", "--players", "4", "--deals", "5000")
    assert result.exit_code == 0 and "Verdict:" in result.output


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["odds", "scotch", "--players", "1", "--score", "1-2"], "players=1"),
        (["odds", "scotch", "--players", "9", "--score", "1-2"], "players=9"),
        (["odds", "scotch", "--players", "5", "--sides", "2", "--score", "1-2"], "sides=2"),
        (["odds", "scotch", "--players", "4", "--score", "41-0"], "41-0"),
        (["odds", "scotch", "--players", "4", "--score", "4-2", "--finish", "soon"], "soon"),
        (["table", "scotch", "--players", "6", "--sides", "3"], "two sides"),
        (["verify", "scotch-advice", "--players", "8", "--sides", "3"], "sides=3"),
    ],
)
def test_scotch_bad_input(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_gleek_and_progressive_commands():
    result = invoke("gleek", "--deals", "3000")
    assert result.exit_code == 0, result.output
    assert "45/12341" in result.output and "settled against 22" in result.output
    document = json.loads(invoke("gleek", "--deals", "2000", "--trumping", "match", "-f", "json").stdout)
    assert {"exact_sets", "simulated_sets", "ruff_and_sets", "settlement"} <= set(document)
    assert document["p_any_set_fraction"] in result.output
    assert all(r["mean_sum_of_settlements"] == 0 for r in document["settlement"])
    assert {"mean_settlement_pence_se", "mean_settlement_pence_ci95_low", "mean_settlement_pence_ci95_high",
            "mean_settlement_pence_method"} <= set(document["settlement"][0])
    result = invoke("gleek", "--deals", "2000", "--game", "gleek(stock_buyer=none,trumping=match)")
    assert result.exit_code == 0, result.output
    assert "gleek(trumping=match,stock_buyer=none)" in result.output and "stay out of play" in result.output
    assert "rules: stock_buyer=none, discard=tricks (the source is silent there)" in result.output
    result = invoke("progressive", "--tables", "2", "--sittings", "3", "--system", "britannica", "--evenings", "50")
    assert result.exit_code == 0 and "takes first prize" in result.output


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["gleek", "--trumping", "maybe"], "maybe"),
        (["gleek", "--game", "long"], "--game 'long'"),
        (["gleek", "--game", "gleek(stock_buyer=banker)"], "stock_buyer=banker"),
        (["gleek", "--deals", "5"], "--deals 5"),
        (["gleek", "--model", "double-dummy"], "double-dummy"),
        (["progressive", "--system", "bridge"], "bridge"),
        (["progressive", "--tables", "0"], "tables=0"),
        (["progressive", "--skilled", "30", "--tables", "2"], "skilled=30"),
    ],
)
def test_other_games_bad_input(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_rules_as_parameters_of_the_game_name():
    result = invoke("table", "short-whist(target=7)")
    assert result.exit_code == 0, result.output
    assert "P(we win), short-whist(target=7), we deal" in result.output and "them 6" in result.output
    result = invoke("odds", "long-whist(call_at=none)", "--score", "8-9", "--deal", "us")
    assert result.exit_code == 0 and result.output.startswith("long-whist(call_at=none) at 8-9, we deal")
    # A named variant is a set of parameters: the same game, the same figures.
    club = json.loads(invoke("odds", "long", "--score", "8-9", "--variant", "club", "-f", "json").stdout)[0]
    named = json.loads(invoke("odds", "long-whist(dealer_cannot_call_against=9)", "--score", "8-9", "-f",
                              "json").stdout)[0]
    assert club == named and club["game"] == "long-whist(dealer_cannot_call_against=9)"
    # The seating comes from the game, the same in every command: four players sit in two sides.
    assert "scotch-whist(players=4,sides=2)" in invoke("kernel", "scotch", "--players", "4", "--deals", "2000").output
    result = invoke("rubber", "long", "--games", "1-0", "--score", "9-0", "--deal", "us")
    assert result.exit_code == 0 and "Rubber at long-whist, games 1-0, score 9-0" in result.output


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["odds", "scotch", "--score", "1-2", "--variant", "club"], "--variant does not apply to scotch-whist"),
        (["odds", "long", "--score", "1-2", "--players", "4"], "--players does not apply to long-whist"),
        (["table", "short", "--finish", "highest"], "--finish does not apply to short-whist"),
        (["odds", "long-whist(call_at=12)", "--score", "1-2"], "call_at=12"),
        (["odds", "long-whist(colour=red)", "--score", "1-2"], "no parameter 'colour'"),
        (["table", "long-whist(target=x)"], "target=x"),
        (["rubber", "scotch"], "no rubber"),
        (["kernel", "long", "--seed", "-3"], "--seed"),
    ],
)
def test_flags_that_do_not_apply_are_errors(args, named):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and named in result.output


def test_python_m_whistodds_and_an_early_interrupt():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "whistodds", "odds", "long", "--score", "5-3"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0 and result.stdout.startswith("long-whist at 5-3")
    # Ctrl-C while the command line is still loading: one line, exit 130 (the interrupt is simulated by
    # making the import itself raise it).
    code = ("import builtins, sys; real = builtins.__import__\n"
            "def fake(name, *a, **k):\n"
            "    if name == 'whistodds.cli.app': raise KeyboardInterrupt\n"
            "    return real(name, *a, **k)\n"
            "builtins.__import__ = fake\n"
            "from whistodds.cli.entry import main; main()")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 130 and result.stderr.strip() == "whist-odds: interrupted; no file was written"


def test_one_seed_model():
    """An unseeded run that simulates draws a seed and says it once, after the run; --seed repeats it exactly;
    a run from a shipped kernel simulates nothing and needs none."""
    import re

    first = invoke("partner", "--of", "2", "--at-least", "1", "--deals", "2000", "-f", "json")
    drawn = re.fullmatch(r"seed drawn; pass --seed (\d+) to repeat\n", first.stderr)
    assert first.exit_code == 0 and drawn, first.stderr
    again = invoke("partner", "--of", "2", "--at-least", "1", "--deals", "2000", "-f", "json", "--seed", drawn[1])
    assert again.stdout == first.stdout and again.stderr == ""
    shipped = [invoke("rubber", "--score", "2-3", "-f", "json") for _ in range(2)]
    assert shipped[0].stdout == shipped[1].stdout and shipped[0].stderr == ""


def test_the_play_model_is_given_with_model():
    by_model = invoke("odds", "long", "--score", "5-3", "--model", "random", "-f", "json")
    assert by_model.exit_code == 0 and json.loads(by_model.stdout)[0]["model"] == "random"
    assert invoke("odds", "long", "--score", "5-3", "-m", "random", "-f", "json").stdout == by_model.stdout
    for command in (["odds"], ["rubber"], ["kernel"], ["verify", "claims"], ["history"]):
        shown = " ".join(invoke(*command, "--help").output.replace("│", " ").split())
        assert "--model" in shown and "old name" not in shown, command


def test_every_command_defaults_to_the_games_own_model(monkeypatch):
    from whistodds.games import SHORT_WHIST, register, registry

    registry.game_names()  # the registry fills itself on its first look-up: before it is copied
    monkeypatch.setattr(registry, "_FAMILIES", dict(registry._FAMILIES))  # the game is gone after the test
    register(SHORT_WHIST.replace(family="careless-short-whist", play_model="random"), replace=True)
    for command in (["odds", "careless-short-whist", "--score", "2-3"], ["table", "careless-short-whist"],
                    ["rubber", "careless-short-whist"], ["kernel", "careless-short-whist"]):
        result = invoke(*command)
        assert result.exit_code == 0 and "random" in result.stdout and "hoyle" not in result.stdout, command


def test_estimate_keys_the_same_in_every_command():
    keys = {"se", "ci95_low", "ci95_high", "method"}
    answers = {
        "p_win": invoke("odds", "long", "--score", "5-3", "-f", "json"),
        "p_win_rubber": invoke("rubber", "-f", "json"),
        "simulated_probability": invoke("partner", "--of", "1", "--exactly", "1", "--deals", "1000", "--seed", "1",
                                        "-f", "json"),
        "difference": invoke("verify", "scotch-advice", "--deals", "1000", "--seed", "1", "-f", "json"),
        "p_strongest_first_prize": invoke("progressive", "--tables", "2", "--sittings", "2", "--evenings", "20",
                                          "--seed", "1", "-f", "json"),
        "mean_points": invoke("kernel", "scotch", "--deals", "1000", "--seed", "1", "-f", "json"),
        "p_win ": invoke("odds", "scotch", "--players", "3", "--score", "1-2-3", "--deals", "4000", "--seed", "1",
                         "-f", "json"),
    }
    answers["simulated_probability "] = invoke("verify", "calculations", "--deals", "2000", "--seed", "1", "-f", "json")
    for figure, result in answers.items():
        figure = figure.strip()  # two answers give the same figure
        row = json.loads(result.stdout)[0]
        assert keys | {figure} <= set(row), (figure, sorted(row))
        assert ({"successes", "trials"} <= set(row)) == (row["method"] == "wilson"), figure  # a proportion's counts
        assert row["ci95_low"] <= row[figure] <= row["ci95_high"], figure
    table = json.loads(invoke("table", "short", "-f", "json").stdout)
    assert all(keys | {"p_win"} <= set(row) and row["method"] == "posterior" for row in table)
