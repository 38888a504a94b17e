"""The ``catch-the-ten`` play model: Scotch Whist's ``hoyle``, plus the source's advice for the trump ten
(the compiled rules: :mod:`whistodds.simulations.play.compiled.ten`).  It belongs to the games that count captured
trumps (Scotch Whist): at any other game it is ``hoyle`` under another name, and it is refused there.

>>> from whistodds.games import get_game
>>> MODEL.cannot_play(get_game("long")), MODEL.cannot_play(get_game("scotch")) is None
('advises on the trump ten of a game that counts captured trumps (Scotch Whist), not long-whist', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.simulations.play.models import CardChoice, PlayModel, Sight

if TYPE_CHECKING:
    from whistodds.games.definition import Game

REGISTRY_ORDER = 40


@dataclass(frozen=True)
class TenAdvice(PlayModel):
    """A model of one game's own advice: it plays only the games that count captured trumps."""

    def cannot_play(self, game: "Game") -> str | None:
        if not game.counted_trumps:
            return f"advises on the trump ten of a game that counts captured trumps (Scotch Whist), not {game.name}"
        return super().cannot_play(game)


MODEL = TenAdvice(
    "catch-the-ten", "Scotch Whist: hoyle, plus the source's advice for the trump ten",
    CardChoice("whistodds.simulations.play.compiled.ten:choose_catch_the_ten"),
    sees=Sight.EXPOSED, colour="#8c6d31", marker="P",
    compared=False,  # one game's own advice, not a model for every game
)
