"""``whist-odds odds`` answers in one JSON shape for every game (issue 30, item 9): the same keys in every row,
the sides named, the odds in words, whether the figure is exact or from whole games simulated."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.odds_rows import ODDS_KEYS
from whistodds.odds.words import parse_odds

runner = CliRunner()

CASES = [
    (["long", "--score", "8-9", "--deal", "them"], ["us"], "them"),  # exact, two sides
    (["dummy", "--score", "3-2", "--deals", "4000", "--seed", "1"], ["us", "them"], "us"),  # whole games
    (["scotch", "--players", "6", "--sides", "3", "--score", "10-20-30", "--deal", "4", "--deals", "4000",
      "--seed", "1"], ["us", "them", "side 3"], "them"),  # three sides, seat 4 (side 1) deals
]


@pytest.mark.parametrize(("args", "sides", "dealer"), CASES, ids=["long", "dummy", "scotch-3-sides"])
def test_odds_has_one_json_shape_for_every_game(args, sides, dealer):
    result = runner.invoke(app, ["odds", *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [row["side"] for row in rows] == sides
    for row in rows:  # every key, in order; an Estimate's counts (successes, trials) for a proportion only
        counts = row["method"] == "wilson"
        assert tuple(row) == tuple(key for key in ODDS_KEYS if counts or key not in ("successes", "trials"))
    score = args[args.index("--score") + 1]
    for row in rows:
        assert row["score"] == score and (row["us"], row["them"]) == tuple(int(s) for s in score.split("-")[:2])
        assert row["dealer"] == dealer and row["ci95_low"] <= row["p_win"] <= row["ci95_high"]
        # The odds in words say the same chance, to the rounding of odds in small numbers.
        assert abs(float(parse_odds(row["odds"])) - row["p_win"]) < 0.02, row
        exact = row["method"] == "posterior"
        assert (row["kernel_deals"] is not None) == exact and (row["games_simulated"] is not None) == (not exact)
    if len(rows) > 1:
        assert abs(sum(row["p_win"] for row in rows) - 1) < 1e-9
        text = runner.invoke(app, ["odds", *args]).stdout
        assert all(row["odds"] in text for row in rows)
