"""What the call at eight needs, two readings of the sources (see :class:`~whistodds.games.scoring.WhistScoring`).

>>> CallNeeds("two-and-one") is TWO_AND_ONE, CALL_NEEDS
(True, (<CallNeeds.THREE_BETWEEN: 'three-between'>, <CallNeeds.TWO_AND_ONE: 'two-and-one'>))
"""

from __future__ import annotations

from enum import StrEnum


class CallNeeds(StrEnum):
    """What the call at eight needs (see :class:`WhistScoring`)."""

    THREE_BETWEEN = "three-between"  # the call made with three or more honours between the partners
    TWO_AND_ONE = "two-and-one"  # ... only when the partner holds one to answer "Yes": not all in one hand


THREE_BETWEEN = CallNeeds.THREE_BETWEEN
TWO_AND_ONE = CallNeeds.TWO_AND_ONE
CALL_NEEDS: tuple[CallNeeds, ...] = tuple(CallNeeds)
