"""The ``whist-odds`` command line: a thin layer over the whistodds API."""

from __future__ import annotations

import signal

import typer

from whistodds.cli.errors import OneLineErrorGroup, Terminated, terminated
from whistodds.cli.options import REPORT_SEED, SEED_RULE, VersionOption
from whistodds.cli.partner import partner
from whistodds.cli.duel import duel
from whistodds.cli.holding import holding
from whistodds.cli.position import position
from whistodds.cli.analyse import analyse
from whistodds.cli.charts import chart, report
from whistodds.cli.explore import explore
from whistodds.cli.history import history
from whistodds.cli.odds import compare, odds, rubber, table
from whistodds.cli.others import progressive
from whistodds.cli.play import deals, kernel
from whistodds.cli.serve import serve
from whistodds.cli.cache import cache_app
from whistodds.cli.verify import verify_app
from whistodds.games.discovery import family_modules

app = typer.Typer(
    cls=OneLineErrorGroup,
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
app.command(name="partner")(partner)
app.command(name="duel")(duel)
app.command(name="holding")(holding)
app.command(name="position")(position)
app.command(name="analyse")(analyse)
app.command(name="odds")(odds)
app.command(name="table")(table)
app.command(name="rubber")(rubber)
app.command(name="compare")(compare)
app.command(name="history")(history)
app.command(name="chart")(chart)
app.command(name="report")(report)
app.command(name="explore")(explore)
app.command(name="progressive")(progressive)
app.command(name="deals")(deals)
app.command(name="kernel")(kernel)
app.command(name="serve")(serve)
app.add_typer(verify_app, name="verify")
app.add_typer(cache_app, name="cache")
GROUPS = {"verify": verify_app}  # the groups a game's command may join ("verify scotch-advice")
for _module in family_modules("command"):  # then each game's own commands, from its package (its COMMANDS)
    for _name, _command in _module.COMMANDS.items():
        _group, _, _sub = _name.rpartition(" ")
        (GROUPS[_group] if _group else app).command(name=_sub)(_command)


def _stop(signum: int, frame: object) -> None:
    terminated()
    raise Terminated  # so that every temporary file is removed on the way out


def main() -> None:
    """Console-script entry point: SIGTERM stops a run as Ctrl-C does, leaving no partial file."""
    signal.signal(signal.SIGTERM, _stop)
    app()
