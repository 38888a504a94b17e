"""Options shared by the commands, declared once, and the few checks every command makes the same way.

The game is an argument taking any registered name with its rules as
parameters (``"long-whist(call_at=none)"``); ``--variant``, ``--players``,
``--sides`` and ``--finish`` are shortcuts for parameters of the name, and a
shortcut the chosen game does not have is an error naming it.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from whistodds.cli.output import KernelFormat, OutputFormat
from whistodds.games.definition import Game
from whistodds.games.registry import get_family, get_game
from whistodds.games.parameters import parse_name
from whistodds.simulations.play.policies import POLICIES, cannot_play, get_policy



def _show_version(value: bool) -> None:
    if value:
        from whistodds import __version__

        typer.echo(f"whist-odds {__version__}")
        raise typer.Exit()


VersionOption = Annotated[bool, typer.Option("--version", help="Print the version and exit.", is_eager=True,
                                             callback=_show_version)]
GameArgument = Annotated[str, typer.Argument(
    help="Game, with its rules as parameters: long, short, scotch, gleek, 'long-whist(call_at=none)', "
         "'short-whist(target=7,honours=false)', 'scotch-whist(players=6,sides=3,finish=count-out)', "
         "or any game you registered.", show_default=True)]
GameOption = Annotated[str, typer.Option("--game", "-g", help="Game, with its rules as parameters, e.g. long-whist, "
                                         "'scotch-whist(players=6,sides=2)'.")]
FormatOption = Annotated[OutputFormat, typer.Option("--format", "-f", help=(
    "Output format: table (for the terminal, fitted to its width), or the full table as csv, json (records) or "
    "markdown."))]
KernelFormatOption = Annotated[KernelFormat, typer.Option("--format", "-f", help=(
    "Output format: table, csv, json (records), markdown, or kernel-json (the kernel document with its counts and "
    "regenerating command, as shipped)."))]
OutOption = Annotated[Path | None, typer.Option("--out", "-o", help="Write to this file instead of the terminal.")]
SeedOption = Annotated[int | None, typer.Option("--seed", "-s", help="Random seed; the same seed gives the same "
                                                "figures.", min=0)]
DealsOption = Annotated[int | None, typer.Option("--deals", "-n", help=(
    "Deals to simulate, 1 or more; at most 10,000,000,000 for a kernel, 1,000,000,000 for Gleek, Scotch Whist's "
    "checks and the Calculations, 100,000,000 written by 'deals' (and what the disk holds); whole games are a "
    "quarter of the deals."))]
PolicyOption = Annotated[str, typer.Option("--policy", "-p", help=f"Play model: {', '.join(POLICIES)}.")]
GamePolicyOption = Annotated[str | None, typer.Option("--policy", "-p", help=(
    f"Play model: {', '.join(POLICIES)} (default: the game's own, hoyle; double-dummy at Double Dummy)."))]
ModelsOption = Annotated[str | None, typer.Option("--policy", "-p", help=(
    f"Only this play model: {', '.join(POLICIES)} (default: every model that plays each game)."))]
ClaimsFlag = Annotated[bool, typer.Option("--claims", help="The sources' claims about these games instead: the deal "
                                          "at Double Dummy, five points, the ruff, the swabbers.")]
WorkersOption = Annotated[int, typer.Option("--workers", "-w", help="Worker processes (1: this process, every core); "
                                            "the figures do not depend on it.")]
SchedulerOption = Annotated[str | None, typer.Option("--scheduler", help=(
    "Run the batches on this Dask cluster: its scheduler's address (tcp://host:8786) or scheduler file; needs "
    "pip install 'whistodds[dask]'. The figures do not depend on it. Not with --workers."))]
QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="Hide the progress bar.")]
DealOption = Annotated[str, typer.Option("--deal", "-d", help="Who deals the next hand: us or them (with three "
                                         "sides or more: us is seat 0, them seat 1, or give a seat).")]
VariantOption = Annotated[str | None, typer.Option("--variant", help="A named set of rules: long and short whist: "
                                                   "standard, no-honours, club (long), honours-halved (short), "
                                                   "rubber-bonus-4.")]
PlayersOption = Annotated[int | None, typer.Option("--players", help="Scotch Whist: players, 2 to 8 "
                                                   "(the parameter players=).")]
SidesOption = Annotated[int | None, typer.Option("--sides", help="Scotch Whist: sides (default: two for 4, 6 or 8 "
                                                 "players, else each for himself; the parameter sides=).")]
FinishOption = Annotated[str | None, typer.Option("--finish", help="Scotch Whist, when two pass the target in one "
                                                  "deal: highest, count-out or ten-first (the parameter finish=).")]


def resolve_game(name: str, **shortcuts: Any) -> Game:
    """The game named, with the shortcut flags given (those not None) as parameters of its name.

    A flag the game does not have is an error naming the flag and the game's parameters.
    """
    family = get_family(parse_name(name)[0])
    names = {p.name for p in family.parameters}
    given = {key: value for key, value in shortcuts.items() if value is not None}
    for key in given:
        if key == "variant" and family.aliases:
            continue
        if key not in names:
            allowed = ", ".join(sorted(names)) or "none"
            raise ValueError(f"--{key} does not apply to {family.name} (its rules: {allowed})")
    return get_game(name, **given)


def check_deals(deals: int | None, maximum: int | None = None, option: str = "--deals", policy: str | None = None
                ) -> None:
    """A count given on the command line: 1 or more, at most ``maximum`` (less for double-dummy play, whose
    solver is slow); else a one-line error naming it."""
    if policy is not None and get_policy(policy).kernel is None and maximum is not None:
        from whistodds.simulations.limits import MAX_DOUBLE_DUMMY_DEALS

        maximum = min(maximum, MAX_DOUBLE_DUMMY_DEALS)
    if deals is not None and (deals <= 0 or (maximum is not None and deals > maximum)):
        upper = f" to {maximum:,}" if maximum is not None else " or more"
        raise ValueError(f"{option} {deals} is not allowed; use 1{upper}")


def check_policy(policy: str | None, game: Game | None = None, *, card_by_card: bool = False) -> str:
    """The play model named (None: the game's own), or a one-line error: double-dummy solves only
    four-handed whist with the full pack (DDS), and a command that plays card by card needs a model that does."""
    chosen = get_policy(policy if policy is not None else game.play_model if game is not None else "hoyle")
    policy = chosen.name
    reason = cannot_play(chosen, game) if game is not None else None
    if reason is not None:
        raise ValueError(f"--policy {policy} {reason}")
    if card_by_card and chosen.kernel is None:
        playable = ", ".join(name for name, p in POLICIES.items() if p.kernel is not None)
        raise ValueError(f"--policy {policy!r} is not allowed here; use {playable}")
    return chosen.name


def check_dealer(deal: str, game: Game | None = None) -> str | int:
    """``us`` or ``them``; for a game of three sides or more, a seat number too."""
    if deal in ("us", "them"):
        return deal
    if game is not None and game.n_sides > 2 and deal.isdigit() and int(deal) < game.players:
        return int(deal)
    seats = f", or a seat 0-{game.players - 1}" if game is not None and game.n_sides > 2 else ""
    raise ValueError(f"--deal {deal!r} is not allowed; use us or them{seats}")


def parse_score(text: str, sides: int = 2, option: str = "--score") -> tuple[int, ...]:
    """``"5-3"`` as ``(5, 3)``: one number per side, ours first."""
    parts = text.replace(":", "-").split("-")
    if len(parts) != sides or not all(p.strip().isdigit() for p in parts):
        example = "5-3" if sides == 2 else "-".join(str(10 * k) for k in range(sides))
        raise ValueError(f"{option} {text!r} is not allowed; write one number per side, us first, e.g. {example}")
    return tuple(int(p) for p in parts)


def resolve_seed(seed: int | None, needed: bool = True) -> int | None:
    """The seed given, or (when a run needs one) one drawn from the operating system's entropy and
    said on stderr, so that the run can be repeated."""
    if seed is not None or not needed:
        return seed
    import secrets

    drawn = secrets.randbits(63)
    typer.echo(f"seed {drawn}; pass --seed {drawn} to repeat", err=True)
    return drawn


@contextmanager
def workers(count: int, scheduler: str | None = None) -> Iterator[Executor | None]:
    """A process pool of ``count`` workers, None for this process (``count`` 1), or the Dask cluster at
    ``scheduler`` (see :mod:`whistodds.cli.executors`)."""
    from whistodds.cli.executors import executor_for

    with executor_for(count, scheduler) as executor:
        yield executor
