"""``verify claims --explain``: the claims check with, for each figure the cards do not bear out, the methods that
reproduce it at the author's precision (:mod:`whistodds.odds.explain`), and with ``--fit`` which method
reproduces most of each source's figures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.reports.text.formats import OutputFormat, render, several_tables

if TYPE_CHECKING:
    import pandas as pd


EXPLAIN_NOTE = ("Each figure not judged exact, close or borne out, with every method that reproduces it at the "
                "author's precision and the figure it gives (independent-cards, either-side, named-side, complement, "
                "exactly-for-at-least, at-least-for-exactly, chance-written-as-odds, odds-written-as-chance, "
                "edge-for-chance, ignores-own-hand, ignores-turn-up, counts-turn-up, proportional-rule, coin-race; a misprint, one "
                "digit changed or two adjacent digits exchanged in a number of three digits or more, only where no "
                "method does, of the true figure or of a method's: either-side+misprint); 'none found' where none "
                "does.")
METHODS_NOTE = ("For each source and kind of figure, how many of its figures each method reproduces at the author's "
                "precision, every figure counted, beside how many the cards as dealt give (verdict exact).")
NOTHING_TO_EXPLAIN = "Every figure is exact, close or borne out: nothing to explain."
VIEW = ["id", "odds", "verdict", "model_odds", "explanations"]


def explained_claims_text(table: pd.DataFrame, summary: pd.DataFrame, explanations: pd.DataFrame,
                          fmt: OutputFormat, *, fit: pd.DataFrame | None = None, paragraph: str = "",
                          methods: pd.DataFrame | None = None, methods_paragraph: str = "") -> str | dict[str, str]:
    """The claims check (as ``verify claims`` prints it) and the explanations after it; csv and json give every
    table (claims, summary, explain, and with a fit, fit and methods): a file each, or one object."""
    from whistodds.odds.claims.check import THRESHOLD_NOTE
    from whistodds.reports.tables import safe_markdown_text, to_markdown
    from whistodds.reports.text.verify import claims_text

    fmt = OutputFormat(getattr(fmt, "value", fmt))
    if fmt in (OutputFormat.csv, OutputFormat.json):
        tables = {"claims": table, "summary": summary, "explain": explanations}
        tables.update({name: part for name, part in (("fit", fit), ("methods", methods)) if part is not None})
        return several_tables(tables, fmt, {"verdicts": THRESHOLD_NOTE, "explain": EXPLAIN_NOTE,
                                            "fit_paragraph": paragraph, "methods_paragraph": methods_paragraph})
    base = claims_text(table, summary, fmt, fit=fit, paragraph=paragraph)
    assert isinstance(base, str)  # the table and markdown formats are one text
    view = explanations[VIEW]
    if fmt is OutputFormat.markdown:
        parts = [base, "## explain\n", safe_markdown_text(NOTHING_TO_EXPLAIN) + "\n" if view.empty else
                 to_markdown(view) + "\n\n" + safe_markdown_text(EXPLAIN_NOTE) + "\n"]
        if methods is not None:
            parts += ["## methods\n", to_markdown(methods), safe_markdown_text(f"{METHODS_NOTE} {methods_paragraph}")
                      + "\n"]
        return "\n".join(parts)
    if fmt is OutputFormat.html:  # a page's: every sentence escaped, as every cell is
        from whistodds.reports.text.verify import html_paragraphs

        parts = [base, "<h2>explain</h2>\n", html_paragraphs([NOTHING_TO_EXPLAIN]) if view.empty else
                 render(view, fmt) + html_paragraphs([EXPLAIN_NOTE])]
        if methods is not None:
            parts += ["<h2>methods</h2>\n", render(methods, fmt),
                      html_paragraphs([f"{METHODS_NOTE} {methods_paragraph}"])]
        return "".join(parts)
    parts = [base, NOTHING_TO_EXPLAIN + "\n"] if view.empty else [
        base, "What the author reckoned:", render(view, fmt), EXPLAIN_NOTE + "\n"]
    if methods is not None:
        parts += ["Which method reproduces most of each source's figures:", render(methods, fmt),
                  f"{METHODS_NOTE} {methods_paragraph}\n"]
    return "\n".join(parts)
