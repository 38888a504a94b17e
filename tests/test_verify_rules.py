"""``whist-odds verify rules``: each rule's worth, on the same deals with it and without it (odds/rule_value.py)."""

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.families.whist.odds.rule_value import rule_values
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.rule_switches import get_rule
from whistodds.simulations.play.models import get_model

runner = CliRunner()
KEYS = {"rule", "decides", "tricks_per_deal", "tricks_ci95_low", "tricks_ci95_high", "odd_trick", "odd_trick_ci95_low",
        "odd_trick_ci95_high", "game", "game_ci95_low", "game_ci95_high", "verdict"}


def invoke(*args):
    return runner.invoke(app, ["verify", "rules", *args])


def test_json_has_one_record_a_rule_with_its_intervals_and_verdict():
    result = invoke("short", "--rules", "XI,third-hand-high", "--deals", "2000", "--seed", "1", "--format", "json")
    assert result.exit_code == 0, result.output
    records = json.loads(result.output)
    assert {record["rule"] for record in records} == {"XI", "third-hand-high"}
    for record in records:
        assert KEYS <= set(record)
        assert record["tricks_ci95_low"] <= record["tricks_per_deal"] <= record["tricks_ci95_high"]
        expected = ("wins tricks" if record["tricks_ci95_low"] > 0 else "costs tricks" if record["tricks_ci95_high"] < 0
                    else "no effect we can measure in 2,000 deals")
        assert record["verdict"] == expected
        assert 0 < record["decides"] < 1
    # Third hand high wins tricks; on these deals the interval says so.
    assert next(r for r in records if r["rule"] == "third-hand-high")["verdict"] == "wins tricks"


def test_the_table_names_each_rule_and_its_source():
    result = invoke("short", "--rules", "IV", "--deals", "1000", "--seed", "2")
    assert result.exit_code == 0, result.output
    assert "IV" in result.output and "SHORT:216" in result.output and "95%" in result.output


@pytest.mark.parametrize("args,message", [
    (["--rules", "XXX"], "rule 'XXX' is not allowed; use one of"),
    (["--rules", "VIII"], "rule VIII is not played by hoyle"),
    (["--model", "random"], "--model 'random' is not allowed here; use hoyle or hoyle-score"),
    (["scotch", "--model", "hoyle-score"], "hoyle-score"),
])
def test_bad_input_is_one_line_and_exit_2(args, message):
    result = invoke(*args, "--deals", "100", "--seed", "1")
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("size", ["10000000000", "0", "-1"])
def test_impossible_sizes_are_refused_before_any_work(size):
    result = invoke("--deals", size, "--seed", "1")
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "--deals" in lines[0]


def test_a_rule_that_cannot_apply_never_decides_a_card():
    # Ruff and Honours turns up the stock's top card, not the dealer's: XXVII (keep the turn-up) cannot apply,
    # and is reported as never deciding a card, not as "no effect".
    value = rule_values(get_game("ruff-and-honours"), get_model("hoyle"), ["XXVII"], deals=1000, games=0, seed=4)[0]
    assert value.decides.successes == 0 and value.verdict == "never decides a card in 1,000 deals"
    assert rule_values(get_game("short"), get_model("hoyle"), ["XXVII"], deals=1000, games=0, seed=4)[0].decides.successes > 0


@pytest.mark.parametrize("name", ["IV", "XI", "third-hand-high"])
def test_the_paired_difference_agrees_with_two_independent_runs(name):
    # The paired figure (same deals, with and without) against the difference of two runs on separate deals,
    # each side without the rule in turn: within 5 standard errors.
    game = get_game("long")
    n = 6000
    value = rule_values(game, get_model("hoyle"), [name], deals=n, games=0, seed=11)[0]
    rule = get_rule(name)
    gains = []
    for side, seeds in ((0, (21, 22)), (1, (23, 24))):
        masks = np.array([[(1 << rule.bit) if game.seat_sides[s] == side else 0 for s in range(4)]], np.int64)
        with_rule = play(deal(game, n, seeds[0], dealer=0), get_model("hoyle"), 1, record=False).tricks_by_side[:, side]
        without = play(deal(game, n, seeds[1], dealer=0), get_model("hoyle"), 1, record=False, rules_off=masks).tricks_by_side[:, side]
        gains.append((with_rule.mean() - without.mean(), with_rule.var(ddof=1) / n + without.var(ddof=1) / n))
    independent = (gains[0][0] + gains[1][0]) / 2
    se_independent = np.sqrt(gains[0][1] + gains[1][1]) / 2
    assert abs(value.tricks.value - independent) < 5 * np.hypot(value.tricks.se, se_independent)
    assert value.tricks.se < se_independent  # pairing is what makes the figure sharp


def test_viii_never_decides_a_card_at_short_whist_where_no_side_is_at_eight():
    # Rule VIII is for "the adversaries at eight" (SHORT:236); short whist goes to five, so no side is ever at
    # eight and the rule is reported as never deciding a card there.  At long whist it does decide cards.
    short = rule_values(get_game("short-whist"), get_model("hoyle-score"), ["VIII"], deals=2000, games=0, seed=4)[0]
    assert short.decides.successes == 0 and short.verdict == "never decides a card in 2,000 deals"
    long = rule_values(get_game("long-whist"), get_model("hoyle-score"), ["VIII"], deals=2000, games=0, seed=4)[0]
    assert long.decides.successes > 0


def test_viii_read_as_two_from_game_applies_at_short_whist_at_three():
    # The other reading, a named parameter: the adversaries need the odd trick and one more (three of five).
    import numpy as np

    from whistodds.games.contexts import hand_context
    from whistodds.games.registry import get_game
    from whistodds.simulations.dealing import deal
    from whistodds.simulations.play.api import play

    game = get_game("short-whist")
    deals = deal(game, 3000, seed=4)
    context = hand_context(game, 0, 3, 2)  # the dealer's side at love, the adversaries at three, honours split
    plays = {eight: play(deals, get_model("hoyle-score"), seed=4, contexts=context, record=True, eight=eight).played
             for eight in ("at-eight", "two-from-game")}
    plays["VIII off"] = play(deals, get_model("hoyle-score"), seed=4, contexts=context, record=True,
                             rules_off={seat: ["VIII"] for seat in range(4)}).played
    assert np.array_equal(plays["at-eight"], plays["VIII off"])
    assert not np.array_equal(plays["at-eight"], plays["two-from-game"])
