"""Where the cards lie in the sources we ship: each statement that gives (or implies) the chance of a holding,
as a holding question from a position, with the exact figure, a simulated check and a verdict.

Bob Short's six Calculations give figures; his definitions of finessing and the tenace, and the Britannica's
remarks on finessing and on the tenace, imply a chance without giving one; his "ten and a half to ten in favour
of the dealer" is a chance of the game, set beside the holding the turn-up gives the dealer and not compared
with it.  A statement read two ways is shown at the reading its figure fits best.

>>> [statement.id for statement in SOURCE_HOLDINGS][:3]
['calculation-I', 'calculation-II', 'calculation-III']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import pandas as pd

from whistodds.games.position import Position, position_from_row
from whistodds.odds.printed_odds import judge, read_printed_odds
from whistodds.odds.holdings.exact import exact_probability
from whistodds.odds.holdings import prepare, simulate_holding
from whistodds.odds.words import format_odds
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

SHORT = "bob-short-hoyle-abridged-1793.txt"
BRITANNICA = "britannica-1911-whist.txt"
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"  # my hand where the named cards are not in it
NOT_COMPARED = "not compared: a chance of the game, not of a holding"
NO_FIGURE = "no figure given: the chance is implied"


@dataclass(frozen=True)
class SourceHolding:
    """One statement: its words with file and line, its figure as printed (None: the source gives none), the
    holding questions it may mean, the position (options of :meth:`Position.from_options`) and that position
    in words."""

    id: str
    file: str
    line: int
    quote: str
    odds: str | None
    readings: tuple[str, ...]
    position: dict[str, str] = field(default_factory=dict)
    setting: str = ""
    compared: bool = True  # False: a figure of another kind, shown beside the holding and not compared

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"

    def make_position(self) -> Position:
        return position_from_row(self.position)  # the columns of a claims row: hand, seen, turn_up, ...


def _calculation(number: str, line: int, quote: str, odds: str, readings: tuple[str, ...]) -> SourceHolding:
    return SourceHolding(f"calculation-{number}", SHORT, line, quote, odds, readings, {"hand": CLUBS},
                         "my thirteen cards seen, none of those named; nothing played")


def _either(template: str, cards: str) -> tuple[str, ...]:
    return tuple(template.format(count=count, cards=cards) for count in ("at least", "exactly"))


FINESSE = {"hand": "AS QS 5S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D", "seen": "partner:3S right:4S"}
FINESSE_SETTING = ("partner leads the three of spades, right plays the four; I hold the ace and queen (best and "
                   "third) and play third; left plays last")
SOURCE_HOLDINGS = (
    _calculation("I", 401, "IT is about five to four that your partner holds one card out of any two.",
                 "about five to four", _either("partner holds {count} 1 of {cards}", "AS KS")),
    _calculation("II", 405, "It is about five to two that he holds one card out of three.", "about five to two",
                 _either("partner holds {count} 1 of {cards}", "AS KS QS")),
    _calculation("III", 409, "It is about four to one that he holds one card out of any four.",
                 "about four to one", _either("partner holds {count} 1 of {cards}", "AS KS QS JS")),
    _calculation("IV", 413, "It is two to one that he does not hold a certain card.", "two to one",
                 ("partner does not hold AS",)),
    _calculation("V", 417, "It is about three to one that he does not hold two cards out of any three.",
                 "about three to one", _either("not partner holds {count} 2 of {cards}", "AS KS QS")),
    _calculation("VI", 421, "It is about three to two that he does not hold two cards out of any four.",
                 "about three to two", _either("not partner holds {count} 2 of {cards}", "AS KS QS JS")),
    SourceHolding("finessing-short", SHORT, 168, "run the risk of your adversary having the second best of it, "
                  "which if he has not, you gain a trick", None, ("not left holds KS",), FINESSE,
                  FINESSE_SETTING),
    SourceHolding("finessing-britannica", BRITANNICA, 111, "Do not finesse (i.e. play a lower card than your "
                  "highest in the third hand) in partner's suit", None, ("not left holds KS",), FINESSE,
                  FINESSE_SETTING),
    SourceHolding("tenace-short", SHORT, 188, "*Tenace*, is having the first and third best cards, and being last "
                  "player you catch the adversary when that suit is played.", None, ("right holds KS",),
                  {"hand": "AS QS 5S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D"},
                  "I hold the ace and queen (first and third best) and play last, after right; nothing played"),
    SourceHolding("tenace-britannica", BRITANNICA, 135, "Your right hand antagonist leads a heart, from which you "
                  "infer that he holds the king of the same suit", None, ("right holds KH",),
                  {"hand": "AH QH 2S 3S 4S 5S 6S 2D 3D 4D 5D 6D 7D", "seen": "right:5H"},
                  "I hold the ace and queen of hearts; right leads the five (his lead not read, by counting alone)"),
    SourceHolding("dealer-short", SHORT, 350, "At the beginning a game it is ten and a half to ten in favour of the "
                  "dealer.", "ten and a half to ten", ("dealer holds more trumps than eldest",),
                  {"turn_up": "7S", "dealer": "right"},
                  "before the play; the dealer holds the turned-up trump (the seven here: any card alike)",
                  compared=False),
)


def source_holdings(n_deals: int = 200_000, seed: SeedLike = 1793) -> pd.DataFrame:
    """One row per statement, at the reading its figure fits best: the figure as printed, the question, the
    exact fraction and probability, the simulated figure with its SE and 95% interval, and a verdict."""
    streams = as_seed_sequence(seed).spawn(len(SOURCE_HOLDINGS))
    rows = []
    for statement, stream in zip(SOURCE_HOLDINGS, streams):
        position = statement.make_position()
        printed = read_printed_odds(statement.odds) if statement.odds else None
        stated = printed.probability if printed is not None else None
        figures = {reading: exact_probability(prepare(reading, position), position)
                   for reading in statement.readings}
        if any(figure is None for figure in figures.values()):
            raise ValueError(f"{statement.id}: the count is out of reach")  # every statement here is countable
        exact = {reading: Fraction(figure) for reading, figure in figures.items() if figure is not None}
        reading = min(exact, key=lambda r: abs(exact[r] - stated)) if stated is not None else statement.readings[0]
        figure = exact[reading]
        simulated = simulate_holding(prepare(reading, position), position, n_deals, stream)
        if stated is None:
            verdict = NO_FIGURE
        elif not statement.compared:
            verdict = NOT_COMPARED
        else:
            assert printed is not None
            verdict = judge(printed, figure).verdict.value
        rows.append({
            "id": statement.id, "source_line": statement.where, "quote": statement.quote,
            "odds": statement.odds or "", "read_as": printed.said if printed is not None else "",
            "stated_probability": float(stated) if stated is not None else None,
            "question": reading, "readings": len(statement.readings), "position": statement.setting,
            "exact_fraction": f"{figure.numerator}/{figure.denominator}", "exact_probability": float(figure),
            "exact_odds": format_odds(figure), "simulated_probability": simulated.value,
            "simulated_se": simulated.se, "ci95_low": simulated.ci95_low, "ci95_high": simulated.ci95_high,
            "deals": n_deals,
            "difference_pp": 100 * (float(stated) - float(figure)) if stated is not None and statement.compared
            else None,
            "verdict": verdict})
    return pd.DataFrame(rows)
