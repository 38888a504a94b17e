"""Trick play: the compiled engine, the play models, and the Python entry point ``play``."""

from whistodds.simulations.play.api import PlayedDeals, play
from whistodds.simulations.play.policies import POLICIES, PlayPolicy, get_policy

__all__ = ["POLICIES", "PlayPolicy", "PlayedDeals", "get_policy", "play"]
