"""American whist: short whist without honours.

Source: the 1911 Britannica, Short Whist (britannica-1911-whist.txt:75): "The
scores for honours are as follows, but some players halve these scores, or,
particularly in America, do not count honours at all."  Every other rule is
short whist's: five up, the rubber of three games, treble, double and single.
The source gives no date for the American game; ``year`` is that of the
source (1911) and places it after the English games it describes.
"""

from __future__ import annotations

import dataclasses

from whistodds.games.family import Family
from whistodds.games.scoring import BRITANNICA
from whistodds.games.families.whist import SHORT_WHIST

AMERICAN_WHIST = dataclasses.replace(
    SHORT_WHIST,
    family="american-whist",
    title="American whist (short whist without honours)",
    scoring=SHORT_WHIST.score_rules.with_parameters(
        honours=False, source=f"{BRITANNICA}:75 ('particularly in America, do not count honours at all'); "
        "otherwise short whist"),
    year=1911,
    source=f"1911 Britannica, Short Whist ({BRITANNICA}:75)",
)

FAMILIES = (Family.from_game(AMERICAN_WHIST, short_names=("american",)),)
REGISTRY_ORDER = 3
