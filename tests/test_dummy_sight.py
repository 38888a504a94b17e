"""Play that sees what a player sees (#20): hoyle reads dummy's exposed hand at Dummy Whist, and every hand at
Double Dummy; the exact solver refuses Dummy Whist under hoyle, whose deals turn on which seat deals.

Positions: seat 0 is dummy at Dummy Whist (its partner, seat 2, plays it); at Double Dummy the players sit
at 0 and 1 and their dummies at 2 and 3.  Each position is asked with the game's own dummies and again with
none exposed (``dummies=()``), which must give the play hoyle made before it read dummy.
"""

import dataclasses

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import get_game
from whistodds.games.cards import format_card
from whistodds.games.families.whist import SHORT_WHIST
from whistodds.odds.game_odds import exact_solvable, odds_at, odds_table
from whistodds.simulations import deal
from whistodds.simulations.play import play, sight_masks
from whistodds.simulations.play.inspect import what_would_play
from whistodds.simulations.play.models import get_model

DUMMY = get_game("dummy-whist")
DOUBLE = get_game("double-dummy")
runner = CliRunner()


def ask(game, hands, *, trump, seat, trick, **kwargs):
    return format_card(what_would_play(get_model("hoyle"), game, hands, trump=trump, seat=seat, trick=trick, **kwargs))


def test_what_each_seat_sees():
    assert DUMMY.sight == ((0, 2), (0, 1), (0, 2), (0, 3))  # dummy's partner plays it: each sees the other
    assert DOUBLE.sight == ((0, 1, 2, 3),) * 4  # three hands seen: the fourth is known
    assert SHORT_WHIST.sight == ((0,), (1,), (2,), (3,))
    assert [g.sight_turns_with_the_deal for g in (DUMMY, DOUBLE, SHORT_WHIST)] == [False, True, True]
    assert not exact_solvable(DUMMY, get_model("hoyle")) and exact_solvable(DUMMY, get_model("random"))
    assert exact_solvable(DOUBLE, get_model("hoyle")) and exact_solvable(DUMMY, get_model("double-dummy"))


# Dummy Whist, second hand: seat 1 leads the five of spades; dummy, last to play, shows only the four and
# deuce, so second hand low (the three) gives the trick away: his partner's player wins it with the ace,
# the lowest card no unseen hand can beat (the king is out, so not the queen).
SECOND_HAND = ["4S 2S AH KH 9D 8D 7D 6C 5C 4C 3C 2C JH",
               "KS 8S 7S 6S 10H 5H 4H 3H 10D 6D 5D 7C",
               "AS QS 3S 9H 8H KD QD JD KC QC JC 10C 9C",
               ""]


def test_dummy_whist_second_hand_wins_when_dummy_cannot():
    assert ask(DUMMY, SECOND_HAND, trump="H", seat=2, trick=["5S"]) == "AS"
    assert ask(DUMMY, SECOND_HAND, trump="H", seat=2, trick=["5S"], dummies=()) == "3S"
    assert ask(SHORT_WHIST, SECOND_HAND, trump="H", seat=2, trick=["5S"]) == "3S"


# Dummy Whist, third hand with ace and queen over his partner's small lead: dummy on his left shows the king,
# so the queen (XXIV's finesse) would lose to it: the ace.  With the king not in dummy, the queen.
THIRD_HAND = ["KD 6D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
              "",
              "",
              "AD QD 5D 2H 3H 4H 5H 6H 7H 8H 9H 10H JH"]


def test_dummy_whist_third_hand_no_finesse_into_dummy():
    assert ask(DUMMY, THIRD_HAND, trump="C", seat=3, trick=["4D", "2D"]) == "AD"
    assert ask(DUMMY, THIRD_HAND, trump="C", seat=3, trick=["4D", "2D"], dummies=()) == "QD"
    no_king = [THIRD_HAND[0].replace("KD", "AC")] + THIRD_HAND[1:]
    assert ask(DUMMY, no_king, trump="C", seat=3, trick=["4D", "2D"]) == "QD"


# Double Dummy: dummy (seat 2) leads the four of diamonds, the other dummy (seat 3) plays the deuce; the
# player at seat 0 holds ace, queen and small and sees the king in his adversary's hand on his left.
DOUBLE_POSITION = ["AD QD 5D 2H 3H 4H 5H 6H 7H 8H 9H 10H JH",
                   "KD 6D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
                   "",
                   ""]


def test_double_dummy_third_hand_reads_the_known_hand():
    assert ask(DOUBLE, DOUBLE_POSITION, trump="C", seat=0, trick=["4D", "2D"]) == "AD"
    assert ask(DOUBLE, DOUBLE_POSITION, trump="C", seat=0, trick=["4D", "2D"], dummies=()) == "QD"


def test_partner_card_safe_against_dummy_still_to_play():
    # Dummy Whist: seat 1 leads the king of spades, seat 2 plays the three; seat 3, out of spades and weak in
    # trumps, sees dummy (last to play) follow with the queen or four: his partner's king is safe, so he
    # discards (the shortest plain suit).  Unseen, the ace might lie with dummy: he trumps (XVI).
    hands = ["QS 4S 2D 3D 10D JD 2C 3C 4C 5C 10C JC", "", "", "2H 3H 9D 8D 7D 6D 5D 4D 9C 8C 7C 6C"]
    assert ask(DUMMY, hands, trump="H", seat=3, trick=["KS", "3S"]) == "6C"
    assert ask(DUMMY, hands, trump="H", seat=3, trick=["KS", "3S"], dummies=()) == "2H"
    with_ace = [hands[0].replace("QS", "AS")] + hands[1:]
    assert ask(DUMMY, with_ace, trump="H", seat=3, trick=["KS", "3S"]) == "2H"


def test_whole_games_see_the_dummy_where_it_sits():
    # A deal played with seat 0 dealing and its seats standing for the table's seats 1, 2, 3, 0 (the sight
    # turned by one) is the same deal dealt at the table by seat 1 and played with the game's own sight.
    deals = deal(DUMMY, 3000, seed=5)
    turned = dataclasses.replace(deals, hands=np.roll(deals.hands, 1, axis=1), dealer=np.ones(3000, np.uint8))
    at_table = play(turned, get_model("hoyle"), seed=1)
    as_played = play(deals, get_model("hoyle"), seed=1, sight=sight_masks(DUMMY, np.ones(3000, np.int64)))
    assert (at_table.tricks_by_side[:, 1] == as_played.tricks_by_side[:, 0]).all()
    assert (np.roll(as_played.played, 1, axis=2) == at_table.played).all()
    # ... and not the deal played with dummy dealing: the sight changes some plays.
    plain = play(deals, get_model("hoyle"), seed=1)
    assert (plain.played != as_played.played).any()


def test_exact_solver_refuses_dummy_whist_under_hoyle():
    for call in (lambda: odds_at(DUMMY, (0, 0), "us"), lambda: odds_table(DUMMY, get_model("hoyle-score"))):
        with pytest.raises(ValueError, match="no exact odds for dummy-whist under hoyle.*which seat deals"):
            call()
    assert 0 < odds_at(DUMMY, (2, 3), "us", get_model("random"), draws=0)["p_win"] < 1
    assert 0 < odds_at(DOUBLE, (2, 3), "us", get_model("hoyle"), draws=0)["p_win"] < 1
    result = runner.invoke(app, ["table", "dummy"])
    assert result.exit_code == 2 and "no exact odds for dummy-whist under hoyle" in result.output
    assert len(result.output.strip().splitlines()) == 1
    result = runner.invoke(app, ["odds", "dummy", "--score", "2-3", "--deals", "8000", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "whole games simulated (hoyle play)" in result.output and "seat 0 deals first" in result.output


def test_simulated_love_all_agrees_with_the_exact_figures():
    # Whole games from love-all, seat 0 dealing first, against the DP (short whist, hoyle): the first dealer's
    # chance, the comeback (P(the side behind after the first deal wins), first dealer "us", level scores
    # counting "them" behind) and the mean deals,
    # within 5 SE of the difference (the kernel's error taken from its 95% interval where there is one).
    from whistodds.odds.game_odds import game_chain, resolve_kernel
    from whistodds.odds.history import love_all, simulated_love_all
    from whistodds.odds.solver import solve

    game = SHORT_WHIST
    simulated = simulated_love_all(game, get_model("hoyle"), 20_000, seed=11)
    exact = love_all(game, get_model("hoyle"), draws=20)
    kernel = resolve_kernel(get_model("hoyle"), game)
    values = solve(game_chain(game, kernel), kernel.probabilities.ravel())[0]
    n = game.scoring.score_states
    scores, winner = game.scoring.apply(np.zeros(2, np.int64), np.array(0), kernel.outcomes())
    us, them = scores[..., 0], scores[..., 1]
    after = values[(np.minimum(us, n - 1) * n + np.minimum(them, n - 1)) * 2 + 1]  # they deal next
    comeback = float((kernel.probabilities.ravel() * np.where(winner < 0, np.where(us < them, after, 1 - after),
                                                                0.0)).sum())
    for name, truth in (("p_dealer_wins", exact["p_dealer_wins"]), ("p_comeback", comeback),
                        ("mean_deals", exact["mean_deals"])):
        se = (simulated[f"{name}_high"] - simulated[f"{name}_low"]) / 3.92
        assert abs(simulated[name] - truth) < 5 * se, name
    assert 0 < simulated["p_rubber_low"] < simulated["p_rubber"] < simulated["p_rubber_high"] < 1
