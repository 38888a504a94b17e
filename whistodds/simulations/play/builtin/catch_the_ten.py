"""The ``catch-the-ten`` play model: Scotch Whist's ``hoyle``, plus the source's advice for the trump ten
(the compiled rules: :mod:`whistodds.simulations.play.ten`)."""

from __future__ import annotations

from whistodds.simulations.play.models import CardChoice, PlayModel, Sight

REGISTRY_ORDER = 40

MODEL = PlayModel(
    "catch-the-ten", "Scotch Whist: hoyle, plus the source's advice for the trump ten",
    CardChoice("whistodds.simulations.play.ten:choose_catch_the_ten"),
    sees=Sight.EXPOSED, colour="#8c6d31", marker="P",
    compared=False,  # one game's own advice, not a model for every game
)
