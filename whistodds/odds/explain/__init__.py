"""What the author reckoned: the ways of working that reproduce a printed figure the cards do not bear out.

Each method (:class:`Method`) is a function that computes what an author reckoning that way would have printed
for a claim (a row of a claims file), given the true chance of the event the claim names: the chance he reached
(:class:`Reckoning`).  A method *explains* a figure when that chance, written in the author's own form at the
precision he printed (:meth:`~whistodds.odds.printed_odds.ReadOdds.in_authors_terms`), gives his figure; a
misprint explains it when one digit changed, or two adjacent digits exchanged, gives a figure the true chance
bears out so.  The vocabulary:

- ``independent-cards``: each card's place an independent chance (a card lies with a hand at the chance one card
  does, whatever the others do; for a side's honours, each an even chance).
- ``either-side`` / ``named-side``: a figure for either side printed for a named side, and the reverse.
- ``complement``: the event and its complement exchanged ("has" for "has not"; odds written the wrong way round).
- ``misprint``: one digit changed, or two adjacent digits transposed.
- ``exactly-for-at-least`` / ``at-least-for-exactly``: "exactly K" reckoned where "at least K" is printed, and
  the reverse.
- ``chance-written-as-odds`` (a chance of 1 in 4 printed "1 to 4") and ``odds-written-as-chance`` (odds of 1 to
  3 printed "1 in 3").
- ``edge-for-chance``: the figure read the other way, an edge for a chance or a chance for an edge ("4 in 100").
- ``ignores-own-hand``: the cards reckoned among 51 or 52, not among those the player does not see.
- ``ignores-turn-up``: the turned-up trump, which the dealer is known to hold, left out of the reckoning.
- ``counts-turn-up``: the reverse, where the claim names the dealer and the trumps but no turn-up: the author
  counted the turn-up the dealer will hold, each card of the trump suit equally likely to be turned (Hoyle's
  honours: "the dealer is nothing by honours").
- ``proportional-rule`` and ``coin-race`` (a game at a score): the odds in proportion to the points wanted, and
  each deal an even chance of a point, as the eighteenth-century calculators could work them.

>>> [method.value for method in Method][:3]
['independent-cards', 'either-side', 'named-side']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from whistodds.odds.printed_odds import PrintedOdds


class Method(StrEnum):
    """Every way of reckoning the explainer tries, in the order it names them."""

    INDEPENDENT_CARDS = "independent-cards"
    EITHER_SIDE = "either-side"
    NAMED_SIDE = "named-side"
    COMPLEMENT = "complement"
    EXACTLY_FOR_AT_LEAST = "exactly-for-at-least"
    AT_LEAST_FOR_EXACTLY = "at-least-for-exactly"
    CHANCE_WRITTEN_AS_ODDS = "chance-written-as-odds"
    ODDS_WRITTEN_AS_CHANCE = "odds-written-as-chance"
    EDGE_FOR_CHANCE = "edge-for-chance"
    IGNORES_OWN_HAND = "ignores-own-hand"
    IGNORES_TURN_UP = "ignores-turn-up"
    COUNTS_TURN_UP = "counts-turn-up"
    PROPORTIONAL_RULE = "proportional-rule"
    COIN_RACE = "coin-race"
    MISPRINT = "misprint"


NONE_FOUND = "none found"


@dataclass(frozen=True)
class Reckoning:
    """What one method gives for a claim: the chance the author reached reckoning that way, the figure he would
    have printed (in his own form), and how (``note``)."""

    method: Method
    probability: Fraction
    figure: str
    note: str = ""
    after: Method | None = None  # a misprint of the figure this method reaches, not of the true one

    @property
    def name(self) -> str:
        """The method's name, a misprint of another method's figure named after it: ``either-side+misprint``."""
        return self.method.value if self.after is None else f"{self.after.value}+{self.method.value}"

    @property
    def said(self) -> str:
        """The reckoning in a few words: ``complement: 2 to 1 (the chance of the complement, 2 to 1)``."""
        return f"{self.name}: {self.figure}" + (f" ({self.note})" if self.note else "")


def prints_as(printed: PrintedOdds, probability: Fraction) -> bool:
    """Whether ``probability``, written in the author's own form at his precision, gives his printed figure (any
    of the figure's readings of chance, edge or odds is not enough: the one the claim uses).

    >>> from whistodds.odds.printed_odds import read_printed_odds
    >>> prints_as(read_printed_odds("15 to 1"), Fraction(1, 16)), prints_as(read_printed_odds("15 to 1"), Fraction(46, 833))
    (False, False)
    >>> prints_as(read_printed_odds("15 to 1 against"), Fraction(1, 16))
    True
    """
    return 0 < probability < 1 and printed.read.in_authors_terms(Fraction(probability))


__all__ = ["Method", "NONE_FOUND", "Reckoning", "prints_as"]
