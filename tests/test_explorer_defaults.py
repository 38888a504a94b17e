"""The report's explorer shows the command line's default figures: the same deals (the default kernel), the
same interval, and a command with no --deals to repeat them."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from whistodds.cli.app import app


def test_scotch_in_the_report_explorer_is_what_whist_odds_odds_prints():
    from whistodds.games.registry import get_game
    from whistodds.odds.game_odds import score_states
    from whistodds.reports.explorer import Choice, _table, _Words, report_explorer_run

    deals, seed = report_explorer_run(200_000, 1793)  # the default report's explorer
    game = get_game("scotch-whist(players=4,sides=2)")
    words = _Words()
    entry = _table(Choice("scotch-whist", "", game, "hoyle", False), deals, seed, None, words)
    assert "--deals" not in entry["args"] and "--seed" not in entry["args"]
    states = [(us, them, we_deal) for us, them, we_deal, _ in score_states(game)]
    at = states.index((30, 25, True))
    result = CliRunner().invoke(app, ["odds", str(game), "--score", "30-25", "--deal", "us", *entry["args"],
                                      "--format", "json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.stdout)
    assert entry["p"][at] == round(row["p_win"], 4)
    assert (entry["lo"][at], entry["hi"][at]) == (round(row["ci95_low"], 4), round(row["ci95_high"], 4))
    assert words.words[entry["odds"][at]] == row["odds"]
    assert entry["kernel_deals"] == 200_000
