"""``--help`` in plain words: prose wrapped to the terminal, no markup shown, no type names for flags.

The commands' help comes from their docstrings and option texts, written for the source as well.  Before
typer shows it, :func:`plain_help` joins each paragraph's lines (a docstring's line breaks are not the
terminal's), writes ``--deals N`` for ````--deals N```` and 'a command' for ````a command````, keeps square
brackets as written (``pip install 'whistodds[dask]'``; rich would read them as markup) and shows no
``<bool>`` beside a flag.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

from rich.markup import escape

_LITERAL = re.compile(r"``(.+?)``", re.S)
_DONE = "_whistodds_plain_help"


def plain_words(text: str | None) -> str | None:
    """Help text with its paragraphs' lines joined and its double back-quotes gone; square brackets escaped for
    rich, which shows them as written.

    >>> plain_words("Two sides: exact (``--deals N`` simulates\\n    one); ``chart claims FILE``.\\n\\nMore [dask].")
    "Two sides: exact (--deals N simulates one); 'chart claims FILE'.\\n\\nMore \\\\[dask]."
    """
    if not text:
        return text
    paragraphs = inspect.cleandoc(text).split("\n\n")
    joined = [paragraph if paragraph.startswith("\b") else " ".join(paragraph.split()) for paragraph in paragraphs]
    plain = _LITERAL.sub(lambda match: match[1] if match[1].startswith("-") else f"'{match[1]}'", "\n\n".join(joined))
    return escape(plain)


def plain_help(command: Any, ctx: Any) -> Any:
    """``command`` with its help and its options' help in plain words, and no type shown beside a flag (once).

    Typer keeps a copy of click of its own, so the parameters are told apart by what they say they are."""
    if getattr(command, _DONE, False):
        return command
    setattr(command, _DONE, True)
    command.help = plain_words(command.help)
    command.short_help = plain_words(command.short_help)
    for param in [*command.params, command.get_help_option(ctx)]:
        if param is None:
            continue
        if getattr(param, "help", None):
            param.help = plain_words(param.help)
        if getattr(param, "param_type_name", None) == "option" and param.is_flag:
            param.metavar = ""  # typer would show <bool>: a flag takes no value
    return command
