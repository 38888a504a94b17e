"""A request's parameters read into the arguments of an API function, by its signature, with one-line errors.

Each command of the page is a public function of :mod:`whistodds.api` under the command's name (``odds``,
``holding``, ``claims``; a hyphen in the path is an underscore in the name: ``bob-short``).  A query parameter
takes the name of the function's parameter, which is the command line's option without its dashes
(``--score`` -> ``score``); its value is read as the parameter's type says: text where the function takes
text (a score ``7-4``, a game with its rules, a play model's name), a whole number where it takes only a number
(``deals``, ``seed``), ``true``/``false`` for a flag; an option the command line takes again and again
(``--known``, ``--model`` of ``verify claims``) is given again in the query, or its values joined by commas where
a value holds none (``model=hoyle,random``).  What the function's own door then refuses (a score not
in play, an unknown model) is the command line's one-line ``ValueError``.

>>> door = door_for("odds")
>>> door.arguments({"game": "long", "score": "7-4", "seed": "1"})
{'game': 'long', 'score': '7-4', 'seed': 1}
>>> door.arguments({"game": "long", "seed": "one"})
Traceback (most recent call last):
...
ValueError: seed 'one' is not allowed; give a whole number
>>> door.arguments({"gaem": "long"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: gaem is not an option of odds; use one of game, score, deal, ...
"""

from __future__ import annotations

import collections.abc
import inspect
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

MAX_PARAMETER = 4_000  # characters in one parameter's value (a holding sentence's own bound)
MAX_BODY = 1_000_000  # bytes of a claims or cases file posted (a 413 beyond it)
BODY_COMMANDS = ("claims", "cases", "analyse")  # the commands that take a file, posted as the body (text/csv)
RUNNING = ("executor", "progress")  # how a question is run: the page's, never a request's


@dataclass(frozen=True)
class Door:
    """One command's door: its API function and what each parameter takes."""

    name: str
    function: Callable[..., Any]
    kinds: Mapping[str, tuple[type, ...]]
    body: str | None  # the parameter the posted file's text goes to (claims, cases), else None
    builder: Callable[..., Any] | None = None  # the command's question from names (whistodds.api.QUESTIONS)

    def question(self, arguments: Mapping[str, Any]) -> Any | None:
        """The command's question for ``arguments``, checked whole (its one-line ``ValueError``), or None for a
        command answered from its names in the worker."""
        return None if self.builder is None else self.builder(**arguments)

    def arguments(self, query: Mapping[str, str] | list[tuple[str, str]], body: str | None = None
                  ) -> dict[str, Any]:
        """The function's keyword arguments from ``query`` (a mapping, or its items, a name again for an option
        given again) and ``body``, each read by its type; a ``ValueError`` of one line for an unknown name, a
        name given twice that is not given again on the command line, or a value that will not do."""
        arguments: dict[str, Any] = {}
        for name, value in (query.items() if isinstance(query, Mapping) else query):
            if name not in self.kinds or name == self.body:
                allowed = ", ".join(n for n in self.kinds if n != self.body)
                raise ValueError(f"{name} is not an option of {self.name}; use one of {allowed}")
            if len(value) > MAX_PARAMETER:
                raise ValueError(f"{name} is {len(value):,} characters long; at most {MAX_PARAMETER:,} are allowed")
            read = _read(name, value, self.kinds[name])
            if name in arguments:
                if not isinstance(read, tuple):
                    raise ValueError(f"{name} is given twice; give it once")
                read = arguments[name] + read
            arguments[name] = read
        if self.body is not None:
            if body is None or not body.strip():
                raise ValueError(f"{self.name} needs its file: post it as the request's body (text/csv)")
            arguments[self.body] = body
        elif body:
            raise ValueError(f"{self.name} takes no file; give its options in the query")
        return arguments


def _read(name: str, value: str, kinds: tuple[type, ...]) -> Any:
    if str in kinds:
        return value
    if tuple in kinds:  # several, as the command line's option given again: split by commas
        return tuple(item.strip() for item in value.split(",") if item.strip())
    if bool in kinds:
        if value.lower() in ("true", "1", "yes"):
            return True
        if value.lower() in ("false", "0", "no"):
            return False
        raise ValueError(f"{name} {value!r} is not allowed; use true or false")
    if int in kinds:
        try:
            return int(value.replace(",", "").replace("_", ""))
        except ValueError:
            raise ValueError(f"{name} {value!r} is not allowed; give a whole number") from None
    if float in kinds:
        try:
            return float(value)
        except ValueError:
            raise ValueError(f"{name} {value!r} is not allowed; give a number") from None
    raise ValueError(f"{name} cannot be given in a request")


def _kinds(annotation: Any) -> tuple[type, ...]:
    """The plain types an annotation admits (``str | int | None`` -> ``(str, int)``; a tuple or list of names,
    ``tuple``, read from commas).

    >>> _kinds(str | int | None), _kinds(tuple[str, ...] | None), _kinds(list[int])
    ((<class 'str'>, <class 'int'>), (<class 'tuple'>,), ())
    >>> _kinds(collections.abc.Iterable[str])
    (<class 'tuple'>,)
    """
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        return tuple(kind for arg in typing.get_args(annotation) for kind in _kinds(arg))
    if origin in (tuple, list, collections.abc.Iterable, collections.abc.Sequence):
        items = {kind for arg in typing.get_args(annotation) if arg is not Ellipsis for kind in _kinds(arg)}
        return (tuple,) if str in items else ()
    return (annotation,) if isinstance(annotation, type) and annotation is not type(None) else ()


def commands() -> tuple[str, ...]:
    """The commands the page answers: the API's functions, as the path names them.

    >>> "odds" in commands() and "text" not in commands()
    True
    """
    from whistodds import api

    return tuple(name.replace("_", "-") for name in (*api.__all__, *api.game_commands()) if name != "text")


def door_for(command: str) -> Door:
    """The door of ``command`` (a ``ValueError`` naming the commands for an unknown one)."""
    from whistodds import api

    if command not in commands():
        raise ValueError(f"{command!r} is not a command of the page; use one of {', '.join(commands())}")
    function = getattr(api, command.replace("-", "_"))
    builder = api.QUESTIONS.get(command.replace("-", "_"))
    named = builder or function
    hints = typing.get_type_hints(named)
    parameters = [p for p in inspect.signature(named).parameters.values()
                  if p.name not in RUNNING and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    body = parameters[0].name if command in BODY_COMMANDS and parameters else None
    return Door(command, function, {p.name: _kinds(hints.get(p.name, str)) for p in parameters}, body, builder)
