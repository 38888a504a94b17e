"""The chances from a moment of a hand (odds/positions/figures.py, cards.py, play_so_far.py): the play so far,
each card compared, the commands, PBN positions, the rubber and bad input.  Against today's kernel figures at
the first card and the sanity that holds exactly under every model: test_position_kernel.py; averaged over my
hands from real deals: test_position_average.py."""

import json
import re

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app

from whistodds.odds.positions.cards import card_odds, legal_cards
from whistodds.odds.positions.play_so_far import game_state
from whistodds.odds.positions.figures import draw, position_odds
from whistodds.simulations.play.models import get_model

ALL_SPADES = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"


def test_the_play_so_far_moves_the_figures_and_each_card_is_compared():
    state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
                       played="me:10C 2D QC KC; right:AS", score=(8, 7))
    assert legal_cards(state) == tuple(sorted(state.position.hand & {c for c in range(39, 52)}, reverse=True))
    cards = card_odds(state, get_model("hoyle"), 3000, seed=4)
    assert {card.card for card in cards} == set(legal_cards(state)) and sum(card.best for card in cards) == 1
    best = next(card for card in cards if card.best)
    assert best.p_game_behind is not None and best.p_game_behind.value == 0.0
    for card in cards:
        assert card.p_game is not None and card.p_game_behind is not None
        assert card.p_game_behind.value >= 0 and 0 <= card.tricks.value <= 12
        assert abs(best.p_game.value - card.p_game.value - card.p_game_behind.value) < 1e-9


def test_legal_cards_follow_suit():
    state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="partner",
                       played="right:QC")
    assert len(legal_cards(state)) == 9  # my clubs
    with pytest.raises(ValueError, match="it is left to play, not me"):
        legal_cards(game_state(hand=ALL_SPADES, trumps="hearts", dealer="me"))


@pytest.mark.parametrize("hand, dealer, played, message", [
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S 4S", "right", "left:2S", "2S is played by left, but it is me to play"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S", "right", "me:KH", "card KH is in two places"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S", "left", "partner:2C 3C 4D",
     "4D is a revoke: me holds (AC|KC) of clubs, the suit led; follow suit"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S", "right", "me:AH 2D 3D 4D; left:5D",
     "5D is played by left, but it is me to play"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S", "right", "me:AH 2D 3H 4H; me:5S 5H",
     "5H is a revoke: left showed out of hearts in trick 1"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S", "right", "me:AH 2D 3D 4D 5D", "a trick has 1-4"),
    ("KH AC KC AD QS JS 10S 9S 8S 7S 6S 5S", "right", "north:AH", "seat 'north' is not allowed"),
    ("AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D", "right", "me:2C AH KH QH",
     "12 unseen cards of clubs but only 0 free places"),
])
def test_bad_play_so_far_is_one_line(hand, dealer, played, message):
    with pytest.raises(ValueError, match=message):
        game_state(hand=hand, trumps="hearts", dealer=dealer, played=played)


# -- the commands ---------------------------------------------------------------------------------------

runner = CliRunner()
HAND = "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C"


def test_odds_with_a_hand_gives_the_issues_keys():
    result = runner.invoke(app, ["odds", "long", "--score", "8-7", "--deal", "us", "--trumps", "hearts", "--hand",
                                 HAND, "--deals", "3000", "--seed", "5", "--format", "json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    for key in ("p_odd_trick", "p_odd_trick_se", "tricks", "tricks_se", "p_game", "p_game_ci95_low",
                "p_game_ci95_high"):
        assert key in figures
    assert figures["dealer"] == "me" and figures["deals"] == 3000
    state = game_state(hand=HAND, trumps="hearts", dealer="me", score=(8, 7))
    assert figures["p_game"] == position_odds(state, get_model("hoyle"), 3000, seed=5).p_game.value  # same seed, same figure


def test_position_lists_each_card_with_the_best_marked():
    args = ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "--played", "S:10C 2D QC KC; E:AS",
            "--trumps", "hearts", "--deal", "them", "--score", "8-7", "--deals", "2000", "--seed", "3"]
    result = runner.invoke(app, [*args, "--format", "json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    assert [card["card"] for card in figures["cards"]] == ["7S", "6S"]
    assert sum(card["best"] for card in figures["cards"]) == 1
    assert {"card", "tricks", "tricks_se", "p_odd_trick", "p_game"} <= set(figures["cards"][0])
    text = runner.invoke(app, args)
    assert text.exit_code == 0 and "each card, if I play it now" in text.output
    rows = text.stdout.split("each card, if I play it now")[1].splitlines()[1:]
    header = rows[0]
    assert header.split()[:4] == ["card", "tricks", "p_odd_trick", "p_game"]
    assert sum(row.split()[1] == "*" for row in rows[1:]) == 1  # the best card marked, once
    for row in rows[1:]:  # each cell ends under the end of its header
        assert row.index(")") + 1 == header.index("tricks") + len("tricks")


@pytest.mark.parametrize("args, message", [
    (["--played", "left:2S"], "2S is played by left, but it is me to play"),
    (["--deal", "us", "--dealer", "left"], "--dealer left is not allowed with --deal us"),
    (["--score", "10-3"], "score 10-3 is not allowed"),
    (["--trumps", "purple"], "suit 'purple' is not allowed"),
])
def test_position_bad_input_is_one_line_exit_2(args, message):
    base = {"--trumps": "hearts", "--deal": "them"}
    given = dict(zip(args[::2], args[1::2]))
    options = [item for key, value in {**base, **given}.items() for item in (key, value)]
    result = runner.invoke(app, ["position", "--hand", HAND, *options])
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output


def test_double_dummy_from_a_position_and_for_each_card():
    pytest.importorskip("endplay")
    state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
                       played="me:10C 2D QC KC; right:AS", score=(8, 7))
    for n in (1, 25):
        whole = position_odds(state, get_model("double-dummy"), n, seed=6)
        cards = card_odds(state, get_model("double-dummy"), n, seed=6)
        assert [card.card for card in cards] == list(legal_cards(state))
        best = max(card.tricks.value for card in cards)
        assert whole.tricks.value - state.tricks_won[0] >= best - 1e-12  # the best per deal, not on average
        if n == 1:
            assert whole.tricks.value - state.tricks_won[0] == best
    first = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right")
    cards = card_odds(first, get_model("double-dummy"), 1, seed=2)
    assert max(card.tricks.value for card in cards) == position_odds(first, get_model("double-dummy"), 1, seed=2).tricks.value


# -- a position from a PBN file -------------------------------------------------------------------------

def test_a_pbn_written_by_deals_gives_the_position_after_k_cards(tmp_path):
    """Every hand known: one consistent deal; under hoyle the figures of the card hoyle played are exact and
    the tricks the board records come back."""
    path = tmp_path / "deals.pbn"
    written = runner.invoke(app, ["deals", "long", "--deals", "3", "--seed", "4", "--model", "hoyle", "--pbn",
                                  "--out", str(path)])
    assert written.exit_code == 0, written.output
    from whistodds.odds.positions.pbn import pbn_state

    text = path.read_text()
    for board in (1, 2, 3):
        result_tag = re.search(rf'\[Board "{board}"\].*?\[Result "(\d+)"\]', text, re.S)
        assert result_tag is not None
        dealer_side_tricks = int(result_tag.group(1))
        for after in (0, 9, 26, 51):
            state = pbn_state(text, board=board, after=after)
            assert len(state.played) == after and not state.position.unseen
            figures = position_odds(state, get_model("hoyle"), 20, seed=1)
            assert figures.tricks.se == 0.0
            ours = dealer_side_tricks if state.we_deal else 13 - dealer_side_tricks
            assert figures.tricks.value == ours, f"board {board} after {after}"
    cli = runner.invoke(app, ["position", "--pbn", str(path), "--board", "2", "--after", "5", "--deals", "10",
                              "--seed", "1", "--format", "json"])
    assert cli.exit_code == 0, cli.output
    assert json.loads(cli.output)["cards"]


@pytest.mark.parametrize("text, message", [
    ('[Board "1"]\n[Dealer "N"]\n[Contract "1S"]\n', "board 1 has no \\[Deal\\] tag"),
    ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
     '[Contract "3NT"]\n', "is not allowed; whist names trumps as a one-level contract"),
    ('% nothing\n', "board 1 is not in the PBN file"),
])
def test_a_bad_pbn_is_one_line(tmp_path, text, message):
    path = tmp_path / "bad.pbn"
    path.write_text(text)
    result = runner.invoke(app, ["position", "--pbn", str(path)])
    assert result.exit_code == 2 and re.search(message, result.output), result.output


def test_the_rubber_from_a_position():
    state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
                       played="me:10C 2D QC KC; right:AS", score=(8, 7))
    drawn = draw(state, 3000, seed=8)
    level = position_odds(state, get_model("hoyle"), drawn=drawn, games=(1, 1))
    assert level.p_rubber is not None and level.p_game is not None
    assert abs(level.p_rubber.value - level.p_game.value) < 1e-9  # at one game all, the game is the rubber
    ahead = position_odds(state, get_model("hoyle"), drawn=drawn, games=(1, 0))
    behind = position_odds(state, get_model("hoyle"), drawn=drawn, games=(0, 1))
    assert behind.p_rubber.value < level.p_game.value < ahead.p_rubber.value
    result = runner.invoke(app, ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "--played",
                                 "me:10C 2D QC KC; right:AS", "--trumps", "hearts", "--deal", "them", "--score", "8-7",
                                 "--games", "1-0", "--deals", "500", "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert 0 < json.loads(result.output)["p_rubber"] <= 1
    bad = runner.invoke(app, ["position", "--hand", HAND, "--trumps", "hearts", "--games", "2-0"])
    assert bad.exit_code == 2 and "--games '2-0' is not allowed" in bad.output


@pytest.mark.parametrize(("arguments", "named"), [
    (["--game", "scotch", "--hand", "AH KH QH 2H 7S 8S 9S 3D 4D 5D 6C 7C 8C", "--trumps", "hearts"], "scotch-whist"),
    (["--hand", "AH KH QH 2H 7S 8S 9S 3D 4D 5D 6C 7C 8C", "--trumps", "hearts", "--deal", "unknown"], "unknown"),
])
def test_a_position_no_hand_can_be_in_is_one_line(arguments, named):
    result = runner.invoke(app, ["position", *arguments])
    assert result.exit_code == 2 and result.output.count("\n") == 1 and named in result.output, result.output


def test_a_finished_hand_is_one_line(tmp_path):
    path = tmp_path / "one.pbn"
    assert runner.invoke(app, ["deals", "long", "--deals", "1", "--pbn", "--out", str(path), "--seed", "3"]).exit_code == 0
    result = runner.invoke(app, ["position", "--pbn", str(path), "--after", "52"])
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "the hand is over" in result.output
    assert runner.invoke(app, ["position", "--pbn", str(path), "--after", "51", "--deals", "50"]).exit_code == 0
