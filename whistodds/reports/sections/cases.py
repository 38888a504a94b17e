"""Section: were the books' cases right?  The shipped cases file judged (:mod:`whistodds.odds.cases`): the
quote beside each verdict, the hand drawn as ``analyse`` draws it (a line a suit, ranks high to low), and a
chart of what each book's card gives up against the best."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from whistodds.reports.sections.base import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    register_section,
)
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from whistodds.odds.cases.judge import CaseVerdict

CASE_DEALS = 20_000  # a player's-view case: the deals of verify cases' default


def hand_diagram(cards: frozenset[int] | tuple[int, ...]) -> str:
    """A hand as ``analyse``'s diagram draws it: each suit's symbol and its ranks high to low, spades first,
    ``-`` for a void.

    >>> from whistodds.games.position import parse_cards
    >>> hand_diagram(parse_cards("AS KS 7S 9H 2C"))
    '♠ A K 7 · ♥ 9 · ♦ - · ♣ 2'
    """
    from whistodds.reports.analysis_page import _hand

    view = _hand("S", tuple(cards))
    return " · ".join(f"{symbol} {ranks}" for symbol, _, ranks in view.suits)


def cases_table(verdicts: list[CaseVerdict]) -> pd.DataFrame:
    """One row a case: its source, quote, the hand, how the position was set, the verdict's figures."""
    import pandas as pd

    from whistodds.odds.positions.ending import COMPASS

    rows = []
    for verdict in verdicts:
        case, row = verdict.case, verdict.row()
        lost = verdict.gives_up
        if case.ending is not None:
            hand = "; ".join(f"{seat} {hand_diagram(case.ending.hands[seat])}" for seat in COMPASS)
        else:
            assert case.state is not None
            hand = hand_diagram(tuple(case.state.position.hand))
        rows.append({"id": case.id, "book": case.source.split(",")[0], "source": case.source, "quote": case.quote,
                     "hand": hand, "position": case.note, "card": row["card"], "best_cards": " ".join(
                         row["best_cards"]),  # type: ignore[arg-type]
                     "card_is_best": row["card_is_best"], "card_tricks": row["card_tricks"],
                     "best_tricks": row["best_tricks"], "gives_up": lost.value, "gives_up_ci95_low": lost.ci95_low,
                     "gives_up_ci95_high": lost.ci95_high, "method": row["method"], "verdict": row["verdict"]})
    return pd.DataFrame(rows)


def judged_cases(deals: int = CASE_DEALS, seed: int = 1941, model: PlayModel | None = None) -> list[CaseVerdict]:
    """The shipped cases file judged as ``whist-odds verify cases books`` judges it."""
    from whistodds.odds.cases import read_cases, shipped_cases_path
    from whistodds.odds.cases.judge import judge_cases

    return judge_cases(read_cases(shipped_cases_path()), deals, seed, model)


def compute(context: ReportContext) -> SectionResult:
    from whistodds.reports.kept_tables import kept_table
    from whistodds.simulations.play.identity import is_builtin
    from whistodds.simulations.play.models import default_model

    deals, model = min(context.deals, CASE_DEALS), default_model()

    def judged() -> pd.DataFrame:
        return cases_table(judged_cases(deals, context.seed))

    # The same every run of this code and data: kept in the cache (:mod:`whistodds.reports.kept_tables`), for
    # the package's own model alone.
    table = kept_table("books-cases", [deals, context.seed, model.name], judged) if is_builtin(model) else judged()
    wrong = table[~table.card_is_best]
    findings = [f"{len(table)} cases from the books, each a card the book names in a position set from its words "
                f"(the note says how), judged against every legal card: each played now and the rest of the hand "
                f"by {DEFAULT_MODEL} on the same consistent deals, or double dummy where every hand is known."]
    for row in table.itertuples(index=False):
        findings.append(f"{row.id}: \u201c{row.quote}\u201d ({row.source}).")
        findings.append(f"  Hand {row.hand}; {row.position}. {row.card}: {row.verdict}.")
    worst = wrong.sort_values("gives_up", ascending=False).head(1)
    summary = (f"{len(table) - len(wrong)} of {len(table)} of the books' cards are best or as good as the best; "
               f"{len(wrong)} give up tricks" + (f", the most {worst.gives_up.iloc[0]:.2f} a hand ({worst.id.iloc[0]})"
                                                 if len(worst) else "") + ".")
    return SectionResult(tables={"books_cases": table}, findings=findings,
                         verdicts=[Verdict("The books' cases (a card in a position)", summary)],
                         fill={"cases": str(len(table))})


def gives_up_chart(table: pd.DataFrame) -> Figure:
    """What each book's card gives up against the best (tricks, from this trick on), with its 95% interval,
    one row a case, coloured by book."""
    import numpy as np

    from whistodds.reports.style import finish, new_figure

    rows = table.iloc[::-1]
    figure, axes = new_figure((8.0, min(9.8, 0.27 * len(rows) + 1.8)))  # at most 1,176 px tall at 120 dpi
    y = np.arange(len(rows))
    colours = {book: colour for book, colour in zip(sorted(set(rows.book)), ("#1f4e79", "#b35806", "#4d9221"))}
    for book, colour in colours.items():
        chosen = (rows.book == book).to_numpy()
        part = rows[chosen]
        axes.errorbar(part.gives_up, y[chosen], xerr=[part.gives_up - part.gives_up_ci95_low,
                                                      part.gives_up_ci95_high - part.gives_up],
                      fmt="o", ms=4, color=colour, ecolor="#999999", capsize=2, label=book)
    axes.axvline(0, color="#555555", lw=0.8, ls="--")
    axes.set_yticks(y, [f"{r.id} ({r.card})" for r in rows.itertuples()], fontsize=8.5)
    figure = finish(figure, axes, title="What each book's card gives up against the best",
                    xlabel="Tricks given up (expected, from this trick on; 95% interval)", ylabel="",
                    source=f"{len(rows)} cases of the shipped cases file; {rows.method.iloc[0].split(',')[0]}.")
    axes.tick_params(axis="y", labelsize=8.5)  # 9 px or more on a phone
    return figure


def books_cases_chart(model: PlayModel | None = None, deals: int = CASE_DEALS, seed: int = 1941) -> Figure:
    """The chart alone: the shipped cases judged under ``model`` (None: the default play model)."""
    return gives_up_chart(cases_table(judged_cases(deals, seed, model)))


def _draw(context: ReportContext, tables: Mapping[str, pd.DataFrame]) -> Figure:
    return gives_up_chart(tables["books_cases"])


SECTION = register_section(Section(
    id="books-cases", order=37,
    title="Were the books' cases right?",
    question="Where the books name the card to play, is it the best card, and by how much does it fall short?",
    compute=compute,
    tables={"books_cases": "The books' cases judged: {rows} cases, the quote beside each verdict"},
    charts=(ChartSpec("books-cases", "What each book's card gives up against the best card.",
                      "Each row is a case; the dot is the tricks the book's card gives up against the best card on "
                      "the same deals, the bar its 95% interval; on the dashed line the book's card is best.",
                      _draw, books_cases_chart),),
))
