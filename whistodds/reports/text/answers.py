"""Any question's answer as text, in every format its command offers: one function for every answer.

The command line writes what :func:`answer_text` returns, and so can a notebook (``whistodds.api.text``)
or a web page: the same words from the same answer.  (``render`` is the name of the writer of one table,
:func:`~whistodds.reports.text.formats.render`; this is the writer of a whole answer.)
"""

from __future__ import annotations

from functools import singledispatch

from whistodds.games.discovery import Discovery, family_modules
from whistodds.odds.questions import (CasesAnswer, ClaimsAnswer, CompareAnswer, HoldingAnswer, OddsAnswer,
                                      PartnerAnswer, PositionAnswer, RubberAnswer, TableAnswer)
from whistodds.odds.questions.analyse import AnalyseAnswer
from whistodds.odds.questions.duel import DuelAnswer
from whistodds.odds.questions.history import HistoryAnswer, ProgressiveAnswer
from whistodds.odds.questions.kernel import KernelAnswer
from whistodds.odds.questions.length import GameLengthAnswer
from whistodds.odds.questions.measure import MeasureAnswer
from whistodds.reports.text.cases import cases_answer_text
from whistodds.reports.text.claims_answer import claims_answer_files, claims_answer_text
from whistodds.reports.text.formats import KernelFormat, OutputFormat, render
from whistodds.reports.text.hand_answers import holding_answer_text, partner_answer_text, position_answer_text
from whistodds.reports.text.measures import measure_answer_text
from whistodds.reports.text.odds import kernel_text, odds_table_text, odds_text, rubber_text, simulated_odds_text


@singledispatch
def answer_text(answer: object, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """``answer`` as text in ``fmt`` (table, csv, json, markdown or html).

    >>> from whistodds.games import get_game
    >>> from whistodds.odds.questions import OddsQuestion, answer
    >>> from whistodds.simulations.play.models import get_model
    >>> said = answer(OddsQuestion(get_game("long"), (8, 9), "them", get_model("random"), seed=1))
    >>> print(answer_text(said, "csv").splitlines()[1][:40])
    long-whist,us,0 2,8-9,8,9,them,,0.4621..."""
    _find_family_texts()  # a game's own answers: their text registered by its section, found on first need
    writer = answer_text.dispatch(type(answer))
    if writer is not _unknown:
        return writer(answer, fmt)
    raise TypeError(f"{type(answer).__name__} is not an answer this module writes")


_unknown = answer_text.dispatch(object)
_find_family_texts = Discovery(lambda: family_modules("section"))


@answer_text.register
def _odds(answer: OddsAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    question, fmt = answer.question, OutputFormat(fmt)
    if question.simulated:
        return simulated_odds_text(question.game, answer.rows, question.first_dealer, question.model, fmt)
    return odds_text(question.game, answer.rows[0], fmt)


@answer_text.register
def _table(answer: TableAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return odds_table_text(answer.question.game, answer.table, answer.kernel, OutputFormat(fmt))


@answer_text.register
def _rubber(answer: RubberAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    question = answer.question
    return rubber_text(question.game, question.games, question.score, question.deal, answer.odds, answer.kernel,
                       OutputFormat(fmt))


@answer_text.register
def _compare(answer: CompareAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    return render(answer.table, OutputFormat(fmt))


answer_text.register(ClaimsAnswer, claims_answer_text)
answer_text.register(CasesAnswer, cases_answer_text)
answer_text.register(PositionAnswer, position_answer_text)
answer_text.register(HoldingAnswer, holding_answer_text)
answer_text.register(MeasureAnswer, measure_answer_text)
answer_text.register(PartnerAnswer, partner_answer_text)


@answer_text.register
def _length(answer: GameLengthAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.reports.text.length import length_text

    return length_text(answer, fmt)


@singledispatch
def answer_files(answer: object, fmt: OutputFormat | str = OutputFormat.table) -> str | dict[str, str]:
    """``answer`` as its command writes it: one text (:func:`answer_text`), or, for an answer of several tables
    in csv, each table's text by name (one file each, ``FILE-NAME.csv``)."""
    return answer_text(answer, fmt)


answer_files.register(ClaimsAnswer, claims_answer_files)


@answer_text.register
def _duel(answer: DuelAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.reports.text.play import duel_text

    return duel_text(answer.result, answer.seed, answer.seconds, OutputFormat(fmt))


@answer_text.register
def _analyse(answer: AnalyseAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.reports.text.play import analysis_text

    return analysis_text(answer.analyses, fmt, answer.question.source)


@answer_text.register
def _history(answer: HistoryAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.reports.text.verify import history_text, older_claims_text

    return (older_claims_text if answer.question.claims else history_text)(answer.table, OutputFormat(fmt))


@answer_text.register
def _progressive(answer: ProgressiveAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    from whistodds.reports.text.games import progressive_text

    question = answer.question
    return progressive_text(answer.evenings, question.system, question.tables, question.sittings, question.skilled,
                            question.evenings, answer.seed, OutputFormat(fmt))


@answer_text.register
def _kernel(answer: KernelAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """A deal kernel: the four tables, html, or ``kernel-json`` (the kernel document, as shipped)."""
    return kernel_text(answer.question.game, answer.kernel, answer.shipped, KernelFormat(fmt))
