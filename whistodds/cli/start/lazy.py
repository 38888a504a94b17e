"""Commands loaded on first use: the command line names its commands by where they live ("module:function"), and
a command's module (with whatever it imports: numpy, the questions, the grammar) is imported only when that command
is run, or its help or the list of commands is shown.

Typer builds every command from its function's signature when the command line starts, so a command line that
imports its commands' functions up front loads every command's module to print ``--version``.  Click, under
typer, finds a group's commands through its ``commands`` mapping (``get_command``, ``list_commands``, the "did you
mean" of a mistyped name); :class:`LazyCommands` is that mapping, each command built by typer itself
(``typer.main.get_command_from_info``, ``get_group_from_info``) the first time it is looked up.  Typer has no lazy
loading of its own (its ``lazy`` is a file option's); this follows click's documented pattern of a group that
loads its commands lazily.

A game's own commands (each game package's ``command`` module, its ``COMMANDS``) are found only when a name is
not one of the table's or the whole list is wanted, and a group's (``verify scotch-advice``) when that group is
first built.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import Any

import typer
import typer.main

GameCommands = Callable[[], dict[str, Callable[..., Any]]]


def load(target: str) -> Any:
    """The object ``"package.module:name"`` names, its module imported now.

    >>> load("whistodds.cli.start.root:REPORT_SEED")
    1793
    """
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def game_commands() -> dict[str, Callable[..., Any]]:
    """Each game's own commands (its package's ``command`` module's ``COMMANDS``), by name (``"gleek"``, ``"verify
    scotch-advice"``), in the order of the games' packages."""
    from whistodds.games.discovery import family_modules  # here: the package whistodds.games loads numpy

    return {name: command for module in family_modules("command") for name, command in module.COMMANDS.items()}


class LazyCommands(MutableMapping[str, Any]):
    """A group's commands by name, each built by typer from its function (or sub-app) on first look-up.

    ``commands``: name to ``"module:function"``; ``groups``: name to ``"module:app"`` (a ``typer.Typer``), each
    in the order of the help, which lists the commands, then the games' own, then the groups; ``app``: the root
    ``typer.Typer``, whose settings every command is built with; ``games``: the games' own commands
    (:func:`game_commands`); ``built``: commands built already, listed after the others (a command registered
    on the app itself, as typer does, is kept)."""

    def __init__(self, commands: dict[str, str], groups: dict[str, str], app: typer.Typer,
                 games: GameCommands = game_commands, built: Mapping[str, Any] | None = None) -> None:
        self._table = {**commands, **groups}
        self._groups = groups
        self._app = app
        self._games = games
        self._found: dict[str, Callable[..., Any]] | None = None
        self._built: dict[str, Any] = dict(built or {})  # commands built already (registered on the app itself)

    def _game_commands(self) -> dict[str, Callable[..., Any]]:
        if self._found is None:
            self._found = self._games()
        return self._found

    def _names(self) -> list[str]:
        """Every name, in the help's order: the table's commands, the games' own, then the table's groups."""
        own = [name for name in self._game_commands() if " " not in name and name not in self._table]
        return [*(name for name in self._table if name not in self._groups), *own, *self._groups]

    def _build(self, name: str) -> Any:
        short, markup = self._app.pretty_exceptions_short, self._app.rich_markup_mode
        target: Any = load(self._table[name]) if name in self._table else self._game_commands()[name]
        holder = typer.Typer()  # registered as app.command / app.add_typer would, then built by typer itself
        if isinstance(target, typer.Typer):
            for full, command in self._game_commands().items():  # a game's commands that join this group
                group, _, sub = full.rpartition(" ")
                if group == name and not any(info.name == sub for info in target.registered_commands):
                    target.command(name=sub)(command)
            holder.add_typer(target, name=name)
            return typer.main.get_group_from_info(holder.registered_groups[0], pretty_exceptions_short=short,
                                                  suggest_commands=self._app.suggest_commands, rich_markup_mode=markup)
        holder.command(name=name)(target)
        return typer.main.get_command_from_info(holder.registered_commands[0], pretty_exceptions_short=short,
                                                rich_markup_mode=markup)

    def __getitem__(self, name: str) -> Any:
        if name not in self._built:
            if name not in self:
                raise KeyError(name)
            self._built[name] = self._build(name)
        return self._built[name]

    def __contains__(self, name: object) -> bool:
        return name in self._built or name in self._table or (
            isinstance(name, str) and " " not in name and name in self._game_commands())

    def __setitem__(self, name: str, command: Any) -> None:
        self._built[name] = command

    def __delitem__(self, name: str) -> None:
        del self._built[name]

    def __iter__(self) -> Iterator[str]:
        names = self._names()
        return iter([*names, *(name for name in self._built if name not in names)])

    def __len__(self) -> int:
        return len(list(iter(self)))

