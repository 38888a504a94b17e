"""The per-card double-dummy values on fully known positions equal endplay's own ``solve_board`` in every game
of the registry DDS can solve (issue #28): those the double-dummy model plays (``cannot_play``) that hold a
hand in play (``check_hand_game``: four hands of thirteen, two sides).  Generated mid-hand positions, several
points of the hand (mid-trick included), through ``analyse_board`` and ``whist-odds position --hands``,
against ``solve_board`` called here directly."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from random_pbn import COMPASS, random_pbn
from whistodds.cli.app import app
from whistodds.games.registry import all_games, get_game
from whistodds.odds.positions.play_so_far import check_hand_game
from whistodds.simulations.play.models import cannot_play
from whistodds.simulations.play.models import get_model

pytest.importorskip("endplay")
runner = CliRunner()


def _solvable(game) -> bool:
    try:
        check_hand_game(game)
    except ValueError:
        return False
    return cannot_play(get_model("double-dummy"), game) is None


GAMES = [game.name for game in all_games() if _solvable(game)]


def test_the_games_dds_solves_are_found():
    assert {"long-whist", "short-whist", "american-whist", "dummy-whist", "double-dummy"} <= set(GAMES)
    assert "gleek" not in GAMES and not any(name.startswith("scotch") for name in GAMES)


def _solve_board(deal: str, trump: str, dealer: str, played: list[str]) -> dict[str, int]:
    """endplay's own solve_board after the cards ``played``: every legal card and its tricks."""
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    board = Deal.from_pbn(deal)
    board.trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}[trump]
    board.first = Player.find(COMPASS[(COMPASS.index(dealer) + 1) % 4])
    for card in played:
        board.play(card)
    return {card.suit.name[0].upper() + card.rank.abbr: int(tricks) for card, tricks in solve_board(board)}


def _pbn_card(code: int) -> str:
    from whistodds.games.cards import format_card

    text = format_card(code).replace("10", "T")
    return text[-1] + text[:-1]


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_each_card_s_values_equal_solve_board_in_every_game_dds_solves(index):
    """A random play of 9 + 5 k cards (every trick's lead and its middle, over the games), analysed: at every
    card, each legal card's value is solve_board's."""
    from whistodds.odds.analysis import analyse_board

    game = GAMES[index]
    cards = 9 + 5 * index
    text, played, _, dealer, trump = random_pbn(100 + index, cards)
    analysis = analyse_board(text, game=get_game(game), deals=0)
    assert len(analysis.steps) == cards
    deal = text.split('[Deal "')[1].split('"')[0]
    for k, step in enumerate(analysis.steps):
        assert {_pbn_card(card): tricks for card, tricks in step.values.items()} == \
            _solve_board(deal, trump, dealer, played[:k]), (game, k)
        assert _pbn_card(step.played) == played[k]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("cards", [6, 23, 41])
def test_position_hands_gives_solve_board_s_values_in_every_game(game, cards):
    """``whist-odds position --game G --hands`` after ``cards`` cards (mid-trick each time), double-dummy."""
    text, played, seats, dealer, trump = random_pbn(200 + cards, cards)
    tricks = [f"{seats[start]}:" + " ".join(c[1:] + c[0] for c in played[start:start + 4])
              for start in range(0, cards, 4)]
    deal = text.split('[Deal "')[1].split('"')[0]
    result = runner.invoke(app, ["position", "--game", game, "--hands", deal, "--trumps", trump, "--dealer", dealer,
                                 "--deal", "us" if dealer in "NS" else "them", "--played", "; ".join(tricks),
                                 "--seed", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["model"] == "double-dummy" and document["deals"] == 1 and document["game"] == game
    ours = {card["card"][-1] + card["card"][:-1].replace("10", "T"): card["tricks"] for card in document["cards"]}
    assert ours == _solve_board(deal, trump, dealer, played)
