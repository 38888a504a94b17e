"""The answers about a hand (``position``, ``odds --hand``, ``holding``, ``partner``) as text, registered with
:func:`~whistodds.reports.text.answers.answer_text` (which imports this module: the registration does not
depend on who imports what first)."""

from __future__ import annotations

from whistodds.odds.questions.holding import HoldingAnswer
from whistodds.odds.questions.partner import PartnerAnswer
from whistodds.odds.questions.position import PositionAnswer
from whistodds.reports.text.answers import answer_text
from whistodds.reports.text.formats import OutputFormat, render
from whistodds.reports.text.holding import holding_text
from whistodds.reports.text.position import position_text


@answer_text.register
def _position(answer: PositionAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    cards = None if answer.cards is None else list(answer.cards)
    return position_text(answer.question.state, answer.result, cards, OutputFormat(fmt), answer.seed)


@answer_text.register
def _holding(answer: HoldingAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return holding_text(answer, OutputFormat(fmt))


@answer_text.register
def _partner(answer: PartnerAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return render(answer.frame(), OutputFormat(fmt))
