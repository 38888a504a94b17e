"""The ``double-dummy`` play model: perfect play with all hands open, solved by DDS through endplay
(:mod:`whistodds.simulations.play.double_dummy`), which gives trick counts and plays no cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.simulations.play.models import GlossaryEntry, PlayModel, Sight

if TYPE_CHECKING:
    from whistodds.games.definition import Game

REGISTRY_ORDER = 50


@dataclass(frozen=True)
class SolvedModel(PlayModel):
    """A model solved outside the engine by DDS: four-handed whist of two sides with the full pack, no stock."""

    def cannot_play(self, game: "Game") -> str | None:
        if not (game.players == 4 and game.n_cards == 52 and game.n_sides == 2 and game.stock_size == 0):
            return f"solves four-handed whist with the full pack (DDS), not {game.name}"
        return super().cannot_play(game)


MODEL = SolvedModel(
    "double-dummy", "perfect play with all hands open (DDS via endplay)", None,
    sees=Sight.ALL, colour="#b5452b", marker="s",
    glossary=GlossaryEntry("double-dummy play", "Perfect play by players who can see all four hands: the most "
                                                "skilful play possible."),
    shipped_kernels=("kernel-long-whist-double-dummy.json", "kernel-long-whist-call_needs-two-and-one-double-dummy.json"),
)
