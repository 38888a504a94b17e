"""Dummy Whist: three players, two partners against one playing with dummy, whose cards are exposed.

Source: the 1911 Britannica, Dummy Whist (britannica-1911-whist.txt:81):
"Dummy Whist is played by three players, two being partners and the other
playing with dummy, whose cards, which must be dealt face downwards, are
exposed on the table before the play begins. Dummy has the first deal in every
rubber."  The article describes short whist and says that "with only three or
two players the game can still be played with certain modifications" (line
75), so the scoring and the rubber are short whist's.

Seat 0 is dummy (``dummies=(0,)``), so dummy deals the first hand of every
rubber: the side with dummy has the first deal, always, where at four-handed
whist it is cut for.  The source gives no date; ``year`` is the source's.
"""

from __future__ import annotations

import dataclasses

from whistodds.games.family import Family
from whistodds.games.scoring import BRITANNICA
from whistodds.games.families.whist import SHORT_WHIST

DUMMY_WHIST = dataclasses.replace(
    SHORT_WHIST,
    family="dummy-whist",
    title="Dummy whist (three players; dummy exposed, dummy deals first)",
    dummies=(0,),
    year=1911,
    source=f"1911 Britannica, Dummy Whist ({BRITANNICA}:81); short whist's scoring (line 75)",
)

FAMILIES = (Family.from_game(DUMMY_WHIST, short_names=("dummy",)),)
REGISTRY_ORDER = 4
