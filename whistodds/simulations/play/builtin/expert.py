"""The ``expert`` play model: a player who sees only what a player sees and chooses each card by sampling the
hidden hands consistent with what he knows and playing each sample out under ``hoyle`` (perfect-information
Monte Carlo with rollouts; the design and why: :mod:`whistodds.simulations.play.compiled.expert`).

It is compared wherever the models are, from its shipped kernels (the long-whist deal, 200,000 deals each, made
on a local Dask cluster by the command each file records); it is ``slow`` (some 4 ms a deal on one core), so
where no kernel of it ships the comparisons leave it out and say why rather than simulate one unasked.  Its
Scotch Whist kernel that the models' chart of the dealer's advantage draws (100,000 deals, seed 1868) ships too,
read instead of played again (some 400 s of a core, which every report from an empty cache spent).
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
    shipped_kernels=("kernel-long-whist-expert.json", "kernel-long-whist-call_needs-two-and-one-expert.json",
                     "kernel-scotch-whist-players-4-sides-2-expert-100000-1868.json"),
    slow=True,
    batch_deals=10_000,  # some 45 s a core: a kernel spreads over a cluster's workers and checkpoints often
)
