"""Claims that mix games (issue 30, items 1, 2 and 9): each claim is checked under every model that can play its
game, a model that cannot is named once, the fit ranks each game on its own, and a model that does not belong
to a game is refused with one line naming the model and the game."""

from __future__ import annotations

import csv
import io
import json

import pandas as pd
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.claims import COLUMNS, read_claims, shipped_claims_path
from whistodds.odds.claims.check import evaluate_claims, summarize_claims
from whistodds.odds.claims.models import models_by_game
from whistodds.simulations.play.models import compared_models, get_model

runner = CliRunner()
WHIST_MODELS = {model.name for model in compared_models()}  # every compared model ships a long-whist kernel
SCOTCH = "scotch-whist(players=4,sides=2)"


def _file(tmp_path, other: dict[str, str] | None) -> str:
    """Three of Bob Short's wagers (long whist, who deals unknown) and, if given, one claim about another game."""
    shipped = {c["id"]: c for c in csv.DictReader(shipped_claims_path("bob-short-1793").open(encoding="utf-8"))}
    rows = [{k: shipped[i][k] for k in COLUMNS} for i in ("BS-9-7", "BS-9-4", "BS-9-6")]
    if other is not None:
        rows.append({k: other.get(k, "") for k in COLUMNS})
    stream = io.StringIO()
    writer = csv.DictWriter(stream, list(COLUMNS))
    writer.writeheader()
    writer.writerows(rows)
    path = tmp_path / "mixed.csv"
    path.write_text(stream.getvalue(), encoding="utf-8")
    return str(path)


SCOTCH_ROW = {"id": "SC", "source": "mine", "game": "scotch", "question": "game", "score": "30-25",
              "dealer": "first", "odds": "7 to 4"}
WHISK_ROW = {"id": "WK", "source": "mine", "game": "whisk", "question": "game", "score": "6-1",
             "dealer": "unknown", "odds": "3 to 1"}


def _json(*args: str) -> dict[str, list[dict]] | list[dict]:
    result = runner.invoke(app, [*args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("other", [SCOTCH_ROW, WHISK_ROW], ids=["scotch", "whisk"])
def test_a_claim_about_another_game_changes_no_verdict_about_whist(tmp_path, other):
    alone = _json("verify", "claims", _file(tmp_path, None), "--fit", "--seed", "1")
    mixed = _json("verify", "claims", _file(tmp_path, other), "--fit", "--seed", "1")
    assert isinstance(alone, dict) and isinstance(mixed, dict)
    claims, before = pd.DataFrame(mixed["claims"]), pd.DataFrame(alone["claims"])
    whist = claims[claims.game == "long-whist"]
    # Every whist row under every model, each reading of who deals: the same figures and verdicts as without it.
    assert set(whist.model) == WHIST_MODELS and len(whist) == 3 * len(WHIST_MODELS) * 3
    columns = ["id", "model", "reading", "model_probability", "ci95_low", "ci95_high", "verdict"]
    assert whist[columns].reset_index(drop=True).equals(before[columns])
    # The other game's claim under the models that play it; each model left out named once, with its reason.
    other_rows = claims[claims.id == other["id"]]
    assert len(other_rows) >= 1 and not other_rows.model_probability.isna().any()
    summary = pd.DataFrame(mixed["summary"])
    left_out = summary[summary.not_checked != ""]
    assert not left_out.empty and set(left_out.game) == {other_rows.game.iloc[0]}
    assert left_out.model.is_unique and set(left_out.model) | set(other_rows.model) == WHIST_MODELS
    assert (summary[summary.game == "long-whist"].not_checked == "").all()
    assert set(summary[summary.game == "long-whist"].model) == WHIST_MODELS
    # The fit ranks each game on its own; for whist its best way is a play model, as without the other claim.
    fit = pd.DataFrame(mixed["fit"])
    assert list(dict.fromkeys(fit.game)) == ["long-whist", other_rows.game.iloc[0]]
    whist_fit = fit[fit.game == "long-whist"].reset_index(drop=True)
    assert whist_fit.iloc[0].method.endswith(" play") and list(whist_fit["rank"]) == list(range(1, len(whist_fit) + 1))
    assert whist_fit.drop(columns="game").equals(pd.DataFrame(alone["fit"]).drop(columns="game"))
    assert {"proportional rule", "one point a deal at even chances"} <= set(fit[fit.game != "long-whist"].method)
    paragraph = mixed["fit_paragraph"]
    assert "about long-whist" in paragraph and f"about {other_rows.game.iloc[0]}" in paragraph
    assert paragraph.index("about long-whist") < paragraph.index(f"about {other_rows.game.iloc[0]}")
    text = runner.invoke(app, ["verify", "claims", _file(tmp_path, other), "--fit", "--seed", "1"]).stdout
    shown = text[text.index("What did the author assume?"):]
    assert "long-whist" in shown.split("\n\n")[0] and other_rows.game.iloc[0] in shown.split("\n\n")[0]


def test_scotch_is_checked_under_its_own_model_and_the_others_are_named(tmp_path):
    chosen = models_by_game(read_claims(_file(tmp_path, SCOTCH_ROW)))
    assert chosen.models == {"long-whist": tuple(compared_models()), SCOTCH: (get_model("hoyle"),)}
    assert {"random", "hoyle", "double-dummy", "expert"} <= {model.name for model in chosen.models["long-whist"]}
    reasons = {entry.model: entry.reason for entry in chosen.left_out}
    assert reasons["double-dummy"].startswith("solves four-handed whist") and SCOTCH in reasons["double-dummy"]
    assert "no shipped kernel" in reasons["random"] and "--deals" in reasons["random"]
    assert all(entry.game == SCOTCH and entry.claims == 1 for entry in chosen.left_out)


def test_a_model_asked_for_that_cannot_play_a_game_is_one_line_naming_both(tmp_path):
    path = _file(tmp_path, SCOTCH_ROW)
    result = runner.invoke(app, ["verify", "claims", path, "--model", "double-dummy"])
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert "double-dummy" in result.output and SCOTCH in result.output and "claim SC" in result.output
    assert "n_deals" not in result.output and "100,000" not in result.output
    # With a model that plays it too, the claim is checked and the other model named in the summary.
    document = _json("verify", "claims", path, "--model", "double-dummy", "--model", "hoyle")
    claims = pd.DataFrame(document)
    assert set(claims[claims.id == "SC"].model) == {"hoyle"}
    assert set(claims[claims.game == "long-whist"].model) == {"double-dummy", "hoyle"}


def test_a_model_that_does_not_belong_to_a_game_is_refused(tmp_path):
    result = runner.invoke(app, ["odds", "long", "--score", "5-3", "--model", "catch-the-ten"])
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "catch-the-ten" in result.output and "long-whist" in result.output
    result = runner.invoke(app, ["verify", "claims", _file(tmp_path, None), "--model", "catch-the-ten"])
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "catch-the-ten" in result.output and "long-whist" in result.output
    with pytest.raises(ValueError, match="catch-the-ten"):
        evaluate_claims(read_claims(_file(tmp_path, None)), model=get_model("catch-the-ten"))


def test_the_api_takes_model_as_the_command_line_does(tmp_path):
    claims = read_claims(_file(tmp_path, None))
    by_model = evaluate_claims(claims, model=get_model("random"), draws=20)
    by_list = evaluate_claims(claims, [get_model("random")], draws=20)
    assert by_model.equals(by_list) and set(by_model.model) == {"random"}
    assert summarize_claims(by_model).not_checked.eq("").all()
    with pytest.raises(TypeError):  # one word for one thing: no policies= beside model=
        evaluate_claims(claims, policies=[get_model("random")])  # type: ignore[call-arg]
