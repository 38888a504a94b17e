"""Options shared by the commands, declared once, and the few checks every command makes the same way.

Every command's run options (``--deals``, ``--seed``, ``--model``, ``--workers``, ``--scheduler`` with
``--scheduler-timeout`` and ``--warm``, ``--format``, ``--out``, ``--quiet``) are declared here once and
reach the command as one :class:`RunOptions` (``run``), put on it by :func:`run_options`.  The game is an argument taking any registered name with its rules as parameters
(``"long-whist(call_at=none)"``); ``--variant`` and the family flags (``--players``, ``--sides``,
``--finish``: made from the parameters of the families a game's package names in its rules' ``FLAG_FAMILIES``,
Scotch Whist's, :func:`family_flags`) are shortcuts for
parameters of the name, and a shortcut the chosen game does not have is an error naming it.

The seed rule, the same for every command (:data:`SEED_RULE`): ``--seed S`` repeats a run exactly.
Without it, a run that simulates draws a seed from the operating system and says it on stderr
(``seed drawn; pass --seed N to repeat``, when the run is done); a run that simulates nothing (figures from a shipped or default
kernel) draws its intervals' posterior draws from seed 0, so that it always prints the same interval.
``whist-odds report`` alone has a fixed default seed, 1793, because its tables are the shipped ones.
"""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Annotated, Any

import typer

from whistodds.cache import QUIET_VARIABLE
from whistodds.cli.cluster import DEFAULT_TIMEOUT as DEFAULT_SCHEDULER_TIMEOUT
from whistodds.cli.cluster import check_timeout
from whistodds.cli.output import KernelFormat, OutputFormat
# The seed rule and the version option, in a light module of their own (the root command loads only it).
from whistodds.cli.start.root import REPORT_SEED as REPORT_SEED
from whistodds.cli.start.root import SEED_RULE as SEED_RULE
from whistodds.cli.start.root import VersionOption as VersionOption
from whistodds.cli.workers_bound import check_workers
from whistodds.games.discovery import family_modules
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.registry import get_family
from whistodds.games.families.whist import LONG_WHIST_FAMILY
from whistodds.simulations import limits
# The checks and look-ups every question makes, wherever it is asked from (whistodds.odds.questions.checks),
# named here too for the commands that take them from this module.
from whistodds.odds.questions.checks import INTERVAL_SEED as INTERVAL_SEED
from whistodds.odds.questions.checks import check_dealer as check_dealer
from whistodds.odds.questions.checks import check_deals as check_deals
from whistodds.odds.questions.checks import check_model as check_model
from whistodds.odds.questions.checks import draw_seed as draw_seed
from whistodds.odds.questions.checks import parse_score as parse_score
from whistodds.odds.questions.checks import resolve_game as resolve_game
from whistodds.simulations.play.models import DEFAULT_MODEL, play_models

GAME_EXAMPLES = ("long", "short", "whisk", "scotch", "'long-whist(call_at=none)'",
                 "'short-whist(target=7,honours=false)'", "'scotch-whist(players=6,sides=2,finish=count-out)'")
# The score rules a name leaves unset move with its target: said where the game is named.
FOLLOW_NOTE = f"Score rules left unset follow the target (long whist: {LONG_WHIST_FAMILY.follow_note()})"
GameArgument = Annotated[str, typer.Argument(
    help=f"Game played to a score, with its rules as parameters: {', '.join(GAME_EXAMPLES)}, or any game you "
         f"registered. {FOLLOW_NOTE}.", show_default=True)]
FOUR_HANDED_EXAMPLES = ("long", "short", "whisk", "'long-whist(call_at=none)'", "'short-whist(target=7,honours=false)'")
FourHandedGameArgument = Annotated[str, typer.Argument(
    help=f"A four-handed whist game, with its rules as parameters: {', '.join(FOUR_HANDED_EXAMPLES)}, or any such "
         f"game you registered. {FOLLOW_NOTE}.", show_default=True)]
GameOption = Annotated[str, typer.Option("--game", "-g", help="Game, with its rules as parameters, e.g. long-whist, "
                                         "'scotch-whist(players=6,sides=2)'.")]
FormatOption = Annotated[OutputFormat, typer.Option("--format", "-f", help=(
    "Output format: table (for the terminal, fitted to its width), or the full table as csv, json (records), "
    "markdown or html."))]
KernelFormatOption = Annotated[KernelFormat, typer.Option("--format", "-f", help=(
    "Output format: table, csv, json (records), markdown, html, or kernel-json (the kernel document with its counts and "
    "regenerating command, as shipped)."))]
OutOption = Annotated[Path | None, typer.Option("--out", "-o", help="Write to this file instead of the terminal.")]


def check_seed(value: int | None) -> int | None:
    """``--seed`` as given, if 0 or more; else a one-line usage error (exit 2).

    >>> check_seed(1793)
    1793
    """
    if value is not None and value < 0:
        raise typer.BadParameter(f"--seed {value} is not allowed; use a whole number, 0 or more")
    return value


SeedOption = Annotated[int | None, typer.Option("--seed", "-s", help=f"Random seed, 0 or more: {SEED_RULE}.",
                                                callback=check_seed)]
ReportSeedOption = Annotated[int, typer.Option("--seed", "-s", help=(
    f"Random seed, 0 or more (default {REPORT_SEED}, the seed of the shipped tables); the same seed gives the same "
    f"figures."), callback=check_seed)]
KERNEL_DEALS_LIMIT = (f"{limits.MAX_KERNEL_DEALS:,} ({limits.MAX_DOUBLE_DUMMY_DEALS:,} under double-dummy, whose "
                      f"solver is slow)")


def deals_option(limit: str | None, none: str | None = None) -> Any:
    """``--deals``, its help saying the most this command takes (``limit`` in words; None: no limit said) and,
    where it takes 0, what 0 does (``none`` in words; None: 1 or more)."""
    most = f"; at most {limit}" if limit else ""
    least = "1 or more" if none is None else f"0 or more (0: {none})"
    return Annotated[int | None, typer.Option("--deals", "-n", help=f"Deals to simulate, {least}{most}.")]


_MODEL_NAMES = ", ".join(model.name for model in play_models())
ModelOption = Annotated[str | None, typer.Option("--model", "-m", help=(
    f"Play model: {_MODEL_NAMES} (default: the game's own, hoyle; double-dummy at Double Dummy)."))]
ModelsOption = Annotated[list[str] | None, typer.Option("--model", "-m", help=(
    f"Play model, repeat for several: {_MODEL_NAMES} (default: every model that answers)."))]
ClaimsFlag = Annotated[bool, typer.Option("--claims", help="The sources' claims about these games instead: the deal "
                                          "at Double Dummy, five points, the ruff, the swabbers.")]
WorkersOption = Annotated[int, typer.Option("--workers", "-w", help=(
    "How many processes share the simulation, 1 to 256: 1 runs it all in this process; give the number of cores "
    "(say 4) to finish sooner. The figures do not depend on it."), callback=check_workers)]
SchedulerOption = Annotated[str | None, typer.Option("--scheduler", help=(
    "Run the batches on this Dask cluster: its scheduler's address (tcp://host:8786) or scheduler file; needs "
    "pip install 'whistodds[dask]'. The figures do not depend on it. Not with --workers."))]
SchedulerTimeoutOption = Annotated[float | None, typer.Option("--scheduler-timeout", metavar="SECONDS", help=(
    f"With --scheduler: the most seconds that connecting to the scheduler and asking its workers their version "
    f"may take (default {DEFAULT_SCHEDULER_TIMEOUT:g}); past it, one line says what did not answer."))]
WarmFlag = Annotated[bool, typer.Option("--warm", help=(
    "With --scheduler: every worker loads or compiles the play model's code at once before the first batch (a "
    "new cluster's first run compiles on every machine, a minute or more), with the build that plays long runs "
    "faster; one line says how long it took."))]
QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="Hide the progress bar.")]
DealOption = Annotated[str, typer.Option("--deal", "-d", help=(
    "Who deals the next hand: us, them, or unknown (the mean of the two, as a claims file reads a blank 'who "
    "deals'); with three sides or more, us is seat 0, them seat 1, or give a seat."))]
VariantOption = Annotated[str | None, typer.Option("--variant", help="A named set of rules: long and short whist: "
                                                   "standard, no-honours, club (long), honours-halved (short), "
                                                   "rubber-bonus-4.")]

# The families whose rules have flags of their own: those a game's package declares in its rules' FLAG_FAMILIES.
FLAG_FAMILIES: tuple[Family, ...] = tuple(family for module in family_modules("rules")
                                          for family in getattr(module, "FLAG_FAMILIES", ()))


def family_flags(family: Family) -> dict[str, Any]:
    """A flag for each of ``family``'s parameters that its canonical name always shows or announces
    (Scotch Whist: ``--players``, ``--sides``, ``--finish``), typed and explained by the parameter itself.

    >>> sorted(family_flags(get_family("scotch-whist")))
    ['finish', 'players', 'sides']
    """
    return {parameter.name: Annotated[(int if parameter.kind is int else str) | None, typer.Option(
        f"--{parameter.name.replace('_', '-')}", help=_flag_help(family, parameter))]
            for parameter in family.parameters if parameter.shown or parameter.announce}


def _flag_help(family: Family, parameter: Parameter) -> str:
    return (f"{family.name}: {parameter.help}; {parameter.allowed()} (the parameter {parameter.name}= of the "
            f"game's name).")


class Model(str, Enum):
    """How a command takes the play model: one (default the game's own), or several (default: every model)."""

    one = "one"
    several = "several"


@dataclass(frozen=True)
class RunOptions:
    """The run options of one command, as given (None where not given or not taken), declared once by
    :func:`run_options`.  ``rules``: the family flags given, as parameters of the game's name."""

    deals: int | None = None
    seed: int | None = None
    model: str | None = None
    models: tuple[str, ...] | None = None
    workers: int = 1
    scheduler: str | None = None
    scheduler_timeout: float | None = None
    warm: bool = False
    fmt: OutputFormat | KernelFormat = OutputFormat.table
    out: Path | None = None
    quiet: bool = False
    rules: dict[str, Any] = field(default_factory=dict)
    _drawn: list[int] = field(default_factory=list, compare=False, repr=False)

    def run_seed(self, simulates: bool = True) -> int:
        """The seed of this run, by :data:`SEED_RULE`: the one given; else, when the run simulates, one drawn
        once and said on stderr; else :data:`INTERVAL_SEED`."""
        if self.seed is not None:
            return self.seed
        if not simulates:
            return INTERVAL_SEED
        if not self._drawn:
            self._drawn.append(draw_seed())
        return self._drawn[0]

    def say_seed(self) -> None:
        """Say the seed drawn for this run, if one was, on stderr: after the run, so that bad input is one
        line."""
        if self._drawn:
            typer.echo(f"seed drawn; pass --seed {self._drawn[0]} to repeat", err=True)  # the number once

    def pool(self) -> Any:
        """The worker processes or the Dask cluster asked for (:func:`workers`), as a context manager; with
        ``--warm``, the cluster's workers first load or compile the play model(s) given (hoyle if none)."""
        if self.scheduler is None and (self.scheduler_timeout is not None or self.warm):
            given = "--scheduler-timeout" if self.scheduler_timeout is not None else "--warm"
            raise ValueError(f"{given} has no effect without --scheduler; give both, or neither")
        models = (self.model,) if self.model else self.models or (DEFAULT_MODEL,)
        return workers(self.workers, self.scheduler, self.scheduler_timeout, models if self.warm else ())


def _option(name: str, annotation: Any, default: Any) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation)


def run_options(*, deals: int | None | bool = False, seed: bool | int = True, model: Model | None = None,
                fmt: type[OutputFormat] | type[KernelFormat] | None = OutputFormat, out: bool = True, quiet: bool = True, workers: bool = True,
                flags: bool = False, deals_limit: str | None = None, deals_none: str | None = None,
                model_help: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Add the run options to a command whose last parameter is ``run: RunOptions``, declared once here.

    ``deals``: the default of ``--deals`` (False: no ``--deals``); ``seed``: True for :data:`SEED_RULE`, an
    integer for a fixed default (``report``), False for none; ``model``: one model or several (None: no
    ``--model``); ``fmt``: the format enum (None: no
    ``--format``); ``flags``: the family flags of :func:`family_flags`; ``model_help``: the help of
    ``--model`` where a command plays only some models; ``deals_limit``: the most ``--deals`` the command
    takes, in words, for its help; ``deals_none``: what ``--deals 0`` does, in words, where the command takes
    0 (check it with ``check_deals(..., minimum=0)``).
    """
    extras: list[inspect.Parameter] = []
    if model is Model.one:
        one = ModelOption if model_help is None else Annotated[  # a command that plays only some models says so
            str | None, typer.Option("--model", "-m", help=model_help)]
        extras.append(_option("model", one, None))
    elif model is Model.several:
        extras.append(_option("models", ModelsOption, None))
    if deals is not False:
        extras.append(_option("deals", deals_option(deals_limit, deals_none), deals))
    if seed is True:
        extras.append(_option("seed", SeedOption, None))
    elif seed is not False:
        extras.append(_option("seed", ReportSeedOption, seed))
    if flags:
        for family in FLAG_FAMILIES:
            extras += [_option(name, annotation, None) for name, annotation in family_flags(family).items()]
    if fmt is not None:
        extras.append(_option("fmt", KernelFormatOption if fmt is KernelFormat else FormatOption, fmt.table))
    if out:
        extras.append(_option("out", OutOption, None))
    if workers:
        extras += [_option("n_workers", WorkersOption, 1), _option("scheduler", SchedulerOption, None),
                   _option("scheduler_timeout", SchedulerTimeoutOption, None), _option("warm", WarmFlag, False)]
    if quiet:
        extras.append(_option("quiet", QuietOption, False))
    flag_names = {name for family in FLAG_FAMILIES for name in family_flags(family)} if flags else set()

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        signature = inspect.signature(command, eval_str=True)
        own = [p for p in signature.parameters.values() if p.name != "run"]

        @functools.wraps(command)
        def wrapper(**given: Any) -> Any:
            options = {p.name: given.pop(p.name) for p in extras}
            rules = {name: options.pop(name) for name in flag_names if options.get(name) is not None}
            for name in flag_names:
                options.pop(name, None)
            run = RunOptions(
                deals=options.get("deals"), seed=options.get("seed"),
                model=options.get("model"),
                models=tuple(options["models"]) if options.get("models") else None,
                workers=options.get("n_workers", 1), scheduler=options.get("scheduler"),
                scheduler_timeout=check_timeout(options.get("scheduler_timeout")), warm=options.get("warm", False),
                fmt=options.get("fmt", OutputFormat.table),
                out=options.get("out"), quiet=options.get("quiet", False), rules=rules)
            quiet_before = os.environ.get(QUIET_VARIABLE)
            if run.quiet:  # the notes of a first compile say nothing either, in worker processes too
                os.environ[QUIET_VARIABLE] = "1"
            try:
                result = command(**given, run=run)
            finally:
                if quiet_before is None:
                    os.environ.pop(QUIET_VARIABLE, None)
                else:
                    os.environ[QUIET_VARIABLE] = quiet_before
            run.say_seed()
            return result

        parameters = own + extras
        wrapper.__signature__ = signature.replace(parameters=parameters)  # type: ignore[attr-defined]
        wrapper.__annotations__ = {p.name: p.annotation for p in parameters}
        del wrapper.__wrapped__  # typer reads the signature above, not the command's
        return wrapper

    return decorate


@contextmanager
def workers(count: int, scheduler: str | None = None, timeout: float | None = None,
            warm: tuple[str, ...] = ()) -> Iterator[Executor | None]:
    """A process pool of ``count`` workers, None for this process (``count`` 1), or the Dask cluster at
    ``scheduler``, connected within ``timeout`` seconds, its workers warmed with the models ``warm`` (see
    :mod:`whistodds.cli.executors`)."""
    from whistodds.cli.executors import executor_for

    with executor_for(count, scheduler, timeout, warm) as executor:
        yield executor
