import dataclasses

import pytest

from whistodds.families.gleek.rules import GLEEK
from whistodds.families.scotch.rules import scotch_whist
from whistodds.games import LONG_WHIST, all_games, get_game
from whistodds.games.cards import card_rank, parse_card


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.name)
def test_every_game_is_consistent(game):
    assert game.players * game.cards_per_player + game.stock_size == game.n_cards
    assert sorted(s for side in game.sides for s in side) == list(range(game.players))
    assert game.cards_per_player % game.hands_per_player == 0
    assert get_game(game.name) == game


def test_long_whist():
    assert (LONG_WHIST.n_cards, LONG_WHIST.players, LONG_WHIST.cards_per_player) == (52, 4, 13)
    assert LONG_WHIST.sides == ((0, 2), (1, 3))
    assert LONG_WHIST.partners_of(1) == (3,)
    assert LONG_WHIST.turn_up == "dealer-last"


@pytest.mark.parametrize(
    ("players", "cards", "per_player", "hands"),
    [(2, 36, 18, 3), (3, 36, 12, 2), (4, 36, 9, 1), (5, 35, 7, 1), (6, 36, 6, 1), (7, 35, 5, 1), (8, 32, 4, 1)],
)
def test_scotch_packs(players, cards, per_player, hands):
    game = scotch_whist(players)
    assert (game.n_cards, game.cards_per_player, game.hands_per_player) == (cards, per_player, hands)
    assert game.cards_per_hand == 6 if players <= 3 else per_player
    if players in (5, 7):
        assert parse_card("6S") not in game.cards and parse_card("6H") in game.cards
    if players == 8:
        assert all(card_rank(c) != 6 for c in game.cards)


def test_scotch_trump_knave_above_ace():
    game = scotch_whist(4, 2)
    assert game.trump_rank_order[-1] == 11 and game.trump_rank_order[-2] == 14
    assert game.rank_order[-1] == 14


@pytest.mark.parametrize(
    ("players", "sides", "expected"),
    [
        (4, 2, ((0, 2), (1, 3))),
        (6, 2, ((0, 2, 4), (1, 3, 5))),
        (6, 3, ((0, 3), (1, 4), (2, 5))),
        (8, 2, ((0, 2, 4, 6), (1, 3, 5, 7))),
        (8, 4, ((0, 4), (1, 5), (2, 6), (3, 7))),
        (5, None, ((0,), (1,), (2,), (3,), (4,))),
    ],
)
def test_scotch_seatings(players, sides, expected):
    assert scotch_whist(players, sides).sides == expected


@pytest.mark.parametrize(("players", "sides"), [(1, None), (9, None), (5, 2), (4, 3), (6, 4), (8, 3), (3, 1)])
def test_scotch_rejects_seatings_the_rules_do_not_allow(players, sides):
    with pytest.raises(ValueError, match=r"players|sides"):
        scotch_whist(players, sides)


def test_gleek():
    assert (GLEEK.n_cards, GLEEK.players, GLEEK.stock_size, GLEEK.packet_size) == (44, 3, 8, 4)
    assert GLEEK.turn_up == "stock-top" and not GLEEK.has_partners


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"players": 9}, "players"),
        ({"players": 1}, "players"),
        ({"cards_per_player": 12}, "cards_per_player"),
        ({"sides": ((0, 1), (2,))}, "sides"),
        ({"sides": ((0, 2), (1, 2, 3))}, "sides"),
        ({"cards": LONG_WHIST.cards[:-1] + (0,)}, "cards"),
        ({"packet_size": 5}, "packet_size"),
        ({"turn_up": "blind"}, "turn_up"),
        ({"stock_size": 4, "cards_per_player": 12}, "turn_up"),
        ({"hands_per_player": 5}, "hands_per_player"),
        ({"trump_rank_order": (2, 3)}, "trump_rank_order"),
        ({"rank_order": tuple(range(3, 15)), "trump_rank_order": None}, "cards"),
        ({"family": ""}, "family"),
    ],
)
def test_invalid_definitions_name_the_field(change, field):
    with pytest.raises(ValueError, match=f"{field}="):
        dataclasses.replace(LONG_WHIST, **change)


def test_get_game_names_and_errors():
    assert get_game("long") is LONG_WHIST
    assert get_game("Scotch-Whist(players=6, sides=3)").sides == ((0, 3), (1, 4), (2, 5))
    assert get_game("scotch", players=8, sides=4).n_sides == 4
    for bad in ("bridge", "long-whist(players=3)", "scotch-whist(colour=red)", "scotch-whist(players=x)"):
        with pytest.raises(ValueError):
            get_game(bad)
