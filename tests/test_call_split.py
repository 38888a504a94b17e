"""The call at eight read two ways (issue 18): three honours between the partners, or two in one hand and one
in the other (``call_needs=two-and-one``), which the deal's outcome must then record."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.games.contexts import hand_context
from whistodds.games.registry import all_games
from whistodds.games.scoring import CALL_NEEDS, LONG_WHIST_RULES, WhistScoring, score_deal
from whistodds.odds.claims import read_claims, shipped_claims_path
from whistodds.odds.claims.fit import VARIANTS, fit_claims
from whistodds.odds.game_odds import odds_at, win_probability
from whistodds.odds.holdings.honours import honours_in_one_hand
from whistodds.simulations import kernels
from whistodds.simulations.kernels import shipped as shipped_kernels
from whistodds.simulations.kernels.context import get_context_kernel, has_shipped_context_kernel
from whistodds.simulations.kernels import get_kernel, has_shipped_kernel, shipped_game, shipped_kernel
from whistodds.simulations.outcomes import honours_column, whist_outcomes
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model

SPLIT = "long-whist(call_needs=two-and-one)"
SPLIT_GAME = get_game(SPLIT)
TWO_AND_ONE = LONG_WHIST_RULES.with_parameters(call_needs="two-and-one")
SHIPPED_MODELS = [p for p in ("random", "hoyle", "double-dummy", "expert") if has_shipped_kernel(SPLIT_GAME, get_model(p))]


def one(rules, us, them, we_deal, tricks, honours, in_one_hand):
    new_us, new_them, result = score_deal(rules, np.array(us), np.array(them), np.array(we_deal), np.array(tricks),
                                          np.array(honours), in_one_hand=np.array(in_one_hand))
    return int(new_us), int(new_them), int(result)


# --- the rule, on set-up outcomes -------------------------------------------------------------------------------

def test_three_in_one_hand_at_eight_cannot_call_under_two_and_one():
    # 8-7, we hold three honours in one hand and take three tricks: the adversaries' ten tricks score four
    # and take them out before our honours count; with the call, we were out before a card was played.
    assert one(TWO_AND_ONE, 8, 7, True, 3, 3, True) == (8, 11, -1)
    assert one(LONG_WHIST_RULES, 8, 7, True, 3, 3, True) == (10, 7, 1)
    # Not called, the honours are still scored after the tricks, like any honours.
    assert one(TWO_AND_ONE, 8, 5, True, 6, 3, True) == (10, 6, 1)


def test_two_and_one_calls_under_both_readings():
    for rules in (TWO_AND_ONE, LONG_WHIST_RULES):
        assert one(rules, 8, 7, True, 3, 3, False) == (10, 7, 1)
        assert one(rules, 8, 7, False, 3, 3, False) == (10, 7, 1)
        # The other side at eight, its three honours two and one: it calls whatever the tricks.
        assert one(rules, 7, 8, True, 13, 1, False) == (7, 10, -1)


def test_the_other_side_and_four_honours():
    # They are at eight with three honours in one hand and we take ten tricks: our four by tricks win.
    assert one(TWO_AND_ONE, 7, 8, True, 10, 1, True) == (11, 8, 1)
    assert one(LONG_WHIST_RULES, 7, 8, True, 10, 1, True) == (7, 10, -1)
    # Four honours in one hand cannot call either; three and one can.
    assert one(TWO_AND_ONE, 8, 7, True, 3, 4, True) == (8, 11, -1)
    assert one(TWO_AND_ONE, 8, 7, True, 3, 4, False) == (12, 7, 1)


def test_the_outcome_records_the_split_from_the_honours_of_each_seat():
    game = get_game(SPLIT)
    # Seats: dealer, eldest, dealer's partner, eldest's partner.
    by_seat = np.array([[3, 1, 0, 0],   # the dealer's three alone: in one hand
                        [2, 1, 1, 0],   # two and one
                        [1, 0, 0, 3],   # the others' three alone
                        [1, 2, 0, 1],   # the others' three, two and one
                        [0, 4, 0, 0],   # four in one hand
                        [1, 1, 1, 1]])  # two each: no side holds three
    cells = honours_column(game, by_seat)
    ours, theirs = game.scoring.split_honours(cells)
    assert ours.tolist() == [3, 3, 1, 1, 0, 2] and theirs.tolist() == [1, 1, 3, 3, 4, 2]
    assert game.scoring.in_one_hand(cells).tolist() == [True, False, True, False, True, False]
    # At 8-7, dealer's side to play, three tricks each time: only the split holdings fail to call.
    scores = np.tile([[8, 7]], (6, 1))
    _, winner = game.scoring.apply(scores, np.zeros(6, np.int64), {"tricks": np.full(6, 3), "honours": cells})
    assert winner.tolist() == [1, 0, 1, 1, 1, 1]
    _, standard = get_game("long-whist").scoring.apply(scores, np.zeros(6, np.int64),
                                                       {"tricks": np.full(6, 3), "honours": ours})
    assert standard.tolist() == [0, 0, 1, 1, 1, 1]


# --- the parameter ------------------------------------------------------------------------------------------------

def test_the_parameter_is_named_and_cites_its_source(sources_dir):
    family_parameter = next(p for p in get_game("long-whist").scoring.parameters(LONG_WHIST_RULES)
                            if p.name == "call_needs")
    assert family_parameter.choices == CALL_NEEDS == ("three-between", "two-and-one")
    assert "britannica-1911-whist.txt:117" in family_parameter.source
    line = (sources_dir / "britannica-1911-whist.txt").read_text(encoding="utf-8").splitlines()[116]
    assert "at eight a player who holds (two) honours may ask his partner before playing if he too holds an " \
           "honour" in line and "If the answer is \"Yes,\" the honours are scored and the game ends" in line
    assert str(get_game(SPLIT)) == SPLIT
    assert get_game("long-whist(call_needs=three-between)") == get_game("long-whist")


@pytest.mark.parametrize("name", ["long-whist(call_needs=two-between)", "long-whist(call_needs=3)",
                                  "short-whist(call_needs=none)"])
def test_bad_values_are_one_line_errors_naming_the_value(name):
    with pytest.raises(ValueError) as error:
        get_game(name)
    message = str(error.value)
    assert "\n" not in message and "call_needs=" in message and "three-between, two-and-one" in message


def test_bad_values_in_the_api():
    with pytest.raises(ValueError, match=r"call_needs='two'; allowed: three-between or two-and-one"):
        WhistScoring(target=10, call_needs="two")
    with pytest.raises(ValueError, match="needs in_one_hand"):
        score_deal(TWO_AND_ONE, 8, 7, True, 3, 3)
    with pytest.raises(ValueError, match="give in_one_hand"):
        TWO_AND_ONE.honours_cell(3, 1)


def test_every_other_game_records_what_it_did():
    # The encoding as it was before the parameter, for every registered game and setting.
    for game in all_games():
        scoring = game.scoring
        if getattr(scoring, "outcome_kind", None) != "tricks-and-honours":
            continue
        assert scoring.call_needs == "three-between" and not scoring.records_split, game.name
        before = (scoring.outcome_kind, scoring.honour_ranks, scoring.tricks)
        before += ("honours-apart",) if scoring.honours_apart else ()
        assert scoring.outcome_key() == before, game.name
        assert scoring.outcome_shape() == (scoring.tricks + 1,
                                           (scoring.n_honours + 1) ** (2 if scoring.honours_apart else 1)), game.name
    # Where the call cannot be made the split records nothing, and the game shares long whist's kernels.
    for name in ("long-whist(call_at=none,call_needs=two-and-one)", "long-whist(honours=false,call_needs=two-and-one)"):
        assert get_game(name).scoring.outcome_key() == get_game("long-whist").scoring.outcome_key()
        assert shipped_game(get_game(name), get_model("hoyle")).name == "long-whist"
    split = get_game(SPLIT).scoring
    assert split.outcome_key() == get_game("long-whist").scoring.outcome_key() + ("honours-in-one-hand",)
    assert split.outcome_shape() == (14, 10)


# --- kernels ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("model", SHIPPED_MODELS)
def test_shipped_split_kernels_refine_the_long_whist_kernels(model):
    # The same deals (seed 1793) counted again with the split: summed over it, the long-whist kernel exactly.
    split, standard = shipped_kernel(get_model(model), SPLIT_GAME), shipped_kernel(get_model(model))
    assert split.counts.shape == (14, 10) and split.game == SPLIT and split.seed == standard.seed == 1793
    assert (split.counts[:, :5] + split.counts[:, 5:] == standard.counts).all()
    assert split.command == (f'whist-odds kernel "{SPLIT}" --model {model} --deals {standard.deals} --seed 1793 '
                             f"--format kernel-json")
    assert (split.counts[:, 7] == 0).all()  # two honours each: no side holds three, nothing to split
    assert get_kernel(get_model(model), game=SPLIT_GAME).counts.shape == (14, 10)


def test_the_shipped_long_whist_kernel_is_not_served_to_a_game_recording_more(monkeypatch, tmp_path):
    monkeypatch.setenv("WHISTODDS_CACHE", str(tmp_path))
    monkeypatch.setattr(shipped_kernels, "_shipped_outcome_keys",
                        lambda: {get_game("long-whist").scoring.outcome_key(): get_game("long-whist")})
    assert shipped_game(SPLIT_GAME, get_model("hoyle")) is None
    assert not has_shipped_kernel(SPLIT_GAME, get_model("hoyle"))
    with pytest.raises(ValueError, match="no shipped kernel for long-whist\\(call_needs=two-and-one\\)"):
        shipped_kernel(get_model("hoyle"), SPLIT_GAME)
    kernel = get_kernel(get_model("random"), game=SPLIT_GAME)  # simulated: 200,000 deals, seed 0, and cached
    assert kernel.counts.shape == (14, 10) and kernel.deals == kernels.DEFAULT_DEALS
    assert kernel.seed == kernels.DEFAULT_SEED == 0
    assert list((tmp_path / "kernels").glob("long-whist-*-random-200000-0-*.json"))


def test_context_kernels_follow_the_outcome_key():
    assert has_shipped_context_kernel(SPLIT_GAME, get_model("hoyle-score"))  # its own file, not the long-whist one
    kernel = get_context_kernel(SPLIT_GAME, get_model("hoyle-score"), n_deals=2000, seed=3)
    assert kernel.outcome_shape == (14, 10)
    standard = get_context_kernel(get_game("long-whist"), get_model("hoyle-score"), n_deals=2000, seed=3)
    assert standard.outcome_shape == (14, 5)
    # The hand is played in the context its honours column makes: at 8-7, three honours two and one are
    # called (nothing turns on the play), three in one hand are not, and five tricks then win or save the game.
    game = get_game(SPLIT)
    assert hand_context(game, 8, 7, 3) == (14, 0) and hand_context(game, 8, 7, 3 + 5) == (5, 5)
    assert (5, 5) in kernel.contexts


def test_the_kernel_command_shows_the_split():
    result = CliRunner().invoke(app, ["kernel", SPLIT, "--model", "random", "--deals", "5000", "--seed", "1",
                                      "--quiet"])
    assert result.exit_code == 0, result.output
    assert "honours_3_in_one_hand" in result.output and SPLIT in result.output


# --- the chance of three in one hand, exact and simulated ------------------------------------------------------

def test_three_honours_in_one_hand_exact():
    # Given the three lie among a side's 26 cards, each hand of 13 holds all three with chance C(13,3)/C(26,3),
    # whichever side (the dealer's turn-up, an honour or not, leaves it so).
    by_hand = Fraction(2 * comb(13, 3), comb(26, 3))
    assert by_hand == Fraction(11, 50)
    for side in ("dealer", "other", "any"):
        assert honours_in_one_hand(3, side) == by_hand
    assert honours_in_one_hand(4) == Fraction(2 * comb(13, 4), comb(26, 4))
    with pytest.raises(ValueError, match="held=2 is not allowed; use 3 to 4"):
        honours_in_one_hand(2)
    with pytest.raises(ValueError, match="side='mine' is not allowed"):
        honours_in_one_hand(3, "mine")


def test_three_honours_in_one_hand_simulated_agrees_with_exact():
    # Per deal, from each seat's honours (not through the kernel's encoding).
    table = whist_outcomes(200_000, get_model("random"), seed=11)
    for side, first, second in (("dealer", "honours_dealer", "honours_dealer_partner"),
                                ("other", "honours_eldest", "honours_eldest_partner")):
        held = table[first] + table[second]
        three = held == 3
        alone = (table[first][three] == 3) | (table[second][three] == 3)
        p, exact = alone.mean(), float(honours_in_one_hand(3, side))
        assert abs(p - exact) < 5 * np.sqrt(exact * (1 - exact) / three.sum()), (side, p, exact)


@pytest.mark.parametrize("model", SHIPPED_MODELS)
def test_the_shipped_split_kernels_agree_with_the_exact_chance(model):
    counts = shipped_kernel(get_model(model), SPLIT_GAME).counts.sum(axis=0)  # by honours column
    # Columns 3 and 1: the dealer's side or the other holds three; +5 when they are in one hand.
    for holding, held_by in ((3, "dealer"), (1, "other")):
        n = counts[holding] + counts[holding + 5]
        p, exact = counts[holding + 5] / n, float(honours_in_one_hand(3, held_by))
        assert abs(p - exact) < 5 * np.sqrt(exact * (1 - exact) / n), (model, held_by, p, exact)


# --- the exact odds against whole games ---------------------------------------------------------------------------

@pytest.mark.parametrize(("start", "dealer", "games"), [((8, 0), "us", 100_000), ((8, 5), "them", 100_000),
                                                        ((8, 9), "us", 400_000), ((8, 9), "them", 400_000)])
def test_whole_games_agree_with_the_dp_for_the_split_call(start, dealer, games):
    simulated = simulate_games(SPLIT_GAME, games, start, dealer, get_model("hoyle"), seed=sum(start) + 1793)
    exact = win_probability(SPLIT_GAME, start, dealer, get_model("hoyle"))
    se = simulated.win_rate.standard_error
    assert abs(simulated.win_rate.estimate - exact) < 5 * se
    if start == (8, 9):  # where the split matters most, the games tell the two readings apart
        assert win_probability(get_game("long-whist"), start, dealer, get_model("hoyle")) - simulated.win_rate.estimate > 5 * se


def test_the_split_costs_the_side_at_eight():
    for dealer in ("us", "them"):
        split, standard = odds_at(SPLIT_GAME, (8, 9), dealer), odds_at(get_game("long-whist"), (8, 9), dealer)
        assert split["ci95_high"] < standard["ci95_low"]
        mirrored = odds_at(SPLIT_GAME, (9, 8), dealer)
        assert mirrored["ci95_low"] > odds_at(get_game("long-whist"), (9, 8), dealer)["ci95_high"]


# --- the fit ------------------------------------------------------------------------------------------------------

def test_the_fit_ranks_the_split_call_for_every_model():
    assert VARIANTS["call needing two and one"] == {"call_needs": "two-and-one"}
    claims = [c for c in read_claims(shipped_claims_path("bob-short-1793")) if c.question == "game"]
    ranking = fit_claims(claims, seed=1, bootstrap=50)
    models = {m for m in ranking.method if m.endswith(" play")}
    split = ranking[ranking.rules == "call needing two and one"]
    assert set(split.method) == models and len(split) == 3 * len(models)
    standard = ranking[ranking.rules == "standard rules"]
    together = split.merge(standard, on=["method", "dealer_reading"], suffixes=("", "_standard"))
    assert len(together) == len(split)
    assert (together.mean_abs_error_pp != together.mean_abs_error_pp_standard).all()  # a different model
