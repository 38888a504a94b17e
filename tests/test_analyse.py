"""``whist-odds analyse``: played hands walked card by card.  A PBN of three boards written by ``deals --pbn``
round-trips analysed whole (every card played appears, its double-dummy values chain from card to card, ``lost``
is the best less the card played's, the tricks each side took are the board's [Result]); the per-card values on
generated fully known mid-hand positions equal endplay's own ``solve_board``; bad input is one line before any
file is written; several boards in a file (choosing, skipping, seeds) are tested in test_analyse_boards.py, the
HTML page in test_analyse_browser.py."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from random_pbn import COMPASS, random_pbn, winner
from whistodds.cli.app import app
from whistodds.simulations.play.models import get_model

pytest.importorskip("endplay")
runner = CliRunner()


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    folder = tmp_path_factory.mktemp("analyse")
    path = folder / "deals.pbn"
    result = runner.invoke(app, ["deals", "long", "--deals", "3", "--seed", "5", "--model", "hoyle", "--pbn",
                                 "--out", str(path)])
    assert result.exit_code == 0, result.output
    return path


def _steps(rows):
    """The rows grouped by card played, in order."""
    steps: list[list[dict]] = []
    for row in rows:
        if steps and (steps[-1][0]["trick"], steps[-1][0]["seat"]) == (row["trick"], row["seat"]):
            steps[-1].append(row)
        else:
            steps.append([row])
    return steps


def _check_chain(rows, trump):
    """Each card played is among the legal cards; the best value at each card follows from the card before."""
    steps = _steps(rows)
    assert len(steps) == 52
    trick: list[tuple[str, str]] = []
    for k, step in enumerate(steps):
        keys = list(step[0])
        assert keys[:7] == ["board", "trick", "seat", "played", "card", "tricks", "lost"]
        played = step[0]["played"]
        values = {row["card"]: row["tricks"] for row in step}
        assert played in values
        best = max(values.values())
        assert all(row["lost"] == best - values[played] >= 0 for row in step)
        assert step[0]["trick"] == k // 4 + 1
        if k:
            before = steps[k - 1]
            mine = {row["card"]: row["tricks"] for row in before}[before[0]["played"]]
            remaining = 13 - before[0]["trick"] + 1
            same_side = COMPASS.index(before[0]["seat"]) % 2 == COMPASS.index(step[0]["seat"]) % 2
            if len(trick) < 4:  # the same trick goes on
                assert mine == (best if same_side else remaining - best)
            else:  # the trick ended: its winner leads
                won = int(COMPASS.index(winner(trick, trump)) % 2 == COMPASS.index(before[0]["seat"]) % 2)
                assert mine == won + (best if same_side else remaining - 1 - best)
                trick = []
        letter = played[-1]
        trick.append((step[0]["seat"], (letter, "T" if played[:-1] == "10" else played[:-1])))
    return steps


def _tricks_taken(steps, trump):
    """The tricks North-South took, from the cards played in the rows (each trick's winner by the rules)."""
    taken = 0
    for start in range(0, len(steps), 4):
        trick = [(step[0]["seat"], (step[0]["played"][-1], "T" if step[0]["played"][:-1] == "10"
                                    else step[0]["played"][:-1])) for step in steps[start:start + 4]]
        taken += winner(trick, trump) in "NS"
    return taken


def test_a_pbn_written_by_deals_round_trips(written):
    """The whole file, no --board: every board's rows, in file order, each board's play and [Result]."""
    text = written.read_text()
    result = runner.invoke(app, ["analyse", str(written), "--deals", "0", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.stderr == ""  # every board has its play: none skipped
    rows = json.loads(result.stdout)
    boards = [row["board"] for row in rows]
    assert sorted(set(boards)) == [1, 2, 3] and boards == sorted(boards)
    for board in (1, 2, 3):
        block = text.split(f'[Board "{board}"]')[1].split("[Board")[0]
        trump = block.split('[Contract "1')[1][0]
        steps = _check_chain([row for row in rows if row["board"] == board], trump)
        played = " ".join(step[0]["played"].replace("10", "T") for step in steps)
        play = block.split("[Play")[1]
        assert sorted(played.split()) == sorted(c[1] + c[0] for c in play.split("\n", 1)[1].split()[:52])
        recorded = int(block.split('[Result "')[1].split('"')[0])  # the dealer's side, N-S
        assert _tricks_taken(steps, trump) == recorded
    alone = runner.invoke(app, ["analyse", str(written), "--board", "2", "--deals", "0", "--format", "json"])
    assert json.loads(alone.stdout) == [row for row in rows if row["board"] == 2]


def test_the_odds_before_and_after_carry_their_intervals(written, tmp_path):
    out = tmp_path / "rows.csv"
    result = runner.invoke(app, ["analyse", str(written), "--board", "1", "--deals", "40", "--seed", "2",
                                 "--format", "csv", "--out", str(out)])
    assert result.exit_code == 0, result.output
    import pandas as pd

    frame = pd.read_csv(out)
    for name in ("p_odd_trick_before", "p_odd_trick_after"):
        assert frame[name].between(0, 1).all()
        assert (frame[f"{name}_ci95_low"] <= frame[name]).all() and (frame[name] <= frame[f"{name}_ci95_high"]).all()
    last = frame[frame.trick == 13]  # at the last trick every hand is known from the cards played
    assert set(last.p_odd_trick_before) <= {0.0, 1.0}
    again = runner.invoke(app, ["analyse", str(written), "--board", "1", "--deals", "40", "--seed", "2",
                                "--format", "csv"])
    assert again.stdout == out.read_text()  # the same seed, the same figures


def _pbn_card(code: int) -> str:
    """A card code as PBN writes it: suit then rank, ``HT``."""
    from whistodds.games.cards import format_card

    text = format_card(code).replace("10", "T")
    return text[-1] + text[:-1]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_card_s_values_equal_endplay_s_solve_board(seed):
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    from whistodds.odds.analysis import analyse_board

    cards = 20 + 7 * seed  # mid-hand, ending part-way through a trick
    text, played, _, dealer, _ = random_pbn(seed, cards)
    analysis = analyse_board(text, deals=0)
    assert len(analysis.steps) == cards
    deal_text = text.split('[Deal "')[1].split('"')[0]
    trump = text.split('[Contract "1')[1][0]
    for k, step in enumerate(analysis.steps):
        board = Deal.from_pbn(deal_text)
        board.trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}[trump]
        board.first = Player.find(COMPASS[(COMPASS.index(dealer) + 1) % 4])
        for card in played[:k]:
            board.play(card)
        direct = {card.suit.name[0].upper() + card.rank.abbr: int(tricks) for card, tricks in solve_board(board)}
        ours = {_pbn_card(card): tricks for card, tricks in step.values.items()}
        assert ours == direct, k
        assert _pbn_card(step.played) == played[k]


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace('[Deal "', '[Dealx "'), "no [Deal] tag"),
    (lambda t: t.replace('[Contract "1', '[Contract "3'), "a one-level contract in a suit"),
    (lambda t: t.split("[Play")[0], "no board of the PBN file has cards in [Play]"),
])
def test_bad_input_is_one_line_and_writes_nothing(written, tmp_path, change, message):
    bad = tmp_path / "bad.pbn"
    bad.write_text(change(written.read_text()))
    out = tmp_path / "out.json"
    result = runner.invoke(app, ["analyse", str(bad), "--deals", "0", "--format", "json", "--out", str(out)])
    assert result.exit_code == 2
    assert message in result.output and len(result.output.strip().splitlines()) == 1
    assert not out.exists()


def test_a_card_not_in_the_hand_is_one_line(tmp_path):
    text, played, _, _, _ = random_pbn(4, 8)
    first = played[0]
    other = next(c for c in played[1:4] if c != first)
    lines = text.split("\n")
    index = next(i for i, line in enumerate(lines) if line.startswith("[Play"))
    lines[index + 1] = lines[index + 1].replace(other, "XX").replace(first, other).replace("XX", first)
    bad = tmp_path / "bad.pbn"
    bad.write_text("\n".join(lines))
    result = runner.invoke(app, ["analyse", str(bad), "--deals", "0"])
    assert result.exit_code == 2
    assert "trick 1" in result.output and len(result.output.strip().splitlines()) == 1


def _solve_board_values(text: str, played: list[str], dealer: str) -> dict[str, int]:
    """endplay's own solve_board after the cards ``played``: every legal card and its tricks."""
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    board = Deal.from_pbn(text.split('[Deal "')[1].split('"')[0])
    trump = text.split('[Contract "1')[1][0]
    board.trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}[trump]
    board.first = Player.find(COMPASS[(COMPASS.index(dealer) + 1) % 4])
    for card in played:
        board.play(card)
    return {card.suit.name[0].upper() + card.rank.abbr: int(tricks) for card, tricks in solve_board(board)}


@pytest.mark.parametrize("seed, cards", [(5, 13), (6, 30), (7, 45)])
def test_position_hands_gives_solve_board_s_values(seed, cards):
    text, played, seats, dealer, _ = random_pbn(seed, cards)
    tricks = []
    for start in range(0, cards, 4):
        tricks.append(f"{seats[start]}:" + " ".join(c[1:] + c[0] for c in played[start:start + 4]))
    deal = text.split('[Deal "')[1].split('"')[0]
    trump = text.split('[Contract "1')[1][0]
    result = runner.invoke(app, ["position", "--hands", deal, "--trumps", trump, "--dealer", dealer,
                                 "--deal", "us" if dealer in "NS" else "them", "--played", "; ".join(tricks),
                                 "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["model"] == "double-dummy" and document["deals"] == 1
    ours = {card["card"][-1] + card["card"][:-1].replace("10", "T"): card["tricks"] for card in document["cards"]}
    assert ours == _solve_board_values(text, played, dealer)
    assert all(card["tricks_se"] == 0 and card["p_odd_trick"] in (0, 1) for card in document["cards"])


@pytest.mark.parametrize("hands, message", [
    ("N:AKQ.T98.765.432 E:T98.765.432.AKQJ S:765.432.AKQJ.T98 W:432.AKQJ.T98.765", "holds 12 cards"),
    ("N:AKQJ.T98.765.432 E:T98.765.432.AKQJ S:765.432.AKQJ.T98 W:432.AKQJ.T98.764", "dealt twice"),
    ("AKQJ.T98.765.432", "is not allowed"),
])
def test_bad_hands_are_one_line(hands, message):
    result = runner.invoke(app, ["position", "--hands", hands, "--trumps", "S"])
    assert result.exit_code == 2
    assert message in result.output and len(result.output.strip().splitlines()) == 1


def test_a_revoke_is_one_line(tmp_path):
    for seed in range(10, 40):
        text, played, seats, dealer, _ = random_pbn(seed, 4)
        deal = text.split('[Deal "')[1].split('"')[0].split(":")[1].split()
        second = seats[1]
        hand = deal[COMPASS.index(second)].split(".")
        led = played[0][0]
        other = [s + r for s, ranks in zip("SHDC", hand) for r in ranks if s != led]
        if played[1][0] == led and other:  # he followed, and holds another suit to revoke with
            break
    lines = text.split("\n")
    index = next(i for i, line in enumerate(lines) if line.startswith("[Play"))
    lines[index + 1] = lines[index + 1].replace(played[1], other[0])
    bad = tmp_path / "revoke.pbn"
    bad.write_text("\n".join(lines))
    result = runner.invoke(app, ["analyse", str(bad), "--deals", "0"])
    assert result.exit_code == 2
    assert "revoke" in result.output and len(result.output.strip().splitlines()) == 1


def test_under_double_dummy_the_odds_before_are_the_best_card_s():
    """Double dummy on the same deals: before is the best card's P(odd trick), so never below after's."""
    from whistodds.odds.analysis import analyse_board

    text, *_ = random_pbn(8, 10)
    analysis = analyse_board(text, model=get_model("double-dummy"), deals=6, seed=3)
    assert analysis.model == "double-dummy" and len(analysis.steps) == 10
    for step in analysis.steps:
        assert step.before is not None and step.after is not None
        assert step.before.value >= step.after.value


def test_table_and_markdown_show_each_odds_with_its_interval():
    """The help promises P(odd trick) before and after 'each with its 95% interval': in the table and markdown
    cells, as position's figures; csv and json keep the numbers and their interval columns."""
    import re

    from whistodds.cli.analyse import AnalyseFormat
    from whistodds.reports.text.play import analysis_text
    from whistodds.odds.analysis import analyse_board

    text, *_ = random_pbn(9, 6)
    analyses = [analyse_board(text, deals=20, seed=1)]
    cell = re.compile(r"\d\.\d{4} (\(\d\.\d{4}-\d\.\d{4}\)|\(exact\))")
    table = analysis_text(analyses, AnalyseFormat.table, "x.pbn").splitlines()
    assert table[0].split()[-2:] == ["p_odd_trick_before", "p_odd_trick_after"]
    for line in table[1:]:
        assert len(cell.findall(line)) == 2, line
    markdown = analysis_text(analyses, AnalyseFormat.markdown, "x.pbn").splitlines()
    assert "ci95" not in markdown[0] and "p_odd_trick_before" in markdown[0]
    for line in markdown[2:]:
        assert len(cell.findall(line)) == 2, line
    rows = json.loads(analysis_text(analyses, AnalyseFormat.json, "x.pbn"))
    import pandas as pd

    frame = pd.read_csv(__import__("io").StringIO(analysis_text(analyses, AnalyseFormat.csv, "x.pbn")))
    for name in ("p_odd_trick_before", "p_odd_trick_after"):
        for key in (name, f"{name}_se", f"{name}_ci95_low", f"{name}_ci95_high", f"{name}_method"):
            assert key in rows[0] and key in frame
        assert (frame[f"{name}_ci95_low"] <= frame[name]).all() and (frame[name] <= frame[f"{name}_ci95_high"]).all()


def test_deals_0_is_allowed_and_said_so(written):
    help_text = runner.invoke(app, ["analyse", "--help"], env={"COLUMNS": "300"}).stdout
    assert "Deals to simulate, 0 or more (0: no P(odd trick)" in help_text and "1 or more" not in help_text
    result = runner.invoke(app, ["analyse", str(written), "--deals", "-1"])
    assert result.exit_code == 2 and "--deals -1 is not allowed; use 0 to 100,000,000" in result.output
