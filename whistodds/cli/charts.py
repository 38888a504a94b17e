"""``whist-odds chart NAME --out FILE.png``: any chart of the report on its own."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import REPORT_SEED, Model, RunOptions, check_deals, check_model, resolve_game, run_options
from whistodds.cli.output import check_writable
from whistodds.simulations import limits

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel


@run_options(model=Model.one, seed=False, fmt=None, out=False, workers=False, quiet=False)
def chart(
    name: Annotated[str | None, typer.Argument(
        help="Chart name: any chart the report draws (--list names them), or 'claims'.", show_default=False)] = None,
    file: Annotated[Path | None, typer.Argument(help="For 'claims': the claims file.", show_default=False)] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="File to write: .png or .svg.")] = Path("chart.png"),
    game: Annotated[str | None, typer.Option(
        "--game", help="For a chart of one game (marked [--game] in --list): the game, with its rules, e.g. "
                       "'long-whist(call_at=none)'.", show_default=False)] = None,
    list_charts: Annotated[bool, typer.Option("--list", help="Name every chart, one a line, and stop.")] = False,
    *,
    run: RunOptions,
) -> None:
    """Draw one chart of the report to a PNG or SVG file, by the suffix of --out (``chart claims FILE``:
    stated odds against the model's)."""
    from whistodds.reports.files import whole_file
    from whistodds.reports.sections import standalone_charts
    from whistodds.reports.style import chart_format, save

    if list_charts:
        typer.echo("\n".join(chart_list()))
        return
    _use_agg()
    charts = standalone_charts()
    if name is None:
        raise ValueError("give a chart name (whist-odds chart --list names them all), or 'claims'")
    if name not in charts and name != "claims":
        raise ValueError(f"unknown chart {name!r}; use one of {', '.join(charts)}, claims (--list says what each "
                         f"shows)")
    draw = charts.get(name)
    takes_game = draw is not None and "game" in inspect.signature(draw).parameters
    if game is not None and not takes_game:
        raise ValueError(f"chart {name!r} takes no --game; those of one game do: {', '.join(games_charts())}")
    the_game = _chart_game(draw, game) if takes_game and draw is not None else None
    model = check_model(run.model, the_game if the_game is not None else _default_game())
    file_format = chart_format(out)
    check_writable(out)
    if name == "claims":
        figure = _claims_figure(file, model)
    elif file is not None:
        raise ValueError(f"chart {name!r} takes no file; only 'claims' does")
    elif game is not None:
        figure = charts[name](model=model, game=the_game)
    else:
        figure = charts[name](model=model)
    with whole_file(out) as temporary:
        save(figure, temporary, file_format)
    typer.echo(f"wrote {out}", err=True)


def chart_list() -> list[str]:
    """One line per chart ``whist-odds chart`` draws: its name, what it shows (its caption in the report) and
    ``[--game]`` for a chart of one game; then ``claims``.

    >>> lines = chart_list()
    >>> lines[0].split()[0], lines[-1].split()[0]
    ('partner-holdings', 'claims')
    """
    import re

    from whistodds.reports.sections import report_charts

    games = set(games_charts())
    lines = []
    for spec in report_charts():
        caption = re.sub(r"\{\w+\} ?", "", spec.caption)
        lines.append(f"{spec.name:<27} {caption}" + (" [--game]" if spec.name in games else ""))
    lines.append(f"{'claims':<27} A claims file of your own (chart claims FILE): stated odds against the model's.")
    return lines


def games_charts() -> list[str]:
    """The charts of one game, which take ``--game``."""
    from whistodds.reports.sections import standalone_charts

    return [name for name, draw in standalone_charts().items() if "game" in inspect.signature(draw).parameters]


def _default_game() -> Game:
    from whistodds.games.families.whist import LONG_WHIST

    return LONG_WHIST


def _chart_game(draw: Callable[..., Figure], game: str | None) -> Game:
    """The game a chart of one game draws: ``--game`` if given, else the chart's own."""
    from whistodds.games.registry import get_game

    if game is not None:
        return resolve_game(game)
    return get_game(inspect.signature(draw).parameters["game"].default)


def _use_agg() -> None:
    """The command line draws only to files: Agg, whatever backend the environment names (the library never
    chooses one)."""
    import matplotlib

    matplotlib.use("Agg")


def _claims_figure(file: Path | None, model: PlayModel) -> Figure:
    """``chart claims FILE``: the claims file's question (as ``verify claims FILE --model M`` asks it, seed 0)
    answered, its claims drawn against the model."""
    from whistodds.odds.questions import ClaimsQuestion, answer
    from whistodds.odds.questions.claims import claims_from_file, claims_path
    from whistodds.reports.charts.claims import claims_chart

    if file is None:
        raise ValueError("chart claims needs a claims file: whist-odds chart claims FILE --out F.png (or .svg)")
    path = claims_path(file)
    claims = claims_from_file(path)
    if all(claim.number is not None for claim in claims):
        raise ValueError(f"chart claims draws odds against the model's chance; every figure of {path.name} is a number "
                         f"(a mean, a count, a game's length): whist-odds verify claims {path.name} judges them")
    return claims_chart(answer(ClaimsQuestion(claims, str(path), (model,), seed=0)).table)


@run_options(deals=200_000, seed=REPORT_SEED, fmt=None, out=False,
             deals_limit=f"{limits.MAX_REPORT_DEALS:,}")
def report(
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the report into.")] = Path("report"),
    *,
    run: RunOptions,
) -> None:
    """Every table (CSV, Markdown), every chart (PNG) and one self-contained index.html."""
    from whistodds.cli.progress import progress_bar
    from whistodds.reports.report import build_report, n_steps

    from whistodds.reports.files import check_replaceable
    from whistodds.reports.report import REPORT_ENTRIES

    _use_agg()
    check_replaceable(out, REPORT_ENTRIES)
    check_writable(out / "index.html" if out.is_dir() else out)
    deals = run.deals if run.deals is not None else 200_000
    check_deals(deals, limits.MAX_REPORT_DEALS)
    if deals < 1000:
        raise ValueError(f"--deals {deals} is not allowed; use 1000 to {limits.MAX_REPORT_DEALS:,}")
    with run.pool() as executor, progress_bar(n_steps(), "report", quiet=run.quiet) as advance:
        result = build_report(out, deals, run.run_seed(), progress=advance, executor=executor)
    typer.echo(f"wrote {out / 'index.html'}: {len(result.tables)} tables, {len(result.charts)} charts"
               + (f"; and the odds explorer, {out / result.explorer}" if result.explorer else ""), err=True)
