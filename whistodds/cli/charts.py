"""``whist-odds chart NAME --out FILE.png``: any chart of the report on its own."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from whistodds.cli.output import check_writable


def chart(
    name: Annotated[str, typer.Argument(help="Chart name (see --help of the report for the list).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="PNG file to write.")],
    policy: Annotated[str, typer.Option("--policy", "-p", help="Play model for charts that use one.")] = "hoyle",
) -> None:
    """Draw one chart to a PNG file."""
    from whistodds.reports.charts import CHARTS
    from whistodds.reports.style import save

    if name not in CHARTS:
        raise ValueError(f"unknown chart {name!r}; use one of {', '.join(CHARTS)}")
    if out.suffix.lower() != ".png":
        raise ValueError(f"--out {str(out)!r}: charts are written as .png files")
    check_writable(out)
    temporary = out.with_name(f".{out.name}.tmp.png")
    try:
        save(CHARTS[name](policy=policy), temporary)
        temporary.replace(out)
    finally:
        temporary.unlink(missing_ok=True)
    typer.echo(f"wrote {out}", err=True)
