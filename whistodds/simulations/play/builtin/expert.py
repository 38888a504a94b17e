"""The ``expert`` play model: a player who sees only what a player sees and chooses each card by sampling the
hidden hands consistent with what he knows and playing each sample out under ``hoyle`` (perfect-information
Monte Carlo with rollouts; the design and why: :mod:`whistodds.simulations.play.compiled.expert`).

It is not yet compared wherever the models are (``compared=False``): no kernel of it ships, and the report
would otherwise simulate one at some 0.1-0.2 s a deal.
"""

from __future__ import annotations

from whistodds.simulations.play.models import CardChoice, GlossaryEntry, PlayModel, Sight

REGISTRY_ORDER = 60

MODEL = PlayModel(
    "expert", "sees what a player sees; each card by sampling the hidden hands and playing them out under hoyle",
    CardChoice("whistodds.simulations.play.compiled.expert:choose_expert"),
    sees=Sight.EXPOSED, colour="#2a7f3f", marker="D",
    glossary=GlossaryEntry("expert play", "A player who sees only his own hand, any exposed hand and the cards "
                                          "played, and chooses each card by trying it in many deals consistent "
                                          "with what he knows, played out by hoyle's rules."),
    compared=False,
    batch_deals=10_000,  # some 45 s a core: a kernel spreads over a cluster's workers and checkpoints often
)
