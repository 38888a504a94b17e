"""Games as data: each game one frozen, validated object, registered under a parameterised name."""

from whistodds.games.cards import format_card, format_cards, make_card, parse_card
from whistodds.games.definition import Game, GameDefinition, RubberRules
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.registry import all_games, game_names, get_family, get_game, register, register_family
from whistodds.games.scoring import WhistScoring
from whistodds.games.scoring.protocol import Dealer, OutcomeKind, Scoring, SettlementScoring
from whistodds.games.families.whist import LONG_WHIST, SHORT_WHIST

__all__ = [
    "LONG_WHIST",
    "SHORT_WHIST",
    "Dealer",
    "Family",
    "Game",
    "GameDefinition",
    "OutcomeKind",
    "Parameter",
    "RubberRules",
    "Scoring",
    "SettlementScoring",
    "WhistScoring",
    "all_games",
    "format_card",
    "format_cards",
    "game_names",
    "get_family",
    "get_game",
    "make_card",
    "parse_card",
    "register",
    "register_family",
]
