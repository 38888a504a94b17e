"""``whist-odds verify cases`` (#41 item 2): a cases file read as claims files are, every bad row listed one line
each before any work, the output keys exactly the issue's, both forms of case, the PBN a case writes read back
by endplay, and a player's-view case's paired interval checked against an independent re-simulation."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.simulations.play.models import get_model
from whistodds.cli.app import app
from whistodds.games.cards import parse_card
from whistodds.odds.cases import CasesFileError, read_cases
from whistodds.odds.cases.judge import KEYS, judge_case

pytest.importorskip("endplay")
runner = CliRunner()
HEAD = "id,source,quote,game,hands,trumps,leader,played,hand,dealer,card,tricks\n"
GOOD = ("A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,W,,,,KC,2\n"
        "B,me,,long,,hearts,,,AS KS 7S 5S 3S 2S QH 9H 4H 8D 6D JC 5C,right,7S,\n")


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cases.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_every_bad_row_is_listed_one_line_each_before_any_work(tmp_path: Path) -> None:
    rows = [
        "R1,me,,long,N:AK... .A.. ..AK. ...AK,clubs,N,,,,AS,",  # hands of different sizes, no trick
        "R2,me,,long,N:AK... .AK.. ..AK. A...K,clubs,N,,,,AS,",  # AS twice
        "R3,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,N,,,,AH,",  # not in the hand of the side to play
        "R4,me,,long,N:K... .AK.. ..AK. ...AK,clubs,,N:AS,,,AH,",  # E holds no spade: any card is legal
        "R5,me,,long,N:K... Q.K.. ..AK. ...AK,clubs,,N:AS,,,KH,",  # E holds QS: KH is not legal
        "R6,me,,long,,hearts,,,AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S,right,AS,",  # dealer right must turn up
        # a heart, and thirteen spades are mine: no consistent deal?  (right holds any hearts: consistent)
        "R7,me,,long,,hearts,,,AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H,right,AH,",  # every trump mine: none to turn
    ]
    result = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, HEAD + "\n".join(rows) + "\n"))])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert "nothing was computed" in lines[0] and "Traceback" not in result.output
    named = {line.split("id ")[1].split(":")[0] for line in lines[1:]}
    assert named == {"R1", "R2", "R3", "R5", "R7"}  # R4 (a discard) and R6 are good cases
    assert any("R1: hands" in line and "the same number" in line for line in lines)
    assert any("R2: hands" in line and "AS is in N and W" in line for line in lines)
    assert any("R3: card 'AH'" in line and "N to play" in line for line in lines)
    assert any("R5: card 'KH'" in line and "follow suit" in line for line in lines)
    assert any("R7: hand: no deal is consistent" in line for line in lines)


def test_an_unknown_column_is_named(tmp_path: Path) -> None:
    result = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, HEAD.replace("tricks", "trick") + GOOD))])
    assert result.exit_code == 2 and "the column trick, which a cases file does not have" in result.output


def test_the_output_keys_are_exactly_the_issues(tmp_path: Path) -> None:
    result = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, HEAD + GOOD)), "--format", "json",
                                 "--seed", "3", "--deals", "4000"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [list(row) for row in rows] == [list(KEYS)] * 2
    assert list(KEYS) == ["id", "card", "card_tricks", "best_tricks", "best_cards", "card_is_best", "stated_tricks",
                          "stated_tricks_right", "method", "verdict"]
    exact, view = rows
    # A: West leads KC or AC, trumps, and makes both tricks whichever: the book's card and stated 2 are right.
    assert exact["method"] == "double-dummy, exact" and exact["best_cards"] == ["AC", "KC"]
    assert exact["verdict"] == "the book's card is best; the stated result is right"
    assert view["method"].startswith("play model hoyle, 4,000 consistent deals")
    for fmt in ("text", "csv", "markdown", "html"):
        shown = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, HEAD + GOOD)), "--format", fmt,
                                    "--seed", "3", "--deals", "4000"])
        assert shown.exit_code == 0 and "KC" in shown.stdout
    assert runner.invoke(app, ["verify", "cases", str(tmp_path / "cases.csv"), "--format", "xml"]).exit_code == 2


def test_the_pbn_a_case_writes_is_read_back_by_endplay(tmp_path: Path) -> None:
    from endplay.parsers import pbn

    cases = HEAD + "P,me,,long,N:K.2.. .AK.3. ..AK.4 Q3...A,hearts,,N:AS,,,3D,\n" + GOOD
    out = tmp_path / "cases.pbn"
    result = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, cases)), "--pbn", str(out), "--seed", "1",
                                 "--deals", "2000"])
    assert result.exit_code == 0, result.output
    boards = pbn.loads(out.read_text())
    assert len(boards) == 2  # the two cases with every hand known
    first = boards[0]
    assert str(first.deal).split(":")[1].split() == ["AK.2..", ".AK.3.", "..AK.4", "Q3...A"]
    assert len(first.play) == 1 and first.contract.denom.name == "hearts"


def test_a_player_view_interval_agrees_with_an_independent_resimulation() -> None:
    from whistodds.odds.positions.draw import draw
    from whistodds.odds.positions.play import our_tricks

    case = read_cases("x.csv", text=HEAD + GOOD)[1]
    verdict = judge_case(case, deals=6000, seed=11)
    book = verdict.figures(case.card)
    top = verdict.top
    assert book.behind is not None and book.behind.value > 0
    # Independent: other deals (another seed), each card played on each by the engine, the differences taken
    # deal by deal here.
    state = case.state
    assert state is not None
    drawn = draw(state, 6000, np.random.default_rng(99))
    def tricks(card: int) -> np.ndarray:
        return our_tricks(state, drawn, get_model("hoyle"), np.concatenate([drawn.start, np.array([[card]], np.uint8)], axis=1))
    apart = (tricks(top.card) - tricks(case.card)).astype(float)
    mean, se = apart.mean(), apart.std(ddof=1) / np.sqrt(apart.size)
    assert abs(mean - book.behind.value) < 5 * np.hypot(se, book.behind.se)
    # The paired interval is narrower than the unpaired one would be: the pairing is real.
    unpaired = np.hypot(book.tricks.se, top.tricks.se)
    assert book.behind.se < unpaired


def test_best_cards_are_those_whose_difference_interval_includes_zero() -> None:
    case = read_cases("x.csv", text=HEAD + GOOD)[1]
    verdict = judge_case(case, deals=3000, seed=5)
    for figure in verdict.cards:
        assert figure.behind is not None
        assert (figure.card in verdict.best_cards) == (figure.behind.ci95_low <= 0)
    assert verdict.top.card in verdict.best_cards and parse_card("7S") not in verdict.best_cards


def test_the_api_raises_one_error_listing_every_problem() -> None:
    with pytest.raises(CasesFileError) as raised:
        read_cases("x.csv", text=HEAD + "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,N,,,,ZZ,\n"
                                        "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,N,,,,AS,99\n")
    assert len(raised.value.problems) == 4  # the head line, the card, the repeated id, the tricks


def test_cards_known_in_another_hand_leave_the_dealer_alone() -> None:
    # The bug: game_state's loop over --known reused the dealer's variable, so the last seat named in --known
    # became the dealer (here right, and then right could not lead the first trick).
    from whistodds.odds.positions.play_so_far import game_state
    from whistodds.games.position import Seat

    state = game_state(hand="AH QH 6H 8S 5S 2S KD 10D 7D 4D 9C 7C 3C", trumps="spades", dealer="partner",
                       played="right:5H", known=("right:KH",))
    assert state.dealer is Seat.PARTNER and state.to_move is Seat.ME


def test_a_three_hand_game_is_refused_for_a_case_of_four_hands(tmp_path: Path) -> None:
    """#46 item 11: a game of three hands (gleek) named for an ending of four was answered as whist."""
    from whistodds.games.registry import all_games

    three = next(game.name for game in all_games() if game.players == 3 and "(" not in game.name)  # gleek
    four = [game.name for game in all_games() if game.players == 4 and "(" not in game.name]
    row = f"A,me,,{three},N:AK... .AK.. ..AK. ...AK,clubs,W,,,,KC,2\n"
    result = runner.invoke(app, ["verify", "cases", str(_write(tmp_path, HEAD + row))])
    assert result.exit_code == 2 and "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 2 and "1 problem(s); nothing was computed" in lines[0]
    assert lines[1].startswith(f"whist-odds: error: row 2, id A: game '{three}' is not allowed;")
    assert "3 hands" in lines[1] and ", ".join(four) in lines[1]
