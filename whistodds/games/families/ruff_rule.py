"""The ruff: before play the holder of one trump takes in the whole stock and puts out as many cards
(ruff-and-honours, after Cotton 1674), and which cards he puts out, a reading.

>>> Ruff(put_out="short-suits").put_out
<PutOut.SHORT_SUITS: 'short-suits'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from whistodds.games.cards import RANKS
from whistodds.games.checks import check_field as _check


class PutOut(StrEnum):
    """Which cards the ruffer puts out (see :class:`Ruff`)."""

    LOWEST = "lowest"
    SHORT_SUITS = "short-suits"


PUT_OUT_RULES: tuple[PutOut, ...] = tuple(PutOut)


@dataclass(frozen=True)
class Ruff:
    """The ruff: before play the holder of one trump (the ace) takes in the whole stock and puts out as
    many cards from his hand, so his hand keeps its size (ruff-and-honours, after Cotton 1674:
    britannica-1911-whist.txt:27).

    Attributes:
        holder_rank: the rank of the trump whose holder may ruff (14, the ace).
        put_out: which cards he puts out, a reading (the source is silent):
            ``"lowest"``: his lowest plain cards, lowest rank first (from the shorter suit when equal),
            trumps only when he has too few plain cards, and then the lowest;
            ``"short-suits"``: his plain cards from his shortest plain suits first (lowest rank first
            within a suit), to be void and trump them; trumps last, as before.
        source: where the rule comes from.

    Nobody ruffs when the card sits in the stock (the turn-up among them).
    """

    holder_rank: int = 14
    put_out: PutOut = PutOut.LOWEST
    source: str = ""

    def __post_init__(self) -> None:
        _check(self.holder_rank in RANKS, "ruff holder_rank", self.holder_rank, "a rank 2-14")
        _check(self.put_out in PUT_OUT_RULES, "ruff put_out", self.put_out, " or ".join(PUT_OUT_RULES))
        object.__setattr__(self, "put_out", PutOut(self.put_out))  # the word as given, as its member
