"""A moment read with compass seats (``position --pbn``, ``position --hands``, and each card of ``analyse``):
every card played checked by one checker with analyse's messages (compass seat, the right trick), the score
North-South's first whoever is to move, and a fully known PBN deal one deal solved exactly, as ``--hands``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.positions.pbn import board_state, decode_pbn, pbn_state, read_boards
from whistodds.simulations.play.models import get_model
from whistodds.games import get_game

pytest.importorskip("endplay")
runner = CliRunner()
ROOT_EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "played-hands.pbn"

DEAL = "N:T3.AT.K96.AKQ976 KQ862.K974.Q2.52 J74.QJ8632.J4.JT A95.5.AT8753.843"
PLAY = """SK S4 S5 S3
S2 S7 SA ST
S6 SJ S9 HT
H4 HQ H5 HA
"""
# The same moment after 9 cards (North to play) as --hands writes it: trick 1 led by East, won by his SK;
# trick 2 led by him, won by West's SA; West leads S9.
PLAYED_9 = "E:KS 4S 5S 3S; E:2S 7S AS 10S; W:9S"


def board(play: str = PLAY) -> str:
    return (f'[Board "1"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Contract "1S"]\n'
            f'[Note "1:whist: trumps spades, turn-up 10S"]\n[Play "E"]\n{play}')


@pytest.mark.parametrize("play, message", [
    # East's SK and South's S4 swapped: East leads a card of South's hand
    (PLAY.replace("SK S4", "S4 SK"), "board 1, [Play] trick 1: 4S by E is not in the hand; a card of E's hand"),
    # North discards HT on trick 1 holding S3, then plays S3 on trick 3
    (PLAY.replace("S5 S3", "S5 HT").replace("S9 HT", "S9 S3"),
     "board 1, [Play] trick 1: 10H by N is a revoke: N holds spades, the suit led; follow suit"),
    # SK played twice: by East on trick 1, by North on trick 2
    (PLAY.replace("SA ST", "SA SK"), "board 1, [Play] trick 2: KS by N is not in the hand"),
])
def test_a_card_the_hand_cannot_play_is_analyse_s_line(tmp_path, play, message):
    path = tmp_path / "bad.pbn"
    path.write_text(board(play))
    for arguments in (["position", "-q", "-n", "200", "--seed", "1", "--pbn", str(path), "--after", "12"],
                      ["position", "-q", "--pbn", str(path)],  # a fault after the moment is a fault of the file
                      ["analyse", str(path), "--deals", "0"]):
        result = runner.invoke(app, arguments)
        assert result.exit_code == 2, result.output
        assert message in result.output and len(result.output.strip().splitlines()) == 1, result.output


@pytest.mark.parametrize("played, message", [
    ("E:5C 2C AC 6C; W:7H 2H", "--played trick 1: 5C by E is not in the hand; a card of E's hand"),  # 5C is South's
    ("E:2C 5C AC 6C; N:7H 2H", "--played trick 2: 7H is played by N, but it is W to play"),  # West won with AC
])
def test_hands_refuse_a_card_from_the_wrong_hand(played, message):
    hands = "N:952.Q8632.T72.Q6 .T5.AQJ853.T7432 AQJ76.K94.9.KJ95 KT843.AJ7.K64.A8"
    result = runner.invoke(app, ["position", "--hands", hands, "--trumps", "hearts", "--dealer", "N", "--deal", "us",
                                 "--played", played, "-q"])
    assert result.exit_code == 2, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1, result.output


def test_the_score_is_north_south_s_whoever_is_to_move():
    text = board()
    north, east = pbn_state(text, 1, 9, score=(8, 7)), pbn_state(text, 1, 10, score=(8, 7))
    assert (north.compass, north.score) == ("N", (8, 7))
    assert (east.compass, east.score) == ("E", (7, 8))  # East's view: his side's 7 first
    tags, play = read_boards(text)[0]
    assert board_state(tags, play, 1, 11, score=(8, 7)).score == (8, 7)  # South: as analyse builds it


@pytest.mark.parametrize("after, seat", [("9", "N"), ("10", "E")])
def test_position_pbn_says_the_score_by_compass(tmp_path, after, seat):
    path = tmp_path / "d.pbn"
    path.write_text(board())
    result = runner.invoke(app, ["position", "--pbn", str(path), "--after", after, "--score", "8-7", "-q",
                                 "-m", "random", "-n", "50", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert f"score:        N-S 8, E-W 7, N dealing; tricks won N-S 0, E-W 2; {seat} to play" in result.output
    document = json.loads(runner.invoke(app, ["position", "--pbn", str(path), "--after", after, "--score", "8-7",
                                              "-q", "-m", "random", "-n", "50", "--seed", "1", "-f", "json"]).output)
    assert document["seat"] == seat and document["score_ns_ew"] == [8, 7]
    assert document["score"] == ([8, 7] if seat == "N" else [7, 8])


def test_hands_read_the_score_with_me_south():
    hands = "N:952.Q8632.T72.Q6 .T5.AQJ853.T7432 AQJ76.K94.9.KJ95 KT843.AJ7.K64.A8"
    result = runner.invoke(app, ["position", "--hands", hands, "--trumps", "hearts", "--dealer", "N", "--deal", "us",
                                 "--score", "8-3", "--played", "E:2C 5C AC 6C; W:7H 2H", "-q", "-f", "json",
                                 "-m", "random", "-n", "20", "--seed", "1"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.output)
    assert document["seat"] == "E" and document["score"] == [3, 8] and document["score_ns_ew"] == [8, 3]


@pytest.mark.parametrize("command, side", [(["analyse", "{path}", "--deals", "0", "--score", "99-0"], "N-S has 99"),
                                           (["position", "--pbn", "{path}", "--score", "10-3"], "N-S has 10"),
                                           (["position", "--pbn", "{path}", "--after", "10", "--score", "3-10"],
                                            "E-W has 10")])  # East to move: still North-South first
def test_a_score_out_of_the_game_is_one_line(tmp_path, command, side):
    path = tmp_path / "d.pbn"
    path.write_text(board())
    result = runner.invoke(app, [part.format(path=path) for part in command])
    assert result.exit_code == 2, result.output
    assert f"is not allowed: {side}; a game of long-whist in play has 0-9 points a side" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_a_pbn_deal_is_one_deal_solved_exactly_as_hands(tmp_path):
    path = tmp_path / "d.pbn"
    path.write_text(board())
    from_pbn = runner.invoke(app, ["position", "--pbn", str(path), "--after", "9", "--seed", "1", "-f", "json"])
    assert from_pbn.exit_code == 0, from_pbn.output
    pbn = json.loads(from_pbn.output)
    assert pbn["model"] == "double-dummy" and pbn["deals"] == 1
    assert all(card["tricks_se"] == 0 and card["p_odd_trick"] in (0, 1) for card in pbn["cards"])
    from_hands = runner.invoke(app, ["position", "--hands", DEAL, "--trumps", "S", "--turn-up", "10S", "--dealer",
                                     "N", "--played", PLAYED_9, "--seed", "1", "-f", "json"])
    assert from_hands.exit_code == 0, from_hands.output
    assert json.loads(from_hands.output)["cards"] == pbn["cards"]
    table = runner.invoke(app, ["position", "--pbn", str(path), "--after", "9", "-m", "double-dummy"])
    assert "1 consistent deal," in table.output and "(exact)" in table.output, table.output


def test_own_view_draws_the_deals_the_mover_could_face(tmp_path):
    path = tmp_path / "d.pbn"
    path.write_text(board())
    result = runner.invoke(app, ["position", "--pbn", str(path), "--after", "9", "--own-view", "-m", "random",
                                 "-n", "300", "--seed", "1", "-q", "-f", "json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.output)
    assert document["deals"] == 300 and "known" not in document["position"] and document["seat"] == "N"
    assert document["tricks_se"] > 0  # the other hands unknown: a sample, with its interval
    alone = runner.invoke(app, ["position", "--hand", "AH", "--own-view"])
    assert alone.exit_code == 2 and "--own-view is for a moment with every hand known" in alone.output


OPEN = "N:AKQJ.T98.765.432 E:T98.765.432.AKQJ S:765.432.AKQJ.T98 W:432.AKQJ.T98.765"


def test_a_known_deal_s_chance_of_the_game_carries_the_kernel_s_interval():
    """Every hand known: the tricks are exact, but P(game) is the kernel's worth of the score they lead to,
    so it carries the kernel's posterior interval (the one `odds` gives for that score), not the word exact."""
    from whistodds.games.registry import get_game
    from whistodds.odds.game_odds import posterior_estimates, resolve_kernel

    result = runner.invoke(app, ["position", "--hands", OPEN, "--trumps", "spades", "--played", "W:AH 8H 5H 2H",
                                 "--format", "json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["tricks_method"] == "exact" and figures["p_game_method"] == "posterior"
    assert figures["p_game_ci95_low"] < figures["p_game"] < figures["p_game_ci95_high"]
    game = get_game("long-whist")
    states = [(e.value, e.ci95_low, e.ci95_high)
              for e in posterior_estimates(game, resolve_kernel(get_model("double-dummy"), game), None, 0)]
    assert (figures["p_game"], figures["p_game_ci95_low"], figures["p_game_ci95_high"]) in states  # a score's
    for card in figures["cards"]:
        assert card["p_game_method"] == "posterior" and card["tricks_method"] == "exact"


def test_a_play_tag_that_is_not_the_eldest_hand_is_one_line(tmp_path):
    """In whist the dealer's left leads the first trick: a [Play] naming another seat is refused."""
    text = (ROOT_EXAMPLE.read_text().replace('[Play "E"]', '[Play "S"]', 1))
    path = tmp_path / "wrong.pbn"
    path.write_text(text)
    result = runner.invoke(app, ["position", "--pbn", str(path), "--board", "1"])
    assert result.exit_code == 2
    assert "[Play \"S\"] is not allowed; the eldest hand leads the first trick, E" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_known_cards_of_my_own_hand_are_refused():
    result = runner.invoke(app, ["position", "--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "--played",
                                 "S:10C 2D QC KC; E:AS", "--trumps", "hearts", "--deal", "them", "--known", "me:QS"])
    assert result.exit_code == 2 and "my cards go in --hand" in result.output


def test_the_dealer_alone_says_who_deals():
    hand = ["--hand", "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 2D", "--trumps", "hearts", "--deals", "500",
            "--seed", "1", "--format", "json"]
    for dealer, side in (("left", "left"), ("W", "left"), ("partner", "partner")):
        result = runner.invoke(app, ["position", *hand, "--dealer", dealer])
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["dealer"] == side
    clash = runner.invoke(app, ["position", *hand, "--dealer", "left", "--deal", "us"])
    assert clash.exit_code == 2 and "not allowed with --deal us" in clash.output
    odds = runner.invoke(app, ["odds", "long", "--score", "5-3", *hand, "--dealer", "right"])
    assert odds.exit_code == 0, odds.output


def test_a_pbn_file_in_latin_1_is_read(tmp_path):
    """ISO 8859-1 is the PBN standard's own character set: the names in its tags are read as written (an
    accented value the command quotes back comes out as written), and the boards answer as the same file in
    UTF-8 does."""
    names = '[Site "Zürich Café"]\n[North "Gérard Dupré"]\n[South "Ångström"]\n[Event'
    text = ROOT_EXAMPLE.read_text(encoding="utf-8").replace("[Event", names, 1)
    latin, utf8 = tmp_path / "latin1.pbn", tmp_path / "utf8.pbn"
    latin.write_bytes(text.encode("latin-1"))
    utf8.write_bytes(text.encode("utf-8"))
    assert b"\xfc" in latin.read_bytes() and "ü".encode() not in latin.read_bytes()  # ü is one byte, not UTF-8's two
    tags = read_boards(decode_pbn(latin.read_bytes()))[0][0]
    assert (tags["Site"], tags["North"], tags["South"]) == ("Zürich Café", "Gérard Dupré", "Ångström")
    for command in (["analyse", "--board", "1", "--deals", "0", "--format", "csv"],
                    ["position", "--pbn", "--board", "1", "--after", "5", "--format", "json"]):
        at = command.index("--board")
        answers = [runner.invoke(app, [*command[:at], str(path), *command[at:]]) for path in (latin, utf8)]
        assert answers[0].exit_code == answers[1].exit_code == 0, answers[0].output
        assert answers[0].stdout == answers[1].stdout and answers[0].stdout.strip()
    # A tag value the command quotes back in its error: the accented letters as written in the file.
    latin.write_bytes(text.replace('[Dealer "N"]', '[Dealer "Nordé"]', 1).encode("latin-1"))
    refused = runner.invoke(app, ["position", "--pbn", str(latin), "--board", "1", "--after", "5"])
    assert refused.exit_code == 2 and '[Dealer "Nordé"] is not allowed' in refused.output, refused.output
