"""Intervals of no width only where a figure is exact (#28): ``Estimate.bounded_mean`` for means of values known to
lie in a range, exact figures where every outcome still possible from a position agrees
(odds/positions/still_possible.py), and the outputs that showed the defects (position's table and seed, verify rules)."""

import json
import re

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import SUITS
from whistodds.odds.positions.cards import card_odds
from whistodds.odds.positions.play_so_far import game_state
from whistodds.odds.positions.figures import certain, draw, play_on, position_odds
from whistodds.families.whist.odds.rule_value import rule_values
from whistodds.odds.positions.still_possible import possible_outcomes
from whistodds.simulations.estimate import Estimate, Method, wilson_interval
from whistodds.simulations.play.models import get_model

runner = CliRunner()
FOUR_HONOURS = "AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C"
THREE_HONOURS = "AH KH QH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C"
IN_PLAY = dict(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", played="me:10C 2D QC KC; right:AS", trumps="hearts",
               dealer="right", score=(8, 7))
LATE = dict(hand="JS JD JC AH", trumps="hearts", dealer="right", score=(8, 7), played=(
    "me:AS 2S 3S 4S; me:KS 5S 6S 7S; me:QS 8S 9S 10S; me:AD 2D 3D 4D; me:KD 5D 6D 7D; me:QD 8D 9D 10D; "
    "me:AC 2C 3C 4C; me:KC 5C 6C 7C; me:QC 8C 9C 10C"))  # nine tricks ours, at 8-7


def _sound(figure: Estimate, what: str) -> None:
    """The interval holds the value and has width, unless the figure is exact."""
    assert figure.ci95_low <= figure.value <= figure.ci95_high, f"{what}: {figure}"
    assert figure.method is Method.exact or figure.ci95_high > figure.ci95_low, f"{what}: {figure}"


# -- the constructor -------------------------------------------------------------------------------------------

def test_a_bounded_mean_of_zeros_and_ones_is_a_proportion():
    values = np.random.default_rng(1).random(500) < 0.3
    assert Estimate.bounded_mean(values.astype(float)) == Estimate.proportion(int(values.sum()), 500)
    assert Estimate.bounded_mean(np.ones(40)) == Estimate.proportion(40, 40)
    low, high = wilson_interval(0, 40)
    assert Estimate.bounded_mean(np.zeros(40)).interval95 == (low, high) and high > 0


def test_a_bounded_mean_of_values_all_alike_inside_has_the_width_of_the_deals_unseen():
    n = 2000
    off = 1 - wilson_interval(n, n)[0]
    figure = Estimate.bounded_mean(np.full(n, 0.25))
    assert figure.value == 0.25 and figure.se == 0.0
    assert figure.interval95 == pytest.approx((0.25 - 0.25 * off, 0.25 + 0.75 * off))
    tricks = Estimate.bounded_mean(np.full(n, 13.0), 0, 13)  # all at the top of [0, 13]: the scaled proportion
    assert tricks.ci95_high == 13.0 and tricks.ci95_low == pytest.approx(13 * wilson_interval(n, n)[0])


def test_a_bounded_mean_of_values_that_differ_keeps_the_normal_interval_within_its_bounds():
    values = np.random.default_rng(2).random(300)
    figure = Estimate.bounded_mean(values)
    plain = Estimate.mean(values.mean(), values.std(ddof=1) / np.sqrt(values.size))
    assert figure.method is Method.normal and figure.interval95 == pytest.approx(plain.interval95)
    near_one = Estimate.bounded_mean(np.r_[np.ones(99), 0.9])
    assert near_one.ci95_high == 1.0 and near_one.ci95_low < near_one.value < 1


@pytest.mark.parametrize("seed", range(24))
def test_every_bounded_mean_holds_its_value_with_width(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 60))
    kind = seed % 4
    values = [rng.random(n), (rng.random(n) < 0.5).astype(float), np.full(n, rng.choice([0.0, 1.0, 0.5])),
              rng.choice([0.0, 0.5, 1.0], n)][kind]
    _sound(Estimate.bounded_mean(values), f"seed {seed}")
    _sound(Estimate.bounded_mean(values * 13, 0, 13), f"seed {seed}, tricks")


def test_a_value_outside_the_bounds_is_refused():
    with pytest.raises(ValueError, match="not allowed; use \\[0.0, 1.0\\]"):
        Estimate.bounded_mean(np.array([0.5, 1.5]))


# -- exact where every outcome still possible agrees --------------------------------------------------------------

def test_four_honours_at_six_is_an_exact_game_under_every_model():
    state = game_state(hand=FOUR_HONOURS, trumps="hearts", dealer="right", score=(6, 0))
    for model in ("random", "hoyle", "hoyle-score"):
        result = position_odds(state, get_model(model), 500, seed=1)
        assert result.p_game is not None and result.p_game.method is Method.exact and result.p_game.value == 1.0
        assert result.honours_distribution[4] == Estimate.exact(1.0)  # every honour is in my hand
        assert result.p_odd_trick.method is Method.wilson  # the odd trick still turns on the cards


def test_at_nine_honours_do_not_count_so_the_game_is_not_certain():
    state = game_state(hand=FOUR_HONOURS, trumps="hearts", dealer="right", score=(9, 0))
    assert certain(state, get_model("hoyle")).game is None
    result = position_odds(state, get_model("hoyle"), 1000, seed=3)
    assert result.p_game is not None and result.p_game.method is not Method.exact and result.p_game.value < 1


def test_three_honours_at_eight_call_the_game_whatever_the_cards():
    """The manual's hand (docs/guide/positions.md): at eight, three honours call the game before a card is played
    (exact), while at seven they cannot; thirteen trumps are thirteen tricks, the odd trick and the game: exact."""
    state = game_state(hand=THREE_HONOURS, trumps="hearts", dealer="me", score=(8, 7))
    result = position_odds(state, get_model("hoyle"), 2000, seed=1)
    assert result.p_game == Estimate.exact(1.0)
    at_seven = game_state(hand=THREE_HONOURS, trumps="hearts", dealer="me", score=(7, 0))
    assert certain(at_seven, get_model("hoyle")).game is None
    spades = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me", score=(3, 4))
    # Thirteen trumps take thirteen tricks under the rules whatever is played (sure winners, issue 37): certain,
    # so exact, with the odd trick and the game they make.
    thirteen = position_odds(spades, get_model("random"), 1000, seed=2)
    for figure in (thirteen.p_game, thirteen.p_odd_trick, thirteen.tricks_distribution[13]):
        assert figure == Estimate.exact(1.0)
    assert thirteen.tricks == Estimate.exact(13.0)


def test_the_outcomes_still_possible_after_play():
    state = game_state(**IN_PLAY)
    ours, by_seat = possible_outcomes(state)
    assert set(ours.tolist()) == set(range(2, 13))  # they have won a trick; my AH KH are sure
    assert set(by_seat[:, 0].tolist()) == {2}  # my ace and king of hearts
    assert set(by_seat.sum(axis=1).tolist()) == {4} and by_seat.shape == (11 * 6, 4)  # 2-12 tricks; Q, J in 3 hands: 6 counts
    late = game_state(**LATE)
    odds = position_odds(late, get_model("hoyle"), 300, seed=4)  # nine tricks won at 8-7: the odd trick and the game
    assert odds.p_odd_trick == Estimate.exact(1.0) and odds.p_game == Estimate.exact(1.0)
    assert all(e == Estimate.exact(0.0) for e in odds.tricks_distribution[:10])  # nine won, and the AH sure
    assert all(e.method is not Method.exact for e in odds.tricks_distribution[10:])


def _random_state(seed):
    rng = np.random.default_rng(100 + seed)
    cards = rng.permutation(52)[:13]
    hand = " ".join(f"{'23456789TJQKA'[c % 13]}{SUITS[c // 13]}".replace("T", "10") for c in cards)
    score = tuple(int(s) for s in rng.integers(0, 10, 2))
    return dict(hand=hand, trumps="hearts", dealer=["me", "left", "partner", "right"][seed % 4], score=score)


@pytest.mark.parametrize("given", [
    _random_state(0), _random_state(1), _random_state(2), _random_state(3), IN_PLAY, LATE,
    dict(hand=FOUR_HONOURS, trumps="hearts", dealer="right", score=(6, 0)),
    dict(hand=THREE_HONOURS, trumps="hearts", dealer="me", score=(8, 7))])
def test_an_exact_figure_is_what_every_drawn_deal_gives_and_every_interval_has_width(given):
    state = game_state(**given)
    sure = certain(state, get_model("hoyle"), (1, 0))
    drawn = draw(state, 400, seed=5)
    outcomes = play_on(state, drawn, get_model("hoyle"))
    assert set(outcomes.our_tricks.tolist()) <= set(sure.tricks)  # the outcomes still possible hold every deal's
    assert set(outcomes.our_honours.tolist()) <= set(sure.honours)
    if sure.game is not None:
        assert outcomes.game_value is not None and (outcomes.game_value == sure.game).all()
    result = position_odds(state, get_model("hoyle"), drawn=drawn, games=(1, 0))
    if sure.rubber is not None:
        assert result.p_rubber == Estimate.exact(sure.rubber)
    figures = [result.p_odd_trick, result.tricks, result.p_game, result.p_rubber, *result.tricks_distribution,
               *result.honours_distribution]
    for index, figure in enumerate(figures):
        assert figure is not None
        _sound(figure, f"figure {index} of {given}")


def test_each_card_has_sound_intervals_and_the_best_is_exact_against_itself():
    state = game_state(**IN_PLAY)
    for card in card_odds(state, get_model("hoyle"), 500, seed=4):
        for figure in (card.tricks, card.p_odd_trick, card.p_game):
            assert figure is not None
            _sound(figure, str(card.card))
        if card.best:
            assert card.tricks_behind == Estimate.exact(0.0) and card.p_game_behind == Estimate.exact(0.0)


# -- the outputs ------------------------------------------------------------------------------------------------

POSITION = ["position", "--hand", IN_PLAY["hand"], "--played", "me:10C 2D QC KC; right:AS", "--trumps", "hearts",
            "--deal", "them", "--score", "8-7", "--deals", "400"]


def test_the_card_table_header_lines_up_with_its_columns():
    result = runner.invoke(app, [*POSITION, "--seed", "2"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.lstrip().startswith("card"))
    header, rows = lines[at], lines[at + 1:]
    names = header.split()
    assert names == ["card", "tricks", "p_odd_trick", "p_game", "tricks_behind", "p_game_behind"]
    ends = [match.end() for match in re.finditer(r"\S+", header)]
    for row in rows:  # every cell, a figure and its interval (or "exact"), ends under its header's end
        cells = [match.end() for match in re.finditer(r"\)", row)]
        assert cells == ends[1:], f"{header}\n{row}"
        assert row[:ends[0]].split()[0] in {"7S", "6S"}


def test_a_drawn_seed_is_said_once():
    result = runner.invoke(app, [*POSITION, "--format", "json"])
    assert result.exit_code == 0, result.output
    seed = json.loads(result.stdout)["seed"]
    assert result.stderr == f"seed drawn; pass --seed {seed} to repeat\n"
    assert result.stderr.count(str(seed)) == 1


def test_position_json_keeps_the_issues_keys_and_says_which_figures_are_exact():
    result = runner.invoke(app, ["odds", "long", "--score", "8-7", "--deal", "us", "--trumps", "hearts", "--hand",
                                 THREE_HONOURS, "--deals", "500", "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    for key in ("p_odd_trick", "p_odd_trick_se", "tricks", "tricks_se", "p_game", "p_game_ci95_low",
                "p_game_ci95_high"):
        assert key in figures
    assert figures["p_game"] == 1.0 and figures["p_game_method"] == "exact"
    assert figures["p_odd_trick_method"] == "wilson"
    text = runner.invoke(app, ["odds", "long", "--score", "8-7", "--deal", "us", "--trumps", "hearts", "--hand",
                               THREE_HONOURS, "--deals", "500", "--seed", "1"])
    assert "the game:     1.0000 (exact" in text.stdout and "(1.0000-1.0000)" not in text.stdout


def test_verify_rules_leaves_out_p_game_where_no_games_are_played():
    table = runner.invoke(app, ["verify", "rules", "--rules", "IV", "--deals", "3", "--seed", "1"])
    assert table.exit_code == 0, table.output
    assert "0 whole games" not in table.stdout and "P(game)" in table.stdout  # said, with the reason
    assert "no P(game): no whole games were played" in table.stdout
    assert "P(game) " not in table.stdout.splitlines()[3]  # no column of it
    records = json.loads(runner.invoke(app, ["verify", "rules", "--rules", "IV", "--deals", "3", "--seed", "1",
                                             "--format", "json"]).stdout)
    assert records[0]["game"] is None and records[0]["game_ci95_low"] is None and records[0]["games"] == 0
    assert "no whole games" in records[0]["game_note"]


def test_a_rule_that_changes_no_game_has_an_interval_with_width():
    from whistodds.games import get_game

    values = rule_values(get_game("short"), rules=["XXIII", "XI"], deals=300, games=60, seed=3)
    for value in values:
        assert value.game is not None and value.game_note is None
        for figure in (value.odd_trick, value.game):
            assert figure.ci95_low <= figure.value <= figure.ci95_high and figure.ci95_high > figure.ci95_low
