"""The play models behind one interface, by name: ``random``, ``hoyle``, ``hoyle-score``, ``double-dummy``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from whistodds.games.definition import Game

# Identifiers of the models compiled into the engine (whistodds.simulations.play.engine).
RANDOM, HOYLE, CATCH_THE_TEN, HOYLE_SCORE = 0, 1, 2, 3


@dataclass(frozen=True)
class PlayPolicy:
    """A model of how the cards are played.

    ``kernel`` is the model's identifier in the trick-play engine, or None for
    a model solved outside it (double-dummy, which yields trick counts but no
    card-by-card play).  ``reads_sight``: the model reads the hands its seat sees
    besides its own (an exposed dummy's), so at Dummy Whist its play turns on
    where the dummy sits.
    """

    name: str
    description: str
    kernel: int | None
    attends_to_score: bool = False
    reads_sight: bool = False


POLICIES = {
    policy.name: policy
    for policy in (
        PlayPolicy("random", "a uniformly random legal card", RANDOM),
        PlayPolicy("hoyle", "a sound player of 1793, after Bob Short's Short Standing Rules", HOYLE,
                   reads_sight=True),
        PlayPolicy("hoyle-score", "hoyle, attending to the score as Bob Short's rules V, VIII, XX, XXI, XXV and XXVI "
                   "and the 1911 Britannica ask", HOYLE_SCORE, attends_to_score=True, reads_sight=True),
        PlayPolicy("catch-the-ten", "Scotch Whist: hoyle, plus the source's advice for the trump ten", CATCH_THE_TEN,
                   reads_sight=True),
        PlayPolicy("double-dummy", "perfect play with all hands open (DDS via endplay)", None),
    )
}


# The models of play for any game of the family, the report's and the explorer's (catch-the-ten is Scotch Whist's).
MODELS_OF_PLAY = ("random", "hoyle", "hoyle-score", "double-dummy")


def get_policy(name: str | PlayPolicy) -> PlayPolicy:
    if isinstance(name, PlayPolicy):
        return name
    if name not in POLICIES:
        raise ValueError(f"unknown play policy {name!r}; use one of {', '.join(POLICIES)}")
    return POLICIES[name]


def cannot_play(policy: str | PlayPolicy, game: "Game") -> str | None:
    """Why ``policy`` cannot play ``game``, in words that follow the model's name, or None if it can:
    double-dummy solves four-handed whist of two sides with the full pack (DDS); a model that attends to
    the score needs a game of two sides scored by tricks and honours.

    >>> from whistodds.games import get_game
    >>> cannot_play("double-dummy", get_game("gleek"))
    'solves four-handed whist with the full pack (DDS), not gleek'
    >>> cannot_play("hoyle", get_game("gleek")) is None
    True
    """
    from whistodds.games.contexts import has_contexts

    chosen = get_policy(policy)
    if chosen.kernel is None and not (game.players == 4 and game.n_cards == 52 and game.n_sides == 2
                                      and game.stock_size == 0):
        return f"solves four-handed whist with the full pack (DDS), not {game.name}"
    if chosen.attends_to_score and not has_contexts(game):
        return f"attends to the score of a game of two sides scored by tricks and honours, not {game.name}"
    return None
