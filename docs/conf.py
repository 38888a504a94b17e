"""Sphinx configuration of whistodds's manual: Markdown pages (MyST), the furo theme, an API reference from the
package's docstrings (autodoc).  Built strictly by ``make docs``: every warning an error, every cross-reference
checked (nitpicky); tests/test_docs_build.py builds it the same way into a temporary folder.

Sphinx with MyST rather than MkDocs: autodoc reads the docstrings this package already writes in Sphinx's roles
(``:func:``, ``:class:``, ``:mod:``), nitpicky mode checks each of them, and furo ships its fonts, styles and
scripts inside the package (no font or script fetched when a page is read); Sphinx's search is a local
``searchindex.js`` that works from the files alone.
"""

from __future__ import annotations

import whistodds

project = "whistodds"
author = "the whistodds authors"
copyright = "whistodds authors, MIT licence"  # noqa: A001 (Sphinx's own name)
release = version = whistodds.__version__

extensions = ["myst_parser", "sphinx.ext.autodoc"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
myst_heading_anchors = 3  # a page may link to a heading of another: guide/holdings.md#given-what-he-played

# The console examples are commands and their output, not Python: no highlighting guessed for a plain block.
highlight_language = "text"

html_theme = "furo"
html_title = f"whistodds {release}"
html_static_path: list[str] = []
html_show_sourcelink = False  # the page's Markdown is in the repository; the link would copy it beside each page

autodoc_member_order = "bysource"
autodoc_typehints = "description"  # the types beside each parameter, linked where the reference documents them

nitpicky = True
# References that Sphinx cannot link, each with why.  The build is offline, so no intersphinx inventory is
# fetched: the standard library's and the third-party libraries' classes, named in the signatures, have no page.
_NOT_HERE = ("collections.abc.Callable", "collections.abc.Iterable", "collections.abc.Sequence",
             "collections.abc.Mapping", "concurrent.futures._base.Executor", "concurrent.futures.Executor",
             "enum.Enum", "enum.StrEnum", "fractions.Fraction", "pathlib.Path", "numpy.ndarray",
             "numpy.random._generator.Generator", "numpy.random.bit_generator.SeedSequence", "pandas.DataFrame",
             "pd.DataFrame", "Figure", "matplotlib.figure.Figure")
# Names a docstring or a string annotation gives bare, as its module sees them (imported for the type checker
# only, or defined beside it): each is documented on these pages under its full name.
_BARE = ("Game", "PlayModel", "Estimate", "CountedKernel", "ContextKernel", "RubberOdds", "Kernel", "SeedLike",
         "EightReading", "ClaimsFileError", "AnswerT")
# The kinds of rule a Game holds (its deal's turn-up, its scoring, its rubber, its ruff, a family's parameters):
# named in the Game's and the Family's signatures, described in their attributes, with no page of their own.
_RULE_TYPES = ("whistodds.games.definition.TurnUp", "whistodds.games.scoring.protocol.Scoring",
               "whistodds.games.scoring.protocol.SettlementScoring", "whistodds.games.scoring.rubber.RubberRules",
               "whistodds.games.parameters.Parameter", "whistodds.games.families.ruff_rule.Ruff",
               "whistodds.games.definition.Ruff", "Ruff", "whistodds.games.scoring.WhistScoring",
               "whistodds.families.scotch.rules.ScotchScoring", "whistodds.families.gleek.rules.GleekScoring",
               "whistodds.games.position.Position",  # a holding claim's position, as `whist-odds holding` reads it
               "whistodds.odds.holdings.sentences.evaluation.Resolved",  # a holding claim's sentence, resolved
               "whistodds.odds.claims.models.ModelsByGame",  # the mapping models_by_game returns, described there
               "Fraction",  # a Claim's field, annotated by the bare name its module imports
               "colour")  # PlayModel's "colour, marker:", two attributes on one line, read as a type and a name
# The figures inside the questions' answers (a position's moment, its odds and each card's, a holding's figures, a
# case and its verdict): the engines' own types, described in the answers' attributes, with no page of their own;
# and whist's own answers, documented beside their questions in whist's package, not in this reference.
_INNER_TYPES = ("Analysis", "Duel", "Evenings", "PlayedBoards", "GameState", "CardOdds", "PositionOdds", "HoldingFigures", "MeasureFigures", "Position", "Case", "CaseVerdict",
                "whistodds.odds.holdings.HoldingAnswer", "whistodds.odds.holdings.sentences.measures.MeasureAnswer",
                "whistodds.families.whist.odds.questions.BobShortAnswer",
                "whistodds.families.whist.odds.questions.CalculationsAnswer",
                "whistodds.families.whist.odds.questions.EdgeAnswer",
                "whistodds.families.whist.odds.questions.RulesAnswer",
                # a number claim's measure and its exact answer, and the running count of a game's length
                "whistodds.odds.holdings.sentences.measures.Measure",
                "whistodds.odds.holdings.sentences.measures.MeasureAnswer", "whistodds.simulations.tally.Tally")
_BARE_DATA = ("DEFAULT_MODEL", "VERDICT_RULE", "THRESHOLD_NOTE")
_BARE_FUNCTIONS = ("default_model", "sight_masks",
                   "variant_texts",  # Family's helper for a variant's title, beside it in its module
                   "whistodds.simulations.play.resume.check_start")  # play()'s check of a state, internal
nitpick_ignore = ([("py:class", name) for name in _NOT_HERE + _BARE + _RULE_TYPES + _INNER_TYPES] + [("py:data", name) for name in _BARE_DATA]
                  + [("py:func", name) for name in _BARE_FUNCTIONS])
# A module a docstring points to by name (``:mod:`whistodds.plugins```) is a pointer into the source, not a page of
# this reference, which documents the public functions and types only; so is a private helper or type variable.
nitpick_ignore_regex = [("py:mod", r"whistodds\..*"), ("py:(class|obj)", r"whistodds\..*\.AnswerT")]


def _google_sections(app: object, what: str, name: str, obj: object, options: object, lines: list[str]) -> None:
    """The docstrings' Google sections ("Args:", "Attributes:") as fields, by Napoleon's own parser; run by hand
    rather than as the napoleon extension, which would read a property's first line ("Whether ...: ...") as its
    type.  Attributes become ``:ivar:`` fields, so a dataclass's fields are not described twice."""
    from sphinx.ext.napoleon import Config, GoogleDocstring

    if what in ("function", "method", "class", "exception", "module"):
        lines[:] = GoogleDocstring(lines, Config(napoleon_use_ivar=True), None, what, name, obj, options).lines()


def setup(app: "object") -> None:
    app.connect("autodoc-process-docstring", _google_sections)  # type: ignore[attr-defined]
smartquotes = False  # the forms read are shown as typed: straight quotes, never turned into curly ones
