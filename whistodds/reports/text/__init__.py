"""Answers in words: every table or summary the command line prints, as text in one of four formats.

``table`` is the terminal's view: a terse table, fitted to the terminal's width, with the sentences
around it.  ``csv``, ``json`` (records: ``pandas.read_json(text)`` reads it back) and ``markdown`` (a
pipe table) give the same full table and nothing else.  An answer made of several tables gives them as
one documented JSON object, as Markdown sections, or as one CSV file a table (:func:`several_tables`),
never as one stacked frame.  The command line only parses, calls the API, and writes what these
functions return, so a notebook user gets the same words from the same calls.

A simulated or posterior figure is written with the keys of its
:class:`~whistodds.simulations.estimate.Estimate`, the same in every command: the figure's own name for
its value (``p_win``, ``p_win_rubber``, ``simulated_probability``, ...), then ``se``, ``ci95_low``,
``ci95_high``, ``method`` (exact, wilson, normal or posterior), and for a proportion ``successes`` and
``trials``.

The answers live by what they render: :mod:`~whistodds.reports.text.formats` (the formats and the helpers every
answer shares), :mod:`~whistodds.reports.text.odds` (a game's odds, the rubber, the kernel),
:mod:`~whistodds.reports.text.verify` (the sources checked), :mod:`~whistodds.reports.text.games` (progressive
whist, the cache) and :mod:`~whistodds.reports.text.position` (a moment of a hand and each card) and
:mod:`~whistodds.reports.text.answers` (any question's answer, :func:`answer_text`);
this module gives every name of them in one place, each loaded on first use (a command that writes one
answer loads its own writer, not every answer's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.lazy import lazy_exports

if TYPE_CHECKING:  # what the lazy names are, for the type checker (nothing is imported at run time)
    from whistodds.reports.text.answers import answer_text
    from whistodds.reports.text.formats import (MIN_CELL_WIDTH, KernelFormat, OutputFormat, estimate_keys, render,
                                                rules_note, several_tables, terminal_width)
    from whistodds.reports.text.games import cache_text, progressive_text
    from whistodds.reports.text.odds import (SCORE_GRID_FULL, kernel_text, odds_table_text, odds_text,
                                             rubber_text, simulated_odds_text)
    from whistodds.reports.text.position import position_text
    from whistodds.reports.text.verify import CLAIM_COLUMNS, HISTORY_COLUMNS, claims_text, history_text, older_claims_text

_EXPORTS = {
    "answer_text": "whistodds.reports.text.answers",
    "MIN_CELL_WIDTH": "whistodds.reports.text.formats",
    "KernelFormat": "whistodds.reports.text.formats",
    "OutputFormat": "whistodds.reports.text.formats",
    "estimate_keys": "whistodds.reports.text.formats",
    "render": "whistodds.reports.text.formats",
    "rules_note": "whistodds.reports.text.formats",
    "several_tables": "whistodds.reports.text.formats",
    "terminal_width": "whistodds.reports.text.formats",
    "cache_text": "whistodds.reports.text.games",
    "progressive_text": "whistodds.reports.text.games",
    "SCORE_GRID_FULL": "whistodds.reports.text.odds",
    "kernel_text": "whistodds.reports.text.odds",
    "odds_table_text": "whistodds.reports.text.odds",
    "odds_text": "whistodds.reports.text.odds",
    "rubber_text": "whistodds.reports.text.odds",
    "simulated_odds_text": "whistodds.reports.text.odds",
    "position_text": "whistodds.reports.text.position",
    "CLAIM_COLUMNS": "whistodds.reports.text.verify",
    "HISTORY_COLUMNS": "whistodds.reports.text.verify",
    "claims_text": "whistodds.reports.text.verify",
    "history_text": "whistodds.reports.text.verify",
    "older_claims_text": "whistodds.reports.text.verify",
}

__all__ = ["answer_text", "CLAIM_COLUMNS", "HISTORY_COLUMNS", "MIN_CELL_WIDTH",
           "SCORE_GRID_FULL", "KernelFormat", "OutputFormat", "cache_text",
           "claims_text", "estimate_keys", "history_text", "kernel_text",
           "odds_table_text", "odds_text", "older_claims_text", "position_text", "progressive_text",
           "render",
           "rubber_text", "rules_note", "several_tables", "simulated_odds_text",
           "terminal_width"]

__getattr__ = lazy_exports(__name__, _EXPORTS)


def __dir__() -> list[str]:
    """Every name, loaded or not (what ``dir()`` and the documentation list)."""
    return sorted(__all__)
