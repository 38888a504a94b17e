"""A game defined entirely here, outside the package, registered and used end to end.

Forty-eight cards (the deuces out), four players in two sides, twelve cards each, the last card turned
for trumps, nine up, tricks over six, honours as at long whist (four score four, three score two; none
for a side one short of game, the call two short of it).  With twelve tricks and a book of six, a 6-6
split with honours divided scores nothing: the exact solver must take that deal as a self-loop.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games import Game, WhistScoring, get_game, register
from whistodds.games.cards import RANKS, card_rank, pack
from whistodds.odds.game_odds import odds_at, odds_table
from whistodds.simulations import deal
from whistodds.simulations.kernels import get_kernel
from whistodds.simulations.play import play
from whistodds.simulations.whole_games import simulate_games
from whistodds.simulations.play.models import get_model

NINE_UP = Game(
    family="deuces-out-whist",
    title="Whist without the deuces, nine up (a test game)",
    cards=tuple(card for card in pack(RANKS) if card_rank(card) != 2),
    players=4,
    cards_per_player=12,
    sides=((0, 2), (1, 3)),
    scoring=WhistScoring(target=9, book=6, no_honours_from=8, call_at=7, double_below=4,
                         source="a test game"),
    source="defined in tests/test_own_game.py",
)


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    import os

    os.environ["WHISTODDS_CACHE"] = str(tmp_path_factory.mktemp("cache"))  # kernels cached away from the user's
    register(NINE_UP, replace=True)
    yield get_game("deuces-out-whist")
    del os.environ["WHISTODDS_CACHE"]


def test_registered_by_name_with_its_rules_as_parameters(game):
    assert game is NINE_UP and game.scoring.tricks == 12
    # Rules left unset keep their distance from the target: no honours one short of game, the call two short.
    assert str(get_game("deuces-out-whist(target=7,call_at=none,no_honours_from=6)")) == \
        "deuces-out-whist(target=7,call_at=none)"
    assert str(get_game("deuces-out-whist(target=7,no_honours_from=4)")) == "deuces-out-whist(target=7,no_honours_from=4)"
    with pytest.raises(ValueError, match="players"):
        get_game("deuces-out-whist(players=3)")


def test_deals_and_plays(game):
    deals = deal(game, 2000, seed=1)
    assert deals.hands.shape == (2000, 4, 12)
    assert not np.isin(deals.hands % 13, [0]).any()  # no deuce is ever dealt
    assert (deals.hands[:, 0, -1] == deals.turn_up).all()
    played = play(deals, get_model("hoyle"), seed=2)
    assert (played.tricks_by_side.sum(axis=1) == 12).all()
    assert (played.tricks_by_side == 6).all(axis=1).any()  # the 6-6 split happens


def test_exact_table_with_its_self_loops(game):
    kernel = get_kernel(get_model("hoyle"), 100_000, seed=3, game=game)
    assert kernel.counts.shape == (13, 5)
    assert kernel.counts[6, 2] > 0  # six tricks each, honours divided: a deal that scores nothing
    table = odds_table(game, kernel, draws=50)
    assert len(table) == 9 * 9 * 2
    assert table.p_win.between(0, 1).all()
    pivot = table.set_index(["us", "them", "dealer"]).p_win
    for us in range(9):
        for them in range(9):
            assert pivot[us, them, "us"] + pivot[them, us, "them"] == pytest.approx(1.0)


@pytest.mark.parametrize(("start", "dealer"), [((0, 0), "us"), ((6, 8), "them"), ((8, 8), "us")])
def test_whole_games_agree_with_the_exact_solver(game, start, dealer):
    kernel = get_kernel(get_model("hoyle"), 200_000, seed=4, game=game)
    exact = odds_at(game, start, dealer, kernel, draws=200, seed=5)
    simulated = simulate_games(game, 20_000, start, dealer, get_model("hoyle"), seed=6).win_rate
    kernel_se = (exact["ci95_high"] - exact["ci95_low"]) / (2 * 1.96)  # the kernel's own sampling error
    assert abs(simulated.estimate - exact["p_win"]) < 5 * np.hypot(simulated.standard_error, kernel_se)


def test_the_command_line_knows_it(game):
    runner = CliRunner()
    result = runner.invoke(app, ["table", "deuces-out-whist", "--deals", "20000", "--seed", "7"])
    assert result.exit_code == 0, result.output
    assert "P(we win), deuces-out-whist, we deal" in result.output and "them 8" in result.output
    result = runner.invoke(app, ["odds", "deuces-out-whist(target=7,no_honours_from=6,call_at=5)", "--score", "5-6",
                                 "--deal", "them", "--deals", "20000", "--seed", "7", "-f", "json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.output)[0]
    assert row["game"] == "deuces-out-whist(target=7)" and 0 < row["p_win"] < 1


def test_a_games_file_makes_the_game_known_to_every_command(tmp_path):
    # The same game in a file of its own, named in $WHISTODDS_GAMES: the command line knows it from a shell.
    import inspect
    import os
    import subprocess
    import sys

    source = inspect.getsource(sys.modules[__name__])
    definition = source[source.index("NINE_UP = Game("):source.index("@pytest.fixture")]
    games = tmp_path / "my_games.py"
    games.write_text("from whistodds.games import Game, WhistScoring\n"
                     "from whistodds.games.cards import RANKS, card_rank, pack\n\n" + definition + "GAMES = (NINE_UP,)\n")
    env = {key: value for key, value in os.environ.items() if key != "WHISTODDS_CACHE"}
    env["WHISTODDS_GAMES"] = str(games)
    result = subprocess.run([sys.executable, "-c", "from whistodds.cli.app import main; main()", "table",
                             "deuces-out-whist(target=7)", "--deals", "20000", "--seed", "7", "-f", "csv"],
                            env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 7 * 7 * 2 + 1
    assert result.stdout.splitlines()[1].startswith("deuces-out-whist(target=7),0,0,us,")


@pytest.mark.parametrize("declared", ["GAMES = (LONG_WHIST.replace(target=3),)",
                                      "GAMES = (LONG_WHIST.replace(family='mine', target=3),)\n"
                                      "from whistodds.games.family import Family\n"
                                      "FAMILIES = (Family.from_game(GAMES[0], short_names=('long',)),)"])
def test_a_games_file_may_not_replace_a_game_of_the_package(tmp_path, declared):
    # A file naming its game long-whist (or taking its short name `long`) is refused in one line, and long whist
    # keeps its own rules: the odds at 9-9 are the package's, not those of a game to 3.
    import os
    import subprocess
    import sys

    games = tmp_path / "mine.py"
    games.write_text("from whistodds.games import LONG_WHIST\n" + declared + "\n")
    env = {key: value for key, value in os.environ.items() if key != "WHISTODDS_CACHE"}
    asked = [sys.executable, "-c", "from whistodds.cli.app import main; main()", "odds", "long", "--score", "9-9",
             "--deal", "us", "-f", "csv"]
    plain = subprocess.run(asked, env=env, capture_output=True, text=True, timeout=300)
    env["WHISTODDS_GAMES"] = str(games)
    result = subprocess.run(asked, env=env, capture_output=True, text=True, timeout=300)
    assert plain.returncode == 0 and result.returncode == 0, result.stderr
    assert result.stdout == plain.stdout
    assert result.stderr.strip().splitlines() == [
        f"whistodds: the games in {games} could not be loaded (ValueError: the name "
        f"{'long-whist' if 'FAMILIES' not in declared else 'long'!r} is one of whistodds's own games; "
        "a game added may not replace it)"]
