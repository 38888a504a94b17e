"""``whist-odds chart NAME --out FILE.png``: any chart of the report on its own."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import REPORT_SEED, Model, RunOptions, check_deals, check_model, run_options
from whistodds.cli.output import check_writable
from whistodds.simulations import limits

if TYPE_CHECKING:
    from matplotlib.figure import Figure


@run_options(model=Model.one, seed=False, fmt=None, out=False, workers=False, quiet=False)
def chart(
    name: Annotated[str, typer.Argument(help="Chart name (see --help of the report for the list), or 'claims'.")],
    file: Annotated[Path | None, typer.Argument(help="For 'claims': the claims file.")] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="File to write: .png or .svg.")] = Path("chart.png"),
    *,
    run: RunOptions,
) -> None:
    """Draw one chart to a PNG or SVG file, by the suffix of --out (``chart claims FILE``: stated odds against
    the model's)."""
    from whistodds.reports.files import whole_file
    from whistodds.reports.sections import standalone_charts
    from whistodds.reports.style import chart_format, save

    from whistodds.games.whist import LONG_WHIST

    _use_agg()
    policy = check_model(run.model, LONG_WHIST)
    charts = standalone_charts()
    if name not in charts and name != "claims":
        raise ValueError(f"unknown chart {name!r}; use one of {', '.join(charts)}, claims")
    file_format = chart_format(out)
    check_writable(out)
    if name == "claims":
        figure = _claims_figure(file, policy)
    elif file is not None:
        raise ValueError(f"chart {name!r} takes no file; only 'claims' does")
    else:
        figure = charts[name](policy=policy)
    with whole_file(out) as temporary:
        save(figure, temporary, file_format)
    typer.echo(f"wrote {out}", err=True)


def _use_agg() -> None:
    """The command line draws only to files: Agg, whatever backend the environment names (the library never
    chooses one)."""
    import matplotlib

    matplotlib.use("Agg")


def _claims_figure(file: Path | None, policy: str) -> Figure:
    from whistodds.cli.verify import _claims_path
    from whistodds.odds.claims import read_claims
    from whistodds.odds.claims_check import evaluate_claims
    from whistodds.reports.claims_charts import claims_chart

    if file is None:
        raise ValueError("chart claims needs a claims file: whist-odds chart claims FILE --out F.png (or .svg)")
    return claims_chart(evaluate_claims(read_claims(_claims_path(file)), [policy]))


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
