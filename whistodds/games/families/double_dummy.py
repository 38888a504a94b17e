"""Double Dummy: two players, each with a dummy partner; no misdeal, "as the deal is a disadvantage".

Source: the 1911 Britannica, Dummy Whist (britannica-1911-whist.txt:81): "At
Double Dummy each player has a dummy partner, and there is no misdeal, as the
deal is a disadvantage."  Scoring and rubber as short whist (line 75: "with
only three or two players the game can still be played with certain
modifications").  Each player sees his own hand and both dummies, so he knows
the fourth: perfect play (``double-dummy``, DDS through endplay) is the play
of the game.  The players sit at seats 0 and 1, their dummies opposite them
(``dummies=(2, 3)``).  The source gives no date; ``year`` is the source's.
"""

from __future__ import annotations

import dataclasses

from whistodds.games.family import Family
from whistodds.games.scoring import BRITANNICA
from whistodds.games.families.whist import SHORT_WHIST

DOUBLE_DUMMY = dataclasses.replace(
    SHORT_WHIST,
    family="double-dummy",
    title="Double dummy (two players, each with a dummy partner)",
    dummies=(2, 3),
    year=1911,
    play_model="double-dummy",  # every hand is known to both players: perfect play is exact
    source=f"1911 Britannica, Dummy Whist ({BRITANNICA}:81); short whist's scoring (line 75)",
)

FAMILIES = (Family.from_game(DOUBLE_DUMMY, short_names=("double",)),)
REGISTRY_ORDER = 5
