"""One question object per command, built once at the door, and ``answer(question)``.

Each question is frozen, hashable and checked whole when made (:mod:`~whistodds.odds.questions.base`); the
command line builds it from its options, :mod:`whistodds.api` from a notebook's arguments, and a web page
from a request's parameters, with the look-ups of :mod:`~whistodds.odds.questions.checks` (a name to its
object, once).  ``answer(question)`` returns a frozen answer that keeps its question and the seed it used;
:func:`whistodds.reports.text.answer_text` writes any answer in every format.
"""

from whistodds.odds.questions.analyse import AnalyseAnswer, AnalyseQuestion
from whistodds.odds.questions.base import Question, Work, answer
from whistodds.odds.questions.cases import CasesAnswer, CasesQuestion
from whistodds.odds.questions.claims import ClaimsAnswer, ClaimsQuestion
from whistodds.odds.questions.compare import CompareAnswer, CompareQuestion, Comparison
from whistodds.odds.questions.duel import DuelAnswer, DuelQuestion
from whistodds.odds.questions.history import HistoryAnswer, HistoryQuestion, ProgressiveAnswer, ProgressiveQuestion
from whistodds.odds.questions.holding import HoldingAnswer, HoldingQuestion
from whistodds.odds.questions.kernel import KernelAnswer, KernelQuestion
from whistodds.odds.questions.odds import OddsAnswer, OddsQuestion
from whistodds.odds.questions.partner import PartnerAnswer, PartnerQuestion
from whistodds.odds.questions.position import PositionAnswer, PositionQuestion
from whistodds.odds.questions.rubber import RubberAnswer, RubberQuestion
from whistodds.odds.questions.table import TableAnswer, TableQuestion

__all__ = ["AnalyseAnswer", "AnalyseQuestion", "CasesAnswer", "CasesQuestion", "ClaimsAnswer", "ClaimsQuestion",
           "CompareAnswer", "CompareQuestion", "Comparison", "DuelAnswer", "DuelQuestion", "HistoryAnswer",
           "HistoryQuestion", "HoldingAnswer", "HoldingQuestion", "KernelAnswer", "KernelQuestion", "OddsAnswer",
           "OddsQuestion", "PartnerAnswer", "PartnerQuestion", "PositionAnswer", "PositionQuestion",
           "ProgressiveAnswer", "ProgressiveQuestion", "Question", "RubberAnswer", "RubberQuestion", "TableAnswer",
           "TableQuestion", "Work", "answer"]
