"""The ``whist-odds`` command line: a thin layer over the whistodds API."""

from __future__ import annotations

import signal
from typing import Any

import typer

from whistodds.cli.errors import OneLineErrorGroup, Terminated, terminated
from whistodds.cli.start.lazy import LazyCommands
from whistodds.cli.start.root import REPORT_SEED, SEED_RULE, VersionOption

# Each command by where it lives, imported only when it is run or its help shown (cli.start.lazy), in the order
# of the help; each game's own commands (its package's COMMANDS) come after these, then the groups, which a game's
# command may join ("verify scotch-advice").
COMMANDS = {
    "partner": "whistodds.cli.partner:partner",
    "duel": "whistodds.cli.duel:duel",
    "holding": "whistodds.cli.holding:holding",
    "position": "whistodds.cli.position:position",
    "analyse": "whistodds.cli.analyse:analyse",
    "odds": "whistodds.cli.odds:odds",
    "table": "whistodds.cli.odds:table",
    "rubber": "whistodds.cli.odds:rubber",
    "compare": "whistodds.cli.odds:compare",
    "history": "whistodds.cli.history:history",
    "chart": "whistodds.cli.charts:chart",
    "report": "whistodds.cli.charts:report",
    "explore": "whistodds.cli.explore:explore",
    "progressive": "whistodds.cli.others:progressive",
    "game-length": "whistodds.cli.others:game_length",
    "deals": "whistodds.cli.play:deals",
    "kernel": "whistodds.cli.play:kernel",
    "serve": "whistodds.cli.serve:serve",
}
GROUPS = {"verify": "whistodds.cli.verify:verify_app", "cache": "whistodds.cli.cache:cache_app"}


class _Commands(OneLineErrorGroup):
    """The root group, its commands loaded on first use."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        self.commands = LazyCommands(COMMANDS, GROUPS, app, built=self.commands)  # any registered on app too


app = typer.Typer(
    cls=_Commands,
    name="whist-odds",
    help=("Odds and probabilities for the historical games of whist, checked against the old tables.\n\n"
          f"Seeds, one rule for every command: {SEED_RULE}; 'report' alone defaults to {REPORT_SEED}, the seed "
          "of its shipped tables."),
    add_completion=True,
    pretty_exceptions_enable=False,
    no_args_is_help=True,
)


@app.callback()
def _options(version: VersionOption = False) -> None:
    """Odds and probabilities for the historical games of whist, checked against the old tables.

    Shell completion: ``whist-odds --install-completion`` (or ``--show-completion`` to see it).
    """


def _stop(signum: int, frame: object) -> None:
    terminated()
    raise Terminated  # so that every temporary file is removed on the way out


def main() -> None:
    """Console-script entry point: SIGTERM stops a run as Ctrl-C does, leaving no partial file."""
    signal.signal(signal.SIGTERM, _stop)
    app()
