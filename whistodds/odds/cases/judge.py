"""Each case of a cases file judged: the book's card against every legal card, and its stated result.

Every hand known: each legal card's tricks for the side to play from the current trick on, double dummy (DDS
through endplay), exact; ``best_cards`` those that reach the most.  A player's view: each legal card played now
and the rest of the hand by the play model, over the same consistent deals (paired: :mod:`whistodds.odds.
positions.batches`), its expected tricks from this trick on, P(odd trick) and P(game), each with its 95%
interval; ``best_cards`` the cards whose paired interval of difference from the card of most expected tricks
includes 0 (that card among them), and the book's card is best when it is one of them.

>>> from whistodds.odds.cases import read_cases
>>> case = read_cases("x.csv", text="id,source,quote,game,hands,trumps,leader,card,tricks\\n"
...                   "A,me,,long,N:AK... .AK.. ..AK. ...AK,clubs,W,KC,2\\n")[0]
>>> verdict = judge_case(case)
>>> print(verdict.row()["verdict"], verdict.row()["best_cards"])
the book's card is best; the stated result is right ['AC', 'KC']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import format_card
from whistodds.games.contexts import odd_trick
from whistodds.odds.cases import Case
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model
from whistodds.simulations.seeding import SeedLike

DEFAULT_DEALS = 20_000  # a player's-view case: consistent deals, each legal card played on each
EXACT = "double-dummy, exact"
KEYS = ("id", "card", "card_tricks", "best_tricks", "best_cards", "card_is_best", "stated_tricks",
        "stated_tricks_right", "method", "verdict")


@dataclass(frozen=True)
class CardFigures:
    """One legal card's figures: tricks from the current trick on (exact or expected), and in a player's view
    P(odd trick), P(game) (None in a game without a score) and the best card's tricks less this card's,
    paired on the same deals."""

    card: int
    tricks: Estimate
    p_odd_trick: Estimate | None = None
    p_game: Estimate | None = None
    behind: Estimate | None = None


@dataclass(frozen=True)
class CaseVerdict:
    """A case judged: every legal card's figures, the best, and the verdict."""

    case: Case
    cards: tuple[CardFigures, ...]
    best_cards: tuple[int, ...]
    method: str
    deals: int = 0

    @property
    def exact(self) -> bool:
        return self.method == EXACT

    def figures(self, card: int) -> CardFigures:
        return next(figure for figure in self.cards if figure.card == card)

    @property
    def top(self) -> CardFigures:
        """The card of most tricks (exact, or expected)."""
        return max(self.cards, key=lambda figure: figure.tricks.value)

    @property
    def card_is_best(self) -> bool:
        return self.case.card in self.best_cards

    @property
    def gives_up(self) -> Estimate:
        """What the book's card gives up against the best: tricks (exact, or paired expectation, never below 0)."""
        mine = self.figures(self.case.card)
        if self.exact:
            return Estimate.exact(float(self.top.tricks.value - mine.tricks.value))
        assert mine.behind is not None
        return mine.behind

    @property
    def stated_right(self) -> bool | None:
        """Whether the book's stated tricks are right: equal (exact), or within the card's 95% interval of
        expected tricks (a player's view)."""
        stated = self.case.tricks
        if stated is None:
            return None
        mine = self.figures(self.case.card).tricks
        if self.exact:
            return stated == round(mine.value)
        return mine.ci95_low - 0.5 <= stated <= mine.ci95_high + 0.5  # a whole number of tricks: the nearest

    def verdict(self) -> str:
        """The verdict in words."""
        names = ", ".join(format_card(card) for card in self.best_cards)
        lost = self.gives_up
        if self.exact:
            words = ("the book's card is best" if self.card_is_best else
                     f"the book's card gives up {lost.value:g} trick{'s' if lost.value != 1 else ''}; best are "
                     f"{names}" if len(self.best_cards) > 1 else
                     f"the book's card gives up {lost.value:g} trick{'s' if lost.value != 1 else ''}; best is {names}")
        elif self.card_is_best:
            same = [format_card(f.card) for f in self.cards if f.card != self.case.card and f.behind is not None
                    and (f.behind.value, f.behind.ci95_low, f.behind.ci95_high) == (lost.value, lost.ci95_low,
                                                                                    lost.ci95_high)]
            words = ("the book's card is best" if self.case.card == self.top.card else
                     f"the book's card is best, taking the same tricks as {', '.join(same)} on every deal"
                     if lost.ci95_low == lost.ci95_high == 0 else
                     f"the book's card is as good as the best within the deals' 95% interval ({lost.value:.3f} "
                     f"tricks behind {format_card(self.top.card)}, {lost.ci95_low:.3f} to {lost.ci95_high:.3f}); "
                     f"best are {names}")
        else:
            words = (f"the book's card gives up {lost.value:.3f} tricks on average (95% interval {lost.ci95_low:.3f}"
                     f" to {lost.ci95_high:.3f}); best {'are' if len(self.best_cards) > 1 else 'is'} {names}")
        right = self.stated_right
        if right is True:
            words += "; the stated result is right"
        elif right is False:
            mine = self.figures(self.case.card).tricks
            made = f"{mine.value:g}" if self.exact else f"{mine.value:.2f} on average"
            words += f"; the stated result is wrong: {self.case.tricks} stated, {made}"
        return words

    def row(self) -> dict[str, object]:
        """The case's output row, with exactly the keys of :data:`KEYS`."""
        mine, top = self.figures(self.case.card), self.top
        value: Callable[[Estimate], object] = (lambda e: int(round(e.value))) if self.exact else (
            lambda e: round(e.value, 4))
        return {"id": self.case.id, "card": format_card(self.case.card), "card_tricks": value(mine.tricks),
                "best_tricks": value(top.tricks), "best_cards": [format_card(card) for card in self.best_cards],
                "card_is_best": self.card_is_best, "stated_tricks": self.case.tricks,
                "stated_tricks_right": self.stated_right, "method": self.method, "verdict": self.verdict()}


def judge_case(case: Case, deals: int = DEFAULT_DEALS, seed: SeedLike = 0, model: PlayModel | None = None
               ) -> CaseVerdict:
    """The verdict of one case: exact where every hand is known; else under the case's model (or ``model``,
    or the report's) over ``deals`` consistent deals drawn from ``seed``."""
    if case.ending is not None:
        from whistodds.odds.positions.ending import ending_values

        values = ending_values(case.ending)
        cards = tuple(CardFigures(card, Estimate.exact(float(values[card]))) for card in case.ending.legal_cards())
        best = max(values.values())
        return CaseVerdict(case, cards, tuple(f.card for f in cards if f.tricks.value == best), EXACT)
    return _judge_view(case, deals, seed, case.model or model or get_model(DEFAULT_MODEL))


def _judge_view(case: Case, deals: int, seed: SeedLike, model: PlayModel) -> CaseVerdict:
    from whistodds.odds.positions.batches import counted_mean, run_tally
    from whistodds.odds.positions.cards import legal_cards
    from whistodds.odds.positions.play import value_tables

    state = case.state
    assert state is not None
    legal = legal_cards(state)
    tables = value_tables(state, model)
    counted = run_tally(state, model, deals, seed, tables=tables, position=False, cards=legal)
    assert counted.cards is not None and counted.tricks_apart is not None
    per_hand = state.game.cards_per_hand
    left = per_hand - sum(state.tricks_won)
    tricks = (np.arange(per_hand + 1) - state.tricks_won[0]).astype(np.float64)[:, None]
    taken = [counted_mean(counts, tricks, (0, left)) for counts in counted.cards]
    need = odd_trick(per_hand)
    odd = [Estimate.proportion(int(counts[need:].sum()), counted.deals) for counts in counted.cards]
    game = [None if tables.game is None else counted_mean(counts, tables.game, (0, 1)) for counts in counted.cards]
    top = int(np.argmax([estimate.value for estimate in taken]))
    behind = [Estimate.exact(0.0) if i == top else counted.tricks_apart.estimate((top, i)) for i in range(len(legal))]
    cards = tuple(CardFigures(card, taken[i], odd[i], game[i], behind[i]) for i, card in enumerate(legal))
    best = tuple(card for i, card in enumerate(legal) if behind[i].ci95_low <= 0.0)
    method = f"play model {model.name}, {counted.deals:,} consistent deals, each card on the same deals (paired), seed {seed}"
    return CaseVerdict(case, cards, best, method, counted.deals)


def judge_cases(cases: list[Case], deals: int = DEFAULT_DEALS, seed: SeedLike = 0,
                model: PlayModel | None = None,
                progress: Callable[[int], None] | None = None) -> list[CaseVerdict]:
    """Every case judged in order (each player's-view case from the same ``seed``: each is what it would be
    alone)."""
    verdicts = []
    for case in cases:
        verdicts.append(judge_case(case, deals, seed, model))
        if progress is not None:
            progress(1)
    return verdicts
