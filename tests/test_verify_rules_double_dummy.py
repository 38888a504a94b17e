"""``verify rules --against double-dummy``: the rules measured against double-dummy adversaries
(simulations/play/against_double_dummy.py, odds/rule_value.py)."""

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.families.whist.odds.rule_value import Against, rule_values
from whistodds.simulations import deal
from whistodds.simulations.play import double_dummy as dd
from whistodds.simulations.play import play
from whistodds.simulations.play.against_double_dummy import double_dummy_choice, play_against_double_dummy
from whistodds.simulations.play.double_dummy_cards import card_values
from whistodds.simulations.play.resume import in_play_order
from whistodds.simulations.play.rule_switches import get_rule
from whistodds.simulations.play.models import get_model

needs_solver = pytest.mark.skipif(not dd.solver_available(), reason="endplay (whistodds[dds]) not installed")
runner = CliRunner()


@needs_solver
@pytest.mark.parametrize("game,side", [("long-whist", 1), ("short-whist", 0)])
def test_each_double_dummy_card_is_the_one_the_solver_rates_best_and_each_hoyle_card_the_engines(game, side):
    deals = deal(get_game(game), 4, seed=7)
    mixed = play_against_double_dummy(deals, get_model("hoyle"), side, seed=3)
    sides = np.array(deals.game.seat_sides)
    double_dummy_turns = 0
    for position in range(0, 52):
        prefix = mixed.cards[:, :position]
        resumed = play(deals, get_model("hoyle"), seed=3, start=prefix if position else None)
        order, seats = in_play_order(resumed.played, resumed.leader)
        assert np.array_equal(seats[:, position], mixed.seats[:, position])
        solver = sides[mixed.seats[:, position]] == side
        # The hoyle seats play what the engine, resumed at the same cards, plays.
        assert np.array_equal(order[~solver, position], mixed.cards[~solver, position])
        rows = np.flatnonzero(solver)
        if position >= 48 or rows.size == 0:
            continue
        from dataclasses import replace

        subset = replace(deals, hands=deals.hands[rows], stock=deals.stock[rows], turn_up=deals.turn_up[rows],
                         trump=deals.trump[rows], dealer=deals.dealer[rows])
        for row, values in zip(rows, card_values(subset, prefix[rows])):
            card = int(mixed.cards[row, position])
            assert values[card] == max(values.values())
            assert card == double_dummy_choice(values)  # ties: the lowest rank, then the lowest suit
            double_dummy_turns += 1
    assert double_dummy_turns > 4 * 20


def test_ties_go_to_the_lowest_rank_then_the_lowest_suit():
    assert double_dummy_choice({51: 4, 38: 4, 37: 3}) == 38  # ace of spades, ace of hearts: the hearts
    assert double_dummy_choice({0: 2, 50: 3, 49: 3}) == 49  # the king, not the ace, both worth three
    assert double_dummy_choice({13: 1}) == 13


@needs_solver
def test_following_a_base_gives_the_play_solved_afresh():
    deals = deal(get_game("long-whist"), 8, seed=5, dealer=0)
    rule = get_rule("XI")
    masks = np.array([[1 << rule.bit, 0, 1 << rule.bit, 0]], np.int64)
    base = play_against_double_dummy(deals, get_model("hoyle"), 1, seed=2)
    followed = play_against_double_dummy(deals, get_model("hoyle"), 1, seed=2, rules_off=masks, base=base)
    afresh = play_against_double_dummy(deals, get_model("hoyle"), 1, seed=2, rules_off=masks)
    assert np.array_equal(followed.cards, afresh.cards)
    assert np.array_equal(followed.tricks_by_side, afresh.tricks_by_side)
    assert (followed.cards != base.cards).any()  # the test can fail: the rule changes some deal


@needs_solver
def test_the_paired_design_is_unchanged_against_double_dummy():
    # Each side in turn plays with the rule and without it, on the same deals, against double-dummy adversaries;
    # the gain is what the side loses without the rule, averaged over the two sides deal by deal.
    game, n, seed = get_game("long-whist"), 6, 9
    value = rule_values(game, get_model("hoyle"), ["fourth-hand-wins"], deals=n, seed=seed, against="double-dummy")[0]
    generator = np.random.default_rng(seed)
    dealt = deal(game, n, generator, dealer=0)
    play_seed = int(generator.integers(2**62))
    rule = get_rule("fourth-hand-wins")
    gains, changed = [], []
    for side in (0, 1):
        masks = np.array([[(1 << rule.bit) if game.seat_sides[s] == side else 0 for s in range(4)]], np.int64)
        with_rule = play_against_double_dummy(dealt, get_model("hoyle"), 1 - side, play_seed)
        without = play_against_double_dummy(dealt, get_model("hoyle"), 1 - side, play_seed, rules_off=masks)
        gains.append(with_rule.tricks_by_side[:, side] - without.tricks_by_side[:, side])
        changed.append((with_rule.cards != without.cards).any(axis=1))
    assert value.against is Against.DOUBLE_DUMMY and value.deals == n
    assert value.tricks.value == pytest.approx(np.mean((gains[0] + gains[1]) / 2))
    assert value.decides.successes == int(np.concatenate(changed).sum())
    assert value.game is None and value.games == 0  # no whole games against double-dummy adversaries


@needs_solver
def test_the_command_end_to_end_on_a_tiny_run():
    result = runner.invoke(app, ["verify", "rules", "short", "--against", "double-dummy", "--rules", "XI,IV",
                                 "--deals", "4", "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    records = json.loads(result.output)
    assert [record["rule"] for record in records] != [] and {r["rule"] for r in records} == {"XI", "IV"}
    for record in records:
        assert record["against"] == "double-dummy" and record["deals"] == 4 and record["game"] is None
        assert record["tricks_ci95_low"] <= record["tricks_per_deal"] <= record["tricks_ci95_high"]
    table = runner.invoke(app, ["verify", "rules", "short", "--against", "double-dummy", "--rules", "XI",
                                "--deals", "3", "--seed", "1"])
    assert table.exit_code == 0, table.output
    assert "against double-dummy adversaries" in table.output and "on 3 deals only" in table.output


def test_the_help_says_double_dummy_runs_on_fewer_deals():
    result = runner.invoke(app, ["verify", "rules", "--help"])
    assert result.exit_code == 0
    words = " ".join(result.output.split())
    assert "--against" in words and "200 deals" in words


@pytest.mark.parametrize("game", ["scotch", "ruff-and-honours"])
def test_a_game_dds_cannot_solve_is_one_line_and_exit_2(game):
    result = runner.invoke(app, ["verify", "rules", game, "--against", "double-dummy", "--deals", "4", "--seed", "1"])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output
    assert "--against double-dummy is not allowed for" in lines[0] and "use --against hoyle" in lines[0]


def test_an_unknown_against_is_one_line_and_exit_2():
    result = runner.invoke(app, ["verify", "rules", "--against", "perfect", "--deals", "4", "--seed", "1"])
    assert result.exit_code == 2, result.output
    assert "--against 'perfect' is not allowed; use one of hoyle, double-dummy" in result.output
