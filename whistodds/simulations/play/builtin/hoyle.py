"""The ``hoyle`` play model: a sound player of 1793, after Bob Short's Short Standing Rules (the compiled
rules: :mod:`whistodds.simulations.play.compiled.hoyle`)."""

from __future__ import annotations

from whistodds.simulations.play.models import CardChoice, GlossaryEntry, PlayModel, Sight

REGISTRY_ORDER = 20

MODEL = PlayModel(
    "hoyle", "a sound player of 1793, after Bob Short's Short Standing Rules",
    # The leader's function holds none of the following code, so the engine's lead site inlines less.
    CardChoice("whistodds.simulations.play.compiled.hoyle:lead_hoyle", "whistodds.simulations.play.compiled.hoyle:choose_hoyle"),
    sees=Sight.EXPOSED, colour="#1f4e79", marker="o",
    glossary=GlossaryEntry("hoyle play", "A model of a sound player of 1793, following Bob Short's Short Standing "
                                         "Rules; the report's main model."),
    shipped_kernels=("kernel-long-whist-hoyle.json", "kernel-long-whist-call_needs-two-and-one-hoyle.json"),
)
