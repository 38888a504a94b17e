"""The answers about a hand (``position``, ``odds --hand``, ``holding``, ``partner``) as text in every format,
registered with :func:`~whistodds.reports.text.answers.answer_text` by that module (which imports this one, so
that the registration does not depend on who imports what first)."""

from __future__ import annotations

from whistodds.odds.questions.holding import HoldingAnswer
from whistodds.odds.questions.partner import PartnerAnswer
from whistodds.odds.questions.position import PositionAnswer
from whistodds.reports.text.formats import OutputFormat, render
from whistodds.reports.text.holding import holding_text
from whistodds.reports.text.position import position_text


def position_answer_text(answer: PositionAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """``position`` (and ``odds --hand``): the figures, then each card's where asked for."""
    cards = None if answer.cards is None else list(answer.cards)
    return position_text(answer.question.state, answer.result, cards, OutputFormat(fmt), answer.seed)


def holding_answer_text(answer: HoldingAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """``holding``: a few lines (table), or one record."""
    return holding_text(answer, OutputFormat(fmt))


def partner_answer_text(answer: PartnerAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """``partner``: a row a question."""
    return render(answer.frame(), OutputFormat(fmt))
