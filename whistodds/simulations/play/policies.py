"""The play models behind one interface, by name: ``random``, ``hoyle``, ``double-dummy``."""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.simulations.play.engine import make_engine
from whistodds.simulations.play.hoyle import choose_hoyle
from whistodds.simulations.play.random_play import choose_random


@dataclass(frozen=True)
class PlayPolicy:
    """A model of how the cards are played.

    ``engine`` is the trick-play engine compiled around the model's ``choose``,
    or None for a model solved outside it (double-dummy, which yields trick
    counts but no card-by-card play).
    """

    name: str
    description: str
    engine: object | None


POLICIES = {
    policy.name: policy
    for policy in (
        PlayPolicy("random", "a uniformly random legal card", make_engine(choose_random)),
        PlayPolicy("hoyle", "a sound player of 1793, after Bob Short's Short Standing Rules", make_engine(choose_hoyle)),
        PlayPolicy("double-dummy", "perfect play with all hands open (DDS via endplay)", None),
    )
}


def get_policy(name: str | PlayPolicy) -> PlayPolicy:
    if isinstance(name, PlayPolicy):
        return name
    if name not in POLICIES:
        raise ValueError(f"unknown play policy {name!r}; use one of {', '.join(POLICIES)}")
    return POLICIES[name]
