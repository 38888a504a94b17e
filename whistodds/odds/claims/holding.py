"""Claims with ``question = holding``: a sentence about where the cards lie, from a position, checked exactly.

The ``held`` column takes the sentence of ``whist-odds holding`` (``dealer holds at least 4 trumps``); the
optional columns ``hand``, ``known`` (``SEAT:CARDS`` joined by ``;``), ``seen``, ``sizes``, ``trumps``,
``turn_up``, ``dealer`` (a seat here: me, left, partner, right) and ``shown_out`` give the position.  The
figure is the exact count; where the count is out of reach it is simulated from the claim's seed, with its
95% interval, and the row says so (``model`` is ``exact`` or ``simulated``).

>>> claim = read_holding_claim({"held": "partner holds KS", "hand": "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"})
>>> holding_figure(claim, seed=0)
('exact', 0.3333333333333333, 0.3333333333333333, 0.3333333333333333)
>>> read_holding_claim({"held": "partner holds KS", "dealer": "first"})
Traceback (most recent call last):
...
ValueError: seat 'first' is not allowed; use me, left, partner, right, or S W N E with me South
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from whistodds.games.definition import GameDefinition
from whistodds.games.position import POSITION_COLUMNS, Position, position_from_row
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.holdings.exact import DEFAULT_BUDGET
from whistodds.odds.holdings import prepare_sentence, simulate_sentence
from whistodds.odds.holdings.sentences import Resolved, reading, sentence_exact
from whistodds.simulations.seeding import SeedLike

SIMULATED_DEALS = 1_000_000  # deals for a holding claim whose count is out of reach

__all__ = ["HoldingClaim", "POSITION_COLUMNS", "holding_figure", "read_holding_claim"]


@dataclass(frozen=True)
class HoldingClaim:
    """A holding claim's sentence, its position, and the sentence read for the position (checked when read);
    ``reading``: the sentence as understood, each count with its sense."""

    sentence: str
    position: Position
    event: Resolved

    @property
    def reading(self) -> str:
        return reading(self.event.sentence, self.position)


def read_holding_claim(row: Mapping[str, str | None], game: GameDefinition | str = LONG_WHIST) -> HoldingClaim:
    """The holding claim of a claims row: a ValueError (one line, naming the value) for a sentence the grammar
    cannot read or a position that cannot happen."""
    sentence = " ".join((row.get("held") or "").split())
    if not sentence:
        raise ValueError("held is empty; write the sentence, e.g. 'partner holds at least 1 of AS KS'")
    try:
        position = position_from_row(row, game)
        return HoldingClaim(sentence, position, prepare_sentence(sentence, position))
    except ValueError as error:  # the options the messages name are columns here
        message = str(error)
        for option, column in _COLUMN_WORDS:
            message = message.replace(option, column)
        raise ValueError(message) from None


_COLUMN_WORDS = (("--trumps or --turn-up", "the trumps or turn_up column"), ("--sizes", "the sizes column"),
                 ("--dealer", "the dealer column"))


def holding_figure(claim: HoldingClaim, *, seed: SeedLike = 0, deals: int = SIMULATED_DEALS,
                   budget: int = DEFAULT_BUDGET) -> tuple[str, float, float, float]:
    """``(method, probability, ci95_low, ci95_high)``: exact where it can be counted within ``budget`` steps,
    else simulated from ``deals`` deals."""
    exact = sentence_exact(claim.event, claim.position, budget=budget)
    if exact is not None:
        return "exact", float(exact), float(exact), float(exact)
    simulated = simulate_sentence(claim.event, claim.position, deals, seed)
    return "simulated", simulated.value, simulated.ci95_low, simulated.ci95_high
