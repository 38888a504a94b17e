"""The ``hoyle-score`` play model: ``hoyle``, attending to the score (the rules marked "hoyle-score" in
:mod:`whistodds.simulations.play.compiled.hoyle`; the engine gives its seats each deal's play context)."""

from __future__ import annotations

from whistodds.simulations.play.models import CardChoice, GlossaryEntry, PlayModel, Sight

REGISTRY_ORDER = 30

MODEL = PlayModel(
    "hoyle-score", "hoyle, attending to the score as Bob Short's rules V, VIII, XX, XXI, XXV and XXVI and the 1911 "
                   "Britannica ask",
    CardChoice("whistodds.simulations.play.compiled.hoyle:lead_hoyle", "whistodds.simulations.play.compiled.hoyle:choose_hoyle"),
    sees=Sight.EXPOSED, attends_to_score=True,
    colour="#1f4e79", shares_colour_with="hoyle",  # the charts drew it so before models had colours of their own
    marker="^",
    glossary=GlossaryEntry("hoyle-score play", "Hoyle play that also attends to the score, as Bob Short's rule XXVI "
                                               "asks."),
    shipped_kernels=("kernels-long-whist-hoyle-score.json",
                     "kernels-long-whist-call_needs-two-and-one-hoyle-score.json"),
)
