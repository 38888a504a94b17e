"""The report's section "Were the books' cases right?" (#41 item 4): the quote beside each verdict, the hand as
analyse draws it, and the chart of what each book's card gives up, drawable alone."""

from __future__ import annotations

from pathlib import Path

from whistodds.reports.sections import ReportContext, registered_sections, run_section
from whistodds.reports.sections.cases import books_cases_chart, hand_diagram


def test_the_section_shows_each_quote_beside_its_verdict_and_draws_its_chart(tmp_path: Path) -> None:
    section = next(s for s in registered_sections() if s.id == "books-cases")
    assert section.title == "Were the books' cases right?"
    result = run_section(section, ReportContext(2000, 1941, tmp_path))
    table = result.tables["books_cases"]
    assert len(table) >= 20 and {"quote", "hand", "verdict", "gives_up", "gives_up_ci95_low"} <= set(table.columns)
    for row in table.itertuples(index=False):
        line = next(i for i, f in enumerate(result.findings) if f.startswith(f"{row.id}: "))
        assert row.quote in result.findings[line] and row.verdict in result.findings[line + 1]
        assert row.hand in result.findings[line + 1] and row.hand.startswith("♠ ")
    assert (table.gives_up[~table.card_is_best] > 0).all() and (table.gives_up_ci95_low[~table.card_is_best] > 0).all()
    assert result.charts["books-cases"].exists() and (tmp_path / "books-cases.svg").exists()


def test_the_chart_is_drawn_alone() -> None:
    figure = books_cases_chart(deals=1000)
    assert figure.axes and len(figure.axes[0].get_yticklabels()) >= 20


def test_the_hand_is_drawn_as_analyse_draws_it() -> None:
    from whistodds.games.position import parse_cards
    from whistodds.reports.analysis_page import _hand

    cards = parse_cards("AS KS 7S 9H 2C")
    drawn = hand_diagram(cards)
    assert [part.split(" ", 1)[1] for part in drawn.split(" · ")] == [ranks for _, _, ranks in _hand("S", cards).suits]
