"""One question object per command, built once at the door, and ``answer(question)``.

Each question is frozen, hashable and checked whole when made (:mod:`~whistodds.odds.questions.base`); the
command line builds it from its options, :mod:`whistodds.api` from a notebook's arguments, and a web page
from a request's parameters, with the look-ups of :mod:`~whistodds.odds.questions.checks` (a name to its
object, once).  ``answer(question)`` returns a frozen answer that keeps its question and the seed it used;
:func:`whistodds.reports.text.answer_text` writes any answer in every format.
Each name is loaded on first use: a command asks one question and loads that question's module, not every
one's.
"""

from typing import TYPE_CHECKING

from whistodds.lazy import lazy_exports

if TYPE_CHECKING:  # what the lazy names are, for the type checker (nothing is imported at run time)
    from whistodds.odds.questions.analyse import AnalyseAnswer, AnalyseQuestion
    from whistodds.odds.questions.base import Question, Work, answer
    from whistodds.odds.questions.cases import CasesAnswer, CasesQuestion
    from whistodds.odds.questions.claims import ClaimsAnswer, ClaimsQuestion
    from whistodds.odds.questions.compare import CompareAnswer, CompareQuestion, Comparison
    from whistodds.odds.questions.duel import DuelAnswer, DuelQuestion
    from whistodds.odds.questions.history import HistoryAnswer, HistoryQuestion, ProgressiveAnswer, ProgressiveQuestion
    from whistodds.odds.questions.holding import HoldingAnswer, HoldingQuestion
    from whistodds.odds.questions.kernel import KernelAnswer, KernelQuestion
    from whistodds.odds.questions.measure import MeasureAnswer, MeasureQuestion
    from whistodds.odds.questions.odds import OddsAnswer, OddsQuestion
    from whistodds.odds.questions.partner import PartnerAnswer, PartnerQuestion
    from whistodds.odds.questions.position import PositionAnswer, PositionQuestion
    from whistodds.odds.questions.rubber import RubberAnswer, RubberQuestion
    from whistodds.odds.questions.table import TableAnswer, TableQuestion

_EXPORTS = {
    "AnalyseAnswer": "whistodds.odds.questions.analyse",
    "AnalyseQuestion": "whistodds.odds.questions.analyse",
    "Question": "whistodds.odds.questions.base",
    "Work": "whistodds.odds.questions.base",
    "answer": "whistodds.odds.questions.base",
    "CasesAnswer": "whistodds.odds.questions.cases",
    "CasesQuestion": "whistodds.odds.questions.cases",
    "ClaimsAnswer": "whistodds.odds.questions.claims",
    "ClaimsQuestion": "whistodds.odds.questions.claims",
    "CompareAnswer": "whistodds.odds.questions.compare",
    "CompareQuestion": "whistodds.odds.questions.compare",
    "Comparison": "whistodds.odds.questions.compare",
    "DuelAnswer": "whistodds.odds.questions.duel",
    "DuelQuestion": "whistodds.odds.questions.duel",
    "HistoryAnswer": "whistodds.odds.questions.history",
    "HistoryQuestion": "whistodds.odds.questions.history",
    "ProgressiveAnswer": "whistodds.odds.questions.history",
    "ProgressiveQuestion": "whistodds.odds.questions.history",
    "HoldingAnswer": "whistodds.odds.questions.holding",
    "HoldingQuestion": "whistodds.odds.questions.holding",
    "KernelAnswer": "whistodds.odds.questions.kernel",
    "KernelQuestion": "whistodds.odds.questions.kernel",
    "MeasureAnswer": "whistodds.odds.questions.measure",
    "MeasureQuestion": "whistodds.odds.questions.measure",
    "OddsAnswer": "whistodds.odds.questions.odds",
    "OddsQuestion": "whistodds.odds.questions.odds",
    "PartnerAnswer": "whistodds.odds.questions.partner",
    "PartnerQuestion": "whistodds.odds.questions.partner",
    "PositionAnswer": "whistodds.odds.questions.position",
    "PositionQuestion": "whistodds.odds.questions.position",
    "RubberAnswer": "whistodds.odds.questions.rubber",
    "RubberQuestion": "whistodds.odds.questions.rubber",
    "TableAnswer": "whistodds.odds.questions.table",
    "TableQuestion": "whistodds.odds.questions.table",
}

__all__ = ["AnalyseAnswer", "AnalyseQuestion", "CasesAnswer", "CasesQuestion", "ClaimsAnswer", "ClaimsQuestion",
           "CompareAnswer", "CompareQuestion", "Comparison", "DuelAnswer", "DuelQuestion", "HistoryAnswer",
           "HistoryQuestion", "HoldingAnswer", "HoldingQuestion", "KernelAnswer", "KernelQuestion", "MeasureAnswer",
           "MeasureQuestion", "OddsAnswer",
           "OddsQuestion", "PartnerAnswer", "PartnerQuestion", "PositionAnswer", "PositionQuestion",
           "ProgressiveAnswer", "ProgressiveQuestion", "Question", "RubberAnswer", "RubberQuestion", "TableAnswer",
           "TableQuestion", "Work", "answer"]

__getattr__ = lazy_exports(__name__, _EXPORTS)


def __dir__() -> list[str]:
    """Every name, loaded or not (what ``dir()`` and the documentation list)."""
    return sorted(__all__)
