"""The ``random`` play model: a uniformly random legal card, the least skilful play."""

from __future__ import annotations

from whistodds.simulations.play.models import CardChoice, GlossaryEntry, PlayModel, Sight

REGISTRY_ORDER = 10

MODEL = PlayModel(
    "random", "a uniformly random legal card",
    CardChoice("whistodds.simulations.play.compiled.random_play:choose_random"),
    sees=Sight.OWN, colour="#7f7f7f", marker="v",
    glossary=GlossaryEntry("random play", "A model of play in which every player plays any legal card at random: "
                                          "the least skilful play."),
    shipped_kernels=("kernel-long-whist-random.json", "kernel-long-whist-call_needs-two-and-one-random.json"),
)
