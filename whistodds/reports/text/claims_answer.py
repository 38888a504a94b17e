"""A :class:`~whistodds.odds.questions.ClaimsAnswer` as ``verify claims`` writes it: the claims checked
(:func:`~whistodds.reports.text.verify.claims_text`), and explained where the question asks
(:func:`~whistodds.reports.text.explain.explained_claims_text`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.reports.text.formats import OutputFormat
from whistodds.reports.text.verify import claims_text

if TYPE_CHECKING:
    from whistodds.odds.questions import ClaimsAnswer


def claims_answer_files(answer: ClaimsAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str | dict[str, str]:
    """A :class:`~whistodds.odds.questions.ClaimsAnswer` as ``verify claims`` writes it (``claims_text``): with
    a fit, csv is three files' texts by name (claims, summary, fit); explained, the explanations after it
    (:func:`~whistodds.reports.text.explain.explained_claims_text`)."""
    fmt = OutputFormat(getattr(fmt, "value", fmt))
    if answer.explained is not None:
        from whistodds.odds.explain.table import explanation_table, fit_methods_paragraph
        from whistodds.reports.text.explain import explained_claims_text

        methods = answer.methods
        return explained_claims_text(answer.explained, answer.summary, explanation_table(answer.explained), fmt,
                                     fit=answer.fit, paragraph=answer.paragraph, methods=methods,
                                     methods_paragraph=fit_methods_paragraph(methods) if methods is not None else "")
    return claims_text(answer.table, answer.summary, fmt, fit=answer.fit, paragraph=answer.paragraph)


def claims_answer_text(answer: ClaimsAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    """A :class:`~whistodds.odds.questions.ClaimsAnswer` as one text in ``fmt``; with a fit, csv is three tables,
    one file each (:func:`claims_answer_files`), and asked as one text it is a one-line error saying so."""
    text = claims_answer_files(answer, fmt)
    if isinstance(text, dict):
        raise ValueError(f"--format csv gives {len(text)} tables, one file each ({', '.join(text)}): write them "
                         f"as files, or use json (one object) or markdown")
    return text
