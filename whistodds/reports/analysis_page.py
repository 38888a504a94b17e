"""The page of ``whist-odds analyse --format html``: one self-contained HTML file (style inline, no script) with
a list of the boards (dealer, result, tricks given up by each side), then each board's hand diagram and analysis
trick by trick, from :class:`~whistodds.odds.analysis.Analysis`; readable at 400 px (tested in headless
Chromium)."""

from __future__ import annotations

from dataclasses import dataclass

from whistodds import __version__
from whistodds.games.cards import SUIT_NAMES, SUIT_SYMBOLS, format_card
from whistodds.odds.analysis import Analysis
from whistodds.simulations.estimate import Estimate

_SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


@dataclass(frozen=True)
class HandView:
    seat: str
    name: str
    suits: list[tuple[str, str, str]]  # (symbol, name, ranks high to low)


@dataclass(frozen=True)
class CardView:
    card: str
    tricks: int
    best: bool
    played: bool


@dataclass(frozen=True)
class StepView:
    seat: str
    played: str
    lost: int
    cards: list[CardView]
    before: str
    after: str


@dataclass(frozen=True)
class TrickView:
    number: int
    steps: list[StepView]


def _figure(estimate: Estimate | None) -> str:
    if estimate is None:
        return "-"
    return f"{estimate.value:.3f} ({estimate.ci95_low:.3f}-{estimate.ci95_high:.3f})"


def _hand(seat: str, cards: tuple[int, ...]) -> HandView:
    suits = []
    for suit in (3, 2, 1, 0):
        ranks = sorted((c for c in cards if c // 13 == suit), reverse=True)
        suits.append((SUIT_SYMBOLS[suit], SUIT_NAMES[suit], " ".join(format_card(c)[:-1] for c in ranks) or "-"))
    return HandView(seat, _SEAT_NAMES[seat], suits)


def _result(analysis: Analysis) -> str:
    """The tricks each side took, and how many were played when the play stops short."""
    ns, ew = analysis.won
    played = len(analysis.steps) // 4
    return f"N-S {ns}, E-W {ew}" + ("" if played == 13 else f" ({played} of 13 tricks played)")


def render_analysis(analyses: list[Analysis], source: str) -> str:
    """The page for the boards ``analyses`` of the PBN file named ``source``: a list of the boards (dealer,
    tricks each side took, tricks each side's cards gave up), then each board's hands and analysis."""
    from jinja2 import Environment, PackageLoader, StrictUndefined

    boards = []
    for analysis in analyses:
        tricks: dict[int, list[StepView]] = {}
        for step in analysis.steps:
            cards = [CardView(format_card(card), step.values[card], step.values[card] == step.best,
                              card == step.played) for card in sorted(step.values, reverse=True)]
            tricks.setdefault(step.trick, []).append(StepView(
                step.seat, format_card(step.played), step.lost, cards, _figure(step.before), _figure(step.after)))
        lost_ns, lost_ew = analysis.lost_by_side
        boards.append({
            "number": analysis.board, "dealer": _SEAT_NAMES[analysis.dealer], "trumps": SUIT_NAMES[analysis.trump],
            "turn_up": "not noted" if analysis.turn_up is None else format_card(analysis.turn_up),
            "hands": {seat: _hand(seat, cards) for seat, cards in analysis.hands.items()},
            "tricks": [TrickView(number, steps) for number, steps in sorted(tricks.items())],
            "result": _result(analysis), "lost_ns": lost_ns, "lost_ew": lost_ew, "lost": lost_ns + lost_ew})
    environment = Environment(loader=PackageLoader("whistodds.reports", "templates"), autoescape=True,
                              undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    first = analyses[0] if analyses else None
    return environment.get_template("analysis.html.j2").render(
        version=__version__, source=source, boards=boards,
        model=first.model if first else "", deals=first.deals if first else 0)
