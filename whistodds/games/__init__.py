"""Games as declarative data: packs, seats, sides, deals and rank orders."""

from whistodds.games.cards import format_card, format_cards, make_card, parse_card
from whistodds.games.definition import GameDefinition
from whistodds.games.gleek import GLEEK
from whistodds.games.registry import all_games, game_names, get_game
from whistodds.games.scotch import scotch_whist
from whistodds.games.whist import LONG_WHIST, SHORT_WHIST

__all__ = [
    "GLEEK",
    "LONG_WHIST",
    "SHORT_WHIST",
    "GameDefinition",
    "all_games",
    "format_card",
    "format_cards",
    "game_names",
    "get_game",
    "make_card",
    "parse_card",
    "scotch_whist",
]
